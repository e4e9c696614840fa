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

    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
