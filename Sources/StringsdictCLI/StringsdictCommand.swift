import ArgumentParser

/// The `stringsdict` command: localized, pluralized messages on any platform with ICU.
///
/// Exit status: 0 success, 1 findings (lint), 2 usage or I/O error. ArgumentParser would exit with
/// 64 on a usage error; ``main()`` maps every failure that is not a deliberate `ExitCode` to 2,
/// and prints it in the one voice of ``Diagnostics`` (read that before adding a subcommand).
@main
struct StringsdictCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stringsdict",
        abstract: "Read, render, check, extract and compile .strings, .stringsdict and String Catalog localizations with ICU's CLDR rules.",
        version: StringsdictVersion.current,
        subcommands: [
            DemoCommand.self, FormatCommand.self, PluralCommand.self, PrintfCommand.self,
            NumberCommand.self, DateCommand.self, LintCommand.self, BenchCommand.self,
            CatalogCommand.self, PreviewCommand.self,
            GenstringsCommand.self, ExtractCommand.self, GenerateCommand.self,
            ResourceCommand.self, LanguagesCommand.self,
            PseudoCommand.self,
            IbtoolCommand.self,
            XliffCommand.self,
        ]
    )

    static func main() async {
        await main(arguments: Array(CommandLine.arguments.dropFirst()))
    }

    /// Parses and runs `arguments`, then exits with the status documented on the type.
    static func main(arguments: [String]) async {
        do {
            var command: ParsableCommand
            if let genstrings = GenstringsCommand.direct(arguments) {
                // genstrings reads its own single-dash options: when they read, the command is
                // made without ArgumentParser's walk of the command tree (2 ms, 2% of its run on
                // a 15 MB source).
                command = genstrings
            } else if let (kept, values) = TrailingValues.split(arguments) {
                command = TrailingValues.append(values, to: try parseAsRoot(kept))
            } else {
                command = try parseAsRoot(arguments)
            }
            let name = type(of: command).configuration.commandName ?? ""
            if TerminalProgress.longCommands.contains(name) {
                TerminalProgress.start(Diagnostics.toolName + " " + arguments.prefix { !$0.hasPrefix("-") && !$0.contains("/") && !$0.contains(".") }.prefix(2).joined(separator: " "))
            }
            defer { TerminalProgress.stop() }
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            TerminalProgress.stop()
            exit(withError: error, status: exitStatus(for: error))
        }
    }

    /// The process status for `error`: ArgumentParser's own for help, version and `ExitCode`,
    /// 2 for everything else.
    static func exitStatus(for error: Error) -> ExitCode {
        if let code = error as? ExitCode { return code }
        let parserCode = exitCode(for: error)
        return parserCode == .success ? .success : ExitCode(ExitStatus.failure)
    }

    /// Help, `--version` and `ExitCode` end as ArgumentParser ends them; every other error is
    /// printed in the one voice of ``Diagnostics`` (usage errors with a note naming `--help`).
    private static func exit(withError error: Error, status: ExitCode) -> Never {
        if status == .success || error is ExitCode {
            Self.exit(withError: error)
        }
        for line in Diagnostics.lines(for: error, help: helpCommand(for: error)) {
            printToStandardError(line)
        }
        Self.exit(withError: ExitCode(status.rawValue))
    }

    /// `stringsdict SUBCOMMAND --help` for the subcommand ArgumentParser's usage text names.
    private static func helpCommand(for error: Error) -> String {
        for line in fullMessage(for: error).split(separator: "\n") {
            let parts = line.split(separator: "'", omittingEmptySubsequences: false)
            if parts.count >= 3, parts[0].hasSuffix("See "), parts[1].hasSuffix("--help") { return String(parts[1]) }
        }
        return "stringsdict --help"
    }
}
