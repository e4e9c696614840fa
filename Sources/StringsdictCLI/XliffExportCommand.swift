import ArgumentParser
import FoundationEssentials
import Stringsdict
import StringsdictExtract
import StringsdictTranslate

/// `stringsdict xliff export PATH... -o DIR --language L...`: one XLIFF file (or `.xcloc`
/// folder) per target language.
struct XliffExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write one XLIFF 1.2 file per target language from .lproj tables and String Catalogs.",
        discussion: """
            Every string of the development language's tables (folders named \
            <source-language>.lproj, and Base.lproj), of every .storyboard and .xib in Base.lproj \
            (its strings as ibtool generates them, translated in L.lproj/NAME.strings) and of \
            every catalog found under the paths becomes a \
            <trans-unit> with its translation into the language as <target state="…"> where one \
            exists (catalog states: translated, needs-review-l10n, new) and the comment \
            as <note>. Each <file> names its table or catalog relative to the path it was found \
            under, so import puts translations back there. With --xcloc the output is Xcode's \
            localization catalog folder: L.xcloc/contents.json, L.xcloc/Localized Contents/L.xliff \
            and the development-language files under L.xcloc/Source Contents/. With --sources, the \
            strings the Swift and C-family code uses (as Xcode's compiler extraction finds them: \
            the NSLocalizedString macros, SwiftUI's Text and the other localizable APIs) are added \
            to the <file> of the table they name, unless the table has the key: the table of the \
            Xcode target that compiles the file (its Resources build phase), else the one nearest \
            the file; a table that does not exist yet gets a <file> of its own, as Xcode makes one \
            (in the target's folder, a catalog where the target prefers them; without a project, \
            <source-language>.lproj/TABLE.strings beside the .lproj folders that translate it, \
            else beside the first .lproj folder). The development language is the Xcode project's \
            (its developmentRegion; a Swift package's defaultLocalization) unless --source-language names it.
            As in Xcode's exports, the localizable keys of an Info.plist beside .lproj folders (or in \
            the folder above them) join the InfoPlist.strings <file> there (made when the \
            development language has none), with Xcode's name for the key ("Bundle name", \
            "Privacy - Camera Usage Description") as the note; a key the table has keeps its own \
            text; build settings ($(PRODUCT_NAME)) are expanded from the .xcodeproj target whose \
            INFOPLIST_FILE it is, and a value whose setting stays unknown is left out.
            Example: stringsdict xliff export Resources -o Translations --language de --language ru --xcloc
            Example: stringsdict xliff export App/Resources -o Translations --language fr --sources App/Sources
            """
    )

    @OptionGroup var inputOptions: InputOptions

    @OptionGroup var outputOptions: OutputOptions

    @Option(name: .customLong("language"), help: "A target language (repeat the option for several).")
    var languages: [String] = []

    @Option(name: .customLong("source-language"), help: "The development language: the .lproj folder the source tables are in (default: the developmentRegion of the Xcode project around the first folder given, or the defaultLocalization of its Swift package, else en).")
    var givenSourceLanguage: String?

    /// The development language: the one given, else that of the project or package around the
    /// first folder given (``ProjectContainer``: a project's `developmentRegion`, as Xcode's
    /// export takes it, FitTrackPro's is `de`), else English.
    var resolvedSourceLanguage: String {
        if let givenSourceLanguage { return givenSourceLanguage }
        return inputOptions.paths.first.flatMap(ProjectContainer.around)?.developmentLanguage ?? "en"
    }

    /// The Xcode workspace (not one inside a project) or project in `folder`, as Xcode names the
    /// export's origin in `contents.json`; nil when it has neither.
    static func xcodeContainer(in folder: String) -> (name: String, isWorkspace: Bool)? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder))?.sorted() ?? []
        if let workspace = names.first(where: { $0.hasSuffix(".xcworkspace") && !$0.hasPrefix(".") }) { return (workspace, true) }
        if let project = names.first(where: { $0.hasSuffix(".xcodeproj") && !$0.hasPrefix(".") }) { return (project, false) }
        return nil
    }

    @Flag(help: "Write Xcode's .xcloc folder layout instead of bare .xliff files.")
    var xcloc = false

    @Option(parsing: .upToNextOption, help: "Folders or files of code (Swift, Objective-C, C) whose strings are added to their tables' files.")
    var sources: [String] = []

    func validate() throws {
        guard !inputOptions.paths.isEmpty else { throw ValidationError("give at least one folder, String Catalog or table to export") }
        guard !languages.isEmpty else { throw ValidationError("give at least one target language with --language") }
        for language in languages where !OutputPath.isWellFormedLanguageTag(language) {
            throw ValidationError("not a language: '\(language)'; give a BCP 47 language tag such as de, pt-BR or zh-Hans")
        }
        for path in sources where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("--sources: no such file or folder: \(path)")
        }
    }

    /// The strings the code under `paths` uses, as the tables `genstrings` writes for it give
    /// them, which is what Xcode exports: specifiers numbered in a value with several
    /// (`%1$d of %2$d`), the comments of a key's calls sorted and joined a line each (as Xcode
    /// 16 writes them; Xcode 13 to 15 indented the lines after the first, as genstrings does),
    /// and `No comment provided by engineer.` for a key without one.
    static func codeStrings(in paths: [String]) throws(StringsdictError) -> [XLIFFExporter.CodeString] {
        let extractor = StringExtractor(options: .catalog(projectAround: paths))
        let sourceFiles = try SourceFiles.expand(paths)
        // As `extract` reads them: every file's declarations first, so a call in one file sees a
        // declaration in another, then the files in parallel.
        let index = extractor.declarations(ofSwiftFiles: sourceFiles)
        var extracted: [ExtractedString] = []
        for result in extractor.extract(contentsOfFiles: sourceFiles, index: index) {
            // An empty key (`TextField("", text: $name)`) is no unit of a table: Xcode 14.3 left
            // Swift86's out of its export. (A catalog Xcode syncs keeps it, as Roomie's does;
            // such a catalog's own key is exported as the catalog has it.)
            extracted += try result.get().strings.filter { !$0.key.isEmpty }
        }
        // The files using each key, so a project with a table of the name per target gets each
        // string in its target's.
        var files: [String: [String]] = [:]
        var comments: [String: [String: [String]]] = [:]
        var seen = Set<String>()
        // The keys some genstrings macro gives (their specifiers are numbered in a table), and
        // the first text of the others as written.
        var macroKeys = Set<String>()
        var written: [String: String] = [:]
        for string in extracted {
            let key = string.table + "\u{0}" + string.key
            if string.routine.hasPrefix("NSLocalizedString") || string.routine.hasPrefix("CFCopyLocalizedString") {
                macroKeys.insert(key)
            } else if written[key] == nil {
                written[key] = string.value ?? string.key
            }
            if files[key]?.last != string.location.file { files[key, default: []].append(string.location.file) }
            if let comment = string.comment, !comment.isEmpty {
                if seen.insert(key + "\u{0}" + string.location.file + "\u{0}" + comment).inserted {
                    comments[key, default: [:]][string.location.file, default: []].append(comment)
                }
            } else if comments[key]?[string.location.file] == nil {
                comments[key, default: [:]][string.location.file] = []
            }
        }
        var strings: [XLIFFExporter.CodeString] = []
        for table in StringsTable.tables(from: extracted).tables {
            for entry in table.entries {
                // A key's comments, sorted, a line each: the note of Xcode 16's exports.
                // None for a key without one: a table's unit gets genstrings' placeholder, a
                // catalog's none (XLIFFExporter).
                let comment = entry.comments.isEmpty ? nil : entry.comments.joined(separator: "\n")
                var string = XLIFFExporter.CodeString(table: table.name, key: entry.key, value: entry.value, comment: comment)
                string.files = Array(Set(files[table.name + "\u{0}" + entry.key] ?? [])).sorted()
                string.commentsByFile = comments[table.name + "\u{0}" + entry.key] ?? [:]
                if !macroKeys.contains(table.name + "\u{0}" + entry.key), let text = written[table.name + "\u{0}" + entry.key], text != entry.value {
                    string.writtenValue = text
                }
                strings.append(string)
            }
        }
        return strings
    }

    /// The localizable strings of the `Info.plist` files under `paths`, each bound to the
    /// `InfoPlist` table beside it (see ``TranslationSource/infoPlistTables(in:among:sourceLanguage:)``),
    /// with Xcode's name for the key as the note (a value with a build-setting reference,
    /// `$(PRODUCT_NAME)`, only names the note of the table's own key: see
    /// ``XLIFFExporter/CodeString/source``).
    static func infoPlistStrings(in paths: [String], among sources: [TranslationSource], sourceLanguage: String) throws(StringsdictError) -> [XLIFFExporter.CodeString] {
        var strings: [XLIFFExporter.CodeString] = []
        for (plist, target, table) in TranslationSource.infoPlistTables(in: paths, among: sources, sourceLanguage: sourceLanguage) {
            let entries: [InfoPlistStrings.Entry]
            if let target {
                entries = try target.infoPlistStrings()
            } else if let plist {
                entries = try InfoPlistStrings.builtStrings(contentsOf: plist)
            } else {
                entries = []
            }
            for entry in entries {
                strings.append(XLIFFExporter.CodeString(table: table.tableName ?? "InfoPlist", key: entry.key, value: entry.value, comment: entry.comment, source: table))
            }
        }
        return strings
    }

    func run() throws {
        let paths = inputOptions.paths
        let output = outputOptions.output
        let sourceLanguage = resolvedSourceLanguage
        do throws(StringsdictError) {
            let sources = try TranslationSource.find(in: paths, sourceLanguage: sourceLanguage)
            let codeStrings = try Self.codeStrings(in: self.sources)
                + Self.infoPlistStrings(in: paths, among: sources, sourceLanguage: sourceLanguage)
            // A table only code uses goes under the first folder given, as Xcode makes its file.
            var isFolder = false
            let codeTableRoot = paths.first.flatMap { argument in
                var path = argument
                while path.count > 1, path.hasSuffix("/") { path.removeLast() }
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder ? path : nil
            }
            guard !sources.isEmpty || codeStrings.contains(where: { $0.source != nil }) || (!codeStrings.isEmpty && codeTableRoot != nil) else {
                throw StringsdictError(.io, "no \(sourceLanguage).lproj or Base.lproj table, Base.lproj interface file or String Catalog under \(paths.joined(separator: ", "))",
                                       hint: "pass --source-language when the development language is not \(sourceLanguage)")
            }
            // contents.json names the workspace or project the export comes from, as Xcode does.
            let container = paths.first.flatMap(Self.xcodeContainer(in:))
            let project = container?.name ?? paths.first.map { path in
                String(XcodeProject.standardized(path).split(separator: "/").last ?? Substring(path))
            } ?? "project"
            let tool = XLIFFWriter.Tool(version: StringsdictVersion.current)
            // Every language's files first: text XML 1.0 cannot carry stops the export before any file is written.
            let exports = try languages.map { language throws(StringsdictError) in
                (language, try XLIFFExporter.files(for: sources, language: language, xcloc: xcloc, project: project,
                                                   workspace: container?.isWorkspace ?? false, tool: tool,
                                                   codeStrings: codeStrings, codeTableRoot: codeTableRoot, sourceLanguage: sourceLanguage))
            }
            for (language, files) in exports {
                for file in files {
                    let path = output + "/" + file.path
                    try OutputPath.checkContained(path, under: output)
                    if let slash = path.lastIndex(of: "/") { try AtomicFile.createDirectory(String(path[..<slash])) }
                    try OutputPath.checkContained(path, under: output)
                    try AtomicFile.write(file.bytes, to: path)
                    print(path)
                }
                if xcloc { try AtomicFile.createDirectory(output + "/" + language + ".xcloc/Notes") }
            }
        } catch {
            Diagnostics.printError(error)
            throw ExitCode(ExitStatus.failure)
        }
    }
}
