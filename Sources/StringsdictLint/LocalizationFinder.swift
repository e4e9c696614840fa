import FoundationEssentials
import Stringsdict
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `.strings`, `.stringsdict` and `.xcstrings` files under the paths given, and groups
/// the `.lproj` folders by the folder that holds them (one group per app, framework or package).
/// A String Catalog holds all its languages and belongs to no group, wherever it is.
///
/// Folders are walked recursively in name order, skipping hidden entries and `.build`; the
/// walk is bounded in depth and enters each folder once (by device and inode), so symbolic
/// links to a folder already walked (`ln -s . a`) are not followed again and cannot make it
/// loop or multiply. A file given by
/// path is checked when its extension is one of ``extensions``, as is a file found in a folder.
struct LocalizationFinder {
    /// One file to check.
    struct File: Hashable, Sendable {
        /// The path, as the argument joined with the names below it.
        let path: String
        /// The `.lproj` folder holding the file; nil for a file outside one.
        let localization: LocalizationName?
        /// The folder holding that `.lproj` folder; nil for a file outside one.
        let group: String?

        /// True for a String Catalog (`.xcstrings`).
        var isCatalog: Bool { path.hasSuffix(".xcstrings") }
    }

    /// The deepest folder nesting walked below an argument.
    static let maximumDepth = 24
    /// The extensions a folder walk picks up.
    static let extensions = [".strings", ".stringsdict", ".xcstrings"]

    /// The files under `paths`, without repeats, in the order found.
    ///
    /// - Throws: ``LintError`` when a path does not exist, is not a `.strings`, `.stringsdict`
    ///   or `.xcstrings` file, or is a folder that cannot be listed.
    static func files(under paths: [String]) throws(LintError) -> [File] {
        var found: [File] = []
        var seen = Set<String>()
        var visited = Set<FolderID>()
        for argument in paths {
            var path = argument
            while path.count > 1, path.hasSuffix("/") { path.removeLast() }
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LintError("no such file or folder: \(argument)")
            }
            if isDirectory {
                try walk(path, depth: 0, into: &found, seen: &seen, visited: &visited)
            } else {
                guard extensions.contains(where: { path.hasSuffix($0) }) else {
                    throw LintError("not a .strings, .stringsdict or .xcstrings file: \(argument)")
                }
                if seen.insert(path).inserted { found.append(file(at: path)) }
            }
        }
        return found
    }

    /// A folder's identity, whatever path (through symbolic links) reaches it.
    private struct FolderID: Hashable {
        let device: UInt64
        let inode: UInt64

        /// The identity of the folder at `path` (links followed), or nil when it cannot be read.
        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    private static func walk(_ folder: String, depth: Int, into found: inout [File], seen: inout Set<String>, visited: inout Set<FolderID>) throws(LintError) {
        guard depth <= maximumDepth else { return }
        if let id = FolderID(folder) {
            guard visited.insert(id).inserted else { return }
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw LintError("cannot list the folder \(folder): \(SystemErrorReason.describe(error))")
        }
        for name in names where !name.hasPrefix(".") {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory {
                try walk(path, depth: depth + 1, into: &found, seen: &seen, visited: &visited)
            } else if extensions.contains(where: { name.hasSuffix($0) }), seen.insert(path).inserted {
                found.append(file(at: path))
            }
        }
    }

    /// A file with its `.lproj` folder and group, read from its path (a catalog has neither).
    static func file(at path: String) -> File {
        if path.hasSuffix(".xcstrings") { return File(path: path, localization: nil, group: nil) }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2, let folder = components.dropLast().last.flatMap(LocalizationFolder.init(folderName:)) else {
            return File(path: path, localization: nil, group: nil)
        }
        components.removeLast(2)
        let group = components.isEmpty ? "." : (components == [""] ? "/" : components.joined(separator: "/"))
        return File(path: path, localization: folder.localizationName, group: group.isEmpty ? "." : group)
    }
}
