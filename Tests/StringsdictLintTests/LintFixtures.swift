import Foundation
import StringsdictLint

/// Where the lint fixtures are, found from this file's path so a fresh clone works: this
/// target's own `Fixtures/` and the corpora of `Tests/StringsdictTests/Fixtures/corpus`.
enum LintFixtures {
    /// `Tests/StringsdictLintTests`.
    static let testsFolder: String = {
        let path = "\(#filePath)"
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }()

    /// `Tests/StringsdictLintTests/Fixtures`.
    static let root = testsFolder + "/Fixtures"
    /// The folder of the fixture for `rule`.
    static func rule(_ id: String) -> String { root + "/rules/" + id }
    /// The clean fixture.
    static let clean = root + "/clean"
    /// The real corpora: DuckDuckGo iOS and SwiftGen's fixtures.
    static let corpus = testsFolder + "/../StringsdictTests/Fixtures/corpus"
    /// CLDR 42's plural samples.
    static let pluralSamples = testsFolder + "/../StringsdictTests/Fixtures/cldr-42/plural-samples.txt"
    /// The package's root folder.
    static let packageRoot = testsFolder + "/../.."

    /// Lints `paths` with the default configuration.
    static func lint(_ paths: String..., configuration: LintConfiguration = LintConfiguration()) throws -> LintReport {
        try Linter(configuration: configuration).lint(paths: paths)
    }
}
