import ArgumentParser
import Stringsdict

/// `stringsdict languages ROOT [--in L] [--json]`: the localizations of a folder as a language
/// picker shows them.
struct LanguagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "List the localizations of a folder with their names in a language and in their own.",
        discussion: """
            Names come from ICU's locale display names (CLDR); the list is sorted by the first name \
            with the --in language's collation. Base.lproj is not a language and is left out.
            Output: one line a localization, folder name, name, and its own name, separated by tabs.
            Examples:
              stringsdict languages Resources --in de
              stringsdict languages Resources --in ja --json
            """
    )

    @Argument(help: "The resources folder: the one holding the .lproj folders.")
    var root: String

    @Option(name: .customLong("in"), help: "The language the names are written in (default: the environment's first language, else en).")
    var displayLanguage: String?

    @Flag(help: "Print a JSON array of {\"localization\", \"identifier\", \"name\", \"nativeName\"}.")
    var json = false

    func run() throws {
        print(try output())
    }

    /// What the command prints: tab-separated lines, or the JSON array.
    func output() throws -> String {
        let display = try displayLanguage.map(LocaleOptions.identifier) ?? PreferredLanguages.fromEnvironment().first ?? .english
        let l10n = try localizations(at: root, preferences: [display])
        let choices = l10n.languageChoices(in: display)
        if json {
            let rows = choices.map { choice in
                "  {\"localization\": \(jsonString(choice.localization.name)), \"identifier\": \(jsonString(choice.locale.identifier)), "
                    + "\"name\": \(jsonString(choice.name)), \"nativeName\": \(jsonString(choice.nativeName))}"
            }
            return rows.isEmpty ? "[]" : "[\n" + rows.joined(separator: ",\n") + "\n]"
        }
        return choices.map { "\($0.localization.name)\t\($0.name)\t\($0.nativeName)" }.joined(separator: "\n")
    }
}

/// `text` as a JSON string literal, escaped as the catalog writer escapes strings.
func jsonString(_ text: String) -> String {
    String(decoding: CanonicalJSONWriter.bytes(of: .string(text)), as: UTF8.self)
}
