import FoundationEssentials
import Synchronization

/// The `.lproj` folders and String Catalogs of one resources folder and their tables, read when
/// first needed and kept compiled; shared by every ``Localizations`` view made from it.
///
/// A catalog (`Name.xcstrings` in the resources folder) adds its languages as localizations and
/// its table `Name` to each; in a localization that also has `Name.strings` or
/// `Name.stringsdict`, those files' keys override the catalog's.
///
/// Sendable: the folder listing is immutable after `init`; compiled tables live behind a mutex,
/// loaded outside the lock (two threads may load one table at once; the first stored wins).
final class LocalizationStore: Sendable {
    /// Where a table's files are, per localization.
    struct TableFiles: Sendable {
        var strings: String?
        var stringsdict: String?
    }

    /// The resources folder.
    let path: String
    /// The localizations found, sorted by name.
    let names: [LocalizationName]
    /// localization name → table name → files.
    let files: [String: [String: TableFiles]]
    /// The String Catalogs, by table name.
    let catalogs: [String: StringCatalog]
    /// The bytes of files held in memory (``init(embedded:)``), by path; empty for a folder.
    let embedded: [String: [UInt8]]

    private let tables = Mutex<[TableKey: Result<LocalizationTable, StringsdictError>]>([:])
    /// The root's `Info.plist`, read when first asked for: nil inside when there is none.
    private let infoPlist = Mutex<Result<PropertyListDictionary?, StringsdictError>?>(nil)

    struct TableKey: Hashable, Sendable {
        let localization: String
        let table: String
    }

    /// Lists `path`'s `.lproj` folders and their `.strings` and `.stringsdict` files.
    ///
    /// - Throws: ``StringsdictError`` of kind `.io` when the folder cannot be read or holds no
    ///   `.lproj` folder.
    init(path: String) throws(StringsdictError) {
        self.path = path
        let manager = FileManager.default
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: path)
        } catch {
            throw StringsdictError(.io, "cannot list the resources folder \(path): \(SystemErrorReason.describe(error))",
                                   at: SourceLocation(file: path, line: 1, column: 1))
        }
        var names: [LocalizationName] = []
        var files: [String: [String: TableFiles]] = [:]
        var catalogs: [String: StringCatalog] = [:]
        for entry in entries.sorted() where entry.hasSuffix(".xcstrings") {
            let catalog = try StringCatalog(contentsOf: path.hasSuffix("/") ? path + entry : path + "/" + entry)
            catalogs[catalog.name] = catalog
        }
        for entry in entries.sorted() where LocalizationFolder.isFolderName(entry) {
            let folder = path.hasSuffix("/") ? path + entry : path + "/" + entry
            var isDirectory: Bool = false
            guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory else { continue }
            let name = LocalizationName(entry)
            names.append(name)
            var tables: [String: TableFiles] = [:]
            for file in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
                let filePath = folder + "/" + file
                if file.hasSuffix(".stringsdict") {
                    tables[String(file.dropLast(".stringsdict".count)), default: TableFiles()].stringsdict = filePath
                } else if file.hasSuffix(".strings") {
                    tables[String(file.dropLast(".strings".count)), default: TableFiles()].strings = filePath
                }
            }
            files[name.name] = tables
        }
        for language in Set(catalogs.values.flatMap(\.languages)).sorted() where !names.contains(where: { $0.name == language }) {
            names.append(LocalizationName(language))
        }
        guard !names.isEmpty else {
            throw StringsdictError(
                .io, "no .lproj folder or .xcstrings catalog in \(path)",
                hint: "point at the folder that holds en.lproj, de.lproj, … or Localizable.xcstrings")
        }
        self.names = names.sorted { $0.name < $1.name }
        self.files = files
        self.catalogs = catalogs
        embedded = [:]
    }

    /// A store over files held in memory, by relative path: `LANG.lproj/TABLE.strings`,
    /// `LANG.lproj/TABLE.stringsdict` and `TABLE.xcstrings` (what ``EmbeddedFile`` carries).
    ///
    /// Never throws: a catalog that does not parse is left out (its keys are then missing and
    /// reported as such); other paths are ignored. With no file at all the store holds one empty
    /// localization, `developmentLanguage`, so negotiation still has a folder to choose.
    init(embedded: [EmbeddedFile], developmentLanguage: LocaleIdentifier) {
        path = "<embedded>"
        var bytes: [String: [UInt8]] = [:]
        var files: [String: [String: TableFiles]] = [:]
        var catalogs: [String: StringCatalog] = [:]
        for file in embedded {
            guard let content = file.bytes else { continue }
            let parts = file.path.split(separator: "/").map(String.init)
            if parts.count == 1, parts[0].hasSuffix(".xcstrings") {
                if let catalog = try? StringCatalog(bytes: content, file: file.path) { catalogs[catalog.name] = catalog }
            } else if parts.count == 2, let folder = LocalizationFolder(folderName: parts[0]) {
                let localization = folder.name
                if parts[1].hasSuffix(".stringsdict") {
                    files[localization, default: [:]][String(parts[1].dropLast(".stringsdict".count)), default: TableFiles()].stringsdict = file.path
                } else if parts[1].hasSuffix(".strings") {
                    files[localization, default: [:]][String(parts[1].dropLast(".strings".count)), default: TableFiles()].strings = file.path
                } else {
                    continue
                }
            } else {
                continue
            }
            bytes[file.path] = content
        }
        var names = Set(files.keys).union(catalogs.values.flatMap(\.languages))
        if names.isEmpty { names.insert(developmentLanguage.identifier) }
        self.names = names.map(LocalizationName.init).sorted { $0.name < $1.name }
        self.files = files
        self.catalogs = catalogs
        self.embedded = bytes
    }

    /// The table `table` of localization `localization`, compiled; nil when that localization has
    /// no such table.
    ///
    /// - Throws: the ``StringsdictError`` from reading the table's files (the same error every
    ///   time: a failed load is remembered too).
    func table(_ table: String, in localization: String) throws(StringsdictError) -> LocalizationTable? {
        let tableFiles = files[localization]?[table]
        let catalog = catalogs[table].flatMap { $0.languages.contains(localization) ? $0 : nil }
        guard tableFiles != nil || catalog != nil else { return nil }
        let key = TableKey(localization: localization, table: table)
        if let cached = tables.withLock({ $0[key] }) { return try cached.get() }
        let loaded: Result<LocalizationTable, StringsdictError>
        do {
            var merged = catalog?.table(for: localization) ?? LocalizationTable(name: table)
            let tableFiles = tableFiles ?? TableFiles()
            if let strings = tableFiles.strings { merged = merged.merging(try load(strings, table: table)) }
            // The .stringsdict table overrides the .strings table of the same name (the Rendering messages article).
            if let stringsdict = tableFiles.stringsdict { merged = merged.merging(try load(stringsdict, table: table)) }
            loaded = .success(merged)
        } catch {
            loaded = .failure(error)
        }
        let stored = tables.withLock { tables in
            if let raced = tables[key] { return raced }
            tables[key] = loaded
            return loaded
        }
        return try stored.get()
    }

    /// One file's table, from memory when the store holds its bytes, else from the disk.
    private func load(_ file: String, table: String) throws(StringsdictError) -> LocalizationTable {
        guard let bytes = embedded[file] else { return try LocalizationTable(contentsOf: file) }
        if file.hasSuffix(".stringsdict") { return try LocalizationTable(name: table, stringsdict: bytes, file: file) }
        return LocalizationTable(name: table, strings: try StringsFileReader.read(bytes, file: file))
    }

    /// The root dictionary of `Info.plist` at the top of the resources folder (XML or binary);
    /// nil when there is no such file.
    ///
    /// - Throws: ``StringsdictError`` when the file exists but does not parse or its root is not
    ///   a dictionary (the same error every time).
    func infoDictionary() throws(StringsdictError) -> PropertyListDictionary? {
        if let cached = infoPlist.withLock({ $0 }) { return try cached.get() }
        let file = path.hasSuffix("/") ? path + "Info.plist" : path + "/Info.plist"
        let loaded: Result<PropertyListDictionary?, StringsdictError>
        if !FileManager.default.fileExists(atPath: file) {
            loaded = .success(nil)
        } else {
            do throws(StringsdictError) {
                let root = try PropertyListReader.read(contentsOf: file)
                guard let dictionary = root.dictionary else {
                    throw StringsdictError(.structure, "the root of Info.plist is \(root.value.typeName), not a dictionary", at: root.location,
                                           hint: "an Info.plist is a dictionary of keys such as CFBundleDisplayName")
                }
                loaded = .success(dictionary)
            } catch {
                loaded = .failure(error)
            }
        }
        infoPlist.withLock { $0 = $0 ?? loaded }
        return try loaded.get()
    }

    /// The table names any localization has, sorted.
    var tableNames: [String] {
        Set(files.values.flatMap(\.keys)).union(catalogs.keys).sorted()
    }
}
