import ArgumentParser
import Testing
@testable import StringsdictCLI

/// Every command's `--help`, the shared option groups included.
@Suite("Help of every command")
struct HelpTests {
    /// Every command under `stringsdict`, with its path (`catalog compile`).
    static func commands(under command: ParsableCommand.Type = StringsdictCommand.self, path: [String] = []) -> [(path: String, type: ParsableCommand.Type)] {
        command.configuration.subcommands.flatMap { subcommand in
            let subpath = path + [subcommand.configuration.commandName ?? ""]
            return [(subpath.joined(separator: " "), subcommand)] + commands(under: subcommand, path: subpath)
        }
    }

    @Test("Every command's help shows an example, and no hidden spelling")
    func examples() {
        let commands = Self.commands()
        #expect(commands.count >= 20)
        for (path, command) in commands {
            let help = StringsdictCommand.helpMessage(for: command)
            #expect(help.contains("Example") || help.contains("stringsdict \(path) "), "stringsdict \(path) --help has no example")
            #expect(!help.contains("--output-dir <"), "stringsdict \(path) --help shows --output-dir")
        }
    }

    @Test("The option groups' options appear once, in the help of the commands that use them")
    func groups() {
        for command in [FormatCommand.self, PrintfCommand.self, NumberCommand.self, DateCommand.self] as [ParsableCommand.Type] {
            let help = StringsdictCommand.helpMessage(for: command)
            #expect(help.components(separatedBy: "--locale <locale>").count == 3, "\(command): usage line and option list")
        }
        for command in [CatalogCompileCommand.self, CatalogMigrateCommand.self, XliffExportCommand.self, PseudoCommand.self, ExtractCommand.self] as [ParsableCommand.Type] {
            #expect(StringsdictCommand.helpMessage(for: command).contains("-o, --output <output>"), "\(command)")
        }
    }
}
