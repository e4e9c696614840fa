import FoundationEssentials
import Stringsdict

/// `stringsdict xliff import`: translations from XLIFF documents back into the `.lproj` tables
/// and String Catalogs they were exported from.
///
/// Each `<file>` is matched to its source by its `original` path under the folder given, each
/// unit to a string by its id, exactly as ``XLIFFExporter`` made them. A unit whose id names no
/// string, or whose `<source>` is no longer the development language's text, is reported and
/// left out; a unit without `<target>` changes nothing. Only files whose content changes are
/// written, each atomically and in its own format: `.strings` text keeps its encoding, comments
/// and order (changed values are replaced where they stand, new keys added at the end, a
/// missing table created as UTF-8), `.stringsdict` files are written as property lists of their
/// kind (XML or binary), catalogs in Xcode's canonical form. So importing an export of
/// unchanged files changes no byte.
public enum XLIFFImporter {
    /// A problem with one unit or file of an XLIFF document.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// Where: the `<trans-unit>` or `<file>` element.
        public var location: SourceLocation
        /// What is wrong, and what to do about it.
        public var message: String

        /// `file:line:column: error: message`.
        public var description: String { "\(location): error: \(message)" }
    }

    /// What an import did.
    public struct Result: Sendable {
        /// The files written, in the order written.
        public var written: [String] = []
        /// Units that were not imported, with why.
        public var findings: [Finding] = []
        /// How many translations were new or changed.
        public var changed = 0
    }

    /// One change to a string of a source.
    struct Edit {
        var slot: TranslationUnit.Slot
        var value: String
        var state: String
    }

    /// Imports the translations of `documents` into the sources under `root`.
    ///
    /// - Parameters:
    ///   - documents: XLIFF documents, as ``XLIFFReader`` reads them.
    ///   - root: the folder the export was made from (or a String Catalog).
    ///   - codeStrings: strings extracted from the code, as the export was given them: their
    ///     units in a table's `<file>` are known, and their translations are written into the
    ///     table (after its keys, without a comment).
    /// - Throws: ``StringsdictError`` when a source cannot be read or a file cannot be written
    ///   (files written before the error stay written, each one whole); before anything is
    ///   written, when a `<file>`'s `target-language` is not a language code or is the
    ///   development language (see ``TranslationSource/checkedTargetPath(for:sourceLanguage:at:)``).
    public static func importing(_ documents: [XLIFFDocument], into root: String,
                                 codeStrings: [XLIFFExporter.CodeString] = []) throws(StringsdictError) -> Result {
        // Strings bound to a table (an Info.plist's) go only there; the others to any table of their name.
        let byTable = Dictionary(grouping: codeStrings, by: \.table)
        // The strings the export gave each table, where it made that table for them (an Xcode
        // target's, a translated-only folder's), by the table's path.
        var assigned: [String: [XLIFFExporter.CodeString]] = [:]
        func strings(for source: TranslationSource) -> [XLIFFExporter.CodeString] {
            if let given = assigned[source.path] { return given }
            guard let table = source.codeTableName, let named = byTable[table] else { return [] }
            return named.filter { string in string.source.map { $0.original == source.original } ?? true }
        }
        var rootIsFolder = false
        _ = FileManager.default.fileExists(atPath: root, isDirectory: &rootIsFolder)
        /// The tables `find` lists, and those the export makes for the code's strings, as
        /// ``XLIFFExporter/document(for:language:codeStrings:codeTableRoot:sourceLanguage:)`` makes them.
        func sources(in language: String) throws(StringsdictError) -> [TranslationSource] {
            let found = try TranslationSource.find(in: [root], sourceLanguage: language)
            guard !codeStrings.isEmpty, rootIsFolder else { return found }
            let all = try XLIFFExporter.codeTables(for: found, codeStrings: codeStrings, root: root, sourceLanguage: language)
            let known = Set(found.map(\.path))
            for (path, given) in XLIFFExporter.assignments(of: codeStrings, to: all) where !known.contains(path) {
                assigned[path] = given
            }
            return all
        }
        var result = Result()
        var sourcesByLanguage: [String: [TranslationSource]] = [:]
        // Edits per (source path, language), in first-seen order.
        var order: [(source: TranslationSource, language: String)] = []
        var edits: [String: [Edit]] = [:]
        for document in documents {
            for file in document.files {
                guard let language = file.targetLanguage, !language.isEmpty else {
                    result.findings.append(Finding(location: file.location, message: "<file original=\"\(file.original)\"> has no target-language; add target-language=\"LANGUAGE\""))
                    continue
                }
                if sourcesByLanguage[file.sourceLanguage] == nil {
                    sourcesByLanguage[file.sourceLanguage] = try sources(in: file.sourceLanguage)
                }
                // A table only code uses (no file of the development language, so `find` does not
                // list it) is known by the code's strings, as the export made it.
                let codeTable = rootIsFolder ? TranslationSource.codeTable(original: file.original, root: root, sourceLanguage: file.sourceLanguage) : nil
                // A table or catalog made for strings bound to it (an Info.plist's), as the export made it.
                let boundTable = codeStrings.lazy.compactMap(\.source).first { $0.original == file.original && $0.isCodeTable }
                let knownCodeTable = boundTable ?? codeTable.flatMap { table in strings(for: table).isEmpty ? nil : table }
                guard let source = match(file.original, in: sourcesByLanguage[file.sourceLanguage] ?? []) ?? knownCodeTable else {
                    let fix = codeTable == nil
                        ? "import into the folder the file was exported from"
                        : "import into the folder the file was exported from, with the --sources it was exported with if the table holds strings from code"
                    result.findings.append(Finding(location: file.location, message: "no table or catalog '\(file.original)' in \(file.sourceLanguage) under \(root); \(fix)"))
                    continue
                }
                // A language that is no language code, or the development language, is an error
                // before anything is written (it would name a path outside, or the source text).
                _ = try source.checkedTargetPath(for: language, sourceLanguage: file.sourceLanguage, at: file.location)
                var known = try source.units(for: language, categories: PluralCategory.allCases.map(\.rawValue))
                let fromCode = strings(for: source)
                if !fromCode.isEmpty {
                    known.units += try XLIFFExporter.codeUnits(fromCode, after: known.units, of: source, language: language)
                }
                if source.kind == .catalog, known.sourceLanguage != source.sourceLanguage {
                    _ = try TranslationSource(kind: source.kind, original: source.original, root: source.root, sourceLanguage: known.sourceLanguage)
                        .checkedTargetPath(for: language, at: file.location)
                }
                var byID: [String: TranslationUnit] = [:]
                for unit in known.units where byID[unit.id] == nil { byID[unit.id] = unit }
                let groupKey = source.path + "\u{0}" + language
                if edits[groupKey] == nil {
                    edits[groupKey] = []
                    order.append((source, language))
                }
                for unit in file.units {
                    guard let current = byID[unit.id] else {
                        result.findings.append(Finding(location: unit.location, message: "unknown id '\(unit.id)': no such string in \(source.original); it was removed or renamed since the export"))
                        continue
                    }
                    // A string marked not to translate keeps what it has (Xcode's `translate="no"`).
                    guard let target = unit.target, current.isTranslatable else { continue }
                    guard current.source == unit.source else {
                        result.findings.append(Finding(location: unit.location, message: "the source of '\(unit.id)' changed since the export (now '\(current.source)', the XLIFF has '\(unit.source)'); export again and translate the new text"))
                        continue
                    }
                    let state = TranslationUnit.catalogState(xliffState: unit.state)
                    let unchanged: Bool
                    if source.kind == .catalog {
                        unchanged = current.target == target && current.state == TranslationUnit.xliffState(catalogState: state)
                    } else {
                        unchanged = current.target == target
                    }
                    if unchanged { continue }
                    edits[groupKey, default: []].append(Edit(slot: current.slot, value: target, state: state))
                }
            }
        }
        for (source, language) in order {
            let list = edits[source.path + "\u{0}" + language] ?? []
            guard !list.isEmpty else { continue }
            let written: String?
            switch source.kind {
            case .interface where source.interfaceCatalog != nil:
                written = try applyCatalog(list, at: source.interfaceCatalog ?? source.path, language: language, codeStrings: [])
            case .strings, .interface: written = try applyStrings(list, to: source, language: language)
            case .stringsdict: written = try applyStringsdict(list, to: source, language: language)
            case .catalog:
                written = try applyCatalog(list, at: source.path, language: language, codeStrings: strings(for: source),
                                           made: source.isCodeTable ? source.sourceLanguage : nil)
            }
            result.changed += list.count
            if let written { result.written.append(written) }
        }
        return result
    }

    /// The source an XLIFF `original` names: the same relative path, or else the only source
    /// whose path ends with the same file name.
    static func match(_ original: String, in sources: [TranslationSource]) -> TranslationSource? {
        if let exact = sources.first(where: { $0.original == original }) { return exact }
        let trailing = sources.filter { original.hasSuffix("/" + $0.original) || $0.original.hasSuffix("/" + original) }
        return trailing.count == 1 ? trailing.first : nil
    }

    static func createParent(of path: String) throws(StringsdictError) {
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try AtomicFile.createDirectory(String(path[..<slash]))
        }
    }

    // MARK: .strings

    private static func applyStrings(_ edits: [Edit], to source: TranslationSource, language: String) throws(StringsdictError) -> String? {
        var values: [(key: String, value: String)] = []
        for edit in edits {
            if case .strings(let key) = edit.slot { values.append((key, edit.value)) }
        }
        let path = source.targetPath(for: language)
        guard FileManager.default.fileExists(atPath: path) else {
            // A new table: the translated keys in the development language's order, with its comments.
            let sourceFile = try source.developmentTable()
            let translated = Dictionary(values, uniquingKeysWith: { _, last in last })
            var pairs = sourceFile.entries.compactMap { entry in
                translated[entry.key].map { StringsFileWriter.Pair(key: entry.key, value: $0, comment: entry.comment) }
            }
            // Strings from code the table does not have, after its own.
            var written = Set(pairs.map(\.key))
            for (key, value) in values where sourceFile[key] == nil && written.insert(key).inserted {
                pairs.append(StringsFileWriter.Pair(key: key, value: translated[key] ?? value, comment: nil))
            }
            try createParent(of: path)
            try AtomicFile.write(StringsFileWriter.bytes(of: pairs), to: path)
            return path
        }
        let bytes = try AtomicFile.read(path)
        let file = try StringsFileReader.read(bytes, file: path)
        let output: [UInt8]
        switch file.format {
        case .text(let encoding):
            output = try StringsTextEdit.apply(values, to: bytes, file: file, encoding: encoding, comments: commentsOf(source))
        case .xmlPropertyList, .binaryPropertyList:
            var entries = file.entries.map { PropertyListDictionary.Entry(key: $0.key, keyLocation: $0.keyLocation, value: PropertyListNode(.string($0.value), at: $0.valueLocation)) }
            let location = SourceLocation(file: path, line: 0, column: 0)
            // Each key's entry by an index, not a search per value (linear in the table, not quadratic).
            var positions = Self.positions(of: entries)
            for (key, value) in values {
                if let index = positions[key] {
                    entries[index].value = PropertyListNode(.string(value), at: location)
                } else {
                    positions[key] = entries.count
                    entries.append(PropertyListDictionary.Entry(key: key, keyLocation: location, value: PropertyListNode(.string(value), at: location)))
                }
            }
            let format: PropertyListWriter.Format = file.format == .binaryPropertyList ? .binary : .xml
            output = try PropertyListWriter.bytes(of: .dictionary(PropertyListDictionary(entries: entries)), format: format, file: path)
        }
        guard output != bytes else { return nil }
        try AtomicFile.write(output, to: path)
        return path
    }

    private static func commentsOf(_ source: TranslationSource) -> [String: String] {
        guard let file = try? source.developmentTable() else { return [:] }
        var comments: [String: String] = [:]
        for entry in file.entries { comments[entry.key] = entry.comment }
        return comments
    }

    // MARK: .stringsdict

    private static func applyStringsdict(_ edits: [Edit], to source: TranslationSource, language: String) throws(StringsdictError) -> String? {
        let template = try PropertyListReader.readDictionary(AtomicFile.read(source.path), file: source.path).dictionary
        let path = source.targetPath(for: language)
        let exists = FileManager.default.fileExists(atPath: path)
        let bytes: [UInt8] = exists ? try AtomicFile.read(path) : []
        var dictionary = exists ? try PropertyListReader.readDictionary(bytes, file: path).dictionary : PropertyListDictionary()
        let format: PropertyListWriter.Format = exists && PropertyListReader.format(of: bytes) == .binary ? .binary : .xml
        let location = SourceLocation(file: path, line: 0, column: 0)
        // The top level is changed in place through an index of its keys; only the entry's own
        // (small) dictionaries are rebuilt per edit. Rebuilding and searching the whole table
        // per edit made an import quadratic in the number of keys.
        var entries = dictionary.entries
        var positions = Self.positions(of: entries)
        let templates = Self.positions(of: template.entries)
        for edit in edits {
            guard case .stringsdict(let key, let keyPath) = edit.slot else { continue }
            let index = positions[key]
            let node = setting(edit.value, at: keyPath[...], in: index.map { entries[$0].value },
                               template: templates[key].flatMap { template.entries[$0].value.dictionary }, location: location)
            if let index {
                entries[index].value = node
            } else {
                positions[key] = entries.count
                entries.append(PropertyListDictionary.Entry(key: key, keyLocation: location, value: node))
            }
        }
        dictionary = PropertyListDictionary(entries: entries)
        let output = try PropertyListWriter.bytes(of: .dictionary(dictionary), format: format, file: path)
        guard output != bytes else { return nil }
        try createParent(of: path)
        try AtomicFile.write(output, to: path)
        return path
    }

    /// The position of each key's last entry (the one lookups read, as CoreFoundation does).
    static func positions(of entries: [PropertyListDictionary.Entry]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() { positions[entry.key] = index }
        return positions
    }

    /// `node` (nil when missing) with the string at `path` under it set to `value`: `value`
    /// itself for an empty path; dictionaries missing on the way are made from `template`'s (the
    /// development language's) format keys.
    private static func setting(_ value: String, at path: ArraySlice<String>, in node: PropertyListNode?,
                                template: PropertyListDictionary?, location: SourceLocation) -> PropertyListNode {
        guard let name = path.first else { return PropertyListNode(.string(value), at: node?.location ?? location) }
        var entries = node?.dictionary?.entries ?? seeded(from: template).entries
        // A variable's dictionary holds a few keys: a search is fine here.
        let index = entries.lastIndex(where: { $0.key == name })
        let inner = setting(value, at: path.dropFirst(), in: index.map { entries[$0].value }, template: template?[name]?.dictionary, location: location)
        if let index {
            entries[index].value = inner
        } else {
            entries.append(PropertyListDictionary.Entry(key: name, keyLocation: location, value: inner))
        }
        return PropertyListNode(.dictionary(PropertyListDictionary(entries: entries)), at: node?.location ?? location)
    }

    /// A new dictionary holding `template`'s format keys (spec type, value type).
    private static func seeded(from template: PropertyListDictionary?) -> PropertyListDictionary {
        PropertyListDictionary(entries: (template?.entries ?? []).filter { TranslationSource.formatKeys.contains($0.key) })
    }

    // MARK: catalogs

    /// Writes `edits` into the catalog at `path`. A key the catalog lacks that `codeStrings` has
    /// (a string the code uses, which Xcode syncs into the catalog) gets an entry with its
    /// comment; with `made` (the development language), the catalog need not exist and starts as
    /// the export made it (``XLIFFExporter/madeCatalog(_:sourceLanguage:)``).
    private static func applyCatalog(_ edits: [Edit], at path: String, language: String, codeStrings: [XLIFFExporter.CodeString],
                                     made: String? = nil) throws(StringsdictError) -> String? {
        var document: StringCatalogDocument
        if let made, !FileManager.default.fileExists(atPath: path) {
            document = XLIFFExporter.madeCatalog(codeStrings, sourceLanguage: made)
        } else {
            document = try StringCatalogDocument(contentsOf: path)
        }
        let original = document
        let fromCode = Dictionary(codeStrings.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for edit in edits {
            guard case .catalog(let key, let variant) = edit.slot else { continue }
            guard var entry = document.strings[key] ?? fromCode[key].map({ string in
                StringCatalogDocument.Entry(comment: string.comment.flatMap { $0.isEmpty ? nil : $0 })
            }) else { continue }
            var localizations = entry.localizations ?? [:]
            var localization = localizations[language] ?? StringCatalogDocument.Localization()
            set(edit.value, state: edit.state, at: variant[...], in: &localization, source: localizations[document.sourceLanguage])
            localizations[language] = localization
            entry.localizations = localizations
            document.strings[key] = entry
        }
        guard document != original else { return nil }
        let bytes = document.canonicalBytes()
        if let old = try? AtomicFile.read(path), old == bytes { return nil }
        try AtomicFile.write(bytes, to: path)
        return path
    }

    private static func set(_ value: String, state: String, at path: ArraySlice<String>, in localization: inout StringCatalogDocument.Localization,
                            source: StringCatalogDocument.Localization?) {
        guard let first = path.first else {
            localization.stringUnit = StringCatalogDocument.StringUnit(state: state, value: value, otherFields: localization.stringUnit?.otherFields ?? [:])
            return
        }
        let rest = path.dropFirst()
        if first == "substitutions", let name = rest.first {
            var substitutions = localization.substitutions ?? [:]
            let template = source?.substitutions?[name]
            var substitution = substitutions[name] ?? StringCatalogDocument.Substitution(argNum: template?.argNum, formatSpecifier: template?.formatSpecifier)
            var variations = substitution.variations ?? StringCatalogDocument.Variations()
            setVariation(value, state: state, at: rest.dropFirst(), in: &variations, source: template?.variations)
            substitution.variations = variations
            substitutions[name] = substitution
            localization.substitutions = substitutions
            return
        }
        var variations = localization.variations ?? StringCatalogDocument.Variations()
        setVariation(value, state: state, at: path, in: &variations, source: source?.variations)
        localization.variations = variations
    }

    private static func setVariation(_ value: String, state: String, at path: ArraySlice<String>, in variations: inout StringCatalogDocument.Variations,
                                     source: StringCatalogDocument.Variations?) {
        guard let kind = path.first, let name = path.dropFirst().first else { return }
        let rest = path.dropFirst(2)
        switch kind {
        case "plural":
            var map = variations.plural ?? [:]
            var inner = map[name] ?? StringCatalogDocument.Localization()
            set(value, state: state, at: rest, in: &inner, source: source?.plural?[name])
            map[name] = inner
            variations.plural = map
        case "device":
            var map = variations.device ?? [:]
            var inner = map[name] ?? StringCatalogDocument.Localization()
            set(value, state: state, at: rest, in: &inner, source: source?.device?[name])
            map[name] = inner
            variations.device = map
        default:
            return
        }
    }
}
