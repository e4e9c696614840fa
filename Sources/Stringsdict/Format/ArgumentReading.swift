/// What one language's value of a key reads: the kind of each argument slot, the specifier that
/// reads each slot first (to quote it), and whether the value shows that the key is used with
/// arguments.
///
/// A plain string (a `.strings` value, a plain `.stringsdict` or catalog string) is a format only
/// where its key is used with arguments, as in Foundation: `NSLocalizedString("100% guaranteed")`
/// shows the text as written, and `String(format:)` reads its `% g`. So a plain string's `%` is
/// evidence of arguments only when it is a specifier nobody writes in prose: not one with a
/// space flag (`% g` in "100% guaranteed", `% d` in "50% discount") and not a bare `-` flag
/// (`%-o` in Hungarian "100%-osan"). Plural entries and width or device variants always are.
/// ``FormatAgreement`` decides from the readings of every language of a key.
public struct ArgumentReading: Sendable {
    /// The specifier that reads an argument first: its characters, the 1-based column of its `%`
    /// in the text (Unicode scalars, as an editor counts them), and the text it is in.
    public struct Reader: Hashable, Sendable, CustomStringConvertible {
        /// The specifier's characters (`%@`, `%1$d`, `% g`).
        public var specifier: String
        /// The 1-based column of its `%` in ``text``, in Unicode scalars.
        public var column: Int
        /// The text the specifier is in (a plain string, a format key or a variant).
        public var text: String

        /// `'%@' at column 10 of "%d файлов %@"` (a long text shortened around the specifier).
        public var description: String {
            "'\(specifier)' at column \(column) of \(Self.quoted(text, around: column - 1))"
        }

        /// The text in double quotes on one line, shortened as format errors shorten it
        /// (``FormatString/excerpt(_:around:)``) around the scalar offset `offset`.
        static func quoted(_ text: String, around offset: Int = 0) -> String {
            "\"" + FormatString.excerpt(text, around: offset).replacingNewlines() + "\""
        }
    }

    /// The kind each slot needs (index = slot − 1; nil for a slot nothing reads); nil when the
    /// value does not compile or parse, so its arguments are unknown.
    public var kinds: [ArgumentKind?]?
    /// The first reader of each slot (index = slot − 1), where known.
    public var readers: [Reader?]
    /// True when the value reads arguments in a way no prose does (see the type's summary).
    public var isEvidence: Bool
    /// True for a plain string: a format only where its key is used with arguments.
    public var isPlain: Bool
    /// The plain text (for quoting), when the value is a plain string.
    public var text: String?
    /// Why a plain string does not parse as a format, when it does not.
    public var error: StringsdictError?

    /// The reading of a plain string.
    public init(text: String) {
        isPlain = true
        self.text = text
        readers = []
        isEvidence = false
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            kinds = []
            return
        }
        do {
            let format = try FormatString(text, options: .allowsUnusedSlots)
            kinds = format.slotKinds
            readers = Self.readers(of: format, count: format.slotKinds.count)
            isEvidence = format.specifiers.contains { !$0.isProse }
        } catch {
            kinds = nil
            self.error = error
            isEvidence = Self.hasClearSpecifier(text)
        }
    }

    /// The reading of a compiled message (its plain text read as ``init(text:)`` reads it).
    public init(_ message: LocalizedMessage) {
        self = Self.reading(message, nesting: 0)
    }

    private init(kinds: [ArgumentKind?]?, readers: [Reader?], isEvidence: Bool, error: StringsdictError? = nil) {
        self.kinds = kinds
        self.readers = readers
        self.isEvidence = isEvidence
        self.isPlain = false
        self.text = nil
        self.error = error
    }

    private static func reading(_ message: LocalizedMessage, nesting: Int) -> ArgumentReading {
        switch message.kind {
        case .text(let text, _):
            return ArgumentReading(text: text)
        case .plural(let entry):
            var readers = Self.readers(of: entry.format, count: entry.slotKinds.count)
            for variable in entry.variables {
                for variant in variable.variants {
                    for (index, reader) in Self.readers(of: variant.format, count: entry.slotKinds.count).enumerated()
                    where readers[index] == nil {
                        readers[index] = reader
                    }
                }
            }
            return ArgumentReading(kinds: entry.slotKinds, readers: readers, isEvidence: true)
        case .widths(let variants):
            return merging(variants.map(\.message), nesting: nesting)
        case .devices(let variants):
            return merging(variants.map(\.message), nesting: nesting)
        case .invalid(let error):
            return ArgumentReading(kinds: nil, readers: [], isEvidence: false, error: error)
        }
    }

    /// The variants of one key: each slot's first known kind and reader; unknown if any
    /// variant's arguments are unknown.
    private static func merging(_ messages: [LocalizedMessage], nesting: Int) -> ArgumentReading {
        guard nesting < 8 else { return ArgumentReading(kinds: nil, readers: [], isEvidence: false) }
        var result = ArgumentReading(kinds: [], readers: [], isEvidence: false)
        var merged: [ArgumentKind?] = []
        var known = true
        for message in messages {
            let reading = Self.reading(message, nesting: nesting + 1)
            result.isEvidence = result.isEvidence || reading.isEvidence
            guard let signature = reading.kinds else {
                known = false
                result.error = result.error ?? reading.error
                continue
            }
            if signature.count > merged.count {
                merged += Array(repeating: nil, count: signature.count - merged.count)
                result.readers += Array(repeating: nil, count: signature.count - result.readers.count)
            }
            for (index, kind) in signature.enumerated() where merged[index] == nil {
                merged[index] = kind
                result.readers[index] = index < reading.readers.count ? reading.readers[index] : nil
            }
        }
        result.kinds = known ? merged : nil
        return result
    }

    /// The reader of `slot` (1-based), when known.
    public func reader(of slot: Int) -> Reader? {
        slot >= 1 && slot <= readers.count ? readers[slot - 1] : nil
    }

    /// The first specifier of `format` reading each slot up to `count`.
    private static func readers(of format: FormatString, count: Int) -> [Reader?] {
        var readers = [Reader?](repeating: nil, count: count)
        for spec in format.specifiers {
            for slot in spec.slotsRead where slot >= 1 && slot <= count && readers[slot - 1] == nil {
                readers[slot - 1] = Reader(specifier: spec.text, column: spec.offset + 1, text: format.source)
            }
        }
        return readers
    }

    /// True when some `%` of `text` (which does not parse as a whole) starts a specifier that
    /// is not prose: each `%` is read on its own, up to the next one.
    static func hasClearSpecifier(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                index += 2
                continue
            }
            var end = index + 1
            while end < scalars.count, scalars[end] != "%" { end += 1 }
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[index..<end])
            if let format = try? FormatString(String(piece), options: .allowsUnusedSlots),
               format.specifiers.contains(where: { !$0.isProse }) {
                return true
            }
            index = end
        }
        return false
    }
}

extension FormatSpecifier {
    /// True for a specifier written in prose more often than on purpose: a space flag (`% g` in
    /// "100% guaranteed") or a `-` flag with no width (`%-o` in "100%-osan").
    var isProse: Bool {
        if flags.contains(.spaceSign) { return true }
        if flags.contains(.leftJustify), width == nil { return true }
        return false
    }

    /// The slots the specifier reads: its value's, and its `*` width's and precision's.
    var slotsRead: [Int] {
        var slots: [Int] = []
        if case .argument(let slot) = width { slots.append(slot) }
        if case .argument(let slot) = precision { slots.append(slot) }
        slots.append(slot)
        return slots
    }
}

extension String {
    /// The text with line breaks shown as `\n`, for quoting on one line.
    func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        var result = ""
        for character in self {
            if character == "\n" { result += "\\n" } else if character == "\r\n" { result += "\\r\\n" } else if character == "\r" { result += "\\r" } else { result.append(character) }
        }
        return result
    }
}
