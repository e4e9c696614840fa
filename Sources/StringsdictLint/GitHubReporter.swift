/// The GitHub Actions report: one workflow command per finding,
/// `::error file=…,line=…,col=…::message [rule-id]` (or `::warning`), which GitHub shows as an
/// annotation on the file and line.
///
/// Values are escaped as the runner expects: `%`, CR and LF everywhere; `:` and `,` too in
/// the properties.
public enum GitHubReporter {
    /// The report as workflow commands, one per line.
    public static func render(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += "::\(diagnostic.severity.rawValue) file=\(property(diagnostic.file)),line=\(diagnostic.line),col=\(diagnostic.column)::"
            output += data("\(diagnostic.message) [\(diagnostic.rule)]")
            output += "\n"
        }
        return output
    }

    static func data(_ text: String) -> String {
        var output = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
