/// A rule id: the stable, kebab-case name of one kind of finding (`argument-added`).
///
/// Like swift-system's `Errno`, a struct with a static member per known id rather than an open
/// set of string literals; ``rawValue`` is what diagnostics, `--ignore`, configurations and the
/// JSON output carry. The ids below are the ones the library's own checks (``FormatAgreement``,
/// ``StringsdictError/errorCode``) produce; the linter's catalog (`LintRule`) lists every rule with
/// its default severity and hint.
public struct DiagnosticRule: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// A format string that does not parse (where the key is used with arguments).
    public static let invalidFormat: DiagnosticRule = "invalid-format"
    /// A `.stringsdict` entry of the wrong shape.
    public static let invalidEntry: DiagnosticRule = "invalid-entry"
    /// Two specifiers read one argument with different types.
    public static let slotTypeConflict = DiagnosticRule(StringsdictError.Code.slotTypeConflict)
    /// An argument below the highest one is never read.
    public static let slotGap: DiagnosticRule = "slot-gap"
    /// A translation reads an argument the reference language does not.
    public static let argumentAdded: DiagnosticRule = "argument-added"
    /// A translation reads an argument with another type than the reference language.
    public static let argumentRetyped: DiagnosticRule = "argument-retyped"
    /// A translation never reads an argument the reference language reads.
    public static let argumentDropped: DiagnosticRule = "argument-dropped"

    /// The rule named after an error code: the same kebab-case id (`slot-type-conflict`).
    public init(_ code: StringsdictError.Code) {
        self.init(rawValue: code.rawValue)
    }

    /// The rule a compile or parse error falls under: its ``StringsdictError/errorCode`` when it
    /// has one, else `invalid-format` for a format error and `invalid-entry` for the rest.
    public init(for error: StringsdictError) {
        if let code = error.errorCode {
            self.init(code)
        } else {
            self = error.kind == .format ? .invalidFormat : .invalidEntry
        }
    }
}
