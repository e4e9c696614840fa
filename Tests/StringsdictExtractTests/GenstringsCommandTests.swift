import ArgumentParser
import Foundation
import Testing
import Stringsdict
@testable import StringsdictCLI
import StringsdictTestSupport

@Suite("stringsdict genstrings")
struct GenstringsCommandTests {
    @Test("genstrings' single-dash options, repeatable ones included")
    func options() throws {
        let parsed = try GenstringsArguments([
            "-o", "en.lproj", "-a", "-q", "-u", "-s", "MyString", "-s", "Other", "-skipTable", "Debug", "-skipTable", "Internal",
            "-SwiftUI", "-noPositionalParameters", "-bigEndian", "-encoding", "utf-16", "a.m", "b.swift",
        ])
        #expect(parsed.outputFolder == "en.lproj")
        #expect(parsed.append && parsed.quiet && parsed.unicodeEscapes && parsed.swiftUI && parsed.bigEndian)
        #expect(!parsed.positionalParameters)
        #expect(parsed.routines == ["MyString", "Other"])
        #expect(parsed.skippedTables == ["Debug", "Internal"])
        #expect(parsed.encoding == .utf16)
        #expect(parsed.files == ["a.m", "b.swift"])
        let defaults = try GenstringsArguments(["a.m"])
        #expect(defaults.outputFolder == "." && !defaults.append && !defaults.bigEndian && defaults.positionalParameters)
        #expect(try GenstringsArguments(["-bigEndian", "-littleEndian", "a.m"]).bigEndian == false)
        #expect(try GenstringsArguments(["--", "-a.m"]).files == ["-a.m"])
    }

    @Test("Usage errors exit with 2 and say what is wrong", arguments: [
        (["-x", "a.m"], "unknown option '-x'"),
        (["-o"], "option -o needs a value"),
        (["-encoding", "klingon", "a.m"], "unknown encoding 'klingon'"),
        ([String](), "no source files given"),
        (["--output", "x", "a.m"], "unknown option '--output'"),
    ])
    func usage(arguments: [String], message: String) {
        #expect(throws: GenstringsArguments.UsageError.self) { try GenstringsArguments(arguments) }
        do {
            _ = try StringsdictCommand.parseAsRoot(["genstrings"] + arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(StringsdictCommand.exitStatus(for: error) == ExitCode(2))
            #expect(StringsdictCommand.fullMessage(for: error).contains(message), "\(StringsdictCommand.fullMessage(for: error))")
            #expect(StringsdictCommand.fullMessage(for: error).contains("Usage: stringsdict genstrings"))
        }
    }

    @Test("--help carries an example")
    func help() {
        #expect(GenstringsCommand.helpMessage().replacing("\n", with: " ").contains("Example: find . -name '*.m' | xargs stringsdict genstrings -o en.lproj"))
    }

    @Test("In process: the fixture's Objective-C and C files into Localizable and Custom tables, read back with our reader")
    func run() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let folder = scratch.path
        let legacy = ExtractFixtures.project + "/Legacy"
        var options = try GenstringsArguments(["-o", folder, "-q", legacy + "/TextEdit.m", legacy + "/Custom.c"])
        #expect(try GenstringsCommand.run(options) == 0)
        let custom = try StringsFileReader.read(contentsOf: folder + "/Custom.strings")
        #expect(custom.format == .text(.utf16LittleEndian))
        #expect(custom.entries.map(\.key) == ["Yes"])
        #expect(custom.entries.first?.comment == "A comment")
        let localizable = try StringsFileReader.read(contentsOf: folder + "/Localizable.strings")
        #expect(localizable["%@ Error! %@ failed!"]?.value == "%1$@ Error! %2$@ failed!")
        #expect(localizable["Tab\tand café"]?.value == "Tab\tand café")
        // -skipTable, -bigEndian, -noPositionalParameters
        options = try GenstringsArguments(["-o", folder, "-q", "-skipTable", "Custom", "-bigEndian", "-noPositionalParameters", legacy + "/TextEdit.m"])
        try FileManager.default.removeItem(atPath: folder + "/Custom.strings")
        #expect(try GenstringsCommand.run(options) == 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Custom.strings"))
        let big = try StringsFileReader.read(contentsOf: folder + "/Localizable.strings")
        #expect(big.format == .text(.utf16BigEndian))
        #expect(big["%@ Error! %@ failed!"]?.value == "%@ Error! %@ failed!")
    }

    @Test("-a keeps a translated table's entries and adds the new keys")
    func append() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let folder = scratch.path
        try Data("/* A comment */\n\"Yes\" = \"Oui\";\n\"Old\" = \"Vieux\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.strings"))
        let source = folder + "/a.m"
        try Data("NSLocalizedString(@\"Yes\", @\"new\"); NSLocalizedString(@\"New\", nil);".utf8).write(to: URL(fileURLWithPath: source))
        #expect(try GenstringsCommand.run(GenstringsArguments(["-o", folder, "-a", source])) == 0)
        let table = try StringsFileReader.read(contentsOf: folder + "/Localizable.strings")
        #expect(table.entries.map(\.key) == ["New", "Old", "Yes"])
        #expect(table["Yes"]?.value == "Oui")
        #expect(table["Old"]?.value == "Vieux")
        // The comment in the code is the current one (Apple's genstrings -a does the same).
        #expect(table["Yes"]?.comment == "new")
    }

    @Test("A missing source or output folder is exit 2, and nothing is written")
    func ioErrors() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let folder = scratch.path
        #expect(try GenstringsCommand.run(GenstringsArguments(["-o", folder, folder + "/missing.m"])) == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(try GenstringsCommand.run(GenstringsArguments(["-o", folder + "/no-such", ExtractFixtures.project + "/Legacy/Custom.c"])) == 2)
    }
}
