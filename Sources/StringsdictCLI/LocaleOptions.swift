import ArgumentParser
import Stringsdict

/// `--locale L`: the locale a command writes numbers, dates and plural categories for, shared by
/// `format`, `printf`, `number` and `date` through `@OptionGroup`.
///
/// The text is kept as given (messages repeat it, and `format` negotiates it among a folder's
/// localizations); ``identifier()`` reads it when the command needs it, so a bad locale is reported
/// where it was before (after a missing file, say). ``identifier(_:)`` reads every other option
/// or argument that names a locale (`plural`'s first argument, `languages --in`,
/// `resource --language`), so every one fails with the same message.
struct LocaleOptions: ParsableArguments {
    @Option(help: "The locale to write numbers, dates and plural categories for (BCP 47 or ICU form, e.g. de-DE, ar-EG, zh_TW).")
    var locale: String?

    /// `--locale` as an identifier; nil when it is not given.
    ///
    /// - Throws: ``CLIError`` (`invalid locale: …`) when it names no locale.
    func identifier() throws(CLIError) -> LocaleIdentifier? {
        guard let locale else { return nil }
        return try Self.identifier(locale)
    }

    /// `--locale` as an identifier, else `fallback` (a command's default, such as `en-US`).
    ///
    /// - Throws: ``CLIError`` (`invalid locale: …`) when either names no locale.
    func identifier(default fallback: String) throws(CLIError) -> LocaleIdentifier {
        try Self.identifier(locale ?? fallback)
    }

    /// `text`, given on the command line for a locale, as an identifier.
    ///
    /// - Throws: ``CLIError`` (`invalid locale: REASON`) when it names no locale.
    static func identifier(_ text: String) throws(CLIError) -> LocaleIdentifier {
        do {
            return try LocaleIdentifier(text)
        } catch {
            throw CLIError("invalid locale: \(Diagnostics.reason(of: error))")
        }
    }
}
