import ArgumentParser

/// `stringsdict xliff …`: exchange strings with translators in XLIFF 1.2, as Xcode's
/// Export and Import Localizations do.
struct XliffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xliff",
        abstract: "Export strings to translators as XLIFF (Xcode's .xcloc shape) and import their translations.",
        discussion: """
            Sources are the development language's .lproj tables (.strings, .stringsdict) and \
            String Catalogs; plural and device variants are one unit each, with the ids Xcode uses.
            Examples:
              stringsdict xliff export Resources -o Translations --language de --language fr
              stringsdict xliff import Translations/de.xliff --into Resources
            """,
        subcommands: [XliffExportCommand.self, XliffImportCommand.self]
    )
}
