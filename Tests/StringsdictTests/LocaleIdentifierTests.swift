import Testing
import Stringsdict

/// One row of the identifier table: an input as found in files and environments, its canonical
/// BCP 47 tag, its likely-subtag expansion, and its CLDR parent chain.
struct LocaleRow: Sendable, CustomTestStringConvertible {
    let input: String
    let canonical: String
    let maximized: String
    let chain: [String]
    let why: String

    var testDescription: String { "\(input) → \(canonical) (\(why))" }
}

@Suite("LocaleIdentifier")
struct LocaleIdentifierTests {
    static let table: [LocaleRow] = [
        LocaleRow(input: "en_US", canonical: "en-US", maximized: "en-Latn-US", chain: ["en-US", "en"], why: "ICU/Apple underscore form"),
        LocaleRow(input: "en-US", canonical: "en-US", maximized: "en-Latn-US", chain: ["en-US", "en"], why: "BCP 47"),
        LocaleRow(input: "EN-us", canonical: "en-US", maximized: "en-Latn-US", chain: ["en-US", "en"], why: "case is normalized"),
        LocaleRow(input: "en", canonical: "en", maximized: "en-Latn-US", chain: ["en"], why: "language alone"),
        LocaleRow(input: "en-GB", canonical: "en-GB", maximized: "en-Latn-GB", chain: ["en-GB", "en-001", "en"], why: "CLDR parent en-001"),
        LocaleRow(input: "en_AU", canonical: "en-AU", maximized: "en-Latn-AU", chain: ["en-AU", "en-001", "en"], why: "CLDR parent en-001"),
        LocaleRow(input: "es-MX", canonical: "es-MX", maximized: "es-Latn-MX", chain: ["es-MX", "es-419", "es"], why: "CLDR parent es-419"),
        LocaleRow(input: "es_419", canonical: "es-419", maximized: "es-Latn-419", chain: ["es-419", "es"], why: "numeric region"),
        LocaleRow(input: "pt_BR", canonical: "pt-BR", maximized: "pt-Latn-BR", chain: ["pt-BR", "pt"], why: "truncation parent"),
        LocaleRow(input: "pt-PT", canonical: "pt-PT", maximized: "pt-Latn-PT", chain: ["pt-PT", "pt"], why: "truncation parent"),
        LocaleRow(input: "fr-CA", canonical: "fr-CA", maximized: "fr-Latn-CA", chain: ["fr-CA", "fr"], why: "truncation parent"),
        LocaleRow(input: "zh_TW", canonical: "zh-TW", maximized: "zh-Hant-TW", chain: ["zh-Hant-TW", "zh-Hant"], why: "zh_TW ≡ zh-Hant-TW; zh-Hant's parent is root"),
        LocaleRow(input: "zh-Hant-TW", canonical: "zh-Hant-TW", maximized: "zh-Hant-TW", chain: ["zh-Hant-TW", "zh-Hant"], why: "explicit script"),
        LocaleRow(input: "zh-HK", canonical: "zh-HK", maximized: "zh-Hant-HK", chain: ["zh-Hant-HK", "zh-Hant"], why: "likely script Hant"),
        LocaleRow(input: "zh-CN", canonical: "zh-CN", maximized: "zh-Hans-CN", chain: ["zh-CN", "zh"], why: "likely script Hans is zh's default"),
        LocaleRow(input: "zh", canonical: "zh", maximized: "zh-Hans-CN", chain: ["zh"], why: "zh → zh-Hans"),
        LocaleRow(input: "zh-Hans", canonical: "zh-Hans", maximized: "zh-Hans-CN", chain: ["zh"], why: "default script dropped from the chain"),
        LocaleRow(input: "sr_RS", canonical: "sr-RS", maximized: "sr-Cyrl-RS", chain: ["sr-RS", "sr"], why: "sr-RS → sr-Cyrl"),
        LocaleRow(input: "sr-Latn", canonical: "sr-Latn", maximized: "sr-Latn-RS", chain: ["sr-Latn"], why: "non-default script; its parent is root"),
        LocaleRow(input: "sr_RS@latin", canonical: "sr-Latn-RS", maximized: "sr-Latn-RS", chain: ["sr-Latn-RS", "sr-Latn"], why: "POSIX @latin modifier"),
        LocaleRow(input: "de_DE.UTF-8", canonical: "de-DE", maximized: "de-Latn-DE", chain: ["de-DE", "de"], why: "POSIX charset dropped"),
        LocaleRow(input: "de_DE.UTF-8@euro", canonical: "de-DE", maximized: "de-Latn-DE", chain: ["de-DE", "de"], why: "POSIX @euro dropped"),
        LocaleRow(input: "English", canonical: "en", maximized: "en-Latn-US", chain: ["en"], why: "legacy .lproj name"),
        LocaleRow(input: "German", canonical: "de", maximized: "de-Latn-DE", chain: ["de"], why: "legacy .lproj name"),
        LocaleRow(input: "Japanese", canonical: "ja", maximized: "ja-Jpan-JP", chain: ["ja"], why: "legacy .lproj name"),
        LocaleRow(input: "iw", canonical: "he", maximized: "he-Hebr-IL", chain: ["he"], why: "deprecated code replaced"),
        LocaleRow(input: "in_ID", canonical: "id-ID", maximized: "id-Latn-ID", chain: ["id-ID", "id"], why: "deprecated code replaced"),
        LocaleRow(input: "nb", canonical: "nb", maximized: "nb-Latn-NO", chain: ["nb", "no"], why: "CLDR 42: nb's parent is no"),
        LocaleRow(input: "uz_AF", canonical: "uz-AF", maximized: "uz-Arab-AF", chain: ["uz-Arab-AF", "uz-Arab"], why: "likely script differs from uz's"),
        LocaleRow(input: "ar-EG", canonical: "ar-EG", maximized: "ar-Arab-EG", chain: ["ar-EG", "ar"], why: "truncation parent"),
        LocaleRow(input: "de@collation=phonebook", canonical: "de-u-co-phonebk", maximized: "de-Latn-DE-u-co-phonebk", chain: ["de"], why: "ICU keywords become a -u- extension"),
    ]

    @Test("Canonical forms, likely subtags and parent chains", arguments: table)
    func row(_ row: LocaleRow) throws {
        let identifier = try LocaleIdentifier(row.input)
        #expect(identifier.identifier == row.canonical)
        #expect(identifier.maximized.identifier == row.maximized)
        #expect(identifier.parentChain.map(\.identifier) == row.chain)
    }

    @Test("Subtags stop at extensions")
    func subtags() throws {
        let thai = try LocaleIdentifier("en-US-u-nu-thai")
        #expect(thai.language == "en")
        #expect(thai.script == nil)
        #expect(thai.region == "US")
        let hant = try LocaleIdentifier("zh_Hant_HK")
        #expect(hant.script == "Hant")
        #expect(hant.region == "HK")
        #expect(try LocaleIdentifier("es-419").region == "419")
    }

    @Test("Equivalence compares likely subtags", arguments: [
        ("zh_TW", "zh-Hant-TW", true), ("en", "en-Latn-US", true), ("zh-HK", "zh-Hant-HK", true),
        ("zh-TW", "zh-HK", false), ("no", "nb", false), ("sr", "sr-Cyrl", true), ("sr", "sr-Latn", false),
    ])
    func equivalence(lhs: String, rhs: String, equivalent: Bool) throws {
        #expect(try LocaleIdentifier(lhs).isEquivalent(to: LocaleIdentifier(rhs)) == equivalent)
    }

    @Test("Language and script", arguments: [("zh-HK", "zh-Hant"), ("zh-CN", "zh-Hans"), ("zh", "zh-Hans"), ("sr-RS", "sr-Cyrl"), ("pt-BR", "pt-Latn")])
    func languageAndScript(input: String, expected: String) throws {
        #expect(try LocaleIdentifier(input).languageAndScript.identifier == expected)
    }

    @Test("What is not a language is an error that says so", arguments: [
        ("", LocaleIdentifierError.empty), ("C", .notALanguage("C")), ("POSIX", .notALanguage("POSIX")),
        ("C.UTF-8", .notALanguage("C.UTF-8")), ("en US", .malformed("en US")), ("e", .malformed("e")),
        ("en--US", .malformed("en--US")), ("-en", .malformed("-en")), ("toolonglanguage", .malformed("toolonglanguage")),
    ])
    func invalid(input: String, error: LocaleIdentifierError) {
        #expect(throws: error) { try LocaleIdentifier(input) }
    }

    @Test("Root")
    func root() throws {
        #expect(try LocaleIdentifier("und") == .root)
        #expect(LocaleIdentifier.root.isRoot)
        #expect(LocaleIdentifier.root.parentChain.isEmpty)
        #expect(LocaleIdentifier.root.parent == nil)
    }
}
