/// One finding about localization data: where, how serious, which rule, which key and language,
/// what is wrong and how to fix it.
///
/// The one diagnostic type of the package: lint, the accessor generator, extraction and the CLI
/// report through it, and ``description`` is the one way it is printed
/// (`path:line:column: severity: message [rule-id]`, the form Xcode and editors read).
/// Diagnostics sort by file, line, column, rule and message, so a run's output is stable whatever
/// order the files were checked in.
public struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as found (the argument given, joined with the path below it).
    public var file: String
    /// 1-based line; 1 for findings about a whole file.
    public var line: Int
    /// 1-based column; 1 for findings about a whole file.
    public var column: Int
    /// The severity after configuration.
    public var severity: Severity
    /// The rule's id (`argument-added`); see ``DiagnosticRule``.
    public var rule: String
    /// The localization key concerned, when there is one.
    public var key: String?
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// The language whose text the finding is about (`ru`, `pt-BR`), when there is one: what
    /// per-language exceptions of a configuration match.
    public var language: String?
    /// How to fix it, when there is something useful to say beyond the rule's own hint.
    public var hint: String?

    /// A finding at `file:line:column` (1-based) of `rule`, about `key` when there is one.
    public init(file: String, line: Int, column: Int, severity: Severity, rule: String, key: String?, message: String, language: String? = nil, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.key = key
        self.message = message
        self.language = language
        self.hint = hint
    }

    /// A finding of `rule` at `location` (line and column 1 of `file` when there is none).
    public init(_ rule: DiagnosticRule, _ severity: Severity, at location: SourceLocation?, file: String, key: String?, language: String? = nil, message: String, hint: String? = nil) {
        self.init(
            file: location?.file ?? file, line: max(location?.line ?? 1, 1), column: max(location?.column ?? 1, 1),
            severity: severity, rule: rule.rawValue, key: key, message: message, language: language, hint: hint)
    }

    /// The finding for an entry that does not compile or parse: its rule is the error's
    /// (``DiagnosticRule/init(for:)``), at the error's location (`fallback` when it has none);
    /// the message names the variable and variant concerned, the hint is the error's.
    public init(_ error: StringsdictError, at fallback: SourceLocation, key: String?, language: String? = nil) {
        var message = error.message
        if error.keyPath.count > 1 { message += " (at \(error.keyPath.joined(separator: " › ")))" }
        if let key, !error.keyPath.isEmpty, error.keyPath.first != key { message = "'\(key)': " + message }
        self.init(
            DiagnosticRule(for: error), .error, at: error.location ?? fallback, file: fallback.file, key: key, language: language,
            message: message, hint: error.hint)
    }

    /// Where the finding is.
    public var location: SourceLocation {
        get { SourceLocation(file: file, line: line, column: column) }
        set {
            file = newValue.file
            line = newValue.line
            column = newValue.column
        }
    }

    /// `path:line:column: severity: message; hint [rule-id]`, the form editors and Xcode read.
    public var description: String {
        var text = "\(file):\(line):\(column): \(severity): \(message)"
        if let hint { text += "; " + hint }
        if !rule.isEmpty { text += " [\(rule)]" }
        return text
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return (lhs.key ?? "") < (rhs.key ?? "")
    }
}
