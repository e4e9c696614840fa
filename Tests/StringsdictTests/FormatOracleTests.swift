import Stringsdict
import Testing

extension OracleRow {
    /// The row's arguments as typed values (`i:` signed, `u:` unsigned, `d:` double, `s:` string).
    func formatArguments() throws -> [FormatArgument] {
        try args.map { text in
            let value = String(text.dropFirst(2))
            switch text.prefix(2) {
            case "i:": return .int(try #require(Int64(value)))
            case "u:": return .uint(try #require(UInt64(value)))
            case "d:": return .double(try #require(Double(value)))
            case "s:": return .string(value)
            default: return .object(text)
            }
        }
    }
}

@Suite("FormatString against Foundation's output")
struct FormatOracleTests {
    @Test("the fixture is there and whole")
    func fixtureLoads() {
        #expect(OracleRow.all.count == 196)
    }

    @Test("every oracle row renders as Foundation printed it", arguments: OracleRow.all)
    func row(_ row: OracleRow) throws {
        let format = try FormatString(row.format)
        let locale = try row.locale.map { try LocaleIdentifier($0) }
        let rendered = try format.render(locale: locale, arguments: try row.formatArguments())
        #expect(rendered == row.expected)
    }

    @Test("every oracle row renders the same through the appending entry point", arguments: OracleRow.all)
    func appending(_ row: OracleRow) throws {
        let format = try FormatString(row.format)
        let locale = try row.locale.map { try LocaleIdentifier($0) }
        var output = "«"
        try format.render(into: &output, locale: locale, arguments: try row.formatArguments())
        #expect(output == "«" + row.expected)
    }
}
