import ArgumentParser
import Stringsdict

/// `stringsdict number <value> [--style S] [--locale L] [--currency CODE]`: a number as a locale
/// writes it in one of the seed's styles.
struct NumberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "number",
        abstract: "Print a number formatted for a locale in a style (decimal, currency, percent, and more).",
        discussion: """
            The value is read as written, with a point and no grouping, so no digit is lost. Without \
            --locale the number is written for en-US.
            Example: stringsdict number 2.5 --locale de-DE --style currency  →  2,50 €
            A negative value follows `--`: stringsdict number --locale de -- -2.5
            Infinity and NaN are accepted as printf accepts them: stringsdict number -- -inf  →  -∞
            """
    )

    /// The styles, as the command line spells them.
    enum Style: String, ExpressibleByArgument, CaseIterable {
        case none, decimal, currency, percent, scientific
        case spellOut = "spell-out"

        var formatterStyle: NumberStyleFormatter.Style {
            switch self {
            case .none: .none
            case .decimal: .decimal
            case .currency: .currency
            case .percent: .percent
            case .scientific: .scientific
            case .spellOut: .spellOut
            }
        }
    }

    @Argument(help: "The number, with a point and no grouping (2.5, 1234, 18446744073709551616).")
    var value: String

    @Option(help: "The style: a rounded integer, decimal, currency, percent (2.5 is 250 %), scientific or spelled out; decimal unless --currency is given.")
    var style: Style?

    @OptionGroup var localeOptions: LocaleOptions

    @Option(help: "The ISO 4217 currency of the currency style (EUR, USD); the locale's own when omitted.")
    var currency: String?

    mutating func validate() throws {
        if currency != nil, let style, style != .currency {
            throw ValidationError("--currency only applies to --style currency.")
        }
    }

    func run() throws {
        print(try render())
    }

    /// Infinity or NaN when `text` spells one (`inf`, `-infinity`, `nan`, any case), else nil.
    static func nonFinite(_ text: String) -> Double? {
        let lower = text.lowercased()
        let unsigned = lower.hasPrefix("-") || lower.hasPrefix("+") ? String(lower.dropFirst()) : lower
        guard ["inf", "infinity", "nan"].contains(unsigned), let value = Double(lower) else { return nil }
        return value
    }

    /// The formatted number.
    func render() throws -> String {
        let identifier = try localeOptions.identifier(default: "en-US")
        let chosen = style ?? (currency == nil ? .decimal : .currency)
        let formatter: NumberStyleFormatter
        do {
            formatter = try NumberStyleFormatter(locale: identifier, style: chosen.formatterStyle, currencyCode: currency)
        } catch let error as FormattingError {
            throw CLIError(Diagnostics.reason(of: error))
        } catch {
            throw CLIError("cannot format numbers for \(identifier): \(Diagnostics.reason(of: error))")
        }
        // Infinity and NaN have no decimal digits: they go through ICU as doubles (`∞`,
        // `NaN`), spelled as printf's arguments accept them.
        if let special = Self.nonFinite(value) {
            do {
                return try formatter.string(special)
            } catch {
                throw CLIError("cannot format '\(Diagnostics.echo(value))': \(Diagnostics.reason(of: error))")
            }
        }
        do {
            return try formatter.string(decimal: value)
        } catch is PluralRulesError {
            throw CLIError("not a number: '\(Diagnostics.echo(value))' (write it with a point and no grouping, e.g. 2.5, -1234, 0.125)")
        } catch {
            throw CLIError("cannot format '\(Diagnostics.echo(value))': \(Diagnostics.reason(of: error))")
        }
    }
}
