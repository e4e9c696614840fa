import ArgumentParser
import Stringsdict
import StringsdictTranslate

/// `stringsdict pseudo PATH [-o DIR] [--style accented|expanded|bounded|rtl]...
/// [--source-language L]`: pseudo-languages made from the development language.
struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write pseudo-languages (en-XA accented, en-XL 40% longer, en-XB bracketed, ar-XB right-to-left) made from the development language.",
        discussion: """
            Every format specifier (%d, %1$@, %.2f, %%, %#@files@), positional argument and plural \
            structure is kept, so the pseudo-languages render like any other localization: run the app \
            with en-XA (or ar-XB) as its language to find text that is not localized, layouts that clip \
            longer text, concatenated messages and layouts that do not mirror.
            PATH is a folder of .lproj folders (the source is --source-language, else the development \
            region of the folder's Info.plist, else en, else Base), \
            one .lproj folder, one .strings or .stringsdict file, or a String Catalog (.xcstrings), \
            whose keys get one localization per pseudo-language. ar-XB has Arabic's plural categories \
            (zero, one, two, few, many, other), filled from the source's variants.
            Files go to DIR/LANG.lproj/ (catalogs to DIR/NAME.xcstrings), written atomically; DIR \
            defaults to the folder holding the .lproj folders or the catalog. The paths written are \
            printed, one a line.
            Exit status: 0 written, 2 usage, read or write error.
            Example: stringsdict pseudo App/Resources -o Build/Pseudo --style accented --style rtl
            """
    )

    /// The styles on the command line.
    enum Style: String, ExpressibleByArgument, CaseIterable {
        case accented, expanded, bounded, rtl

        var pseudoStyle: PseudoStyle {
            switch self {
            case .accented: .accented
            case .expanded: .expanded
            case .bounded: .bounded
            case .rtl: .rightToLeft
            }
        }
    }

    @Argument(help: "A folder of .lproj folders, an .lproj folder, a .strings or .stringsdict file, or an .xcstrings catalog.")
    var path: String

    @OptionGroup var outputOptions: OptionalOutputOptions

    @Option(help: "A pseudo-language to write; repeat it for several (all four when omitted).")
    var style: [Style] = []

    @Option(help: "The development language's .lproj folder (en, en-GB, Base); Info.plist's development region, else en, else Base, when omitted.")
    var sourceLanguage: String?

    func validate() throws {
        if let sourceLanguage, sourceLanguage != "Base", LocalizationName(sourceLanguage).locale == nil {
            throw ValidationError("'\(sourceLanguage)' is not a language or Base")
        }
        if let output = outputOptions.folder, output.isEmpty {
            throw ValidationError("the output folder is empty")
        }
    }

    func run() throws {
        let run = PseudoLanguageWriter(styles: style.map(\.pseudoStyle), sourceLanguage: sourceLanguage)
        for path in try run.run(path: path, output: outputOptions.folder) {
            print(path)
        }
    }
}
