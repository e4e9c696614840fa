import ArgumentParser
import Stringsdict

/// `stringsdict plural <locale> <number>...`: the CLDR plural category of each number, as written.
struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the CLDR plural category of each number, as written, one per line.",
        discussion: """
            Visible fraction digits count: in English `1` is `one` and `1.0` is `other`.
            Example: stringsdict plural ru 1 2 5 1.5  →  one few many other
            """
    )

    @Argument(help: "The locale whose rules to use (BCP 47 or ICU form, e.g. ru, pt-BR, zh_TW).")
    var locale: String

    @Argument(help: "The numbers to classify, written as they would be displayed (1, 1.0, 1.50, -3).")
    var numbers: [String] = []

    @Flag(help: "Use the ordinal rules (1st, 2nd, 3rd) instead of the cardinal ones.")
    var ordinal = false

    mutating func validate() throws {
        guard !numbers.isEmpty else { throw ValidationError("Give at least one number to classify.") }
    }

    func run() throws {
        let result = try classify()
        for warning in result.warnings { Diagnostics.printWarning(warning) }
        print(result.categories.map(\.rawValue).joined(separator: "\n"))
    }

    /// The category of each number, and the warnings to show (an unknown locale).
    func classify() throws -> (categories: [PluralCategory], warnings: [String]) {
        let identifier = try LocaleOptions.identifier(locale)
        let rules: PluralRules
        do {
            rules = try PluralRules(locale: identifier, type: ordinal ? .ordinal : .cardinal)
        } catch {
            throw CLIError("cannot open plural rules for \(identifier): \(Diagnostics.reason(of: error))")
        }
        var warnings: [String] = []
        if rules.usesRootRules {
            warnings.append("ICU has no \(rules.type.rawValue) plural rules for '\(Diagnostics.echo(locale))'; using the root rules (every number is 'other')")
        }
        var categories: [PluralCategory] = []
        for number in numbers {
            do {
                categories.append(try rules.category(ofDecimal: number))
            } catch {
                throw CLIError("not a number: '\(Diagnostics.echo(number))' (write it as displayed, e.g. 1, 1.0, -3, 2.50)")
            }
        }
        return (categories, warnings)
    }
}
