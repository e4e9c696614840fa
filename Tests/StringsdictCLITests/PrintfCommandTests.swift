import ArgumentParser
import Foundation
import Stringsdict
import Testing
@testable import StringsdictCLI
import StringsdictTestSupport

/// A row of the Foundation oracle (`Tests/StringsdictTests/Fixtures/foundation-format-oracle.json`).
struct PrintfOracleRow: Decodable, Sendable, CustomTestStringConvertible {
    let format: String
    let locale: String?
    let args: [String]
    let expected: String

    var testDescription: String { "\(format) \(args) [\(locale ?? "no locale")]" }

    /// The command line: the locale, then `--` (a format may start with `-`), the format and the
    /// arguments without their type prefix.
    var commandLine: [String] {
        (locale.map { ["--locale", $0] } ?? []) + ["--", format] + args.map { String($0.dropFirst(2)) }
    }

    static let all: [PrintfOracleRow] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../StringsdictTests/Fixtures/foundation-format-oracle.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([PrintfOracleRow].self, from: data)) ?? []
    }()
}

@Suite("stringsdict printf")
struct PrintfCommandTests {
    @Test("the oracle is there")
    func oracleLoads() {
        #expect(PrintfOracleRow.all.count == 196)
    }

    @Test("every oracle row, in process", arguments: PrintfOracleRow.all)
    func oracleRow(_ row: PrintfOracleRow) throws {
        let command = try PrintfCommand.parse(row.commandLine)
        #expect(try command.render() == row.expected)
    }

    @Test("arguments are typed by the specifier that reads them", arguments: [
        (["%d %u %x", "-42", "0x10", "255"], "-42 16 ff"),
        (["%lu", "18446744073709551615"], "18446744073709551615"),
        (["%ld", "-9223372036854775808"], "-9223372036854775808"),
        (["%.1f %g %e", "2.25", "inf", "-nan"], "2.2 inf -nan"),
        (["%c%c%C", "65", "é", "0x263A"], "Aé☺"),
        (["%s|%@|%S", "-x", "--y", "z"], "-x|--y|z"),
        (["%*d|%-*d|", "6", "7", "-4", "1"], "     7|1   |"),
        (["%2$s %1$d", "3", "files"], "files 3"),
        (["%d", "1234567", "--locale", "de"], "1.234.567"),
        (["--locale", "ar-EG", "%d", "-42"], "\u{061C}-٤٢"),
        (["100%% done"], "100% done"),
    ])
    func typed(_ arguments: [String], _ expected: String) throws {
        let command = try PrintfCommand.parse(arguments)
        #expect(try command.render() == expected)
    }

    @Test("bad or missing arguments are errors with status 2", arguments: [
        (["%d", "abc"], "('abc') is not an integer"),
        (["%f", "1,5"], "('1,5') is not a number"),
        (["%c", "ab"], "neither a character code"),
        (["%d %d", "1"], "too few arguments: '%d' at column 4"),
        (["%d", "1", "2"], "2 arguments given"),
        (["%d %", "1"], "invalid format"),
        (["%#@files@", "1"], "stringsdict variable"),
        (["%d", "1", "--locale", "zz-@@"], "invalid locale"),
        (["%1$d %3$d", "1", "2", "3"], "never read"),
        // A number no 64-bit argument holds names value and specifier; it is never wrapped.
        (["%d", "18446744073709551616"], "('18446744073709551616') is out of range for '%d' at column 1"),
        (["%lu", "1e19"], "('1e19') is out of range for '%lu' at column 1"),
        (["%x", "-9223372036854775809"], "out of range for '%x'"),
    ])
    func errors(_ arguments: [String], _ fragment: String) throws {
        let command = try PrintfCommand.parse(arguments)
        let error = try #require(throws: CLIError.self) { try command.render() }
        #expect(error.description.contains(fragment), "\(error.description)")
        #expect(StringsdictCommand.exitStatus(for: error).rawValue == 2)
    }

    @Test("a missing format is a usage error with status 2")
    func missingFormat() throws {
        let error = #expect(throws: (any Error).self) { try StringsdictCommand.parseAsRoot(["printf"]) }
        #expect(StringsdictCommand.exitStatus(for: try #require(error)).rawValue == 2)
    }

    // MARK: end to end

    @Test("end to end: a sample of oracle rows through the built binary", .enabled(if: StringsdictBinary.isBuilt),
          arguments: PrintfOracleRow.all.enumerated().filter { $0.offset % 13 == 0 }.map(\.element))
    func endToEnd(_ row: PrintfOracleRow) throws {
        let result = try StringsdictBinary.run(["printf"] + row.commandLine)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == row.expected + "\n")
    }

    @Test("end to end: a bad argument exits with 2 and says why", .enabled(if: StringsdictBinary.isBuilt))
    func endToEndError() throws {
        let result = try StringsdictBinary.run(["printf", "%d files", "many"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("('many') is not an integer"))
    }
}
