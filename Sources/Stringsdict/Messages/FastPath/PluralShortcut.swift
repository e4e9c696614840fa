/// A plural entry of the most common shape, rendered without walking its plan's steps.
///
/// The shape: a format key that is one integer plural variable with text around it
/// (`%#@files@`, `Deleted %#@files@.`), whose variants are text with at most one plain integer
/// specifier of that same argument (`%ld файлов`, `No files`). Most `.stringsdict` entries look
/// like this. Compiling resolves what the steps would decide on every render: which variant each
/// category takes (its own, else `other`), where each variant's texts are, and how its number is
/// read. A render is then the category (a table look-up for the integers plural rules are cached
/// for), the number written by the locale's ``LocalizedIntegerStyle``, and at most four copies of
/// text into a stack buffer that becomes one `String` (inline, without allocating, up to 15
/// UTF-8 bytes). When the whole text fits 15 bytes and the locale's digits are one byte each,
/// the render never touches memory: the texts are kept packed in words, the number's digits are
/// made in a word, and the `String` is built from two registers (``RenderPlan/packedRender``).
///
/// Anything else goes through the steps, which give the same text: another shape, an argument
/// that is not an integer (an error, or another type's path), a locale whose integers ICU writes,
/// a text over ``maximumBytes``. `PluralShortcutTests` checks the two paths against each other.
///
/// Fast path: must render what the ``RenderPlan``'s steps render (text and errors). Held equal by
/// `Tests/StringsdictTests/PluralShortcutTests.swift`.
struct PluralShortcut: Sendable {
    /// A run of literal UTF-8 in the plan's text space: from `start` in ``RenderPlan/textBytes``,
    /// or past its end in ``RenderPlan/extraBytes`` (as a `.text` step's range).
    struct Text: Sendable {
        let start: UInt32
        let count: UInt32

        static let empty = Text(start: 0, count: 0)

        init(start: UInt32, count: UInt32) {
            self.start = start
            self.count = count
        }

    }

    /// A plan builder's steps, variables, variant ranges and literal bytes, read in place while
    /// shortcuts are made (a builder passed around by value is copied, seven arrays retained,
    /// at every call that cannot borrow it).
    struct Space {
        let steps: UnsafeBufferPointer<RenderPlan.Step>
        let variables: UnsafeBufferPointer<RenderPlan.Variable>
        let variants: UnsafeBufferPointer<Range<Int>?>
        let text: UnsafeBufferPointer<UInt8>
        let extra: UnsafeBufferPointer<UInt8>

        /// Calls `body` with the space of `builder`.
        static func with<Result>(_ builder: RenderPlan.Builder, _ body: (Space) -> Result) -> Result {
            builder.steps.withUnsafeBufferPointer { steps in
                builder.variables.withUnsafeBufferPointer { variables in
                    builder.variants.withUnsafeBufferPointer { variants in
                        builder.textBytes.withUnsafeBufferPointer { text in
                            builder.extraBytes.withUnsafeBufferPointer { extra in
                                body(Space(steps: steps, variables: variables, variants: variants, text: text, extra: extra))
                            }
                        }
                    }
                }
            }
        }

        /// The step at `index`, or nil past the steps.
        func step(_ index: Int) -> RenderPlan.Step? {
            index >= 0 && index < steps.count ? steps[index] : nil
        }

        /// The run of a `.text` step's `range`, or nil when it does not lie wholly inside one of
        /// the two byte arrays or does not fit 32 bits.
        func run(_ range: Range<Int>) -> Text? {
            let inside = range.lowerBound < text.count
                ? range.lowerBound >= 0 && range.upperBound <= text.count
                : range.upperBound - text.count <= extra.count
            guard inside, let start = UInt32(exactly: range.lowerBound), let count = UInt32(exactly: range.count) else { return nil }
            return Text(start: start, count: count)
        }

        /// The bytes of `run` (empty when it does not lie inside them).
        func bytes(_ run: Text) -> UnsafeBufferPointer<UInt8> {
            let start = Int(run.start), count = Int(run.count)
            if start < text.count {
                return start + count <= text.count ? UnsafeBufferPointer(rebasing: text[start..<start + count]) : UnsafeBufferPointer(start: nil, count: 0)
            }
            let offset = start - text.count
            return offset + count <= extra.count ? UnsafeBufferPointer(rebasing: extra[offset..<offset + count]) : UnsafeBufferPointer(start: nil, count: 0)
        }

        /// Whether the run's bytes are ASCII.
        func isASCII(_ run: Text) -> Bool {
            SWAR.isASCII(bytes(run))
        }
    }

    /// What one category renders: text, the number (when the variant shows it), text.
    struct Variant: Sendable {
        let prefix: Text
        let suffix: Text
        /// The bytes of the entry's four texts together (the format key's two and these).
        let textCount: UInt32
        /// The number's C width in bits (8, 16, 32, 64), or 0 when the variant shows no number.
        let bits: UInt8
        /// Whether the number is a signed conversion (`%d %i %D`) or an unsigned one (`%u %U`).
        let signed: Bool
        /// Whether the four texts are ASCII (the number's digits aside).
        let isASCII: Bool
        /// The texts before the number (the format key's prefix and this variant's) and after it
        /// (this variant's suffix and the format key's), each packed first byte lowest, for a
        /// render built in registers (``RenderPlan/packedRender``); valid when ``isPacked``.
        let before: PackedText
        let after: PackedText
        /// True when the texts before and after the number fit ``PackedText`` each.
        let isPacked: Bool
    }

    /// Up to 15 bytes of text in two words, first byte lowest (the layout of a small `String`'s
    /// bytes), and its byte count.
    struct PackedText: Sendable {
        var low: UInt64
        var high: UInt64
        var count: Int

        static let empty = PackedText(low: 0, high: 0, count: 0)

        /// The texts `first` and `second` of `space` one after the other, or nil when they come
        /// to more than 15 bytes.
        init?(_ first: Text, _ second: Text, in space: Space) {
            (low, high, count) = (0, 0, 0)
            let firstBytes = space.bytes(first), secondBytes = space.bytes(second)
            guard firstBytes.count + secondBytes.count <= 15 else { return nil }
            // Copied into two zeroed words, then read as numbers (first byte lowest).
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { words in
                words.copyMemory(from: UnsafeRawBufferPointer(firstBytes))
                UnsafeMutableRawBufferPointer(rebasing: words[firstBytes.count...]).copyMemory(from: UnsafeRawBufferPointer(secondBytes))
            }
            (low, high, count) = (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1), firstBytes.count + secondBytes.count)
        }

        private init(low: UInt64, high: UInt64, count: Int) {
            (self.low, self.high, self.count) = (low, high, count)
        }
    }

    /// The argument slot the variable reads (1-based).
    let slot: Int32
    /// The arguments a render needs (the entry's highest slot); fewer go to the steps, which throw.
    let argumentCount: Int32
    /// How the variable reads its number: signed or unsigned, with C's width in bits.
    let signed: Bool
    let bits: UInt8
    /// Whether the variable has a `zero` key (then 0 takes it, in every language).
    let hasZero: Bool
    /// Where the six variants are in ``RenderPlan/shortcutVariants``, in ``PluralCategory`` order;
    /// a category without a key holds the `other` variant.
    let firstVariant: Int32
    /// The format key's text before and after the variable.
    let rootPrefix: Text
    let rootSuffix: Text

    /// The most bytes a shortcut render writes (texts and number), all on the stack; a longer
    /// text goes through the steps.
    static let maximumBytes = 256

    /// The shortcut for an entry of the shape, appending its six variants to `variants`; nil
    /// for any other entry.
    init?(_ entry: EntryPlan, argumentCount: Int, space: Space, variants: inout [Variant]) {
        // The format key: [text] variable [text].
        var cursor = entry.root.lowerBound
        let end = entry.root.upperBound
        var rootPrefix = Text.empty
        var rootSuffix = Text.empty
        if cursor < end, case .text(let range)? = space.step(cursor) {
            guard let text = space.run(range) else { return nil }
            rootPrefix = text
            cursor += 1
        }
        guard cursor < end, case .variable(let index)? = space.step(cursor), index >= 0, index < space.variables.count else { return nil }
        cursor += 1
        if cursor < end, case .text(let range)? = space.step(cursor) {
            guard let text = space.run(range) else { return nil }
            rootSuffix = text
            cursor += 1
        }
        guard cursor == end else { return nil }

        let variable = space.variables[index]
        let signed: Bool
        switch variable.kind {
        case .signedInteger: signed = true
        case .unsignedInteger: signed = false
        default: return nil
        }
        guard let bits = UInt8(exactly: variable.integerBits), let slot = Int32(exactly: variable.slot),
              let argumentCount = Int32(exactly: argumentCount), slot >= 1, slot <= argumentCount,
              variable.firstVariant + 6 <= space.variants.count,
              let other = space.variants[variable.firstVariant + PluralCategory.other.order]
        else { return nil }

        let rootIsASCII = space.isASCII(rootPrefix) && space.isASCII(rootSuffix)
        // The six, appended to `variants` in place (no array per entry); a category without a
        // key takes the `other` variant, made once.
        let variableSlot = variable.slot
        guard let firstVariant = Int32(exactly: variants.count),
              let otherVariant = Self.variant(other, slot: variableSlot, rootPrefix: rootPrefix, rootSuffix: rootSuffix, rootIsASCII: rootIsASCII, space: space)
        else { return nil }
        let firstIndex = variants.count
        var complete = false
        defer { if !complete { variants.removeSubrange(firstIndex...) } }
        for category in 0..<6 {
            if let steps = space.variants[variable.firstVariant + category], category != PluralCategory.other.order {
                guard let made = Self.variant(steps, slot: variableSlot, rootPrefix: rootPrefix, rootSuffix: rootSuffix, rootIsASCII: rootIsASCII, space: space) else { return nil }
                variants.append(made)
            } else {
                variants.append(otherVariant)
            }
        }
        complete = true
        self.slot = slot
        self.argumentCount = argumentCount
        self.signed = signed
        self.bits = bits
        hasZero = space.variants[variable.firstVariant] != nil
        self.firstVariant = firstVariant
        self.rootPrefix = rootPrefix
        self.rootSuffix = rootSuffix
    }

    /// One variant of `steps`: [text] [integer of `slot`] [text], between the format key's texts;
    /// nil for any other shape.
    @inline(__always)
    private static func variant(_ steps: Range<Int>, slot: Int, rootPrefix: Text, rootSuffix: Text, rootIsASCII: Bool, space: Space) -> Variant? {
        var cursor = steps.lowerBound
        var prefix = Text.empty
        var suffix = Text.empty
        var numberBits: UInt8 = 0
        var numberSigned = false
        if cursor < steps.upperBound, case .text(let range)? = space.step(cursor) {
            guard let text = space.run(range) else { return nil }
            prefix = text
            cursor += 1
        }
        if cursor < steps.upperBound, case .integer(_, let integerSlot, let integerSigned, let integerBits)? = space.step(cursor) {
            guard integerSlot == slot, let width = UInt8(exactly: integerBits), width > 0 else { return nil }
            (numberBits, numberSigned) = (width, integerSigned)
            cursor += 1
        }
        if cursor < steps.upperBound, case .text(let range)? = space.step(cursor) {
            guard let text = space.run(range) else { return nil }
            suffix = text
            cursor += 1
        }
        guard cursor == steps.upperBound else { return nil }
        let textCount = UInt64(rootPrefix.count) + UInt64(prefix.count) + UInt64(suffix.count) + UInt64(rootSuffix.count)
        guard textCount <= UInt64(Self.maximumBytes) else { return nil }
        let before = PackedText(rootPrefix, prefix, in: space), after = PackedText(suffix, rootSuffix, in: space)
        // Packed texts tell their ASCII-ness from their words; others are read again.
        let isASCII = if let before, let after {
            (before.low | before.high | after.low | after.high) & 0x8080_8080_8080_8080 == 0
        } else {
            rootIsASCII && space.isASCII(prefix) && space.isASCII(suffix)
        }
        return Variant(
            prefix: prefix, suffix: suffix, textCount: UInt32(textCount), bits: numberBits, signed: numberSigned, isASCII: isASCII,
            before: before ?? .empty, after: after ?? .empty, isPacked: before != nil && after != nil)
    }
}

extension RenderPlan {
    /// The entry of `shortcut` rendered for `argument` (the value of its slot), or nil when the
    /// shortcut does not take it: an argument that is not an integer, a locale without an
    /// ``InlineIntegerStyle`` (its integers written by ICU or by a digit table), a text longer
    /// than ``PluralShortcut/maximumBytes``. The steps give the same text (see ``PluralShortcut``).
    ///
    /// The text is written on the stack and copied into the `String` without validation (its
    /// ASCII flag known from the compiled texts and the digits), inline for 15 bytes or fewer.
    @inline(__always)
    func render(_ shortcut: PluralShortcut, argument: FormatArgument, context: RenderContext) -> String? {
        let raw: UInt64
        switch argument {
        case .int(let value): raw = UInt64(bitPattern: value)
        case .uint(let value): raw = value
        default: return nil
        }
        let digits = context.integerDigits
        guard digits.isAvailable else { return nil }
        // The variant, as PluralEntry's steps choose it: `zero` for 0 when there is one, else
        // the category of the number as C reads it for the variable's value type.
        let isZero: Bool
        let category: PluralCategory
        if shortcut.signed {
            let value = Self.signed(raw, bits: shortcut.bits)
            (isZero, category) = (value == 0, context.smallCategories.category(of: value) ?? context.rules.category(of: value))
        } else {
            let value = Self.unsigned(raw, bits: shortcut.bits)
            let cached = value <= UInt64(Int64.max) ? context.smallCategories.category(of: Int64(value)) : nil
            (isZero, category) = (value == 0, cached ?? context.rules.category(of: value))
        }
        let index = Int(shortcut.firstVariant) + (isZero && shortcut.hasZero ? 0 : category.order)
        // The variant read in place, field by field (a copy of the whole struct costs more than
        // the fields a render reads).
        return shortcutVariants.withUnsafeBufferPointer { variants -> String? in
            guard index >= 0, index < variants.count, let variant = variants.baseAddress.map({ $0 + index }) else { return nil }
            return render(shortcut, variant: variant, raw: raw, digits: digits, smallStrings: context.smallStrings)
        }
    }

    /// The entry of `shortcut` rendered with `variant` for the argument `raw`.
    @inline(__always)
    private func render(_ shortcut: PluralShortcut, variant: UnsafePointer<PluralShortcut.Variant>, raw: UInt64, digits: InlineIntegerStyle, smallStrings: Bool) -> String? {
        // The number the variant shows, as its own conversion reads the argument.
        let magnitude: UInt64
        let negative: Bool
        if variant.pointee.signed {
            let value = Self.signed(raw, bits: variant.pointee.bits)
            (magnitude, negative) = (value.magnitude, value < 0)
        } else {
            (magnitude, negative) = (Self.unsigned(raw, bits: variant.pointee.bits), false)
        }
        if smallStrings, variant.pointee.isPacked, let text = packedRender(variant, magnitude: magnitude, negative: negative, digits: digits) { return text }
        let layout = variant.pointee.bits != 0 ? digits.layout(magnitude: magnitude, negative: negative) : InlineIntegerStyle.Layout(digits: 0, separators: 0, byteCount: 0)
        let count = Int(variant.pointee.textCount) + layout.byteCount
        let isASCII = variant.pointee.isASCII && (variant.pointee.bits == 0 || digits.isASCII)
        guard count <= PluralShortcut.maximumBytes else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: PluralShortcut.maximumBytes) { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            // The format key's prefix, the variant's, the number, the variant's suffix, the
            // format key's (the runs lie inside their bytes, checked when compiled).
            var cursor = copy(shortcut.rootPrefix, to: base)
            cursor += copy(variant.pointee.prefix, to: base + cursor)
            if variant.pointee.bits != 0 {
                digits.write(magnitude: magnitude, negative: negative, layout: layout, to: base + cursor)
                cursor += layout.byteCount
            }
            cursor += copy(variant.pointee.suffix, to: base + cursor)
            cursor += copy(shortcut.rootSuffix, to: base + cursor)
            return UnicodeText.string(validUTF8: UnsafeBufferPointer(start: base, count: cursor), isASCII: isASCII)
        }
    }

    /// The variant's text for a number built in two registers as a small `String`
    /// (no buffer in memory: the bytes are never stored and loaded back), or nil when it does
    /// not fit 15 bytes, the number has nine digits or more, or the locale's digits are not one
    /// byte each. Only called where ``SmallStringBits/isAvailable`` (the context's
    /// `smallStrings`).
    @inline(__always)
    private func packedRender(_ variant: UnsafePointer<PluralShortcut.Variant>, magnitude: UInt64, negative: Bool, digits: InlineIntegerStyle) -> String? {
        var low = variant.pointee.before.low, high = variant.pointee.before.high
        var count = variant.pointee.before.count
        if variant.pointee.bits != 0 {
            guard digits.digitWidth == 1, let number = InlineIntegerStyle.asciiDigits(magnitude, zero: UInt8(truncatingIfNeeded: digits.zero)) else { return nil }
            if negative {
                guard count + Int(digits.minusCount) <= SmallStringBits.capacity else { return nil }
                Self.append(digits.minus, 0, at: count, low: &low, high: &high)
                count += Int(digits.minusCount)
            }
            if digits.groups(digits: number.count) {
                // Groups from the right: `primary` digits, then `secondary` each, the first what
                // is left (as ``InlineIntegerStyle/layout(magnitude:negative:)`` counts them).
                let primary = Int(digits.primary), secondary = Int(digits.secondary), separatorCount = Int(digits.separatorCount)
                let separators = (number.count - 1 - primary) / secondary + 1
                guard count + number.count + separators * separatorCount <= SmallStringBits.capacity else { return nil }
                var rest = number.word
                var group = number.count - primary - (separators - 1) * secondary
                for index in 0...separators {
                    Self.append(rest & UInt64.max >> UInt64(64 - 8 * group), 0, at: count, low: &low, high: &high)
                    count += group
                    rest = rest >> UInt64(8 * group)
                    if index == separators { break }
                    Self.append(digits.separator, 0, at: count, low: &low, high: &high)
                    count += separatorCount
                    group = index == separators - 1 ? primary : secondary
                }
            } else {
                guard count + number.count <= SmallStringBits.capacity else { return nil }
                Self.append(number.word, 0, at: count, low: &low, high: &high)
                count += number.count
            }
        }
        guard count + variant.pointee.after.count <= SmallStringBits.capacity else { return nil }
        Self.append(variant.pointee.after.low, variant.pointee.after.high, at: count, low: &low, high: &high)
        count += variant.pointee.after.count
        return SmallStringBits.make(low: low, high: high, count: count)
    }

    /// ORs the two words `(first, second)` (bytes first lowest) into `(low, high)` from byte `offset`
    /// (0...15; what would go past byte 15 is dropped, and callers keep the total within 15).
    @inline(__always)
    private static func append(_ first: UInt64, _ second: UInt64, at offset: Int, low: inout UInt64, high: inout UInt64) {
        let shift = UInt64(offset & 15) * 8
        if shift == 0 {
            low |= first
            high |= second
        } else if shift < 64 {
            low |= first &<< shift
            high |= second &<< shift | first &>> (64 - shift)
        } else {
            high |= first &<< (shift - 64)
        }
    }

    /// Copies `text` to `destination`; returns its byte count.
    @inline(__always)
    private func copy(_ text: PluralShortcut.Text, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let count = Int(text.count)
        guard count > 0 else { return 0 }
        let start = Int(text.start)
        let textCount = textBytes.count
        // Compiled runs lie inside their bytes (checked when the plan is made); checked again
        // here, and a run that did not would be left out rather than read out of bounds.
        if start < textCount {
            return textBytes.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress, start + count <= bytes.count else { return 0 }
                Self.copy(base + start, count: count, to: destination)
                return count
            }
        }
        return extraBytes.withUnsafeBufferPointer { bytes in
            let offset = start - textCount
            guard let base = bytes.baseAddress, offset + count <= bytes.count else { return 0 }
            Self.copy(base + offset, count: count, to: destination)
            return count
        }
    }

    /// Copies `count` bytes: up to 16 with two overlapping word moves each way (texts around a
    /// plural number are short, and a library call would cost more than the copy), more with
    /// `memmove`.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(destination)
        switch count {
        case 8...16:
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        case 1..<4:
            for index in 0..<count { destination[index] = source[index] }
        default:
            destination.update(from: source, count: count)
        }
    }

    /// The value C reads for a signed conversion of `bits` bits (``FormatString/signedValue(_:bits:)``).
    @inline(__always)
    static func signed(_ raw: UInt64, bits: UInt8) -> Int64 {
        switch bits {
        case 8: Int64(Int8(truncatingIfNeeded: raw))
        case 16: Int64(Int16(truncatingIfNeeded: raw))
        case 32: Int64(Int32(truncatingIfNeeded: raw))
        default: Int64(bitPattern: raw)
        }
    }

    /// The value C reads for an unsigned conversion of `bits` bits (``FormatString/unsignedValue(_:bits:)``).
    @inline(__always)
    static func unsigned(_ raw: UInt64, bits: UInt8) -> UInt64 {
        switch bits {
        case 8: UInt64(UInt8(truncatingIfNeeded: raw))
        case 16: UInt64(UInt16(truncatingIfNeeded: raw))
        case 32: UInt64(UInt32(truncatingIfNeeded: raw))
        default: raw
        }
    }
}
