/// A routine or initializer that marks a localizable string, and how its arguments map.
struct ExtractionForm: Sendable {
    /// What an argument is.
    enum Parameter: Int, Sendable, CaseIterable {
        case key, table, bundle, value, comment, locale
    }

    /// How strictly the form wants literals, and how a Swift literal's interpolations are read.
    enum Kind: Sendable {
        /// `NSLocalizedString` and friends, `CFCopyLocalizedString…`, `-s` routines: the key, table
        /// and value must be literals without interpolation, else the call is skipped with a warning.
        case macro
        /// SwiftUI's `Text("…")`: a literal is a `LocalizedStringKey` (interpolations become
        /// format specifiers); anything else is verbatim text, silently not extracted.
        case text
        /// `String(localized:…)` and `LocalizedStringResource("…")`: a literal is a
        /// `String.LocalizationValue` (interpolations become format specifiers).
        case localizationValue
    }

    let name: String
    let parameters: [Parameter]
    let kind: Kind
    /// The label the first argument must have (`localized` for `String(localized:)`), if any.
    let firstLabel: String?

    init(_ name: String, _ parameters: [Parameter], kind: Kind = .macro, firstLabel: String? = nil) {
        self.name = name
        self.parameters = parameters
        self.kind = kind
        self.firstLabel = firstLabel
    }

    /// The four routines genstrings derives from a base name (`-s ROUTINE`), with the
    /// parameters of Foundation's macros.
    static func family(_ base: String) -> [ExtractionForm] {
        [
            ExtractionForm(base, [.key, .comment]),
            ExtractionForm(base + "FromTable", [.key, .table, .comment]),
            ExtractionForm(base + "FromTableInBundle", [.key, .table, .bundle, .comment]),
            ExtractionForm(base + "WithDefaultValue", [.key, .table, .bundle, .value, .comment]),
        ]
    }

    /// Foundation's `NSLocalizedString` and Core Foundation's `CFCopyLocalizedString` families.
    /// In Swift, `NSLocalizedString(_:tableName:bundle:value:comment:)` is matched by labels.
    static let standard: [ExtractionForm] = family("NSLocalizedString") + family("CFCopyLocalizedString")

    /// The parameter a Swift argument label names; nil for an unknown label.
    static func parameter(forLabel label: String) -> Parameter? {
        switch label {
        case "localized": .key
        case "tableName", "table": .table
        case "bundle": .bundle
        case "value", "defaultValue": .value
        case "comment": .comment
        case "locale": .locale
        default: nil
        }
    }
}
