/// A reader for the shape nearly every `.stringsdict` file has, into flat records instead of a
/// tree of nodes: dictionaries of `<key>`s whose values are `<string>`s and `<dict>`s.
///
/// It exists for loading speed (see ``LocalizationTable/init(name:stringsdict:file:limits:)``):
/// nothing is allocated per key or value, and texts stay byte ranges of one buffer. It reads a
/// subset of what ``PropertyListReader`` reads, and for that subset the same values: the XML
/// declaration, a DOCTYPE without an internal subset, comments and processing instructions
/// between elements, `<plist>` or `<plist version="1.0">`, `<dict>`, `<key>`, `<string>` (and
/// their empty forms), the predefined entities, character references and line-break
/// normalisation. Anything else (another element, CDATA, attributes, text out of place, an
/// error of any kind) makes ``scan(_:limits:)`` return nil, and the caller reads the file with
/// ``PropertyListReader``, which reads it fully or reports exactly where it is wrong.
///
/// The input is UTF-8 without a byte order mark. It is validated as it is read (every byte is
/// in a tag matched exactly, whitespace, text or skipped markup, and each of those is checked),
/// so invalid input returns nil, as does anything else the tree reader rejects.
///
/// Twin reader (fast path): must agree with ``XMLPropertyListParser`` (through
/// ``PropertyListReader`` and ``EntryCompiler``) on every file it takes. Held equal by
/// `Tests/StringsdictTests/StringsdictLoaderTests.swift` (the corpora and crafted inputs: "nil, or equal to the tree
/// path", with `LoaderOracle.swift` comparing every part) and its `+BinaryPropertyList` and
/// `+UnicodeText` companions.
struct StringsdictScanner {
    /// One key and its value, in a dictionary.
    ///
    /// Stored as 32-bit offsets (the loader takes inputs under 2 GiB), so a table of a million
    /// keys holds 24 MB of items, not 48.
    struct Item {
        private let keyStart, keyEnd, valueStart, valueEnd, tag: UInt32
        let isDictionary: Bool

        init(key: Range<Int>, isDictionary: Bool, value: Range<Int>, tagOffset: Int) {
            keyStart = UInt32(truncatingIfNeeded: key.lowerBound)
            keyEnd = UInt32(truncatingIfNeeded: key.upperBound)
            valueStart = UInt32(truncatingIfNeeded: value.lowerBound)
            valueEnd = UInt32(truncatingIfNeeded: value.upperBound)
            tag = UInt32(truncatingIfNeeded: tagOffset)
            self.isDictionary = isDictionary
        }

        /// The key's text: a range of ``text``.
        var key: Range<Int> { Int(keyStart)..<Int(keyEnd) }
        /// A string's text (a range of ``text``), or a dictionary's items (a range of ``items``).
        var value: Range<Int> { Int(valueStart)..<Int(valueEnd) }
        /// The offset of the value's start tag in the input, for its location.
        var tagOffset: Int { Int(tag) }

        /// A root dictionary read lazily (``StringsdictScanner/scan(_:limits:lazy:)``): checked,
        /// its items not kept; ``StringsdictScanner/scanEntry(_:at:limits:)`` reads it again
        /// from ``tagOffset``.
        var isLazy: Bool { isDictionary && valueStart == UInt32.max }

        /// The value of a lazily read dictionary.
        static let lazyValue = Int(UInt32.max)..<Int(UInt32.max)
    }

    /// The input, followed by the decoded text of values that held references or CRs.
    private(set) var text: [UInt8]
    /// Every dictionary's items, each dictionary's contiguous and in file order.
    private(set) var items: [Item] = []
    /// The root dictionary's items.
    private(set) var root: Range<Int> = 0..<0

    private let count: Int
    private var pos = 0

    private init(text: [UInt8], expectedItems: Int? = nil) {
        self.text = text
        count = text.count
        // About one item per 50 bytes in real files (capped: a huge file grows as it needs).
        items.reserveCapacity(expectedItems ?? min(count / 40 + 8, 1 << 16))
    }

    /// Reads `bytes`, or returns nil when they are not in the subset read here.
    ///
    /// With `lazy`, each dictionary in the root is checked as it would be read (the same
    /// subset, text validity, depth and node count) but its records are not kept: its root item
    /// is ``Item/isLazy``, to be read again by ``scanEntry(_:at:limits:)``.
    static func scan(_ bytes: [UInt8], limits: PropertyListLimits, lazy: Bool = false) -> StringsdictScanner? {
        // Offsets are kept in 32 bits; decoded texts at most double the input.
        guard bytes.count < Int(UInt32.max / 2) else { return nil }
        var scanner = StringsdictScanner(text: bytes)
        // The input is only read; decoded texts go to a separate buffer appended at the end.
        var decoded: [UInt8] = []
        let scanned = bytes.withUnsafeBufferPointer { input in
            scanner.scanDocument(input, maximumDepth: limits.maximumDepth, maximumNodeCount: limits.maximumNodeCount, decoded: &decoded, lazy: lazy)
        }
        guard scanned else { return nil }
        if !decoded.isEmpty { scanner.text.append(contentsOf: decoded) }
        return scanner
    }

    /// The records of the root dictionary whose `<dict>` (or `<dict/>`) starts at `offset` of
    /// `bytes` (a file ``scan(_:limits:lazy:)`` read lazily): every item, the dictionary's own
    /// among them, and the texts decoded in it (their ranges from `bytes.count` on). Nil when it
    /// does not read as the whole scan read it.
    static func scanEntry(_ bytes: [UInt8], at offset: Int, limits: PropertyListLimits) -> (items: [Item], entry: Range<Int>, decoded: [UInt8])? {
        guard bytes.count < Int(UInt32.max / 2), offset >= 0, offset < bytes.count else { return nil }
        // The input is shared, never appended to (that would copy the whole file).
        var scanner = StringsdictScanner(text: bytes, expectedItems: 16)
        scanner.pos = offset
        var decoded: [UInt8] = []
        let entry = bytes.withUnsafeBufferPointer { input -> Range<Int>? in
            if scanner.match("<dict/>", input) { return 0..<0 }
            // The entry is depth 2, as the tree reader counts.
            guard limits.maximumDepth >= 2, scanner.match("<dict>", input),
                  let items = scanner.readDictionary(input, depth: 2, maximumDepth: limits.maximumDepth, decoded: &decoded, lazy: false),
                  scanner.items.count <= limits.maximumNodeCount
            else { return nil }
            return items
        }
        guard let entry else { return nil }
        return (scanner.items, entry, decoded)
    }

    // MARK: structure

    /// An open dictionary below the one being read: its own key and tag, where its items start
    /// on the pending stack, and how many items there were when it opened.
    private struct Open {
        var key: Range<Int>
        var tagOffset: Int
        var firstPending: Int
        var firstItem: Int
        var firstDecoded: Int
    }

    private mutating func scanDocument(_ input: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumNodeCount: Int, decoded: inout [UInt8], lazy: Bool) -> Bool {
        guard skipMisc(input, prolog: true), match("<plist>", input) || match("<plist version=\"1.0\">", input),
              skipMisc(input, prolog: false)
        else { return false }
        if match("<dict/>", input) {
            root = 0..<0
        } else {
            // The root is depth 1, as the tree reader counts.
            guard match("<dict>", input), maximumDepth >= 1,
                  let items = readDictionary(input, depth: 1, maximumDepth: maximumDepth, decoded: &decoded, lazy: lazy)
            else { return false }
            root = items
        }
        guard skipMisc(input, prolog: false), match("</plist>", input), skipMisc(input, prolog: false) else { return false }
        // Every item is a value below the root, as the tree reader counts them (with those of
        // dictionaries read lazily): over the node limit, the tree reader reports it.
        return pos == count && items.count + lazyItemCount <= maximumNodeCount
    }

    /// Items checked in dictionaries read lazily, and not kept.
    private var lazyItemCount = 0

    /// Reads the body of the dictionary (at `depth`) whose `<dict>` was just matched, through its
    /// `</dict>`; the range of its own items in ``items`` (after those of the dictionaries in
    /// it). With `lazy`, a dictionary in it is checked and its records dropped
    /// (``Item/isLazy``).
    private mutating func readDictionary(_ input: UnsafeBufferPointer<UInt8>, depth: Int, maximumDepth: Int, decoded: inout [UInt8], lazy: Bool) -> Range<Int>? {
        // The items of every open dictionary, this one's first, each dictionary's after its
        // parent's; a closing dictionary moves its own to `items`.
        var pending: [Item] = []
        pending.reserveCapacity(64)
        // The dictionaries open below this one, innermost last (their count is bounded by the
        // depth limit, as the tree reader bounds it).
        var open: [Open] = []
        while true {
            guard skipMisc(input, prolog: false) else { return nil }
            if match("</dict>", input) {
                guard let closed = open.popLast() else { break }
                if lazy, open.isEmpty {
                    // Checked; only its place is kept.
                    lazyItemCount += items.count - closed.firstItem + pending.count - closed.firstPending
                    items.removeSubrange(closed.firstItem...)
                    pending.removeSubrange(closed.firstPending...)
                    decoded.removeSubrange(closed.firstDecoded...)
                    pending.append(Item(key: closed.key, isDictionary: true, value: Item.lazyValue, tagOffset: closed.tagOffset))
                    continue
                }
                let start = items.count
                items.append(contentsOf: pending[closed.firstPending...])
                pending.removeSubrange(closed.firstPending...)
                pending.append(Item(key: closed.key, isDictionary: true, value: start..<items.count, tagOffset: closed.tagOffset))
                continue
            }
            guard match("<key>", input), let key = readText(endTag: "</key>", input, decoded: &decoded),
                  skipMisc(input, prolog: false)
            else { return nil }
            let valueOffset = pos
            if match("<string>", input) {
                guard let value = readText(endTag: "</string>", input, decoded: &decoded) else { return nil }
                pending.append(Item(key: key, isDictionary: false, value: value, tagOffset: valueOffset))
            } else if match("<dict>", input) {
                guard depth + open.count + 1 <= maximumDepth else { return nil }
                open.append(Open(key: key, tagOffset: valueOffset, firstPending: pending.count, firstItem: items.count, firstDecoded: decoded.count))
            } else if match("<string/>", input) {
                pending.append(Item(key: key, isDictionary: false, value: 0..<0, tagOffset: valueOffset))
            } else if match("<dict/>", input) {
                pending.append(Item(key: key, isDictionary: true, value: lazy && open.isEmpty ? Item.lazyValue : 0..<0, tagOffset: valueOffset))
            } else {
                return nil
            }
        }
        let start = items.count
        // A flat file's root items become the items without a copy.
        if items.isEmpty { swap(&items, &pending) } else { items.append(contentsOf: pending) }
        return start..<items.count
    }

    // MARK: text

    /// Reads text up to `endTag` (included): a range of the input when it holds no reference
    /// and no CR, else its decoded bytes appended to `decoded` (ranges past the input's end).
    /// The text is validated as the tree reader validates the whole input: UTF-8, and no
    /// NUL (see ``UnicodeText/validateUTF8(_:from:file:xmlCharacters:)``).
    private mutating func readText(endTag: StaticString, _ input: UnsafeBufferPointer<UInt8>, decoded: inout [UInt8]) -> Range<Int>? {
        let start = pos
        guard skipPlainText(input) else { return nil }
        if input[pos] == UInt8(ascii: "<") {
            let end = pos
            guard match(endTag, input) else { return nil }
            return start..<end
        }
        // References or CRs: decode into `decoded`.
        let decodedStart = count + decoded.count
        decoded.append(contentsOf: input[start..<pos])
        while pos < count {
            switch input[pos] {
            case UInt8(ascii: "<"):
                guard match(endTag, input) else { return nil }
                return decodedStart..<count + decoded.count
            case UInt8(ascii: "&"):
                guard readReference(input, into: &decoded) else { return nil }
            case 0x0D:
                decoded.append(0x0A)
                pos += pos + 1 < count && input[pos + 1] == 0x0A ? 2 : 1
            default:
                let runStart = pos
                guard skipPlainText(input) else { return nil }
                decoded.append(contentsOf: input[runStart..<pos])
            }
        }
        return nil
    }

    /// Moves `pos` to the next `<`, `&` or CR, validating the text before it; false at invalid
    /// text or the end of the input.
    private mutating func skipPlainText(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        while true {
            // Eight bytes at a time while they hold no delimiter and are ASCII without
            // forbidden controls, or ASCII and two-byte sequences.
            if let word = SWAR.word(input, at: pos) {
                let markup = SWAR.equalMask(UInt8(ascii: "<"), in: word) | SWAR.equalMask(UInt8(ascii: "&"), in: word)
                // The common word first: ASCII, no markup, nothing below a space (so no CR).
                if word & SWAR.highBits == 0, markup | SWAR.belowSpaceMask(word) == 0 {
                    pos += 8
                    continue
                }
                let delimiters = markup | SWAR.equalMask(0x0D, in: word)
                if delimiters == 0 {
                    if word & SWAR.highBits == 0 {
                        guard SWAR.nulMask(word) == 0 else { return false }
                        pos += 8
                        continue
                    }
                    if let length = SWAR.twoByteUTF8Length(word, xmlCharacters: true) {
                        pos += length
                        continue
                    }
                } else {
                    // The bytes before the first delimiter, the rest replaced by spaces: when
                    // they check out, the text ends there.
                    let before = delimiters.trailingZeroBitCount / 8
                    let keep: UInt64 = (1 << UInt64(8 * before)) &- 1
                    let padded = (word & keep) | (~keep & 0x2020_2020_2020_2020)
                    let valid = padded & SWAR.highBits == 0
                        ? SWAR.nulMask(padded) == 0
                        : SWAR.twoByteUTF8Length(padded, xmlCharacters: true) != nil
                    if valid {
                        pos += before
                        return true
                    }
                }
            }
            guard pos < count else { return false }
            let byte = input[pos]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0x0D { return true }
            guard case .valid(let length) = UnicodeText.scalar(at: pos, in: input, xmlCharacters: true) else { return false }
            pos += length
        }
    }

    /// Whether `input[range]` (skipped markup: a comment, processing instruction or DOCTYPE)
    /// is valid text.
    private func isValid(_ range: Range<Int>, _ input: UnsafeBufferPointer<UInt8>) -> Bool {
        (try? UnicodeText.validateUTF8(UnsafeBufferPointer(rebasing: input[range]), from: 0, file: "", xmlCharacters: true)) != nil
    }

    /// Decodes `&name;`, `&#NNN;` or `&#xHHH;` at `pos`, as the tree reader does; false for
    /// anything it would reject.
    private mutating func readReference(_ input: UnsafeBufferPointer<UInt8>, into decoded: inout [UInt8]) -> Bool {
        let nameStart = pos + 1
        var end = nameStart
        while end < count, input[end] != UInt8(ascii: ";") {
            guard end - nameStart < 16 else { return false }
            end += 1
        }
        guard end < count else { return false }
        pos = end + 1
        guard let scalar = XMLLexical.referencedScalar(UnsafeBufferPointer(rebasing: input[nameStart..<end])) else {
            return false
        }
        UnicodeText.appendUTF8(scalar, to: &decoded)
        return true
    }

    // MARK: skipping

    /// Skips whitespace, comments and processing instructions (in the prolog also a DOCTYPE
    /// without an internal subset); false at anything it cannot skip safely.
    private mutating func skipMisc(_ input: UnsafeBufferPointer<UInt8>, prolog: Bool) -> Bool {
        while true {
            while pos < count, Self.isWhitespace(input[pos]) { pos += 1 }
            guard pos + 1 < count, input[pos] == UInt8(ascii: "<") else { return true }
            let next = input[pos + 1]
            guard next == UInt8(ascii: "?") || next == UInt8(ascii: "!") else { return true }
            let start = pos
            if next == UInt8(ascii: "?") {
                guard let end = find("?>", from: pos + 2, input), isValid(start..<end, input) else { return false }
                pos = end + 2
            } else if match("<!--", input) {
                guard let end = find("-->", from: pos, input), isValid(start..<end, input) else { return false }
                pos = end + 3
            } else if prolog, match("<!DOCTYPE", input) {
                // Quoted literals may hold '>'; an internal subset ('[') is left to the tree reader.
                var quote: UInt8 = 0
                while pos < count {
                    let byte = input[pos]
                    if quote != 0 {
                        if byte == quote { quote = 0 }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "[") {
                        return false
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                    pos += 1
                }
                guard pos < count, isValid(start..<pos, input) else { return false }
                pos += 1
            } else {
                return true
            }
        }
    }

    /// Consumes `literal` if the input continues with it.
    @inline(__always)
    private mutating func match(_ literal: StaticString, _ input: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard pos + length <= count else { return false }
        let expected = literal.utf8Start
        // Tags are short: the first eight bytes in one comparison, then any rest.
        if let word = SWAR.word(input, at: pos) {
            let head = min(length, 8)
            var packed: UInt64 = 0
            for index in (0..<head).reversed() { packed = packed << 8 | UInt64(expected[index]) }
            let mask: UInt64 = head == 8 ? ~0 : (1 << UInt64(8 * head)) - 1
            guard word & mask == packed else { return false }
            for index in head..<length where input[pos + index] != expected[index] { return false }
        } else {
            for index in 0..<length where input[pos + index] != expected[index] { return false }
        }
        pos += length
        return true
    }

    /// The offset of the next `literal` at or after `from`, or nil.
    private func find(_ literal: StaticString, from: Int, _ input: UnsafeBufferPointer<UInt8>) -> Int? {
        let length = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: length)
        var index = from
        while index + length <= count {
            if input[index] == expected[0], SWAR.equal(UnsafeBufferPointer(rebasing: input[index..<index + length]), expected) {
                return index
            }
            index += 1
        }
        return nil
    }

    @inline(__always)
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        XMLLexical.isWhitespace(byte)
    }
}
