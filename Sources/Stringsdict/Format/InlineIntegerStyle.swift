/// A ``LocalizedIntegerStyle`` held as plain values: the digits as the zero's UTF-8 (each digit
/// adds to its last byte), the minus and the separator packed in a word each, the group sizes.
///
/// It exists for the styles of almost every locale (ASCII digits, and the other scripts whose ten
/// digits differ only in their last UTF-8 byte) with a minus and a separator of at most eight
/// bytes. Kept inline in a ``RenderContext``, it lets a render write numbers without reaching
/// (and retaining) a class or its arrays, and with no table look-up per digit.
///
/// 32 bytes, no references: copying one out of a context costs four loads.
struct InlineIntegerStyle: Sendable {
    /// What precedes a negative number, first byte lowest.
    let minus: UInt64
    /// The grouping separator, first byte lowest.
    let separator: UInt64
    /// The zero digit's UTF-8, first byte lowest; digit d is the same bytes with d added to the last.
    let zero: UInt32
    /// The bytes of a digit (1 for ASCII; 0 for ``none``), of the minus and of the separator.
    let digitWidth: UInt8
    let minusCount: UInt8
    let separatorCount: UInt8
    /// As ``LocalizedIntegerStyle``: group sizes, minimum grouping digits, whether it groups.
    let primary: UInt8
    let secondary: UInt8
    let minimumGrouping: UInt8
    let grouping: Bool
    /// True when every number is ASCII (digits, minus and separator).
    let isASCII: Bool

    /// No style: for a locale whose integers are written otherwise (``isAvailable`` is false).
    static let none = InlineIntegerStyle()

    private init() {
        (minus, separator, zero) = (0, 0, 0)
        (digitWidth, minusCount, separatorCount, primary, secondary, minimumGrouping) = (0, 0, 0, 1, 1, 1)
        (grouping, isASCII) = (false, false)
    }

    /// False for ``none``.
    var isAvailable: Bool { digitWidth != 0 }

    /// The style of `digits` (ten runs of `width` bytes), or nil when it cannot be held as plain
    /// values (a digit that is not the zero plus its value in the last byte, a minus or
    /// separator over eight bytes, group sizes below 1).
    init?(digits: [UInt8], width: Int, minus: [UInt8], separator: [UInt8], primary: Int, secondary: Int, minimumGrouping: Int, grouping: Bool) {
        guard width >= 1, width <= 4, digits.count == 10 * width, minus.count <= 8, separator.count <= 8,
              let primaryWidth = UInt8(exactly: primary), let secondaryWidth = UInt8(exactly: secondary),
              let minimum = UInt8(exactly: minimumGrouping), primaryWidth >= 1, secondaryWidth >= 1, minimum >= 1
        else { return nil }
        var zero: UInt32 = 0
        for index in 0..<width { zero |= UInt32(digits[index]) << (8 * index) }
        for digit in 0..<10 {
            for index in 0..<width {
                let expected = index == width - 1 ? Int(digits[index]) + digit : Int(digits[index])
                guard Int(digits[digit * width + index]) == expected else { return nil }
            }
        }
        self.zero = zero
        digitWidth = UInt8(width)
        self.minus = Self.pack(minus)
        minusCount = UInt8(minus.count)
        self.separator = Self.pack(separator)
        separatorCount = UInt8(separator.count)
        self.primary = primaryWidth
        self.secondary = secondaryWidth
        self.minimumGrouping = minimum
        self.grouping = grouping
        isASCII = digits.allSatisfy { $0 < 0x80 } && minus.allSatisfy { $0 < 0x80 } && separator.allSatisfy { $0 < 0x80 }
    }

    private static func pack(_ bytes: [UInt8]) -> UInt64 {
        var packed: UInt64 = 0
        for (index, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * index) }
        return packed
    }

    /// How a number is laid out: its digits, its separators and its UTF-8 length.
    struct Layout {
        let digits: Int
        let separators: Int
        let byteCount: Int
    }

    /// The layout of `-magnitude` (when `negative`) or `magnitude`.
    @inline(__always)
    func layout(magnitude: UInt64, negative: Bool) -> Layout {
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        // A separator after `primary` digits from the right, then after every `secondary`, once
        // the number has `minimumGrouping` digits beyond the first group.
        let primary = Int(primary)
        let separators = groups(digits: digits) ? (digits - 1 - primary) / Int(secondary) + 1 : 0
        return Layout(
            digits: digits, separators: separators,
            byteCount: (negative ? Int(minusCount) : 0) + digits * Int(digitWidth) + separators * Int(separatorCount))
    }

    /// Whether a number of `digits` digits takes a grouping separator (as ``layout(magnitude:negative:)``).
    @inline(__always)
    func groups(digits: Int) -> Bool {
        grouping && digits - Int(primary) >= Int(minimumGrouping)
    }

    /// The digits of `magnitude` (below 10⁸) as one-byte digits from `zero`, the first digit in
    /// the lowest byte, and their count; nil for 10⁸ and above.
    ///
    /// No division loop: the number is split into halves of four digits (32-bit lanes), then two
    /// (16-bit lanes), then one (bytes), each split a multiply and shift on all lanes at once.
    @inline(__always)
    static func asciiDigits(_ magnitude: UInt64, zero: UInt8) -> (word: UInt64, count: Int)? {
        guard magnitude < 100_000_000 else { return nil }
        // [first four digits, last four] in 32-bit lanes.
        var lanes = magnitude / 10_000 | (magnitude % 10_000) << 32
        // Each lane (below 10⁴) divided by 100: x * 10486 >> 20 is exact there.
        var quotients = (lanes &* 10_486) >> 20 & 0x0000_007F_0000_007F
        lanes = quotients | (lanes &- quotients &* 100) << 16
        // Each 16-bit lane (below 100) divided by 10: x * 103 >> 10 is exact there.
        quotients = (lanes &* 103) >> 10 & 0x000F_000F_000F_000F
        lanes = quotients | (lanes &- quotients &* 10) << 8
        // Eight digit bytes, the first in the lowest byte; leading zeros are the low zero bytes.
        let count = max(1, 8 - lanes.trailingZeroBitCount / 8)
        let digits = (lanes &+ 0x0101_0101_0101_0101 &* UInt64(zero)) >> UInt64(8 * (8 - count))
        return (digits, count)
    }

    /// Writes the number laid out as `layout` at `destination` (``Layout/byteCount`` bytes), from
    /// its last digit back.
    @inline(__always)
    func write(magnitude: UInt64, negative: Bool, layout: Layout, to destination: UnsafeMutablePointer<UInt8>) {
        if negative { Self.store(minus, count: Int(minusCount), at: destination) }
        let width = Int(digitWidth)
        var end = layout.byteCount
        var value = magnitude
        var written = 0
        var nextSeparator = layout.separators > 0 ? Int(primary) : Int.max
        while true {
            let digit = UInt32(truncatingIfNeeded: value % 10)
            value /= 10
            end -= width
            if width == 1 {
                destination[end] = UInt8(truncatingIfNeeded: zero &+ digit)
            } else {
                Self.store(UInt64(zero &+ digit << (8 * (width - 1))), count: width, at: destination + end)
            }
            written += 1
            if written >= layout.digits { break }
            if written == nextSeparator {
                end -= Int(separatorCount)
                Self.store(separator, count: Int(separatorCount), at: destination + end)
                nextSeparator += Int(secondary)
            }
        }
    }

    /// Writes the `count` low bytes of `packed`, lowest first.
    @inline(__always)
    private static func store(_ packed: UInt64, count: Int, at destination: UnsafeMutablePointer<UInt8>) {
        var packed = packed
        for index in 0..<count {
            destination[index] = UInt8(truncatingIfNeeded: packed)
            packed >>= 8
        }
    }
}
