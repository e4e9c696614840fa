import Foundation

/// A folder of files made for one test, removed when the value is released.
final class TemporaryFolder {
    let path: String

    /// Creates a fresh folder holding `files` (relative path → content); a path ending in `/`
    /// is an empty folder.
    init(_ files: [String: String] = [:]) throws {
        path = NSTemporaryDirectory() + "stringsdict-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relative, content) in files {
            try write(relative, Data(content.utf8))
        }
    }

    /// Writes `data` at `relative`, creating its folders.
    func write(_ relative: String, _ data: Data) throws {
        let full = path + "/" + relative
        if relative.hasSuffix("/") {
            try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
            return
        }
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
