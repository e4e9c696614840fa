import Testing
@testable import StringsdictLint

@Suite("Lint on real corpora")
struct CorpusLintTests {
    @Test("SwiftGen's LocPluralError fixtures each give their intended rule", arguments: [
        ("LocPluralErrorBothTypeKeys", "mixed-rule-types"),
        ("LocPluralErrorInvalidVariableValue", "object-value-type"),
        ("LocPluralErrorMissingVariable", "undefined-variable"),
        ("LocPluralErrorMissingVariable", "unused-variable"),
        ("LocPluralErrorPlaceholders", "slot-type-conflict"),
    ])
    func swiftGen(file: String, rule: String) throws {
        let report = try LintFixtures.lint(LintFixtures.corpus + "/swiftgen-fixtures/\(file).stringsdict")
        let matching = report.diagnostics.filter { $0.rule == rule }
        #expect(matching.count == 1, "\(report.diagnostics)")
        #expect(matching.first?.severity == LintRule.named(rule)?.severity)
    }

    @Test("SwiftGen's well-formed plural fixture has no structure errors")
    func swiftGenNested() throws {
        let report = try LintFixtures.lint(LintFixtures.corpus + "/swiftgen-fixtures/LocPluralNested.stringsdict")
        #expect(report.errorCount == 0, "\(report.diagnostics)")
    }

    @Test("DuckDuckGo: every file parses; fr, es, it and pt lacking 'many' are warnings, not errors")
    func duckDuckGo() throws {
        let report = try LintFixtures.lint(LintFixtures.corpus + "/duckduckgo-ios")
        #expect(report.fileCount == 389)
        #expect(report.ioErrors.isEmpty)
        #expect(!report.diagnostics.contains { $0.rule == "syntax-error" })
        for language in ["fr", "es", "it", "pt"] {
            let inLanguage = report.diagnostics.filter { $0.file.contains("/\(language).lproj/") }
            let million = inLanguage.filter { $0.rule == "missing-million-category" }
            #expect(!million.isEmpty, "\(language)")
            #expect(million.allSatisfy { $0.severity == .warning && $0.message.contains("'many'") })
            #expect(!inLanguage.contains { $0.rule == "missing-plural-category" }, "\(language)")
        }
        // The corpus has no Catalan; the plural rules of the languages it has are met for integers.
        #expect(!report.diagnostics.contains { $0.rule == "missing-plural-category" })
    }

    @Test("Output order is stable: sorted by file, line, column, rule")
    func stableOrder() throws {
        let first = try LintFixtures.lint(LintFixtures.corpus)
        let second = try LintFixtures.lint(LintFixtures.corpus)
        #expect(first.diagnostics == second.diagnostics)
        #expect(first.diagnostics == first.diagnostics.sorted())
    }
}
