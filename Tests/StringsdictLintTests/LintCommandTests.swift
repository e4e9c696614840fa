import ArgumentParser
import Foundation
import Testing
@testable import StringsdictCLI
import StringsdictLint
import StringsdictTestSupport

@Suite("stringsdict lint")
struct LintCommandTests {
    // MARK: in process

    @Test("Exit status: 0 clean, 1 errors, 0 for warnings unless --error-on warning")
    func statuses() throws {
        #expect(try LintCommand.parse([LintFixtures.clean]).check().status == 0)
        #expect(try LintCommand.parse([LintFixtures.rule("missing-other")]).check().status == 1)
        #expect(try LintCommand.parse([LintFixtures.rule("duplicate-key")]).check().status == 0)
        #expect(try LintCommand.parse([LintFixtures.rule("duplicate-key"), "--error-on", "warning"]).check().status == 1)
        #expect(try LintCommand.parse([LintFixtures.rule("missing-other"), "--ignore", "missing-other"]).check().status == 0)
    }

    @Test("Text output: the diagnostic line, then the summary")
    func textOutput() throws {
        let path = LintFixtures.rule("slot-gap")
        let output = try LintCommand.parse([path]).check().output
        #expect(output == """
            \(path)/en.lproj/Localizable.strings:1:14: warning: en: 'greeting' never reads argument 1 but reads argument 2 ('%2$@' at column 7 of "Hello %2$@") [slot-gap]
            0 errors, 1 warning in 1 file

            """)
    }

    @Test("JSON and GitHub output")
    func otherFormats() throws {
        let path = LintFixtures.rule("duplicate-key")
        let file = "\(path)/en.lproj/Localizable.strings"
        let json = try LintCommand.parse([path, "--format", "json"]).check().output
        #expect(json == """
            [
              {"file": "\(file)", "line": 2, "column": 1, "severity": "warning", "rule": "duplicate-key", "key": "greeting", "message": "key 'greeting' is written again; the first one, at line 1, is ignored"}
            ]

            """)
        let github = try LintCommand.parse([path, "--format", "github"]).check().output
        #expect(github == "::warning file=\(file),line=2,col=1::key 'greeting' is written again; the first one, at line 1, is ignored [duplicate-key]\n")
    }

    @Test("Usage and I/O errors exit with status 2")
    func usageErrors() throws {
        for arguments in [[LintFixtures.root + "/nope"], [LintFixtures.clean, "--ignore", "nope"], [LintFixtures.clean, "--base", "@@"], [LintFixtures.testsFolder + "/LintFixtures.swift"]] {
            let error = #expect(throws: CLIError.self) { try LintCommand.parse(arguments).check() }
            #expect(StringsdictCommand.exitStatus(for: try #require(error)).rawValue == 2)
        }
        let noPaths = #expect(throws: (any Error).self) { try StringsdictCommand.parseAsRoot(["lint"]) }
        #expect(StringsdictCommand.exitStatus(for: try #require(noPaths)).rawValue == 2)
        let badFormat = #expect(throws: (any Error).self) { try StringsdictCommand.parseAsRoot(["lint", ".", "--format", "xml"]) }
        #expect(StringsdictCommand.exitStatus(for: try #require(badFormat)).rawValue == 2)
    }

    @Test("--list-rules names every rule with its severity")
    func listRules() {
        let list = LintCommand.ruleList()
        #expect(list.split(separator: "\n").count == LintRule.all.count)
        #expect(list.contains("missing-plural-category   error"))
    }

    // MARK: end to end, through the built binary

    @Test("The binary: exit statuses and the three formats")
    func binaryEndToEnd() throws {
        let clean = try StringsdictBinary.run(["lint", LintFixtures.clean])
        #expect(clean.status == 0)
        #expect(clean.output == "0 errors, 0 warnings in 8 files\n")

        let cycle = LintFixtures.rule("variable-cycle")
        let text = try StringsdictBinary.run(["lint", cycle])
        #expect(text.status == 1)
        #expect(text.output.hasPrefix("\(cycle)/en.lproj/Localizable.stringsdict:"))
        #expect(text.output.contains(": error: variable cycle files → files"))
        #expect(text.output.hasSuffix("[variable-cycle]\n1 error, 0 warnings in 1 file\n"))

        let json = try StringsdictBinary.run(["lint", cycle, "--format", "json"])
        #expect(json.status == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(objects.count == 1)
        #expect(objects.first?["rule"] as? String == "variable-cycle")
        #expect(objects.first?["severity"] as? String == "error")
        #expect(objects.first?["key"] as? String == "files")
        #expect(Set(objects.first?.keys.map { $0 } ?? []) == ["file", "line", "column", "severity", "rule", "key", "message"])

        let github = try StringsdictBinary.run(["lint", cycle, "--format", "github"])
        #expect(github.status == 1)
        #expect(github.output.hasPrefix("::error file=\(cycle)/en.lproj/Localizable.stringsdict,line="))

        let warning = try StringsdictBinary.run(["lint", LintFixtures.rule("stale-key"), "--error-on", "warning"])
        #expect(warning.status == 1)
        let missing = try StringsdictBinary.run(["lint", LintFixtures.root + "/nope"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("no such file or folder"))
        let rules = try StringsdictBinary.run(["lint", "--list-rules"])
        #expect(rules.status == 0)
        #expect(rules.output.contains("variant-without-number"))
    }

    @Test("A file that does not parse is a diagnostic, and the run goes on")
    func syntaxErrorDoesNotAbort() throws {
        let result = try StringsdictBinary.run(["lint", LintFixtures.rule("syntax-error"), LintFixtures.rule("slot-gap")])
        #expect(result.status == 1)
        #expect(result.output.contains("[syntax-error]"))
        #expect(result.output.contains("[slot-gap]"))
        #expect(result.output.hasSuffix("1 error, 1 warning in 2 files\n"))
    }
}
