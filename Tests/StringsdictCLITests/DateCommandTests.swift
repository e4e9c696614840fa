import ArgumentParser
import Testing
@testable import StringsdictCLI

@Suite("stringsdict date")
struct DateCommandTests {
    static let seed = "2014-02-07T12:00:00-07:00"

    @Test("Layouts, locales and zones", arguments: [
        (["--template", "dMMM", "--locale", "en-US", "--time-zone", "UTC"], "Feb 7"),
        (["--template", "dMMM", "--locale", "de-DE", "--time-zone", "UTC"], "7. Feb."),
        (["--date-style", "full", "--time-style", "long", "--time-zone", "America/Denver"],
         "Friday, February 7, 2014 at 12:00:00\u{202F}PM MST"),
        (["--date-style", "long", "--locale", "de-DE", "--time-zone", "UTC"], "7. Februar 2014"),
        (["--date-style", "short", "--time-style", "short", "--locale", "ja-JP", "--time-zone", "UTC"], "2014/02/07 19:00"),
        (["--time-style", "short", "--time-zone", "Asia/Tokyo", "--locale", "de"], "04:00"),
        (["--pattern", "yyyy-MM-dd'T'HH:mmXXX", "--time-zone", "GMT+02:00"], "2014-02-07T21:00+02:00"),
        (["--time-zone", "UTC"], "Feb 7, 2014, 7:00:00\u{202F}PM"),
    ])
    func render(options: [String], expected: String) throws {
        let result = try DateCommand.parse([Self.seed] + options).render()
        #expect(result.text == expected)
        #expect(result.warnings.isEmpty)
    }

    @Test("Instants: offsets, Z and fractional seconds", arguments: [
        "2014-02-07T19:00:00Z", "2014-02-07T12:00:00-07:00", "2014-02-07T20:00:00+01:00", "2014-02-07T19:00:00.000Z",
    ])
    func instants(instant: String) throws {
        let result = try DateCommand.parse([instant, "--pattern", "yyyy-MM-dd HH:mm", "--time-zone", "UTC"]).render()
        #expect(result.text == "2014-02-07 19:00")
    }

    @Test("Mistakes are CLIErrors naming the culprit, exit status 2", arguments: [
        (["2014-02-07"], "'2014-02-07'"),
        (["2014-02-07T12:00:00"], "'2014-02-07T12:00:00'"),
        (["yesterday"], "'yesterday'"),
        ([seed, "--time-zone", "Mars/Base"], "'Mars/Base'"),
        ([seed, "--locale", "zz-@@"], "zz-@@"),
        ([seed, "--date-style", "none", "--time-style", "none"], "shows nothing"),
    ])
    func errors(arguments: [String], culprit: String) throws {
        let error = #expect(throws: CLIError.self) { try DateCommand.parse(arguments).render() }
        #expect(error?.description.contains(culprit) == true)
        #expect(StringsdictCommand.exitStatus(for: try #require(error)).rawValue == 2)
    }

    @Test("One layout at a time; usage errors exit with status 2")
    func usage() throws {
        for arguments in [
            ["date"],
            ["date", Self.seed, "--template", "dMMM", "--pattern", "yyyy"],
            ["date", Self.seed, "--template", "dMMM", "--date-style", "short"],
            ["date", Self.seed, "--date-style", "tiny"],
        ] {
            let error = #expect(throws: (any Error).self) { try StringsdictCommand.parseAsRoot(arguments) }
            #expect(StringsdictCommand.exitStatus(for: try #require(error)).rawValue == 2)
        }
    }
}
