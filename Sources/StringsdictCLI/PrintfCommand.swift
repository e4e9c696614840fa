import ArgumentParser
import Stringsdict

/// `stringsdict printf <format> [args...] [--locale L]`: renders a printf-style format as
/// `String(format:locale:)` would, each argument typed by the specifier that reads it.
struct PrintfCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "printf",
        abstract: "Render a printf-style format with typed arguments, localized like String(format:locale:).",
        discussion: """
            Each argument is read as the specifier that uses it needs: %d %i %u %x %o %p and `*` take \
            an integer (decimal, or hexadecimal with 0x; negative allowed); %f %e %g %a take a number \
            (inf and nan accepted); %c %C take a character code or a single character; %s %S %@ take text.
            Without --locale, numbers are written as C's printf writes them.
            Example: stringsdict printf '%lu из %lu файлов' 3 1250 --locale ru  →  3 из 1 250 файлов
            """
    )

    @OptionGroup var localeOptions: LocaleOptions

    @Argument(help: "The format, e.g. '%d of %d' or '%2$@ %1$@'.")
    var format: String

    @Argument(parsing: .allUnrecognized, help: "The arguments, one per slot the format reads.")
    var values: [String] = []

    func run() throws {
        print(try render())
    }

    /// The rendered text.
    ///
    /// - Throws: ``CLIError`` for an invalid locale or format, a missing, extra or unreadable
    ///   argument, or an argument of the wrong type.
    func render() throws -> String {
        let identifier = try localeOptions.identifier()
        let parsed: FormatString
        do {
            parsed = try FormatString(format)
        } catch {
            throw CLIError("invalid format: \(error.message)")
        }
        guard values.count <= parsed.argumentCount else {
            throw CLIError("\(values.count) arguments given, but '\(Diagnostics.echo(format))' reads \(parsed.argumentCount)")
        }
        var arguments: [FormatArgument] = []
        for (index, text) in values.enumerated() {
            guard let kind = parsed.kind(ofSlot: index + 1) else {
                throw CLIError("argument \(index + 1) ('\(Diagnostics.echo(text))') is not read by '\(Diagnostics.echo(format))'")
            }
            let reader = parsed.specifiers.first { $0.slot == index + 1 }.map { "\($0)" }
            arguments.append(try ArgumentValues.argument(text, as: kind, slot: index + 1, reader: reader))
        }
        do {
            return try parsed.render(locale: identifier, arguments: arguments)
        } catch {
            throw CLIError(error.message)
        }
    }
}
