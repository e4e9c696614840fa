import Stringsdict

/// Swift's localizable calls and declarations: the APIs of ``LocalizableAPITable`` and the
/// project's own signatures (``DeclarationIndex``), literals in places of a localizable type, and
/// the specifiers of interpolations.
extension ExtractionScan {
    // MARK: calls by signature

    /// How the call at `index` is written: after a `.` (and what is before it), after `@`.
    private func placement(at index: Int) -> (placement: LocalizableSignature.Placement, qualifier: String?) {
        guard index > 0 else { return (.call, nil) }
        let previous = tokens[index - 1]
        if previous.isPunctuation(UInt8(ascii: "@")) { return (.attribute, nil) }
        if previous.isPunctuation(UInt8(ascii: ".")) {
            if index > 1, tokens[index - 2].kind == .identifier, tokens[index - 2].end == previous.start {
                return (.member, text.text(tokens[index - 2].start, tokens[index - 2].end))
            }
            return (.member, nil)
        }
        return (.call, nil)
    }

    static let modules: Set<String> = ["SwiftUI", "Foundation", "AppIntents", "WidgetKit", "Swift"]

    private func accepts(_ signature: LocalizableSignature, _ placement: LocalizableSignature.Placement, _ qualifier: String?) -> Bool {
        switch signature.placement {
        case .any:
            return placement == .call || placement == .member
        case .attribute:
            return placement == .attribute
        case .member:
            return placement == .member
        case .call:
            if let required = signature.qualifier { return placement == .member && qualifier == required }
            if placement == .call { return true }
            return placement == .member && qualifier.map { Self.modules.contains($0) } == true
        }
    }

    /// A call of a name with signatures: the arguments bound to the first signature their labels
    /// fit (else, when the first argument's label carries a key in one, that argument alone), and
    /// each literal given for a localizable parameter extracted.
    mutating func signatureCall(at index: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
        let start = Int(tokens[index].start), end = Int(tokens[index].end)
        let api = extractor.signatures(bytes, start, end)
        // The project's signatures by name: a string is made only when the name's bytes hash to
        // one the project declares.
        var local: [LocalizableSignature] = []
        var project: [LocalizableSignature] = []
        let hash = DeclarationIndex.nameHash(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        if fileIndex.signatureNameHashes.contains(hash) || projectIndex?.signatureNameHashes.contains(hash) == true {
            let name = text.text(tokens[index].start, tokens[index].end)
            local = fileIndex.signatures[name] ?? []
            project = projectIndex?.signatures[name] ?? []
        }
        guard !api.isEmpty || !local.isEmpty || !project.isEmpty else { return }
        let (placement, qualifier) = placement(at: index)
        // `func Name(` and `init` declarations are not calls.
        if index > 0, tokens[index - 1].kind == .identifier, text.matches(tokens[index - 1].start, tokens[index - 1].end, "func") { return }
        guard api.contains(where: { accepts($0, placement, qualifier) }) || local.contains(where: { accepts($0, placement, qualifier) })
                || project.contains(where: { accepts($0, placement, qualifier) }), closesCall(at: index + 1) else { return }
        bind([api, local, project], placement, qualifier, argumentsAt: index + 2, callAt: index)
    }

    /// The arguments from `start` bound to the first signature of `lists` (in order) that the
    /// call's placement allows and its labels fit, else, when the first argument's label carries a
    /// key in one, to that argument alone; the literals given for localizable parameters extracted.
    private mutating func bind(_ lists: [[LocalizableSignature]], _ placement: LocalizableSignature.Placement, _ qualifier: String?,
                               argumentsAt start: Int, callAt index: Int) {
        let name = text.text(tokens[index].start, tokens[index].end)
        guard let arguments = arguments(at: start, name: name, callAt: index) else { return }
        let labels = arguments.map { $0.label ?? "_" }
        var chosen: (signature: LocalizableSignature, binding: [Int])?
        var fallback: LocalizableSignature?
        search: for list in lists {
            for candidate in list where accepts(candidate, placement, qualifier) {
                if let binding = candidate.bind(labels) {
                    chosen = (candidate, binding)
                    break search
                }
                if fallback == nil, let first = labels.first, candidate.labels.first == first, candidate.keys[0] != nil { fallback = candidate }
            }
        }
        if chosen == nil, let fallback {
            chosen = (fallback, [0] + Array(repeating: -1, count: labels.count - 1))
        }
        guard let (signature, binding) = chosen else { return }
        var table = "Localizable"
        var comment: String?
        var defaultValue: String?
        var keyArguments: [Argument] = []
        for (offset, argument) in arguments.enumerated() {
            let parameter = binding[offset]
            guard parameter >= 0 else { continue }
            let label = signature.labels[parameter]
            if signature.keys[parameter] != nil {
                keyArguments.append(argument)
                continue
            }
            switch label {
            case "tableName", "table":
                guard let resolved = tableName(of: argument, routine: signature.name) else { return }
                if let resolved { table = resolved }
            case "comment":
                if case .literal(let text) = value(of: argument, interpolating: false), !text.isEmpty { comment = text }
            case "defaultValue":
                if case .literal(let text) = value(of: argument, interpolating: true), !text.isEmpty { defaultValue = text }
            default:
                break
            }
        }
        for argument in keyArguments {
            for key in literals(argument.start, argument.end) {
                var keyValue = key.text
                var value = defaultValue
                if extractor.options.interpretsUnicodeEscapes {
                    keyValue = UnicodeEscapes.interpret(keyValue)
                    value = value.map(UnicodeEscapes.interpret)
                }
                strings.append(ExtractedString(table: table, key: keyValue, value: value, comment: comment,
                                               location: location(of: tokens[key.token]), routine: signature.description))
            }
        }
    }

    /// Whether the `(` at `index` is closed (else ``arguments(at:name:callAt:)`` warns, which a
    /// name that is only maybe a call does not deserve).
    private func closesCall(at index: Int) -> Bool {
        index < tokens.count && hasClosing(index)
    }

    /// The table an argument names: a literal, or a constant or `String` enum case of the project
    /// (`Tables.settings`, `.settings`, `Table.settings.rawValue`). `.some(nil)` for `nil` or an
    /// empty literal (the default table); nil, with a warning, when it cannot be known.
    mutating func tableName(of argument: Argument, routine: String) -> String?? {
        switch value(of: argument, interpolating: false) {
        case .literal(let name) where !name.isEmpty: return .some(name)
        case .literal, .null: return .some(nil)
        case .interpolated, .other: break
        }
        if language == .swift, let constant = constant(argument.start, argument.end) { return .some(constant) }
        warn("\(routine): the table is not a string literal or a constant the sources declare, so the call is skipped", at: argument.start)
        return nil
    }

    /// `name`, `Type.name`, `.name`, `….name.rawValue`: the string constant the project declares.
    private func constant(_ start: Int, _ end: Int) -> String? {
        var upper = end
        if upper - start >= 3, tokens[upper - 1].kind == .identifier, text.matches(tokens[upper - 1].start, tokens[upper - 1].end, "rawValue"),
           tokens[upper - 2].isPunctuation(UInt8(ascii: ".")) {
            upper -= 2
        }
        guard upper > start else { return nil }
        for position in start..<upper {
            let token = tokens[position]
            guard token.kind == .identifier || token.isPunctuation(UInt8(ascii: ".")) else { return nil }
        }
        let last = tokens[upper - 1]
        guard last.kind == .identifier else { return nil }
        let name = text.text(last.start, last.end)
        return lookup(name, in: \.constants)
    }

    /// A name's entry in this file's index, else in the project's; nil when unknown or ambiguous.
    func lookup(_ name: String, in map: KeyPath<DeclarationIndex, [String: String]>) -> String? {
        if let local = fileIndex[keyPath: map][name] { return local == DeclarationIndex.ambiguous ? nil : local }
        if let global = projectIndex?[keyPath: map][name] { return global == DeclarationIndex.ambiguous ? nil : global }
        return nil
    }

    /// The string literals an argument or initializer gives a localizable place: one literal,
    /// or both branches of `condition ? "a" : "b"`; their texts (interpolations read as
    /// specifiers) and tokens.
    mutating func literals(_ start: Int, _ end: Int, depth: Int = 0) -> [(text: String, token: Int)] {
        guard start < end, depth < Self.maximumTypeDepth else { return [] }
        var lower = start
        var upper = end
        while upper - lower >= 3, tokens[lower].isPunctuation(UInt8(ascii: "(")), tokens[upper - 1].isPunctuation(UInt8(ascii: ")")),
              matching(lower) == upper - 1 {
            lower += 1
            upper -= 1
        }
        if tokens[lower].kind == .string, next(lower) == upper, case .literal(let text) = swiftValue(lower, upper, interpolating: true) {
            return [(text, lower)]
        }
        // condition ? "a" : "b"
        var position = lower
        var depth = 0
        var question = -1
        while position < upper {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch UInt8(truncatingIfNeeded: token.payload) {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: "?") where depth == 0 && question < 0:
                    // A ternary's `?` stands apart; `x?.y` and `??` do not.
                    let attached = position > 0 && tokens[position - 1].end == token.start
                    let doubled = position + 1 < upper && tokens[position + 1].isPunctuation(UInt8(ascii: "?"))
                    if !attached && !doubled { question = position }
                case UInt8(ascii: ":") where depth == 0 && question >= 0:
                    // Both branches must be literals: with a `String` on one side, the whole is
                    // a `String`, shown verbatim.
                    let whenTrue = literals(question + 1, position, depth: depth + 1)
                    let whenFalse = literals(position + 1, upper, depth: depth + 1)
                    return whenTrue.isEmpty || whenFalse.isEmpty ? [] : whenTrue + whenFalse
                default: break
                }
            }
            position = next(position)
        }
        return []
    }

    // MARK: declarations of a localizable type

    /// `name: T = "…"`, `name: [T] = ["…"]`, `name: T { "…" }` and `-> T { return "…" }` where T
    /// is a localizable type: the literals in those places are extracted.
    mutating func typedDeclaration(at colon: Int, afterArrow: Bool) {
        guard colon > 0, colon + 1 < tokens.count else { return }
        if !afterArrow {
            // A declaration's or parameter's name is before the `:`; a call's label also is, but
            // a type does not follow it.
            guard tokens[colon - 1].kind == .identifier else { return }
        }
        guard let (type, collection, after) = localizableType(from: colon + 1) else { return }
        guard after < tokens.count else { return }
        if tokens[after].isPunctuation(UInt8(ascii: "=")) && !afterArrow {
            initializerLiterals(from: after + 1, collection: collection, type: type)
        } else if tokens[after].isPunctuation(UInt8(ascii: "{")) {
            bodyLiterals(from: after, type: type, collection: collection)
        }
    }

    /// `name = "…"` and `self.name = "…"` where the file declares `name` with a localizable
    /// type (``DeclarationIndex/localizableVariables``): the literal is extracted, as the
    /// compiler gives it that type (IceCubesApp's `instanceFetchError = "account.add.error…"`
    /// for a `LocalizedStringKey?` property). Not `==`, `+=`, a declaration (`let name = …`,
    /// a new name of its own type) or another value's member (`other.name = …`).
    mutating func typedAssignment(at equals: Int) {
        guard equals > 0, equals + 1 < tokens.count, tokens[equals - 1].kind == .identifier,
              !tokens[equals + 1].isPunctuation(UInt8(ascii: "=")) else { return }
        let name = text.text(tokens[equals - 1].start, tokens[equals - 1].end)
        guard let type = fileIndex.localizableVariables[name], type != DeclarationIndex.ambiguous else { return }
        let before = equals - 2
        if before >= 0 {
            let token = tokens[before]
            if token.isPunctuation(UInt8(ascii: ".")) {
                guard before > 0, tokens[before - 1].kind == .identifier, text.matches(tokens[before - 1].start, tokens[before - 1].end, "self"),
                      before < 2 || !tokens[before - 2].isPunctuation(UInt8(ascii: ".")) else { return }
            } else if token.kind == .identifier {
                let word = text.text(token.start, token.end)
                if ["let", "var", "case", "func", "typealias", "associatedtype"].contains(word) { return }
            }
        }
        initializerLiterals(from: equals + 1, collection: .none, type: type)
    }

    enum Collection { case none, array, dictionary }

    /// A localizable type written from `start` (`LocalizedStringKey`, `LocalizedStringKey?`,
    /// `SwiftUI.LocalizedStringKey`, `String.LocalizationValue`, `[T]`, `[K: T]`), and the index
    /// after it.
    private func localizableType(from start: Int) -> (String, Collection, Int)? {
        var position = start
        var collection = Collection.none
        if position < tokens.count, tokens[position].isPunctuation(UInt8(ascii: "[")) {
            collection = .array
            position += 1
            // `[Key: T]`: skip the key type.
            var probe = position
            var steps = 0
            while probe < tokens.count, steps < 16, tokens[probe].kind == .identifier || tokens[probe].isPunctuation(UInt8(ascii: ".")) {
                probe += 1
                steps += 1
            }
            if probe < tokens.count, tokens[probe].isPunctuation(UInt8(ascii: ":")), probe > position {
                collection = .dictionary
                position = probe + 1
            }
        }
        // Every localizable type, module and alias is capitalized: a lowercase name (most values
        // after a `:`) is not one, and needs no string.
        guard position < tokens.count, tokens[position].kind == .identifier, Int(tokens[position].start) < text.bytes.count,
              text.bytes[Int(tokens[position].start)] >= UInt8(ascii: "A"), text.bytes[Int(tokens[position].start)] <= UInt8(ascii: "Z")
        else { return nil }
        var name = ""
        var steps = 0
        while position < tokens.count, steps < 8 {
            let token = tokens[position]
            if token.kind == .identifier {
                name += text.text(token.start, token.end)
            } else if token.isPunctuation(UInt8(ascii: ".")) && !name.isEmpty {
                name += "."
            } else {
                break
            }
            position += 1
            steps += 1
        }
        guard !name.isEmpty else { return nil }
        for module in ["SwiftUI.", "Foundation.", "AppIntents.", "Swift."] where name.hasPrefix(module) { name.removeFirst(module.count) }
        var resolved = name
        if LocalizableAPI.types[resolved] == nil, let alias = lookup(name, in: \.aliases) { resolved = alias }
        guard LocalizableAPI.types[resolved] != nil else { return nil }
        while position < tokens.count, tokens[position].isPunctuation(UInt8(ascii: "?")) || tokens[position].isPunctuation(UInt8(ascii: "!")),
              tokens[position].start == tokens[position - 1].end {
            position += 1
        }
        if collection != .none {
            guard position < tokens.count, tokens[position].isPunctuation(UInt8(ascii: "]")) else { return nil }
            position += 1
            if position < tokens.count, tokens[position].isPunctuation(UInt8(ascii: "?")), tokens[position].start == tokens[position - 1].end { position += 1 }
        }
        return (resolved, collection, position)
    }

    /// The literals of an initializer `= …` for a place of localizable `type`.
    private mutating func initializerLiterals(from start: Int, collection: Collection, type: String) {
        guard start < tokens.count else { return }
        let end = expressionEnd(from: start)
        switch collection {
        case .none:
            typedValue(start, end, type: type)
        case .array, .dictionary:
            guard tokens[start].isPunctuation(UInt8(ascii: "[")) else { return }
            var position = start + 1
            var depth = 0
            var elementStart = position
            var steps = 0
            while position < tokens.count, steps < Self.maximumCallTokens {
                let token = tokens[position]
                if token.kind == .punctuation {
                    switch UInt8(truncatingIfNeeded: token.payload) {
                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
                    case UInt8(ascii: "]"):
                        if depth == 0 {
                            element(elementStart, position, collection, type)
                            return
                        }
                        depth -= 1
                    case UInt8(ascii: ",") where depth == 0:
                        element(elementStart, position, collection, type)
                        elementStart = position + 1
                    default: break
                    }
                }
                position = next(position)
                steps += 1
            }
        }
    }

    /// One element of an array literal, or the value of a dictionary literal's `key: value`.
    private mutating func element(_ start: Int, _ end: Int, _ collection: Collection, _ type: String) {
        guard start < end else { return }
        var lower = start
        if collection == .dictionary {
            var position = start
            var depth = 0
            while position < end {
                let token = tokens[position]
                if token.kind == .punctuation {
                    if token.isPunctuation(UInt8(ascii: "(")) || token.isPunctuation(UInt8(ascii: "[")) { depth += 1 }
                    if token.isPunctuation(UInt8(ascii: ")")) || token.isPunctuation(UInt8(ascii: "]")) { depth -= 1 }
                    if depth == 0 && token.isPunctuation(UInt8(ascii: ":")) { break }
                }
                position = next(position)
            }
            guard position < end else { return }
            lower = position + 1
        }
        typedValue(lower, end, type: type)
    }

    /// A value in a place of localizable `type`: literals, or `.init(…)` read with the type's
    /// signatures (`.init(title: "…")` for a `DisplayRepresentation`).
    private mutating func typedValue(_ start: Int, _ end: Int, type: String) {
        let found = literals(start, end)
        if !found.isEmpty {
            record(found, type: type)
            return
        }
        // .init(…)
        guard end - start >= 4, tokens[start].isPunctuation(UInt8(ascii: ".")), tokens[start + 1].kind == .identifier,
              text.matches(tokens[start + 1].start, tokens[start + 1].end, "init"), tokens[start + 2].isPunctuation(UInt8(ascii: "(")),
              hasClosing(start + 2) else { return }
        let name = String(type.split(separator: ".").last ?? "")
        let candidates = LocalizableAPI.entries.filter { $0.name == name && $0.placement == .call && $0.qualifier == nil }
        bind([candidates], .call, nil, argumentsAt: start + 3, callAt: start + 1)
    }

    /// Where an initializer expression ends: a `,`, `)`, `]`, `}` or `;` at its depth, or a
    /// new line after a complete operand.
    private func expressionEnd(from start: Int) -> Int {
        var position = start
        var depth = 0
        var steps = 0
        while position < tokens.count, steps < Self.maximumCallTokens {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch UInt8(truncatingIfNeeded: token.payload) {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { return position }
                    depth -= 1
                case UInt8(ascii: ","), UInt8(ascii: ";"):
                    if depth == 0 { return position }
                default: break
                }
            }
            let after = next(position)
            if depth == 0, after < tokens.count, tokens[after].line > token.line, !isContinuation(position, after) { return after }
            position = after
            steps += 1
        }
        return position
    }

    /// Whether the expression goes on from the token at `last` to the one at `following` on the
    /// next line (an operator at the end of one or the start of the other).
    private func isContinuation(_ last: Int, _ following: Int) -> Bool {
        func isOperator(_ token: SourceToken) -> Bool {
            guard token.kind == .punctuation else { return false }
            switch UInt8(truncatingIfNeeded: token.payload) {
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: ":"),
                 UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "."), UInt8(ascii: "<"), UInt8(ascii: ">"):
                return true
            default:
                return false
            }
        }
        return isOperator(tokens[last]) || isOperator(tokens[following])
    }

    /// The result literals of a getter or function body `{ … }` of localizable `type`: a literal
    /// after `{`, `return`, a `case …:` or a ternary's `?`/`:`, that ends its statement.
    private mutating func bodyLiterals(from open: Int, type: String, collection: Collection) {
        var position = open + 1
        var braces = 0
        var depth = 0
        var steps = 0
        while position < tokens.count, steps < Self.maximumCallTokens {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch UInt8(truncatingIfNeeded: token.payload) {
                case UInt8(ascii: "{"): braces += 1
                case UInt8(ascii: "}"):
                    if braces == 0 { return }
                    braces -= 1
                case UInt8(ascii: "[") where depth == 0 && collection != .none && isResultStart(position):
                    // `return [ … ]`: the collection's elements.
                    initializerLiterals(from: position, collection: collection, type: type)
                    depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
            } else if token.kind == .string, depth == 0, collection == .none, isResultPosition(position) {
                record(literals(position, next(position)), type: type)
            }
            position = next(position)
            steps += 1
        }
    }

    /// Whether the token at `position` starts a result: after `{`, `return` or a `case …:`.
    private func isResultStart(_ position: Int) -> Bool {
        guard position > 0 else { return false }
        let previous = tokens[position - 1]
        if previous.kind == .identifier { return text.matches(previous.start, previous.end, "return") }
        return previous.isPunctuation(UInt8(ascii: "{")) || previous.isPunctuation(UInt8(ascii: ":"))
    }

    private func isResultPosition(_ position: Int) -> Bool {
        guard position > 0 else { return false }
        let previous = tokens[position - 1]
        let before: Bool
        if previous.kind == .identifier {
            before = text.matches(previous.start, previous.end, "return")
        } else {
            before = previous.isPunctuation(UInt8(ascii: "{")) || previous.isPunctuation(UInt8(ascii: ":"))
                || (previous.isPunctuation(UInt8(ascii: "?")) && position > 1 && tokens[position - 2].end != previous.start)
        }
        guard before else { return false }
        let after = next(position)
        guard after < tokens.count else { return true }
        let following = tokens[after]
        if following.isPunctuation(UInt8(ascii: "}")) || following.isPunctuation(UInt8(ascii: ";")) { return true }
        if following.isPunctuation(UInt8(ascii: ":")) { return previous.isPunctuation(UInt8(ascii: "?")) }
        if following.kind == .identifier, text.matches(following.start, following.end, "case") || text.matches(following.start, following.end, "default") {
            return true
        }
        // On a later line, and not continuing the expression.
        return following.line > tokens[position].line && !isContinuation(position, after)
            && !(following.kind == .punctuation && following.payload == Int32(UInt8(ascii: "."))) && !following.isPunctuation(UInt8(ascii: "+"))
    }

    mutating func record(_ found: [(text: String, token: Int)], type: String) {
        for literal in found {
            let key = extractor.options.interpretsUnicodeEscapes ? UnicodeEscapes.interpret(literal.text) : literal.text
            strings.append(ExtractedString(table: "Localizable", key: key, value: nil, comment: nil,
                                           location: location(of: tokens[literal.token]), routine: type))
        }
    }
}
