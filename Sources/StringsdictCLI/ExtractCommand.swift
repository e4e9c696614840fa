import ArgumentParser
import FoundationEssentials
import Stringsdict
import StringsdictExtract

/// `stringsdict extract SOURCE... (--catalog PATH.xcstrings | -o DIR)`: Swift (and
/// C-family) sources into String Catalogs, as Xcode's sync does.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Add the localizable strings of Swift sources to String Catalogs, mark the ones gone as stale, as Xcode's sync does.",
        discussion: """
            Recognizes what Xcode's extraction does: NSLocalizedString and CFCopyLocalizedString with \
            their FromTable, FromTableInBundle and WithDefaultValue forms; every SwiftUI, WidgetKit, App \
            Intents and Foundation API whose parameter is a LocalizedStringKey, LocalizedStringResource or \
            String.LocalizationValue (Text, Button, Label, Toggle, Picker, Section, TextField, \
            .navigationTitle, .alert, .searchable(prompt:), @Parameter(title:), IntentDescription, \
            String(localized:), … — the list is Sources/StringsdictExtract/LocalizableAPIs.swift); literals \
            in places of those types (let title: LocalizedStringResource = "…", a getter returning \
            LocalizedStringKey); and calls of the project's own functions and views whose parameters have \
            those types, in any of the files given. Interpolations become the specifier of their type: \
            "\\(count) files" is "%lld files" for an Int (Int64, .count, integer literals), %llu for UInt, \
            %lf for Double, %f for Float, %@ for strings, objects and optionals; a type the sources do not \
            make evident is %@ with a note.
            Tables: tableName:/table: given as a literal, or as a constant or String enum case the sources \
            declare (static let settings = "Settings").
            A new key gets its comment (and, with a default value other than the key, \
            extractionState extracted_with_value and a source-language value in state new); an existing \
            key keeps its translations and gets the current comment (keeps its own where the code gives \
            none); a key no longer in the sources \
            becomes stale; keys marked manual are never touched. Catalogs are written atomically in \
            Xcode's own formatting.
            With --catalog, the strings of the catalog's table (its file name) go in it; with \
            -o/--output DIR (formerly --output-dir, still accepted), each table goes in \
            DIR/TABLE.xcstrings, and the catalogs already there are synced too (except \
            InfoPlist.xcstrings, whose keys come from the Info.plist, unless the code names that table).
            Exit status: 0 success (warnings included), 2 usage or I/O error.
            Example: stringsdict extract Sources/App --catalog Resources/Localizable.xcstrings
            Example (one catalog per table): stringsdict extract Sources/App -o Resources
            """
    )

    @Argument(help: "Source files (.swift, .m, .c, …) or folders to search for them.")
    var sources: [String] = []

    @Option(help: "The catalog to create or update (PATH.xcstrings); it holds the table named like the file.")
    var catalog: String?

    @OptionGroup var outputOptions: OptionalOutputOptions

    @Option(help: "The development language of new catalogs.")
    var sourceLanguage = "en"

    mutating func validate() throws {
        guard !sources.isEmpty else { throw ValidationError("Give at least one source file or folder.") }
        guard (catalog == nil) != (outputOptions.folder == nil) else { throw ValidationError("Give either --catalog PATH.xcstrings or -o/--output DIR.") }
        if let catalog, !catalog.hasSuffix(".xcstrings") { throw ValidationError("--catalog must name a .xcstrings file.") }
    }

    func run() throws {
        let status = Self.run(sources: sources, catalog: catalog, outputDir: outputOptions.folder, sourceLanguage: sourceLanguage)
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// Extracts, syncs and writes; reports on standard error; the exit status.
    static func run(sources: [String], catalog: String?, outputDir: String?, sourceLanguage: String) -> Int32 {
        let files: [String]
        do {
            files = try SourceFiles.expand(sources)
        } catch {
            printToStandardError(Diagnostics.error("\(error.message)"))
            return ExitStatus.failure
        }
        guard !files.isEmpty else {
            printToStandardError(Diagnostics.error("no .swift, .m, .mm, .c, .h, .cpp or .java files in \(sources.joined(separator: ", ")); nothing written"))
            return ExitStatus.failure
        }
        let extractor = StringExtractor(options: .catalog(projectAround: sources))
        // First every file's declarations (parameters of localizable type, the types of names,
        // table constants), then the strings, so that a call in one file sees a declaration in another.
        let index = extractor.declarations(ofSwiftFiles: files)
        var strings: [ExtractedString] = []
        var failed = false
        var notes = 0
        for result in extractor.extract(contentsOfFiles: files, index: index) {
            switch result {
            case .success(let result):
                // The first file's array is taken as it is, not copied string by string.
                if strings.isEmpty { strings = result.strings } else { strings += result.strings }
                for warning in result.warnings {
                    if warning.severity == .note { notes += 1 }
                    printToStandardError(warning.description)
                }
            case .failure(let error):
                printToStandardError(Diagnostics.error("\(error.message)"))
                failed = true
            }
        }
        guard !failed else {
            printToStandardError(Diagnostics.error("no catalog written, as some sources could not be read"))
            return ExitStatus.failure
        }
        guard !strings.isEmpty else {
            let target = catalog ?? outputDir ?? ""
            printToStandardError(Diagnostics.error("no localizable strings in \(files.count) \(files.count == 1 ? "file" : "files"); \(target) is left as it is, as a sync would mark every key stale"))
            return ExitStatus.failure
        }
        var byTable: [String: [ExtractedString]] = [:]
        for string in strings { byTable[string.table, default: []].append(string) }
        var targets: [(table: String, path: String)] = []
        var summary = "extract: \(strings.count) strings in \(files.count) \(files.count == 1 ? "file" : "files")"
        if notes > 0 { summary += " (\(notes) \(notes == 1 ? "interpolation" : "interpolations") of unknown type read as %@, see the notes)" }
        printToStandardError(Diagnostics.note(summary))
        if let catalog {
            let name = String(catalog.split(separator: "/").last ?? "")
            let table = String(name.dropLast(".xcstrings".count))
            guard byTable[table] != nil else {
                // Syncing would mark every key stale: the catalog is not the table the sources use.
                let found = byTable.keys.sorted().map { "\($0) (\(byTable[$0]?.count ?? 0))" }.joined(separator: ", ")
                printToStandardError(Diagnostics.error("the sources use no string of the table \(table), which \(catalog) holds; they use \(found). Name the catalog after one of them (\(byTable.keys.sorted().first ?? "Localizable").xcstrings), or use -o/--output DIR for one catalog per table"))
                return ExitStatus.failure
            }
            targets = [(table, catalog)]
            let others = byTable.keys.filter { $0 != table }.sorted()
            if !others.isEmpty {
                let count = others.reduce(0) { $0 + (byTable[$1]?.count ?? 0) }
                printToStandardError(Diagnostics.note("extract: \(count) strings of other tables (\(others.joined(separator: ", "))) are not in \(catalog); use -o/--output DIR for one catalog per table"))
            }
        } else if let outputDir {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: outputDir, isDirectory: &isDirectory), isDirectory else {
                printToStandardError(Diagnostics.error("the output folder \(outputDir) does not exist; create it first"))
                return ExitStatus.failure
            }
            var tables = Set(byTable.keys)
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: outputDir)) ?? []
            for name in existing where name.hasSuffix(".xcstrings") { tables.insert(String(name.dropLast(".xcstrings".count))) }
            // The InfoPlist catalog's keys come from the Info.plist, which Xcode's build syncs it
            // with, not from code: a sync from code alone would mark them all stale.
            for table in tables.sorted() where InfoPlistStrings.isTable(table) && byTable[table] == nil {
                tables.remove(table)
                printToStandardError(Diagnostics.note("\(outputDir)/\(table).xcstrings is left as it is: its keys come from the Info.plist, not from code"))
            }
            // A table named in the sources becomes a file name only when it is a plain one that
            // stays in the folder (`table: "../victim/Localizable"` is an error); nothing is
            // written when one is not.
            var unsafe = false
            for table in tables.sorted() {
                let first = byTable[table]?.map(\.location).min()
                do {
                    try OutputPath.checkTable(table, at: first)
                    targets.append((table, try OutputPath.join([table + ".xcstrings"], under: outputDir, at: first)))
                } catch {
                    Diagnostics.printError(error)
                    unsafe = true
                }
            }
            if unsafe {
                printToStandardError(Diagnostics.error("no catalog written, as some table names cannot be files in \(outputDir)"))
                return ExitStatus.failure
            }
        }
        for target in targets {
            var document: StringCatalogDocument
            if FileManager.default.fileExists(atPath: target.path) {
                do {
                    document = try StringCatalogDocument(contentsOf: target.path)
                } catch {
                    Diagnostics.printError(error)
                    return ExitStatus.failure
                }
            } else {
                document = StringCatalogDocument(sourceLanguage: sourceLanguage)
            }
            let report = CatalogSync.sync(&document, with: byTable[target.table] ?? [])
            do {
                try document.write(to: target.path)
            } catch {
                Diagnostics.printError(error)
                return ExitStatus.failure
            }
            var parts = ["\(report.added.count) added", "\(report.markedStale.count) marked stale"]
            if !report.revived.isEmpty { parts.append("\(report.revived.count) no longer stale") }
            if !report.commentsChanged.isEmpty { parts.append("\(report.commentsChanged.count) comments changed") }
            if !report.manual.isEmpty { parts.append("\(report.manual.count) manual left alone") }
            printToStandardError(Diagnostics.note("\(target.path): \(document.strings.count) keys, " + parts.joined(separator: ", ")))
        }
        return ExitStatus.success
    }
}

/// Source files from the command line: files as given, folders searched (sorted) for files in a
/// language the extractor reads.
enum SourceFiles {
    static func expand(_ paths: [String]) throws(StringsdictError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw StringsdictError(.io, "no such file or folder: \(path)")
            }
            guard isDirectory else {
                files.append(path)
                continue
            }
            // Folder by folder, capped in depth and in count (a symbolic link loop ends there); hidden names skipped.
            var pending = [(path.hasSuffix("/") ? String(path.dropLast()) : path, 0)]
            var found: [String] = []
            var visited = 0
            while let (folder, depth) = pending.popLast(), visited < 100_000 {
                visited += 1
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for name in names where !name.hasPrefix(".") {
                    let child = folder + "/" + name
                    var childIsDirectory = false
                    guard FileManager.default.fileExists(atPath: child, isDirectory: &childIsDirectory) else { continue }
                    if childIsDirectory {
                        if depth < 32 { pending.append((child, depth + 1)) }
                    } else if StringExtractor.Language(path: name) != nil {
                        found.append(child)
                    }
                }
            }
            files += found.sorted()
        }
        return files
    }
}
