/// How serious a finding is: an error fails a CI run and blocks generated code, a warning does
/// unless asked otherwise, a note only informs.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// Worth a look; the localization still works, perhaps not as intended.
    case warning
    /// Wrong: a crash, a wrong or missing text for some numbers or languages.
    case error
    /// Information only: how a text was read, what a tool assumed.
    case note

    public var description: String { rawValue }

    /// note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
