import ArgumentParser
import FoundationEssentials
import Stringsdict

extension Device: ExpressibleByArgument {}

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
            .lproj folder). With a folder, the localization is negotiated from --language (default: \
            the LANGUAGE, LC_ALL, LC_MESSAGES and LANG variables) and numbers follow it.
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

    @Option(help: "The locale for plural rules and numbers (with a file; with a folder, the one preferred language).")
    var locale: String?

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
        try printRendering(render)
    }

    /// The rendered message.
    ///
    /// - Throws: ``CLIError`` for bad options and arguments, ``StringsdictError`` for files that
    ///   do not parse, entries that do not compile and renders that fail (naming key and variable).
    func render() throws -> String {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("no such file or folder: \(path)")
        }
        let message: LocalizedMessage
        let context: RenderContext
        if isDirectory {
            let preferences: [LocaleIdentifier]
            do {
                preferences = try language.map { try PreferredLanguages.parse(list: $0) }
                    ?? locale.map { [try LocaleIdentifier($0)] }
                    ?? PreferredLanguages.fromEnvironment()
            } catch {
                throw CLIError("invalid language: \(error)")
            }
            guard acceptLanguage == nil || (language == nil && locale == nil) else {
                throw CLIError("give either --accept-language or --language/--locale, not both")
            }
            var l10n = try Localizations(at: path, preferences: preferences, device: device, width: width)
            if let acceptLanguage { l10n = try l10n.preferring(acceptLanguage: acceptLanguage) }
            guard let found = try l10n.message(key, table: table) else {
                throw CLIError("no key '\(key)' in table '\(table)' of \(path) (looked in \(l10n.lookupChain.map { $0.name + ".lproj" }.joined(separator: ", ")))")
            }
            message = found
            context = l10n.context
        } else {
            guard language == nil, acceptLanguage == nil else {
                throw CLIError("--language and --accept-language are for a folder; give a file's locale with --locale")
            }
            if path.hasSuffix(".xcstrings") {
                (message, context) = try catalogMessage()
                let arguments = try ArgumentValues.arguments(values, kinds: message.argumentKinds(in: context), reader: "'\(key)'")
                return try message.render(in: context, arguments: arguments)
            }
            let tableFile = try LocalizationTable(contentsOf: path)
            guard let found = tableFile[key] else {
                let near = tableFile.keys.filter { $0.hasPrefix(String(key.prefix(3))) }.prefix(5)
                throw CLIError("no key '\(key)' in \(path)" + (near.isEmpty ? "" : " (similar: \(near.joined(separator: ", ")))"))
            }
            message = found
            context = try RenderContext(locale: try fileLocale(), device: device, width: width)
        }
        let arguments = try ArgumentValues.arguments(values, kinds: message.argumentKinds(in: context), reader: "'\(key)'")
        return try message.render(in: context, arguments: arguments)
    }

    /// The message of a String Catalog in the language `--locale` negotiates among the catalog's
    /// (default: its source language).
    private func catalogMessage() throws -> (LocalizedMessage, RenderContext) {
        let catalog = try StringCatalog(contentsOf: path)
        let wanted = try localeOption(locale ?? catalog.sourceLanguage)
        let source = (try? LocaleIdentifier(catalog.sourceLanguage)) ?? .english
        let language = LanguageMatcher(available: catalog.languages, developmentLanguage: source).bestMatch(for: [wanted])?.name ?? catalog.sourceLanguage
        let table = catalog.table(for: language)
        guard let message = table[key] else {
            throw CLIError("no key '\(key)' in the \(language) strings of \(path)")
        }
        return (message, try RenderContext(locale: locale == nil ? source : wanted, device: device, width: width))
    }

    /// The locale for a file: `--locale`, else the language of the `.lproj` folder holding it.
    private func fileLocale() throws -> LocaleIdentifier {
        if let locale { return try localeOption(locale) }
        let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        if folder.hasSuffix(".lproj"), let inferred = LocalizationName(folder).locale { return inferred }
        throw CLIError("give the locale with --locale (the file is not in a LANGUAGE.lproj folder)")
    }
}
