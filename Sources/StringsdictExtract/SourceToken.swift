/// One token of a C-family or Swift source file, as the scanners see it.
///
/// Positions are byte offsets into the file's UTF-8 text; the column is computed only when an
/// entry or a warning needs it (see ``SourceText/location(ofOffset:line:)``).
struct SourceToken: Sendable {
    enum Kind: UInt8, Sendable {
        /// A name: `NSLocalizedString`, `nil`, `return`, a Swift backticked name without its ticks.
        case identifier
        /// A number literal, kept only so that it can be recognized (`0` for `nil` in C, type
        /// inference of interpolated literals in Swift).
        case number
        /// A string literal. In C its `payload` has ``cObjectiveC`` set for `@"…"`; in Swift it is
        /// the index of the literal in ``SwiftTokens/literals``.
        case string
        /// A C character literal.
        case character
        /// One punctuation byte (`payload` holds it).
        case punctuation
    }

    var kind: Kind
    /// Offset of the token's first byte (the `@`, prefix, `#` or quote for a string).
    var start: Int32
    /// Offset one past the token's last byte.
    var end: Int32
    /// 1-based line of ``start``.
    var line: Int32
    /// Kind-specific: the punctuation byte, C string flags, or a Swift literal's index.
    var payload: Int32

    /// C string flag: an Objective-C `@"…"` literal.
    static let cObjectiveC: Int32 = 1
    /// C identifier flag: a name in a `#define` body (a macro parameter as a key is not worth a
    /// warning there).
    static let cInDefine: Int32 = 4
    /// C string flag: a C++ raw string `R"delimiter(…)delimiter"`; its content is not unescaped.
    static let cRaw: Int32 = 2

    func isPunctuation(_ byte: UInt8) -> Bool {
        kind == .punctuation && payload == Int32(byte)
    }
}
