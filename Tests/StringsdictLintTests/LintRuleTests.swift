import Foundation
import Testing
@testable import StringsdictLint

@Suite("Lint rules")
struct LintRuleTests {
    @Test("Each rule's fixture triggers that rule exactly once, and nothing else", arguments: LintRule.all.map(\.id))
    func fixture(rule: String) throws {
        let report = try LintFixtures.lint(LintFixtures.rule(rule))
        #expect(report.diagnostics.map(\.rule) == [rule], "\(report.diagnostics)")
        let severity = try #require(LintRule.named(rule)).severity
        #expect(report.diagnostics.first?.severity == severity)
        #expect(report.ioErrors.isEmpty)
    }

    @Test("The clean fixture triggers nothing")
    func clean() throws {
        let report = try LintFixtures.lint(LintFixtures.clean)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.fileCount == 8)
    }

    @Test("Ids are unique kebab-case; summaries and hints are single sentences without a final period")
    func catalog() {
        let ids = LintRule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in LintRule.all {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(!rule.summary.hasSuffix("."), "\(rule.id)")
            #expect(!rule.hint.hasSuffix("."), "\(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.hint.isEmpty)
        }
    }

    @Test("Every rule has a fixture folder, and every fixture folder is a rule")
    func fixturesMatchCatalog() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: LintFixtures.root + "/rules")
        #expect(Set(folders) == Set(LintRule.all.map(\.id)))
    }

    @Test("RULES.md documents every rule with its severity")
    func rulesDocument() throws {
        let text = try String(contentsOfFile: LintFixtures.packageRoot + "/Sources/StringsdictLint/RULES.md", encoding: .utf8)
        for rule in LintRule.all {
            #expect(text.contains("| `\(rule.id)` | \(rule.severity) |"), "\(rule.id)")
        }
    }

    @Test("Ignored rules are dropped; an unknown rule or base language is a LintError")
    func configuration() throws {
        let report = try LintFixtures.lint(LintFixtures.rule("slot-gap"), configuration: LintConfiguration(ignoredRules: ["slot-gap"]))
        #expect(report.diagnostics.isEmpty)
        #expect(throws: LintError.self) { try LintFixtures.lint(LintFixtures.clean, configuration: LintConfiguration(ignoredRules: ["no-such-rule"])) }
        #expect(throws: LintError.self) { try LintFixtures.lint(LintFixtures.clean, configuration: LintConfiguration(baseLanguage: "@@")) }
        #expect(throws: LintError.self) { try LintFixtures.lint(LintFixtures.root + "/does-not-exist") }
    }

    @Test("--base picks the folder translations are compared with")
    func base() throws {
        // With fr as the base, en has a key fr lacks (stale) and lacks none of fr's.
        let report = try LintFixtures.lint(LintFixtures.rule("stale-key"), configuration: LintConfiguration(baseLanguage: "fr"))
        #expect(report.diagnostics.map(\.rule) == ["missing-key"])
        #expect(report.diagnostics.first?.file.hasSuffix("en.lproj/Localizable.strings") == true)
    }
}
