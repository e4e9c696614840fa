/// Chooses the localization (`.lproj` folder) that best serves a user's preferred languages.
///
/// The rules (<doc:NegotiatingLocalizations>) are what Apple's bundles do and what Foundation on Linux does not
/// (it answers with the first available localization whatever the preferences):
///
/// 1. Preferences are tried in order; a later one only when no folder serves an earlier one
///    (`["ja", "de"]` with no `ja` folder → `de`).
/// 2. For one preference, the first of these that exists wins:
///    - **exact**: the same language, script and region (`en_GB` serves `en-GB`; `zh_TW` serves
///      `zh-Hant-TW`; `nb` serves `no`), the written form first, then likely-subtag equivalence;
///    - **parent**: the nearest folder in the preference's CLDR parent chain (`en-GB` → `en-001`
///      → `en`; `es-MX` → `es-419` → `es`; `zh-HK` → `zh-Hant`), and any folder with the same
///      language and script and no region (`sr` serves `sr-RS`: both are Cyrillic);
///    - **sibling**: another region of the same language and script (`pt-PT` serves `pt-BR` when
///      there is no `pt`), preferring one that shares a CLDR parent (`en-AU` takes `en-GB`, both
///      under `en-001`, over `en-US`), then the first in folder order.
/// 3. No preference served: the development language (default `en`) when a folder serves it,
///    else `Base`, else the first folder.
///
/// Script always counts: `zh-Hant` never serves `zh-CN`, `sr-Latn` never serves `sr-RS`.
///
/// A preference that names no language is skipped: `und` alone (its likely subtags, `en-Latn-US`,
/// are ICU's guess, not the user's wish) and private-use tags (`x-private`, which mean what only
/// their users agreed on). So `und, pl` and `x-private, pl` are served by `pl`. `und` with a
/// script or region names a language through its likely subtags (`und-RU` → `ru`) and is kept.
public struct LanguageMatcher: Sendable {
    /// The available localizations, in the caller's order.
    public let available: [LocalizationName]
    /// The language used when no preference is served.
    public let developmentLanguage: LocaleIdentifier

    private let keys: [MatchKey?]

    /// A matcher over `available` folder names (with or without `.lproj`).
    public init(available: [String], developmentLanguage: LocaleIdentifier = LocaleIdentifier.english) {
        self.init(names: available.map(LocalizationName.init), developmentLanguage: developmentLanguage)
    }

    /// A matcher over parsed names.
    public init(names: [LocalizationName], developmentLanguage: LocaleIdentifier = LocaleIdentifier.english) {
        var seen = Set<String>()
        available = names.filter { seen.insert($0.name).inserted }
        self.developmentLanguage = developmentLanguage
        keys = available.map { name in name.locale.map(MatchKey.init) }
    }

    /// The localization that serves `preferences` best, by the rules above; nil only when there
    /// are no localizations at all.
    public func bestMatch(for preferences: [LocaleIdentifier]) -> LocalizationName? {
        for preference in preferences {
            if let index = bestIndex(for: preference) { return available[index] }
        }
        return fallback
    }

    /// The localization used when no preference is served: the development language, else `Base`,
    /// else the first one.
    public var fallback: LocalizationName? {
        if let index = bestIndex(for: developmentLanguage) { return available[index] }
        return available.first(where: \.isBase) ?? available.first
    }

    /// The best match followed by the other available localizations it falls back to (its CLDR
    /// parents that exist as folders): what `Bundle.preferredLocalizations(from:forPreferences:)`
    /// returns. `["en", "ru", "de"]` with `["ru-RU", "en"]` → `["ru"]`; `["en", "en-GB"]` with
    /// `["en-GB"]` → `["en-GB", "en"]`.
    public func preferredLocalizations(for preferences: [LocaleIdentifier]) -> [LocalizationName] {
        guard let best = bestMatch(for: preferences) else { return [] }
        var result = [best]
        guard let locale = best.locale else { return result }
        for parent in MatchKey(locale).chain.dropFirst() {
            let key = MatchKey(parent)
            if let index = keys.indices.first(where: { keys[$0] == key || available[$0].locale == parent }),
               !result.contains(available[index]) {
                result.append(available[index])
            }
        }
        return result
    }

    /// The index of the folder that serves `preference`, or nil when none does.
    func bestIndex(for preference: LocaleIdentifier) -> Int? {
        guard preference.namesLanguageForMatching else { return nil }
        let wanted = MatchKey(preference)
        let candidates = keys.indices.filter { keys[$0]?.languageAndScript == wanted.languageAndScript }
        guard !candidates.isEmpty else { return nil }
        // Exact: the written form, then likely-subtag equivalence.
        let written = preference.withoutExtensions
        if let index = candidates.first(where: { available[$0].locale == written }) { return index }
        if let index = candidates.first(where: { keys[$0]?.region == wanted.region && keys[$0]?.hasRegion == wanted.hasRegion }) {
            return index
        }
        if let index = candidates.first(where: { keys[$0]?.region == wanted.region }) { return index }
        // Parent: the nearest folder in the preference's chain, then one without a region.
        for ancestor in wanted.chain.dropFirst() {
            if let index = candidates.first(where: { keys[$0]?.distinguishing == ancestor || available[$0].locale == ancestor }) {
                return index
            }
        }
        if let index = candidates.first(where: { keys[$0]?.hasRegion == false }) { return index }
        // Sibling: the region sharing the most CLDR ancestors, then folder order.
        let ranked = candidates.map { index -> (shared: Int, index: Int) in
            let chain = keys[index]?.chain ?? []
            return (wanted.chain.dropFirst().filter { chain.contains($0) }.count, index)
        }
        return ranked.max { ($0.shared, -$0.index) < ($1.shared, -$1.index) }?.index
    }
}

extension LocaleIdentifier {
    /// English (`en`), the default development language.
    public static let english: LocaleIdentifier = (try? LocaleIdentifier("en")) ?? .root

    /// Whether negotiation takes the identifier as a wish for a language: false for `und` with
    /// neither script nor region (extensions aside) and for private-use tags (`x-…`), true for
    /// everything else, `und-RU` included (see ``LanguageMatcher``).
    var namesLanguageForMatching: Bool {
        if identifier.lowercased().hasPrefix("x-") { return false }
        return language != "und" || script != nil || region != nil
    }
}

extension LanguageMatcher {
    /// The localizations of `available` that serve `preferences` best, as Apple's
    /// `Bundle.preferredLocalizations(from:forPreferences:)` answers — and as Foundation on Linux
    /// does not (it returns the first element whatever the preferences).
    ///
    /// Names are `.lproj` folder names without the extension, returned as written in `available`.
    /// `preferences` are BCP 47 or ICU identifiers; entries that do not parse are skipped; nil means
    /// the environment's (``PreferredLanguages/fromEnvironment(_:)``).
    public static func preferredLocalizations(
        from available: [String],
        forPreferences preferences: [String]? = nil,
        developmentLanguage: String = "en"
    ) -> [String] {
        let development = (try? LocaleIdentifier(developmentLanguage)) ?? .english
        let matcher = LanguageMatcher(available: available, developmentLanguage: development)
        let wanted = preferences.map { $0.compactMap { try? LocaleIdentifier($0) } } ?? PreferredLanguages.fromEnvironment()
        return matcher.preferredLocalizations(for: wanted).map(\.name)
    }
}

extension LanguageMatcher {
    /// The localization that serves `preference` by the rules above (exact, parent, sibling), or
    /// nil when none does: unlike ``bestMatch(for:)``, never the development-language fallback.
    public func servingLocalization(for preference: LocaleIdentifier) -> LocalizationName? {
        bestIndex(for: preference).map { available[$0] }
    }
}
