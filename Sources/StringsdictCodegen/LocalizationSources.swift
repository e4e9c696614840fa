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
    /// Table → key → fingerprints of each catalog entry, to keep in a ``GenerationCache``
    /// (empty when read without a cache, or when a catalog cannot be cut into entries).
    public private(set) var fingerprints: [String: [String: GenerationCache.Fingerprint]] = [:]
    /// Table → the hash of each catalog's members other than `strings`.
    public private(set) var heads: [String: UInt64] = [:]
    /// Table → the catalog keys compiled in every language (the entries the cache does not
    /// hold); nil when read without a cache: every key.
    public private(set) var compiledKeys: [String: Set<String>]?
    /// A hash of everything the generated Swift depends on: the options given as `salt`, file
    /// names, the `.strings` and `.stringsdict` files' bytes, and each catalog's members other
    /// than `strings`, keys, comments and source-language values (not the translations).
    public private(set) var signature: UInt64 = 0
    /// True when read with a cache holding ``signature`` and `outputsExist`: the generated code
    /// would be the same, so the catalogs' source-language tables were not compiled in full and
    /// ``tables`` hold only the ``compiledKeys``.
    public private(set) var codeUnchanged = false
    /// With `reuseBlocks`, when the code changed but only catalog entries did (no file added,
    /// removed or changed as a whole) and the cache holds the accessor of every other key, made
    /// with the same options: table → key → those accessors. Then, as when the code is unchanged,
    /// only the changed entries are compiled (in every language), and
    /// ``AccessorGenerator/generateReusingBlocks(_:)`` takes the rest from here. Nil otherwise.
    public private(set) var reusableBlocks: [String: [String: GenerationCache.Block]]?
    /// Table → every key of its catalog, when read with a cache (the tables hold only some).
    public private(set) var catalogKeys: [String: Set<String>] = [:]
    /// The cache the entries were compared with (nil: every entry was compiled).
    private var cache: GenerationCache?
    /// The language of a file given outside an `.lproj` folder (nil: that is an error).
    private var unplacedLanguage: String?

    /// Finds and reads the localization files under `paths`.
    public init(paths: [String]) {
        self.init(paths: paths, cache: nil)
    }

    /// Finds and reads the localization files under `paths`; a `.strings` or `.stringsdict` file
    /// named outside any `.lproj` folder is read as `unplacedLanguage`'s (as SwiftGen reads a
    /// bare `Localizable.strings`).
    public init(paths: [String], unplacedLanguage: String) {
        self.init(paths: paths, cache: nil, unplacedLanguage: unplacedLanguage)
    }

    /// Finds and reads the localization files under `paths`, compiling with a `cache` only
    /// what changed since it was written.
    ///
    /// A catalog is cut into its entries (byte ranges under `strings`); an entry whose bytes hash
    /// as the cache holds passed every check before and is not compiled again. When the
    /// ``signature`` is the cache's too (and `outputsExist`), ``codeUnchanged`` is true and only
    /// the changed entries are compiled, in every language; otherwise the source language's
    /// table is compiled in full (the accessors need every key) and the other languages' only
    /// for the changed entries. ``compiledKeys`` lists the changed entries.
    ///
    /// With `reuseBlocks`, a changed source-language text or an added or removed key compiles
    /// only those entries too, when the cache allows it (``reusableBlocks``).
    public init(paths: [String], cache: GenerationCache?, salt: UInt64 = 0, outputsExist: Bool = false, reuseBlocks: Bool = false) {
        self.init(paths: paths, cache: cache, salt: salt, outputsExist: outputsExist, reuseBlocks: reuseBlocks, unplacedLanguage: nil)
    }

    private init(paths: [String], cache: GenerationCache?, salt: UInt64 = 0, outputsExist: Bool = false, reuseBlocks: Bool = false,
                 unplacedLanguage: String?) {
        self.cache = cache
        if cache != nil { compiledKeys = [:] }
        self.unplacedLanguage = unplacedLanguage
        var found: [File] = []
        for path in paths { collect(path, into: &found, depth: 0, explicit: true) }
        var seen: [String: String] = [:]
        // Catalogs first: a localization's .strings and .stringsdict files override its catalog.
        let ordered = found.sorted {
            ($0.resourcePath.hasSuffix(".xcstrings") ? 0 : 1, $0.resourcePath) < ($1.resourcePath.hasSuffix(".xcstrings") ? 0 : 1, $1.resourcePath)
        }
        var pending: [Pending] = []
        var hash = StableHash()
        hash.combine(salt)
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
            hash.combine(file.resourcePath)
            if let read = prepare(file) {
                hash.combine(read.signature)
                pending.append(read)
            }
        }
        signature = hash.value
        codeUnchanged = cache != nil && outputsExist && cache?.signature == signature
        if reuseBlocks, !codeUnchanged, outputsExist, let cache, cache.salt == salt {
            reusableBlocks = Self.reusableBlocks(pending, cache: cache)
        }
        for read in pending { compile(read) }
    }

    /// The cache's accessors for every key that did not change, when all files are catalogs cut
    /// into entries, in part changed, with one source language; nil when any is missing.
    private static func reusableBlocks(_ pending: [Pending], cache: GenerationCache) -> [String: [String: GenerationCache.Block]]? {
        var blocks: [String: [String: GenerationCache.Block]] = [:]
        var sourceLanguages = Set<String>()
        for read in pending {
            guard let changed = read.changed, !changed.whole else { return nil }
            sourceLanguages.insert(changed.sourceLanguage)
            let name = String(read.file.resourcePath.dropLast(".xcstrings".count))
            let known = cache.blocks[name] ?? [:]
            var kept: [String: GenerationCache.Block] = [:]
            kept.reserveCapacity(read.keys.count)
            for key in read.keys where !changed.keys.contains(key) {
                guard let block = known[key] else { return nil }
                kept[key] = block
            }
            blocks[name] = kept
        }
        return sourceLanguages.count <= 1 ? blocks : nil
    }

    /// A file read, not yet compiled (what ``signature`` needs comes first).
    private struct Pending {
        var file: File
        var content: [UInt8]
        var signature: UInt64
        /// For a catalog read with a cache: its changed entries, as a catalog of their own, and
        /// its keys (nil: the whole catalog changed, or there is no cache).
        var changed: (catalog: StringCatalog?, keys: Set<String>, sourceLanguage: String, whole: Bool)?
        /// For a catalog read with a cache: all its keys.
        var keys: [String] = []
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
            if let folder = LocalizationFolder(containing: path) {
                found.append(File(path: path, resourcePath: folder.folderName + "/" + name))
            } else if explicit, let unplacedLanguage {
                found.append(File(path: path, resourcePath: LocalizationFolder(name: unplacedLanguage).folderName + "/" + name))
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

    private mutating func prepare(_ file: File) -> Pending? {
        let content: [UInt8]
        do {
            content = try StringCatalog.bytes(contentsOf: file.path)
        } catch {
            problems.append(diagnostic(error, file: file))
            return nil
        }
        bytes[file.resourcePath] = content
        var hash = StableHash()
        guard file.resourcePath.hasSuffix(".xcstrings"), let cache,
              let slices = HashedCatalogSlices(bytes: content, file: file.path), let sourceLanguage = slices.sourceLanguage
        else {
            // Without a cache, or a catalog that cannot be cut into entries (the full reader
            // reports why): the whole file.
            hash.combine(bytes: content)
            return Pending(file: file, content: content, signature: hash.value)
        }
        let name = String(file.resourcePath.dropLast(".xcstrings".count))
        let known = cache.entries[name] ?? [:]
        var changed: [HashedCatalogSlices.Entry] = []
        var raw: [String: UInt64] = [:]
        raw.reserveCapacity(slices.entries.count)
        content.withUnsafeBufferPointer { buffer in
            for entry in slices.entries {
                let value = StableHash.of(UnsafeBufferPointer(rebasing: buffer[entry.range]))
                raw[entry.key] = value
                if known[entry.key]?.raw != value { changed.append(entry) }
            }
        }
        let sameHead = cache.heads[name] == slices.head
        heads[name] = slices.head
        var catalog: StringCatalog?
        let whole = !sameHead || changed.count == slices.entries.count
        if whole {
            // Everything changed: the whole file.
            do {
                catalog = try StringCatalog(bytes: content, file: file.path)
            } catch {
                hash.combine(bytes: content)
                return Pending(file: file, content: content, signature: hash.value)
            }
        } else if !changed.isEmpty {
            // The changed entries alone, as a catalog: the head and those members of `strings`.
            var mini: [UInt8] = slices.headBytes
            mini += Array("\"strings\":{".utf8)
            for (index, entry) in changed.enumerated() {
                if index > 0 { mini.append(UInt8(ascii: ",")) }
                mini += content[entry.keyRange.lowerBound..<entry.range.upperBound]
            }
            mini += Array("}}".utf8)
            do {
                catalog = try StringCatalog(bytes: mini, file: file.path)
            } catch {
                hash.combine(bytes: content)
                return Pending(file: file, content: content, signature: hash.value)
            }
        }
        // The signature: the head, and each key with its comment and source-language value,
        // summed (the order of the keys in the file does not matter to the code).
        var sum: UInt64 = 0
        var fingerprints: [String: GenerationCache.Fingerprint] = [:]
        fingerprints.reserveCapacity(raw.count)
        for (key, rawValue) in raw {
            let source: UInt64
            if let entry = catalog?.document.strings[key] {
                source = StableHash.fingerprint(of: entry, in: sourceLanguage)
            } else if let value = known[key]?.source {
                source = value
            } else {
                // Cannot happen: a key not changed is known. Be safe: the code is regenerated.
                source = rawValue
            }
            fingerprints[key] = GenerationCache.Fingerprint(raw: rawValue, source: source)
            var keyHash = StableHash()
            keyHash.combine(key)
            keyHash.combine(source)
            sum &+= keyHash.value
        }
        self.fingerprints[name] = fingerprints
        hash.combine(slices.head)
        hash.combine(sum)
        let keys = whole ? Set(raw.keys) : Set(changed.map(\.key))
        catalogKeys[name] = Set(raw.keys)
        return Pending(file: file, content: content, signature: hash.value, changed: (catalog, keys, sourceLanguage, whole), keys: Array(raw.keys))
    }

    private mutating func compile(_ read: Pending) {
        let file = read.file
        let content = read.content
        let fileName = file.resourcePath.split(separator: "/").last.map(String.init) ?? file.resourcePath
        do {
            if fileName.hasSuffix(".xcstrings"), let (changed, keys, _, whole) = read.changed, whole, let catalog = changed {
                // Read with a cache, all of the catalog changed.
                if catalogSourceLanguage == nil { catalogSourceLanguage = catalog.sourceLanguage }
                compiledKeys?[catalog.name, default: []].formUnion(keys)
                for language in catalog.languages { add(catalog.table(for: language), language: language) }
                addComments(of: catalog)
            } else if fileName.hasSuffix(".xcstrings"), let (changed, keys, sourceLanguage, _) = read.changed, let changed {
                // Read with a cache, part of the catalog changed.
                if catalogSourceLanguage == nil { catalogSourceLanguage = sourceLanguage }
                compiledKeys?[changed.name, default: []].formUnion(keys)
                if codeUnchanged {
                    for language in changed.languages { add(changed.table(for: language), language: language) }
                } else if reusableBlocks != nil {
                    // The code changed, but only in these entries: the rest is in the cache.
                    for language in changed.languages { add(changed.table(for: language), language: language) }
                    addComments(of: changed)
                } else {
                    let source = try StringCatalog(bytes: content, file: file.path, languages: [sourceLanguage])
                    add(source.table(for: sourceLanguage), language: sourceLanguage)
                    for language in changed.languages where language != sourceLanguage {
                        add(changed.table(for: language), language: language)
                    }
                    addComments(of: source)
                }
            } else if fileName.hasSuffix(".xcstrings"), let (_, keys, sourceLanguage, _) = read.changed, codeUnchanged || reusableBlocks != nil {
                // Read with a cache, nothing of the catalog changed and the code is the same (or
                // its accessors are all in the cache).
                if catalogSourceLanguage == nil { catalogSourceLanguage = sourceLanguage }
                compiledKeys?[String(fileName.dropLast(".xcstrings".count)), default: []].formUnion(keys)
            } else if fileName.hasSuffix(".xcstrings") {
                let catalog = try StringCatalog(bytes: content, file: file.path)
                if catalogSourceLanguage == nil { catalogSourceLanguage = catalog.sourceLanguage }
                if let (_, keys, _, _) = read.changed { compiledKeys?[catalog.name, default: []].formUnion(keys) }
                for language in catalog.languages {
                    add(catalog.table(for: language), language: language)
                }
                addComments(of: catalog)
            } else {
                let language = LocalizationFolder(folderName: file.resourcePath.prefix { $0 != "/" })?.name ?? ""
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

    private mutating func addComments(of catalog: StringCatalog) {
        for key in catalog.keys {
            if let comment = catalog.comment(for: key), !comment.isEmpty {
                comments[catalog.name, default: [:]][key, default: [:]][catalog.sourceLanguage] = comment
            }
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
        let rule: DiagnosticRule = error.kind == .syntax || error.kind == .encoding || error.kind == .structure ? .syntaxError : DiagnosticRule(for: error)
        return CodegenDiagnostic(.error, message, at: error.location ?? SourceLocation(file: file.path, line: 1, column: 1), rule: rule)
    }
}
