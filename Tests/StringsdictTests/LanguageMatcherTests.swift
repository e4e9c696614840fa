import Testing
import Stringsdict

/// A negotiation case: folders, preferences, the expected choice, and the rule of NegotiatingLocalizations.md (the DocC article) it shows.
struct NegotiationCase: Sendable, CustomTestStringConvertible {
    let folders: [String]
    let preferences: [String]
    let expected: String
    let rule: String
    var development = "en"

    var testDescription: String { "\(preferences) in \(folders) → \(expected): \(rule)" }
}

@Suite("LanguageMatcher")
struct LanguageMatcherTests {
    static let cases: [NegotiationCase] = [
        // Exact matches.
        .init(folders: ["en", "de", "fr"], preferences: ["de"], expected: "de", rule: "exact match"),
        .init(folders: ["en", "en_GB"], preferences: ["en-GB"], expected: "en_GB", rule: "exact match through an underscore name"),
        .init(folders: ["en", "en-GB", "en-AU"], preferences: ["en-AU"], expected: "en-AU", rule: "exact region wins over its parents"),
        .init(folders: ["zh-Hans", "zh_TW"], preferences: ["zh-Hant-TW"], expected: "zh_TW", rule: "zh_TW ≡ zh-Hant-TW"),
        .init(folders: ["zh-Hans", "zh-Hant"], preferences: ["zh-CN"], expected: "zh-Hans", rule: "zh-CN ≡ zh-Hans (likely script)"),
        .init(folders: ["English", "German"], preferences: ["de-DE"], expected: "German", rule: "legacy name German ≡ de"),
        .init(folders: ["English", "French"], preferences: ["en"], expected: "English", rule: "legacy name English ≡ en"),
        .init(folders: ["en", "nb"], preferences: ["no"], expected: "nb", rule: "no and nb are one language"),
        .init(folders: ["en", "no"], preferences: ["nb-NO"], expected: "no", rule: "nb-NO served by no"),
        .init(folders: ["en", "he"], preferences: ["iw"], expected: "he", rule: "deprecated code iw ≡ he"),
        // Same language and script, no region; the parent chain.
        .init(folders: ["en", "de"], preferences: ["en-GB"], expected: "en", rule: "region falls back to its language"),
        .init(folders: ["de", "fr"], preferences: ["de_CH"], expected: "de", rule: "underscore region falls back to its language"),
        .init(folders: ["zh-Hans", "zh-Hant"], preferences: ["zh-HK"], expected: "zh-Hant", rule: "zh-HK → zh-Hant by likely script"),
        .init(folders: ["zh-Hans", "zh-Hant"], preferences: ["zh"], expected: "zh-Hans", rule: "zh → zh-Hans"),
        .init(folders: ["sr", "sr-Latn"], preferences: ["sr-RS"], expected: "sr", rule: "sr-RS → sr-Cyrl, served by sr"),
        .init(folders: ["sr", "sr-Latn"], preferences: ["sr-Latn-RS"], expected: "sr-Latn", rule: "Latin Serbian served by sr-Latn"),
        .init(folders: ["es", "es-419"], preferences: ["es-MX"], expected: "es-419", rule: "CLDR parent es-419 before es"),
        .init(folders: ["en", "en-001"], preferences: ["en-AU"], expected: "en-001", rule: "CLDR parent en-001 before en"),
        .init(folders: ["pt", "pt-PT"], preferences: ["pt-BR"], expected: "pt", rule: "language before another region"),
        // Another region of the same language and script.
        .init(folders: ["pt-PT", "en"], preferences: ["pt-BR"], expected: "pt-PT", rule: "pt-BR served by pt-PT when there is no pt"),
        .init(folders: ["en-US", "en-GB", "fr"], preferences: ["en-AU"], expected: "en-GB", rule: "sibling sharing en-001 wins"),
        .init(folders: ["en-US", "de"], preferences: ["en"], expected: "en-US", rule: "language served by one of its regions"),
        .init(folders: ["zh_TW", "zh-Hans"], preferences: ["zh-HK"], expected: "zh_TW", rule: "zh-HK served by zh-TW (same script)"),
        // Script always counts.
        .init(folders: ["zh-Hant", "en"], preferences: ["zh-CN"], expected: "en", rule: "zh-Hant never serves zh-CN: development language"),
        .init(folders: ["sr-Latn", "en"], preferences: ["sr"], expected: "en", rule: "sr-Latn never serves Cyrillic sr"),
        // Several preferences.
        .init(folders: ["en", "de"], preferences: ["ja", "de"], expected: "de", rule: "later preference when no folder serves the first"),
        .init(folders: ["en", "ru", "de"], preferences: ["ru-RU", "en"], expected: "ru", rule: "first served preference wins (Foundation on Linux says en)"),
        .init(folders: ["en", "fr", "fr-CA"], preferences: ["fr-CA", "fr"], expected: "fr-CA", rule: "the first preference decides"),
        .init(folders: ["en", "de", "fr"], preferences: ["it", "es", "fr-BE"], expected: "fr", rule: "third preference served by its language"),
        // No match: development language, then Base.
        .init(folders: ["Base", "en", "de"], preferences: ["ja"], expected: "en", rule: "no match: development language"),
        .init(folders: ["Base", "de", "fr"], preferences: ["ja"], expected: "Base", rule: "no match and no development language: Base"),
        .init(folders: ["Base", "de", "fr"], preferences: ["ja"], expected: "fr", rule: "development language set to fr", development: "fr"),
        .init(folders: ["de", "fr"], preferences: [], expected: "de", rule: "no preferences, no en, no Base: the first folder"),
        .init(folders: ["Base", "en"], preferences: ["Base"], expected: "en", rule: "Base is not a language preference"),
        .init(folders: ["en", "de"], preferences: ["de-u-co-phonebk"], expected: "de", rule: "extensions do not affect matching"),
        // No language of their own (issue 30).
        .init(folders: ["en", "pl"], preferences: ["und", "pl"], expected: "pl", rule: "und names no language: skipped (its likely subtags en-Latn-US are a guess)"),
        .init(folders: ["en", "pl"], preferences: ["x-private", "pl"], expected: "pl", rule: "a private-use tag is skipped"),
        .init(folders: ["en", "pl"], preferences: ["und-u-nu-latn", "pl"], expected: "pl", rule: "und with extensions only is skipped"),
        .init(folders: ["pl", "en"], preferences: ["und"], expected: "en", rule: "only und: the development language, as with no preference"),
        .init(folders: ["en", "ru"], preferences: ["und-RU"], expected: "ru", rule: "und-RU is Russian by its likely subtags"),
        .init(folders: ["en", "sr", "sr-Latn"], preferences: ["und-Latn-RS"], expected: "sr-Latn", rule: "und-Latn-RS is Latin Serbian by its likely subtags"),
    ]

    @Test("Negotiation table (NegotiatingLocalizations.md)", arguments: cases)
    func negotiation(_ test: NegotiationCase) throws {
        let matcher = LanguageMatcher(available: test.folders, developmentLanguage: try LocaleIdentifier(test.development))
        let preferences = test.preferences.compactMap { try? LocaleIdentifier($0) }
        #expect(matcher.bestMatch(for: preferences)?.name == test.expected)
    }

    @Test("The table has at least 30 cases")
    func tableSize() { #expect(Self.cases.count >= 30) }

    @Test("preferredLocalizations(from:forPreferences:) returns the match and its parents that exist")
    func preferredLocalizations() {
        #expect(LanguageMatcher.preferredLocalizations(from: ["en", "ru", "de"], forPreferences: ["ru-RU", "en"]) == ["ru"])
        #expect(LanguageMatcher.preferredLocalizations(from: ["en", "en-GB"], forPreferences: ["en-GB"]) == ["en-GB", "en"])
        #expect(LanguageMatcher.preferredLocalizations(from: ["en", "en-001", "en-AU"], forPreferences: ["en-AU"]) == ["en-AU", "en-001", "en"])
        #expect(LanguageMatcher.preferredLocalizations(from: ["zh-Hant", "zh_TW"], forPreferences: ["zh-TW"]) == ["zh_TW", "zh-Hant"])
        #expect(LanguageMatcher.preferredLocalizations(from: [], forPreferences: ["en"]) == [])
        #expect(LanguageMatcher.preferredLocalizations(from: ["de", "fr"], forPreferences: ["xx-not valid", "fr"]) == ["fr"])
    }

    @Test("Folder names", arguments: [
        ("en.lproj", "en", false), ("Base.lproj", nil, true), ("en_GB", "en-GB", false), ("English.lproj", "en", false),
        ("zh_TW.lproj", "zh-TW", false), ("not a language.lproj", nil, false),
    ] as [(String, String?, Bool)])
    func folderNames(folder: String, locale: String?, isBase: Bool) {
        let name = LocalizationName(folder)
        #expect(name.locale?.identifier == locale)
        #expect(name.isBase == isBase)
        #expect(!name.name.hasSuffix(".lproj"))
    }
}

@Suite("PreferredLanguages")
struct PreferredLanguagesTests {
    @Test("From the environment", arguments: [
        (["LANGUAGE": "de_DE:fr:en", "LANG": "ja_JP.UTF-8"], ["de-DE", "fr", "en"]),
        (["LC_ALL": "pt_BR.UTF-8", "LANG": "de_DE.UTF-8"], ["pt-BR"]),
        (["LC_MESSAGES": "sr_RS@latin", "LANG": "de_DE.UTF-8"], ["sr-Latn-RS"]),
        (["LANG": "de_DE.UTF-8"], ["de-DE"]),
        (["LANG": "C"], []),
        (["LANG": "C.UTF-8"], []),
        (["LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"], []),
        (["LANGUAGE": "", "LANG": "fr_FR.UTF-8"], ["fr-FR"]),
        (["LANGUAGE": "en:en_US:en", "LANG": "fr_FR.UTF-8"], ["en", "en-US"]),
        (["LANGUAGE": "??:fr", "LANG": "de"], ["fr"]),
        ([:], []),
    ] as [([String: String], [String])])
    func environment(variables: [String: String], expected: [String]) {
        #expect(PreferredLanguages.fromEnvironment(variables).map(\.identifier) == expected)
    }

    @Test("A command-line list")
    func list() throws {
        #expect(try PreferredLanguages.parse(list: "en-GB,fr:de").map(\.identifier) == ["en-GB", "fr", "de"])
        #expect(throws: LocaleIdentifierError.malformed("e")) { try PreferredLanguages.parse(list: "en,e") }
    }
}
