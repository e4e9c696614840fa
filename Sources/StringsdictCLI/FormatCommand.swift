import ArgumentParser
import FoundationEssentials
import Stringsdict

/// `stringsdict format <path> <key> [args...]`: renders one key of a `.strings` or `.stringsdict`
/// file, or of a resources folder negotiated like the library does.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Render one key of a .strings, .stringsdict or .xcstrings file, or of a folder of localizations.",
        discussion: """
            Arguments are typed by the slots the message reads: integers for %d/%ld/%lu and integer \
            plural variables, numbers for %f and floating plural variables, text for %@.
            With a file, --locale gives the plural rules and number notation (default: the file's \
            .lproj folder). With a folder, the localization is negotiated from --language, or from \
            --locale as the one preferred language (default: the LANGUAGE, LC_ALL, LC_MESSAGES and \
            LANG variables), and numbers follow it.
            A key found nowhere prints the key itself, with a warning on standard error and exit \
            status 0, as NSLocalizedString returns it. An entry that does not compile reports its \
            compile error first, whatever arguments are given.
            Examples:
              stringsdict format Resources files.count 21 --language ru
              stringsdict format Resources/en.lproj/Localizable.stringsdict files.selected 3 7
              stringsdict format Resources files.count 3 --accept-language "de-CH, fr;q=0.8, *;q=0.1"
            """
    )

    @Argument(help: "A .strings or .stringsdict file, or a folder of .lproj folders.")
    var path: String

    @Argument(help: "The key to render.")
    var key: String

    @Argument(parsing: .allUnrecognized, help: "The arguments, one per slot the message reads.")
    var values: [String] = []

    @OptionGroup var localeOptions: LocaleOptions

    @Option(help: "The preferred languages for a folder, most preferred first, comma-separated (e.g. de-CH,fr).")
    var language: String?

    @Option(help: "An HTTP Accept-Language header for a folder, negotiated as a server would (e.g. \"de-CH, fr;q=0.8\").")
    var acceptLanguage: String?

    @Option(help: "The table to look in, for a folder (the file name without extension).")
    var table: String = "Localizable"

    @Option(help: "The device for device-specific variants.")
    var device: Device?

    @Option(help: "The width for width variants, in characters.")
    var width: Int?

    func run() throws {
        try printRendering {
            let (text, warning) = try output()
            if let warning { Diagnostics.printWarning(warning) }
            return text
        }
    }

    /// The rendered message (the key itself for a key found nowhere).
    func render() throws -> String {
        try output().text
    }

    /// The rendered message, and a warning when the key is found nowhere: then the text is the
    /// key itself, as `NSLocalizedString` (and the library's lookup) returns it.
    ///
    /// - Throws: ``CLIError`` for bad options and arguments, ``StringsdictError`` for files that
    ///   do not parse, entries that do not compile and renders that fail (naming key and variable).
    func output() throws -> (text: String, warning: String?) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("no such file or folder: \(Diagnostics.echo(path))")
        }
        let locale = localeOptions.locale
        let message: LocalizedMessage
        let context: RenderContext
        if isDirectory {
            let preferences: [LocaleIdentifier]
            do {
                preferences = try language.map { try PreferredLanguages.parse(list: $0) }
                    ?? locale.map { [try LocaleIdentifier($0)] }
                    ?? PreferredLanguages.fromEnvironment()
            } catch {
                throw CLIError("invalid language: \(Diagnostics.reason(of: error))")
            }
            guard acceptLanguage == nil || (language == nil && locale == nil) else {
                throw CLIError("give either --accept-language or --language/--locale, not both")
            }
            var l10n = try Localizations(at: path, preferences: preferences, device: device, width: width)
            if let acceptLanguage { l10n = try l10n.preferring(acceptLanguage: acceptLanguage) }
            // A language no folder serves falls back to the development language: say so.
            if language != nil || locale != nil, !preferences.isEmpty,
               !preferences.contains(where: { $0.language == l10n.localization.locale?.language }) {
                let asked = language ?? locale ?? ""
                Diagnostics.printWarning("no localization of \(path) serves '\(Diagnostics.echo(asked))'; using \(l10n.localization.name).lproj (the fallback: the development language)")
            }
            guard let found = try l10n.message(key, table: table) else {
                return (key, "no key '\(Diagnostics.echo(key))' in table '\(table)' of \(path) (looked in \(l10n.lookupChain.map(\.folder.folderName).joined(separator: ", "))); printing the key, as NSLocalizedString returns it")
            }
            message = found
            context = l10n.context
        } else {
            guard language == nil, acceptLanguage == nil else {
                throw CLIError("--language and --accept-language are for a folder; give a file's locale with --locale")
            }
            if path.hasSuffix(".xcstrings") {
                let (inCatalog, catalogContext, language) = try catalogMessage()
                guard let inCatalog else {
                    return (key, "no key '\(Diagnostics.echo(key))' in the \(language) strings of \(path); printing the key, as NSLocalizedString returns it")
                }
                return (try render(inCatalog, in: catalogContext), nil)
            }
            let tableFile = try LocalizationTable(contentsOf: path)
            guard let found = tableFile[key] else {
                let near = tableFile.keys.filter { $0.hasPrefix(String(key.prefix(3))) }.sorted().prefix(5)
                return (key, "no key '\(Diagnostics.echo(key))' in \(path)" + (near.isEmpty ? "" : " (similar: \(near.joined(separator: ", ")))")
                    + "; printing the key, as NSLocalizedString returns it")
            }
            message = found
            let fileLocale = try fileLocale()
            Self.warnWithoutRules(fileLocale, option: locale)
            context = try RenderContext(locale: fileLocale, device: device, width: width)
        }
        return (try render(message, in: context), nil)
    }

    /// `message` rendered with the typed ``values``. A message that does not compile reports its
    /// compile error (with its position) first, whatever arguments are given: a count mismatch
    /// ("1 argument given, but 'k' reads 0") would hide the real error.
    private func render(_ message: LocalizedMessage, in context: RenderContext) throws -> String {
        if let error = Self.compileError(of: message, withArguments: !values.isEmpty) { throw error }
        let arguments = try ArgumentValues.arguments(values, kinds: message.argumentKinds(in: context), reader: "'\(Diagnostics.echo(key))'")
        return try message.render(in: context, arguments: arguments)
    }

    /// `error` with the message's key first in its key path and, when it has none, the
    /// message's position.
    private static func located(_ error: StringsdictError, in message: LocalizedMessage) -> StringsdictError {
        var copy = error
        if !copy.keyPath.starts(with: [message.key]) { copy.keyPath.insert(message.key, at: 0) }
        if copy.location == nil { copy.location = message.location }
        return copy
    }

    /// The error that keeps `message` (or one of its width or device variants) from rendering
    /// with arguments, whatever they are: an entry that did not compile, or a plain string that is
    /// not a valid format (which only matters with arguments: without, the text is returned as is).
    static func compileError(of message: LocalizedMessage, withArguments: Bool) -> StringsdictError? {
        switch message.kind {
        case .invalid(let error):
            return located(error, in: message)
        case .text(_, let format):
            guard withArguments, case .failure(let error) = format else { return nil }
            return located(error, in: message)
        case .plural:
            return nil
        case .widths(let variants):
            return variants.lazy.compactMap { compileError(of: $0.message, withArguments: withArguments) }.first
        case .devices(let variants):
            return variants.lazy.compactMap { compileError(of: $0.message, withArguments: withArguments) }.first
        }
    }

    /// The message of a String Catalog in the language `--locale` negotiates among the catalog's
    /// (default: its source language).
    private func catalogMessage() throws -> (LocalizedMessage?, RenderContext, language: String) {
        let catalog = try StringCatalog(contentsOf: path)
        let locale = localeOptions.locale
        let wanted = try localeOptions.identifier(default: catalog.sourceLanguage)
        let source = (try? LocaleIdentifier(catalog.sourceLanguage)) ?? .english
        let language = LanguageMatcher(available: catalog.languages, developmentLanguage: source).bestMatch(for: [wanted])?.name ?? catalog.sourceLanguage
        if let locale, wanted.language != "und", LocalizationName(language).locale?.language != wanted.language {
            Diagnostics.printWarning("\(path) has no '\(Diagnostics.echo(locale))' strings; using its \(language) strings (the fallback: the source language)")
        }
        if locale != nil { Self.warnWithoutRules(wanted, option: locale) }
        let table = catalog.table(for: language)
        // A locale without a language (`und-RU`) takes the negotiated language's rules (ru-RU).
        let renderLocale = locale == nil ? source
            : wanted.language == "und" ? Localizations.numberLocale(for: LocalizationName(language), preferences: [wanted], developmentLanguage: source) : wanted
        return (table[key], try RenderContext(locale: renderLocale, device: device, width: width), language)
    }

    /// Warns when ICU has no plural rules for a locale given on the command line (`--locale xx`):
    /// its numbers and plurals follow the root locale's, where every number is `other`.
    static func warnWithoutRules(_ identifier: LocaleIdentifier, option: String?) {
        guard let option, let rules = try? PluralRules(locale: identifier), rules.usesRootRules else { return }
        Diagnostics.printWarning("ICU has no plural rules for '\(Diagnostics.echo(option))'; numbers and plurals use the root locale's (the fallback: every number is 'other')")
    }

    /// The locale for a file: `--locale`, else the language of the `.lproj` folder holding it.
    private func fileLocale() throws -> LocaleIdentifier {
        if let locale = try localeOptions.identifier() { return locale }
        if let inferred = LocalizationFolder(containing: path)?.locale { return inferred }
        throw CLIError("give the locale with --locale (the file is not in a LANGUAGE.lproj folder)")
    }
}
