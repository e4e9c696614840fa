import ArgumentParser

/// The `stringsdict` command: localized, pluralized messages on any platform with ICU.
///
/// Exit status: 0 success, 1 findings (lint), 2 usage or I/O error. ArgumentParser would exit with
/// 64 on a usage error; ``main()`` maps every failure that is not a deliberate `ExitCode` to 2.
@main
struct StringsdictCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stringsdict",
        abstract: "Read, render and check .strings and .stringsdict localizations with ICU's CLDR rules.",
        subcommands: [
            GenstringsCommand.self, ExtractCommand.self,
            DemoCommand.self, FormatCommand.self, PluralCommand.self, PrintfCommand.self,
            NumberCommand.self, DateCommand.self, LintCommand.self, BenchCommand.self,
        ]
    )

    static func main() async {
        await main(arguments: Array(CommandLine.arguments.dropFirst()))
    }

    /// Parses and runs `arguments`, then exits with the status documented on the type.
    static func main(arguments: [String]) async {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error, status: exitStatus(for: error))
        }
    }

    /// The process status for `error`: ArgumentParser's own for help, version and `ExitCode`,
    /// 2 for everything else.
    static func exitStatus(for error: Error) -> ExitCode {
        if let code = error as? ExitCode { return code }
        let parserCode = exitCode(for: error)
        return parserCode == .success ? .success : ExitCode(2)
    }

    private static func exit(withError error: Error, status: ExitCode) -> Never {
        if status == .success || error is ExitCode {
            Self.exit(withError: error)
        }
        let message = fullMessage(for: error)
        if !message.isEmpty { printToStandardError(message) }
        Self.exit(withError: ExitCode(status.rawValue))
    }
}
