import ArgumentParser
import Testing
@testable import StringsdictCLI

/// ArgumentParser costs time quadratic in the number of values of a variadic argument
/// (`plural en $(seq 1 20000)` took 18 s); ``TrailingValues`` hands it only the first value.
/// The command it produces must equal the one ArgumentParser alone parses.
@Suite("long argument lists")
struct TrailingValuesTests {
    @Test("split and append give the command ArgumentParser gives", arguments: [
        ["plural", "en", "1", "2", "5"],
        ["plural", "--ordinal", "en", "1", "2", "3"],
        ["plural", "en", "1", "2", "--ordinal", "3"],
        ["plural", "en", "1", "--", "-3", "4"],
        ["printf", "%d %d %d", "5", "-3", "7"],
        ["printf", "%d %d %d", "5", "--locale", "ru", "-3", "7"],
        ["printf", "%d %d %d", "5", "--locale=ru", "6", "7"],
        ["printf", "--locale", "de", "%d %d", "1", "2"],
        ["format", "Resources", "files.selected", "3", "7", "--language", "en"],
        ["format", "Resources", "files.selected", "--language", "en", "3", "7", "--table", "Localizable"],
        ["lint", "a", "b", "--ignore", "slot-gap", "c", "--format=json", "d"],
    ])
    func sameCommand(arguments: [String]) throws {
        let whole = try StringsdictCommand.parseAsRoot(arguments)
        let (kept, values) = try #require(TrailingValues.split(arguments))
        #expect(kept.count < arguments.count)
        let split = TrailingValues.append(values, to: try StringsdictCommand.parseAsRoot(kept))
        #expect(String(describing: split) == String(describing: whole))
        if let plural = split as? PluralCommand {
            #expect(plural.numbers == (whole as? PluralCommand)?.numbers)
        } else if let printf = split as? PrintfCommand {
            #expect(printf.values == (whole as? PrintfCommand)?.values)
        } else if let format = split as? FormatCommand {
            #expect(format.values == (whole as? FormatCommand)?.values)
        } else if let lint = split as? LintCommand {
            #expect(lint.paths == (whole as? LintCommand)?.paths)
            #expect(lint.ignore == (whole as? LintCommand)?.ignore)
        }
    }

    @Test("help, single values and other commands are left to ArgumentParser", arguments: [
        ["plural", "en", "1"], ["plural", "--help", "en", "1", "2"], ["plural", "en", "1", "-3"],
        ["number", "--", "-2.5"], ["demo", "--counts", "1,2"], ["printf", "%d", "1"],
    ])
    func leftWhole(arguments: [String]) {
        #expect(TrailingValues.split(arguments) == nil)
    }

    @Test("20,000 numbers are classified, in order")
    func twentyThousandNumbers() throws {
        let arguments = ["plural", "en"] + (1...20_000).map(String.init)
        let (kept, values) = try #require(TrailingValues.split(arguments))
        #expect(kept == ["plural", "en", "1"])
        let command = try #require(TrailingValues.append(values, to: try StringsdictCommand.parseAsRoot(kept)) as? PluralCommand)
        let categories = try command.classify().categories
        #expect(categories.count == 20_000)
        #expect(categories.first == .one)
        #expect(categories.dropFirst().allSatisfy { $0 == .other })
    }

    /// ``TrailingValues`` keeps its own list of each command's options: one it does not know
    /// would be taken for a value (`format … 3 --accept-language de` read "de" as an argument).
    /// The list must name every option the command's help shows, with or without a value.
    @Test("the shapes know every option of their commands", arguments: [
        ("plural", PluralCommand.helpMessage()), ("printf", PrintfCommand.helpMessage()),
        ("format", FormatCommand.helpMessage()), ("lint", LintCommand.helpMessage()),
    ])
    func shapesKnowEveryOption(name: String, help: String) throws {
        let shape = try #require(TrailingValues.shapes[name])
        var valueOptions: Set<String> = []
        var flags: Set<String> = []
        for line in help.split(separator: "\n") {
            let words = line.split(separator: " ")
            for (index, word) in words.enumerated() where word.hasPrefix("--") {
                let option = String(word.prefix { $0 != "," && $0 != "=" })
                guard option != "--help", option != "--version", option.count > 2 else { continue }
                if index + 1 < words.count, words[index + 1].hasPrefix("<") { valueOptions.insert(option) } else { flags.insert(option) }
            }
        }
        #expect(valueOptions.isSubset(of: shape.valueOptions), "\(name): options with a value missing: \(valueOptions.subtracting(shape.valueOptions))")
        #expect(flags.isSubset(of: shape.flags.union(shape.valueOptions)), "\(name): flags missing: \(flags.subtracting(shape.flags))")
    }
}
