/// A property-list integer: any value from `Int64.min` to `UInt64.max`.
///
/// Property lists store integers as signed 64-bit values, except that binary plists (and XML
/// written from them) may hold unsigned values above `Int64.max` (a 16-byte integer in
/// `bplist00`). The value is kept exactly: ``signed`` is set when it fits `Int64`, ``unsigned``
/// when it is not negative.
public struct PropertyListInteger: Hashable, Sendable, CustomStringConvertible {
    /// The value when it is negative, else its magnitude (the sign lives in ``isNegative``).
    private let magnitude: UInt64
    /// True for values below zero.
    public let isNegative: Bool

    /// A signed value.
    public init(_ value: Int64) {
        isNegative = value < 0
        magnitude = value.magnitude
    }

    /// An unsigned value (up to `UInt64.max`).
    public init(_ value: UInt64) {
        isNegative = false
        magnitude = value
    }

    /// The value as `Int64`, or nil when it is above `Int64.max`.
    public var signed: Int64? {
        if isNegative {
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// The value as `UInt64`, or nil when it is negative.
    public var unsigned: UInt64? { isNegative ? nil : magnitude }

    /// Decimal text, with a leading `-` for negative values.
    public var description: String { isNegative ? "-\(magnitude)" : "\(magnitude)" }
}

extension PropertyListInteger {
    /// Parses XML `<integer>` text: optional sign, then decimal digits or `0x` and hex digits.
    ///
    /// Returns nil for anything else or a value outside `Int64.min ... UInt64.max`.
    init?(text: Substring.UTF8View) {
        var bytes = text[...]
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var radix: UInt64 = 10
        if bytes.count > 2, bytes.first == UInt8(ascii: "0"),
           let x = bytes.dropFirst().first, x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            radix = 16
            bytes = bytes.dropFirst(2)
        }
        if bytes.isEmpty { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt64(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt64(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: radix)
            let (sum, overflow2) = shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        if negative {
            if value > UInt64(Int64.max) + 1 { return nil }
            self.isNegative = value != 0
            self.magnitude = value
        } else {
            self.isNegative = false
            self.magnitude = value
        }
    }
}
