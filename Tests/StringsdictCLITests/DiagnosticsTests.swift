import ArgumentParser
import Foundation
import Stringsdict
import Testing
@testable import StringsdictCLI

@Suite("Diagnostics: the CLI's one voice")
struct DiagnosticsTests {
    @Test("echo keeps 200 characters and marks the cut")
    func echo() {
        #expect(Diagnostics.echo("short") == "short")
        let long = String(repeating: "a", count: 201)
        #expect(Diagnostics.echo(long) == String(repeating: "a", count: 200) + "…")
        #expect(Diagnostics.echo(String(repeating: "é", count: 200)) == String(repeating: "é", count: 200))
    }

    @Test("a quoted run longer than 200 characters is clipped in any line")
    func clipped() {
        let line = "stringsdict: error: bad '\(String(repeating: "x", count: 1000))' here"
        let clipped = Diagnostics.clipped(line)
        #expect(clipped == "stringsdict: error: bad '\(String(repeating: "x", count: 200))…' here")
        #expect(Diagnostics.clipped("it's fine") == "it's fine")
    }

    @Test("a StringsdictError with a place is path:line:column, without one stringsdict: error:")
    func libraryErrors() {
        let located = StringsdictError(.syntax, "expected a key", at: SourceLocation(file: "a.strings", line: 3, column: 7))
        #expect(Diagnostics.lines(for: located) == ["a.strings:3:7: error: expected a key"])
        let unplaced = StringsdictError(.argument, "too few arguments")
        #expect(Diagnostics.lines(for: unplaced) == ["stringsdict: error: too few arguments"])
        #expect(Diagnostics.lines(for: CLIError("no such file or folder: x")) == ["stringsdict: error: no such file or folder: x"])
    }

    @Test("ArgumentParser's usage errors are one sentence in our voice, with a note naming --help")
    func usageErrors() throws {
        let error = #expect(throws: (any Error).self) { try StringsdictCommand.parseAsRoot(["lint", "x", "--format", "xml"]) }
        let lines = Diagnostics.lines(for: try #require(error), help: "stringsdict lint --help")
        #expect(lines == [
            "stringsdict: error: the value 'xml' is invalid for '--format <format>'; provide one of 'text', 'json' or 'github'",
            "stringsdict: note: see 'stringsdict lint --help'",
        ])
        #expect(Diagnostics.usageMessage("Error: ISO dates only.") == "ISO dates only")
    }

    @Test("Foundation's file errors become the system's reason, never a dump")
    func systemErrors() {
        let missing: any Error
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: "/no/such/folder")
            return
        } catch {
            missing = error
        }
        #expect(Diagnostics.reason(of: missing) == String(cString: strerror(ENOENT)))
        #expect(Diagnostics.reason(of: POSIXError(.EACCES)) == String(cString: strerror(EACCES)))
    }
}
