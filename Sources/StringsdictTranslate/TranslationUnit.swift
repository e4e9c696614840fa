import FoundationEssentials
import Stringsdict

/// One translatable string of a ``TranslationSource`` for one target language: what export
/// writes as a `<trans-unit>` and import looks up by ``id``.
public struct TranslationUnit: Hashable, Sendable {
    /// Where the string lives in its file.
    public enum Slot: Hashable, Sendable {
        /// A `.strings` key.
        case strings(key: String)
        /// A string inside a `.stringsdict` entry: the path of keys below the entry
        /// (`["NSStringLocalizedFormatKey"]`, `["files", "one"]`).
        case stringsdict(key: String, path: [String])
        /// A string unit of a catalog entry: the path below the localization
        /// (`[]`, `["plural", "one"]`, `["device", "iphone", "plural", "one"]`,
        /// `["substitutions", "count", "plural", "few"]`).
        case catalog(key: String, path: [String])
    }

    /// The XLIFF id, as Xcode writes it.
    public var id: String
    /// The development-language text.
    public var source: String
    /// The translation; nil when there is none.
    public var target: String?
    /// The XLIFF state of the translation (`translated`, `needs-review-l10n`, `new`).
    public var state: String?
    /// The developer's comment.
    public var note: String?
    /// Where the string lives.
    public var slot: Slot
    /// False for a string marked not to translate (a catalog's `shouldTranslate: false`).
    public var isTranslatable = true

    /// A unit.
    ///
    /// - Parameters:
    ///   - id: the XLIFF id.
    ///   - source: the development-language text.
    ///   - target: the translation, or nil.
    ///   - state: the XLIFF state of the translation.
    ///   - note: the comment.
    ///   - slot: where the string lives.
    public init(id: String, source: String, target: String?, state: String?, note: String?, slot: Slot) {
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.note = note
        self.slot = slot
    }

    /// The XLIFF id of a `.stringsdict` string: `/KEY:dict/NAME:dict/…/:string`, Xcode's path
    /// into the property list.
    public static func stringsdictID(key: String, path: [String]) -> String {
        "/" + ([key] + path).map { $0 + ":dict" }.joined(separator: "/") + "/:string"
    }

    /// The XLIFF id of a catalog string unit: the key, then for a variation `|==|` and the path
    /// joined with dots (`KEY|==|plural.one`, `KEY|==|substitutions.count.plural.few`).
    ///
    /// A substitution name with a dot is written between `@` signs
    /// (`substitutions.@a.b@.plural.one`), as Xcode does.
    public static func catalogID(key: String, path: [String]) -> String {
        guard !path.isEmpty else { return key }
        var parts = path
        if parts.count >= 2, parts[0] == "substitutions", parts[1].contains(".") { parts[1] = "@" + parts[1] + "@" }
        return key + "|==|" + parts.joined(separator: ".")
    }

    /// The XLIFF state for a catalog string unit's state: `needs_review` and `stale` become
    /// `needs-review-l10n` (as Xcode 16.1 and 16.4 write it), `new` stays `new`, everything else
    /// is `translated`.
    public static func xliffState(catalogState state: String?) -> String {
        switch state {
        case "needs_review", "stale": "needs-review-l10n"
        case "new": "new"
        default: "translated"
        }
    }

    /// The catalog state for an XLIFF target state: `needs-review-*` becomes `needs_review`,
    /// `new` stays `new`, anything else (`translated`, `final`, `signed-off`, none) is
    /// `translated`.
    public static func catalogState(xliffState state: String?) -> String {
        guard let state else { return "translated" }
        if state.hasPrefix("needs-review") { return "needs_review" }
        if state == "new" { return "new" }
        return "translated"
    }
}

extension TranslationSource {
    /// The units of this source for translation into `language`.
    public struct Units: Sendable {
        /// The development language (a catalog's `sourceLanguage`).
        public var sourceLanguage: String
        /// The units, in Xcode's order: file order for tables, key order for catalogs.
        public var units: [TranslationUnit]
    }

    /// The deepest nesting of dictionaries inside a `.stringsdict` entry that is exported.
    static let maximumStringsdictDepth = 8

    /// Every string of this source with its translation into `language`.
    ///
    /// Tables: each key of the development-language table (its comment as the note), its value
    /// in `<language>.lproj` as the target. `.stringsdict` entries: every string in the entry
    /// (the format key, each variant), and for plural variables every CLDR category of
    /// `language` (the source text of a category the development language lacks is its
    /// `other`). Catalogs: every string unit of the source language's localization and of
    /// `language`'s, plural variations widened to `language`'s categories; entries marked
    /// `shouldTranslate: false` are units that are not translatable (`translate="no"`, as Xcode
    /// 16 exports them). Interface files: ibtool's strings, translated in `<language>.lproj`, or
    /// where the interface has a String Catalog of its own (``interfaceCatalog``), that
    /// catalog's keys, with the interface's text, translated, commented and marked there.
    ///
    /// - Throws: ``StringsdictError`` when a file cannot be read or parsed.
    public func units(for language: String) throws(StringsdictError) -> Units {
        try units(for: language, categories: Self.pluralCategories(of: language))
    }

    /// The units with plural variants widened to `categories` (import passes all six, so a
    /// translation may add any category, as Xcode's import allows).
    func units(for language: String, categories: [String]) throws(StringsdictError) -> Units {
        switch kind {
        case .strings: return try stringsUnits(for: language)
        case .stringsdict: return try stringsdictUnits(for: language, categories: categories)
        case .catalog: return try catalogUnits(for: language, categories: categories)
        case .interface: return try interfaceUnits(for: language)
        }
    }

    static func pluralCategories(of language: String) -> [String] {
        ((try? PluralRules(locale: language))?.categories ?? [.other]).map(\.rawValue)
    }

    /// Orders plural categories as CLDR does (zero … other) and other names after them by name.
    static func variantOrder(_ a: String, _ b: String) -> Bool {
        if a == b { return false }
        if a == "other" || b == "other" { return b == "other" }
        if let x = PluralCategory(rawValue: a).flatMap({ PluralCategory.allCases.firstIndex(of: $0) }),
           let y = PluralCategory(rawValue: b).flatMap({ PluralCategory.allCases.firstIndex(of: $0) }) {
            return x < y
        }
        return a < b
    }

    // MARK: .strings

    private func stringsUnits(for language: String) throws(StringsdictError) -> Units {
        // A table only code uses has no strings of its own; the code's are added by the caller.
        guard !isCodeTable else { return Units(sourceLanguage: sourceLanguage, units: []) }
        let source = try StringsFileReader.read(contentsOf: path)
        return try tableUnits(source.entries.map { ($0.key, $0.value, $0.comment) }, for: language)
    }

    // MARK: interface files

    /// The strings of a Base-localized interface file as Xcode exports them: ids `objectID.property`
    /// in `ibtool`'s order, the interface's text as the source, `ibtool`'s comment (with the
    /// object's `Note = "…";`) as the note, the value in `<language>.lproj/<name>.strings` as
    /// the target.
    private func interfaceUnits(for language: String) throws(StringsdictError) -> Units {
        let document = try InterfaceDocument(contentsOf: path)
        guard let catalogPath = interfaceCatalog else {
            return try tableUnits(document.strings.map { ($0.key, $0.value, $0.comment) }, for: language)
        }
        // Xcode 15+: the catalog Xcode keeps the interface's strings in. Its keys are the ones
        // exported, as in KeepingYouAwake's Xcode 15.0–16.4 exports: a string removed from it
        // stays out, and a key the interface no longer has (`manual`) is exported with the
        // catalog's source text, else the key itself as its source.
        let catalog = try StringCatalogDocument(contentsOf: catalogPath)
        let interface = Dictionary(document.strings.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var units: [TranslationUnit] = []
        for key in CanonicalJSONWriter.sortedKeys(catalog.strings.keys) {
            guard let entry = catalog.strings[key] else { continue }
            let string = interface[key]
            let unit = entry.localizations?[language]?.stringUnit
            let source = string?.value ?? entry.localizations?[catalog.sourceLanguage]?.stringUnit?.value ?? key
            var made = TranslationUnit(id: key, source: source, target: unit?.value,
                                       state: unit.map { TranslationUnit.xliffState(catalogState: $0.state) },
                                       note: entry.comment ?? string?.comment, slot: .catalog(key: key, path: []))
            made.isTranslatable = entry.shouldTranslate != false
            units.append(made)
        }
        return Units(sourceLanguage: sourceLanguage, units: units)
    }

    /// One unit per development-language string (key, text, comment), its target from
    /// `<language>.lproj`'s table of the same name, without a state: a table has none, and
    /// Xcode's exports of tables write `<target>` alone (Xcode 10.2 to 15.4).
    private func tableUnits(_ strings: [(key: String, value: String, comment: String?)], for language: String) throws(StringsdictError) -> Units {
        let targetFile = targetPath(for: language)
        let target = FileManager.default.fileExists(atPath: targetFile) ? try StringsFileReader.read(contentsOf: targetFile) : nil
        let units = strings.map { string in
            let translation = target?[string.key]?.value
            return TranslationUnit(id: string.key, source: string.value, target: translation, state: nil,
                                   note: string.comment, slot: .strings(key: string.key))
        }
        return Units(sourceLanguage: sourceLanguage, units: units)
    }

    /// The development language's `.strings` table of a `.strings` source, or the table `ibtool`
    /// generates from an interface file (for the order and comments of a new translation).
    func developmentTable() throws(StringsdictError) -> StringsFile {
        if isCodeTable { return StringsFile(file: path, format: .text(.utf8), pairs: []) }
        guard kind == .interface else { return try StringsFileReader.read(contentsOf: path) }
        let document = try InterfaceDocument(contentsOf: path)
        return try StringsFileReader.read(Array(document.stringsFileText().utf8), file: path)
    }

    // MARK: .stringsdict

    private func stringsdictUnits(for language: String, categories: [String]) throws(StringsdictError) -> Units {
        let source = try PropertyListReader.readDictionary(AtomicFile.read(path), file: path).dictionary
        let targetFile = targetPath(for: language)
        let target = FileManager.default.fileExists(atPath: targetFile)
            ? try PropertyListReader.readDictionary(AtomicFile.read(targetFile), file: targetFile).dictionary : nil
        // The target's entries by key (the last of a repeated key, as its subscript gives):
        // the subscript searches, and once per key that made exports and imports quadratic.
        var targets: [String: PropertyListNode] = [:]
        targets.reserveCapacity(target?.count ?? 0)
        for entry in target?.entries ?? [] { targets[entry.key] = entry.value }
        var units: [TranslationUnit] = []
        var seenKeys = Set<String>()
        for entry in source.entries where seenKeys.insert(entry.key).inserted {
            guard let dictionary = entry.value.dictionary else { continue }
            collect(dictionary, target: targets[entry.key]?.dictionary, key: entry.key, path: [], categories: categories, into: &units)
        }
        return Units(sourceLanguage: sourceLanguage, units: units)
    }

    private func collect(_ dictionary: PropertyListDictionary, target: PropertyListDictionary?, key: String, path: [String],
                         categories: [String], into units: inout [TranslationUnit]) {
        guard path.count < Self.maximumStringsdictDepth else { return }
        var names: [String] = []
        var seen = Set<String>()
        for entry in dictionary.entries where seen.insert(entry.key).inserted { names.append(entry.key) }
        let isPlural = dictionary["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType"
        if isPlural {
            // The target language's categories and any the translation has, in CLDR order.
            var variants = names.filter { dictionary[$0]?.string != nil && !Self.formatKeys.contains($0) }
            for name in categories where !variants.contains(name) { variants.append(name) }
            for name in target?.keys ?? [] where target?[name]?.string != nil && !Self.formatKeys.contains(name) && !variants.contains(name) {
                variants.append(name)
            }
            variants.sort(by: Self.variantOrder)
            let fallback = dictionary["other"]?.string ?? ""
            for name in variants {
                let variantPath = path + [name]
                let translation = target?[name]?.string
                units.append(TranslationUnit(id: TranslationUnit.stringsdictID(key: key, path: variantPath),
                                             source: dictionary[name]?.string ?? fallback, target: translation,
                                             state: nil, note: nil,
                                             slot: .stringsdict(key: key, path: variantPath)))
            }
            return
        }
        for name in names where !Self.formatKeys.contains(name) {
            guard let node = dictionary[name] else { continue }
            if let text = node.string {
                let translation = target?[name]?.string
                units.append(TranslationUnit(id: TranslationUnit.stringsdictID(key: key, path: path + [name]), source: text,
                                             target: translation, state: nil, note: nil,
                                             slot: .stringsdict(key: key, path: path + [name])))
            } else if let inner = node.dictionary {
                collect(inner, target: target?[name]?.dictionary, key: key, path: path + [name], categories: categories, into: &units)
            }
        }
    }

    /// The keys of a `.stringsdict` variable that describe it rather than hold text.
    static let formatKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

    // MARK: catalogs

    private func catalogUnits(for language: String, categories: [String]) throws(StringsdictError) -> Units {
        // A catalog to be made has no strings of its own; those bound to it are added by the caller.
        guard !isCodeTable else { return Units(sourceLanguage: sourceLanguage, units: []) }
        let document = try StringCatalogDocument(contentsOf: path)
        var units: [TranslationUnit] = []
        for key in CanonicalJSONWriter.sortedKeys(document.strings.keys) {
            guard let entry = document.strings[key] else { continue }
            let source = entry.localizations?[document.sourceLanguage]
            let target = entry.localizations?[language]
            var sourceLeaves: [[String]: String] = [:]
            if let source {
                for (path, unit) in Self.leaves(of: source) { sourceLeaves[path] = unit.value }
            }
            if sourceLeaves.isEmpty { sourceLeaves[[]] = key }
            var targetLeaves: [[String]: StringCatalogDocument.StringUnit] = [:]
            if let target {
                for (path, unit) in Self.leaves(of: target) { targetLeaves[path] = unit }
            }
            var paths = Set(sourceLeaves.keys).union(targetLeaves.keys)
            // A plural variation offers every category of the target language.
            for path in sourceLeaves.keys {
                guard path.count >= 2, path[path.count - 2] == "plural" else { continue }
                for category in categories { paths.insert(Array(path.dropLast()) + [category]) }
            }
            for path in paths.sorted(by: Self.pathOrder) {
                var sourceText = sourceLeaves[path]
                if sourceText == nil, path.count >= 2, path[path.count - 2] == "plural" {
                    sourceText = sourceLeaves[Array(path.dropLast()) + ["other"]]
                }
                let unit = targetLeaves[path]
                var made = TranslationUnit(id: TranslationUnit.catalogID(key: key, path: path),
                                           source: sourceText ?? sourceLeaves[[]] ?? key,
                                           target: unit?.value, state: unit.map { TranslationUnit.xliffState(catalogState: $0.state) },
                                           note: entry.comment, slot: .catalog(key: key, path: path))
                made.isTranslatable = entry.shouldTranslate != false
                units.append(made)
            }
        }
        return Units(sourceLanguage: document.sourceLanguage, units: units)
    }

    /// Every string unit of a localization with its path: the root unit, plural and device
    /// variations (nested), and the plural variations of the root's substitutions.
    static func leaves(of localization: StringCatalogDocument.Localization, prefix: [String] = [], depth: Int = 0) -> [([String], StringCatalogDocument.StringUnit)] {
        guard depth < 8 else { return [] }
        var out: [([String], StringCatalogDocument.StringUnit)] = []
        if let unit = localization.stringUnit { out.append((prefix, unit)) }
        if let variations = localization.variations {
            for (kind, map) in [("device", variations.device), ("plural", variations.plural)] {
                for (name, inner) in map ?? [:] {
                    out += leaves(of: inner, prefix: prefix + [kind, name], depth: depth + 1)
                }
            }
        }
        if prefix.isEmpty, let substitutions = localization.substitutions {
            for (name, substitution) in substitutions {
                for (category, inner) in substitution.variations?.plural ?? [:] {
                    out += leaves(of: inner, prefix: ["substitutions", name, "plural", category], depth: depth + 1)
                }
            }
        }
        return out
    }

    /// Root first, then component by component: plural categories in CLDR order, `other`
    /// devices last, names otherwise by code point.
    static func pathOrder(_ a: [String], _ b: [String]) -> Bool {
        for (x, y) in zip(a, b) where x != y {
            return variantOrder(x, y)
        }
        return a.count < b.count
    }
}
