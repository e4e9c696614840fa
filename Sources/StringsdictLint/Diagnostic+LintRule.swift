@_exported import struct Stringsdict.Diagnostic
@_exported import enum Stringsdict.Severity
import Stringsdict

extension Diagnostic {
    /// A finding of `rule` at `location` (line and column 1 of `file` when there is none), with
    /// the rule's default severity; `language` when the finding is about one language's text.
    init(_ rule: LintRule, at location: SourceLocation?, file: String, key: String?, language: String? = nil, message: String) {
        self.init(
            file: location?.file ?? file, line: max(location?.line ?? 1, 1), column: max(location?.column ?? 1, 1),
            severity: rule.severity, rule: rule.id, key: key, message: message, language: language)
    }
}
