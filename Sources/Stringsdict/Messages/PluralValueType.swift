import Synchronization

/// A plural variable's `NSStringFormatValueTypeKey`: the C type of its argument (`d`, `lu`, `.1f`).
///
/// Read as the conversion of a printf specifier without its `%`. Real files often write the `%`
/// (`%ld`): it is accepted and remembered (``hadPercentPrefix``) so the linter can warn. An absent
/// key means `@` (an object), as in Apple's engine.
public struct PluralValueType: Hashable, Sendable, CustomStringConvertible {
    /// The value type as written, without a leading `%`.
    public let text: String
    /// True when the file wrote it with a leading `%`.
    public let hadPercentPrefix: Bool
    /// True when the file gave no value type (taken as `@`).
    public let isImplicit: Bool
    /// The parsed specifier (`%` + ``text``).
    let specifier: FormatSpecifier

    /// Parses a value type; nil stands for an absent key.
    ///
    /// - Throws: ``StringsdictError`` of kind `.compile` when the text is not one printf conversion
    ///   (`%d`, `%lu`, `%.2f`, `%@`, …) or uses `*`, `n$` or a variable.
    public init(_ raw: String?) throws(StringsdictError) {
        var text = raw ?? "@"
        hadPercentPrefix = text.hasPrefix("%")
        if hadPercentPrefix { text.removeFirst() }
        isImplicit = raw == nil
        self.text = text
        if let known = Self.known.withLock({ $0[text] }) {
            specifier = known
            return
        }
        let invalid = StringsdictError(
            .compile, "invalid value type '\(raw ?? "")'",
            hint: "write one printf conversion without '%': d, ld, lu, lld, f, .1f, @", code: .invalidValueType)
        guard !text.isEmpty, let format = try? FormatString("%" + text, options: .allowsUnusedSlots),
              format.segments.count == 1, case .specifier(let specifier)? = format.segments.first,
              specifier.text == "%" + text, !specifier.isPositional, specifier.variableName == nil
        else { throw invalid }
        if case .argument? = specifier.width { throw invalid }
        if case .argument? = specifier.precision { throw invalid }
        self.specifier = specifier
        Self.known.withLock { known in
            if known.count < 64 { known[text] = specifier }
        }
    }

    /// Value types parsed before: a table has hundreds of variables and a handful of value types
    /// (`d`, `ld`, `lu`, `.1f`), and parsing one is a whole format parse.
    private static let known = Mutex<[String: FormatSpecifier]>([:])

    /// The kind of argument the variable reads.
    public var kind: ArgumentKind { specifier.argumentKind }

    /// True for the floating conversions (`f e g a`, any case).
    public var isFloating: Bool { kind == .double }

    /// The digits a `%.Nf` value type shows after the point; nil for other types, and for floating
    /// types without a precision (those use the shortest round-trip decimal).
    public var fractionDigits: Int? {
        guard case .fixed = specifier.conversion, case .fixed(let digits)? = specifier.precision else { return nil }
        return digits
    }

    public var description: String { text }
}
