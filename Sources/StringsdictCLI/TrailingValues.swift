import ArgumentParser

/// Long runs of positional values (`plural en $(seq 1 20000)`, `printf` with thousands of
/// arguments, `lint` with thousands of paths) taken off the command line before ArgumentParser
/// sees it.
///
/// ArgumentParser's handling of a variadic `@Argument` costs time quadratic in the number of
/// values (each consumed value is removed from its split-argument list by a linear scan), so
/// 20,000 numbers took 18 s. ``split(_:)`` keeps the options, the leading positionals and the
/// first value for ArgumentParser (so validation and help behave as before), and returns the
/// other values in order; ``append(_:to:)`` adds them to the parsed command. A command line it
/// does not understand fully (help, an unknown option where it is not a value) is left whole to
/// ArgumentParser.
enum TrailingValues {
    /// What ``split(_:)`` must know of a subcommand's syntax.
    struct Shape {
        /// Positionals before the values (`plural <locale>`: 1; `format <path> <key>`: 2).
        var leadingPositionals: Int
        /// Options that take a value (`--locale en` or `--locale=en`).
        var valueOptions: Set<String>
        /// Options that take none.
        var flags: Set<String>
        /// Whether an unknown `-x` after the leading positionals is a value
        /// (`parsing: .allUnrecognized`, as `printf 5 -3` reads).
        var unknownOptionIsValue: Bool
    }

    static let shapes: [String: Shape] = [
        "plural": Shape(leadingPositionals: 1, valueOptions: [], flags: ["--ordinal"], unknownOptionIsValue: false),
        "printf": Shape(leadingPositionals: 1, valueOptions: ["--locale"], flags: [], unknownOptionIsValue: true),
        "format": Shape(leadingPositionals: 2, valueOptions: ["--locale", "--language", "--table", "--device", "--width", "--accept-language"],
                        flags: [], unknownOptionIsValue: true),
        "lint": Shape(leadingPositionals: 0, valueOptions: ["--base", "--format", "--ignore", "--error-on", "--max-length-ratio", "--config"],
                      flags: ["--list-rules"], unknownOptionIsValue: false),
    ]

    /// The arguments for ArgumentParser and the values kept back, or nil to parse `arguments`
    /// as they are.
    static func split(_ arguments: [String]) -> (kept: [String], values: [String])? {
        guard let name = arguments.first, let shape = shapes[name] else { return nil }
        var kept: [String] = [name]
        var values: [String] = []
        // The leading positionals and the first value stay with ArgumentParser.
        let keptPositionals = shape.leadingPositionals + 1
        var positionals = 0
        var afterTerminator = false
        var index = 1
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if !afterTerminator, token == "--" {
                afterTerminator = true
                kept.append(token)
                continue
            }
            if !afterTerminator, token.count > 1, token.hasPrefix("-") {
                let optionName = token.split(separator: "=", maxSplits: 1).first.map(String.init) ?? token
                if shape.valueOptions.contains(optionName) {
                    kept.append(token)
                    if !token.contains("="), index < arguments.count {
                        kept.append(arguments[index])
                        index += 1
                    }
                    continue
                }
                if shape.flags.contains(optionName) {
                    kept.append(token)
                    continue
                }
                guard shape.unknownOptionIsValue, positionals >= keptPositionals else { return nil }
                values.append(token)
                continue
            }
            if positionals < keptPositionals {
                kept.append(token)
            } else {
                values.append(token)
            }
            positionals += 1
        }
        return values.isEmpty ? nil : (kept, values)
    }

    /// `command` with `values` added after the values it already holds.
    static func append(_ values: [String], to command: ParsableCommand) -> ParsableCommand {
        switch command {
        case var plural as PluralCommand:
            plural.numbers += values
            return plural
        case var printf as PrintfCommand:
            printf.values += values
            return printf
        case var format as FormatCommand:
            format.values += values
            return format
        case var lint as LintCommand:
            lint.paths += values
            return lint
        default:
            return command
        }
    }
}
