import FoundationEssentials
import Stringsdict

/// `stringsdict xliff export`: one XLIFF document per target language, in the shape of the
/// `.xliff` inside Xcode's `.xcloc` localization catalogs, and the `.xcloc` folder layout.
public enum XLIFFExporter {
    /// A string the code uses, as `genstrings` (and Xcode's export) extracts it from a call such as
    /// `NSLocalizedString("key", tableName: "Table", value: "Value", comment: "Comment")`.
    public struct CodeString: Hashable, Sendable {
        /// The table the call names (`Localizable` when it names none).
        public var table: String
        /// The key.
        public var key: String
        /// The development-language text the call gives; nil when it gives none (the key is the text).
        public var value: String?
        /// The comment for translators; nil or empty for none (a `.strings` table's unit then has
        /// genstrings' `No comment provided by engineer.`, a catalog's none).
        public var comment: String?
        /// The development-language table the string belongs to, such as the `InfoPlist.strings`
        /// beside the `Info.plist` it comes from (see
        /// ``TranslationSource/infoPlistTables(in:among:sourceLanguage:)``); nil for the first
        /// `.strings` table named ``table``. A bound string whose value refers to a build setting
        /// (`$(PRODUCT_NAME)`, see ``InfoPlistStrings/hasBuildSettingReference(_:)``) makes no unit
        /// of its own, as only a build knows its text: it only gives the table's unit of the same
        /// key its note.
        public var source: TranslationSource?
        /// The source files that use the string. Where several tables have its name, it goes to
        /// the one sharing the most folders with each of them (Xcode puts a string in its
        /// target's table: KeepingYouAwake's framework and app have a `Localizable.strings` each,
        /// geteduroam's SwiftPM targets a `Resources/Localizable.xcstrings` each), else to the
        /// first of its name.
        public var files: [String] = []
        /// The comments of its calls in each of ``files`` (a file whose calls have none maps to
        /// an empty list); empty when not known. Where its files go to several tables, each
        /// table's unit has the comments of its own files' calls, sorted, a line each, as Xcode
        /// extracts a target's strings from that target's code (tinode's notification extension
        /// and app each have their own comments for `Unknown`).
        public var commentsByFile: [String: [String]] = [:]
        /// The text as the code writes it, where a `.strings` table keeps it so and ``value``
        /// has its specifiers numbered: Xcode's compiler extraction numbers those of the
        /// `NSLocalizedString` macros (`Remove %1$@ from %2$@?`, tinode's Xcode 16.4 export) and
        /// of catalogs' strings, not those of SwiftUI's `Text` or `String(localized:)` in a
        /// table (`%.0f kcal (%.0fg)`, FitTrackPro's Xcode 26.5 export). nil for ``value``.
        public var writtenValue: String? = nil

        /// A string found in code.
        ///
        /// - Parameters:
        ///   - table: the table name, without `.strings`.
        ///   - key: the key.
        ///   - value: the default value, or nil.
        ///   - comment: the comment, or nil.
        ///   - source: the table it belongs to, or nil for the first of its name.
        public init(table: String, key: String, value: String? = nil, comment: String? = nil, source: TranslationSource? = nil) {
            self.table = table
            self.key = key
            self.value = value
            self.comment = comment
            self.source = source
        }

        /// The string with the comments of its calls in `files` only: distinct, sorted, a line
        /// each (``StringsFileWriter/extractedComment(byFile:eachFileAsGenstrings:)``); none where
        /// those calls give none.
        func commented(byCallsIn files: [String]) -> CodeString {
            var copy = self
            copy.comment = StringsFileWriter.extractedComment(byFile: Set(files).map { commentsByFile[$0] ?? [] })
            copy.files = files
            return copy
        }

        /// Whether the string is a unit of its own where its table lacks the key: not for a bound
        /// string whose value only a build knows.
        var makesUnit: Bool {
            source == nil || !InfoPlistStrings.hasBuildSettingReference(value ?? "")
        }
    }

    /// The document for `language`: one `<file>` per source, in Xcode's order (by `original`,
    /// letters' case aside, see ``XcodeUnitOrder``).
    ///
    /// Strings found in code are added to the `<file>` of the `.strings` table or catalog of the
    /// same name (`Localizable` → `en.lproj/Localizable.strings`) nearest the files using them,
    /// else the first of that name (see ``CodeString/files``), as Xcode puts the strings it
    /// extracts from code into that table's `<file>`; the units of each `<file>` are in Xcode's
    /// order (``XcodeUnitOrder``);
    /// a key the table already has (or a repeated key) is written once, the table's. A table that
    /// only code uses (no source has it) gets a `<file>` of its own after the sources', as Xcode
    /// makes one: `<sourceLanguage>.lproj/<Table>.strings` (see
    /// ``TranslationSource/codeTable(named:root:among:sourceLanguage:)`` for its folder), with
    /// targets from `<language>.lproj/<Table>.strings` where that exists. With no source to
    /// place it beside and no `codeTableRoot`, such strings are left out. A string bound to a
    /// table (``CodeString/source``, an `Info.plist`'s strings) goes into that table's `<file>`,
    /// made when its file does not exist; where the table has its key without a comment, the
    /// string's comment (Xcode's name for the key) becomes the unit's note.
    ///
    /// - Parameters:
    ///   - sources: the tables and catalogs (see ``TranslationSource/find(in:sourceLanguage:)``).
    ///   - language: the target language.
    ///   - codeStrings: strings extracted from the code (`xliff export --sources`).
    ///   - codeTableRoot: the folder a table only code uses is placed under; nil for the first
    ///     source's.
    ///   - sourceLanguage: the development language, whose `.lproj` folder such a table is in;
    ///     nil for the sources' (English without any).
    /// - Throws: ``StringsdictError`` when a source or an existing translation cannot be read.
    public static func document(for sources: [TranslationSource], language: String, codeStrings: [CodeString] = [],
                                codeTableRoot: String? = nil, sourceLanguage: String? = nil) throws(StringsdictError) -> XLIFFDocument {
        let sources = try codeTables(for: sources, codeStrings: codeStrings, root: codeTableRoot, sourceLanguage: sourceLanguage)
        return try document(for: sources, language: language, assigned: assignments(of: codeStrings, to: sources))
    }

    /// `sources` followed by one source per table that only `codeStrings` name, in table-name
    /// order (their development-language files need not exist).
    ///
    /// - Throws: ``StringsdictError`` when such a table's name is not a plain file name (see
    ///   ``OutputPath/checkTable(_:at:keyPath:)``).
    static func codeTables(for sources: [TranslationSource], codeStrings: [CodeString], root: String?,
                           sourceLanguage: String?) throws(StringsdictError) -> [TranslationSource] {
        // Tables strings are bound to (an Info.plist's InfoPlist table) that have no file yet.
        var paths = Set(sources.map(\.path))
        var bound: [TranslationSource] = []
        for string in codeStrings {
            if let source = string.source, paths.insert(source.path).inserted { bound.append(source) }
        }
        let unbound = codeStrings.filter { $0.source == nil }
        guard let root = root ?? sources.first?.root else { return sources + bound }
        // A catalog is its table: Xcode keeps the strings code uses in it.
        let named = Set(sources.compactMap(\.codeTableName))
        let sourceLanguage = sourceLanguage ?? sources.first { $0.kind != .catalog }?.sourceLanguage ?? sources.first?.sourceLanguage ?? "en"
        var tables: [TranslationSource] = []
        let folder = LocalizationFolder(name: sourceLanguage).folderName
        for table in Set(unbound.map(\.table)).sorted() {
            try OutputPath.checkTable(table, at: nil, keyPath: [table])
            // A folder whose .lproj folders translate the table but hold no development-language
            // file of it is a table of its own, for the code beside it: tinode's notification
            // extension has es.lproj/Localizable.strings and no en.lproj, and Xcode exports its
            // strings as TinodiosNSExtension/en.lproj/Localizable.strings.
            let served = Set(sources.filter { $0.codeTableName == table }.map(Self.servedFolder))
            var made = false
            for translated in TranslationSource.translatedFolders(holding: table + ".strings", root: root)
            where !served.contains(XcodeProject.standardized(translated.isEmpty ? root : root + "/" + translated)) {
                let original = (translated.isEmpty ? "" : translated + "/") + folder + "/" + table + ".strings"
                guard let codeTable = TranslationSource.codeTable(original: original, root: root, sourceLanguage: sourceLanguage) else { continue }
                tables.append(codeTable)
                made = true
            }
            if !made, !named.contains(table) {
                tables.append(TranslationSource.codeTable(named: table, root: root, among: sources, sourceLanguage: sourceLanguage))
            }
        }
        // A target of the Xcode project that compiles a file using the table, and has no table of
        // that name in its resources, gets one in its folder, as Xcode makes it: a catalog where
        // the target prefers them (FitTrackPro's widget, Xcode 26.5), else an .lproj table.
        var known = sources + bound + tables
        var knownPaths = Set(known.map { XcodeProject.standardized($0.path) })
        var knownPlaces = Set(known.compactMap(TargetPlace.init(of:)))
        var targets = TargetCache()
        let base = XcodeProject.standardized(root)
        for string in unbound where string.makesUnit {
            for file in string.files {
                for place in targets.places(of: string.table, usedIn: file) where !knownPlaces.contains(place) {
                    guard place.location == base || place.location.hasPrefix(base == "/" ? "/" : base + "/") else { continue }
                    let relative = place.location == base ? "" : String(place.location.dropFirst(base == "/" ? 1 : base.count + 1))
                    let made = place.isCatalog
                        ? TranslationSource.madeCatalog(original: relative, root: root, sourceLanguage: sourceLanguage)
                        : TranslationSource.codeTable(original: (relative.isEmpty ? "" : relative + "/") + folder + "/" + string.table + ".strings",
                                                      root: root, sourceLanguage: sourceLanguage)
                    guard let made, knownPaths.insert(XcodeProject.standardized(made.path)).inserted else { continue }
                    known.append(made)
                    if let madePlace = TargetPlace(of: made) { knownPlaces.insert(madePlace) }
                }
            }
        }
        return known
    }

    /// Where an Xcode target keeps the strings of a table: the folder holding the `.lproj`
    /// folders of its `.strings` table, or its catalog's path (absolute, standardized).
    struct TargetPlace: Hashable {
        var location: String
        var isCatalog: Bool

        init(location: String, isCatalog: Bool) {
            self.location = location
            self.isCatalog = isCatalog
        }

        /// Where `source` keeps its strings: a catalog's path, a `.strings` table's folder
        /// above its `.lproj` folder; nil for other kinds.
        init?(of source: TranslationSource) {
            switch source.kind {
            case .catalog: self.init(location: XcodeProject.standardized(source.path), isCatalog: true)
            case .strings: self.init(location: servedFolder(source), isCatalog: false)
            default: return nil
            }
        }
    }

    /// The Xcode targets compiling each source file, looked up once a file.
    struct TargetCache {
        private var byFile: [String: [XcodeProject.Target]] = [:]
        /// Each file's Swift package target folder (nil: none), and each such target's places
        /// of a table (by folder and table name): looked up once, not for every string.
        private var packageFolders: [String: String?] = [:]
        private var packagePlaces: [String: [TargetPlace]] = [:]

        /// Where the targets (test bundles aside) compiling `file` keep the strings of `table`:
        /// the tables of that name among their resources, else, for a target whose folder is
        /// known, a catalog in it where it prefers them, or its folder for an `.lproj` table.
        /// Empty when no project compiles the file.
        mutating func places(of table: String, usedIn file: String) -> [TargetPlace] {
            let path = XcodeProject.standardized(file)
            let targets = byFile[path] ?? XcodeProject.targets(compiling: path)
            byFile[path] = targets
            // A Swift package's target, which no Xcode project compiles: its tables of that name
            // under its folder, else a new `.strings` table in its `Resources` folder
            // (geteduroam's Xcode 16.0 export made
            // `GeteduroamPackage/Sources/AppRemoteConfigClient/Resources/en.lproj/Localizable.strings`
            // for a target with no resources).
            if targets.isEmpty {
                let folder = packageFolders[path] ?? XLIFFExporter.packageTargetFolder(of: path)
                packageFolders[path] = .some(folder)
                if let folder {
                    let key = folder + "\n" + table
                    if let known = packagePlaces[key] { return known }
                    var found = XLIFFExporter.tables(named: table, under: folder)
                    if found.isEmpty { found = [TargetPlace(location: folder + "/Resources", isCatalog: false)] }
                    packagePlaces[key] = found
                    return found
                }
            }
            var places: [TargetPlace] = []
            for target in targets {
                let locations = target.tableLocations(of: table + ".strings")
                if !locations.isEmpty {
                    places += locations.map { TargetPlace(location: $0, isCatalog: $0.hasSuffix(".xcstrings")) }
                } else if let folder = target.folder {
                    let place = XcodeProject.standardized((target.sourceRoot.isEmpty ? "." : target.sourceRoot) + (folder.isEmpty ? "" : "/" + folder))
                    places.append(target.prefersStringCatalogs
                        ? TargetPlace(location: place + "/" + table + ".xcstrings", isCatalog: true)
                        : TargetPlace(location: place, isCatalog: false))
                }
            }
            return places
        }
    }

    /// The folder of the Swift package target `file` (absolute, standardized) belongs to:
    /// `<package>/Sources/<Target>` where `<package>` holds a `Package.swift`; nil otherwise.
    static func packageTargetFolder(of file: String) -> String? {
        let parts = file.split(separator: "/")
        guard parts.count >= 4 else { return nil }
        for index in stride(from: parts.count - 4, through: 0, by: -1) where parts[index + 1] == "Sources" || parts[index + 1] == "Source" {
            let package = "/" + parts[...index].joined(separator: "/")
            if DirectoryListing.isFile(package + "/Package.swift") {
                return package + "/" + parts[index + 1] + "/" + parts[index + 2]
            }
        }
        return nil
    }

    /// Where the tables named `table` under `folder` keep their strings (catalogs, and the
    /// folders holding `.lproj/<table>.strings`), at most four levels down, sorted.
    static func tables(named table: String, under folder: String) -> [TargetPlace] {
        var places: [TargetPlace] = []
        var pending: [(path: String, depth: Int)] = [(folder, 0)]
        var visited = 0
        while let (current, depth) = pending.popLast(), visited < 2_000 {
            visited += 1
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
            var holdsTable = false
            for name in names {
                let path = current + "/" + name
                if name == table + ".xcstrings" {
                    places.append(TargetPlace(location: path, isCatalog: true))
                } else if LocalizationFolder(folderName: name) != nil {
                    if DirectoryListing.isFile(path + "/" + table + ".strings") { holdsTable = true }
                } else if depth < 4, DirectoryListing.isDirectory(path) {
                    pending.append((path, depth + 1))
                }
            }
            if holdsTable { places.append(TargetPlace(location: current, isCatalog: false)) }
        }
        return places.sorted { $0.location < $1.location }
    }

    /// The folder a table serves, absolute: the one holding its `.lproj` folder, or a catalog's own.
    private static func servedFolder(_ source: TranslationSource) -> String {
        var parts = XcodeProject.standardized(source.path).split(separator: "/").dropLast()
        if let last = parts.last, LocalizationFolder(folderName: String(last)) != nil { parts = parts.dropLast() }
        return "/" + parts.joined(separator: "/")
    }

    /// The strings of `codeStrings` each source's `<file>` takes, by the source's path: those
    /// bound to it, and each of those bound to none for the `.strings` table or catalog of its
    /// name nearest the files that use it (``CodeString/files``), else the first of its name.
    static func assignments(of codeStrings: [CodeString], to sources: [TranslationSource]) -> [String: [CodeString]] {
        var assigned: [String: [CodeString]] = [:]
        var targets = TargetCache()
        var byName: [String: [(source: TranslationSource, folder: [Substring])]] = [:]
        // Each table's path by where it keeps its strings, for the targets' places.
        var byPlace: [String: [TargetPlace: String]] = [:]
        for source in sources {
            guard let name = source.codeTableName else { continue }
            byName[name, default: []].append((source, servedFolder(source).split(separator: "/")))
            if let place = TargetPlace(of: source), byPlace[name]?[place] == nil { byPlace[name, default: [:]][place] = source.path }
        }
        for string in codeStrings {
            if let own = string.source {
                // `<Target>-InfoPlist` is the InfoPlist table, whichever of the two names the string gives.
                let infoPlist = own.codeTableName.map(InfoPlistStrings.isTable) == true && InfoPlistStrings.isTable(string.table)
                if own.codeTableName == string.table || infoPlist {
                    assigned[own.path, default: []].append(string)
                }
                continue
            }
            guard let candidates = byName[string.table], let first = candidates.first else { continue }
            var chosen: [String] = []
            var filesByTable: [String: [String]] = [:]
            for file in string.files {
                // The tables of the Xcode targets that compile the file, where a project says.
                let placed = targets.places(of: string.table, usedIn: file).compactMap { byPlace[string.table]?[$0] }
                if !placed.isEmpty {
                    for path in placed {
                        if !chosen.contains(path) { chosen.append(path) }
                        if filesByTable[path]?.last != file { filesByTable[path, default: []].append(file) }
                    }
                    continue
                }
                // The table sharing the most folders with the file (a SwiftPM target's
                // Resources/Localizable.xcstrings for Sources/Target/View.swift), the first on a tie.
                let folders = XcodeProject.standardized(file).split(separator: "/").dropLast()
                var best: (source: TranslationSource, shared: Int)?
                for candidate in candidates {
                    let shared = zip(folders, candidate.folder).prefix { $0 == $1 }.count
                    if shared > (best?.shared ?? 0) { best = (candidate.source, shared) }
                }
                if let best {
                    if !chosen.contains(best.source.path) { chosen.append(best.source.path) }
                    filesByTable[best.source.path, default: []].append(file)
                }
            }
            if chosen.count > 1, !string.commentsByFile.isEmpty {
                for path in chosen { assigned[path, default: []].append(string.commented(byCallsIn: filesByTable[path] ?? [])) }
            } else {
                for path in chosen.isEmpty ? [first.source.path] : chosen { assigned[path, default: []].append(string) }
            }
        }
        return assigned
    }

    /// The document for `language` of `sources`, with the code strings `assigned` to each.
    private static func document(for sources: [TranslationSource], language: String, assigned: [String: [CodeString]]) throws(StringsdictError) -> XLIFFDocument {
        var files: [XLIFFDocument.File] = []
        for source in sources {
            var loaded = try source.units(for: language)
            if let strings = assigned[source.path] {
                // A key of the table that an Info.plist also has is the table's, with the name
                // Xcode gives the key as its note where the table has no comment.
                let names = Dictionary(strings.filter { $0.source != nil }.map { ($0.key, $0.comment) }, uniquingKeysWith: { first, _ in first })
                for index in loaded.units.indices where loaded.units[index].note == nil {
                    if let name = names[loaded.units[index].id] ?? nil, !name.isEmpty { loaded.units[index].note = name }
                }
                loaded.units += try codeUnits(strings, after: loaded.units, of: source, language: language)
            }
            guard !loaded.units.isEmpty else { continue }
            // Xcode's order, for catalogs too (geteduroam's Xcode 16.0 export has a catalog's
            // "No OID…" before "No credentials…", which the catalog file has the other way).
            loaded.units.sort { XcodeUnitOrder.precedes($0.id, $1.id) }
            // The development language's own export: each text is its own translation, as
            // Xcode writes it (a table's without a state, a catalog's `new` where it has none).
            if TranslationSource.folding(language) == TranslationSource.folding(loaded.sourceLanguage) {
                for index in loaded.units.indices where loaded.units[index].target == nil {
                    loaded.units[index].target = loaded.units[index].source
                    if case .catalog = loaded.units[index].slot { loaded.units[index].state = "new" }
                }
            }
            for unit in loaded.units { try checkXML10(unit, of: source, language: language) }
            let units = loaded.units.map { unit in
                var made = XLIFFDocument.Unit(id: unit.id, source: unit.source, target: unit.target, state: unit.target == nil ? nil : unit.state, note: unit.note)
                made.isTranslatable = unit.isTranslatable
                return made
            }
            files.append(XLIFFDocument.File(original: source.original, sourceLanguage: loaded.sourceLanguage, targetLanguage: language, units: units))
        }
        // Xcode's order of <file>s: by original, letters' case aside.
        files.sort { XcodeUnitOrder.precedes($0.original, $1.original, ignoringCase: true) }
        return XLIFFDocument(files: files)
    }

    /// The units of `strings` whose keys `existing` does not have, in the order given (the
    /// document sorts every `<file>`), with their translations from the target table.
    static func codeUnits(_ strings: [CodeString], after existing: [TranslationUnit], of source: TranslationSource,
                                  language: String) throws(StringsdictError) -> [TranslationUnit] {
        // A catalog's keys, with variations or not, are its own.
        var seen = Set(existing.map { unit in
            if case .catalog(let key, _) = unit.slot { return key }
            return unit.id
        })
        let fresh = strings.filter { $0.makesUnit && seen.insert($0.key).inserted }
        guard !fresh.isEmpty else { return [] }
        let isCatalog = source.kind == .catalog
        let targetFile = source.targetPath(for: language)
        let target = !isCatalog && FileManager.default.fileExists(atPath: targetFile) ? try StringsFileReader.read(contentsOf: targetFile) : nil
        return fresh.map { string in
            let translation = target?[string.key]?.value
            let comment = string.comment.flatMap { $0.isEmpty ? nil : $0 } ?? (string.source == nil && !isCatalog ? StringsFileWriter.missingComment : nil)
            let text = isCatalog ? string.value : string.writtenValue ?? string.value
            return TranslationUnit(id: string.key, source: text ?? string.key, target: translation,
                                   state: nil, note: comment,
                                   slot: isCatalog ? .catalog(key: string.key, path: []) : .strings(key: string.key))
        }
    }

    /// The String Catalog of a catalog only strings bound to it make (an `InfoPlist.xcstrings`
    /// Xcode makes from the `Info.plist`): each key once, its comment, `extracted_with_value`
    /// and the development language's text as a `new` unit, as Xcode syncs such a catalog.
    static func madeCatalog(_ strings: [CodeString], sourceLanguage: String) -> StringCatalogDocument {
        var document = StringCatalogDocument(sourceLanguage: sourceLanguage)
        for string in strings where string.makesUnit && document.strings[string.key] == nil {
            let value = string.value ?? string.key
            document.strings[string.key] = StringCatalogDocument.Entry(
                comment: string.comment.flatMap { $0.isEmpty ? nil : $0 }, extractionState: "extracted_with_value",
                localizations: [sourceLanguage: StringCatalogDocument.Localization(stringUnit: StringCatalogDocument.StringUnit(state: "new", value: value))])
        }
        return document
    }

    /// The development-language table of a table only code uses, as Xcode 16 writes it into an
    /// export: each key once (its first call's value and comment), in key order, UTF-8.
    static func codeTableBytes(_ strings: [CodeString]) -> [UInt8] {
        var seen = Set<String>()
        let pairs = strings.filter { $0.makesUnit && seen.insert($0.key).inserted }
            .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            .map { StringsFileWriter.Pair(key: $0.key, value: $0.writtenValue ?? $0.value ?? $0.key,
                                          comment: $0.comment.flatMap { $0.isEmpty ? nil : $0 } ?? ($0.source == nil ? StringsFileWriter.missingComment : nil)) }
        // Each entry followed by a blank line, the last too, as Xcode 16 writes such a table.
        var bytes = StringsFileWriter.bytes(of: pairs)
        if !bytes.isEmpty { bytes.append(0x0A) }
        return bytes
    }

    /// Throws when a text of `unit` holds a character XML 1.0 cannot carry: the error names the
    /// file, the key and, for `.strings` and `.stringsdict` tables, the value's line and column
    /// (read again only then).
    private static func checkXML10(_ unit: TranslationUnit, of source: TranslationSource, language: String) throws(StringsdictError) {
        let texts: [(text: String?, isTarget: Bool, isNote: Bool)] = [(unit.source, false, false), (unit.target, true, false), (unit.note, false, true)]
        for (text, isTarget, isNote) in texts {
            guard let text, XMLEscaping.firstNonXML10Character(in: text) != nil else { continue }
            // The translation's file only when it is needed: every unit is checked.
            let path = isTarget ? source.targetPath(for: language) : source.path
            // An interface file's source text and note are at the value in the document.
            let place = source.kind == .interface && path == source.path
                ? (try? InterfaceDocument(contentsOf: path))?.string(forKey: unit.id)?.location
                : location(of: unit.slot, in: path, isNote: isNote)
            try XMLEscaping.check(text, keyPath: [source.original, unit.id], location: place)
        }
    }

    /// Where the value of `slot` is in the table at `path` (its key, for a comment); nil for a
    /// catalog or a table that does not read.
    private static func location(of slot: TranslationUnit.Slot, in path: String, isNote: Bool) -> SourceLocation? {
        switch slot {
        case .strings(let key):
            guard let entry = (try? StringsFileReader.read(contentsOf: path))?[key] else { return nil }
            return isNote ? entry.keyLocation : entry.valueLocation
        case .stringsdict(let key, let keyPath):
            guard let bytes = try? AtomicFile.read(path), let root = try? PropertyListReader.readDictionary(bytes, file: path).dictionary,
                  var node = root[key] else { return nil }
            if isNote { return node.location }
            for name in keyPath {
                guard let next = node.dictionary?[name] else { return node.location }
                node = next
            }
            return node.location
        case .catalog:
            return nil
        }
    }

    /// The files of an export for `language`, as paths relative to the output folder and their
    /// bytes: `L.xliff`, or with `xcloc` the `L.xcloc` folder (`contents.json`,
    /// `Localized Contents/L.xliff`, the development-language files under `Source Contents/`,
    /// an empty `Notes/` folder is the caller's to create).
    ///
    /// - Parameters:
    ///   - sources: the tables and catalogs.
    ///   - language: the target language.
    ///   - xcloc: whether to lay the files out as a `.xcloc` folder.
    ///   - project: the `project` field of `contents.json` (`App.xcodeproj`); with
    ///     `workspace`, its `workspace` field instead (`App.xcworkspace`), as Xcode writes an
    ///     export made from a workspace (KeepingYouAwake's, tinode's).
    ///   - tool: the tool named in the XLIFF headers and `contents.json`.
    ///   - codeStrings: strings extracted from the code, added to their tables' `<file>`s (see
    ///     ``document(for:language:codeStrings:codeTableRoot:sourceLanguage:)``).
    ///   - codeTableRoot: the folder a table only code uses is placed under; nil for the first
    ///     source's.
    ///   - sourceLanguage: the development language of such a table; nil for the sources'.
    /// - Throws: ``StringsdictError`` when a source cannot be read, or a text holds a character
    ///   XML 1.0 cannot carry (naming the source file and the unit).
    public static func files(for sources: [TranslationSource], language: String, xcloc: Bool, project: String, workspace: Bool = false,
                             tool: XLIFFWriter.Tool = XLIFFWriter.Tool(), codeStrings: [CodeString] = [],
                             codeTableRoot: String? = nil, sourceLanguage: String? = nil) throws(StringsdictError) -> [(path: String, bytes: [UInt8])] {
        let sources = try codeTables(for: sources, codeStrings: codeStrings, root: codeTableRoot, sourceLanguage: sourceLanguage)
        let assigned = assignments(of: codeStrings, to: sources)
        let document = try document(for: sources, language: language, assigned: assigned)
        let xliff = try XLIFFWriter.bytes(of: document, tool: tool)
        guard xcloc else { return [(language + ".xliff", xliff)] }
        let folder = language + ".xcloc"
        let developmentRegion = document.files.first?.sourceLanguage ?? sources.first?.sourceLanguage ?? "en"
        var toolInfo = [
            JSONObject.Member(key: "toolID", value: .string(tool.id)),
            JSONObject.Member(key: "toolName", value: .string(tool.name)),
        ]
        if let version = tool.version { toolInfo.append(.init(key: "toolVersion", value: .string(version))) }
        var members: [JSONObject.Member] = [.init(key: "developmentRegion", value: .string(developmentRegion))]
        if !workspace { members.append(.init(key: "project", value: .string(project))) }
        members += [
            .init(key: "targetLocale", value: .string(language)),
            .init(key: "toolInfo", value: .object(JSONObject(toolInfo))),
            .init(key: "version", value: .string("1.0")),
        ]
        if workspace { members.append(.init(key: "workspace", value: .string(project))) }
        let contents = JSONValue.object(JSONObject(members))
        var files: [(path: String, bytes: [UInt8])] = [
            (folder + "/contents.json", CanonicalJSONWriter.bytes(of: contents)),
            (folder + "/Localized Contents/" + language + ".xliff", xliff),
        ]
        for source in sources where document.files.contains(where: { $0.original == source.original }) {
            let bytes: [UInt8]
            if source.isCodeTable {
                bytes = source.kind == .catalog
                    ? madeCatalog(assigned[source.path] ?? [], sourceLanguage: source.sourceLanguage).canonicalBytes()
                    : codeTableBytes(assigned[source.path] ?? [])
            } else {
                bytes = try AtomicFile.read(source.path)
            }
            files.append((folder + "/Source Contents/" + source.original, bytes))
        }
        return files
    }
}
