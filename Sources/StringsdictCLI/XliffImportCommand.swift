import ArgumentParser
import FoundationEssentials
import Stringsdict
import StringsdictTranslate

/// `stringsdict xliff import FILE.xliff... --into PATH`: translations back into the tables and
/// catalogs they were exported from.
struct XliffImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Put the translations of XLIFF files back into the .lproj tables and String Catalogs they came from.",
        discussion: """
            Each <file> is matched by its original path under --into, each unit by its id. \
            Translations go into <language>.lproj tables (created when missing) or into the \
            catalog's localization (state translated, or needs_review where the XLIFF state is \
            needs-review-*). Units whose id is unknown or whose source text changed since the \
            export are listed on standard error with their position and left out (exit status 1). \
            Only files whose content changes are written, atomically and in their own format; \
            importing an unchanged export changes no byte. An .xcloc folder may be given for its \
            Localized Contents.
            Example: stringsdict xliff import Translations/de.xliff Translations/fr.xcloc --into Resources
            """
    )

    @Argument(help: "XLIFF files (or .xcloc folders) to import.")
    var files: [String]

    @Option(parsing: .upToNextOption, help: "The code given to xliff export --sources: its strings' translations go into their tables.")
    var sources: [String] = []

    @Option(name: .customLong("into"), help: "The folder (or String Catalog) the strings were exported from.")
    var into: String

    func run() throws {
        let result: XLIFFImporter.Result
        do throws(StringsdictError) {
            var documents: [XLIFFDocument] = []
            for path in files {
                for xliff in try Self.xliffFiles(at: path) {
                    documents.append(try XLIFFReader.read(AtomicFile.read(xliff), file: xliff))
                }
            }
            var codeStrings = try XliffExportCommand.codeStrings(in: sources)
            // The Info.plist strings the export bound to their InfoPlist tables, found the same way.
            var isFolder = false
            if FileManager.default.fileExists(atPath: into, isDirectory: &isFolder), isFolder {
                for language in Set(documents.flatMap { $0.files.map(\.sourceLanguage) }).sorted() {
                    let found = try TranslationSource.find(in: [into], sourceLanguage: language)
                    codeStrings += try XliffExportCommand.infoPlistStrings(in: [into], among: found, sourceLanguage: language)
                }
            }
            result = try XLIFFImporter.importing(documents, into: into, codeStrings: codeStrings)
        } catch {
            Diagnostics.printError(error)
            throw ExitCode(ExitStatus.failure)
        }
        for finding in result.findings { printToStandardError(finding.description) }
        for path in result.written { print("wrote \(path)") }
        if !result.findings.isEmpty { throw ExitCode(ExitStatus.findings) }
    }

    /// `path` itself, or the `.xliff` files in an `.xcloc` folder's `Localized Contents`.
    static func xliffFiles(at path: String) throws(StringsdictError) -> [String] {
        guard path.hasSuffix(".xcloc") || path.hasSuffix(".xcloc/") else { return [path] }
        var folder = path
        while folder.hasSuffix("/") { folder.removeLast() }
        folder += "/Localized Contents"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted() else {
            throw StringsdictError(.io, "cannot list the folder \(folder)", at: SourceLocation(file: path, line: 1, column: 1))
        }
        let found = names.filter { $0.hasSuffix(".xliff") }.map { folder + "/" + $0 }
        guard !found.isEmpty else {
            throw StringsdictError(.io, "no .xliff file in \(folder)", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return found
    }
}
