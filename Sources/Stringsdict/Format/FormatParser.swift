/// Receives what ``FormatParser`` reads, in order.
protocol FormatParserSink {
    /// Literal text: the bytes `range` of the parsed text. Consecutive calls continue one
    /// literal (`%%` and unknown conversions add their own pieces).
    mutating func literal(_ range: Range<Int>)
    /// A specifier, with its slots resolved.
    mutating func specifier(_ specifier: FormatSpecifier)
}

/// Reads a printf-style format, resolving argument slots, and hands literal runs and specifiers
/// to a sink: ``FormatString`` builds its segments, the `.stringsdict` loader its render plans.
///
/// Works on UTF-8 bytes (the syntax is ASCII); literal text between specifiers is passed on as
/// byte ranges of the input. Offsets in errors and specifiers count Unicode scalars from the
/// start, as source columns do.
struct FormatParser<Sink: FormatParserSink> {
    private let bytes: UnsafeBufferPointer<UInt8>
    var sink: Sink
    /// Whether to check, per format, that readers of one slot agree (see ``slotKinds``). The
    /// `.stringsdict` compiler checks that across the whole entry instead.
    private let tracksSlots: Bool
    /// With ``tracksSlots``: the kind each slot needs and the specifiers read, in order.
    private(set) var slotKinds: [ArgumentKind?] = []
    private(set) var specifiers: [FormatSpecifier] = []
    private var nextSlot: Int
    /// Scalar offset of byte `offsetIndex.byte`, advanced incrementally.
    private var offsetIndex: (byte: Int, scalars: Int) = (0, 0)

    /// A parser of `bytes`, valid UTF-8 that outlives the parser.
    init(bytes: UnsafeBufferPointer<UInt8>, startingSlot: Int, tracksSlots: Bool, sink: Sink) {
        self.bytes = bytes
        self.nextSlot = startingSlot
        self.tracksSlots = tracksSlots
        self.sink = sink
    }

    mutating func parse() throws(StringsdictError) {
        var index = 0
        let count = bytes.count
        while index < count {
            var end = index
            while let word = SWAR.word(bytes, at: end), !SWAR.hasByte(UInt8(ascii: "%"), in: word) { end += 8 }
            while end < count, bytes[end] != UInt8(ascii: "%") { end += 1 }
            if end > index { sink.literal(index..<end) }
            guard end < count else { break }
            index = try parseSpecifier(at: end)
        }
    }

    // MARK: one specifier

    /// Parses the specifier whose `%` is at `start`; returns the index after it.
    private mutating func parseSpecifier(at start: Int) throws(StringsdictError) -> Int {
        var index = start + 1
        guard index < bytes.count else {
            throw error(at: start, "a '%' ends the format", hint: "write '%%' for a percent sign")
        }
        if bytes[index] == UInt8(ascii: "%") {
            sink.literal(index..<index + 1)
            return index + 1
        }
        // n$
        var mainSlot: Int?
        if let (number, after) = try readNumber(at: index, start: start), after < bytes.count, bytes[after] == UInt8(ascii: "$") {
            mainSlot = try checkedSlot(number, start: start)
            index = after + 1
        }
        // flags
        var flags = readFlags(at: &index, zeroIsFlag: true)
        // width
        var (width, widthStar) = try readCount(at: &index, start: start)
        if case .fixed? = width {
            // CoreFoundation reads flags and width in one loop, so flags may follow a width:
            // real files write `%1#@count@` for the variable `count` (width 1, ignored).
            flags.formUnion(readFlags(at: &index, zeroIsFlag: false))
        }
        // precision
        var precision: FormatSpecifier.Count?
        var precisionStar: Int?
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            (precision, precisionStar) = try readCount(at: &index, start: start)
            if precision == nil && precisionStar == nil { precision = .fixed(0) }  // `%.f` is `%.0f`
        }
        // length
        var length = FormatSpecifier.Length.none
        if index < bytes.count {
            let first = bytes[index]
            let second: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch first {
            case UInt8(ascii: "h"):
                if second == UInt8(ascii: "h") { length = .char; index += 2 } else { length = .short; index += 1 }
            case UInt8(ascii: "l"):
                if second == UInt8(ascii: "l") { length = .longLong; index += 2 } else { length = .long; index += 1 }
            case UInt8(ascii: "q"): length = .quad; index += 1
            case UInt8(ascii: "L"): length = .longDouble; index += 1
            case UInt8(ascii: "z"): length = .size; index += 1
            case UInt8(ascii: "t"): length = .pointerDifference; index += 1
            case UInt8(ascii: "j"): length = .intMax; index += 1
            default: break
            }
        }
        guard index < bytes.count else {
            throw error(at: start, "the specifier '\(text(start, bytes.count))' has no conversion character")
        }
        // conversion
        let conversion: FormatSpecifier.Conversion
        switch bytes[index] {
        case UInt8(ascii: "d"): conversion = .signedDecimal("d")
        case UInt8(ascii: "i"): conversion = .signedDecimal("i")
        case UInt8(ascii: "D"): conversion = .signedDecimal("D")
        case UInt8(ascii: "u"): conversion = .unsignedDecimal("u")
        case UInt8(ascii: "U"): conversion = .unsignedDecimal("U")
        case UInt8(ascii: "o"): conversion = .octal("o")
        case UInt8(ascii: "O"): conversion = .octal("O")
        case UInt8(ascii: "x"): conversion = .hexadecimal(uppercase: false)
        case UInt8(ascii: "X"): conversion = .hexadecimal(uppercase: true)
        case UInt8(ascii: "f"): conversion = .fixed(uppercase: false)
        case UInt8(ascii: "F"): conversion = .fixed(uppercase: true)
        case UInt8(ascii: "e"): conversion = .exponential(uppercase: false)
        case UInt8(ascii: "E"): conversion = .exponential(uppercase: true)
        case UInt8(ascii: "g"): conversion = .general(uppercase: false)
        case UInt8(ascii: "G"): conversion = .general(uppercase: true)
        case UInt8(ascii: "a"): conversion = .hexFloat(uppercase: false)
        case UInt8(ascii: "A"): conversion = .hexFloat(uppercase: true)
        case UInt8(ascii: "c"): conversion = .character
        case UInt8(ascii: "C"): conversion = .utf16Unit
        case UInt8(ascii: "s"): conversion = .cString
        case UInt8(ascii: "S"): conversion = .utf16String
        case UInt8(ascii: "p"): conversion = .pointer
        case UInt8(ascii: "n"):
            throw error(at: start, "'\(text(start, index + 1))' (%n, which writes into memory) is not supported")
        case UInt8(ascii: "@"):
            if flags.contains(.alternate), let (name, after) = readVariableName(at: index + 1) {
                conversion = .variable(name)
                index = after - 1
            } else {
                // `%#@` not followed by `NAME@` (real files have `%# @sites @`) is what Apple's
                // parser makes of it: a `%@` with the `#` flag, the rest literal text. The linter
                // reports it as a malformed variable.
                conversion = .object
            }
        default:
            // An unknown conversion character is output as itself (`%'d` → `'d`), as Foundation does.
            let characterBytes = characterLength(at: index)
            sink.literal(index..<index + characterBytes)
            return index + characterBytes
        }
        index += 1

        // Slots: `*` width, then `*` precision, then the value, as printf and CoreFoundation take them.
        let specText = asciiText(start, index)
        if let star = widthStar {
            let slot = star == 0 ? takeNextSlot() : star
            width = .argument(slot: slot)
        }
        if let star = precisionStar {
            let slot = star == 0 ? takeNextSlot() : star
            precision = .argument(slot: slot)
        }
        let isPositional = mainSlot != nil
        let slot = mainSlot ?? takeNextSlot()
        guard slot <= FormatString.maximumSlot else {
            throw error(at: start, "'\(specText)' reads argument \(slot), beyond the limit of \(FormatString.maximumSlot)")
        }
        let spec = FormatSpecifier(
            offset: characterOffset(ofByte: start), text: specText, slot: slot, isPositional: isPositional,
            flags: flags, width: width, precision: precision, length: length, conversion: conversion)
        if tracksSlots {
            if case .argument(let slot) = width { try record(.signedInteger, slot: slot, by: spec) }
            if case .argument(let slot) = precision { try record(.signedInteger, slot: slot, by: spec) }
            try record(spec.argumentKind, slot: slot, by: spec)
            specifiers.append(spec)
        }
        sink.specifier(spec)
        return index
    }

    private mutating func takeNextSlot() -> Int {
        defer { nextSlot += 1 }
        return nextSlot
    }

    private mutating func record(_ kind: ArgumentKind, slot: Int, by spec: FormatSpecifier) throws(StringsdictError) {
        if slotKinds.count < slot { slotKinds.append(contentsOf: repeatElement(nil, count: slot - slotKinds.count)) }
        if let existing = slotKinds[slot - 1] {
            guard existing.isCompatible(with: kind) else {
                // The first reader, found only now: naming it eagerly cost a string per specifier.
                let first = (specifiers + [spec]).first { $0.reads(slot) }.map(\.description) ?? "an earlier specifier"
                throw StringsdictError(
                    .format,
                    "\(spec) reads argument \(slot) as a \(kind), but \(first) reads it as a \(existing)",
                    hint: "one argument can have only one type", code: .slotTypeConflict)
            }
            // A variable's kind is decided by the engine; a concrete kind says more.
            if existing == .variable { slotKinds[slot - 1] = kind }
        } else {
            slotKinds[slot - 1] = kind
        }
    }

    // MARK: pieces

    /// Reads decimal digits at `index`: (value, index after), or nil when there is no digit.
    private func readNumber(at index: Int, start: Int) throws(StringsdictError) -> (Int, Int)? {
        var value = 0
        var cursor = index
        while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
            if value > FormatString.maximumCount {
                throw error(at: start, "the number in '\(text(start, min(cursor + 1, bytes.count)))…' is larger than \(FormatString.maximumCount)")
            }
            cursor += 1
        }
        return cursor == index ? nil : (value, cursor)
    }

    private func checkedSlot(_ number: Int, start: Int) throws(StringsdictError) -> Int {
        guard number >= 1 else {
            throw error(at: start, "argument numbers start at 1; '0$' names no argument")
        }
        guard number <= FormatString.maximumSlot else {
            throw error(at: start, "argument \(number) is beyond the limit of \(FormatString.maximumSlot)")
        }
        return number
    }

    /// Reads printf flags (`- + space 0 #`) at `index`, advancing past them. After a width, `0`
    /// is a digit, not a flag.
    private func readFlags(at index: inout Int, zeroIsFlag: Bool) -> FormatSpecifier.Flags {
        var flags: FormatSpecifier.Flags = []
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "-"): flags.insert(.leftJustify)
            case UInt8(ascii: "+"): flags.insert(.plusSign)
            case UInt8(ascii: " "): flags.insert(.spaceSign)
            case UInt8(ascii: "0") where zeroIsFlag: flags.insert(.zeroPad)
            case UInt8(ascii: "#"): flags.insert(.alternate)
            default: return flags
            }
            index += 1
        }
        return flags
    }

    /// Reads a width or precision at `index`: digits (a fixed count), `*` (the next slot, star 0)
    /// or `*n$` (slot n); advances `index` past it. Both nil when there is none.
    private func readCount(at index: inout Int, start: Int) throws(StringsdictError) -> (FormatSpecifier.Count?, star: Int?) {
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
            index += 1
            if let (number, after) = try readNumber(at: index, start: start), after < bytes.count, bytes[after] == UInt8(ascii: "$") {
                index = after + 1
                return (nil, try checkedSlot(number, start: start))
            }
            return (nil, 0)
        }
        if let (number, after) = try readNumber(at: index, start: start) {
            index = after
            return (.fixed(number), nil)
        }
        return (nil, nil)
    }

    /// Reads `NAME@` of a `%#@NAME@` variable starting at `index`; returns the name and the
    /// index after the closing `@`, or nil when no `@` closes a non-empty name of letters, digits,
    /// `_`, `.` and `-`.
    private func readVariableName(at index: Int) -> (String, Int)? {
        var cursor = index
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "@") {
                guard cursor > index else { return nil }
                return (asciiText(index, cursor), cursor + 1)
            }
            let isNameByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            guard isNameByte else { return nil }
            cursor += 1
        }
        return nil
    }

    /// The UTF-8 length of the character (scalar) starting at `index`.
    private func characterLength(at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        return min(length, bytes.count - index)
    }

    /// The text of `from..<to`, a span the grammar has read as ASCII (a specifier, a variable's
    /// name): made without validating or repairing it, inline when short.
    private func asciiText(_ from: Int, _ to: Int) -> String {
        UnicodeText.string(validUTF8: UnsafeBufferPointer(rebasing: bytes[from..<to]), isASCII: true)
    }

    private func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[from..<max(from, min(to, bytes.count))], as: UTF8.self)
    }

    /// The scalar offset of byte `byte` (a `%`, so a scalar boundary).
    private mutating func characterOffset(ofByte byte: Int) -> Int {
        var scalars = offsetIndex.scalars
        var index = offsetIndex.byte
        while index + 8 <= byte, let word = SWAR.word(bytes, at: index) {
            scalars += 8 - SWAR.continuationMask(word).nonzeroBitCount
            index += 8
        }
        for index in index..<byte where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
        offsetIndex = (byte, scalars)
        return scalars
    }

    private func error(at byte: Int, _ message: String, hint: String? = nil) -> StringsdictError {
        var offset = 0
        for index in 0..<min(byte, bytes.count) where bytes[index] & 0xC0 != 0x80 { offset += 1 }
        return StringsdictError(.format, "\(message), at column \(offset + 1) of \"\(FormatString.excerpt(String(decoding: bytes, as: UTF8.self), around: offset))\"", hint: hint)
    }

}

extension FormatSpecifier {
    /// True when the specifier reads `slot`: its value, or its `*` width or precision.
    func reads(_ slot: Int) -> Bool {
        if self.slot == slot { return true }
        if case .argument(let widthSlot)? = width, widthSlot == slot { return true }
        if case .argument(let precisionSlot)? = precision, precisionSlot == slot { return true }
        return false
    }
}
