import ArgumentParser
import Stringsdict
import StringsdictLint

/// `stringsdict lint <path>... [--base LANG] [--format text|json|github] [--ignore RULE]...
/// [--error-on warning] [--max-length-ratio R] [--list-rules]`: the validator localization teams run in CI.
///
/// Findings go to standard output; the exit status is 0 when clean, 1 when errors remain (or
/// warnings, with `--error-on warning`), 2 on a usage or I/O error.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check .strings, .stringsdict and String Catalog (.xcstrings) files: syntax, structure, plural categories per language, arguments and translations.",
        discussion: """
            Folders are searched for .lproj folders; the .lproj folders that share a parent folder are one \
            app, and its translations are compared with its base language: --base, else the development \
            language (CFBundleDevelopmentRegion of the folder's Info.plist, else en), else Base, else the \
            folder with the most keys.
            A String Catalog is checked on its own: each language with its plural rules, compared with the \
            catalog's sourceLanguage (keys with shouldTranslate false are never missing); findings point at \
            the catalog's JSON keys, and values marked needs_review or keys marked stale are warnings.
            translation-length warns when a translation of a string with limited room (.stringsdict width \
            variants, or "max length: N" in the developer comment of a .strings pair or catalog key) is \
            more than --max-length-ratio times as long as its source, or longer than N.
            .stringsdict.json (--config, else in the current folder) is the rule policy lint, generate and \
            the build plugin share: its "lint" section ignores rules, changes their severity, and makes \
            exceptions per language (see the README's Configuration section).
            Exit status: 0 clean, 1 findings at or above --error-on, 2 usage or I/O error.
            Example: stringsdict lint App/Resources --format github --ignore missing-key
            Example (with a policy file): stringsdict lint App/Resources --config .stringsdict.json
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github
    }

    /// The severities that can fail a run.
    enum Threshold: String, ExpressibleByArgument, CaseIterable {
        case error, warning

        var severity: Severity {
            switch self {
            case .error: .error
            case .warning: .warning
            }
        }
    }

    @Argument(help: "The .strings, .stringsdict and .xcstrings files, or folders holding them or .lproj folders, to check.")
    var paths: [String] = []

    @Option(help: "The .lproj folder translations are compared with (en, pt-BR, Base); the development language when omitted.")
    var base: String?

    @Option(help: "How to write the findings.")
    var format: Format = .text

    @Option(help: "A rule id whose findings to drop; repeat it for several rules.")
    var ignore: [String] = []

    @Option(help: "The lowest severity that makes the run fail with exit status 1.")
    var errorOn: Threshold = .error

    @Option(help: "How many times longer than its source a translation of a string with limited room (width variants, or 'max length: N' in its comment) may be before translation-length warns (default 1.5).")
    var maxLengthRatio: Double?

    @Option(help: ArgumentHelp(
        "A configuration file (.stringsdict.json) whose \"lint\" section ignores rules, changes their severity, per language too; ./.stringsdict.json when omitted and present. Command-line options add to it or win.",
        valueName: "file"))
    var config: String?

    @Flag(help: "Print every rule with its severity and summary, and exit.")
    var listRules = false

    mutating func validate() throws {
        guard listRules || !paths.isEmpty else { throw ValidationError("Give at least one file or folder to check.") }
    }

    func run() throws {
        if listRules {
            print(Self.ruleList(), terminator: "")
            return
        }
        let outcome = try check()
        print(outcome.output, terminator: "")
        for error in outcome.report.ioErrors {
            for line in Diagnostics.lines(for: error) { printToStandardError(line) }
        }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }

    /// Runs the lint and renders it: the report, the text for standard output and the exit
    /// status (2 when a file could not be read, 1 for findings at or above --error-on, else 0).
    ///
    /// - Throws: ``CLIError`` for an unknown rule, a bad base language or a path that cannot be
    ///   read, a ``StringsdictError`` at its place for a configuration file that does not fit
    ///   (exit status 2).
    func check() throws -> (report: LintReport, output: String, status: Int32) {
        let configuration: LintConfiguration
        if let path = Configuration.located(config) {
            configuration = try Configuration.read(contentsOf: path).lintConfiguration(base: base, ignore: ignore, maximumLengthRatio: maxLengthRatio)
        } else {
            configuration = LintConfiguration(baseLanguage: base, ignoredRules: Set(ignore), maximumLengthRatio: maxLengthRatio ?? 1.5)
        }
        let linter = Linter(configuration: configuration)
        let report: LintReport
        do {
            report = try linter.lint(paths: paths)
        } catch {
            throw CLIError(Diagnostics.reason(of: error))
        }
        let output = switch format {
        case .text: TextReporter.render(report)
        case .json: JSONReporter.render(report)
        case .github: GitHubReporter.render(report)
        }
        let status: Int32 = !report.ioErrors.isEmpty ? ExitStatus.failure : (report.hasFindings(atLeast: errorOn.severity) ? ExitStatus.findings : ExitStatus.success)
        return (report, output, status)
    }

    /// `id  severity  summary`, one rule a line, in catalog order.
    static func ruleList() -> String {
        let idWidth = LintRule.all.map(\.id.count).max() ?? 0
        var output = ""
        for rule in LintRule.all {
            let id = rule.id + String(repeating: " ", count: idWidth - rule.id.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
            output += "\(id)  \(severity)  \(rule.summary)\n"
        }
        return output
    }
}
