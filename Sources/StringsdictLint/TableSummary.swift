import Stringsdict

/// What the cross-language rules need to know about one checked file: its table, its keys,
/// where each key is and which arguments each message reads.
struct TableSummary: Sendable {
    /// One key of the table.
    struct Key: Sendable {
        /// Where the key is written.
        let location: SourceLocation
        /// The kind each argument slot needs (index = slot − 1, nil for an unread slot); nil
        /// when the message does not compile, so its arguments are unknown.
        let arguments: [ArgumentKind?]?
        /// Visible lengths of the key's text (see ``TranslationLength``): `""` for the message,
        /// the width (`"20"`) for each `NSStringVariableWidthRuleType` variant.
        var lengths: [String: Int] = [:]
        /// True when the entry has width variants: its room is limited.
        var hasWidthVariants = false
        /// The max length its developer comment gives, when it gives one.
        var maximumLength: Int? = nil
    }

    /// The file's path.
    let path: String
    /// The file name with its extension (`Localizable.stringsdict`).
    let fileName: String
    /// The table name: the file name without its extension (`Localizable`).
    let tableName: String
    /// The keys; nil when the file did not parse.
    let keys: [String: Key]?

    /// True for a `.stringsdict` file, whose keys win over the `.strings` table of the same name.
    var isStringsdict: Bool { fileName.hasSuffix(".stringsdict") }
}

/// The outcome of checking one file on its own.
struct FileResult: Sendable {
    /// The findings of the single-file rules.
    var diagnostics: [Diagnostic] = []
    /// The file's table, for the cross-language rules.
    var table: TableSummary
    /// The error when the file could not be read at all (not a parse error: an I/O failure).
    var ioError: StringsdictError?
}
