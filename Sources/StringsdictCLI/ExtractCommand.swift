import ArgumentParser
import FoundationEssentials
import Stringsdict
import StringsdictExtract

/// `stringsdict extract SOURCE... (--catalog PATH.xcstrings | --output-dir DIR)`: Swift (and
/// C-family) sources into String Catalogs, as Xcode's sync does.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Add the localizable strings of Swift sources to String Catalogs, mark the ones gone as stale, as Xcode's sync does.",
        discussion: """
            Recognizes NSLocalizedString and its FromTable, FromTableInBundle and WithDefaultValue forms, \
            CFCopyLocalizedString and its forms, String(localized:…), LocalizedStringResource("…") and \
            Text("…"), with string interpolation: "\\(count) files" becomes the key "%lld files" when the \
            type of count is evident (a literal, or a declaration of Int, Double, String… seen before), \
            else "%@ files" with a warning.
            A new key gets its comment (and, with a default value other than the key, \
            extractionState extracted_with_value and a source-language value in state new); an existing \
            key keeps its translations and gets the current comment; a key no longer in the sources \
            becomes stale; keys marked manual are never touched. Catalogs are written atomically in \
            Xcode's own formatting.
            With --catalog, the strings of the catalog's table (its file name) go in it; with \
            --output-dir, each table goes in DIR/TABLE.xcstrings, and the catalogs already there are \
            synced too.
            Exit status: 0 success (warnings included), 2 usage or I/O error.
            Example: stringsdict extract Sources/App --catalog Resources/Localizable.xcstrings
            """
    )

    @Argument(help: "Source files (.swift, .m, .c, …) or folders to search for them.")
    var sources: [String] = []

    @Option(help: "The catalog to create or update (PATH.xcstrings); it holds the table named like the file.")
    var catalog: String?

    @Option(help: "A folder for one catalog per table (TABLE.xcstrings).")
    var outputDir: String?

    @Option(help: "The development language of new catalogs.")
    var sourceLanguage = "en"

    mutating func validate() throws {
        guard !sources.isEmpty else { throw ValidationError("Give at least one source file or folder.") }
        guard (catalog == nil) != (outputDir == nil) else { throw ValidationError("Give either --catalog PATH.xcstrings or --output-dir DIR.") }
        if let catalog, !catalog.hasSuffix(".xcstrings") { throw ValidationError("--catalog must name a .xcstrings file.") }
    }

    func run() throws {
        let status = Self.run(sources: sources, catalog: catalog, outputDir: outputDir, sourceLanguage: sourceLanguage)
        if status != 0 { throw ExitCode(status) }
    }

    /// Extracts, syncs and writes; reports on standard error; the exit status.
    static func run(sources: [String], catalog: String?, outputDir: String?, sourceLanguage: String) -> Int32 {
        let files: [String]
        do {
            files = try SourceFiles.expand(sources)
        } catch {
            printToStandardError("stringsdict: error: \(error.message)")
            return 2
        }
        let extractor = StringExtractor(options: .catalog)
        var strings: [ExtractedString] = []
        var failed = false
        for file in files {
            do {
                let result = try extractor.extract(contentsOf: file)
                strings += result.strings
                for warning in result.warnings { printToStandardError(warning.description) }
            } catch {
                printToStandardError("stringsdict: error: \(error.message)")
                failed = true
            }
        }
        guard !failed else {
            printToStandardError("stringsdict: error: no catalog written, as some sources could not be read")
            return 2
        }
        var byTable: [String: [ExtractedString]] = [:]
        for string in strings { byTable[string.table, default: []].append(string) }
        var targets: [(table: String, path: String)] = []
        printToStandardError(Diagnostics.note("extract: \(strings.count) strings in \(files.count) \(files.count == 1 ? "file" : "files")"))
        if let catalog {
            let name = String(catalog.split(separator: "/").last ?? "")
            let table = String(name.dropLast(".xcstrings".count))
            targets = [(table, catalog)]
            let others = byTable.keys.filter { $0 != table }.sorted()
            if !others.isEmpty {
                let count = others.reduce(0) { $0 + (byTable[$1]?.count ?? 0) }
                printToStandardError(Diagnostics.note("extract: \(count) strings of other tables (\(others.joined(separator: ", "))) are not in \(catalog); use --output-dir for one catalog per table"))
            }
        } else if let outputDir {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: outputDir, isDirectory: &isDirectory), isDirectory else {
                printToStandardError("stringsdict: error: the output folder \(outputDir) does not exist; create it first")
                return 2
            }
            var tables = Set(byTable.keys)
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: outputDir)) ?? []
            for name in existing where name.hasSuffix(".xcstrings") { tables.insert(String(name.dropLast(".xcstrings".count))) }
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
                    printToStandardError("\(error)")
                    unsafe = true
                }
            }
            if unsafe {
                printToStandardError("stringsdict: error: no catalog written, as some table names cannot be files in \(outputDir)")
                return 2
            }
        }
        for target in targets {
            var document: StringCatalogDocument
            if FileManager.default.fileExists(atPath: target.path) {
                do {
                    document = try StringCatalogDocument(contentsOf: target.path)
                } catch {
                    printToStandardError("\(error)")
                    return 2
                }
            } else {
                document = StringCatalogDocument(sourceLanguage: sourceLanguage)
            }
            let report = CatalogSync.sync(&document, with: byTable[target.table] ?? [])
            do {
                try document.write(to: target.path)
            } catch {
                printToStandardError("\(error)")
                return 2
            }
            var parts = ["\(report.added.count) added", "\(report.markedStale.count) marked stale"]
            if !report.revived.isEmpty { parts.append("\(report.revived.count) no longer stale") }
            if !report.commentsChanged.isEmpty { parts.append("\(report.commentsChanged.count) comments changed") }
            if !report.manual.isEmpty { parts.append("\(report.manual.count) manual left alone") }
            printToStandardError(Diagnostics.note("\(target.path): \(document.strings.count) keys, " + parts.joined(separator: ", ")))
        }
        return 0
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
