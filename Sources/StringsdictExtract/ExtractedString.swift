import Stringsdict

/// One localizable string found in a source file: the call that marks it and what it says.
public struct ExtractedString: Hashable, Sendable {
    /// The table (`Custom` for `Custom.strings`); `Localizable` when the call names none.
    public var table: String
    /// The key, as the program looks it up at run time (escapes read as the compiler reads them;
    /// in Swift, interpolations replaced by their format specifiers, `%lld`, `%@`, …).
    public var key: String
    /// The default value the call gives (`value:`, `defaultValue:`, `…WithDefaultValue`); nil
    /// when it gives none or an empty one, so the key is the value.
    public var value: String?
    /// The comment for translators; nil when the call gives none or an empty one.
    public var comment: String?
    /// Where the key argument starts.
    public var location: SourceLocation
    /// The routine or initializer that marks the string (`NSLocalizedStringFromTable`, `Text`).
    public var routine: String

    public init(table: String, key: String, value: String?, comment: String?, location: SourceLocation, routine: String) {
        self.table = table
        self.key = key
        self.value = value
        self.comment = comment
        self.location = location
        self.routine = routine
    }

    /// The file the string comes from.
    public var file: String { location.file }
    /// 1-based line of the key.
    public var line: Int { location.line }
    /// 1-based column of the key, in Unicode scalars.
    public var column: Int { location.column }
    /// The value a table gets: the default value, else the key.
    public var effectiveValue: String { value ?? key }
}

/// Something the extractor skipped or guessed, at a place in a source file.
public struct ExtractionWarning: Hashable, Sendable, CustomStringConvertible {
    /// How much it matters.
    public enum Severity: String, Hashable, Sendable {
        /// A call skipped, a file damaged: something is missing from the output.
        case warning
        /// A guess the output rests on (an interpolation of unknown type extracted as `%@`).
        case note
    }

    public var location: SourceLocation
    /// What happened, in one sentence without a trailing period.
    public var message: String
    public var severity: Severity
    /// The rule id: `extract-skipped-call` (a call whose key, table or value is not a literal),
    /// `extract-syntax` (source text that does not tokenize), `extract-unknown-type` (an
    /// interpolation's type guessed), `extract-conflicting-value`, `extract-duplicate-key`.
    public var rule: String

    public init(location: SourceLocation, message: String, severity: Severity = .warning, rule: String = "extract-skipped-call") {
        self.location = location
        self.message = message
        self.severity = severity
        self.rule = rule
    }

    /// The finding as the package's one diagnostic type.
    public var diagnostic: Diagnostic {
        Diagnostic(
            file: location.file, line: location.line, column: location.column,
            severity: severity == .note ? .note : .warning, rule: rule, key: nil, message: message)
    }

    /// `file:line:column: warning: message [rule]` (or `note:`), the form editors and Xcode read.
    public var description: String { diagnostic.description }
}
