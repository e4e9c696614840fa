/// A plain string's printf format compiled against the text of the compact table that holds it:
/// one heap object a key, header and steps in one allocation (a `ManagedBuffer`).
///
/// A ``FormatString`` keeps its format as a `String` and segments (a `String` a literal, a
/// ``FormatSpecifier`` a conversion, an array of slot kinds): five or more objects a key, which a
/// table of a million keys keeps scattered through memory until it goes. Here a step is two
/// words: a literal is a range of the table's text, copied straight into the render buffer; a
/// plain `%d %i %D %u %U` or `%@` (no flag, width or precision) is its slot (and the integer's C
/// width); only other specifiers are kept as values, in the header (one more allocation for the
/// keys that have them). A value without `%` keeps its `String` instead, which every render
/// returns as it is.
///
/// Whatever the steps do not reproduce byte for byte (a value that does not parse as a format,
/// a stringsdict variable, too few arguments, an argument of another type for an integer step,
/// a locale without a learnt integer style) is declined: ``LocalizedMessage`` then compiles the
/// value as before and renders or throws what that gives.
///
/// Not `Sendable` (no `ManagedBuffer` is), but shared by its table's threads: immutable once
/// made, and published with an atomic release store (see ``CompactStringTable``).
///
/// Fast path: must render what ``FormatString`` renders for the same text and arguments. Held
/// equal by `Tests/StringsdictTests/PlainFormatTests.swift` and `Tests/StringsdictTests/RenderFastPathTests.swift`.
final class PlainFormat: ManagedBuffer<PlainFormat.Header, UInt32> {
    struct Header {
        /// The value itself when it holds no `%` (every render gives it unchanged), else nil.
        let text: String?
        /// The specifiers rendered by ``FormatString``'s general renderer, by the operand of
        /// their steps.
        var specifiers: [FormatSpecifier]
        let stepCount: Int32
        /// The highest slot read: a render needs that many arguments.
        let argumentCount: Int32
        /// The UTF-8 size of the literals, to size the render buffer as ``FormatString`` does.
        let literalByteCount: Int32
        /// False when the steps do not render the value (see the type's notes).
        let isCompiled: Bool
    }

    // Steps are two words: a literal is (start, count) with a count below 2^31; any other step
    // has one of these tags (top bit set) in its second word and its operand in the first.
    /// A plain integer: operand the slot; bit 0 set for a signed conversion, bits 1–7 its C width.
    private static let integerTag: UInt32 = 0x8000_0000
    /// A plain `%@`: operand the slot.
    private static let objectTag: UInt32 = 0xC000_0000
    /// Any other specifier: operand its index in ``Header/specifiers``.
    private static let generalTag: UInt32 = 0xE000_0000

    // MARK: compiling

    /// Compiles `bytes`, a value of the table (valid UTF-8) that starts at `start` in the
    /// table's address space (its text, then its decoded bytes).
    static func make(value bytes: UnsafeBufferPointer<UInt8>, start: Int) -> PlainFormat {
        guard bytes.contains(UInt8(ascii: "%")) else {
            return make(Header(text: UnicodeText.string(validUTF8: bytes), specifiers: [], stepCount: 0, argumentCount: 0, literalByteCount: 0, isCompiled: true), steps: 0)
        }
        let declined = Header(text: nil, specifiers: [], stepCount: 0, argumentCount: 0, literalByteCount: 0, isCompiled: false)
        // First pass: how many steps and specifiers, which slots, whether the steps render it.
        var counting = FormatParser(bytes: bytes, startingSlot: 1, tracksSlots: false, sink: Planner(start: start, steps: nil))
        do {
            try counting.parse()
        } catch {
            return make(declined, steps: 0)
        }
        counting.sink.flush()
        let plan = counting.sink
        guard plan.isCompilable, plan.stepCount < Int(Int32.max) / 2 else { return make(declined, steps: 0) }
        if plan.readsSlotsOutOfOrder, !slotsAgree(bytes, argumentCount: plan.argumentCount) { return make(declined, steps: 0) }
        let format = make(Header(
            text: nil, specifiers: [], stepCount: Int32(plan.stepCount), argumentCount: Int32(plan.argumentCount),
            literalByteCount: Int32(clamping: plan.literalByteCount), isCompiled: true), steps: 2 * plan.stepCount)
        // Second pass: the steps, written into the format's own storage.
        let written = format.withUnsafeMutablePointers { header, steps -> Bool in
            var planner = Planner(start: start, steps: steps)
            planner.specifiers.reserveCapacity(plan.generalCount)
            var writing = FormatParser(bytes: bytes, startingSlot: 1, tracksSlots: false, sink: planner)
            do {
                try writing.parse()
            } catch {
                return false
            }
            writing.sink.flush()
            planner = writing.sink
            guard planner.stepCount == plan.stepCount else { return false }
            header.pointee.specifiers = planner.specifiers
            return true
        }
        // The same bytes parse the same way twice; should they not, the format declines.
        return written ? format : make(declined, steps: 0)
    }

    private static func make(_ header: Header, steps: Int) -> PlainFormat {
        let buffer = create(minimumCapacity: steps) { _ in header }
        return unsafeDowncast(buffer, to: PlainFormat.self)
    }

    /// Whether the specifiers reading one slot agree on its kind, as ``FormatString`` checks:
    /// only needed when slots are named (`%2$@`) or read by a `*`.
    private static func slotsAgree(_ bytes: UnsafeBufferPointer<UInt8>, argumentCount: Int) -> Bool {
        withUnsafeTemporaryAllocation(of: ArgumentKind?.self, capacity: max(argumentCount, 1)) { kinds in
            kinds.initialize(repeating: nil)
            var parser = FormatParser(bytes: bytes, startingSlot: 1, tracksSlots: false, sink: SlotCheck(kinds: kinds))
            do {
                try parser.parse()
            } catch {
                return false
            }
            return parser.sink.agree
        }
    }

    /// Collects steps: counts them (no `steps`) or writes them.
    private struct Planner: FormatParserSink {
        let start: Int
        let steps: UnsafeMutablePointer<UInt32>?
        var stepCount = 0
        var specifiers: [FormatSpecifier] = []
        var generalCount = 0
        var argumentCount = 0
        var literalByteCount = 0
        var isCompilable = true
        /// True when some specifier names its slot or reads a `*` (slots may then be read twice).
        var readsSlotsOutOfOrder = false
        private var pending: Range<Int>?

        init(start: Int, steps: UnsafeMutablePointer<UInt32>?) {
            self.start = start
            self.steps = steps
        }

        mutating func literal(_ range: Range<Int>) {
            literalByteCount += range.count
            // `%%` and unknown conversions hand on pieces; adjacent ones make one step.
            if let current = pending, current.upperBound == range.lowerBound {
                pending = current.lowerBound..<range.upperBound
                return
            }
            flush()
            pending = range
        }

        mutating func flush() {
            guard let range = pending else { return }
            pending = nil
            let begin = start + range.lowerBound
            guard range.count < Int(PlainFormat.integerTag), begin + range.count <= Int(UInt32.max) else {
                isCompilable = false
                return
            }
            emit(UInt32(begin), UInt32(range.count))
        }

        mutating func specifier(_ spec: FormatSpecifier) {
            flush()
            var highest = spec.slot
            if case .argument(let slot)? = spec.width { highest = max(highest, slot); readsSlotsOutOfOrder = true }
            if case .argument(let slot)? = spec.precision { highest = max(highest, slot); readsSlotsOutOfOrder = true }
            if spec.isPositional { readsSlotsOutOfOrder = true }
            argumentCount = max(argumentCount, highest)
            let plain = spec.flags.isEmpty && spec.width == nil && spec.precision == nil
            switch spec.conversion {
            case .variable:
                isCompilable = false
            case .signedDecimal where plain:
                emit(UInt32(spec.slot), PlainFormat.integerTag | UInt32(spec.integerBits) << 1 | 1)
            case .unsignedDecimal where plain:
                emit(UInt32(spec.slot), PlainFormat.integerTag | UInt32(spec.integerBits) << 1)
            case .object where plain:
                emit(UInt32(spec.slot), PlainFormat.objectTag)
            default:
                emit(UInt32(generalCount), PlainFormat.generalTag)
                generalCount += 1
                if steps != nil { specifiers.append(spec) }
            }
        }

        private mutating func emit(_ operand: UInt32, _ tag: UInt32) {
            if let steps {
                (steps + 2 * stepCount).initialize(to: operand)
                (steps + 2 * stepCount + 1).initialize(to: tag)
            }
            stepCount += 1
        }
    }

    /// Records the kind each slot is read as, as ``FormatParser`` does when it tracks slots.
    private struct SlotCheck: FormatParserSink {
        let kinds: UnsafeMutableBufferPointer<ArgumentKind?>
        var agree = true

        mutating func literal(_ range: Range<Int>) {}

        mutating func specifier(_ spec: FormatSpecifier) {
            if case .argument(let slot)? = spec.width { record(.signedInteger, slot: slot) }
            if case .argument(let slot)? = spec.precision { record(.signedInteger, slot: slot) }
            record(spec.argumentKind, slot: spec.slot)
        }

        private mutating func record(_ kind: ArgumentKind, slot: Int) {
            guard slot >= 1, slot <= kinds.count else {
                agree = false
                return
            }
            if let existing = kinds[slot - 1] {
                if !existing.isCompatible(with: kind) { agree = false }
                if existing == .variable { kinds[slot - 1] = kind }
            } else {
                kinds[slot - 1] = kind
            }
        }
    }

    // MARK: rendering

    private enum Outcome {
        case declined
        case rendered(String)
        case failed(StringsdictError)
    }

    /// Renders the steps with `arguments` (at least one), appending to `output`: literals from
    /// `text` (the table's text) and `extra` (its decoded bytes). Returns false, `output`
    /// untouched, when the steps decline (see the type's notes).
    ///
    /// - Throws: what ``FormatString`` throws for the same format and arguments once it has
    ///   checked their count: a specifier's argument of the wrong type, an output over the limit.
    func render<Arguments: FormatArgumentAccess>(text: UnsafeBufferPointer<UInt8>, extra: UnsafeBufferPointer<UInt8>, into output: inout String, localizer: FormatLocalizer, arguments: Arguments) throws(StringsdictError) -> Bool {
        let outcome = withUnsafeMutablePointers { header, steps -> Outcome in
            guard header.pointee.isCompiled, arguments.count >= Int(header.pointee.argumentCount) else { return .declined }
            let stepCount = Int(header.pointee.stepCount)
            // As FormatString: on the stack up to 1 KB, one String at the end.
            let capacity = min(max(Int(header.pointee.literalByteCount) + 24 * Int(header.pointee.argumentCount), 64), 1024)
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { stack -> Outcome in
                var buffer = RenderBuffer(stack: stack)
                for index in 0..<stepCount {
                    let operand = steps[2 * index], tag = steps[2 * index + 1]
                    if tag < Self.integerTag {
                        buffer.append(CompactStringTable.bytes(start: operand, count: tag, text, extra))
                    } else if tag >= Self.generalTag {
                        do throws(StringsdictError) {
                            try FormatString.render(header.pointee.specifiers[Int(operand)], localizer: localizer, arguments: arguments, into: &buffer)
                        } catch {
                            return .failed(error)
                        }
                    } else if tag >= Self.objectTag {
                        buffer.append(arguments.argument(Int(operand)).description)
                    } else {
                        let argument = arguments.argument(Int(operand))
                        guard let style = localizer.integerStyle, argument.isInteger else { return .declined }
                        let bits = Int((tag >> 1) & 0x7F)
                        if tag & 1 != 0 {
                            let value = FormatString.signedValue(argument, bits: bits)
                            buffer.append(magnitude: value.magnitude, negative: value < 0, style: style)
                        } else {
                            buffer.append(magnitude: FormatString.unsignedValue(argument, bits: bits), negative: false, style: style)
                        }
                    }
                    if buffer.byteCount > FormatString.maximumOutputLength { return .failed(FormatString.outputTooLong()) }
                }
                return .rendered(buffer.string())
            }
        }
        switch outcome {
        case .declined: return false
        case .failed(let error): throw error
        case .rendered(let rendered):
            output.append(rendered)
            return true
        }
    }
}
