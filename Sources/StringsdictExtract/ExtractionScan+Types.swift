import Stringsdict

/// The type of an interpolation `\(…)`, read from the source as far as a scanner can: the format
/// specifier Xcode's extraction writes for it.
extension ExtractionScan {
    /// The format specifier of the interpolation `\(…)` with tokens `start..<end`: a
    /// `specifier:` argument, the type of a literal, a declaration the project makes, a
    /// conversion (`Int(…)`), a well-known member (`.count`); else `%@` with a note.
    mutating func specifier(_ start: Int, _ end: Int, at offset: Int32) -> String {
        let lower = max(0, min(start, tokens.count))
        let upper = max(lower, min(end, tokens.count))
        // \(\.$parameter) in an App Intents summary: `${parameter}`.
        if upper - lower == 3, tokens[lower].isPunctuation(UInt8(ascii: "\\")), tokens[lower + 1].isPunctuation(UInt8(ascii: ".")),
           tokens[lower + 2].kind == .identifier {
            let name = text.text(tokens[lower + 2].start, tokens[lower + 2].end)
            return "${" + (name.hasPrefix("$") ? String(name.dropFirst()) : name) + "}"
        }
        // \(value, specifier: "%.2f"), \(value, format: .number), \(date, style: .date)
        var index = lower
        var depth = 0
        while index < upper {
            let token = tokens[index]
            if token.kind == .punctuation {
                if token.payload == Int32(UInt8(ascii: "(")) || token.payload == Int32(UInt8(ascii: "[")) { depth += 1 }
                if token.payload == Int32(UInt8(ascii: ")")) || token.payload == Int32(UInt8(ascii: "]")) { depth -= 1 }
                if depth == 0, token.payload == Int32(UInt8(ascii: ",")), index + 3 <= upper,
                   tokens[index + 1].kind == .identifier, tokens[index + 2].isPunctuation(UInt8(ascii: ":")) {
                    if text.matches(tokens[index + 1].start, tokens[index + 1].end, "specifier"),
                       case .literal(let given) = swiftValue(index + 3, upper, interpolating: false) {
                        return given
                    }
                    // Every other labelled interpolation (`format:`, `style:`, `formatter:`) is an object.
                    return "%@"
                }
            }
            index = next(index)
        }
        // An optional interpolates as an object (the generic `appendInterpolation`).
        if let known = type(lower, upper) { return known.hasPrefix("?") ? "%@" : known }
        return uncertain(at: offset, lower, upper)
    }

    /// How deep operators, ternaries and optional chains are followed (deeper is unknown).
    static let maximumTypeDepth = 32

    /// The specifier of the expression `lower..<upper`: `%lld`, `%lf`, `%@`…; `?SPEC` for an
    /// optional of that type; nil when unknown.
    func type(_ lower: Int, _ upper: Int, depth: Int = 0) -> String? {
        guard depth < Self.maximumTypeDepth else { return nil }
        var lower = lower
        var upper = upper
        while upper - lower >= 3, tokens[lower].isPunctuation(UInt8(ascii: "(")), tokens[upper - 1].isPunctuation(UInt8(ascii: ")")),
              matching(lower) == upper - 1 {
            lower += 1
            upper -= 1
        }
        guard lower < upper else { return nil }
        // Operators at depth 0, the loosest first: ternary, ??, comparisons and logic, + -, * / %.
        var ternary = -1, coalescing = -1, logical = -1, additive = -1, multiplicative = -1, cast = -1
        var position = lower
        var depth = 0
        while position < upper {
            let token = tokens[position]
            if token.kind == .punctuation {
                let byte = UInt8(truncatingIfNeeded: token.payload)
                let attachedBefore = position > lower && tokens[position - 1].end == token.start
                let attachedAfter = position + 1 < upper && tokens[position + 1].start == token.end
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: "?") where depth == 0:
                    if position + 1 < upper, tokens[position + 1].isPunctuation(UInt8(ascii: "?")) {
                        if coalescing < 0 { coalescing = position }
                        position += 1
                    } else if !attachedBefore, ternary < 0 {
                        ternary = position
                    }
                case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"):
                    // `==`, `<=`, `&&`, `||`, `<`, `>`: a Bool. (`->` does not occur in a value.)
                    if depth == 0, logical < 0 { logical = position }
                case UInt8(ascii: "!"):
                    // Prefix `!x`: a Bool.
                    if depth == 0, !attachedBefore, attachedAfter, logical < 0 { logical = position }
                case UInt8(ascii: "+"), UInt8(ascii: "-"):
                    // A binary operator, not a sign (`-1`, `x * -2`).
                    if depth == 0, position > lower, !isOperatorToken(position - 1), additive < 0 { additive = position }
                case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"):
                    if depth == 0, multiplicative < 0 { multiplicative = position }
                default: break
                }
            } else if token.kind == .identifier, depth == 0, text.matches(token.start, token.end, "as") {
                if cast < 0 { cast = position }
            }
            position = next(position)
        }
        if ternary >= 0 {
            // condition ? a : b
            var colon = ternary + 1
            var nested = 0
            while colon < upper {
                let token = tokens[colon]
                if token.isPunctuation(UInt8(ascii: "(")) || token.isPunctuation(UInt8(ascii: "[")) { nested += 1 }
                if token.isPunctuation(UInt8(ascii: ")")) || token.isPunctuation(UInt8(ascii: "]")) { nested -= 1 }
                if nested == 0, token.isPunctuation(UInt8(ascii: ":")) { break }
                colon = next(colon)
            }
            guard colon < upper else { return nil }
            return type(ternary + 1, colon, depth: depth + 1) ?? type(colon + 1, upper, depth: depth + 1)
        }
        if coalescing >= 0 {
            if let right = type(coalescing + 2, upper, depth: depth + 1) { return right }
            if let left = type(lower, coalescing, depth: depth + 1) { return left.hasPrefix("?") ? String(left.dropFirst()) : left }
            return nil
        }
        if logical >= 0 { return "%@" }
        if cast >= 0 {
            // x as Int, x as? Int (an optional), x as! Int.
            var typeStart = cast + 1
            var optional = false
            if typeStart < upper, tokens[typeStart].isPunctuation(UInt8(ascii: "?")) { optional = true; typeStart += 1 }
            if typeStart < upper, tokens[typeStart].isPunctuation(UInt8(ascii: "!")) { typeStart += 1 }
            guard typeStart < upper, tokens[typeStart].kind == .identifier else { return nil }
            let typeName = text.text(tokens[typeStart].start, tokens[typeStart].end)
            guard let specifier = typeSpecifier(typeName) else { return nil }
            return optional ? "?" + specifier : specifier
        }
        if additive >= 0 || multiplicative >= 0 {
            // Operands: the first known number type decides (`items.count - 1` is an Int); a
            // string operand makes a string (`"a" + b`).
            let split = additive >= 0 ? additive : multiplicative
            // An operand of an arithmetic operator is unwrapped (`if let n`), so `?` is dropped.
            let left = type(lower, split, depth: depth + 1).map { $0.hasPrefix("?") ? String($0.dropFirst()) : $0 }
            let right = type(split + 1, upper, depth: depth + 1).map { $0.hasPrefix("?") ? String($0.dropFirst()) : $0 }
            if left == "%@" || right == "%@" { return "%@" }
            for side in [left, right] {
                if let side, side == "%lf" || side == "%f" { return side }
            }
            return left ?? right
        }
        return postfix(lower, upper, depth: depth + 1)
    }

    private func isOperatorToken(_ position: Int) -> Bool {
        let token = tokens[position]
        guard token.kind == .punctuation else { return false }
        switch UInt8(truncatingIfNeeded: token.payload) {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "!"), UInt8(ascii: "?"): return false
        default: return true
        }
    }

    /// The index of the bracket closing the one at `open`, if within reach.
    func matching(_ open: Int) -> Int? {
        var depth = 0
        var position = open
        var steps = 0
        while position < tokens.count, steps < 4096 {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch UInt8(truncatingIfNeeded: token.payload) {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return position }
                default: break
                }
            }
            position = next(position)
            steps += 1
        }
        return nil
    }

    /// The specifier of a type name, with the project's type aliases.
    private func typeSpecifier(_ name: String) -> String? {
        var resolved = name
        var hops = 0
        while let alias = lookup(resolved, in: \.aliases), hops < 8 {
            resolved = alias
            hops += 1
        }
        if let number = DeclarationIndex.numberSpecifiers[resolved] { return number }
        return nil
    }

    /// A primary expression and its members, calls, subscripts and `!`/`?`.
    private func postfix(_ lower: Int, _ upper: Int, depth: Int) -> String? {
        guard depth < Self.maximumTypeDepth else { return nil }
        let first = tokens[lower]
        // A prefix minus: the operand's type.
        if first.isPunctuation(UInt8(ascii: "-")) || first.isPunctuation(UInt8(ascii: "+")) {
            return lower + 1 < upper ? postfix(lower + 1, upper, depth: depth + 1) : nil
        }
        var current: String?
        var position = lower
        var lastName: String?
        var isTypeName = false
        switch first.kind {
        case .number:
            current = DeclarationScanner.numberSpecifier(text.text(first.start, first.end))
            position += 1
        case .string:
            current = "%@"
            position = next(lower)
        case .identifier:
            let name = text.text(first.start, first.end)
            position += 1
            if name == "true" || name == "false" || name == "nil" {
                current = "%@"
            } else if name == "self" || name == "Self" || name == "super" {
                current = nil
            } else if position < upper, tokens[position].isPunctuation(UInt8(ascii: "(")), tokens[position].start == first.end {
                // A call: a type's initializer, or a function.
                if let number = typeSpecifier(name) {
                    current = number
                } else if name == "String" || name == "Text" || name == "Image" || name == "AttributedString" || name == "Date" || name == "URL" {
                    current = "%@"
                } else if let result = lookup(name, in: \.results) {
                    current = result
                } else if ["abs", "min", "max"].contains(name), let closing = matching(position) {
                    current = argumentsType(position + 1, closing, depth: depth + 1)
                } else if ["round", "floor", "ceil", "sqrt", "pow", "log", "exp"].contains(name) {
                    current = "%lf"
                } else if let initial = name.utf8.first, initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z") {
                    current = "%@"
                } else {
                    current = nil
                }
                guard let closing = matching(position) else { return nil }
                position = closing + 1
            } else {
                isTypeName = typeSpecifier(name) != nil
                current = isTypeName ? typeSpecifier(name) : lookup(name, in: \.values)
                lastName = name
            }
        default:
            return nil
        }
        // Members, calls, subscripts, unwrapping.
        while position < upper {
            let token = tokens[position]
            if token.isPunctuation(UInt8(ascii: "!")) {
                if let type = current, type.hasPrefix("?") { current = String(type.dropFirst()) }
                position += 1
                continue
            }
            if token.isPunctuation(UInt8(ascii: "?")) {
                // Optional chaining: the rest is optional.
                position += 1
                if let rest = postfixMembers(&position, upper, current: current, lastName: &lastName, isTypeName: &isTypeName) {
                    return rest.hasPrefix("?") ? rest : "?" + rest
                }
                return nil
            }
            if token.isPunctuation(UInt8(ascii: ".")) || token.isPunctuation(UInt8(ascii: "(")) || token.isPunctuation(UInt8(ascii: "[")) {
                return postfixMembers(&position, upper, current: current, lastName: &lastName, isTypeName: &isTypeName)
            }
            return nil
        }
        return current
    }

    /// `.member`, `.method(…)`, `[…]` from `position`: the type after the last one.
    private func postfixMembers(_ position: inout Int, _ upper: Int, current: String?, lastName: inout String?,
                                isTypeName: inout Bool) -> String? {
        var current = current
        var optional = false
        while position < upper {
            let token = tokens[position]
            if token.isPunctuation(UInt8(ascii: ".")) {
                guard position + 1 < upper, tokens[position + 1].kind == .identifier else { return nil }
                let member = text.text(tokens[position + 1].start, tokens[position + 1].end)
                position += 2
                let isCall = position < upper && tokens[position].isPunctuation(UInt8(ascii: "("))
                if isCall {
                    guard let closing = matching(position) else { return nil }
                    position = closing + 1
                    current = methodType(member, on: current, isTypeName: isTypeName)
                } else {
                    current = memberType(member, on: current, isTypeName: isTypeName)
                }
                isTypeName = false
                lastName = member
            } else if token.isPunctuation(UInt8(ascii: "!")) {
                if let type = current, type.hasPrefix("?") { current = String(type.dropFirst()) }
                position += 1
            } else if token.isPunctuation(UInt8(ascii: "?")) {
                // Optional chaining: what follows is optional (iteratively, however long the chain).
                position += 1
                optional = true
            } else if token.isPunctuation(UInt8(ascii: "[")) {
                // A subscript: an element of unknown type.
                guard let closing = matching(position) else { return nil }
                position = closing + 1
                current = nil
            } else if token.isPunctuation(UInt8(ascii: "(")) {
                // A call of a closure or a function value: unknown result.
                guard let closing = matching(position) else { return nil }
                position = closing + 1
                current = nil
            } else {
                return nil
            }
        }
        return optional ? current.map { $0.hasPrefix("?") ? $0 : "?" + $0 } : current
    }

    /// The type of `base.member`.
    private func memberType(_ member: String, on base: String?, isTypeName: Bool) -> String? {
        // Int.max, Double.pi, CGFloat.zero: the type itself.
        if isTypeName { return base }
        switch member {
        case "count", "underestimatedCount", "hashValue", "nanosecond", "second", "minute", "hour", "day", "month", "year",
             "weekday", "byteCount", "intValue", "integerValue":
            return "%lld"
        case "doubleValue", "timeIntervalSinceNow", "timeIntervalSince1970", "timeIntervalSinceReferenceDate":
            return "%lf"
        case "floatValue":
            return "%f"
        case "magnitude":
            return base
        case "isEmpty", "isZero", "isNaN", "description", "debugDescription", "localizedDescription", "capitalized", "absoluteString",
             "lastPathComponent", "stringValue", "localizedCapitalized", "localizedUppercase", "localizedLowercase":
            return "%@"
        default:
            return lookup(member, in: \.values)
        }
    }

    /// The type of `base.method(…)`.
    private func methodType(_ method: String, on base: String?, isTypeName: Bool) -> String? {
        if isTypeName {
            // Int.random(in:), Double(…).rounded(): the type itself.
            return base
        }
        switch method {
        case "formatted", "uppercased", "lowercased", "capitalized", "description", "trimmingCharacters", "replacingOccurrences",
             "joined", "appending", "contains", "hasPrefix", "hasSuffix", "isEmpty", "localizedString", "string", "prefix", "suffix",
             "dropFirst", "dropLast", "map", "filter", "sorted", "reversed", "components", "split":
            return "%@"
        case "count", "distance", "firstIndex", "lastIndex":
            return method == "count" || method == "distance" ? "%lld" : "?%lld"
        case "rounded", "magnitude", "squareRoot":
            return base
        case "reduce":
            return nil
        default:
            // A method of an object (`Text("…").bold()`) is taken to give an object.
            return lookup(method, in: \.results) ?? (base == "%@" ? "%@" : nil)
        }
    }

    /// The type of the first argument whose type is known (`max(a, b)`).
    private func argumentsType(_ lower: Int, _ upper: Int, depth: Int) -> String? {
        var start = lower
        var position = lower
        var depth = 0
        while position <= upper {
            if position == upper || (depth == 0 && tokens[position].isPunctuation(UInt8(ascii: ","))) {
                if start < position, let found = type(start, position, depth: depth + 1) { return found }
                start = position + 1
            } else if tokens[position].isPunctuation(UInt8(ascii: "(")) || tokens[position].isPunctuation(UInt8(ascii: "[")) {
                depth += 1
            } else if tokens[position].isPunctuation(UInt8(ascii: ")")) || tokens[position].isPunctuation(UInt8(ascii: "]")) {
                depth -= 1
            }
            position = position == upper ? upper + 1 : next(position)
        }
        return nil
    }

    mutating func uncertain(at offset: Int32, _ lower: Int, _ upper: Int) -> String {
        let expression = lower < upper ? text.text(tokens[lower].start, tokens[max(lower, upper - 1)].end) : ""
        let line = lower < tokens.count ? tokens[lower].line : 1
        warnings.append(ExtractionWarning(
            location: location(ofOffset: offset, line: line),
            message: "the type of '\(expression)' is not evident from the sources; it is extracted as %@ (Xcode's choice for an object), and the key may differ from the one the compiler builds (declare its type, or use specifier:)",
            severity: .note, rule: "extract-unknown-type"))
        return "%@"
    }
}
