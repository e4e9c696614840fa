import ArgumentParser
import Stringsdict
import Synchronization

/// The last catalog compiled, never freed: the process ends right after the last one, and
/// freeing a large catalog's model (an object per key and value: about a tenth of the compile of
/// 5,000 keys × 20 languages) would only delay the exit. A deliberate choice for this one-shot
/// command; an earlier catalog is freed when the next one takes its place, so at most one is kept.
private let keptUntilExit = Mutex<StringCatalog?>(nil)

/// `stringsdict catalog compile CATALOG... -o DIR [--language L]... [--format xml|binary]`.
struct CatalogCompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile String Catalogs into .lproj folders of .strings and .stringsdict files, as Xcode's build does.",
        discussion: """
            Each catalog T.xcstrings becomes, per language L, DIR/L.lproj/T.strings (plain values) \
            and DIR/L.lproj/T.stringsdict (plural and device variations, substitutions). \
            translated, needs_review and stale values are compiled; in other languages than the \
            source, values with a new or empty unit and keys marked shouldTranslate false are left \
            out, so lookup falls back to the development language. A substitution without argNum \
            reads the argument at its place in the string; each one is reported on standard error.
            --format xml writes .strings as UTF-8 text and .stringsdict as an XML plist; --format \
            binary writes both as binary plists, as Xcode puts them in a bundle. The paths written \
            are listed on standard output. Output is the same for the same catalog.
            Values are checked as lint and generate check them: a value that cannot take the \
            arguments its key is used with (a stray %, an argument of another type) is compiled as \
            written and reported with its rule id and place; then the exit status is 1.
            Example: stringsdict catalog compile Sources/App/Localizable.xcstrings -o .build/Resources --format binary
            """
    )

    @Argument(help: "The .xcstrings files to compile.")
    var catalogs: [String] = []

    @OptionGroup var outputOptions: OutputOptions

    @Option(help: "A language to compile (a catalog language code such as de or zh-Hans); repeat it for several; every language when omitted.")
    var language: [String] = []

    @Option(help: "The file format to write.")
    var format: PropertyListWriter.Format = .xml

    func validate() throws {
        guard !catalogs.isEmpty else { throw ValidationError("give at least one .xcstrings file") }
    }

    func run() throws {
        var failed = false
        var blocked = false
        for path in catalogs {
            do {
                // With --language, only those languages' values are made (the others are skipped).
                let catalog = try StringCatalog(
                    bytes: StringCatalog.bytes(contentsOf: path), file: path, languages: language.isEmpty ? nil : Set(language))
                for note in catalog.compileNotes { printToStandardError(note.description) }
                for missing in language where !catalog.languages.contains(missing) {
                    Diagnostics.printWarning("\(path): the catalog has no language '\(missing)' (it has \(catalog.languages.joined(separator: ", ")))")
                }
                let languages = language.isEmpty ? catalog.languages : catalog.languages.filter(language.contains)
                for written in try catalog.compile(to: outputOptions.output, languages: languages, format: format) { print(written) }
                // The argument check lint and generate make: a value that cannot take the
                // arguments its key is used with is compiled as written, and reported.
                // Read without positions; the file is read again for them only when there are findings.
                var findings = catalog.argumentFindings(languages: languages, locate: nil)
                if !findings.isEmpty, let document = try? JSONDocument(contentsOf: path) {
                    findings = StringCatalog.placed(findings, in: document)
                }
                for finding in findings { printToStandardError(finding.description) }
                if findings.contains(where: { $0.severity == .error }) { blocked = true }
                keptUntilExit.withLock { $0 = catalog }
            } catch {
                Diagnostics.printError(error)
                failed = true
            }
        }
        if failed { throw ExitCode(ExitStatus.failure) }
        if blocked { throw ExitCode(ExitStatus.findings) }
    }
}
