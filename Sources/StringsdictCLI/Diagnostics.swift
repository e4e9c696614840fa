import ArgumentParser
import Stringsdict
import StringsdictLint

/// The one voice every `stringsdict` subcommand speaks in. Read this before writing a command.
///
/// - **Results** go to standard output; nothing else does.
/// - **Diagnostics** go to standard error, one line each, in one of two shapes:
///   - `path:line:column: error|warning|note: message [rule]` when the problem has a place in a
///     file (what Xcode, editors and CI annotations read): ``located(_:_:_:rule:)``;
///   - `stringsdict: error|warning|note: message` otherwise: ``error(_:)``, ``warning(_:)``.
///   Messages start in lower case and end without a period; a hint follows after `; `.
/// - **Errors**: throw ``CLIError`` for a usage or I/O problem, or let a ``StringsdictError``
///   propagate; `StringsdictCommand.main` prints any error through ``lines(for:)`` and exits with
///   ``ExitStatus/failure``. ArgumentParser's own usage errors are mapped there too. Never print
///   `"\(error)"` of an error you did not write: ``reason(of:)`` turns system and Foundation errors
///   into a short reason (`cannot read PATH: No such file or directory`).
/// - **User input** echoed in a message goes through ``echo(_:)``: at most ``echoLimit``
///   characters, then `…`. ``lines(for:)`` also clips any quoted run longer than that, as a net.
/// - **Exit status**: ``ExitStatus``: 0 success, 1 findings (a check found problems), 2 usage or
///   I/O error. Throw `ExitCode(ExitStatus.findings)` to end with findings after printing them.
/// - **Warnings** do not change the exit status: print them with ``printWarning(_:)``.
enum Diagnostics {
    /// The name diagnostics without a place start with.
    static let toolName = "stringsdict"
    /// The most characters of user input a message repeats.
    static let echoLimit = 200

    /// `stringsdict: error: message`.
    static func error(_ message: String) -> String {
        "\(toolName): error: \(message)"
    }

    /// `stringsdict: warning: message`.
    static func warning(_ message: String) -> String {
        "\(toolName): warning: \(message)"
    }

    /// `stringsdict: note: message`.
    static func note(_ message: String) -> String {
        "\(toolName): note: \(message)"
    }

    /// `path:line:column: severity: message [rule]`.
    static func located(_ location: SourceLocation, _ severity: Severity, _ message: String, rule: String? = nil) -> String {
        Diagnostic(
            file: location.file, line: location.line, column: location.column, severity: severity, rule: rule ?? "", key: nil,
            message: message).description
    }

    /// Prints `error` to standard error in the one voice (``lines(for:help:)``): at its place when
    /// it has one, else as `stringsdict: error: …`.
    static func printError(_ error: any Error) {
        for line in lines(for: error) { printToStandardError(line) }
    }

    /// Prints a warning without a place (`stringsdict: warning: message`) to standard error.
    static func printWarning(_ message: String) {
        printToStandardError(clipped(warning(message)))
    }

    /// `text` as a message may repeat it: the first ``echoLimit`` characters, then `…` when there
    /// were more.
    static func echo(_ text: some StringProtocol) -> String {
        guard text.count > echoLimit else { return String(text) }
        return String(text.prefix(echoLimit)) + "…"
    }

    /// The standard-error lines for an error that ends a command.
    ///
    /// A ``StringsdictError`` with a location is `path:line:column: error: …`; every other error
    /// is `stringsdict: error: …`. ArgumentParser's usage errors keep their message, made to fit
    /// the voice, and get a note pointing at the command's `--help`.
    static func lines(for error: any Error, help: String? = nil) -> [String] {
        var lines: [String]
        switch error {
        case let error as StringsdictError:
            lines = [error.location == nil ? "\(toolName): \(error.description)" : error.description]
        case let error as CLIError:
            lines = [Self.error(error.description)]
        default:
            if let known = knownDescription(of: error) {
                lines = [Self.error(known)]
            } else {
                lines = [Self.error(usageMessage(StringsdictCommand.message(for: error)))]
                if let help { lines.append(note("see '\(help)'")) }
            }
        }
        return lines.map(clipped)
    }

    /// A short reason for `error`, for a message such as `cannot read PATH: REASON`: our own
    /// errors' messages, the system's text for POSIX and Foundation file errors, never a dump.
    static func reason(of error: any Error) -> String {
        if let error = error as? StringsdictError { return error.message + (error.hint.map { "; \($0)" } ?? "") }
        if let error = error as? CLIError { return error.description }
        return knownDescription(of: error) ?? SystemErrorReason.describe(error)
    }

    /// The description of the library's own error types, which are written to be shown.
    private static func knownDescription(of error: any Error) -> String? {
        switch error {
        case let error as LintError: error.description
        case let error as ICUError: error.description
        case let error as LocaleIdentifierError: error.description
        case let error as FormattingError: error.description
        case let error as PluralRulesError: error.description
        default: nil
        }
    }

    /// ArgumentParser's message in our voice: no `Error: ` prefix, a lower-case start when the
    /// first word is not an acronym, no final period, one line.
    static func usageMessage(_ message: String) -> String {
        var text = message.split(separator: "\n").first.map(String.init) ?? message
        if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
            text = first.lowercased() + text.dropFirst()
        }
        while text.hasSuffix(".") { text.removeLast() }
        // ArgumentParser writes two sentences ("… is invalid for '--format <format>'. Please
        // provide one of …"): one sentence, joined with a semicolon.
        return text.split(separator: ". Please provide", omittingEmptySubsequences: false).joined(separator: "; provide")
    }

    /// `line` with every quoted run (`'…'`) longer than ``echoLimit`` clipped, so no message
    /// repeats a huge argument even when its author forgot ``echo(_:)``.
    static func clipped(_ line: String) -> String {
        guard line.count > echoLimit else { return line }
        var output = ""
        var quoted = ""
        var inQuote = false
        for character in line {
            if character == "'" {
                if inQuote {
                    output += echo(quoted) + "'"
                    quoted = ""
                } else {
                    output.append("'")
                }
                inQuote.toggle()
            } else if inQuote {
                quoted.append(character)
            } else {
                output.append(character)
            }
        }
        return output + (inQuote ? echo(quoted) : "")
    }
}

/// The exit statuses of every subcommand.
enum ExitStatus {
    /// Success: the command did what was asked.
    static let success: Int32 = 0
    /// A check found problems (lint findings at or above `--error-on`).
    static let findings: Int32 = 1
    /// What was asked for does not exist (`resource`: no folder has the resource); the same
    /// status as findings, named for what it means.
    static let notFound: Int32 = 1
    /// A usage or I/O error: bad arguments or options, a file that cannot be read.
    static let failure: Int32 = 2
}
