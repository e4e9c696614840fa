/// The content of a String Catalog (`.xcstrings`), to read, change and write back (see <doc:StringCatalogs>).
///
/// ```swift
/// var document = try StringCatalogDocument(contentsOf: "Localizable.xcstrings")
/// document.strings["Hello"] = .init(localizations: ["de": .init(stringUnit: .init(state: "translated", value: "Hallo"))])
/// try document.write(to: "Localizable.xcstrings")   // Xcode's form, atomically
/// ```
///
/// Every field Xcode writes has a property; fields this model does not know (a newer Xcode's)
/// are kept in `otherFields` and written back unchanged, so reading and writing a catalog loses
/// nothing. Absent and empty collections are told apart (`localizations` missing vs `{}`), as
/// Xcode writes both. ``canonicalBytes()`` gives Xcode's exact byte form
/// (``CanonicalJSONWriter``).
public struct StringCatalogDocument: Sendable, Hashable {
    /// The development language (`en`).
    public var sourceLanguage: String
    /// The format version (`1.0`, `1.1`); nil when the file has none.
    public var version: String?
    /// Every key of the table.
    public var strings: [String: Entry]
    /// Top-level fields this model does not know, kept as read.
    public var otherFields: [String: JSONValue]

    /// A catalog in `sourceLanguage` with `strings`.
    ///
    /// - Parameters:
    ///   - sourceLanguage: the development language (`en`).
    ///   - version: the format version to write; Xcode 15 writes `1.0`.
    ///   - strings: the keys and their values.
    ///   - otherFields: top-level fields to write back as they are.
    public init(sourceLanguage: String, version: String? = "1.0", strings: [String: Entry] = [:], otherFields: [String: JSONValue] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.strings = strings
        self.otherFields = otherFields
    }

    /// One key: its comment, how Xcode found it, and its value in each language.
    public struct Entry: Sendable, Hashable {
        /// The comment for translators (from the source code, or written in Xcode); nil when none.
        public var comment: String?
        /// `manual`, `extracted_with_value`, `stale`, `migrated`, … (Xcode's words).
        public var extractionState: String?
        /// False for a key that is never translated (it ships in the source language only).
        public var shouldTranslate: Bool?
        /// The value in each language, by catalog language code (`de`, `zh-Hans`).
        public var localizations: [String: Localization]?
        /// Fields of the entry this model does not know, kept as read.
        public var otherFields: [String: JSONValue]

        /// An entry; every field is optional, as in the file.
        ///
        /// - Parameters:
        ///   - comment: the comment for translators.
        ///   - extractionState: how Xcode found the key (`manual`, `stale`, …).
        ///   - shouldTranslate: false for a key that is never translated.
        ///   - localizations: the value in each language, by catalog language code.
        ///   - otherFields: fields to write back as they are.
        public init(comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool? = nil, localizations: [String: Localization]? = nil, otherFields: [String: JSONValue] = [:]) {
            self.comment = comment
            self.extractionState = extractionState
            self.shouldTranslate = shouldTranslate
            self.localizations = localizations
            self.otherFields = otherFields
        }
    }

    /// A value: a plain string unit, variations (plural or device, nested), substitutions.
    ///
    /// The same shape serves a language's value and each variant of a variation (a device
    /// variant may hold plural variations).
    public struct Localization: Sendable, Hashable {
        /// A plain value and its state; nil when the value has variations or is made of substitutions only.
        public var stringUnit: StringUnit?
        /// Plural or device variants of the value.
        public var variations: Variations?
        /// `%#@NAME@` substitutions by name.
        public var substitutions: [String: Substitution]?
        /// Fields this model does not know, kept as read.
        public var otherFields: [String: JSONValue]

        /// A value made of a string unit, variations or substitutions.
        ///
        /// - Parameters:
        ///   - stringUnit: a plain value and its state.
        ///   - variations: plural or device variants.
        ///   - substitutions: `%#@NAME@` substitutions by name.
        ///   - otherFields: fields to write back as they are.
        public init(stringUnit: StringUnit? = nil, variations: Variations? = nil, substitutions: [String: Substitution]? = nil, otherFields: [String: JSONValue] = [:]) {
            self.stringUnit = stringUnit
            self.variations = variations
            self.substitutions = substitutions
            self.otherFields = otherFields
        }
    }

    /// A string and its translation state.
    public struct StringUnit: Sendable, Hashable {
        /// `translated`, `needs_review`, `new`, `stale` (Xcode's words); nil when not written.
        public var state: String?
        /// The text, with printf-style specifiers as written (`%lld files`).
        public var value: String
        /// Fields this model does not know, kept as read.
        public var otherFields: [String: JSONValue]

        /// A string unit with `value` in `state`.
        ///
        /// - Parameters:
        ///   - state: the translation state; `translated` unless given.
        ///   - value: the text.
        ///   - otherFields: fields to write back as they are.
        public init(state: String? = "translated", value: String, otherFields: [String: JSONValue] = [:]) {
            self.state = state
            self.value = value
            self.otherFields = otherFields
        }
    }

    /// Variants by plural category (`one`, `other`) or by device (`iphone`, `mac`, `other`).
    public struct Variations: Sendable, Hashable {
        /// Variants by CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
        public var plural: [String: Localization]?
        /// Variants by device (`iphone`, `ipad`, `ipod`, `mac`, `applewatch`, `appletv`, `applevision`, `other`).
        public var device: [String: Localization]?
        /// Fields this model does not know (a newer Xcode's kinds of variation), kept as read.
        public var otherFields: [String: JSONValue]

        /// Variations by plural category, by device, or both.
        ///
        /// - Parameters:
        ///   - plural: the variants by plural category.
        ///   - device: the variants by device.
        ///   - otherFields: fields to write back as they are.
        public init(plural: [String: Localization]? = nil, device: [String: Localization]? = nil, otherFields: [String: JSONValue] = [:]) {
            self.plural = plural
            self.device = device
            self.otherFields = otherFields
        }
    }

    /// A `%#@NAME@` substitution: its argument, its printf conversion, its plural variants, in
    /// which `%arg` stands for the substitution's own argument.
    public struct Substitution: Sendable, Hashable {
        /// The argument number (1-based); nil when Xcode infers it from the order.
        public var argNum: Int?
        /// The conversion without `%` (`lld`, `@`, `.1f`).
        public var formatSpecifier: String?
        /// The plural variants, in which `%arg` is the substitution's argument.
        public var variations: Variations?
        /// Fields this model does not know, kept as read.
        public var otherFields: [String: JSONValue]

        /// A substitution.
        ///
        /// - Parameters:
        ///   - argNum: the 1-based argument number; nil to let it be inferred from the order.
        ///   - formatSpecifier: the conversion without `%` (`lld`).
        ///   - variations: the plural variants.
        ///   - otherFields: fields to write back as they are.
        public init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil, otherFields: [String: JSONValue] = [:]) {
            self.argNum = argNum
            self.formatSpecifier = formatSpecifier
            self.variations = variations
            self.otherFields = otherFields
        }
    }
}

// MARK: reading

extension StringCatalogDocument {
    /// Reads the catalog at `path`.
    ///
    /// - Throws: ``StringsdictError`` `.io` when it cannot be read, `.syntax` when it is not JSON
    ///   or not a catalog's shape (at the key concerned, with its key path), `.limit` past the
    ///   size or nesting limits.
    public init(contentsOf path: String) throws(StringsdictError) {
        try self.init(bytes: FileBytes.read(path, maximumSize: PropertyListLimits.default.maximumInputSize), file: path)
    }

    /// Reads a catalog from its bytes; `file` names it in errors.
    ///
    /// The model is read straight from the JSON tokens (`StringCatalogReader`); a file with an
    /// error is read again through ``JSONDocument`` for the error's exact place and key path.
    public init(bytes: [UInt8], file: String) throws(StringsdictError) {
        var reader = StringCatalogReader(bytes: bytes, file: file, recordsPositions: false)
        if let document = reader.read() {
            self = document
        } else {
            try self.init(treeBytes: bytes, file: file)
        }
    }

    /// Reads a catalog that will be written back, refusing a key written twice in one object
    /// (reading keeps the first value; writing back would lose the second silently) with the
    /// error of ``JSONDocument/refuseDuplicates()``, the one `catalog format` gives.
    package init(refusingDuplicates bytes: [UInt8], file: String) throws(StringsdictError) {
        var reader = StringCatalogReader(bytes: bytes, file: file, recordsPositions: false)
        if let document = reader.read(), !reader.sawRepeat {
            self = document
            return
        }
        let json = try JSONDocument(bytes: bytes, file: file)
        try json.refuseDuplicates()
        try self.init(json: json)
    }

    /// Reads a catalog through a ``JSONDocument`` tree: the reference path.
    package init(treeBytes bytes: [UInt8], file: String) throws(StringsdictError) {
        try self.init(json: JSONDocument(bytes: bytes, file: file))
    }

    /// Reads a catalog from a JSON document.
    public init(json: JSONDocument) throws(StringsdictError) {
        var decoder = TreeDecoder(file: json.file)
        self = try decoder.catalog(json.root)
    }

    /// Turns JSON values into the model, naming the key path and position of a shape error.
    ///
    /// Twin reader (reference): ``StringCatalogReader`` is the fast path that reads the model
    /// straight from the tokens and must agree with this decode on every file;
    /// `Tests/StringsdictTests/StringCatalogReaderTests.swift` holds them equal.
    private struct TreeDecoder {
        let file: String
        var path: [String] = []
        /// Positions of the keys along ``path``.
        var places: [SourceLocation] = []

        func failure(_ message: String) -> StringsdictError {
            let shown = path.isEmpty ? "the top level" : path.joined(separator: " › ")
            return StringsdictError(
                .syntax, "not a String Catalog: \(message) at \(shown)",
                at: places.last ?? SourceLocation(file: file, line: 1, column: 1), keyPath: path,
                hint: "a catalog is JSON with sourceLanguage and strings, as Xcode writes it")
        }

        mutating func enter(_ member: JSONObject.Member) {
            path.append(member.key)
            places.append(SourceLocation(file: file, line: member.line, column: member.column))
        }

        mutating func leave() {
            path.removeLast()
            places.removeLast()
        }

        func object(_ value: JSONValue) throws(StringsdictError) -> JSONObject {
            guard case .object(let object) = value else { throw failure("expected an object, found \(value.kindDescription)") }
            return object
        }

        /// Calls `field` for each member of `value` (an object); members it does not take
        /// (returns false for) are returned as other fields.
        mutating func fields(_ value: JSONValue, _ field: (inout TreeDecoder, JSONObject.Member) throws(StringsdictError) -> Bool) throws(StringsdictError) -> [String: JSONValue] {
            var others: [String: JSONValue] = [:]
            for member in try object(value).members {
                enter(member)
                if try !field(&self, member) { others[member.key] = member.value }
                leave()
            }
            return others
        }

        func string(_ value: JSONValue) throws(StringsdictError) -> String {
            guard case .string(let text) = value else { throw failure("expected a string, found \(value.kindDescription)") }
            return text
        }

        func bool(_ value: JSONValue) throws(StringsdictError) -> Bool {
            guard case .bool(let flag) = value else { throw failure("expected true or false, found \(value.kindDescription)") }
            return flag
        }

        func integer(_ value: JSONValue) throws(StringsdictError) -> Int {
            guard case .number(let text) = value, let number = Int(text) else {
                throw failure("expected an integer, found \(value.kindDescription)")
            }
            return number
        }

        mutating func map<T>(_ value: JSONValue, _ element: (inout TreeDecoder, JSONValue) throws(StringsdictError) -> T) throws(StringsdictError) -> [String: T] {
            var result: [String: T] = [:]
            for member in try object(value).members {
                enter(member)
                result[member.key] = try element(&self, member.value)
                leave()
            }
            return result
        }

        mutating func catalog(_ value: JSONValue) throws(StringsdictError) -> StringCatalogDocument {
            var sourceLanguage: String?
            var version: String?
            var strings: [String: Entry]?
            let others = try fields(value) { (decoder, member) throws(StringsdictError) -> Bool in
                switch member.key {
                case "sourceLanguage": sourceLanguage = try decoder.string(member.value)
                case "version": version = try decoder.string(member.value)
                case "strings": strings = try decoder.map(member.value) { (decoder, value) throws(StringsdictError) in try decoder.entry(value) }
                default: return false
                }
                return true
            }
            guard let sourceLanguage else { throw failure("missing 'sourceLanguage'") }
            guard let strings else { throw failure("missing 'strings'") }
            return StringCatalogDocument(sourceLanguage: sourceLanguage, version: version, strings: strings, otherFields: others)
        }

        mutating func entry(_ value: JSONValue) throws(StringsdictError) -> Entry {
            var entry = Entry()
            entry.otherFields = try fields(value) { (decoder, member) throws(StringsdictError) -> Bool in
                switch member.key {
                case "comment": entry.comment = try decoder.string(member.value)
                case "extractionState": entry.extractionState = try decoder.string(member.value)
                case "shouldTranslate": entry.shouldTranslate = try decoder.bool(member.value)
                case "localizations": entry.localizations = try decoder.map(member.value) { (decoder, value) throws(StringsdictError) in try decoder.localization(value) }
                default: return false
                }
                return true
            }
            return entry
        }

        mutating func localization(_ value: JSONValue) throws(StringsdictError) -> Localization {
            var localization = Localization()
            localization.otherFields = try fields(value) { (decoder, member) throws(StringsdictError) -> Bool in
                switch member.key {
                case "stringUnit": localization.stringUnit = try decoder.stringUnit(member.value)
                case "variations": localization.variations = try decoder.variations(member.value)
                case "substitutions": localization.substitutions = try decoder.map(member.value) { (decoder, value) throws(StringsdictError) in try decoder.substitution(value) }
                default: return false
                }
                return true
            }
            return localization
        }

        mutating func stringUnit(_ value: JSONValue) throws(StringsdictError) -> StringUnit {
            var state: String?
            var text: String?
            let others = try fields(value) { (decoder, member) throws(StringsdictError) -> Bool in
                switch member.key {
                case "state": state = try decoder.string(member.value)
                case "value": text = try decoder.string(member.value)
                default: return false
                }
                return true
            }
            guard let text else { throw failure("missing 'value'") }
            return StringUnit(state: state, value: text, otherFields: others)
        }

        mutating func variations(_ value: JSONValue) throws(StringsdictError) -> Variations {
            var variations = Variations()
            variations.otherFields = try fields(value) { (decoder, member) throws(StringsdictError) -> Bool in
                switch member.key {
                case "plural": variations.plural = try decoder.map(member.value) { (decoder, value) throws(StringsdictError) in try decoder.localization(value) }
                case "device": variations.device = try decoder.map(member.value) { (decoder, value) throws(StringsdictError) in try decoder.localization(value) }
                default: return false
                }
                return true
            }
            return variations
        }

        mutating func substitution(_ value: JSONValue) throws(StringsdictError) -> Substitution {
            var substitution = Substitution()
            substitution.otherFields = try fields(value) { (decoder, member) throws(StringsdictError) -> Bool in
                switch member.key {
                case "argNum": substitution.argNum = try decoder.integer(member.value)
                case "formatSpecifier": substitution.formatSpecifier = try decoder.string(member.value)
                case "variations": substitution.variations = try decoder.variations(member.value)
                default: return false
                }
                return true
            }
            return substitution
        }
    }
}

// MARK: writing

extension StringCatalogDocument {
    /// The catalog as a JSON value (members unordered; the writer orders them).
    public var json: JSONValue {
        var members = [
            JSONObject.Member(key: "sourceLanguage", value: .string(sourceLanguage)),
            JSONObject.Member(key: "strings", value: Self.object(strings) { $0.json }),
        ]
        if let version { members.append(.init(key: "version", value: .string(version))) }
        return Self.merged(members, otherFields)
    }

    /// The catalog in Xcode's byte form (see ``CanonicalJSONWriter``), written straight from
    /// the model.
    public func canonicalBytes() -> [UInt8] {
        CanonicalJSONWriter.bytes(of: self)
    }

    /// ``canonicalBytes()`` with room made for `capacity` bytes up front (the expected size,
    /// such as the size of the file read): a large catalog is then not copied as it grows.
    package func canonicalBytes(capacity: Int) -> [UInt8] {
        CanonicalJSONWriter.bytes(of: self, capacity: capacity)
    }

    /// The catalog in Xcode's byte form through a ``JSONValue`` tree (``json``): the reference
    /// path ``canonicalBytes()`` agrees with.
    package func canonicalBytesThroughTree() -> [UInt8] {
        CanonicalJSONWriter.bytes(of: json)
    }

    /// Writes the catalog in Xcode's form to `path`, atomically (a temporary file in the same
    /// folder, then a rename), so a failed write leaves the old file as it was.
    public func write(to path: String) throws(StringsdictError) {
        try AtomicFile.write(canonicalBytes(), to: path)
    }

    /// ``write(to:)`` with room made for `capacity` bytes up front (see ``canonicalBytes(capacity:)``).
    package func write(to path: String, capacity: Int) throws(StringsdictError) {
        try AtomicFile.write(canonicalBytes(capacity: capacity), to: path)
    }

    static func object<T>(_ values: [String: T], _ json: (T) -> JSONValue) -> JSONValue {
        .object(JSONObject(values.map { JSONObject.Member(key: $0.key, value: json($0.value)) }))
    }

    /// `members` plus the other fields whose keys they do not use.
    static func merged(_ members: [JSONObject.Member], _ others: [String: JSONValue]) -> JSONValue {
        var all = members
        for (key, value) in others where !members.contains(where: { $0.key == key }) {
            all.append(.init(key: key, value: value))
        }
        return .object(JSONObject(all))
    }
}

extension StringCatalogDocument.Entry {
    /// The entry as a JSON object: its known fields, then its other fields.
    public var json: JSONValue {
        var members: [JSONObject.Member] = []
        if let comment { members.append(.init(key: "comment", value: .string(comment))) }
        if let extractionState { members.append(.init(key: "extractionState", value: .string(extractionState))) }
        if let shouldTranslate { members.append(.init(key: "shouldTranslate", value: .bool(shouldTranslate))) }
        if let localizations { members.append(.init(key: "localizations", value: StringCatalogDocument.object(localizations) { $0.json })) }
        return StringCatalogDocument.merged(members, otherFields)
    }
}

extension StringCatalogDocument.Localization {
    /// The value as a JSON object: its known fields, then its other fields.
    public var json: JSONValue {
        var members: [JSONObject.Member] = []
        if let stringUnit { members.append(.init(key: "stringUnit", value: stringUnit.json)) }
        if let variations { members.append(.init(key: "variations", value: variations.json)) }
        if let substitutions { members.append(.init(key: "substitutions", value: StringCatalogDocument.object(substitutions) { $0.json })) }
        return StringCatalogDocument.merged(members, otherFields)
    }
}

extension StringCatalogDocument.StringUnit {
    /// The string unit as a JSON object (`state`, `value`, then other fields).
    public var json: JSONValue {
        var members: [JSONObject.Member] = []
        if let state { members.append(.init(key: "state", value: .string(state))) }
        members.append(.init(key: "value", value: .string(value)))
        return StringCatalogDocument.merged(members, otherFields)
    }
}

extension StringCatalogDocument.Variations {
    /// The variations as a JSON object (`plural`, `device`, then other fields).
    public var json: JSONValue {
        var members: [JSONObject.Member] = []
        if let plural { members.append(.init(key: "plural", value: StringCatalogDocument.object(plural) { $0.json })) }
        if let device { members.append(.init(key: "device", value: StringCatalogDocument.object(device) { $0.json })) }
        return StringCatalogDocument.merged(members, otherFields)
    }
}

extension StringCatalogDocument.Substitution {
    /// The substitution as a JSON object (`argNum`, `formatSpecifier`, `variations`, then other fields).
    public var json: JSONValue {
        var members: [JSONObject.Member] = []
        if let argNum { members.append(.init(key: "argNum", value: .number(argNum))) }
        if let formatSpecifier { members.append(.init(key: "formatSpecifier", value: .string(formatSpecifier))) }
        if let variations { members.append(.init(key: "variations", value: variations.json)) }
        return StringCatalogDocument.merged(members, otherFields)
    }
}
