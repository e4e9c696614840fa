import Dispatch
import FoundationEssentials
import Synchronization

/// A String Catalog (`.xcstrings`): every language's strings of one table in one JSON file.
///
/// Each language becomes a ``LocalizationTable`` the way Xcode compiles a catalog (see <doc:StringCatalogs>): a
/// plain `stringUnit` is a plain string; plural variations, device variations and substitutions
/// become the `.stringsdict` entries Xcode would write (each substitution a plural variable whose
/// value type is its `formatSpecifier`), compiled by the same engine as `.stringsdict` files.
///
/// Decisions where Xcode's output is not documented:
/// - A key with no value in the source language renders as the key itself (Xcode leaves such keys
///   out of the source language's table and the lookup falls back to the key).
/// - Values in every state (`translated`, `needs_review`, `new`, `stale`) are used.
/// - Top-level plural variations read argument 1; its value type is the first conversion in the
///   key (`%lld items` → `lld`), else in the `other` variant, else `lld` (Swift's `Int`).
/// - In a substitution's variants `%arg` becomes `%N$` plus its `formatSpecifier` (N its
///   `argNum`), and `%#@NAME@` in the value becomes `%N$#@NAME@`.
public struct StringCatalog: Sendable {
    /// The file it was read from.
    public let file: String
    /// The table name: the file name without `.xcstrings`.
    public let name: String
    /// The catalog's development language.
    public let sourceLanguage: String
    /// Every language with at least one value, sorted; the source language included.
    public let languages: [String]
    /// The catalog's content, as read.
    public let document: StringCatalogDocument
    /// The JSON it was read from, for the positions of its keys; nil when built from a document.
    package let json: JSONDocument?
    /// Key positions the streaming reader noted (keys under `strings`, substitutions without an
    /// `argNum`), for ``location(of:)`` when there is no tree.
    private let positions: [[String]: SourceLocation]

    /// Reads a catalog file.
    ///
    /// - Throws: ``StringsdictError`` of kind `.io` when the file cannot be read, `.syntax` when it
    ///   is not JSON of a catalog's shape (at the line and column concerned), `.limit` past the
    ///   size and nesting limits.
    public init(contentsOf path: String) throws(StringsdictError) {
        try self.init(bytes: FileBytes.read(path, maximumSize: PropertyListLimits.default.maximumInputSize), file: path)
    }

    /// Reads a catalog from its bytes.
    public init(bytes: [UInt8], file: String) throws(StringsdictError) {
        try self.init(bytes: bytes, file: file, languages: nil)
    }

    /// Reads a catalog from its bytes, making only the values of `languages` (every language when
    /// nil): the others are checked as JSON and skipped, and still count in ``languages``.
    ///
    /// The model is read straight from the JSON tokens (`StringCatalogReader`); a file with an
    /// error is read again through ``JSONDocument`` for the error's exact place. With `languages`
    /// given, a shape error inside a skipped language's value is not reported (its JSON syntax
    /// still is).
    public init(bytes: [UInt8], file: String, languages: Set<String>?) throws(StringsdictError) {
        // A large file reads in two halves on two cores (see ``StringCatalogHalves``); on any
        // doubt it is read whole, below, so errors and positions are the whole read's.
        if bytes.count >= Self.halvesThreshold, let halves = Self.readInHalves(bytes: bytes, file: file, languages: languages) {
            self = halves
            return
        }
        var reader = StringCatalogReader(bytes: bytes, file: file, languages: languages)
        if let document = reader.read() {
            self.init(document: document, file: file, json: nil, positions: reader.positions, languages: reader.languages)
            return
        }
        try self.init(treeBytes: bytes, file: file)
    }

    /// The size from which a catalog is read in two halves: below it, the second thread costs
    /// more than it saves.
    package static let halvesThreshold = 1 << 20

    /// `bytes` read as two halves (``StringCatalogHalves``) on two threads, joined; nil when the
    /// file has no cut, a half does not read, or a key is in both halves (the whole read then
    /// decides). The catalog is the one the whole read gives: the same document, languages and
    /// key positions.
    package static func readInHalves(bytes: [UInt8], file: String, languages: Set<String>?) -> StringCatalog? {
        guard let halves = StringCatalogHalves(bytes) else { return nil }
        typealias Half = (document: StringCatalogDocument, positions: [[String]: SourceLocation], languages: Set<String>)
        let results = Mutex<[Half?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            var reader = StringCatalogReader(bytes: index == 0 ? halves.first : halves.second, file: file, languages: languages)
            guard let document = reader.read() else { return }
            let half: Half = (document, reader.positions, reader.languages)
            results.withLock { $0[index] = half }
        }
        guard let first = results.withLock({ $0[0] }), let second = results.withLock({ $0[1] }) else { return nil }
        // The head and tail of the file (every field but `strings`) are read in the second half.
        var strings = first.document.strings
        strings.reserveCapacity(first.document.strings.count + second.document.strings.count)
        for (key, entry) in second.document.strings {
            // A key in both halves: the whole read keeps the first and skips the other unread.
            guard strings.updateValue(entry, forKey: key) == nil else { return nil }
        }
        var positions = first.positions
        positions.reserveCapacity(first.positions.count + second.positions.count)
        for (path, location) in second.positions {
            var location = location
            // On the line of the cut, the second half starts left of its place in the file.
            if location.line == halves.line { location.column += halves.columnOffset }
            positions[path] = location
        }
        var document = second.document
        document.strings = strings
        return StringCatalog(document: document, file: file, json: nil, positions: positions, languages: first.languages.union(second.languages))
    }

    /// Reads a catalog through a ``JSONDocument`` tree (the reference path, which knows every
    /// key's position).
    package init(treeBytes bytes: [UInt8], file: String) throws(StringsdictError) {
        let json: JSONDocument
        do {
            json = try JSONDocument(bytes: bytes, file: file)
        } catch where error.kind == .syntax {
            var described = error
            described.message = "not valid JSON: " + error.message
            throw described
        }
        try self.init(json: json)
    }

    /// Reads a catalog from a JSON document read by ``JSONDocument``.
    public init(json: JSONDocument) throws(StringsdictError) {
        try self.init(document: StringCatalogDocument(json: json), file: json.file, json: json, positions: [:], languages: nil)
    }

    /// A catalog of `document`, as if read from `file` (which names the table).
    public init(document: StringCatalogDocument, file: String) {
        self.init(document: document, file: file, json: nil, positions: [:], languages: nil)
    }

    private init(document: StringCatalogDocument, file: String, json: JSONDocument?, positions: [[String]: SourceLocation], languages found: Set<String>?) {
        self.json = json
        self.positions = positions
        self.file = file
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        name = fileName.hasSuffix(".xcstrings") ? String(fileName.dropLast(".xcstrings".count)) : fileName
        self.document = document
        sourceLanguage = document.sourceLanguage
        var languages: Set<String> = [document.sourceLanguage]
        if let found {
            languages.formUnion(found)
        } else {
            for entry in document.strings.values {
                if let localized = entry.localizations?.keys { languages.formUnion(localized) }
            }
        }
        self.languages = languages.sorted()
        keys = document.strings.keys.sorted()
    }

    /// The bytes of a catalog file, read with the size limit ``init(contentsOf:)`` uses.
    package static func bytes(contentsOf path: String) throws(StringsdictError) -> [UInt8] {
        try FileBytes.read(path, maximumSize: PropertyListLimits.default.maximumInputSize)
    }

    /// The keys, sorted.
    public let keys: [String]

    /// The compiled table of `language` (a catalog language code such as `de` or `zh-Hans`).
    /// Keys without a value in that language are absent, except in the source language, where
    /// they render as the key.
    public func table(for language: String) -> LocalizationTable {
        LocalizationTable(name: name, stringsdict: stringsdict(for: language, selection: .shipped, keyFallback: true, locate: nil))
    }

    /// Which values ``stringsdict(for:selection:keyFallback:locate:)`` takes.
    package enum Selection: Sendable {
        /// Every value, in every state (for the linter, which judges them all).
        case every
        /// The values Xcode's compile ships (README, "States"): in a language other than the
        /// source, a value with a `new` or empty unit is left out, and so is a key marked
        /// `shouldTranslate: false`.
        case shipped
    }

    /// True when `localization` (of a key, in a language other than the source) is shipped:
    /// none of its units is `new` or empty.
    package static func isShipped(_ localization: StringCatalogDocument.Localization) -> Bool {
        // A plain value (most of them) is judged without the work list.
        if localization.variations == nil, localization.substitutions == nil {
            guard let unit = localization.stringUnit else { return true }
            return unit.state != "new" && !unit.value.isEmpty
        }
        var pending = [localization]
        while let next = pending.popLast() {
            if let unit = next.stringUnit, unit.state == "new" || unit.value.isEmpty { return false }
            if let plural = next.variations?.plural { pending += plural.values }
            if let device = next.variations?.device { pending += device.values }
            for substitution in (next.substitutions ?? [:]).values {
                if let plural = substitution.variations?.plural { pending += plural.values }
            }
        }
        return true
    }

    // MARK: positions and metadata, for the linter

    /// The position of a JSON object key from its key path (`["strings", KEY, "localizations",
    /// LANG, "stringUnit"]`); nil when not known.
    package typealias Locator = ([String]) -> SourceLocation?

    /// The `.stringsdict` entries ``table(for:)`` compiles for `language`, each node placed at
    /// the catalog key it comes from (see ``Locator``): an entry at `localizations/LANG` (at the
    /// key under `strings` for a source-language key without a value), a plain value or a
    /// substitution format at its `stringUnit`, a plural variable at `variations/plural` or
    /// `substitutions/NAME`, a variant at its category, device variants at `variations/device`.
    /// A path `locate` does not know takes the position of the nearest key above it.
    /// With `locate` nil every node is at line 1 of the file (compiling needs no positions).
    package func stringsdict(for language: String, selection: Selection = .every, keyFallback: Bool = true, locate: Locator?) -> PropertyListDictionary {
        let fallback = SourceLocation(file: file, line: 1, column: 1)
        var entries: [PropertyListDictionary.Entry] = []
        for key in keys {
            guard let entry = document.strings[key] else { continue }
            if selection == .shipped, language != sourceLanguage {
                if entry.shouldTranslate == false { continue }
                if let localization = entry.localizations?[language], !Self.isShipped(localization) { continue }
            }
            if let localization = entry.localizations?[language] {
                // Paths are made only when there is a locator to ask (compiling needs none).
                func place(_ suffix: [String]) -> SourceLocation {
                    guard let locate else { return fallback }
                    return Self.nearest(["strings", key, "localizations", language] + suffix, locate: locate) ?? fallback
                }
                entries.append(.init(key: key, keyLocation: place([]), value: Self.node(for: localization, key: key, at: place)))
            } else if language == sourceLanguage, keyFallback {
                let location = locate.flatMap { Self.nearest(["strings", key], locate: $0) } ?? fallback
                entries.append(.init(key: key, keyLocation: location, value: PropertyListNode(.string(key), at: location)))
            }
        }
        return PropertyListDictionary(entries: entries)
    }

    /// The translator's comment on `key`, when the catalog has one.
    public func comment(for key: String) -> String? {
        document.strings[key]?.comment
    }

    /// The `extractionState` of `key` (`manual`, `stale`, …), when written.
    package func extractionState(of key: String) -> String? {
        document.strings[key]?.extractionState
    }

    /// False when `key` is marked `"shouldTranslate": false`.
    package func shouldTranslate(_ key: String) -> Bool {
        document.strings[key]?.shouldTranslate ?? true
    }

    /// True when `key` has a value in `language`.
    package func hasValue(for key: String, in language: String) -> Bool {
        document.strings[key]?.localizations?[language] != nil
    }

    /// True when `key`'s value in `language` is plural variations (also under a device), which
    /// compile to one variable named `value`; false for substitutions, whose variables keep their names.
    package func hasPluralVariations(_ key: String, in language: String) -> Bool {
        guard let localization = document.strings[key]?.localizations?[language], localization.substitutions?.isEmpty ?? true else { return false }
        return localization.variations?.plural != nil
            || (localization.variations?.device ?? [:]).values.contains { $0.variations?.plural != nil }
    }

    /// The `state` of every `stringUnit` of `key` in `language`, with the key path of the
    /// `stringUnit`, in key order.
    package func states(of key: String, in language: String) -> [(path: [String], state: String)] {
        guard let localization = document.strings[key]?.localizations?[language] else { return [] }
        let path = ["strings", key, "localizations", language]
        var found: [(path: [String], state: String)] = []
        func add(_ unit: StringCatalogDocument.StringUnit?, _ suffix: [String]) {
            if let state = unit?.state { found.append((path + suffix + ["stringUnit"], state)) }
        }
        func addPlural(_ plural: [String: StringCatalogDocument.Localization]?, _ suffix: [String]) {
            for category in (plural ?? [:]).keys.sorted() {
                add(plural?[category]?.stringUnit, suffix + ["variations", "plural", category])
            }
        }
        add(localization.stringUnit, [])
        addPlural(localization.variations?.plural, [])
        let devices = localization.variations?.device ?? [:]
        for device in devices.keys.sorted() {
            add(devices[device]?.stringUnit, ["variations", "device", device])
            addPlural(devices[device]?.variations?.plural, ["variations", "device", device])
        }
        let substitutions = localization.substitutions ?? [:]
        for name in substitutions.keys.sorted() {
            addPlural(substitutions[name]?.variations?.plural, ["substitutions", name])
        }
        return found
    }

    /// The position of the JSON key at `path` (`["strings", KEY, "localizations", LANG]`), else
    /// of the nearest key above it; line 1 column 1 when the catalog was not read from a file.
    ///
    /// A catalog read from bytes (without a tree) knows the positions of the keys under
    /// `strings` and of substitutions without an `argNum`; a deeper path takes its key's
    /// position. ``init(json:)`` knows every key's.
    public func location(of path: [String]) -> SourceLocation {
        if let json { return json.location(of: path) }
        var prefix = path
        while !prefix.isEmpty {
            if let found = positions[prefix] { return found }
            prefix.removeLast()
        }
        return SourceLocation(file: file, line: 1, column: 1)
    }

    /// The position of `path`, else of the nearest key above it.
    private static func nearest(_ path: [String], locate: Locator) -> SourceLocation? {
        var path = path
        while !path.isEmpty {
            if let location = locate(path) { return location }
            path.removeLast()
        }
        return nil
    }

    // MARK: catalog → stringsdict structure

    /// True when `localization` compiles to a plain string (``node(for:key:at:)`` gives a
    /// `.string`): no substitutions, no plural or device variations.
    static func isPlain(_ localization: StringCatalogDocument.Localization) -> Bool {
        (localization.substitutions?.isEmpty ?? true) && localization.variations?.plural == nil && localization.variations?.device == nil
    }

    /// A localization's entry; `at` gives the position of a key path below `localizations/LANG`.
    static func node(for localization: StringCatalogDocument.Localization, key: String, at: ([String]) -> SourceLocation) -> PropertyListNode {
        if let substitutions = localization.substitutions, !substitutions.isEmpty {
            return substitutionEntry(value: localization.stringUnit?.value ?? key, substitutions, at: at)
        }
        if let plural = localization.variations?.plural {
            return pluralEntry(plural, key: key, path: ["variations", "plural"], at: at)
        }
        if let devices = localization.variations?.device {
            let path = ["variations", "device"]
            var variants: [PropertyListDictionary.Entry] = []
            for device in devices.keys.sorted() {
                guard let value = devices[device] else { continue }
                let variant: PropertyListNode
                if let plural = value.variations?.plural {
                    variant = pluralEntry(plural, key: key, path: path + [device, "variations", "plural"], at: at)
                } else {
                    variant = PropertyListNode(.string(value.stringUnit?.value ?? ""), at: at(path + [device, "stringUnit"]))
                }
                variants.append(.init(key: device, keyLocation: at(path + [device]), value: variant))
            }
            let location = at(path)
            return dictionary([("NSStringDeviceSpecificRuleType", PropertyListNode(.dictionary(PropertyListDictionary(entries: variants)), at: location))], at: location)
        }
        return PropertyListNode(.string(localization.stringUnit?.value ?? ""), at: at(["stringUnit"]))
    }

    /// Top-level plural variations (at `path`): one variable reading argument 1.
    private static func pluralEntry(_ plural: [String: StringCatalogDocument.Localization], key: String, path: [String], at: ([String]) -> SourceLocation) -> PropertyListNode {
        let valueType = firstConversion(in: key) ?? firstConversion(in: plural["other"]?.stringUnit?.value ?? "") ?? "lld"
        let location = at(path)
        let variable = variableDictionary(
            valueType: valueType, variants: plural.mapValues { $0.stringUnit?.value ?? "" }, at: location,
            variantAt: { at(path + [$0]) })
        return dictionary([("NSStringLocalizedFormatKey", PropertyListNode(.string("%1$#@value@"), at: location)), ("value", variable)], at: location)
    }

    /// A value with `%#@NAME@` substitutions: each one a plural variable.
    private static func substitutionEntry(value: String, _ substitutions: [String: StringCatalogDocument.Substitution], at: ([String]) -> SourceLocation) -> PropertyListNode {
        var format = value
        var fields: [(String, PropertyListNode, SourceLocation)] = []
        // Each substitution's argument, given or inferred from its place in the string; a
        // substitution named in another's variants (`%#@geese_fields@`) reads its argNum there too.
        var argNums: [String: Int] = [:]
        for (name, substitution) in substitutions {
            if let argNum = substitution.argNum ?? inferredArgNum(of: name, in: value) { argNums[name] = argNum }
        }
        // Apple's form numbers the substitutions and leaves the string's other specifiers as they
        // are (`%@! There %2$#@total@`). Where that would change what one of those reads
        // (`%#@files@ in %@`: after `%1$#@files@`, an unnumbered `%@` reads argument 1), the entry
        // is written as a .stringsdict writes it, without positions, if that reads the same
        // arguments: the string numbers nothing, each substitution reads the argument its place
        // gives, and each variant's `%arg` is its first specifier.
        var shifted = false
        if let parsed = try? FormatString(value, options: .allowsUnusedSlots) {
            var index = 0
            for specifier in parsed.specifiers where specifier.variableName == nil && !specifier.isPositional {
                index += 1
                if specifier.slot != index { shifted = true }
            }
        }
        let unnumbered = shifted && !value.contains("$") && substitutions.allSatisfy { name, substitution in
            guard let natural = inferredArgNum(of: name, in: value), (substitution.argNum ?? natural) == natural else { return false }
            return (substitution.variations?.plural ?? [:]).values.allSatisfy { variant in
                let text = variant.stringUnit?.value ?? ""
                guard !text.contains("$"), !text.contains("%#@") else { return false }
                guard let arg = text.range(of: "%arg") else { return true }
                return !text[..<arg.lowerBound].replacingOccurrences(of: "%%", with: "").contains("%")
            }
        }
        if unnumbered { argNums = [:] }
        func numbered(_ text: String) -> String {
            guard text.contains("%#@") else { return text }
            var text = text
            for (name, argNum) in argNums.sorted(by: { $0.key < $1.key }) {
                text = replacing("%#@\(name)@", with: "%\(argNum)$#@\(name)@", in: text)
            }
            return text
        }
        format = numbered(format)
        for name in substitutions.keys.sorted() {
            guard let substitution = substitutions[name] else { continue }
            let specifier = substitution.formatSpecifier ?? "lld"
            let argument = argNums[name].map { "%\($0)$" } ?? "%"
            let variants = (substitution.variations?.plural ?? [:]).mapValues { variant in
                numbered(replacingArg(in: variant.stringUnit?.value ?? "", with: argument + specifier))
            }
            let path = ["substitutions", name]
            let location = at(path)
            fields.append((name, variableDictionary(valueType: specifier, variants: variants, at: location, variantAt: { at(path + ["variations", "plural", $0]) }), location))
        }
        let formatLocation = at(["stringUnit"])
        let entries = [PropertyListDictionary.Entry(key: "NSStringLocalizedFormatKey", keyLocation: formatLocation, value: PropertyListNode(.string(format), at: formatLocation))]
            + fields.map { PropertyListDictionary.Entry(key: $0.0, keyLocation: $0.2, value: $0.1) }
        return PropertyListNode(.dictionary(PropertyListDictionary(entries: entries)), at: at([]))
    }

    private static func variableDictionary(valueType: String, variants: [String: String], at location: SourceLocation, variantAt: (String) -> SourceLocation) -> PropertyListNode {
        var entries: [PropertyListDictionary.Entry] = [
            .init(key: "NSStringFormatSpecTypeKey", keyLocation: location, value: PropertyListNode(.string("NSStringPluralRuleType"), at: location)),
            .init(key: "NSStringFormatValueTypeKey", keyLocation: location, value: PropertyListNode(.string(valueType), at: location)),
        ]
        for category in PluralCategory.allCases.map(\.rawValue) {
            if let text = variants[category] {
                let variantLocation = variantAt(category)
                entries.append(.init(key: category, keyLocation: variantLocation, value: PropertyListNode(.string(text), at: variantLocation)))
            }
        }
        return PropertyListNode(.dictionary(PropertyListDictionary(entries: entries)), at: location)
    }

    private static func dictionary(_ fields: [(String, PropertyListNode)], at location: SourceLocation) -> PropertyListNode {
        PropertyListNode(.dictionary(PropertyListDictionary(entries: fields.map { .init(key: $0.0, keyLocation: location, value: $0.1) })), at: location)
    }

    /// The argument a `%#@name@` without a position reads, from its place among the
    /// specifiers of `value` (printf's order: each unpositioned specifier reads the argument
    /// after the one before it), as Xcode infers a missing `argNum`; nil when `value` does not
    /// name it or does not parse.
    package static func inferredArgNum(of name: String, in value: String) -> Int? {
        guard let format = try? FormatString(value, options: .allowsUnusedSlots) else { return nil }
        return format.specifiers.first { $0.variableName == name }?.slot
    }

    /// The conversion of the first specifier in `text` that reads an argument (`lld` in
    /// `%lld items`), without `%` and position; nil when there is none.
    package static func firstConversion(in text: String) -> String? {
        guard let format = try? FormatString(text, options: .allowsUnusedSlots) else { return nil }
        for specifier in format.specifiers where specifier.variableName == nil {
            var conversion = Substring(specifier.text.dropFirst())
            if let dollar = conversion.firstIndex(of: "$") { conversion = conversion[conversion.index(after: dollar)...] }
            return String(conversion)
        }
        return nil
    }

    /// `text` with every `%arg` (not `%%arg`) replaced by `specifier`.
    package static func replacingArg(in text: String, with specifier: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                result += "%%"
                rest = after.dropFirst()
            } else if after.hasPrefix("arg") {
                result += specifier
                rest = after.dropFirst(3)
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }

    private static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        text.split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
