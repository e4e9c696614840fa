import FoundationEssentials
import Stringsdict
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated code without losing data and without touching an unchanged file.
public enum GeneratedFile {
    /// Writes `code` to `path` unless the file already holds exactly it (so an unchanged output
    /// keeps its date and the compiler does not rebuild it). Writes through ``AtomicFile``: a
    /// temporary file in the same folder, renamed over `path`.
    ///
    /// - Returns: true when the file was written.
    /// - Throws: a message naming the path and the system error.
    @discardableResult
    public static func write(_ code: String, to path: String) throws(GeneratedFileError) -> Bool {
        try write(bytes: Array(code.utf8), to: path)
    }

    /// Writes `bytes` to `path` unless the file already holds exactly them, creating the folders
    /// on the way (a copied resource file: `de.lproj/Settings.strings`); see ``write(_:to:)``.
    @discardableResult
    public static func write(bytes: [UInt8], to path: String) throws(GeneratedFileError) -> Bool {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw GeneratedFileError(message: "cannot create the folder \(folder): \(error.localizedDescription)")
            }
        }
        if let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count {
            let same = existing.withUnsafeBytes { old in
                bytes.withUnsafeBytes { new in
                    guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return new.isEmpty }
                    return memcmp(oldBase, newBase, new.count) == 0
                }
            }
            if same { return false }
        }
        // The library's one atomic writer: no temporary file is left by a killed run, and a
        // link is written through to its target.
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw GeneratedFileError(message: error.message)
        }
        return true
    }
}

/// Writing the generated file failed.
public struct GeneratedFileError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
