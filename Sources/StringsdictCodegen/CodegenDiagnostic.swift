import Stringsdict

/// A finding of the generator: a ``Diagnostic`` (printed `file:line:column: severity: message
/// [rule-id]`, what SwiftPM and editors show like a compiler's diagnostic), and the entry it is
/// about, for the ``GenerationCache``.
///
/// The argument findings are ``FormatAgreement``'s, the check lint and `catalog compile` run
/// too: the same rule ids at the same places.
public struct CodegenDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The package's one severity.
    public typealias Severity = Stringsdict.Severity

    /// The finding.
    public var diagnostic: Diagnostic
    /// The table and key the finding is about, when it is about one entry (the generator keeps
    /// no entry with a finding in its ``GenerationCache``).
    public var entry: Entry?

    /// A table and a key.
    public struct Entry: Hashable, Sendable {
        public var table: String
        public var key: String

        public init(table: String, key: String) {
            self.table = table
            self.key = key
        }
    }

    /// Where the finding is.
    public var location: SourceLocation {
        get { diagnostic.location }
        set { diagnostic.location = newValue }
    }

    public var severity: Severity {
        get { diagnostic.severity }
        set { diagnostic.severity = newValue }
    }

    public var message: String {
        get { diagnostic.message }
        set { diagnostic.message = newValue }
    }

    /// The rule id (`argument-added`, `syntax-error`, `name-clash`).
    public var rule: String { diagnostic.rule }

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, entry: Entry? = nil, rule: DiagnosticRule = .generatorInput) {
        diagnostic = Diagnostic(rule, severity, at: location, file: location.file, key: entry?.key, message: message)
        self.entry = entry
    }

    public init(_ diagnostic: Diagnostic, entry: Entry? = nil) {
        self.diagnostic = diagnostic
        self.entry = entry
    }

    public var description: String { diagnostic.description }
}

extension DiagnosticRule {
    /// Two keys or tables that would get one Swift name; one is renamed.
    public static let nameClash: DiagnosticRule = "name-clash"
    /// Inputs the generator cannot use: no such file, a file outside an `.lproj` folder, one
    /// resource path twice.
    public static let generatorInput: DiagnosticRule = "generator-input"
    /// A file that does not parse (the linter's rule of the same id).
    public static let syntaxError: DiagnosticRule = "syntax-error"
}
