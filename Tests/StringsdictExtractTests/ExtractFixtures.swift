import Foundation
@testable import StringsdictExtract

/// Paths and helpers the extraction tests share.
enum ExtractFixtures {
    /// `Tests/StringsdictExtractTests/Fixtures` (this file is beside it).
    static let root = "/" + #filePath.split(separator: "/").dropLast().joined(separator: "/") + "/Fixtures"
    static let project = root + "/Project"

    /// The strings of `source` read as `language` with `options`.
    static func extract(_ source: String, _ language: StringExtractor.Language = .cFamily, file: String = "test.m",
                        options: StringExtractor.Options = .genstrings) -> ExtractionResult {
        StringExtractor(options: options).extract(source, file: file, language: language)
    }

    /// The keys `source` gives.
    static func keys(_ source: String, _ language: StringExtractor.Language = .cFamily, options: StringExtractor.Options = .genstrings) -> [String] {
        extract(source, language, options: options).strings.map(\.key)
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "stringsdict-extract-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The built `stringsdict` binary beside the test bundle, when built.
    static let binary: URL? = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("stringsdict")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    struct RunError: Error {}

    static func run(_ arguments: [String], in folder: String? = nil) throws -> (status: Int32, output: String, error: String) {
        guard let binary else { throw RunError() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
