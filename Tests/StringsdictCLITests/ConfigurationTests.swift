import Testing
import Stringsdict
@testable import StringsdictCLI

/// `.stringsdict.json`: what `generate --config` and the build plugin read.
@Suite("Configuration file")
struct ConfigurationTests {
    static func parse(_ text: String) throws(StringsdictError) -> Configuration {
        try Configuration.parse(Array(text.utf8), file: ".stringsdict.json")
    }

    @Test("Every key of the generate section")
    func valid() throws {
        let configuration = try Self.parse("""
            {
              "generate" : {
                "naming" : "swiftgen-flat",
                "enumName" : "Strings",
                "access" : "public",
                "lookupFunction" : "lookup(forKey:table:fallback:)",
                "forceFileNameEnum" : true
              }
            }
            """)
        #expect(configuration.generate == .init(naming: "swiftgen-flat", enumName: "Strings", access: "public",
                                                lookupFunction: "lookup(forKey:table:fallback:)", forceFileNameEnum: true))
        #expect(try Self.parse("{}") == Configuration())
    }

    @Test("Mistakes are errors at their line and column, naming what is allowed", arguments: [
        ("{\n  \"generate\" : { \"nameing\" : \"x\" }\n}", 2, "unknown key 'generate.nameing'"),
        ("{ \"linter\" : {} }", 1, "unknown section 'linter'"),
        ("{ \"generate\" : { \"naming\" : 3 } }", 1, "'generate.naming' must be a string, not a number"),
        ("{ \"generate\" : { \"naming\" : \"swiftgen\" } }", 1, "it must be one of stringsdict, swiftgen-structured, swiftgen-flat"),
        ("{ \"generate\" : { \"access\" : \"open\" } }", 1, "it must be one of internal, package, public"),
        ("{ \"generate\" : { \"forceFileNameEnum\" : \"yes\" } }", 1, "must be true or false"),
        ("{ \"generate\" : [] }", 1, "'generate' must be a JSON object"),
        ("[]", 1, "must be a JSON object"),
        ("{ \"generate\" : {}, \"generate\" : {} }", 1, "generate"),
    ])
    func mistakes(text: String, line: Int, message: String) {
        do {
            _ = try Self.parse(text)
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.location?.file == ".stringsdict.json")
            #expect(error.location?.line == line, "\(error)")
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test("Not JSON")
    func notJSON() {
        #expect(throws: StringsdictError.self) { try Self.parse("naming: swiftgen") }
    }
}
