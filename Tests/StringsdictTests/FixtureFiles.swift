import Foundation

/// Finds the test fixtures copied into the test bundle (`Tests/StringsdictTests/Fixtures`).
enum FixtureFiles {
    /// The `Fixtures` folder inside the test bundle.
    static var root: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures", isDirectory: true)
    }

    /// The package's root folder (this file is Tests/StringsdictTests/FixtureFiles.swift).
    static var packageRoot: String {
        "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    }

    /// The bundled demo localizations, `Resources/` at the package root.
    static var demoResources: String { packageRoot + "/Resources" }

    /// The URL of `path`, relative to the `Fixtures` folder.
    static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// The bytes of the fixture at `path`.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    /// The UTF-8 text of the fixture at `path`.
    static func text(_ path: String) throws -> String {
        String(decoding: try data(path), as: UTF8.self)
    }
}
