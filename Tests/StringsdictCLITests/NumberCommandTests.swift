import ArgumentParser
import Testing
@testable import StringsdictCLI

@Suite("stringsdict number")
struct NumberCommandTests {
    @Test("The seed's styles for 2.5 in German", arguments: [
        (["2.5", "--locale", "de-DE", "--style", "none"], "2"),
        (["2.5", "--locale", "de-DE", "--style", "decimal"], "2,5"),
        (["2.5", "--locale", "de-DE", "--style", "currency"], "2,50\u{00A0}€"),
        (["2.5", "--locale", "de-DE", "--style", "scientific"], "2,5E0"),
        (["2.5", "--locale", "de-DE", "--style", "percent"], "250\u{00A0}%"),
        (["2.5", "--locale", "de-DE", "--style", "spell-out"], "zwei Komma fünf"),
        (["2.5", "--locale", "ar-JO", "--currency", "JOD"], "\u{200F}٢٫٥٠٠\u{00A0}د.أ.\u{200F}"),
        (["2.5", "--locale", "de", "--currency", "usd"], "2,50\u{00A0}$"),
        (["1234.5"], "1,234.5"),
        (["18446744073709551616", "--locale", "de"], "18.446.744.073.709.551.616"),
        (["--locale", "de", "--", "-2.5"], "-2,5"),
        // Accepted as printf accepts them; ICU's (CLDR's) symbols.
        (["--", "inf"], "∞"),
        (["--locale", "de", "--", "-inf"], "-∞"),
        (["--", "nan"], "NaN"),
        (["--", "Infinity"], "∞"),
    ])
    func render(arguments: [String], expected: String) throws {
        #expect(try NumberCommand.parse(arguments).render() == expected)
    }

    @Test("Mistakes are CLIErrors naming the culprit, exit status 2", arguments: [
        (["2,5"], "'2,5'"),
        (["2.5", "--currency", "EURO"], "'EURO'"),
        (["2.5", "--locale", "zz-@@"], "zz-@@"),
        (["2.5", "--locale", "und", "--style", "currency"], "currency"),
    ])
    func errors(arguments: [String], culprit: String) throws {
        let error = #expect(throws: CLIError.self) { try NumberCommand.parse(arguments).render() }
        #expect(error?.description.contains(culprit) == true)
        #expect(StringsdictCommand.exitStatus(for: try #require(error)).rawValue == 2)
    }

    @Test("Usage errors exit with status 2")
    func usage() throws {
        for arguments in [["number"], ["number", "2.5", "--style", "bogus"], ["number", "2.5", "--style", "percent", "--currency", "EUR"]] {
            let error = #expect(throws: (any Error).self) { try StringsdictCommand.parseAsRoot(arguments) }
            #expect(StringsdictCommand.exitStatus(for: try #require(error)).rawValue == 2)
        }
    }

    @Test("Every style is listed for --help")
    func styles() {
        #expect(NumberCommand.Style.allCases.map(\.rawValue) == ["none", "decimal", "currency", "percent", "scientific", "spell-out"])
    }
}
