import FoundationEssentials
import Stringsdict
import Testing

/// One row of `Fixtures/foundation-format-oracle.json`: what Foundation's `String(format:locale:)`
/// printed for a format, a locale (nil: none) and typed arguments.
struct FormatOracleRow: Decodable, Sendable, CustomTestStringConvertible {
    let format: String
    let locale: String?
    let args: [String]
    let expected: String

    var testDescription: String { "\(format) [\(locale ?? "no locale")] \(args)" }

    /// The row's arguments as typed values (`i:` signed, `u:` unsigned, `d:` double, `s:` string).
    func arguments() throws -> [FormatArgument] {
        try args.map { text in
            let value = String(text.dropFirst(2))
            switch text.prefix(2) {
            case "i:": return .int(try #require(Int64(value)))
            case "u:": return .uint(try #require(UInt64(value)))
            case "d:": return .double(try #require(Double(value)))
            case "s:": return .string(value)
            default: throw OracleError.badArgument(text)
            }
        }
    }

    /// The row's arguments as the CLI takes them (the text after the type prefix).
    var commandLineArguments: [String] { args.map { String($0.dropFirst(2)) } }

    enum OracleError: Error { case badArgument(String), missingFixture }

    static let all: [FormatOracleRow] = {
        // Read from the source tree: importing Foundation (for `Bundle.module`) next to
        // Stringsdict clashes with Foundation's own ICU headers in a testing build.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/foundation-format-oracle.json")
        guard let data = try? Data(contentsOf: url),
              let rows = try? JSONDecoder().decode([FormatOracleRow].self, from: data)
        else { return [] }
        return rows
    }()
}

@Suite("FormatString against Foundation's output")
struct FormatOracleTests {
    @Test("the fixture is there and whole")
    func fixtureLoads() {
        #expect(FormatOracleRow.all.count == 196)
    }

    @Test("every oracle row renders as Foundation printed it", arguments: FormatOracleRow.all)
    func row(_ row: FormatOracleRow) throws {
        let format = try FormatString(row.format)
        let locale = try row.locale.map { try LocaleIdentifier($0) }
        let rendered = try format.render(locale: locale, arguments: try row.arguments())
        #expect(rendered == row.expected)
    }
}
