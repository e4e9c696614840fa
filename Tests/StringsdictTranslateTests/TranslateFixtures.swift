import Foundation

/// The fixtures of this target (`Tests/StringsdictTranslateTests/Fixtures`, see its README) and
/// temporary folders to write into.
enum TranslateFixtures {
    /// The `Fixtures` folder inside the test bundle.
    static var root: String {
        (Bundle.module.resourceURL?.appendingPathComponent("Fixtures").path) ?? "/nonexistent"
    }

    /// The package's root folder (this file is Tests/StringsdictTranslateTests/TranslateFixtures.swift).
    static var packageRoot: String {
        "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    }

    /// The bundled demo localizations, `Resources/` at the package root.
    static var demoResources: String { packageRoot + "/Resources" }
}

/// A folder made for one test, removed when the value is released.
final class TemporaryFolder {
    let path: String

    /// Creates a fresh folder holding `files` (relative path → content).
    init(_ files: [String: String] = [:]) throws {
        path = NSTemporaryDirectory() + "stringsdict-translate-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relative, content) in files {
            try write(relative, content)
        }
    }

    /// Writes `content` at `relative`, creating its folders.
    func write(_ relative: String, _ content: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(content.utf8).write(to: URL(fileURLWithPath: full))
    }

    /// Copies the folder or file at `source` to `relative`.
    func copy(_ source: String, to relative: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source, toPath: full)
    }

    /// The text of the file at `relative`.
    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
