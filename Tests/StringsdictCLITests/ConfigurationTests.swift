import Testing
import Stringsdict
import StringsdictLint
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
        ("{ \"lint\" : { \"ignore\" : [ \"no-such-rule\" ] } }", 1, "unknown rule 'no-such-rule' at 'lint.ignore'"),
        ("{ \"lint\" : {\n \"severity\" : { \"missing-key\" : \"fatal\" } } }", 2, "must be \"error\", \"warning\", \"note\" or \"ignore\""),
        ("{ \"lint\" : { \"languages\" : { \"not a tag\" : {} } } }", 1, "is not a language tag"),
        ("{ \"lint\" : { \"languages\" : { \"de\" : { \"skip\" : [] } } } }", 1, "unknown key 'lint.languages.de.skip'"),
        ("{ \"lint\" : { \"maximumLengthRatio\" : 0.5 } }", 1, "at least 1"),
        ("{ \"generate\" : { \"maximumWarnings\" : -1 } }", 1, "whole number of at least 0"),
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

    @Test("The lint section is one policy: rules ignored, severities changed, per language, most specific tag first")
    func lintPolicy() throws {
        let configuration = try Self.parse("""
            {
              "lint" : {
                "ignore" : [ "translation-length" ],
                "severity" : { "argument-dropped" : "error", "stale-key" : "ignore" },
                "languages" : {
                  "pt" : { "ignore" : [ "missing-key" ] },
                  "pt-BR" : { "severity" : { "missing-key" : "note" } }
                },
                "baseLanguage" : "en",
                "maximumLengthRatio" : 2
              },
              "generate" : { "maximumWarnings" : 5 }
            }
            """)
        #expect(configuration.generate.maximumWarnings == 5)
        let policy = configuration.lintConfiguration(base: nil, ignore: ["slot-gap"], maximumLengthRatio: nil)
        #expect(policy.baseLanguage == "en")
        #expect(policy.maximumLengthRatio == 2)
        #expect(policy.ignoredRules == ["translation-length", "stale-key", "slot-gap"])
        func finding(_ rule: String, _ file: String, language: String? = nil) -> Diagnostic {
            Diagnostic(file: file, line: 1, column: 1, severity: .warning, rule: rule, key: "k", message: "m", language: language)
        }
        let applied = policy.apply(to: [
            finding("argument-dropped", "App/de.lproj/Localizable.strings"),
            finding("missing-key", "App/pt.lproj/Localizable.strings"),
            finding("missing-key", "App/pt-BR.lproj/Localizable.strings"),
            finding("missing-key", "App/Localizable.xcstrings", language: "pt-PT"),
            finding("missing-key", "App/de.lproj/Localizable.strings"),
            finding("stale-key", "App/de.lproj/Localizable.strings"),
            finding("slot-gap", "App/en.lproj/Localizable.strings"),
        ])
        #expect(applied.map { "\($0.rule) \($0.severity) \($0.file)" } == [
            "argument-dropped error App/de.lproj/Localizable.strings",
            "missing-key note App/pt-BR.lproj/Localizable.strings",
            "missing-key warning App/de.lproj/Localizable.strings",
        ])
        // The command line wins over the file.
        #expect(configuration.lintConfiguration(base: "fr", ignore: [], maximumLengthRatio: 1.2).baseLanguage == "fr")
    }

    @Test("Not JSON")
    func notJSON() {
        #expect(throws: StringsdictError.self) { try Self.parse("naming: swiftgen") }
    }
}
