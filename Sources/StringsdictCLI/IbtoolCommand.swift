import ArgumentParser
import Stringsdict
import StringsdictTranslate

/// `stringsdict ibtool`: the strings of Interface Builder documents, as Apple's `ibtool` generates
/// and imports them, on any platform.
struct IbtoolCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ibtool",
        abstract: "Write the strings of a .xib or .storyboard file, or a localized copy of it, as Apple's ibtool does.",
        discussion: """
            --generate-strings-file OUT writes one entry per localizable property, sorted by key: \
            a comment /* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz"; */ and the \
            pair "abc-12-xyz.text" = "Hello"; in UTF-16 with a byte order mark (--utf8 for UTF-8). \
            An object's Comment for Localizer is added to the comment of each of its strings as \
            Note = "…"; after ObjectID, as Apple's ibtool writes it.
            --strings-file L.strings --write OUT writes a copy of the document with those \
            properties replaced by the table's values; every other byte stays as it was. Keys \
            that name no property of the document are reported as warnings.
            Exit status: 0 success (warnings included), 2 usage, syntax or I/O error.
            Examples:
              stringsdict ibtool --generate-strings-file Main.strings Base.lproj/Main.storyboard
              stringsdict ibtool --strings-file fr.lproj/Main.strings --write fr.lproj/Main.storyboard Base.lproj/Main.storyboard
            """
    )

    @Option(name: .customLong("generate-strings-file"), help: "Write the document's strings to this .strings file.")
    var generateStringsFile: String?

    @Option(name: .customLong("strings-file"), help: "A .strings table of translations keyed objectID.property.")
    var stringsFile: String?

    @Option(name: .customLong("write"), help: "Where to write the localized copy of the document (with --strings-file).")
    var write: String?

    @Flag(name: .customLong("utf8"), help: "Write the generated .strings file in UTF-8 instead of UTF-16.")
    var utf8 = false

    @Argument(help: "The .xib or .storyboard file.")
    var document: String

    func validate() throws {
        switch (generateStringsFile, stringsFile, write) {
        case (.some, nil, nil), (nil, .some, .some):
            break
        case (nil, nil, nil):
            throw ValidationError("say what to do: --generate-strings-file OUT, or --strings-file L.strings --write OUT")
        case (nil, .some, nil):
            throw ValidationError("--strings-file needs --write OUT: where to write the localized document")
        case (nil, nil, .some):
            throw ValidationError("--write needs --strings-file L.strings: the translations to write")
        default:
            throw ValidationError("--generate-strings-file cannot be combined with --strings-file or --write")
        }
    }

    func run() throws {
        do {
            let interface = try InterfaceDocument(contentsOf: document)
            if let output = generateStringsFile {
                try AtomicFile.write(interface.stringsFileBytes(utf16: !utf8), to: output)
                print(output)
                return
            }
            guard let stringsFile, let write else { return }
            let table = try StringsFileReader.read(contentsOf: stringsFile)
            let localized = try interface.localized(with: table)
            for key in localized.unknownKeys {
                guard let entry = table[key] else { continue }
                printToStandardError(Diagnostics.located(
                    entry.keyLocation, .warning,
                    "'\(Diagnostics.echo(key))' names no localizable property of \(document); the value is not used",
                    rule: "unknown-interface-object"))
            }
            try AtomicFile.write(localized.bytes, to: write)
            print(write)
        } catch {
            for line in Diagnostics.lines(for: error) { printToStandardError(line) }
            throw ExitCode(ExitStatus.failure)
        }
    }
}
