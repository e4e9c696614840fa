import Stringsdict

/// What the cross-language rules need to know about one checked file: its table, its keys,
/// where each key and value is and what each message reads.
struct TableSummary: Sendable {
    /// One key of the table.
    struct Key: Sendable {
        /// Where the key is written.
        let location: SourceLocation
        /// What the message reads (``FormatAgreement`` decides from every language's reading);
        /// nil when its arguments are unknown (an entry with a malformed variable).
        let reading: ArgumentReading?
        /// Where the value is written: the place argument findings are reported (lint, generate
        /// and compile report them at the same place).
        var valueLocation: SourceLocation
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
