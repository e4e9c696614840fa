import FoundationEssentials
import Stringsdict

/// The localization files of a target, read and compiled for the generator: every table in every
/// language, the translators' comments, and each file's bytes to embed.
///
/// A file belongs where its path puts it: `LANG.lproj/TABLE.strings|stringsdict` is table TABLE
/// of localization LANG; `TABLE.xcstrings` is table TABLE in each of its languages. A folder is
/// searched (at most 16 levels deep; `.build` and hidden folders skipped) for both.
public struct LocalizationSources: Sendable {
    /// One input file.
    public struct File: Hashable, Sendable {
        /// The path as found.
        public let path: String
        /// The path relative to a resources folder: `de.lproj/Settings.strings`, `Localizable.xcstrings`.
        public let resourcePath: String
    }

    /// The files: catalogs, then the others, each sorted by resource path.
    public private(set) var files: [File] = []
    /// The bytes of each file, by resource path.
    public private(set) var bytes: [String: [UInt8]] = [:]
    /// Table name → localization name → compiled table.
    public private(set) var tables: [String: [String: LocalizationTable]] = [:]
    /// Table name → key → localization → translator comment (a catalog's comment is under its
    /// source language).
    public private(set) var comments: [String: [String: [String: String]]] = [:]
    /// The catalogs' source language, when there is a catalog.
    public private(set) var catalogSourceLanguage: String?
    /// Files that could not be read or do not parse, and paths that are not localization files.
    public private(set) var problems: [CodegenDiagnostic] = []

    /// Finds and reads the localization files under `paths`.
    public init(paths: [String]) {
        var found: [File] = []
        for path in paths { collect(path, into: &found, depth: 0, explicit: true) }
        var seen: [String: String] = [:]
        // Catalogs first: a localization's .strings and .stringsdict files override its catalog.
        let ordered = found.sorted {
            ($0.resourcePath.hasSuffix(".xcstrings") ? 0 : 1, $0.resourcePath) < ($1.resourcePath.hasSuffix(".xcstrings") ? 0 : 1, $1.resourcePath)
        }
        for file in ordered {
            if let earlier = seen[file.resourcePath] {
                if earlier != file.path {
                    problems.append(CodegenDiagnostic(
                        .error, "\(file.resourcePath) is also at \(earlier): a target's resources hold one file per path; remove or rename one",
                        at: SourceLocation(file: file.path, line: 1, column: 1)))
                }
                continue
            }
            seen[file.resourcePath] = file.path
            files.append(file)
            read(file)
        }
    }

    /// Every localization name any table has, sorted.
    public var localizations: [String] {
        Set(tables.values.flatMap(\.keys)).sorted()
    }

    // MARK: finding files

    private mutating func collect(_ path: String, into found: inout [File], depth: Int, explicit: Bool) {
        let manager = FileManager.default
        var isDirectory: Bool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            problems.append(CodegenDiagnostic(.error, "no such file or folder: \(path)", at: SourceLocation(file: path, line: 1, column: 1)))
            return
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if isDirectory {
            guard depth < 16 else { return }
            if !explicit, name.hasPrefix(".") || name == ".build" { return }
            let entries = (try? manager.contentsOfDirectory(atPath: path)) ?? []
            for entry in entries.sorted() {
                collect(path.hasSuffix("/") ? path + entry : path + "/" + entry, into: &found, depth: depth + 1, explicit: false)
            }
            return
        }
        if name.hasSuffix(".xcstrings") {
            found.append(File(path: path, resourcePath: name))
        } else if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
            let parts = path.split(separator: "/")
            if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), parts[parts.count - 2].count > ".lproj".count {
                found.append(File(path: path, resourcePath: parts[parts.count - 2] + "/" + name))
            } else if explicit {
                problems.append(CodegenDiagnostic(
                    .error, "\(name) is not in an .lproj folder, so its language is unknown; move it into LANG.lproj/",
                    at: SourceLocation(file: path, line: 1, column: 1)))
            }
        } else if explicit {
            problems.append(CodegenDiagnostic(
                .error, "not a .strings, .stringsdict or .xcstrings file or a folder: \(path)",
                at: SourceLocation(file: path, line: 1, column: 1)))
        }
    }

    // MARK: reading

    private mutating func read(_ file: File) {
        let content: [UInt8]
        do {
            content = try StringCatalog.bytes(contentsOf: file.path)
        } catch {
            problems.append(diagnostic(error, file: file))
            return
        }
        bytes[file.resourcePath] = content
        let fileName = file.resourcePath.split(separator: "/").last.map(String.init) ?? file.resourcePath
        do {
            if fileName.hasSuffix(".xcstrings") {
                let catalog = try StringCatalog(bytes: content, file: file.path)
                if catalogSourceLanguage == nil { catalogSourceLanguage = catalog.sourceLanguage }
                for language in catalog.languages {
                    add(catalog.table(for: language), language: language)
                }
                for key in catalog.keys {
                    if let comment = catalog.comment(for: key), !comment.isEmpty {
                        comments[catalog.name, default: [:]][key, default: [:]][catalog.sourceLanguage] = comment
                    }
                }
            } else {
                let language = String(file.resourcePath.prefix { $0 != "/" }.dropLast(".lproj".count))
                if fileName.hasSuffix(".stringsdict") {
                    let table = String(fileName.dropLast(".stringsdict".count))
                    add(try LocalizationTable(name: table, stringsdict: content, file: file.path), language: language)
                } else {
                    let table = String(fileName.dropLast(".strings".count))
                    let strings = try StringsFileReader.read(content, file: file.path)
                    for entry in strings.entries {
                        guard let comment = entry.comment, !comment.isEmpty else { continue }
                        comments[table, default: [:]][entry.key, default: [:]][language] = comment
                    }
                    add(LocalizationTable(name: table, strings: strings), language: language)
                }
            }
        } catch {
            problems.append(diagnostic(error, file: file))
        }
    }

    /// Adds a table; the `.stringsdict` table of a name overrides its `.strings` table (files
    /// are read in path order, so `.strings` comes first) and `.lproj` files override a catalog.
    private mutating func add(_ table: LocalizationTable, language: String) {
        if let existing = tables[table.name]?[language] {
            tables[table.name]?[language] = existing.merging(table)
        } else {
            tables[table.name, default: [:]][language] = table
        }
    }

    private func diagnostic(_ error: StringsdictError, file: File) -> CodegenDiagnostic {
        var message = error.message
        if !error.keyPath.isEmpty { message = "'\(error.keyPath.joined(separator: " › "))': " + message }
        if let hint = error.hint { message += "; " + hint }
        return CodegenDiagnostic(.error, message, at: error.location ?? SourceLocation(file: file.path, line: 1, column: 1))
    }
}
