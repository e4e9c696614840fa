/// Reads a String Catalog's model straight from the JSON tokens, without a ``JSONValue`` tree.
///
/// The fast path of ``StringCatalogDocument/init(bytes:file:)`` and ``StringCatalog``: the
/// model's objects are read as the tokenizer meets them (``JSONTokenizer``, the tokenizer
/// ``JSONDocument`` uses too), fields this model does not know are read into ``JSONValue``s by
/// ``JSONDocument``'s tree builder on the same tokens, and the values of languages not asked for
/// are skipped (checked, not made). It agrees with the tree decode on every file: a key written
/// twice keeps its first value, as the tree does, and nesting is held to
/// ``JSONDocument/maximumDepth``. On any error it stops; the caller then reads the file again
/// through the tree, which gives the error with its exact message, position and key path (so the
/// two paths cannot disagree on errors, and bad files, which are rare, pay twice).
///
/// Twin reader (fast path): must agree with the tree decode (``JSONDocument`` then
/// `StringCatalogDocument.TreeDecoder`, the reference) on the model of every file. Held equal by
/// `Tests/StringsdictTests/StringCatalogReaderTests.swift` (fixtures, damaged fixtures, crafted catalogs, limits).
package struct StringCatalogReader {
    typealias Document = StringCatalogDocument

    private var tokens: JSONTokenizer
    /// The languages whose values are read; nil for every one.
    private let wanted: Set<String>?
    /// Every language code met under `localizations`, read or skipped.
    package private(set) var languages: Set<String> = []
    /// The position of each key under `strings`, and of each substitution without an `argNum`
    /// (`["strings", KEY, "localizations", LANG, "substitutions", NAME]`): the places
    /// ``StringCatalog`` reports without a tree.
    package private(set) var positions: [[String]: SourceLocation] = [:]
    /// The key and language whose value is being read.
    private var place = (key: "", language: "")
    /// The number of languages of the last key read, and of plural variants of the last
    /// variations: room to make in the next such map.
    private var lastLanguages = 0
    private var lastPlurals = 0

    /// True once a key written twice in one object has been read (its first value is kept, as
    /// the tree keeps it): a caller that writes the catalog back reads it through the tree then,
    /// to refuse it with the repeat's place (``JSONDocument/refuseDuplicates()``).
    package private(set) var sawRepeat = false

    /// Whether ``positions`` and ``languages`` are recorded; false when only the model is wanted
    /// (they are then left empty, and the key paths behind them are not made).
    private let recordsPositions: Bool

    /// A reader of `bytes`; `recordsPositions` false skips ``positions`` and ``languages`` (what
    /// ``StringCatalogDocument`` does not keep).
    package init(bytes: [UInt8], file: String, languages: Set<String>? = nil, recordsPositions: Bool = true) {
        tokens = JSONTokenizer(bytes: bytes, file: file)
        wanted = languages
        self.recordsPositions = recordsPositions
    }

    /// The error that sends the caller to the tree decode; its text is never shown.
    private struct Stop: Error {}

    /// Reads the catalog; nil when the file has an error (read it through the tree to say which).
    package mutating func read() -> StringCatalogDocument? {
        do {
            let document = try catalog()
            tokens.skipWhitespace()
            return tokens.isAtEnd ? document : nil
        } catch {
            return nil
        }
    }

    /// Reads the value of one key of `strings` from `range` (its `{` to its `}`, as
    /// ``StringCatalogSlices`` cuts it), exactly as ``read()`` reads it inside the whole file:
    /// nil when it has an error or does not end at the range's end (read the whole file to say
    /// which).
    package mutating func entry(in range: Range<Int>) -> StringCatalogDocument.Entry? {
        guard range.lowerBound >= 0, range.upperBound <= tokens.bytes.count else { return nil }
        tokens.seek(to: range.lowerBound)
        do {
            // Under the top-level object and `strings`: depth 2, as in the whole file.
            let entry = try entry("", depth: 2)
            return tokens.offset == range.upperBound ? entry : nil
        } catch {
            return nil
        }
    }

    // MARK: objects

    /// Reads `{`, then calls `member` for each key with the cursor before its value (the value
    /// must be read or skipped), then `}`. `depth` is the number of containers around the object.
    /// `member` returns false for a key it does not take, whose value is then skipped.
    private mutating func object(depth: Int, _ member: (inout Self, Key) throws(StringsdictError) -> Void) throws(StringsdictError) {
        tokens.skipWhitespace()
        guard tokens.current == UInt8(ascii: "{") else { throw Self.stop }
        guard depth < JSONDocument.maximumDepth else { throw Self.stop }
        tokens.advance()
        tokens.skipWhitespace()
        if tokens.current == UInt8(ascii: "}") {
            tokens.advance()
            return
        }
        while true {
            guard tokens.current == UInt8(ascii: "\"") else { throw Self.stop }
            let line = tokens.line, column = tokens.column
            let key = try readKey()
            tokens.skipWhitespace()
            guard tokens.current == UInt8(ascii: ":") else { throw Self.stop }
            tokens.advance()
            try member(&self, Key(known: key.known, text: key.text, line: line, column: column))
            tokens.skipWhitespace()
            switch tokens.current {
            case UInt8(ascii: ","):
                tokens.advance()
                tokens.skipWhitespace()
            case UInt8(ascii: "}"):
                tokens.advance()
                return
            default:
                throw Self.stop
            }
        }
    }

    private static var stop: StringsdictError { StringsdictError(.syntax, "") }

    /// A key as read: one of the model's field names (without making a `String`), or its text.
    struct Key {
        let known: Field?
        let text: String
        let line: Int
        let column: Int

        var name: String { known?.rawValue ?? text }
    }

    /// The field names of the model.
    enum Field: String {
        case sourceLanguage, version, strings
        case comment, extractionState, shouldTranslate, localizations
        case stringUnit, variations, substitutions
        case state, value
        case plural, device
        case argNum, formatSpecifier

        /// One bit per field, for the fields seen in one object.
        var bit: UInt32 {
            switch self {
            case .sourceLanguage: 1 << 0
            case .version: 1 << 1
            case .strings: 1 << 2
            case .comment: 1 << 3
            case .extractionState: 1 << 4
            case .shouldTranslate: 1 << 5
            case .localizations: 1 << 6
            case .stringUnit: 1 << 7
            case .variations: 1 << 8
            case .substitutions: 1 << 9
            case .state: 1 << 10
            case .value: 1 << 11
            case .plural: 1 << 12
            case .device: 1 << 13
            case .argNum: 1 << 14
            case .formatSpecifier: 1 << 15
            }
        }
    }

    /// The fields one object has shown, and its other keys: true the first time `key` is seen
    /// (`fields` are the object's own fields; any other key counts by its name).
    struct Seen {
        var bits: UInt32 = 0
        var others: Set<String> = []

        mutating func first(_ key: Key, fields: UInt32) -> Bool {
            if let known = key.known, known.bit & fields != 0 {
                if bits & known.bit != 0 { return false }
                bits |= known.bit
                return true
            }
            return others.insert(key.name).inserted
        }
    }

    private mutating func readKey() throws(StringsdictError) -> (known: Field?, text: String) {
        if tokens.skipKey("stringUnit") { return (.stringUnit, "") }
        if tokens.skipKey("state") { return (.state, "") }
        if tokens.skipKey("value") { return (.value, "") }
        if tokens.skipKey("variations") { return (.variations, "") }
        if tokens.skipKey("plural") { return (.plural, "") }
        if tokens.skipKey("localizations") { return (.localizations, "") }
        if tokens.skipKey("comment") { return (.comment, "") }
        if tokens.skipKey("extractionState") { return (.extractionState, "") }
        let text = try tokens.string()
        return (Self.couldBeField(text) ? Field(rawValue: text) : nil, text)
    }

    /// False for a key that cannot be one of the model's field names (by its length and first
    /// letter): language codes and plural categories skip the string switch.
    private static func couldBeField(_ text: String) -> Bool {
        let utf8 = text.utf8
        switch utf8.count {
        case 5, 6, 7, 10, 13, 14, 15: break
        default: return false
        }
        switch utf8.first {
        case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "f"),
             UInt8(ascii: "l"), UInt8(ascii: "p"), UInt8(ascii: "s"), UInt8(ascii: "v"):
            return true
        default:
            return false
        }
    }

    /// Reads a value this model does not know into a tree, as ``JSONDocument`` would.
    private mutating func other(depth: Int) throws(StringsdictError) -> JSONValue {
        var reader = JSONDocument.Reader(tokens: tokens, baseDepth: depth)
        let value = try reader.readValue()
        tokens = reader.tokens
        if !reader.duplicates.isEmpty { sawRepeat = true }
        return value
    }

    private mutating func string() throws(StringsdictError) -> String {
        tokens.skipWhitespace()
        guard tokens.current == UInt8(ascii: "\"") else { throw Self.stop }
        return try tokens.string()
    }

    private mutating func bool() throws(StringsdictError) -> Bool {
        tokens.skipWhitespace()
        switch tokens.current {
        case UInt8(ascii: "t"):
            try tokens.literal("true")
            return true
        case UInt8(ascii: "f"):
            try tokens.literal("false")
            return false
        default:
            throw Self.stop
        }
    }

    private mutating func integer() throws(StringsdictError) -> Int {
        tokens.skipWhitespace()
        guard let byte = tokens.current, byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { throw Self.stop }
        guard let number = Int(try tokens.number()) else { throw Self.stop }
        return number
    }

    /// Reads an object of `Element`s by key; a key written again keeps its first value.
    /// `capacity` is room made up front (the size of the last such map: a catalog's keys mostly
    /// have the same languages), so the map does not grow by rehashing.
    private mutating func map<Element>(depth: Int, capacity: Int = 0, _ element: (inout Self, Key, Int) throws(StringsdictError) -> Element?) throws(StringsdictError) -> [String: Element] {
        var result: [String: Element] = [:]
        if capacity > 0 { result.reserveCapacity(capacity) }
        try object(depth: depth) { (reader, key) throws(StringsdictError) in
            let name = key.name
            if result[name] != nil {
                reader.sawRepeat = true
                try reader.tokens.skipValue(depth: depth + 1)
            } else if let value = try element(&reader, key, depth + 1) {
                result[name] = value
            }
        }
        return result
    }

    /// Skips the value of a key already read in the same object (the first one is kept).
    private mutating func skipRepeat(depth: Int) throws(StringsdictError) {
        sawRepeat = true
        try tokens.skipValue(depth: depth)
    }

    // MARK: the model

    private mutating func catalog() throws(StringsdictError) -> StringCatalogDocument {
        var sourceLanguage: String?
        var version: String?
        var strings: [String: Document.Entry]?
        var others: [String: JSONValue] = [:]
        var seen = Seen()
        let fields = Field.sourceLanguage.bit | Field.version.bit | Field.strings.bit
        try object(depth: 0) { (reader, key) throws(StringsdictError) in
            guard seen.first(key, fields: fields) else { return try reader.skipRepeat(depth: 1) }
            switch key.known {
            case .sourceLanguage: sourceLanguage = try reader.string()
            case .version: version = try reader.string()
            case .strings:
                strings = try reader.map(depth: 1) { (reader, key, depth) throws(StringsdictError) in
                    if reader.recordsPositions {
                        reader.positions[["strings", key.name]] = SourceLocation(file: reader.tokens.file, line: key.line, column: key.column)
                    }
                    return try reader.entry(key.name, depth: depth)
                }
            default: others[key.name] = try reader.other(depth: 1)
            }
        }
        guard let sourceLanguage, let strings else { throw Self.stop }
        return StringCatalogDocument(sourceLanguage: sourceLanguage, version: version, strings: strings, otherFields: others)
    }

    private mutating func entry(_ name: String, depth: Int) throws(StringsdictError) -> Document.Entry {
        var entry = Document.Entry()
        var seen = Seen()
        let fields = Field.comment.bit | Field.extractionState.bit | Field.shouldTranslate.bit | Field.localizations.bit
        try object(depth: depth) { (reader, key) throws(StringsdictError) in
            guard seen.first(key, fields: fields) else { return try reader.skipRepeat(depth: depth + 1) }
            switch key.known {
            case .comment: entry.comment = try reader.string()
            case .extractionState: entry.extractionState = try reader.string()
            case .shouldTranslate: entry.shouldTranslate = try reader.bool()
            case .localizations:
                entry.localizations = try reader.map(depth: depth + 1, capacity: reader.lastLanguages) { (reader, key, depth) throws(StringsdictError) in
                    let language = key.name
                    if reader.recordsPositions { reader.languages.insert(language) }
                    if let wanted = reader.wanted, !wanted.contains(language) {
                        try reader.tokens.skipValue(depth: depth)
                        return nil
                    }
                    if reader.recordsPositions { reader.place = (name, language) }
                    return try reader.localization(depth: depth, path: [])
                }
                reader.lastLanguages = entry.localizations?.count ?? 0
            default: entry.otherFields[key.name] = try reader.other(depth: depth + 1)
            }
        }
        return entry
    }

    /// A value (a language's, or a variant's): `path` is its key path below
    /// `strings/KEY/localizations/LANG` (``place``), for the positions of substitutions without
    /// an `argNum`.
    private mutating func localization(depth: Int, path: [String]) throws(StringsdictError) -> Document.Localization {
        var localization = Document.Localization()
        var seen = Seen()
        let fields = Field.stringUnit.bit | Field.variations.bit | Field.substitutions.bit
        try object(depth: depth) { (reader, key) throws(StringsdictError) in
            guard seen.first(key, fields: fields) else { return try reader.skipRepeat(depth: depth + 1) }
            switch key.known {
            case .stringUnit: localization.stringUnit = try reader.stringUnit(depth: depth + 1)
            case .variations: localization.variations = try reader.variations(depth: depth + 1, path: path)
            case .substitutions:
                localization.substitutions = try reader.map(depth: depth + 1) { (reader, key, depth) throws(StringsdictError) in
                    let substitution = try reader.substitution(depth: depth, path: reader.recordsPositions ? path + ["substitutions", key.name] : [])
                    if substitution.argNum == nil, reader.recordsPositions {
                        let full = ["strings", reader.place.key, "localizations", reader.place.language] + path + ["substitutions", key.name]
                        reader.positions[full] = SourceLocation(file: reader.tokens.file, line: key.line, column: key.column)
                    }
                    return substitution
                }
            default: localization.otherFields[key.name] = try reader.other(depth: depth + 1)
            }
        }
        return localization
    }

    private mutating func stringUnit(depth: Int) throws(StringsdictError) -> Document.StringUnit {
        var state: String?
        var value: String?
        var others: [String: JSONValue] = [:]
        var seen = Seen()
        let fields = Field.state.bit | Field.value.bit
        try object(depth: depth) { (reader, key) throws(StringsdictError) in
            guard seen.first(key, fields: fields) else { return try reader.skipRepeat(depth: depth + 1) }
            switch key.known {
            case .state: state = try reader.string()
            case .value: value = try reader.string()
            default: others[key.name] = try reader.other(depth: depth + 1)
            }
        }
        guard let value else { throw Self.stop }
        return Document.StringUnit(state: state, value: value, otherFields: others)
    }

    private mutating func variations(depth: Int, path: [String]) throws(StringsdictError) -> Document.Variations {
        var variations = Document.Variations()
        var seen = Seen()
        let fields = Field.plural.bit | Field.device.bit
        try object(depth: depth) { (reader, key) throws(StringsdictError) in
            guard seen.first(key, fields: fields) else { return try reader.skipRepeat(depth: depth + 1) }
            switch key.known {
            case .plural:
                variations.plural = try reader.map(depth: depth + 1, capacity: reader.lastPlurals) { (reader, key, depth) throws(StringsdictError) in
                    try reader.localization(depth: depth, path: reader.recordsPositions ? path + ["variations", "plural", key.name] : [])
                }
                reader.lastPlurals = variations.plural?.count ?? 0
            case .device:
                variations.device = try reader.map(depth: depth + 1) { (reader, key, depth) throws(StringsdictError) in
                    try reader.localization(depth: depth, path: reader.recordsPositions ? path + ["variations", "device", key.name] : [])
                }
            default: variations.otherFields[key.name] = try reader.other(depth: depth + 1)
            }
        }
        return variations
    }

    private mutating func substitution(depth: Int, path: [String]) throws(StringsdictError) -> Document.Substitution {
        var substitution = Document.Substitution()
        var seen = Seen()
        let fields = Field.argNum.bit | Field.formatSpecifier.bit | Field.variations.bit
        try object(depth: depth) { (reader, key) throws(StringsdictError) in
            guard seen.first(key, fields: fields) else { return try reader.skipRepeat(depth: depth + 1) }
            switch key.known {
            case .argNum: substitution.argNum = try reader.integer()
            case .formatSpecifier: substitution.formatSpecifier = try reader.string()
            case .variations: substitution.variations = try reader.variations(depth: depth + 1, path: path)
            default: substitution.otherFields[key.name] = try reader.other(depth: depth + 1)
            }
        }
        return substitution
    }
}
