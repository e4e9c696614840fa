import Stringsdict

/// The JSON report: an array with one object per finding, in the report's order.
///
/// Each object has exactly these fields, in this order: `file` (string), `line` and `column`
/// (1-based numbers), `severity` (`"error"` or `"warning"`), `rule` (the rule id), `key` (the
/// localization key, or `null` for findings about a whole file) and `message` (string). No
/// findings give `[]`. The output is UTF-8 with one object per line.
public enum JSONReporter {
    /// The report as a JSON array, ending with a newline.
    public static func render(_ report: LintReport) -> String {
        guard !report.diagnostics.isEmpty else { return "[]\n" }
        var output = "[\n"
        for (index, diagnostic) in report.diagnostics.enumerated() {
            output += "  {\"file\": \(quoted(diagnostic.file)), \"line\": \(diagnostic.line), \"column\": \(diagnostic.column), "
            output += "\"severity\": \(quoted(diagnostic.severity.rawValue)), \"rule\": \(quoted(diagnostic.rule)), "
            output += "\"key\": \(diagnostic.key.map(quoted) ?? "null"), \"message\": \(quoted(diagnostic.message))}"
            output += index == report.diagnostics.count - 1 ? "\n" : ",\n"
        }
        output += "]\n"
        return output
    }

    /// `text` as a JSON string literal (RFC 8259 escapes; other characters as they are): the
    /// library's one JSON string escaper, the one the String Catalog writer uses.
    static func quoted(_ text: String) -> String {
        CanonicalJSONWriter.quoted(text)
    }
}
