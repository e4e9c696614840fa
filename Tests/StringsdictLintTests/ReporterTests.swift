import Testing
@testable import StringsdictLint

@Suite("Reporters")
struct ReporterTests {
    static let report = LintReport(
        diagnostics: [
            Diagnostic(file: "a, b:c.strings", line: 3, column: 7, severity: .error, rule: "slot-gap", key: "k\"1", message: "50% done\nnext"),
            Diagnostic(file: "x.stringsdict", line: 1, column: 1, severity: .warning, rule: "missing-table", key: nil, message: "fr.lproj has no x.stringsdict"),
        ],
        fileCount: 2)

    @Test("Text: editor lines, then the summary")
    func text() {
        #expect(TextReporter.render(Self.report) == """
            a, b:c.strings:3:7: error: 50% done
            next [slot-gap]
            x.stringsdict:1:1: warning: fr.lproj has no x.stringsdict [missing-table]
            1 error, 1 warning in 2 files

            """)
        #expect(TextReporter.render(LintReport(diagnostics: [], fileCount: 1)) == "0 errors, 0 warnings in 1 file\n")
    }

    @Test("JSON: fields in order, escaped, null key")
    func json() {
        #expect(JSONReporter.render(Self.report) == """
            [
              {"file": "a, b:c.strings", "line": 3, "column": 7, "severity": "error", "rule": "slot-gap", "key": "k\\"1", "message": "50% done\\nnext"},
              {"file": "x.stringsdict", "line": 1, "column": 1, "severity": "warning", "rule": "missing-table", "key": null, "message": "fr.lproj has no x.stringsdict"}
            ]

            """)
        #expect(JSONReporter.render(LintReport(diagnostics: [], fileCount: 0)) == "[]\n")
        #expect(JSONReporter.quoted("\u{01}\t") == "\"\\u0001\\t\"")
    }

    @Test("GitHub: workflow commands with escaped properties and data")
    func github() {
        #expect(GitHubReporter.render(Self.report) == """
            ::error file=a%2C b%3Ac.strings,line=3,col=7::50%25 done%0Anext [slot-gap]
            ::warning file=x.stringsdict,line=1,col=1::fr.lproj has no x.stringsdict [missing-table]

            """)
    }
}
