/// The plain-text report: one `path:line:column: severity: message [rule-id]` line per finding
/// (the form Xcode and most editors read), then `N errors, M warnings in K files`.
public enum TextReporter {
    /// The report as text, ending with a newline.
    public static func render(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += diagnostic.description
            output += "\n"
        }
        output += summary(report)
        output += "\n"
        return output
    }

    /// `2 errors, 1 warning in 3 files`.
    public static func summary(_ report: LintReport) -> String {
        "\(counted(report.errorCount, "error")), \(counted(report.warningCount, "warning")) in \(counted(report.fileCount, "file"))"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
