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
/// - The localization is negotiated once (``LanguageMatcher``, see <doc:NegotiatingLocalizations>); ``localization`` says
///   which folder won and ``locale`` is the locale numbers and plural rules use.
/// - A key is looked up along ``lookupChain`` — the chosen folder, its CLDR parents that exist as
///   folders (`en-GB` → `en`), `Base`, then the development language — so a region folder may
///   hold only its differences. In each folder a `.stringsdict` key overrides the `.strings` key
///   of the same table.
/// - A key found nowhere yields the caller's default value, else the key itself (as Foundation
///   does), and is reported once to the missing-key handler (what `NSShowNonLocalizedStrings`
///   shows).
///
/// Tables are read when first needed and kept compiled, shared by every view ``preferring(_:)-([LocaleIdentifier])``
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
    ///   - path: the folder that holds the `.lproj` folders (and String Catalogs).
    ///   - preferences: the user's languages, most preferred first; nil reads the environment
    ///     (``PreferredLanguages/fromEnvironment(_:)``).
    ///   - developmentLanguage: the language used when no preference is served (default `en`).
    ///   - device: selects `NSStringDeviceSpecificRuleType` variants.
    ///   - width: selects `NSStringVariableWidthRuleType` variants, in characters.
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

    /// Localizations held in memory (what the build plugin's generated code embeds), negotiated
    /// for `preferences`.
    ///
    /// Never throws: a file that does not parse leaves its keys missing (each reported once to
    /// `onMissingKey`; the plugin rejects such files at build time). When ICU cannot open the
    /// negotiated locale, the development language's rules and numbers are used, then the root
    /// locale's.
    ///
    /// - Parameters:
    ///   - files: the files, by path relative to a resources folder (see ``EmbeddedFile``).
    ///   - preferences: the user's languages; nil reads the environment.
    ///   - developmentLanguage: the language used when no preference is served (default `en`).
    ///   - device: selects `NSStringDeviceSpecificRuleType` variants.
    ///   - width: selects `NSStringVariableWidthRuleType` variants.
    ///   - onMissingKey: called once per (table, key) found in no folder of the chain.
    public convenience init(
        embedded files: [EmbeddedFile],
        preferences: [LocaleIdentifier]? = nil,
        developmentLanguage: LocaleIdentifier = .english,
        device: Device? = nil,
        width: Int? = nil,
        onMissingKey: MissingKeyHandler? = nil
    ) {
        let store = LocalizationStore(embedded: files, developmentLanguage: developmentLanguage)
        let preferences = preferences ?? PreferredLanguages.fromEnvironment()
        self.init(
            store: store, preferences: preferences, developmentLanguage: developmentLanguage,
            device: device, width: width, onMissingKey: onMissingKey, fallbackLocales: [developmentLanguage, .root])
    }

    convenience init(store: LocalizationStore, preferences: [LocaleIdentifier], developmentLanguage: LocaleIdentifier, device: Device?, width: Int?, onMissingKey: MissingKeyHandler?) throws(StringsdictError) {
        let (chosen, chain, locale) = Self.negotiate(store: store, preferences: preferences, developmentLanguage: developmentLanguage)
        let context = try RenderContext(locale: locale, device: device, width: width)
        self.init(store: store, preferences: preferences, developmentLanguage: developmentLanguage, chosen: chosen, chain: chain, context: context, onMissingKey: onMissingKey)
    }

    /// Negotiates like the throwing init; when ICU cannot open the negotiated locale, the
    /// development language's and then the root locale's rules are used.
    convenience init(store: LocalizationStore, preferences: [LocaleIdentifier], developmentLanguage: LocaleIdentifier, device: Device?, width: Int?, onMissingKey: MissingKeyHandler?, fallbackLocales: [LocaleIdentifier]) {
        let (chosen, chain, locale) = Self.negotiate(store: store, preferences: preferences, developmentLanguage: developmentLanguage)
        var context: RenderContext?
        for candidate in [locale] + fallbackLocales where context == nil {
            context = try? RenderContext(locale: candidate, device: device, width: width)
        }
        guard let context else {
            // Not reachable from any input: ICU could not open even the root locale's plural
            // rules and number formats, so its data is missing from this installation.
            preconditionFailure("Stringsdict: ICU cannot open the root locale; the ICU installation is broken")
        }
        self.init(store: store, preferences: preferences, developmentLanguage: developmentLanguage, chosen: chosen, chain: chain, context: context, onMissingKey: onMissingKey)
    }

    private init(store: LocalizationStore, preferences: [LocaleIdentifier], developmentLanguage: LocaleIdentifier, chosen: LocalizationName, chain: [LocalizationName], context: RenderContext, onMissingKey: MissingKeyHandler?) {
        self.store = store
        self.preferences = preferences
        self.developmentLanguage = developmentLanguage
        missingKeyHandler = onMissingKey
        localization = chosen
        lookupChain = chain
        self.context = context
    }

    /// The folder chosen for `preferences`, its lookup chain and the locale for numbers.
    private static func negotiate(store: LocalizationStore, preferences: [LocaleIdentifier], developmentLanguage: LocaleIdentifier) -> (LocalizationName, [LocalizationName], LocaleIdentifier) {
        let matcher = LanguageMatcher(names: store.names, developmentLanguage: developmentLanguage)
        // The store is never empty, so a match always exists.
        let chosen = matcher.bestMatch(for: preferences) ?? store.names.first ?? LocalizationName(developmentLanguage.identifier)
        let locale = Self.numberLocale(for: chosen, preferences: preferences, developmentLanguage: developmentLanguage)
        return (chosen, chain(for: chosen, matcher: matcher), locale)
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
    ///   - key: the key to look up along ``lookupChain``.
    ///   - table: the table name (`Localizable` for `Localizable.strings`/`.stringsdict`).
    ///   - defaultValue: the text used when no folder has the key (formatted like a found value).
    ///   - arguments: one value per slot the message reads, in slot order.
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

    /// The localized string for `key`, never throwing: what the generated accessors call.
    ///
    /// - A key no folder has gives the key itself, reported once to the missing-key handler.
    /// - A table that does not parse is skipped, as is a message that does not compile or does
    ///   not render with these arguments (a translation whose arguments disagree with the
    ///   development language): the next folder of ``lookupChain`` that renders is used; when
    ///   none does, the key, reported once to the missing-key handler.
    ///
    /// - Parameters:
    ///   - key: the key.
    ///   - table: the table name (`Localizable` for `Localizable.strings`/`.stringsdict`).
    ///   - arguments: the arguments, in slot order.
    public func localized(_ key: String, table: String = "Localizable", arguments: [FormatArgument] = []) -> String {
        if let text = firstRendering(key, table: table, arguments: arguments) { return text }
        reportMissing(key, table: table)
        return key
    }

    /// The text of the first folder of ``lookupChain`` whose message for `key` renders with
    /// `arguments`; nil when none does.
    func firstRendering(_ key: String, table: String, arguments: [FormatArgument]) -> String? {
        for folder in lookupChain {
            guard let message = (try? store.table(table, in: folder.name))??[key] else { continue }
            if let text = try? message.render(in: context, arguments: arguments) { return text }
        }
        return nil
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

    func reportMissing(_ key: String, table: String) {
        guard let missingKeyHandler else { return }
        let first = reported.withLock { $0.insert(table + "\u{0}" + key).inserted }
        if first { missingKeyHandler(key, table) }
    }

    // MARK: negotiation details

    /// The folders a key is looked up in: the chosen one, its CLDR parents that exist as folders,
    /// `Base`, the development language's folder (the Negotiating localizations article).
    static func chain(for chosen: LocalizationName, matcher: LanguageMatcher) -> [LocalizationName] {
        var chain = localizedFolders(for: chosen, matcher: matcher)
        func add(_ name: LocalizationName?) {
            if let name, !chain.contains(name) { chain.append(name) }
        }
        add(matcher.available.first(where: \.isBase))
        if let index = matcher.bestIndex(for: matcher.developmentLanguage) { add(matcher.available[index]) }
        return chain
    }

    /// The chosen folder and its CLDR parents that exist as folders (`en-GB`, `en`): the part of
    /// the chain that is the user's own language, before `Base` and the development language.
    static func localizedFolders(for chosen: LocalizationName, matcher: LanguageMatcher) -> [LocalizationName] {
        var folders = [chosen]
        for parent in matcher.preferredLocalizations(for: chosen.locale.map { [$0] } ?? []).dropFirst() where !folders.contains(parent) {
            folders.append(parent)
        }
        return folders
    }

    /// The locale for numbers and plural rules: the chosen localization's language, with the
    /// user's own region when the preference it served is of that language (`de-CH` served by
    /// `de.lproj` formats numbers as `de-CH` does: numbers follow the interface's language, in the
    /// user's regional style). `Base` uses the development language.
    ///
    /// A preference that names no language of its own (`und-RU`, negotiated to `ru.lproj` through
    /// its likely subtags) lends only its region: the language and script, and so the plural
    /// rules, are the localization's (`ru-RU`: "5 файлов", not the root locale's "5 файла");
    /// `und` alone and private-use tags serve no localization and lend nothing.
    public static func numberLocale(for localization: LocalizationName, preferences: [LocaleIdentifier], developmentLanguage: LocaleIdentifier) -> LocaleIdentifier {
        guard let locale = localization.locale else { return developmentLanguage }
        let language = MatchKey(locale)
        if let preference = preferences.first(where: { $0.namesLanguageForMatching && MatchKey($0).languageAndScript == language.languageAndScript }),
           let region = preference.region {
            guard preference.language == "und" else { return preference.withoutExtensions }
            let tag = ([locale.language] + (locale.script.map { [$0] } ?? []) + [region]).joined(separator: "-")
            return (try? LocaleIdentifier(tag)) ?? locale
        }
        return locale
    }
}
