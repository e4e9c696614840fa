/// How serious a finding is: an error fails a CI run, a warning does unless asked otherwise.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// Worth a look; the localization still works, perhaps not as intended.
    case warning
    /// Wrong: a crash, a wrong or missing text for some numbers or languages.
    case error

    public var description: String { rawValue }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
