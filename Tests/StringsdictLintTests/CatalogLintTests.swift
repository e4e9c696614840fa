import Foundation
import Testing
@testable import StringsdictLint
import StringsdictTestSupport

@Suite("Lint on String Catalogs (.xcstrings)")
struct CatalogLintTests {
    static let folder = LintFixtures.root + "/catalogs"

    /// `rule line:column` of each finding, in report order.
    static func places(_ report: LintReport) -> [String] {
        report.diagnostics.map { "\($0.rule) \($0.line):\($0.column)" }
    }

    @Test("A catalog's finding about one language names it, so a configuration's per-language exceptions apply to catalogs as to .lproj tables")
    func languagesOfFindings() throws {
        let path = Self.folder + "/Findings.xcstrings"
        let report = try LintFixtures.lint(path)
        #expect(report.diagnostics.map { $0.language ?? "-" } == ["ru", "de", "ru", "-", "ru"], "\(report.diagnostics)")
        let excused = try LintFixtures.lint(path, configuration: LintConfiguration(languages: [
            "ru": .init(ignoredRules: ["missing-key", "catalog-needs-review"]),
        ]))
        #expect(excused.diagnostics.map(\.rule) == ["missing-plural-category", "argument-retyped", "catalog-stale-key"])
    }

    @Test("Every finding of a catalog: its rule, file, line and column (the JSON key concerned), and key")
    func findings() throws {
        let path = Self.folder + "/Findings.xcstrings"
        let report = try LintFixtures.lint(path)
        #expect(Self.places(report) == [
            "missing-plural-category 24:13",   // ru › variations › plural: no 'few'
            "argument-retyped 35:9",           // de: %lld where the source reads %@
            "catalog-needs-review 36:18",      // ru › stringUnit
            "catalog-stale-key 39:5",          // "Old title"
            "missing-key 48:5",                // "Welcome back" has no ru; "Parcel" is never translated
        ], "\(report.diagnostics)")
        #expect(report.diagnostics.allSatisfy { $0.file == path })
        #expect(report.diagnostics.map(\.key) == ["%lld files", "Hello, %@", "Hello, %@", "Old title", "Welcome back"])
        #expect(report.fileCount == 1)
        #expect(report.ioErrors.isEmpty)
    }

    @Test("A message rule inside a catalog names the language, the key and the category")
    func messageRule() throws {
        let report = try LintFixtures.lint(Self.folder + "/Findings.xcstrings")
        let missing = try #require(report.diagnostics.first { $0.rule == "missing-plural-category" })
        #expect(missing.severity == .error)
        #expect(missing.message.hasPrefix("ru: the plural of '%lld files' has no 'few' variant; ru uses it for 2, 3, 4"), "\(missing.message)")
        let retyped = try #require(report.diagnostics.first { $0.rule == "argument-retyped" })
        #expect(retyped.message == #"de: 'Hello, %@' reads argument 1 as signed integer ('%lld' at column 8 of "Hallo, %lld"), but en reads it as object ('%@' at column 8 of "Hello, %@")"#)
        let review = try #require(report.diagnostics.first { $0.rule == "catalog-needs-review" })
        #expect(review.message.hasPrefix("ru: the value of 'Hello, %@' is marked needs_review"))
        #expect(review.severity == .warning)
    }

    @Test("A missing translation is reported per language; shouldTranslate false and stale keys are not")
    func missingTranslations() throws {
        let report = try LintFixtures.lint(Self.folder + "/Findings.xcstrings")
        let missing = report.diagnostics.filter { $0.rule == "missing-key" }
        #expect(missing.map(\.message) == [
            "key 'Welcome back' has no ru translation; add one, or set shouldTranslate to false if it is never translated",
        ])
        #expect(!report.diagnostics.contains { $0.key == "Parcel" })
    }

    @Test("Invalid JSON is a syntax-error at the line and column where it breaks")
    func invalidJSON() throws {
        let path = Self.folder + "/Broken.xcstrings"
        let report = try LintFixtures.lint(path)
        #expect(report.diagnostics.count == 1)
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.description == "\(path):7:9: error: not valid JSON: expected ',' or '}' after a value [syntax-error]")
    }

    @Test("JSON of another shape is a syntax-error at the key concerned")
    func wrongShape() throws {
        let catalog = try MarkedText("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hi" : {
                  "localizations" : {
                    "de" : { 1️⃣"stringUnit" : { "state" : "translated" } }
                  }
                }
              }
            }
            """)
        let report = try Self.lintText(catalog.text)
        #expect(Self.places(report) == ["syntax-error \(try catalog.position("1️⃣"))"], "\(report.diagnostics)")
        #expect(report.diagnostics.first?.message.contains("missing 'value'") == true)
    }

    @Test("A key written twice is a duplicate-key at the repeat; substitutions are called so in messages")
    func duplicateAndSubstitution() throws {
        let catalog = try MarkedText("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                3️⃣"%lld items" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@items@" },
                      "substitutions" : { 1️⃣"items" : { "argNum" : 1, "formatSpecifier" : "lld" } }
                    }
                  }
                },
                2️⃣"%lld items" : { "shouldTranslate" : false }
              },
              "version" : "1.0"
            }
            """)
        let folder = try TemporaryFolder(prefix: "lint-duplicate")
        defer { folder.remove() }
        let path = try folder.write("Localizable.xcstrings", catalog.text)
        let report = try LintFixtures.lint(path)
        let (substitution, repeated, first) = (try catalog.position("1️⃣"), try catalog.position("2️⃣"), try catalog.position("3️⃣"))
        #expect(report.diagnostics.map(\.description) == [
            "\(path):\(substitution): error: en: substitution 'items' of '%lld items' has no variants [empty-variable]",
            "\(path):\(repeated): warning: key '%lld items' is written again at strings › %lld items; this tool reads the first one, at line \(first.line), and other JSON readers may take this one instead; keep only one [duplicate-key]",
        ])
    }

    @Test("A clean catalog (plurals, substitutions, a \\u surrogate pair, shouldTranslate false) gives nothing")
    func clean() throws {
        let report = try LintFixtures.lint(Self.folder + "/Clean.xcstrings")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.fileCount == 1)
    }

    @Test("A folder walk picks up catalogs next to .lproj folders; a catalog is a group of its own")
    func folderWalk() throws {
        let report = try LintFixtures.lint(Self.folder + "/walk")
        #expect(report.fileCount == 2)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let files = try LocalizationFinder.files(under: [Self.folder + "/walk"])
        let catalog = try #require(files.first { $0.path.hasSuffix("/Package/Localizable.xcstrings") })
        #expect(catalog.group == nil && catalog.localization == nil)
    }

    @Test("A catalog's findings can be ignored like any rule's")
    func ignore() throws {
        let report = try LintFixtures.lint(
            Self.folder + "/Findings.xcstrings", configuration: LintConfiguration(ignoredRules: ["missing-key", "catalog-stale-key"]))
        #expect(report.diagnostics.map(\.rule) == ["missing-plural-category", "argument-retyped", "catalog-needs-review"])
    }

    @Test("An explicit path of another kind is refused, naming the three extensions")
    func otherExtension() throws {
        #expect(throws: LintError("not a .strings, .stringsdict or .xcstrings file: \(LintFixtures.packageRoot)/README.md")) {
            try LintFixtures.lint(LintFixtures.packageRoot + "/README.md")
        }
    }

    static func lintText(_ text: String, configuration: LintConfiguration = LintConfiguration()) throws -> LintReport {
        let folder = try TemporaryFolder(prefix: "lint-catalog")
        defer { folder.remove() }
        return try LintFixtures.lint(folder.write("Localizable.xcstrings", text), configuration: configuration)
    }

    /// A catalog of the toolchain's rules; the markers are where its findings are.
    static var toolchainCatalog: MarkedText {
        get throws {
            try MarkedText(toolchainCatalogText)
        }
    }

    private static let toolchainCatalogText = """
        1️⃣{
          "sourceLanguage" : "en",
          "strings" : {
            2️⃣"%lld of %lld" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@a@ von %#@b@" },
                  "substitutions" : {
                    3️⃣"a" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } },
                    4️⃣"b" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } }
                  }
                },
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@a@ of %#@b@" },
                  "substitutions" : {
                    5️⃣"a" : { "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } },
                    6️⃣"b" : { "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } },
                    7️⃣"c" : { "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } }
                  }
                }
              }
            },
            "Hello" : {
              "localizations" : {
                "de" : { 8️⃣"stringUnit" : { "state" : "new", "value" : "Hallo" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
              }
            },
            9️⃣"Only German" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Nur Deutsch" } }
              }
            }
          }
        }
        """

    @Test("Catalog rules of the toolchain: no version, argNum differing from the base (inferred when absent), new units, unused substitutions")
    func toolchainRules() throws {
        let catalog = try Self.toolchainCatalog
        let report = try Self.lintText(catalog.text)
        let expected = try [
            ("catalog-missing-version", "1️⃣"),
            ("missing-key", "2️⃣"),
            ("catalog-argnum-mismatch", "3️⃣"),
            ("missing-plural-category", "3️⃣"),
            ("catalog-argnum-mismatch", "4️⃣"),
            ("missing-plural-category", "4️⃣"),
            ("missing-plural-category", "5️⃣"),
            ("missing-plural-category", "6️⃣"),
            ("unused-variable", "7️⃣"),
            ("catalog-new-unit", "8️⃣"),
            ("missing-key", "9️⃣"),
        ].map { rule, marker in "\(rule) \(try catalog.position(marker))" }
        #expect(Self.places(report) == expected, "\(report.diagnostics)")
        #expect(report.diagnostics.first { $0.rule == "unused-variable" }?.message.contains("substitution 'c'") == true)
        let mismatch = try #require(report.diagnostics.first { $0.rule == "catalog-argnum-mismatch" })
        #expect(mismatch.message == "de: substitution 'a' of '%lld of %lld' reads argument 2, but 1 in the base language (en)")
        let new = try #require(report.diagnostics.first { $0.rule == "catalog-new-unit" })
        #expect(new.message == "de: the value of 'Hello' is marked new: not translated yet, so a compile leaves it out")
    }

    @Test("--base compares a catalog's translations with that language instead of its sourceLanguage")
    func baseLanguage() throws {
        let report = try Self.lintText(Self.toolchainCatalog.text, configuration: LintConfiguration(baseLanguage: "de"))
        let missing = report.diagnostics.filter { $0.rule == "missing-key" }.map(\.message)
        // Only German is no longer missing anywhere but fr; nothing is compared with en.
        #expect(missing == [
            "key '%lld of %lld' has no fr translation; add one, or set shouldTranslate to false if it is never translated",
            "key 'Only German' has no fr translation; add one, or set shouldTranslate to false if it is never translated",
        ])
        // Now en is compared with de: its inferred argNums (1, 2) differ from de's (2, 1).
        #expect(report.diagnostics.filter { $0.rule == "catalog-argnum-mismatch" }.map(\.message).first == "en: substitution 'a' of '%lld of %lld' reads argument 1, but 2 in the base language (de)")
    }
}
