/// The type of argument a format slot needs, from the conversion that reads it.
///
/// The stringsdict engine uses it to check that every specifier reading one slot agrees, and
/// callers to know what to pass. Kinds in one ``compatibilityGroup`` may share a slot (C passes
/// them the same way): all integer kinds; the two string kinds.
public enum ArgumentKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `d i D`, and every `*` width or precision.
    case signedInteger
    /// `u U o O x X`.
    case unsignedInteger
    /// `f F e E g G a A`.
    case double
    /// `c`: an 8-bit character code (or a `Character`).
    case character
    /// `C`, `lc`: a UTF-16 code unit (or a `Character`).
    case utf16Unit
    /// `s`: text.
    case cString
    /// `S`, `ls`: text.
    case utf16String
    /// `@`: anything; its description is printed.
    case object
    /// `p`: an address.
    case pointer
    /// `%#@NAME@`: the stringsdict variable's own value type decides.
    case variable

    public var description: String {
        switch self {
        case .signedInteger: "signed integer"
        case .unsignedInteger: "unsigned integer"
        case .double: "floating-point number"
        case .character: "8-bit character"
        case .utf16Unit: "UTF-16 code unit"
        case .cString: "C string"
        case .utf16String: "UTF-16 string"
        case .object: "object"
        case .pointer: "pointer"
        case .variable: "stringsdict variable"
        }
    }

    /// Kinds with the same group may read the same slot; `variable` agrees with everything.
    public var compatibilityGroup: Int {
        switch self {
        case .signedInteger, .unsignedInteger, .character, .utf16Unit: 0
        case .double: 1
        case .cString, .utf16String: 2
        case .object: 3
        case .pointer: 4
        case .variable: -1
        }
    }

    /// True when a slot may be read as both `self` and `other`.
    public func isCompatible(with other: ArgumentKind) -> Bool {
        self == .variable || other == .variable || compatibilityGroup == other.compatibilityGroup
    }
}
