import Stringsdict

/// A finding of the generator, printed as `file:line:column: severity: message` (what SwiftPM
/// and editors show like a compiler's diagnostic).
public struct CodegenDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public var location: SourceLocation
    public var severity: Severity
    public var message: String
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

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, entry: Entry? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.entry = entry
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
