/// A locale's CLDR plural rules, parsed from the rule texts of ICU's own plural data and evaluated
/// in Swift on ``PluralOperands``, so a decimal's category needs no formatting through ICU.
///
/// The syntax is UTS #35's ("Plural rules syntax"): a condition is relations joined by `and`,
/// joined by `or`; a relation is an operand (`n i v w f t e c`), an optional `% m` or `mod m`, and
/// `=`, `!=`, `is`, `is not`, `in`, `not in`, `within`, `not within` with a list of values and
/// ranges (`2..4,9`). Rules are tried in the order ICU tries them (its data's, by category name);
/// none matching means `other`. Any text outside that syntax makes the whole set nil, and the
/// caller keeps ICU.
///
/// Sendable: immutable.
struct PluralRuleSet: Sendable {
    enum Operand: Sendable {
        case n, i, v, w, f, t, e, c
    }

    /// One relation: `operand % modulus (not) in ranges`.
    struct Relation: Sendable {
        let operand: Operand
        /// 0 when the relation has no `%`.
        let modulus: UInt64
        /// `!=`, `is not`, `not in`, `not within`.
        let negated: Bool
        /// `within`: a non-integer `n` counts when it lies between a range's bounds.
        let within: Bool
        let ranges: [ClosedRange<UInt64>]

        func holds(_ operands: PluralOperands) -> Bool {
            let value: UInt64
            var fractional = false
            switch operand {
            case .n:
                value = operands.integer
                fractional = operands.trimmedFractionDigits > 0
            case .i: value = operands.integer
            case .v: value = UInt64(operands.fractionDigits)
            case .w: value = UInt64(operands.trimmedFractionDigits)
            case .f: value = operands.fraction
            case .t: value = operands.trimmedFraction
            case .e, .c: value = 0
            }
            let reduced = modulus == 0 ? value : value % modulus
            var contained = false
            for range in ranges {
                if fractional {
                    // n = reduced + a fraction in (0, 1): never equal to an integer; within a
                    // range when reduced is at least its start and below its end.
                    if within, reduced >= range.lowerBound, reduced < range.upperBound { contained = true; break }
                } else if range.contains(reduced) {
                    contained = true
                    break
                }
            }
            return contained != negated
        }
    }

    /// Each rule: its category and its condition, `or` of `and` groups.
    let rules: [(category: PluralCategory, condition: [[Relation]])]

    /// The rule set of `texts` (each category's rule as ICU's data writes it, samples included),
    /// or nil when a rule is outside the syntax above.
    init?(_ texts: [(PluralCategory, String)]) {
        var rules: [(PluralCategory, [[Relation]])] = []
        // ICU keeps its data's rules sorted by category name and tries them in that order.
        for (category, text) in texts.sorted(by: { $0.0.rawValue < $1.0.rawValue }) {
            let condition = text.prefix { $0 != "@" }
            guard var parser = Parser(String(condition)) else { return nil }
            if parser.atEnd {
                // Only `other` may have no condition (it is what no rule matches).
                guard category == .other else { return nil }
                continue
            }
            guard let parsed = parser.condition(), parser.atEnd else { return nil }
            if category != .other { rules.append((category, parsed)) }
        }
        self.rules = rules
    }

    /// The category of `operands`: the first rule whose condition holds, else `other`.
    func category(of operands: PluralOperands) -> PluralCategory {
        for rule in rules where rule.condition.contains(where: { $0.allSatisfy { $0.holds(operands) } }) {
            return rule.category
        }
        return .other
    }

    /// A recursive-descent reader of one condition's tokens.
    private struct Parser {
        enum Token: Equatable {
            case word(String)
            case number(UInt64)
            case symbol(String)
        }

        private var tokens: [Token] = []
        private var position = 0

        var atEnd: Bool { position == tokens.count }

        init?(_ text: String) {
            let bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index += 1
                case UInt8(ascii: "a")...UInt8(ascii: "z"):
                    let start = index
                    while index < bytes.count, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z") { index += 1 }
                    tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    var value: UInt64 = 0
                    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                        let (product, overflow) = value.multipliedReportingOverflow(by: 10)
                        guard !overflow, product <= UInt64.max - 9 else { return nil }
                        value = product + UInt64(bytes[index] - UInt8(ascii: "0"))
                        index += 1
                    }
                    tokens.append(.number(value))
                case UInt8(ascii: "."):
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ".") else { return nil }
                    tokens.append(.symbol(".."))
                    index += 2
                case UInt8(ascii: "!"):
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "=") else { return nil }
                    tokens.append(.symbol("!="))
                    index += 2
                case UInt8(ascii: "="), UInt8(ascii: "%"), UInt8(ascii: ","):
                    tokens.append(.symbol(String(UnicodeScalar(byte))))
                    index += 1
                default:
                    return nil
                }
            }
        }

        private mutating func take(_ token: Token) -> Bool {
            guard position < tokens.count, tokens[position] == token else { return false }
            position += 1
            return true
        }

        private mutating func number() -> UInt64? {
            guard position < tokens.count, case .number(let value) = tokens[position] else { return nil }
            position += 1
            return value
        }

        mutating func condition() -> [[Relation]]? {
            var groups: [[Relation]] = []
            repeat {
                var group: [Relation] = []
                repeat {
                    guard let relation = relation() else { return nil }
                    group.append(relation)
                } while take(.word("and"))
                groups.append(group)
            } while take(.word("or"))
            return groups
        }

        private mutating func relation() -> Relation? {
            guard position < tokens.count, case .word(let name) = tokens[position] else { return nil }
            let operand: Operand
            switch name {
            case "n": operand = .n
            case "i": operand = .i
            case "v": operand = .v
            case "w": operand = .w
            case "f": operand = .f
            case "t": operand = .t
            case "e": operand = .e
            case "c": operand = .c
            default: return nil
            }
            position += 1
            var modulus: UInt64 = 0
            if take(.symbol("%")) || take(.word("mod")) {
                guard let value = number(), value > 0 else { return nil }
                modulus = value
            }
            var negated = false
            var within = false
            if take(.symbol("=")) {
            } else if take(.symbol("!=")) {
                negated = true
            } else if take(.word("is")) {
                negated = take(.word("not"))
                guard let value = number() else { return nil }
                return Relation(operand: operand, modulus: modulus, negated: negated, within: false, ranges: [value...value])
            } else {
                negated = take(.word("not"))
                if take(.word("within")) {
                    within = true
                } else if !take(.word("in")) {
                    return nil
                }
            }
            var ranges: [ClosedRange<UInt64>] = []
            repeat {
                guard let low = number() else { return nil }
                if take(.symbol("..")) {
                    guard let high = number(), high >= low else { return nil }
                    ranges.append(low...high)
                } else {
                    ranges.append(low...low)
                }
            } while take(.symbol(","))
            return Relation(operand: operand, modulus: modulus, negated: negated, within: within, ranges: ranges)
        }
    }
}
