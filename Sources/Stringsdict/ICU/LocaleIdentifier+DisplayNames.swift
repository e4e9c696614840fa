internal import CICU

/// Display names of locales, languages, scripts and regions, written in a given language, from
/// ICU's locale display-name data (CLDR): what a language picker shows, and what Apple's
/// `CFLocaleCopyDisplayNameForPropertyValue` gives on Apple platforms.
///
/// ```swift
/// let de = try LocaleIdentifier("de")
/// try LocaleIdentifier("pt-BR").displayName(in: de)   // "Portugiesisch (Brasilien)"
/// try LocaleIdentifier("ru").displayName(in: LocaleIdentifier("ru")) // "русский"
/// ```
///
/// When ICU has no name for a subtag in the display language it falls back along the display
/// language's parents to root, whose names are the codes themselves (`xx` → `xx`); these
/// functions return what ICU returns and never fail: an ICU error gives the identifier itself.
extension LocaleIdentifier {
    /// The whole identifier's name in `displayLocale`: `pt-BR` in German is
    /// `Portugiesisch (Brasilien)`, `zh-Hant` in English `Chinese (Traditional)`
    /// (`uloc_getDisplayName`).
    public func displayName(in displayLocale: LocaleIdentifier) -> String {
        Self.name("uloc_getDisplayName", icuIdentifier, displayLocale.icuIdentifier, cicu_uloc_getDisplayName) ?? identifier
    }

    /// The name of this identifier in its own language: `de` → `Deutsch`, `ru` → `русский`
    /// (an endonym, as language pickers list languages).
    public var nativeDisplayName: String {
        displayName(in: self)
    }

    /// The language subtag's name in `displayLocale`: `de` in French is `allemand`
    /// (`uloc_getDisplayLanguage`); nil for the root locale.
    public func languageName(in displayLocale: LocaleIdentifier) -> String? {
        guard !isRoot else { return nil }
        return Self.name("uloc_getDisplayLanguage", icuIdentifier, displayLocale.icuIdentifier, cicu_uloc_getDisplayLanguage)
    }

    /// The script subtag's name in `displayLocale` when the identifier names a script: `Latn` of
    /// `sr-Latn` in English is `Latin` (`uloc_getDisplayScript`); nil without a script subtag.
    public func scriptName(in displayLocale: LocaleIdentifier) -> String? {
        guard script != nil else { return nil }
        return Self.name("uloc_getDisplayScript", icuIdentifier, displayLocale.icuIdentifier, cicu_uloc_getDisplayScript)
    }

    /// The region subtag's name in `displayLocale` when the identifier names a region: `BR` of
    /// `pt-BR` in German is `Brasilien` (`uloc_getDisplayCountry`); nil without a region subtag.
    public func regionName(in displayLocale: LocaleIdentifier) -> String? {
        guard region != nil else { return nil }
        return Self.name("uloc_getDisplayCountry", icuIdentifier, displayLocale.icuIdentifier, cicu_uloc_getDisplayCountry)
    }

    /// One `uloc_getDisplay*` call through the shared UChar buffer helper; nil on an ICU error or
    /// an empty name.
    private static func name(
        _ function: String,
        _ locale: String,
        _ displayLocale: String,
        _ call: (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutablePointer<UChar>?, Int32, UnsafeMutablePointer<UErrorCode>?) -> Int32
    ) -> String? {
        let result = try? ICUBuffer.string(function) { buffer, capacity, status in
            call(locale, displayLocale, buffer, capacity, &status)
        }
        guard let result, !result.isEmpty else { return nil }
        return result
    }
}
