/// One entry of a language picker: a localization, its name in the user's language and its name
/// in its own language (`German` / `Deutsch`), as Apple's Internationalization guide advises
/// showing languages.
public struct LanguageChoice: Hashable, Sendable, CustomStringConvertible {
    /// The localization (`.lproj` folder) the choice selects.
    public let localization: LocalizationName
    /// The language it stands for.
    public let locale: LocaleIdentifier
    /// Its name in the language the picker is shown in (`Russian` for an English user).
    public let name: String
    /// Its name in its own language (`русский`).
    public let nativeName: String

    public var description: String {
        name == nativeName ? name : "\(name) — \(nativeName)"
    }
}

extension Localizations {
    /// The available localizations as a language picker lists them: each one's name in
    /// `displayLocale` and in its own language, sorted by the first with `displayLocale`'s
    /// collation (ICU `ucol`), ties by folder name.
    ///
    /// `Base.lproj` and folders whose names are not languages are left out. Two folders that are
    /// the same language (`en_GB` and `en-GB`) are both listed.
    ///
    /// - Parameter displayLocale: the language the names are written in; nil means this view's
    ///   ``locale`` (the user's negotiated language).
    ///   When ICU cannot open a collator (it falls back to root's order for unknown languages, so
    ///   this does not happen with ICU's data), the names are sorted by code point.
    public func languageChoices(in displayLocale: LocaleIdentifier? = nil) -> [LanguageChoice] {
        let display = displayLocale ?? locale
        let choices = available.compactMap { name -> LanguageChoice? in
            guard let locale = name.locale else { return nil }
            return LanguageChoice(
                localization: name, locale: locale, name: locale.displayName(in: display), nativeName: locale.nativeDisplayName)
        }
        guard let collator = try? LocaleCollator(locale: display) else {
            return choices.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
        }
        return collator.sorted(choices, by: \.name)
    }
}
