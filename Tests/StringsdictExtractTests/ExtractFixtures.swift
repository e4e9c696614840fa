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
}
