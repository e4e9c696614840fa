import Synchronization

/// The localizations of a resources folder, seen through one user's preferred languages: Linux's
/// missing `NSLocalizedString`, done right.
///
/// ```swift
/// let l10n = try Localizations(at: "Resources")          // preferences from LANGUAGE, LANG, …
/// try l10n.string("files.count", 3)                       // "3 files"
/// try l10n.string("invite.received", table: "Social", "Anna", "Holiday")
/// let german = l10n.preferring(["de-CH"])                 // another user, same compiled tables
/// ```
///
/// - The localization is negotiated once (``LanguageMatcher``, SPEC §4); ``localization`` says
///   which folder won and ``locale`` is the locale numbers and plural rules use.
/// - A key is looked up along ``lookupChain`` — the chosen folder, its CLDR parents that exist as
///   folders (`en-GB` → `en`), `Base`, then the development language — so a region folder may
///   hold only its differences. In each folder a `.stringsdict` key overrides the `.strings` key
///   of the same table.
/// - A key found nowhere yields the caller's default value, else the key itself (as Foundation
///   does), and is reported once to the missing-key handler (what `NSShowNonLocalizedStrings`
///   shows).
///
/// Tables are read when first needed and kept compiled, shared by every view ``preferring(_:)``
/// makes. A `Localizations` is safe to share between threads and tasks.
public final class Localizations: Sendable {
    /// Called once per (table, key) that no folder of the chain has.
    public typealias MissingKeyHandler = @Sendable (_ key: String, _ table: String) -> Void

    let store: LocalizationStore
    /// The preferences this view was negotiated for.
    public let preferences: [LocaleIdentifier]
    /// The language used when no preference is served.
    public let developmentLanguage: LocaleIdentifier
    /// The localization (folder) chosen for the preferences.
    public let localization: LocalizationName
    /// The folders a key is looked up in, in order.
    public let lookupChain: [LocalizationName]
    /// Plural rules, number notation, device and width for every render.
    public let context: RenderContext
    private let missingKeyHandler: MissingKeyHandler?
    private let reported = Mutex<Set<String>>([])

    /// Opens the resources folder at `path` and negotiates a localization for `preferences`.
    ///
    /// - Parameters:
    ///   - preferences: the user's languages, most preferred first; nil reads the environment
    ///     (``PreferredLanguages/fromEnvironment(_:)``).
    ///   - developmentLanguage: the language used when no preference is served (default `en`).
    ///   - device, width: select `NSStringDeviceSpecificRuleType` and
    ///     `NSStringVariableWidthRuleType` variants.
    ///   - onMissingKey: called once per (table, key) found in no folder of the chain.
    /// - Throws: ``StringsdictError`` when the folder cannot be listed or holds no `.lproj` folder,
    ///   or when ICU cannot open the chosen locale.
    public convenience init(
        at path: String,
        preferences: [LocaleIdentifier]? = nil,
        developmentLanguage: LocaleIdentifier = .english,
        device: Device? = nil,
        width: Int? = nil,
        onMissingKey: MissingKeyHandler? = nil
    ) throws(StringsdictError) {
        try self.init(
            store: LocalizationStore(path: path), preferences: preferences ?? PreferredLanguages.fromEnvironment(),
            developmentLanguage: developmentLanguage, device: device, width: width, onMissingKey: onMissingKey)
    }

    init(store: LocalizationStore, preferences: [LocaleIdentifier], developmentLanguage: LocaleIdentifier, device: Device?, width: Int?, onMissingKey: MissingKeyHandler?) throws(StringsdictError) {
        self.store = store
        self.preferences = preferences
        self.developmentLanguage = developmentLanguage
        missingKeyHandler = onMissingKey
        let matcher = LanguageMatcher(names: store.names, developmentLanguage: developmentLanguage)
        // The store is never empty, so a match always exists.
        let chosen = matcher.bestMatch(for: preferences) ?? store.names[0]
        localization = chosen
        lookupChain = Self.chain(for: chosen, matcher: matcher)
        let locale = Self.numberLocale(for: chosen, preferences: preferences, developmentLanguage: developmentLanguage)
        context = try RenderContext(locale: locale, device: device, width: width)
    }

    /// A view of the same resources for other preferences, sharing the compiled tables.
    public func preferring(_ preferences: [LocaleIdentifier]) throws(StringsdictError) -> Localizations {
        try Localizations(
            store: store, preferences: preferences, developmentLanguage: developmentLanguage,
            device: context.device, width: context.width, onMissingKey: missingKeyHandler)
    }

    /// The resources folder.
    public var path: String { store.path }
    /// Every localization found, sorted by folder name.
    public var available: [LocalizationName] { store.names }
    /// Every table name any localization has.
    public var tableNames: [String] { store.tableNames }
    /// The locale numbers and plural rules use (see ``numberLocale(for:preferences:developmentLanguage:)``).
    public var locale: LocaleIdentifier { context.locale }

    // MARK: lookup

    /// The localized string for `key`, rendered with `arguments`.
    ///
    /// - Parameters:
    ///   - table: the table name (`Localizable` for `Localizable.strings`/`.stringsdict`).
    ///   - defaultValue: the text used when no folder has the key (formatted like a found value).
    /// - Throws: ``StringsdictError`` when a table does not parse, the entry does not compile, or
    ///   the arguments do not fit.
    public func string(_ key: String, table: String = "Localizable", default defaultValue: String? = nil, _ arguments: any FormatArgumentConvertible...) throws(StringsdictError) -> String {
        try string(key, table: table, default: defaultValue, arguments: arguments.map(\.formatArgument))
    }

    /// The localized string for `key`, rendered with typed arguments.
    public func string(_ key: String, table: String = "Localizable", default defaultValue: String? = nil, arguments: [FormatArgument]) throws(StringsdictError) -> String {
        if let message = try message(key, table: table) {
            return try message.render(in: context, arguments: arguments)
        }
        reportMissing(key, table: table)
        let fallback = LocalizedMessage(text: defaultValue ?? key, key: key, location: nil)
        return try fallback.render(in: context, arguments: arguments)
    }

    /// The compiled message for `key`: the first folder of ``lookupChain`` that has it; nil when
    /// none does.
    public func message(_ key: String, table: String = "Localizable") throws(StringsdictError) -> LocalizedMessage? {
        try found(key, table: table)?.message
    }

    /// The message for `key` and the folder it came from.
    public func found(_ key: String, table: String = "Localizable") throws(StringsdictError) -> (message: LocalizedMessage, localization: LocalizationName)? {
        for folder in lookupChain {
            if let message = try store.table(table, in: folder.name)?[key] { return (message, folder) }
        }
        return nil
    }

    /// Every key any folder of the chain has in `table`, sorted.
    public func keys(table: String = "Localizable") throws(StringsdictError) -> [String] {
        var keys = Set<String>()
        for folder in lookupChain {
            if let table = try store.table(table, in: folder.name) { keys.formUnion(table.keySet) }
        }
        return keys.sorted()
    }

    /// The compiled table `table` of one localization, nil when it has none.
    public func table(_ table: String, in localization: LocalizationName) throws(StringsdictError) -> LocalizationTable? {
        try store.table(table, in: localization.name)
    }

    private func reportMissing(_ key: String, table: String) {
        guard let missingKeyHandler else { return }
        let first = reported.withLock { $0.insert(table + "\u{0}" + key).inserted }
        if first { missingKeyHandler(key, table) }
    }

    // MARK: negotiation details

    /// The folders a key is looked up in: the chosen one, its CLDR parents that exist as folders,
    /// `Base`, the development language's folder (SPEC §4).
    static func chain(for chosen: LocalizationName, matcher: LanguageMatcher) -> [LocalizationName] {
        var chain: [LocalizationName] = []
        func add(_ name: LocalizationName?) {
            if let name, !chain.contains(name) { chain.append(name) }
        }
        add(chosen)
        for parent in matcher.preferredLocalizations(for: chosen.locale.map { [$0] } ?? []).dropFirst() { add(parent) }
        add(matcher.available.first(where: \.isBase))
        if let index = matcher.bestIndex(for: matcher.developmentLanguage) { add(matcher.available[index]) }
        return chain
    }

    /// The locale for numbers and plural rules: the chosen localization's language, with the
    /// user's own region when the preference it served is of that language (`de-CH` served by
    /// `de.lproj` formats numbers as `de-CH` does: numbers follow the interface's language, in the
    /// user's regional style). `Base` uses the development language.
    public static func numberLocale(for localization: LocalizationName, preferences: [LocaleIdentifier], developmentLanguage: LocaleIdentifier) -> LocaleIdentifier {
        guard let locale = localization.locale else { return developmentLanguage }
        let language = MatchKey(locale)
        if let preference = preferences.first(where: { MatchKey($0).languageAndScript == language.languageAndScript }),
           preference.region != nil {
            return preference.withoutExtensions
        }
        return locale
    }
}
