import FoundationEssentials

/// The user's preferred languages, as the environment gives them.
///
/// The first of these that names a language wins (gettext's order; see <doc:NegotiatingLocalizations>):
/// `LANGUAGE` (a colon-separated list, `de_DE:fr:en`), `LC_ALL`, `LC_MESSAGES`, `LANG`
/// (`de_DE.UTF-8` → `de-DE`). `C` and `POSIX` (also `C.UTF-8`) name no language: an empty list.
/// Entries that are not locale identifiers are skipped; duplicates are dropped.
public enum PreferredLanguages {
    /// The variables read, in order.
    public static let variables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// The preferences from `environment` (default: this process's environment).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> [LocaleIdentifier] {
        for variable in variables {
            guard let value = environment[variable], !value.isEmpty else { continue }
            let entries = variable == "LANGUAGE" ? value.split(separator: ":").map(String.init) : [value]
            var result: [LocaleIdentifier] = []
            for entry in entries {
                guard let locale = try? LocaleIdentifier(entry), !locale.isRoot, !result.contains(locale) else { continue }
                result.append(locale)
            }
            if !result.isEmpty { return result }
            // A variable set to C or POSIX means "no language", and stops the search.
            if entries.contains(where: { isPOSIX($0) }) { return [] }
        }
        return []
    }

    /// Reads a comma- or colon-separated list (`en-GB,fr`), as a command-line option gives it.
    ///
    /// - Throws: ``LocaleIdentifierError`` naming the first entry that is not a locale identifier.
    public static func parse(list text: String) throws(LocaleIdentifierError) -> [LocaleIdentifier] {
        var result: [LocaleIdentifier] = []
        for entry in text.split(whereSeparator: { $0 == "," || $0 == ":" }) {
            let locale = try LocaleIdentifier(String(entry))
            if !result.contains(locale) { result.append(locale) }
        }
        return result
    }

    private static func isPOSIX(_ value: String) -> Bool {
        value == "C" || value == "POSIX" || value.hasPrefix("C.") || value.hasPrefix("POSIX.")
    }
}
