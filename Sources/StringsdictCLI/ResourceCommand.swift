import ArgumentParser
import Stringsdict

/// `stringsdict resource ROOT NAME.EXT [--language L]...`: the localized resource a bundle would
/// load for the preferred languages.
struct ResourceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resource",
        abstract: "Print the path of the localized resource chosen for the preferred languages.",
        discussion: """
            The search order is the Bundle Programming Guide's: the negotiated localization's folder \
            and its CLDR parents (en-GB.lproj, then en.lproj), then the nonlocalized resource at the \
            top of ROOT (or in --subdirectory), then Base.lproj and the development language's folder. \
            Exit status 1 when no folder has the resource.
            Examples:
              stringsdict resource Resources flag.png --language en-GB
              stringsdict resource Resources help.html --language de-CH --language fr --verbose
            """
    )

    @Argument(help: "The resources folder: the one holding the .lproj folders.")
    var root: String

    @Argument(help: "The resource's file name, with its extension (flag.png).")
    var name: String

    @Option(name: .customLong("language"), help: "A preferred language, most preferred first; repeat for more (default: the environment's).")
    var languages: [String] = []

    @Option(help: "A folder inside each searched folder, such as Sounds.")
    var subdirectory: String?

    @Option(help: "The development language, used after the preferences (default en).")
    var developmentLanguage: String = "en"

    @Flag(help: "Also print, on standard error, every folder searched in order.")
    var verbose = false

    func run() throws {
        let (path, searched) = try resolve()
        if verbose { printToStandardError("searched: " + searched.joined(separator: ", ")) }
        guard let path else {
            printToStandardError(Diagnostics.error("no folder of \(root) has \(subdirectory.map { $0 + "/" } ?? "")\(name) (searched \(searched.joined(separator: ", ")))"))
            throw ExitCode(ExitStatus.notFound)
        }
        print(path)
    }

    /// The chosen resource's path (nil when none) and the folders searched, in order.
    func resolve() throws -> (path: String?, searched: [String]) {
        let preferences = try languages.map(LocaleOptions.identifier)
        let development = try LocaleOptions.identifier(developmentLanguage)
        let l10n = try localizations(at: root, preferences: languages.isEmpty ? nil : preferences, developmentLanguage: development)
        let searched = l10n.resourceSearchOrder().map { $0.isEmpty ? "(top level)" : $0 }
        return (l10n.path(forResource: name, inDirectory: subdirectory), searched)
    }
}

/// Opens a resources folder; a ``StringsdictError`` goes on as it is (its place, then exit status 2).
func localizations(at root: String, preferences: [LocaleIdentifier]?, developmentLanguage: LocaleIdentifier = .english) throws -> Localizations {
    try Localizations(at: root, preferences: preferences, developmentLanguage: developmentLanguage)
}
