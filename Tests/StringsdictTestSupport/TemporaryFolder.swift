import Foundation

/// A fresh folder of files for one test, under the system's temporary folder; removed by
/// ``remove()`` or, at the latest, when the value is released.
///
/// Keep the value alive while its files are used (`defer { folder.remove() }`, or use its
/// ``path`` last): a copy of ``path`` does not keep the folder.
public final class TemporaryFolder: Sendable {
    /// The folder's absolute path, without a trailing `/`.
    public let path: String

    /// Creates a fresh, uniquely named folder holding `files` (relative path → text, written as
    /// UTF-8); a relative path ending in `/` is an empty folder.
    ///
    /// - Parameter prefix: the start of the folder's name, so a folder left behind says which
    ///   tests made it.
    /// - Throws: ``PathError`` for a path that is absolute or leaves the folder, or what
    ///   creating a folder or writing a file throws.
    public init(_ files: [String: String] = [:], prefix: String = "stringsdict-tests") throws {
        var base = NSTemporaryDirectory()
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        path = base + "/" + prefix + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relative, text) in files.sorted(by: { $0.key < $1.key }) {
            try write(relative, Data(text.utf8))
        }
    }

    /// A relative path that is absolute, empty, or goes up with `..`.
    public struct PathError: Error, CustomStringConvertible {
        public let relativePath: String
        public var description: String { "'\(relativePath)' is not a path inside the temporary folder" }
    }

    /// The absolute path of `relative` in the folder (checked as ``write(_:_:)`` checks it).
    public func path(_ relative: String) throws(PathError) -> String {
        let components = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !relative.hasPrefix("/"), !components.isEmpty, !components.contains("..") else { throw PathError(relativePath: relative) }
        return path + "/" + components.joined(separator: "/") + (relative.hasSuffix("/") ? "/" : "")
    }

    /// Writes `data` at `relative`, creating the folders on the way; a path ending in `/`
    /// creates that folder (and `data` is ignored).
    @discardableResult
    public func write(_ relative: String, _ data: Data) throws -> String {
        let full = try path(relative)
        if relative.hasSuffix("/") {
            try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
            return full
        }
        let folder = URL(fileURLWithPath: full).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
        return full
    }

    /// Writes `text` as UTF-8 at `relative` (see ``write(_:_:)``); its absolute path.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Data(text.utf8))
    }

    /// Writes `bytes` at `relative` (see ``write(_:_:)``); its absolute path.
    @discardableResult
    public func write(_ relative: String, bytes: [UInt8]) throws -> String {
        try write(relative, Data(bytes))
    }

    /// Removes the folder and everything in it (again at release: removing twice is harmless).
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    deinit { remove() }
}
