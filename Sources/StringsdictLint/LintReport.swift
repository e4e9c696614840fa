import Stringsdict

/// The outcome of a lint run: the findings in a stable order, and how many files were checked.
public struct LintReport: Sendable {
    /// The findings, sorted by file, line, column and rule.
    public var diagnostics: [Diagnostic]
    /// How many files were checked (parsed or not).
    public var fileCount: Int
    /// Files that could not be read at all (an I/O failure, not a syntax error), by path.
    public var ioErrors: [StringsdictError]

    /// A report of `diagnostics` (sorted by the caller) over `fileCount` files.
    public init(diagnostics: [Diagnostic], fileCount: Int, ioErrors: [StringsdictError] = []) {
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.ioErrors = ioErrors
    }

    /// The number of error findings.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of warning findings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// True when a finding at or above `threshold` remains.
    public func hasFindings(atLeast threshold: Severity) -> Bool {
        diagnostics.contains { $0.severity >= threshold }
    }
}
