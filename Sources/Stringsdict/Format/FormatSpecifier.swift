/// One `%…` conversion of a ``FormatString``, parsed and with its argument slots resolved.
///
/// Syntax: `%[n$][flags][width][.precision][length]conversion`, or a stringsdict variable
/// `%[n$]#[flags][width][.precision]@NAME@`. Slots are 1-based positions in the argument list:
/// `n$` names one, otherwise the specifier takes the next one in order (as in printf and
/// CoreFoundation: positional specifiers do not move that counter).
public struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// printf flags: `-`, `+`, space, `0`, `#`.
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `-`: pad on the right.
        public static let leftJustify = Flags(rawValue: 1 << 0)
        /// `+`: always show the sign of a signed conversion.
        public static let plusSign = Flags(rawValue: 1 << 1)
        /// space: a space where a positive number has no sign.
        public static let spaceSign = Flags(rawValue: 1 << 2)
        /// `0`: pad numbers with zeros after the sign.
        public static let zeroPad = Flags(rawValue: 1 << 3)
        /// `#`: the alternate form (`0x` prefix, a decimal point that always shows, …).
        public static let alternate = Flags(rawValue: 1 << 4)
    }

    /// A width or precision: written in the format, or read from an argument (`*`, `*n$`).
    public enum Count: Hashable, Sendable {
        /// A number written in the format.
        case fixed(Int)
        /// Read from the argument in this 1-based slot (`*` takes the next slot, `*n$` slot n).
        case argument(slot: Int)
    }

    /// C length modifiers. They decide the argument's C size, so the truncation printf applies.
    public enum Length: String, Hashable, Sendable, CaseIterable {
        /// No length modifier: `int` for integers, `double` for floating conversions.
        case none = ""
        /// `hh`: `char`, 8 bits.
        case char = "hh"
        /// `h`: `short`, 16 bits.
        case short = "h"
        /// `l`: `long`, 64 bits on LP64.
        case long = "l"
        /// `ll`: `long long`, 64 bits.
        case longLong = "ll"
        /// `q`: BSD's quad, 64 bits.
        case quad = "q"
        /// `L`: `long double`; read as a `Double` (Swift has no portable `long double`).
        case longDouble = "L"
        /// `z`: `size_t`, 64 bits.
        case size = "z"
        /// `t`: `ptrdiff_t`, 64 bits.
        case pointerDifference = "t"
        /// `j`: `intmax_t`, 64 bits.
        case intMax = "j"
    }

    /// The conversion character, or a stringsdict variable.
    public enum Conversion: Hashable, Sendable {
        /// `d`, `i` (signed decimal); `D` is `ld`.
        case signedDecimal(Character)
        /// `u`; `U` is `lu`.
        case unsignedDecimal(Character)
        /// `o`; `O` is `lo`.
        case octal(Character)
        /// `x` (lowercase) or `X` (uppercase).
        case hexadecimal(uppercase: Bool)
        /// `f` or `F`.
        case fixed(uppercase: Bool)
        /// `e` or `E`.
        case exponential(uppercase: Bool)
        /// `g` or `G`.
        case general(uppercase: Bool)
        /// `a` or `A`: hexadecimal floating point.
        case hexFloat(uppercase: Bool)
        /// `c`: an 8-bit character (`lc`: a wide character, like `C`).
        case character
        /// `C`: a UTF-16 code unit.
        case utf16Unit
        /// `s`: a C string (`ls`: a wide string, like `S`).
        case cString
        /// `S`: a UTF-16 string.
        case utf16String
        /// `@`: an object, printed as its description.
        case object
        /// `p`: a pointer, as `0x…` in lowercase hexadecimal.
        case pointer
        /// `%#@NAME@`: a stringsdict variable, evaluated by the stringsdict engine.
        case variable(String)
    }

    /// Offset of the `%` in the format, in Unicode scalars from its start (as source columns count).
    public let offset: Int
    /// The specifier as written (`%2$-8.3lf`).
    public let text: String
    /// The 1-based slot of the argument this specifier prints.
    public let slot: Int
    /// Whether the slot was written (`n$`) rather than taken in order.
    public let isPositional: Bool
    /// The flags written between the `%` (or `n$`) and the width: `-`, `+`, space, `0`, `#`.
    public let flags: Flags
    /// The minimum field width, when one is written (digits, `*` or `*n$`).
    public let width: Count?
    /// The precision after the `.`, when one is written (digits, `*` or `*n$`; `.` alone is 0).
    public let precision: Count?
    /// The length modifier (`hh h l ll q L z t j`), which decides the C type of the argument.
    public let length: Length
    /// The conversion character that decides how the argument is printed.
    public let conversion: Conversion
    /// The number of bits an integer conversion keeps, as C's argument promotion and length
    /// modifiers decide (`%hhd` keeps 8, `%d` 32, `%ld` and `%D` 64). Worked out once here: every
    /// render of an integer needs it.
    package let integerBits: Int

    init(offset: Int, text: String, slot: Int, isPositional: Bool, flags: Flags, width: Count?, precision: Count?, length: Length, conversion: Conversion) {
        self.offset = offset
        self.text = text
        self.slot = slot
        self.isPositional = isPositional
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        integerBits = Self.integerBits(length: length, conversion: conversion)
    }

    /// The type of argument the main slot needs.
    public var argumentKind: ArgumentKind {
        switch conversion {
        case .signedDecimal: .signedInteger
        case .unsignedDecimal, .octal, .hexadecimal: .unsignedInteger
        case .fixed, .exponential, .general, .hexFloat: .double
        case .character: length == .long ? .utf16Unit : .character
        case .utf16Unit: .utf16Unit
        case .cString: length == .long ? .utf16String : .cString
        case .utf16String: .utf16String
        case .object: .object
        case .pointer: .pointer
        case .variable: .variable
        }
    }

    /// The variable's name for `%#@NAME@`, nil for every other conversion.
    public var variableName: String? {
        if case .variable(let name) = conversion { return name }
        return nil
    }

    /// True for the conversions a locale changes: `d i D u U f F e E g G`.
    public var isLocalized: Bool {
        switch conversion {
        case .signedDecimal, .unsignedDecimal, .fixed, .exponential, .general: true
        default: false
        }
    }

    /// `'%2$d' at column 5`: how errors name this specifier (the column of its `%`, 1-based).
    public var description: String { "'\(text)' at column \(offset + 1)" }

    /// See ``integerBits``: the uppercase conversions `D U O` are the `l` forms.
    private static func integerBits(length: Length, conversion: Conversion) -> Int {
        switch length {
        case .char: 8
        case .short: 16
        case .none:
            switch conversion {
            case .signedDecimal(let c), .unsignedDecimal(let c), .octal(let c): c == "D" || c == "U" || c == "O" ? 64 : 32
            default: 32
            }
        default: 64
        }
    }
}
