import Stringsdict

/// The localizable strings of an Interface Builder document (`.xib` or `.storyboard`), read the
/// way Apple's `ibtool --generate-strings-file` reads them, and localized copies of it.
///
/// Each string is a property of an object with an id (`ObjectID`): a label's `text`, a
/// button's `normalTitle`, a segmented control's `segmentTitles[0]`, a menu item's `title`, a
/// view's tool tip (`ibShadowedToolTip`), an accessibility `accessibilityLabel`, and so on (see
/// ``InterfaceProperties``). The document is read with the package's XML tokenizer, so every
/// string knows the bytes it came from: ``localized(with:)`` replaces exactly those and keeps
/// every other byte.
public struct InterfaceDocument: Sendable {
    /// Whether the document is for UIKit (iOS, tvOS, Mac Catalyst) or AppKit (macOS).
    public enum Platform: String, Hashable, Sendable {
        /// `targetRuntime="iOS.CocoaTouch"` and its relatives: classes are `UI…`.
        case uiKit
        /// `targetRuntime="MacOSX.Cocoa"`: classes are `NS…`.
        case appKit
    }

    /// One localizable property of one object.
    public struct LocalizableString: Hashable, Sendable {
        /// The object's id in the document (`abc-12-xyz`).
        public var objectID: String
        /// The object's class as `ibtool` names it (`UILabel`, `NSMenuItem`).
        public var className: String
        /// The property (`text`, `normalTitle`, `segmentTitles[1]`, `headerCell.title`).
        public var property: String
        /// The text the document holds.
        public var value: String
        /// The object's "Comment for Localizer" (Interface Builder's `userComments`); nil when
        /// it has none. Every string of the object carries it.
        public var note: String?
        /// Where the value is in the document.
        public var location: SourceLocation
        /// The bytes to replace: an attribute's value, or an element's content.
        let site: Site

        /// The key of the string in a `.strings` file: `objectID.property`.
        public var key: String { objectID + "." + property }

        /// The comment `ibtool` writes above the string, without its `/*` and `*/`:
        /// `Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz";`, followed by
        /// ` Note = "…";` when the object has a comment for localizers. An indexed property
        /// (a segment's title, label or tool tip) is named with its object, as ibtool names it:
        /// `Class = "NSSegmentedCell"; dml-Pt-frp.ibShadowedToolTips[0] = "Remove"; …` (Xcode
        /// 13.3–16.4 exports of KeepingYouAwake) and `Class = "UISegmentedControl";
        /// NJH-oV-DbS.segmentTitles[0] = "All Bookmarks"; …` (DuckDuckGo's Xcode-written tables).
        ///
        /// Values are escaped as in the `.strings` pair (`\"`, `\n`, `\\`), and a `*/` in them
        /// is written `* /` so it cannot end the comment. Xcode's XLIFF export writes the same text
        /// as the unit's `<note>`.
        public var comment: String {
            let named = property.contains("[") ? key : property
            var text = "Class = \"\(className)\"; \(named) = \"\(StringsFileWriter.escaped(value))\"; ObjectID = \"\(objectID)\";"
            if let note { text += " Note = \"\(StringsFileWriter.escaped(note))\";" }
            return text.split(separator: "*/", omittingEmptySubsequences: false).joined(separator: "* /")
        }
    }

    /// The bytes a value was read from.
    enum Site: Hashable, Sendable {
        /// An attribute value between its quotes; `quote` is the quote byte.
        case attribute(Range<Int>, quote: UInt8)
        /// The content of an element, between its start and end tags.
        case content(Range<Int>)

        var range: Range<Int> {
            switch self {
            case .attribute(let range, _), .content(let range): return range
            }
        }
    }

    /// The path or name used in locations.
    public let file: String
    /// The platform, from the document's `targetRuntime` (AppKit when it names macOS).
    public let platform: Platform
    /// The localizable strings, sorted by key as `ibtool` writes them.
    public let strings: [LocalizableString]
    /// The UTF-8 the tokenizer read (sites refer to it).
    private let text: [UInt8]
    /// The bytes of the original input before ``text`` (a UTF-8 BOM), or nil when transcoded.
    private let original: [UInt8]
    private let prefix: Int?

    /// Reads the document in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: the `.xib` or `.storyboard` file's content.
    ///   - file: the path or name used in locations and messages.
    ///   - limits: size and nesting bounds.
    /// - Throws: ``StringsdictError`` with the file, line and column for malformed XML.
    public init(bytes: [UInt8], file: String, limits: PropertyListLimits = .default) throws(StringsdictError) {
        var tokenizer = try XMLTokenizer(bytes: bytes, file: file, limits: limits)
        var reader = InterfaceReader()
        while let token = try tokenizer.next() {
            reader.consume(token, tokenizer: &tokenizer)
        }
        self.file = file
        platform = reader.platform
        // One entry per key, the first in the document (a property written both as an attribute
        // and as a child element, which Xcode never does, is read once).
        var seen = Set<String>()
        let notes = reader.notes
        let unique = reader.strings.filter { seen.insert($0.key).inserted }.map { string in
            var string = string
            // A cell's strings take its control's comment where the cell has none (Xcode's
            // exports of KeepingYouAwake: a check box's comment is on its NSButtonCell's title).
            string.note = notes[string.objectID] ?? reader.cellOwners[string.objectID].flatMap { notes[$0] }
            return string
        }
        strings = unique.sorted { Self.ibtoolOrder($0, $1) }
        text = tokenizer.text
        original = bytes
        prefix = tokenizer.utf8Prefix
    }

    /// Whether `a` comes before `b` in the tables `ibtool` writes: by object id, then by property
    /// (UTF-8 bytes). Ids of digits only (documents from before Xcode 5 numbered their objects)
    /// come first, in numeric order; other ids (`abc-12-xyz`) follow in byte order. Found in 252
    /// ibtool tables of public projects (transmission, SelfControl, Sparkle), none against it:
    /// `"23.title"` before `"219.title"`, and `"101.title"` before `"1Kv-cL-2E4.title"`.
    static func ibtoolOrder(_ a: LocalizableString, _ b: LocalizableString) -> Bool {
        if a.objectID != b.objectID { return objectIDPrecedes(a.objectID, b.objectID) }
        return a.property.utf8.lexicographicallyPrecedes(b.property.utf8)
    }

    /// ``ibtoolOrder(_:_:)`` on object ids.
    static func objectIDPrecedes(_ a: String, _ b: String) -> Bool {
        func digits(_ id: String) -> Substring.UTF8View? {
            guard !id.isEmpty, id.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            return id.utf8.drop { $0 == UInt8(ascii: "0") }
        }
        switch (digits(a), digits(b)) {
        case let (x?, y?):
            // Numbers of any length: the shorter (without leading zeros) is smaller, else the
            // first differing digit decides; equal values fall back to the bytes.
            if x.count != y.count { return x.count < y.count }
            if !x.elementsEqual(y) { return x.lexicographicallyPrecedes(y) }
            return a.utf8.lexicographicallyPrecedes(b.utf8)
        case (_?, nil): return true
        case (nil, _?): return false
        case (nil, nil): return a.utf8.lexicographicallyPrecedes(b.utf8)
        }
    }

    /// Reads the document at `path`.
    ///
    /// - Throws: ``StringsdictError`` of kind `.io` when the file cannot be read, or a
    ///   positioned `.syntax` error for malformed XML.
    public init(contentsOf path: String, limits: PropertyListLimits = .default) throws(StringsdictError) {
        let bytes = try AtomicFile.read(path)
        try self.init(bytes: bytes, file: path, limits: limits)
    }

    /// The string for a `.strings` key (`objectID.property`), if the document has it.
    public func string(forKey key: String) -> LocalizableString? {
        strings.first { $0.key == key }
    }

    // MARK: generating

    /// The `.strings` text `ibtool --generate-strings-file` writes: for each string a blank line,
    /// `/* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz"; */` (with
    /// ` Note = "…";` before the `*/` when the object has a comment for localizers, see
    /// ``LocalizableString/comment``) and `"abc-12-xyz.text" = "Hello";`, sorted by key.
    public func stringsFileText() -> String {
        var output = ""
        for string in strings {
            output += "\n/* \(string.comment) */\n"
            output += "\"\(StringsFileWriter.escaped(string.key))\" = \"\(StringsFileWriter.escaped(string.value))\";\n"
        }
        return output
    }

    /// ``stringsFileText()`` encoded: UTF-16 little-endian with a byte-order mark, as `ibtool`
    /// writes it, or UTF-8.
    public func stringsFileBytes(utf16: Bool = true) -> [UInt8] {
        let text = stringsFileText()
        guard utf16 else { return Array(text.utf8) }
        return StringsFileWriter.utf16Bytes(text, byteOrderMark: true)
    }

    // MARK: localizing

    /// The document with the strings of `translations` (keyed `objectID.property`) replaced.
    ///
    /// Only the bytes of replaced values change; a translation equal to the document's value
    /// changes nothing, so a file translated with its own values comes back byte for byte.
    /// Values are escaped for where they go (`&amp; &lt; &gt; &quot;`, and `&#10;` for line
    /// breaks in attributes). Keys the document does not have are returned in `unknownKeys`.
    /// A document transcoded from UTF-16 comes back as UTF-8.
    ///
    /// - Throws: ``StringsdictError`` (code `xml-forbidden-character`) naming the key whose
    ///   translation holds a character XML 1.0 cannot carry (a control character other than tab,
    ///   line feed and carriage return; U+FFFE, U+FFFF): the document would not be XML 1.0.
    public func localized(with translations: [String: String]) throws(StringsdictError) -> (bytes: [UInt8], unknownKeys: [String]) {
        try localized(with: translations) { _ in nil }
    }

    /// The document with the values of the `.strings` table `table` (keyed `objectID.property`)
    /// replaced, as the dictionary form of `localized(with:)` does; an error names the translation's
    /// place in `table`.
    ///
    /// - Throws: ``StringsdictError`` (code `xml-forbidden-character`) at the value of the key
    ///   whose translation holds a character XML 1.0 cannot carry.
    public func localized(with table: StringsFile) throws(StringsdictError) -> (bytes: [UInt8], unknownKeys: [String]) {
        try localized(with: table.dictionary) { table[$0]?.valueLocation }
    }

    private func localized(with translations: [String: String], location: (String) -> SourceLocation?) throws(StringsdictError) -> (bytes: [UInt8], unknownKeys: [String]) {
        var known = Set<String>()
        var edits: [(range: Range<Int>, bytes: [UInt8])] = []
        for string in strings {
            known.insert(string.key)
            guard let translated = translations[string.key], translated != string.value else { continue }
            try XMLEscaping.check(translated, keyPath: [string.key], location: location(string.key), output: "the localized copy of \(file)")
            switch string.site {
            case .attribute(let range, let quote):
                edits.append((range, Self.escaped(translated, in: .attribute(quote: quote))))
            case .content(let range):
                edits.append((range, Self.escaped(translated, in: .content)))
            }
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        let shift = prefix ?? 0
        let source = prefix == nil ? text : original
        var output: [UInt8] = []
        output.reserveCapacity(source.count + edits.reduce(0) { $0 + $1.bytes.count })
        var copied = 0
        for edit in edits {
            let start = edit.range.lowerBound + shift
            // Sites never overlap; a second edit of the same bytes (impossible for valid
            // documents) is skipped rather than trusted.
            guard start >= copied else { continue }
            output.append(contentsOf: source[copied..<start])
            output.append(contentsOf: edit.bytes)
            copied = edit.range.upperBound + shift
        }
        output.append(contentsOf: source[min(copied, source.count)...])
        let unknown = translations.keys.filter { !known.contains($0) }.sorted()
        return (output, unknown)
    }

    private static func escaped(_ text: String, in context: XMLEscaping.Context) -> [UInt8] {
        var output: [UInt8] = []
        XMLEscaping.append(text, in: context, to: &output)
        return output
    }
}
