import Stringsdict

/// What the scanned Swift sources declare that extraction needs to know across files, as Xcode
/// knows it from the compiler:
///
/// - functions, initializers and structs' memberwise initializers with parameters of a
///   localizable type (`init(headerText: LocalizedStringKey)`), so that literals passed to them
///   are extracted;
/// - the types of properties, parameters, variables and function results, so that an
///   interpolation `\(count)` becomes the specifier of its type (`%lld` for `Int`);
/// - string constants and `String` enum cases, so that `table: Tables.settings` names a table.
///
/// Built file by file (``add(_:)``) before extraction reads any file; the same name declared
/// with different types (or values) is ambiguous and looked up as unknown.
public struct DeclarationIndex: Sendable {
    /// Project signatures by base name.
    var signatures: [String: [LocalizableSignature]] = [:]
    /// ``nameHash(_:)`` of every name in ``signatures``: a call's name is looked up only when its
    /// bytes hash to one of them.
    var signatureNameHashes: Set<UInt64> = []
    /// Specifier of a name's declared type (`%lld`, `%lf`, `%@`, …); ``ambiguous`` when
    /// declarations disagree.
    var values: [String: String] = [:]
    /// Specifier of a function's result type.
    var results: [String: String] = [:]
    /// String constants and `String` enum cases' raw values.
    var constants: [String: String] = [:]
    /// `typealias Name = Type`.
    var aliases: [String: String] = [:]
    /// Each file's own index (``StringExtractor/declarations(ofSwiftFiles:encoding:)`` keeps
    /// them, so that extraction does not read a file's declarations twice).
    var files: [String: DeclarationIndex] = [:]
    /// Literals this file gives a localizable type by declaration rather than by a call or an
    /// annotation (raw values of `enum E: LocalizedStringKey`, an App Intent's
    /// `static var description = "…"`): the byte offset of their token and their type. Not
    /// merged by ``add(_:)``.
    var typedLiterals: [(offset: Int32, type: String)] = []
    /// Variables and properties this file declares with a localizable type
    /// (`@State private var error: LocalizedStringKey?`), by name, with that type: a literal
    /// assigned to one (`error = "account.add.error"`) is extracted, as the compiler types it.
    /// A name the file also declares with another type is left out. Not merged by ``add(_:)``.
    var localizableVariables: [String: String] = [:]

    static let ambiguous = "\u{0}"

    /// FNV-1a of a name's UTF-8 bytes.
    static func nameHash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    public init() {}

    /// The declarations of one Swift source file (UTF-8).
    public init(swiftSource bytes: [UInt8], file: String) {
        self.init(text: SourceText(file: file, bytes: bytes))
    }

    /// A file's declarations, read a chunk of ``chunkTokens`` tokens at a time (chunks end
    /// between top-level declarations, so nothing declared is cut in two).
    init(text: SourceText) {
        var start = 0
        var line: Int32 = 1
        var first = true
        while first || start < text.bytes.count {
            first = false
            let chunk = SwiftTokenizer.tokenize(text, from: start, line: line, chunkTokens: Self.chunkTokens)
            var scanner = DeclarationScanner(text: text, swift: chunk.tokens)
            let found = scanner.scan()
            typedLiterals += found.typedLiterals
            for (name, type) in found.localizableVariables { Self.record(&localizableVariables, name, type) }
            add(found)
            guard chunk.end > start else { break }
            start = chunk.end
            line = chunk.line
        }
    }

    /// Tokens a chunk of a large file holds before it ends at the next top-level `}`: about
    /// 800 KB of source, so that memory follows the chunk rather than the file (a 33 MB file of
    /// a million lines is extracted in 2.7x its size, `Benchmarks/extract-1m.sh`).
    static let chunkTokens = 1 << 17

    /// Adds another file's declarations.
    public mutating func add(_ other: DeclarationIndex) {
        for (name, list) in other.signatures {
            var mine = signatures[name] ?? []
            for signature in list where !mine.contains(signature) { mine.append(signature) }
            signatures[name] = mine
            signatureNameHashes.insert(Self.nameHash(name.utf8))
        }
        Self.merge(&values, other.values)
        Self.merge(&results, other.results)
        Self.merge(&constants, other.constants)
        Self.merge(&aliases, other.aliases)
    }

    private static func merge(_ mine: inout [String: String], _ theirs: [String: String]) {
        for (name, value) in theirs {
            if let existing = mine[name] {
                if existing != value { mine[name] = ambiguous }
            } else {
                mine[name] = value
            }
        }
    }

    mutating func note(value name: String, _ specifier: String) { Self.record(&values, name, specifier) }
    mutating func note(result name: String, _ specifier: String) { Self.record(&results, name, specifier) }
    mutating func note(constant name: String, _ value: String) { Self.record(&constants, name, value) }

    /// Records `value` for `name`, or ``ambiguous`` where another value was recorded for it.
    static func record(_ map: inout [String: String], _ name: String, _ value: String) {
        if let existing = map[name], existing != value {
            map[name] = ambiguous
        } else {
            map[name] = value
        }
    }

    /// Number of project signatures (for reports and tests).
    public var signatureCount: Int { signatures.values.reduce(0) { $0 + $1.count } }

    /// The specifier of a Swift type written `type` (`Int`, `Swift.Double`, `String?`, `[Int]`):
    /// a number type's own, `%@` for every other known shape; nil for a type that may be a
    /// number the index cannot see (a generic parameter).
    func specifier(ofType type: String) -> String? {
        // Most declared types are plain names: one lookup, no slicing.
        if let known = Self.numberSpecifiers[type], aliases.isEmpty || aliases[type] == nil { return known }
        var name = Substring(type)
        if name.hasSuffix("?") || name.hasSuffix("!") {
            // An optional: `?` and the wrapped type's specifier (`x!` and `x ?? 0` unwrap it).
            while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
            return specifier(ofType: String(name)).map { "?" + $0 }
        }
        if name.hasPrefix("[") || name.hasPrefix("(") || name.hasPrefix("some ") || name.hasPrefix("any ") { return "%@" }
        for module in ["Swift.", "Foundation.", "CoreGraphics.", "CoreFoundation."] where name.hasPrefix(module) {
            name = name.dropFirst(module.count)
        }
        var resolved = String(name)
        var hops = 0
        while let target = aliases[resolved], target != Self.ambiguous, hops < 8 {
            resolved = target
            hops += 1
        }
        if let known = Self.numberSpecifiers[resolved] { return known }
        // A one-letter name is most likely a generic parameter, which may be a number.
        if resolved.utf8.count == 1 { return nil }
        return "%@"
    }

    /// The specifier each number type interpolates as: the table the run time's
    /// ``LocalizationValue`` builds its keys with, so a key extracted from code is the key looked
    /// up at run time.
    static var numberSpecifiers: [String: String] { InterpolationSpecifier.numberTypes }
}

/// Reads one Swift file's tokens for ``DeclarationIndex``.
struct DeclarationScanner {
    let text: SourceText
    let swift: SwiftTokens
    private var index = DeclarationIndex()
    /// Names declared with a type that is not localizable (``DeclarationIndex/localizableVariables``
    /// leaves them out).
    private var otherTypedNames: Set<String> = []

    /// An open `{`: the type it is the body of, if any.
    private struct Scope {
        var typeName: String?
        var isStruct = false
        var isEnum = false
        var isStringEnum = false
        /// The localizable raw type of an enum (`enum E: LocalizedStringKey`).
        var localizableRawType: String?
        /// The names after the `:` of its declaration.
        var conformances: [String] = []
        /// A struct's stored properties in order: label, type, whether it is localizable.
        var members: [(label: String, type: String)] = []
        var line: Int32 = 0
    }

    init(text: SourceText, swift: SwiftTokens) {
        self.text = text
        self.swift = swift
    }

    private var tokens: [SourceToken] { swift.tokens }

    /// The first letters of `struct class enum actor protocol extension func init let var case typealias`.
    private static let keywordStarts: Set<UInt8> = Set("sceapfilvt".utf8)

    /// Whether a name token is one of the declaration keywords, compared as bytes (most names are
    /// not, and need no string).
    private func isKeyword(_ token: SourceToken) -> Bool {
        let start = token.start, end = token.end
        switch end - start {
        case 3: return text.matches(start, end, "let") || text.matches(start, end, "var")
        case 4: return text.matches(start, end, "func") || text.matches(start, end, "init") || text.matches(start, end, "case")
            || text.matches(start, end, "enum")
        case 5: return text.matches(start, end, "class") || text.matches(start, end, "actor")
        case 6: return text.matches(start, end, "struct")
        case 8: return text.matches(start, end, "protocol")
        case 9: return text.matches(start, end, "extension") || text.matches(start, end, "typealias")
        default: return false
        }
    }

    private func word(_ position: Int) -> String? {
        guard position < tokens.count, tokens[position].kind == .identifier else { return nil }
        return text.text(tokens[position].start, tokens[position].end)
    }

    private func isPunctuation(_ position: Int, _ byte: UInt8) -> Bool {
        position >= 0 && position < tokens.count && tokens[position].isPunctuation(byte)
    }

    /// The index after the token at `position`, stepping over a literal's interpolations.
    private func next(_ position: Int) -> Int {
        let token = tokens[position]
        if token.kind == .string, Int(token.payload) < swift.literals.count {
            return max(position + 1, Int(swift.literals[Int(token.payload)].tokenEnd))
        }
        return position + 1
    }

    mutating func scan() -> DeclarationIndex {
        var scopes: [Scope] = []
        var pending: Scope?
        var position = 0
        let count = tokens.count
        while position < count {
            let token = tokens[position]
            switch token.kind {
            case .punctuation:
                if token.isPunctuation(UInt8(ascii: "{")) {
                    var scope = pending ?? Scope()
                    scope.line = token.line
                    scopes.append(scope)
                    pending = nil
                } else if token.isPunctuation(UInt8(ascii: "}")) {
                    if let scope = scopes.popLast(), scope.isStruct, let name = scope.typeName {
                        registerMemberwise(name, scope.members, line: scope.line)
                    }
                }
            case .identifier:
                // Only declaration keywords matter: 3 to 9 lowercase ASCII letters (checked
                // without making a string of every name).
                let length = token.end - token.start
                guard length >= 3, length <= 9, token.start >= 0, Int(token.start) < text.bytes.count,
                      Self.keywordStarts.contains(text.bytes[Int(token.start)]), isKeyword(token), let name = word(position) else { break }
                let isMember = isPunctuation(position - 1, UInt8(ascii: "."))
                if isMember { break }
                switch name {
                case "struct", "class", "enum", "actor", "protocol", "extension":
                    if let typeName = word(position + 1) {
                        var scope = Scope(typeName: typeName, isStruct: name == "struct", isEnum: name == "enum")
                        scope.conformances = inherited(from: position + 2)
                        if name == "enum", let raw = scope.conformances.first {
                            scope.isStringEnum = raw == "String" || raw == "Swift.String"
                            scope.localizableRawType = localizableType(raw)
                        }
                        pending = scope
                    }
                case "func":
                    if let functionName = word(position + 1) {
                        function(functionName, at: position + 2, typeName: nil)
                    }
                case "init":
                    var open = position + 1
                    if isPunctuation(open, UInt8(ascii: "?")) || isPunctuation(open, UInt8(ascii: "!")) { open += 1 }
                    if isPunctuation(open, UInt8(ascii: "(")), let typeName = scopes.last(where: { $0.typeName != nil })?.typeName {
                        function(typeName, at: open, typeName: typeName)
                    }
                case "let", "var":
                    variable(at: position, scopes: &scopes)
                case "case":
                    if let scope = scopes.last, scope.isEnum { enumCases(from: position + 1, scope: scope) }
                case "typealias":
                    if let alias = word(position + 1), isPunctuation(position + 2, UInt8(ascii: "=")) {
                        let (type, _) = typeText(from: position + 3)
                        if !type.isEmpty { index.aliases[alias] = type }
                    }
                default:
                    break
                }
            default:
                break
            }
            position = next(position)
        }
        for name in otherTypedNames { index.localizableVariables[name] = nil }
        return index
    }

    /// The types after the `:` of a type declaration, up to its `{` or `where`.
    private func inherited(from start: Int) -> [String] {
        var position = start
        // Generic parameters.
        if isPunctuation(position, UInt8(ascii: "<")) {
            var depth = 0
            var steps = 0
            while position < tokens.count, steps < 256 {
                if isPunctuation(position, UInt8(ascii: "<")) { depth += 1 }
                if isPunctuation(position, UInt8(ascii: ">")) { depth -= 1; if depth == 0 { position += 1; break } }
                position += 1
                steps += 1
            }
        }
        guard isPunctuation(position, UInt8(ascii: ":")) else { return [] }
        position += 1
        var names: [String] = []
        var steps = 0
        while position < tokens.count, steps < 64, !isPunctuation(position, UInt8(ascii: "{")), word(position) != "where" {
            let (type, after) = typeText(from: position)
            if !type.isEmpty { names.append(type) }
            position = max(after, position + 1)
            if isPunctuation(position, UInt8(ascii: ",")) { position += 1 }
            steps += 1
        }
        return names
    }

    /// `case a = "A", b` in a `String` enum (constants); `case a = "A"` in an enum of a
    /// localizable raw type (literals); `case name(label: LocalizedStringKey)` (a signature).
    private mutating func enumCases(from start: Int, scope: Scope) {
        var position = start
        var steps = 0
        while position < tokens.count, steps < 256, let name = word(position) {
            if isPunctuation(position + 1, UInt8(ascii: "=")), position + 2 < tokens.count, tokens[position + 2].kind == .string {
                if scope.isStringEnum, let value = plainLiteral(at: position + 2) { index.note(constant: name, value) }
                if let type = scope.localizableRawType { index.typedLiterals.append((tokens[position + 2].start, type)) }
                position = next(position + 2)
            } else if isPunctuation(position + 1, UInt8(ascii: "(")) {
                function(name, at: position + 1, typeName: scope.typeName ?? "")
                return
            } else {
                if scope.isStringEnum { index.note(constant: name, name) }
                position += 1
            }
            guard isPunctuation(position, UInt8(ascii: ",")) else { return }
            position += 1
            steps += 1
        }
    }

    private func plainLiteral(at position: Int) -> String? {
        guard position < tokens.count, tokens[position].kind == .string, Int(tokens[position].payload) < swift.literals.count else { return nil }
        return SwiftLiteralDecoder.plainText(of: swift.literals[Int(tokens[position].payload)], in: swift, bytes: text.bytes)
    }

    /// A type written from `start`: `Int`, `String.LocalizationValue`, `LocalizedStringKey?`,
    /// `[Int]`, `[Key: Value]`; its text (without spaces) and the index after it.
    func typeText(from start: Int) -> (String, Int) {
        var position = start
        var result = ""
        var depth = 0
        var steps = 0
        // Attributes and modifiers of a parameter's type.
        while let name = word(position), ["inout", "some", "any", "borrowing", "consuming", "sending", "__owned", "isolated"].contains(name) {
            if name == "some" || name == "any" { result += name + " " }
            position += 1
        }
        while isPunctuation(position, UInt8(ascii: "@")), word(position + 1) != nil {
            position += 2
        }
        while position < tokens.count, steps < 256 {
            let token = tokens[position]
            if token.kind == .identifier {
                guard result.isEmpty || result.hasSuffix(".") || result.hasSuffix("[") || result.hasSuffix("<") || result.hasSuffix(",")
                        || result.hasSuffix(":") || result.hasSuffix("(") || result.hasSuffix(" ") else { break }
                result += text.text(token.start, token.end)
            } else if token.kind == .punctuation {
                let byte = UInt8(truncatingIfNeeded: token.payload)
                switch byte {
                case UInt8(ascii: "."):
                    result += "."
                case UInt8(ascii: "?"), UInt8(ascii: "!"):
                    // Only right after the type (`Int?`), not a ternary after a space.
                    guard position > 0, tokens[position - 1].end == token.start else { return (result, position) }
                    result.append(Character(Unicode.Scalar(byte)))
                case UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "("):
                    guard result.isEmpty || depth > 0 || byte == UInt8(ascii: "<") else { return (result, position) }
                    depth += 1
                    result.append(Character(Unicode.Scalar(byte)))
                case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"):
                    guard depth > 0 else { return (result, position) }
                    depth -= 1
                    result.append(Character(Unicode.Scalar(byte)))
                case UInt8(ascii: ":"), UInt8(ascii: ","):
                    guard depth > 0 else { return (result, position) }
                    result.append(Character(Unicode.Scalar(byte)))
                case UInt8(ascii: "-") where depth > 0 && isPunctuation(position + 1, UInt8(ascii: ">")):
                    result += "->"
                    position += 1
                default:
                    return (result, position)
                }
            } else {
                break
            }
            position += 1
            steps += 1
        }
        return (result, position)
    }

    /// `func name(…) -> Type` or `init(…)`, from the token after the name.
    private mutating func function(_ name: String, at start: Int, typeName: String?) {
        var open = start
        // Generic parameters: `func f<T: Numeric>(…)`.
        if isPunctuation(open, UInt8(ascii: "<")) {
            var depth = 0
            var steps = 0
            while open < tokens.count, steps < 256 {
                if isPunctuation(open, UInt8(ascii: "<")) { depth += 1 }
                if isPunctuation(open, UInt8(ascii: ">")) {
                    depth -= 1
                    if depth == 0 { open += 1; break }
                }
                open += 1
                steps += 1
            }
        }
        guard isPunctuation(open, UInt8(ascii: "(")) else { return }
        let (parameters, close) = parameterList(from: open)
        var labels: [String] = []
        var keys: [Int: String] = [:]
        for parameter in parameters {
            if let type = localizableType(parameter.type) { keys[labels.count] = type }
            labels.append(parameter.label)
            if let specifier = index.specifier(ofType: parameter.type), let local = parameter.name { index.note(value: local, specifier) }
        }
        if !keys.isEmpty {
            let line = open < tokens.count ? Int(tokens[open].line) : 1
            let signature = LocalizableSignature(name: name, qualifier: nil, labels: labels, keys: keys, placement: .any,
                                                 documentation: "\(text.file):\(line)", framework: "project")
            if !(index.signatures[name]?.contains(signature) ?? false) {
                index.signatures[name, default: []].append(signature)
                index.signatureNameHashes.insert(DeclarationIndex.nameHash(name.utf8))
            }
        }
        guard typeName == nil else { return }
        // `-> Type` after `async`, `throws`, `throws(E)`.
        var position = close + 1
        var steps = 0
        while let word = word(position), ["async", "throws", "rethrows", "reasync"].contains(word), steps < 4 {
            position += 1
            if isPunctuation(position, UInt8(ascii: "(")) {
                while position < tokens.count, !isPunctuation(position, UInt8(ascii: ")")) { position += 1 }
                position += 1
            }
            steps += 1
        }
        if isPunctuation(position, UInt8(ascii: "-")), isPunctuation(position + 1, UInt8(ascii: ">")) {
            let (type, _) = typeText(from: position + 2)
            if let specifier = index.specifier(ofType: type) { index.note(result: name, specifier) }
        }
    }

    /// One declared parameter: its argument label (`_` for none), its local name, its type.
    struct Parameter {
        var label: String
        var name: String?
        var type: String
    }

    /// The parameters between the `(` at `open` and its `)`; the index of the `)`.
    func parameterList(from open: Int) -> ([Parameter], Int) {
        var parameters: [Parameter] = []
        var position = open + 1
        var names: [String] = []
        var steps = 0
        while position < tokens.count, steps < 4096 {
            steps += 1
            let token = tokens[position]
            if token.isPunctuation(UInt8(ascii: ")")) {
                if !names.isEmpty { parameters.append(Parameter(label: "_", name: nil, type: names.joined(separator: " "))) }
                return (parameters, position)
            }
            if token.kind == .identifier {
                names.append(text.text(token.start, token.end))
                position += 1
                continue
            }
            if token.isPunctuation(UInt8(ascii: "@")) {
                // A parameter attribute before the names (rare) or a wrapper: skip its name.
                position += 2
                continue
            }
            if token.isPunctuation(UInt8(ascii: ":")), let label = names.first {
                let (type, after) = typeText(from: position + 1)
                parameters.append(Parameter(label: label, name: names.last, type: type))
                names = []
                // Skip a default value and move to the next `,` or the `)`.
                position = skipToSeparator(from: after)
                if position < tokens.count, tokens[position].isPunctuation(UInt8(ascii: ",")) { position += 1 }
                continue
            }
            if token.isPunctuation(UInt8(ascii: ".")), !names.isEmpty, position + 1 < tokens.count, tokens[position + 1].kind == .identifier {
                // `String.LocalizationValue` in an unlabelled associated value.
                names[names.count - 1] += "." + text.text(tokens[position + 1].start, tokens[position + 1].end)
                position += 2
                continue
            }
            if (token.isPunctuation(UInt8(ascii: ",")) || token.isPunctuation(UInt8(ascii: "?"))), !names.isEmpty {
                // An enum case's unlabelled associated value: `case title(LocalizedStringKey, Int)`.
                if token.isPunctuation(UInt8(ascii: "?")) { position += 1; continue }
                parameters.append(Parameter(label: "_", name: nil, type: names.joined(separator: " ")))
                names = []
                position += 1
                continue
            }
            // Anything else is not a parameter list we understand.
            return (parameters, skipToSeparator(from: position))
        }
        return (parameters, position)
    }

    /// The index of the next `,` or `)` at this depth.
    private func skipToSeparator(from start: Int) -> Int {
        var position = start
        var depth = 0
        var steps = 0
        while position < tokens.count, steps < 20_000 {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch UInt8(truncatingIfNeeded: token.payload) {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { return position }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 { return position }
                default: break
                }
            }
            position = next(position)
            steps += 1
        }
        return position
    }

    /// `let|var name: Type …` or `let|var name = value`: the name's type, a constant, a
    /// struct's stored property.
    private mutating func variable(at position: Int, scopes: inout [Scope]) {
        guard let name = word(position + 1) else { return }
        let inTypeBody = scopes.last?.typeName != nil
        var isStatic = false
        var back = position - 1
        while back >= 0, let modifier = word(back), back >= position - 4 {
            if modifier == "static" || modifier == "class" { isStatic = true }
            back -= 1
        }
        if isPunctuation(position + 2, UInt8(ascii: ":")) {
            let (type, after) = typeText(from: position + 3)
            guard !type.isEmpty else { return }
            if let specifier = index.specifier(ofType: type) { index.note(value: name, specifier) }
            if let localizable = localizableType(type) {
                DeclarationIndex.record(&index.localizableVariables, name, localizable)
            } else {
                otherTypedNames.insert(name)
            }
            let isComputed = isPunctuation(after, UInt8(ascii: "{"))
            let hasValue = isPunctuation(after, UInt8(ascii: "="))
            // `let name: String = "Settings"` (not `"a" + b`): a constant a `table:` may name.
            if hasValue, word(position) == "let" || isStatic, type == "String" || type == "Swift.String", let value = plainLiteral(at: after + 1),
               !continuesOnItsLine(after + 1) {
                index.note(constant: name, value)
            }
            if inTypeBody, !isStatic, !isComputed, !(hasValue && word(position) == "let"), let last = scopes.indices.last, scopes[last].isStruct {
                scopes[last].members.append((name, type))
            }
            return
        }
        guard isPunctuation(position + 2, UInt8(ascii: "=")) else { return }
        let value = position + 3
        guard value < tokens.count else { return }
        // An App Intent's `static var title = "…"` and `description = "…"` are read by the App
        // Intents metadata extraction as localizable, whatever Swift infers.
        if isStatic, name == "title" || name == "description", tokens[value].kind == .string,
           let scope = scopes.last, scope.conformances.contains(where: { $0.hasSuffix("Intent") }) {
            index.typedLiterals.append((tokens[value].start, name == "title" ? "LocalizedStringResource" : "IntentDescription"))
        }
        if inTypeBody, !isStatic, word(position) == "var", let last = scopes.indices.last, scopes[last].isStruct {
            // A `var` with a value is an optional memberwise parameter of an unknown type.
            scopes[last].members.append((name, ""))
        }
        let endsHere = !continuesOnItsLine(value)
        switch tokens[value].kind {
        case .number where endsHere:
            otherTypedNames.insert(name)
            index.note(value: name, Self.numberSpecifier(text.text(tokens[value].start, tokens[value].end)))
        case .string where endsHere:
            otherTypedNames.insert(name)
            index.note(value: name, "%@")
            if let literal = plainLiteral(at: value) { index.note(constant: name, literal) }
        case .identifier:
            let callee = text.text(tokens[value].start, tokens[value].end)
            if isPunctuation(value + 1, UInt8(ascii: "(")), let first = callee.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                if let specifier = index.specifier(ofType: callee) { index.note(value: name, specifier) }
            } else if callee == "true" || callee == "false" {
                index.note(value: name, "%@")
            }
        default:
            break
        }
    }

    /// Whether an operator follows the value token at `position` on its line (`3 + x`).
    private func continuesOnItsLine(_ position: Int) -> Bool {
        let after = next(position)
        return after < tokens.count && tokens[after].line == tokens[position].line && isOperator(after)
    }

    private func isOperator(_ position: Int) -> Bool {
        guard position < tokens.count, tokens[position].kind == .punctuation else { return false }
        switch UInt8(truncatingIfNeeded: tokens[position].payload) {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "."),
             UInt8(ascii: "?"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"):
            return true
        default:
            return false
        }
    }

    /// `%lld` for an integer literal, `%lf` for a floating-point one.
    static func numberSpecifier(_ literal: String) -> String {
        let isHex = literal.hasPrefix("0x") || literal.hasPrefix("0X")
        if isHex { return literal.contains(".") || literal.contains("p") || literal.contains("P") ? "%lf" : "%lld" }
        return literal.contains(".") || literal.contains("e") || literal.contains("E") ? "%lf" : "%lld"
    }

    /// The localizable type a parameter or property type names (`LocalizedStringKey`,
    /// `LocalizedStringKey?`, `SwiftUI.LocalizedStringKey`), if any.
    func localizableType(_ type: String) -> String? {
        var name = Substring(type)
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        for module in ["SwiftUI.", "Foundation.", "AppIntents.", "Swift."] where name.hasPrefix(module) { name = name.dropFirst(module.count) }
        let resolved = index.aliases[String(name)] ?? String(name)
        return LocalizableAPI.types[resolved] != nil ? resolved : nil
    }

    private mutating func registerMemberwise(_ typeName: String, _ members: [(label: String, type: String)], line: Int32) {
        var keys: [Int: String] = [:]
        for (position, member) in members.enumerated() { if let type = localizableType(member.type) { keys[position] = type } }
        guard !keys.isEmpty else { return }
        let signature = LocalizableSignature(name: typeName, qualifier: nil, labels: members.map(\.label), keys: keys, placement: .any,
                                             documentation: "\(text.file):\(line)", framework: "project")
        if !(index.signatures[typeName]?.contains(signature) ?? false) {
            index.signatures[typeName, default: []].append(signature)
            index.signatureNameHashes.insert(DeclarationIndex.nameHash(typeName.utf8))
        }
    }
}
