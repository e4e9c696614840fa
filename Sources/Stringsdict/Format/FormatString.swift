/// A printf-style format string, parsed once into literal runs and specifiers, ready to render
/// many times (what `String(format:locale:)` does, with typed arguments).
///
/// ```swift
/// let format = try FormatString("%lu из %lu файлов")
/// let text = try format.render(locale: try LocaleIdentifier("ru"), 3, 1250)  // "3 из 1 250 файлов"
/// ```
///
/// Parsing resolves every specifier's argument slot (``FormatSpecifier/slot``) and the kind each
/// slot needs (``slotKinds``); two specifiers reading one slot with incompatible kinds, or (unless
/// ``ParseOptions/allowsUnusedSlots``) a slot no specifier reads, are parse errors. Rendering
/// appends into one string; see ``render(into:locale:arguments:)`` for what a locale changes.
/// The value is immutable and `Sendable`.
public struct FormatString: Hashable, Sendable, CustomStringConvertible {
    /// A piece of a parsed format: text to copy, or a specifier to fill.
    public enum Segment: Hashable, Sendable {
        /// Text copied as is (`%%` already turned into `%`, unknown conversions into themselves).
        case literal(String)
        /// A specifier to fill from its argument slot.
        case specifier(FormatSpecifier)
    }

    /// How to parse.
    public struct ParseOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Accept formats that leave slots unread (`%2$d` alone). A stringsdict variant needs this:
        /// it reads the outer argument list, usually only part of it.
        public static let allowsUnusedSlots = ParseOptions(rawValue: 1 << 0)
    }

    /// The format as written.
    public let source: String
    /// Literal runs and specifiers, in order.
    public let segments: [Segment]
    /// The slot the first non-positional specifier takes (1 for a whole message).
    public let startingSlot: Int
    /// The kind each slot needs, indexed by slot − 1; nil for a slot nothing reads. Its count is
    /// the highest slot read, so the number of arguments a render needs.
    public let slotKinds: [ArgumentKind?]

    /// True when some specifier is one a locale changes.
    let hasLocalizedSpecifiers: Bool
    /// True when some specifier is a stringsdict variable.
    let hasVariables: Bool
    /// The segments as a render walks them: plain values, so a render copies no `String` or
    /// ``FormatSpecifier`` (see ``RenderStep``).
    let steps: [RenderStep]
    /// The literals' UTF-8, one after the other; a literal step is a range of it (its count
    /// reserves a render's capacity).
    let literalBytes: [UInt8]

    /// Parses `source`.
    ///
    /// - Parameters:
    ///   - source: the format, e.g. `%d of %d` or `%2$@ %1$@`.
    ///   - startingSlot: the slot the first non-positional specifier takes. A stringsdict variant
    ///     starts at its variable's own slot, so `%d` in it prints the number that chose it.
    ///   - options: see ``ParseOptions``.
    /// - Throws: ``StringsdictError`` of kind `.format`, naming the offset and what is wrong: a
    ///   `%` at the end, a slot `0$`, an unterminated `%#@NAME@`, a slot read with incompatible
    ///   kinds, an unread slot, a width or precision beyond ``maximumCount``.
    public init(_ source: String, startingSlot: Int = 1, options: ParseOptions = []) throws(StringsdictError) {
        guard startingSlot >= 1, startingSlot <= Self.maximumSlot else {
            throw StringsdictError(.format, "starting slot \(startingSlot) is outside 1...\(Self.maximumSlot)")
        }
        var source = source
        typealias Parsed = (segments: [Segment], slotKinds: [ArgumentKind?], specifiers: [FormatSpecifier])
        let parsed = try source.withUTF8 { bytes in
            Result { () throws(StringsdictError) -> Parsed in
                var parser = FormatParser(bytes: bytes, startingSlot: startingSlot, tracksSlots: true, sink: SegmentSink(bytes: bytes))
                try parser.parse()
                parser.sink.flush()
                return (parser.sink.segments, parser.slotKinds, parser.specifiers)
            }
        }.get()
        if !options.contains(.allowsUnusedSlots), let unread = parsed.slotKinds.firstIndex(where: { $0 == nil }) {
            let last = parsed.specifiers.max(by: { $0.slot < $1.slot })
            let name = last.map { " (\($0) reads argument \($0.slot))" } ?? ""
            throw StringsdictError(
                .format, "argument \(unread + 1) is never read\(name) in '\(source)'",
                hint: "every argument up to the highest one must be used; a stringsdict variant may skip some")
        }
        self.source = source
        self.segments = parsed.segments
        self.startingSlot = startingSlot
        self.slotKinds = parsed.slotKinds
        var localized = false, variables = false
        for case .specifier(let spec) in parsed.segments {
            localized = localized || spec.isLocalized
            if case .variable = spec.conversion { variables = true }
        }
        self.hasLocalizedSpecifiers = localized
        self.hasVariables = variables
        (steps, literalBytes) = RenderStep.steps(of: parsed.segments)
    }

    /// The empty format.
    init() {
        source = ""
        segments = []
        startingSlot = 1
        slotKinds = []
        hasLocalizedSpecifiers = false
        hasVariables = false
        steps = []
        literalBytes = []
    }

    /// The largest slot number a format may name (`%1000$d`).
    public static let maximumSlot = 1000
    /// The largest width or precision (written or passed through `*`).
    public static let maximumCount = 100_000

    /// The specifiers, in order.
    public var specifiers: [FormatSpecifier] {
        segments.compactMap { if case .specifier(let spec) = $0 { spec } else { nil } }
    }

    /// How many arguments a render needs: the highest slot read.
    public var argumentCount: Int { slotKinds.count }

    /// The kind `slot` (1-based) needs, or nil when nothing reads it.
    public func kind(ofSlot slot: Int) -> ArgumentKind? {
        guard slot >= 1, slot <= slotKinds.count else { return nil }
        return slotKinds[slot - 1]
    }

    /// The names of the `%#@NAME@` variables, in order of appearance.
    public var variableNames: [String] { specifiers.compactMap(\.variableName) }

    public var description: String { source }

    public static func == (lhs: FormatString, rhs: FormatString) -> Bool {
        lhs.source == rhs.source && lhs.startingSlot == rhs.startingSlot && lhs.slotKinds == rhs.slotKinds
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(startingSlot)
    }
}

/// One segment of a ``FormatString`` as its render walks it: a literal as a range of the
/// format's ``FormatString/literalBytes``, a plain integer specifier (`%d %ld %u %lu …` without
/// flags, width or precision, the most common kind) with what its render reads, or any other
/// specifier by its segment's index. A plain value: walking the steps retains nothing, where
/// walking the segments copied each one's `String` or ``FormatSpecifier`` (a third of a
/// two-integer render).
struct RenderStep: Sendable {
    enum Kind: UInt8, Sendable {
        case literal
        case signedInteger
        case unsignedInteger
        /// Any other specifier: `FormatString.render(_:localizer:arguments:into:)` of segment
        /// ``start``.
        case specifier
    }

    let kind: Kind
    /// An integer's C width in bits (``FormatSpecifier/integerBits``).
    let bits: UInt8
    /// An integer's argument slot.
    let slot: Int32
    /// A literal's first byte in ``FormatString/literalBytes``; a specifier's segment index (an
    /// integer's too, for a value that is not an integer).
    let start: Int
    /// A literal's byte count.
    let count: Int

    /// The steps of `segments`, and their literals' bytes.
    static func steps(of segments: [FormatString.Segment]) -> (steps: [RenderStep], bytes: [UInt8]) {
        var steps: [RenderStep] = []
        steps.reserveCapacity(segments.count)
        var bytes: [UInt8] = []
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .literal(let text):
                let start = bytes.count
                bytes.append(contentsOf: text.utf8)
                steps.append(RenderStep(kind: .literal, bits: 0, slot: 0, start: start, count: bytes.count - start))
            case .specifier(let spec):
                let kind: Kind = switch spec.conversion {
                case .signedDecimal: .signedInteger
                case .unsignedDecimal: .unsignedInteger
                default: .specifier
                }
                if kind != .specifier, spec.flags.isEmpty, spec.width == nil, spec.precision == nil,
                   let bits = UInt8(exactly: spec.integerBits), let slot = Int32(exactly: spec.slot) {
                    steps.append(RenderStep(kind: kind, bits: bits, slot: slot, start: index, count: 0))
                } else {
                    steps.append(RenderStep(kind: .specifier, bits: 0, slot: 0, start: index, count: 0))
                }
            }
        }
        return (steps, bytes)
    }
}

/// Collects a parse into ``FormatString/Segment``s: each literal run between specifiers becomes
/// one `String`.
private struct SegmentSink: FormatParserSink {
    let bytes: UnsafeBufferPointer<UInt8>
    var segments: [FormatString.Segment] = []
    /// The current literal: one range of the text, or (after `%%` or an unknown conversion
    /// joined pieces) the bytes copied.
    private var pending: Range<Int>?
    private var joined: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func literal(_ range: Range<Int>) {
        guard let current = pending else {
            pending = range
            return
        }
        if joined.isEmpty { joined.append(contentsOf: bytes[current]) }
        joined.append(contentsOf: bytes[range])
        pending = current.lowerBound..<range.upperBound
    }

    mutating func specifier(_ specifier: FormatSpecifier) {
        flush()
        segments.append(.specifier(specifier))
    }

    /// Ends the current literal. Pieces are cut at ASCII delimiters or whole scalars of valid
    /// UTF-8, so they are valid UTF-8.
    mutating func flush() {
        guard let range = pending else { return }
        if joined.isEmpty {
            segments.append(.literal(UnicodeText.string(validUTF8: UnsafeBufferPointer(rebasing: bytes[range]))))
        } else {
            segments.append(.literal(joined.withUnsafeBufferPointer { UnicodeText.string(validUTF8: $0) }))
            joined.removeAll(keepingCapacity: true)
        }
        pending = nil
    }
}

extension FormatString {
    /// The most characters of a format an error quotes.
    static let maximumQuotedLength = 200

    /// `text`, or at most ``maximumQuotedLength`` of its characters around `offset` (in
    /// scalars), with `…` where some are left out: an error never echoes a huge format.
    static func excerpt(_ text: String, around offset: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maximumQuotedLength else { return text }
        let start = max(0, min(offset - maximumQuotedLength / 2, scalars.count - maximumQuotedLength))
        let from = scalars.index(scalars.startIndex, offsetBy: start)
        let to = scalars.index(from, offsetBy: maximumQuotedLength)
        return (start > 0 ? "…" : "") + String(scalars[from..<to]) + (to < scalars.endIndex ? "…" : "")
    }

    /// The most UTF-8 bytes one render may produce (16 MiB): a plain format or a whole
    /// stringsdict entry. Beyond it the render fails with a `.limit` error naming the limit.
    public static let maximumOutputLength = 16 << 20

    static func outputTooLong() -> StringsdictError {
        StringsdictError(.limit, "the rendered text is longer than \(maximumOutputLength) bytes (the output limit)",
                         hint: "a width, a precision or an argument is far larger than any message needs")
    }
}
