import Dispatch
import Synchronization

/// Compiling a catalog into the `.strings` and `.stringsdict` files of each language, as Xcode's
/// build does.
extension StringCatalog {
    /// One language's compiled tables.
    public struct CompiledLanguage: Sendable {
        /// The catalog language code, which names the `.lproj` folder (`de`, `zh-Hans`).
        public let language: String
        /// Plain values, sorted by key, each with its key's comment.
        public let strings: [StringsFileWriter.Pair]
        /// Values with plural or device variations or substitutions, as `.stringsdict` entries
        /// (substitutions are variables of their own name, arguments positional), sorted by key.
        public let stringsdict: PropertyListDictionary

        /// Writes `DIR/LANG.lproj/TABLE.strings` and `TABLE.stringsdict` (each only when it has
        /// keys), atomically; `.strings` as UTF-8 text for `.xml`, as a binary plist for `.binary`
        /// (what Xcode puts in a bundle). Returns the paths written.
        ///
        /// - Throws: ``StringsdictError`` with code ``OutputPath/unsafeNameCode`` when the language
        ///   or table cannot name a folder or file, ``OutputPath/outsideFolderCode`` when a path
        ///   would resolve outside `directory` (a link inside it); code `xml-forbidden-character`,
        ///   before either file is written, when the `.stringsdict` is to be XML and a value holds
        ///   a character XML 1.0 cannot carry; `.io` when a write fails.
        public func write(to directory: String, table: String, format: PropertyListWriter.Format) throws(StringsdictError) -> [String] {
            let outputs = try files(in: directory, table: table, format: format)
            try Self.write(outputs, under: directory)
            return outputs.map(\.path)
        }

        /// The files ``write(to:table:format:)`` writes, with their bytes, after every check
        /// (names, containment, XML 1.0), so a caller can check several languages before it
        /// writes any.
        package func files(in directory: String, table: String, format: PropertyListWriter.Format) throws(StringsdictError) -> [(path: String, bytes: [UInt8])] {
            try OutputPath.checkLanguage(language, at: nil)
            try OutputPath.checkTable(table, at: nil)
            let folder = try OutputPath.join([LocalizationFolder(name: language).folderName], under: directory)
            var files: [(path: String, bytes: [UInt8])] = []
            if !strings.isEmpty {
                let path = try OutputPath.join([table + ".strings"], under: folder)
                switch format {
                case .xml:
                    files.append((path, StringsFileWriter.bytes(of: strings)))
                case .binary:
                    // Straight from the pairs (no node per value): the same bytes as
                    // `PropertyListWriter.binary` of their dictionary; the keys are a catalog's, distinct.
                    files.append((path, PropertyListWriter.binary(stringTable: strings.lazy.map { (key: $0.key, value: $0.value) })))
                }
            }
            if stringsdict.count > 0 {
                // XML refuses text XML 1.0 cannot carry: then no file of any language is written.
                let path = try OutputPath.join([table + ".stringsdict"], under: folder)
                files.append((path, try PropertyListWriter.bytes(of: .dictionary(stringsdict), format: format, file: path)))
            }
            return files
        }

        /// Writes `files` (each in an `.lproj` folder under `directory`), creating their folders
        /// and checking again, once a folder exists, that it is not a link to elsewhere.
        static func write(_ files: [(path: String, bytes: [UInt8])], under directory: String) throws(StringsdictError) {
            for file in files {
                let folder = AtomicFile.split(file.path).folder
                try AtomicFile.createDirectory(folder)
                try OutputPath.checkContained(file.path, under: directory)
                try AtomicFile.write(file.bytes, to: file.path)
            }
        }
    }

    /// Something the compile decided for the author to know (an inferred `argNum`).
    public struct CompileNote: Sendable, Hashable, CustomStringConvertible {
        /// Where the decision applies: the catalog and the line and column of the key concerned.
        public let location: SourceLocation
        /// `strings › KEY › localizations › LANG › substitutions › NAME`.
        public let keyPath: [String]
        /// What was decided, and how to make it explicit (for an inferred `argNum`, the number to write).
        public let message: String

        /// `file:line:column: warning: message [catalog-inferred-argnum]`.
        public var description: String { diagnostic.description }

        /// The note as the package's one diagnostic type.
        public var diagnostic: Diagnostic {
            Diagnostic("catalog-inferred-argnum", .warning, at: location, file: location.file, key: keyPath.count > 1 ? keyPath[1] : nil, message: message)
        }
    }

    /// The compiled tables of `languages` (default: every language of the catalog), in that order.
    ///
    /// What each state becomes (README, "States"): `translated`, `needs_review` and `stale`
    /// values are compiled; in a language other than the source, a value with a `new` or empty
    /// unit is left out (lookup falls back to the development language), and a key marked
    /// `shouldTranslate: false` too; a key without a value in the source language is left out
    /// (lookup falls back to the key). Output depends only on the catalog.
    public func compiled(languages: [String]? = nil) -> [CompiledLanguage] {
        let wanted = languages ?? self.languages
        let ordered = Self.scalarOrdered(keys).compactMap { key in document.strings[key].map { (key: key, entry: $0) } }
        // Languages compile independently: one per core.
        let results = Mutex<[CompiledLanguage?]>(Array(repeating: nil, count: wanted.count))
        DispatchQueue.concurrentPerform(iterations: wanted.count) { index in
            let compiled = compiledLanguage(wanted[index], entries: ordered)
            results.withLock { $0[index] = compiled }
        }
        return results.withLock { $0 }.compactMap { $0 }
    }

    /// Compiles `languages` (default: every language) and writes each one's files into
    /// `directory` (see ``CompiledLanguage/write(to:table:format:)``), one language per core.
    /// Returns the paths written, in language order.
    ///
    /// - Throws: the first ``StringsdictError`` of a write that failed (files written before it
    ///   stay). Nothing is written when the table's name or a language cannot name a file or
    ///   folder (code ``OutputPath/unsafeNameCode``, at the language's first place in the
    ///   catalog), or when a value of any language cannot be written in `format` (XML 1.0).
    public func compile(to directory: String, languages: [String]? = nil, format: PropertyListWriter.Format) throws(StringsdictError) -> [String] {
        let wanted = languages ?? self.languages
        try checkOutputNames(wanted, under: directory)
        let ordered = Self.scalarOrdered(keys).compactMap { key in document.strings[key].map { (key: key, entry: $0) } }
        // Every language's files first, one language per core: a language that cannot be
        // written (a value XML 1.0 cannot carry) stops the compile before any file is written.
        typealias Files = [(path: String, bytes: [UInt8])]
        let results = Mutex<[Result<Files, StringsdictError>?]>(Array(repeating: nil, count: wanted.count))
        DispatchQueue.concurrentPerform(iterations: wanted.count) { index in
            let result: Result<Files, StringsdictError>
            do throws(StringsdictError) {
                result = .success(try compiledLanguage(wanted[index], entries: ordered).files(in: directory, table: name, format: format))
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[index] = result }
        }
        var outputs: [Files] = []
        for result in results.withLock({ $0 }) {
            switch result {
            case .success(let files)?: outputs.append(files)
            case .failure(let error)?: throw error
            case nil: break
            }
        }
        let ready = outputs
        let writes = Mutex<[StringsdictError?]>(Array(repeating: nil, count: ready.count))
        DispatchQueue.concurrentPerform(iterations: ready.count) { index in
            do throws(StringsdictError) {
                try CompiledLanguage.write(ready[index], under: directory)
            } catch {
                writes.withLock { $0[index] = error }
            }
        }
        if let failure = writes.withLock({ $0 }).compactMap({ $0 }).first { throw failure }
        return ready.flatMap { $0.map(\.path) }
    }

    /// Checks the table's name and each of `languages` against the output-path policy
    /// (``OutputPath``) before anything is written; a bad language is reported where the catalog
    /// first uses it.
    package func checkOutputNames(_ languages: [String], under directory: String) throws(StringsdictError) {
        try OutputPath.checkTable(name, at: SourceLocation(file: file, line: 1, column: 1))
        for language in languages where !OutputPath.isLanguageFolderName(language) {
            let path: [String]
            if language == sourceLanguage {
                path = ["sourceLanguage"]
            } else if let key = keys.first(where: { document.strings[$0]?.localizations?[language] != nil }) {
                path = ["strings", key, "localizations", language]
            } else {
                path = []
            }
            // The exact position from a tree of the file (read again only for this error).
            let place = json == nil ? (try? JSONDocument(contentsOf: file))?.location(of: path) : nil
            try OutputPath.checkLanguage(language, at: place ?? location(of: path), keyPath: path)
        }
        for language in languages {
            _ = try OutputPath.join([LocalizationFolder(name: language).folderName], under: directory, at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// `keys` in the order of their Unicode scalars (the order compiled tables are written in):
    /// `keys` itself when already so (always, for keys in NFC), else sorted.
    package static func scalarOrdered(_ keys: [String]) -> [String] {
        let byScalars: (String, String) -> Bool = { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        var index = 1
        while index < keys.count {
            if !byScalars(keys[index - 1], keys[index]) { return keys.sorted(by: byScalars) }
            index += 1
        }
        return keys
    }

    /// One language's tables, `entries` (each key with its entry) in the order of their keys'
    /// scalars (``scalarOrdered(_:)``).
    ///
    /// The values ``stringsdict(for:selection:keyFallback:locate:)`` gives with `.shipped` and
    /// no key fallback, split as there: a plain value is taken as it is (no ``PropertyListNode``
    /// is made for it), the others become nodes. ``compiledLanguageThroughTree(_:)`` is the
    /// reference path it agrees with.
    package func compiledLanguage(_ language: String, entries: [(key: String, entry: StringCatalogDocument.Entry)]) -> CompiledLanguage {
        let nowhere = SourceLocation(file: file, line: 1, column: 1)
        var strings: [StringsFileWriter.Pair] = []
        var complex: [PropertyListDictionary.Entry] = []
        strings.reserveCapacity(entries.count)
        for (key, entry) in entries {
            guard let localization = entry.localizations?[language] else { continue }
            if language != sourceLanguage {
                if entry.shouldTranslate == false || !Self.isShipped(localization) { continue }
            }
            if Self.isPlain(localization) {
                strings.append(.init(key: key, value: localization.stringUnit?.value ?? "", comment: entry.comment))
            } else {
                complex.append(.init(key: key, keyLocation: nowhere, value: Self.node(for: localization, key: key, at: { _ in nowhere })))
            }
        }
        return CompiledLanguage(language: language, strings: strings, stringsdict: PropertyListDictionary(entries: complex))
    }

    /// One language's tables through ``stringsdict(for:selection:keyFallback:locate:)``: the
    /// reference path of ``compiledLanguage(_:entries:)``.
    package func compiledLanguageThroughTree(_ language: String) -> CompiledLanguage {
        let dictionary = stringsdict(for: language, selection: .shipped, keyFallback: false, locate: nil)
        var strings: [StringsFileWriter.Pair] = []
        var complex: [PropertyListDictionary.Entry] = []
        for entry in dictionary.entries {
            if case .string(let text) = entry.value.value {
                strings.append(.init(key: entry.key, value: text, comment: document.strings[entry.key]?.comment))
            } else {
                complex.append(entry)
            }
        }
        let byScalars: (String, String) -> Bool = { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        strings.sort { byScalars($0.key, $1.key) }
        complex.sort { byScalars($0.key, $1.key) }
        return CompiledLanguage(language: language, strings: strings, stringsdict: PropertyListDictionary(entries: complex))
    }

    /// The table of `language` as ``compiled(languages:)`` ships it: no fallback to the key in
    /// the source language, no value that a compile leaves out.
    public func compiledTable(for language: String) -> LocalizationTable {
        LocalizationTable(name: name, stringsdict: stringsdict(for: language, selection: .shipped, keyFallback: false, locate: nil))
    }

    /// The substitutions without an `argNum`, whose argument the compile infers from their
    /// place in the string as Xcode does; one note each, in key order.
    public var compileNotes: [CompileNote] {
        var notes: [CompileNote] = []
        for key in keys {
            guard let localizations = document.strings[key]?.localizations,
                  localizations.values.contains(where: { $0.substitutions != nil }) else { continue }
            for language in localizations.keys.sorted() {
                guard let localization = localizations[language], let substitutions = localization.substitutions else { continue }
                let value = localization.stringUnit?.value ?? key
                for name in substitutions.keys.sorted() where substitutions[name]?.argNum == nil {
                    let path = ["strings", key, "localizations", language, "substitutions", name]
                    let message: String
                    if let inferred = Self.inferredArgNum(of: name, in: value) {
                        message = "\(language): substitution '\(name)' of '\(key)' has no argNum; it reads argument \(inferred), from its place in the string"
                    } else {
                        message = "\(language): substitution '\(name)' of '\(key)' has no argNum and the string does not use %#@\(name)@; add an argNum"
                    }
                    notes.append(CompileNote(location: location(of: path), keyPath: path, message: message))
                }
            }
        }
        return notes
    }
}
