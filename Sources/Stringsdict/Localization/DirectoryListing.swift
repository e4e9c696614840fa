import FoundationEssentials

/// Folder listings for the preview and the migration, sorted by name, and what a path is.
package enum DirectoryListing {
    /// The names in folder `path`, sorted.
    static func files(in path: String) throws(StringsdictError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw StringsdictError(.io, "cannot list the folder \(path): \(SystemErrorReason.describe(error))", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }

    /// True when `path` is a folder.
    package static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    /// True when `path` exists and is not a folder.
    package static func isFile(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory
    }
}
