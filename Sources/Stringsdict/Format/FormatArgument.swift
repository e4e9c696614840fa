/// A typed value for one argument slot of a ``FormatString``: no `CVarArg`, no guessing.
///
/// Which cases a conversion accepts:
/// - `d i D u U o O x X`: ``int(_:)``, ``uint(_:)`` (C's conversions between the two and its
///   length-modifier truncation apply: `%u` of `-1` is `4294967295`, `%hhd` of 300 is `44`).
/// - `f F e E g G a A`: ``double(_:)``, and the integer cases (converted to `Double`).
/// - `c C`: ``int(_:)``/``uint(_:)`` as a character code, or ``character(_:)``.
/// - `s S`: ``string(_:)``, ``character(_:)``, ``object(_:)``.
/// - `@`: every case (its description).
/// - `p`: ``pointer(_:)`` and the integer cases.
public enum FormatArgument: Hashable, Sendable, CustomStringConvertible {
    /// A signed integer, for `d i D`, `*` widths and precisions, and any other integer conversion.
    case int(Int64)
    /// An unsigned integer, for `u U o O x X` and `%lu` values beyond `Int64.max`.
    case uint(UInt64)
    /// A floating-point value, for `f F e E g G a A`.
    case double(Double)
    /// Text, for `s S @`.
    case string(String)
    /// One character, for `c C` (its Unicode scalar) and the string conversions.
    case character(Character)
    /// A value for `%@`, as its description.
    case object(String)
    /// An address for `%p`.
    case pointer(UInt)

    /// An argument for `%@` from any value with a description.
    public static func describing(_ value: some CustomStringConvertible) -> FormatArgument {
        .object(value.description)
    }

    /// The text `%@` prints for this argument.
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        case .character(let value): String(value)
        case .object(let value): value
        case .pointer(let value): "0x" + String(value, radix: 16)
        }
    }

    /// The kind of argument this value naturally is.
    public var kind: ArgumentKind {
        switch self {
        case .int: .signedInteger
        case .uint: .unsignedInteger
        case .double: .double
        case .string: .cString
        case .character: .character
        case .object: .object
        case .pointer: .pointer
        }
    }

    /// True when a specifier needing `kind` can print this value (see the type's documentation).
    public func fits(_ kind: ArgumentKind) -> Bool {
        switch (kind, self) {
        case (.object, _): true
        case (.signedInteger, .int), (.signedInteger, .uint),
             (.unsignedInteger, .int), (.unsignedInteger, .uint): true
        case (.double, .double), (.double, .int), (.double, .uint): true
        case (.character, .int), (.character, .uint), (.character, .character),
             (.utf16Unit, .int), (.utf16Unit, .uint), (.utf16Unit, .character): true
        case (.cString, .string), (.cString, .character), (.cString, .object),
             (.utf16String, .string), (.utf16String, .character), (.utf16String, .object): true
        case (.pointer, .pointer), (.pointer, .int), (.pointer, .uint): true
        default: false
        }
    }
}

/// A Swift value that can fill a format slot: every standard integer type, `Double`, `Float`,
/// `String`, `Substring`, `Character` and ``FormatArgument`` itself.
///
/// Any other `CustomStringConvertible` type becomes a `%@` argument with a one-line conformance
/// (`extension URL: FormatArgumentConvertible {}`), using the default implementation, or
/// through ``FormatArgument/describing(_:)`` without one.
public protocol FormatArgumentConvertible {
    /// This value as a typed argument.
    var formatArgument: FormatArgument { get }
}

extension FormatArgumentConvertible where Self: CustomStringConvertible {
    /// The value's description, for `%@`.
    public var formatArgument: FormatArgument { .object(description) }
}

extension FormatArgument: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { self }
}

extension Int: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .int(Int64(self)) }
}
extension Int8: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .int(Int64(self)) }
}
extension Int16: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .int(Int64(self)) }
}
extension Int32: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .int(Int64(self)) }
}
extension Int64: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .int(self) }
}
extension UInt: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .uint(UInt64(self)) }
}
extension UInt8: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .uint(UInt64(self)) }
}
extension UInt16: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .uint(UInt64(self)) }
}
extension UInt32: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .uint(UInt64(self)) }
}
extension UInt64: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .uint(self) }
}
extension Double: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .double(self) }
}
extension Float: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .double(Double(self)) }
}
extension String: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .string(self) }
}
extension Substring: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .string(String(self)) }
}
extension Character: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .character(self) }
}
