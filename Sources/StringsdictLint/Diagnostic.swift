import Stringsdict

/// One finding: where, how serious, which rule, which key, and what is wrong.
///
/// Diagnostics sort by file, line, column, rule and message, so a run's output is stable
/// whatever order the files were checked in.
public struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as found (the argument given, joined with the path below it).
    public var file: String
    /// 1-based line; 1 for findings about a whole file.
    public var line: Int
    /// 1-based column; 1 for findings about a whole file.
    public var column: Int
    /// The severity after configuration.
    public var severity: Severity
    /// The rule's id.
    public var rule: String
    /// The localization key concerned, when there is one.
    public var key: String?
    /// What is wrong, in one sentence without a trailing period.
    public var message: String

    /// A finding at `file:line:column` (1-based) of `rule`, about `key` when there is one.
    public init(file: String, line: Int, column: Int, severity: Severity, rule: String, key: String?, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.key = key
        self.message = message
    }

    /// A finding of `rule` at `location` (line and column 1 of `file` when there is none).
    init(_ rule: LintRule, at location: SourceLocation?, file: String, key: String?, message: String) {
        self.init(
            file: location?.file ?? file, line: max(location?.line ?? 1, 1), column: max(location?.column ?? 1, 1),
            severity: rule.severity, rule: rule.id, key: key, message: message)
    }

    /// `path:line:column: severity: message [rule-id]`, the form editors and Xcode read.
    public var description: String {
        "\(file):\(line):\(column): \(severity): \(message) [\(rule)]"
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
