import ArgumentParser
import Testing
@testable import StringsdictCLI

@Suite("stringsdict plural")
struct PluralCommandTests {
    @Test("Categories as written", arguments: [
        (["ru", "1", "2", "5", "1.5"], "one few many other"),
        (["en", "1", "1.0"], "one other"),
        (["en", "1", "2", "3", "4", "--ordinal"], "one two few other"),
        (["cy", "0", "1", "2", "3", "6", "7"], "zero one two few many other"),
    ])
    func categories(arguments: [String], expected: String) throws {
        let command = try PluralCommand.parse(arguments)
        let result = try command.classify()
        #expect(result.categories.map(\.rawValue).joined(separator: " ") == expected)
        #expect(result.warnings.isEmpty)
    }

    @Test("An unknown locale warns and still answers")
    func unknownLocale() throws {
        let result = try PluralCommand.parse(["xx", "1"]).classify()
        #expect(result.categories == [.other])
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.contains("root") == true)
    }

    @Test("A number that does not parse is an error naming it, exit status 2")
    func badNumber() throws {
        let error = #expect(throws: CLIError.self) { try PluralCommand.parse(["en", "1", "two"]).classify() }
        #expect(error?.description.contains("'two'") == true)
        #expect(StringsdictCommand.exitStatus(for: try #require(error)).rawValue == 2)
    }

    /// An error quotes at most 200 characters of what was typed.
    @Test("A huge bad number is quoted as an excerpt")
    func hugeBadNumber() throws {
        let huge = String(repeating: "9", count: 10_000) + "x"
        let error = #expect(throws: CLIError.self) { try PluralCommand.parse(["en", huge]).classify() }
        let description = error?.description ?? ""
        #expect(description.count < 400, "\(description.count) characters")
        #expect(description.contains("…"))
    }

    @Test("Usage errors exit with status 2, help with 0")
    func exitStatus() throws {
        let missing = #expect(throws: (any Error).self) { try StringsdictCommand.parseAsRoot(["plural", "en"]) }
        #expect(StringsdictCommand.exitStatus(for: try #require(missing)).rawValue == 2)
        #expect(StringsdictCommand.exitStatus(for: CleanExit.helpRequest()).rawValue == 0)
        #expect(StringsdictCommand.exitStatus(for: ExitCode(1)).rawValue == 1)
    }
}
