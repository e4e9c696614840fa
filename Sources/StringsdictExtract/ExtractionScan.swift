import Stringsdict

/// One file's extraction: tokens in, strings and warnings out (see ``StringExtractor``).
struct ExtractionScan {
    let extractor: StringExtractor
    let text: SourceText
    let language: StringExtractor.Language
    var strings: [ExtractedString] = []
    var warnings: [ExtractionWarning] = []
    var tokens: [SourceToken] = []
    var swift = SwiftTokens()
    /// For each `(` token, whether a closing bracket matches it (found once, so that a file of
    /// unclosed calls costs linear time, not a scan to the end per call).
    private var closes: [Bool] = []
    /// The last place a column was counted for, so that the next one counts on from there:
    /// places are asked for mostly in file order, and a long line is not rescanned each time.
    private var columnMark: (offset: Int, column: Int, line: Int32) = (0, 1, 1)
    /// The declarations of the whole project (``StringExtractor/extract(files:)``) and of this
    /// file; a name is looked up in the file first.
    let projectIndex: DeclarationIndex?
    var fileIndex = DeclarationIndex()

    /// A call's argument: its label (Swift) and its tokens `start..<end`.
    struct Argument {
        var label: String?
        var start: Int
        var end: Int
    }

    /// What an argument says.
    enum Value {
        case literal(String)
        /// `nil`, `NULL`, `0`.
        case null
        /// A Swift literal with interpolations, where the form does not allow them.
        case interpolated
        case other
    }

    /// A call is given up after this many tokens or arguments (unbalanced parentheses).
    static let maximumCallTokens = 20_000
    static let maximumArguments = 64

    init(extractor: StringExtractor, text: SourceText, language: StringExtractor.Language, index: DeclarationIndex? = nil) {
        self.extractor = extractor
        self.text = text
        self.language = language
        self.projectIndex = index
    }

    /// Scans the file; a C-family file in `segments` segments at once when it is long enough
    /// (see ``runCFamily(starts:chunkTokens:firstChunkTokens:onThreads:)``).
    mutating func run(segments: Int = 1) {
        switch language {
        case .cFamily:
            let parts = min(segments, text.bytes.count / Self.minimumSegmentBytes)
            if parts > 1 {
                runCFamily(starts: Self.segmentStarts(text.bytes, parts))
            } else {
                // A chunk at a time, in one token buffer that stays in the cache.
                var start = 0
                var line: Int32 = 1
                repeat {
                    let chunk = scanCChunk(from: start, line: line, chunkTokens: Self.cChunkTokens)
                    guard chunk.end > start else { break }
                    start = chunk.end
                    line = chunk.line
                } while start < text.bytes.count
            }
            tokens = []
            closes = []
        case .swift:
            if extractor.readsDeclarations {
                fileIndex = projectIndex?.files[text.file] ?? DeclarationIndex(text: text)
            }
            // A chunk at a time (one for most files): memory follows the chunk, not the file.
            var start = 0
            var line: Int32 = 1
            var first = true
            while first || start < text.bytes.count {
                first = false
                let chunk = SwiftTokenizer.tokenize(text, from: start, line: line, chunkTokens: DeclarationIndex.chunkTokens)
                swift = chunk.tokens
                tokens = swift.tokens
                warnings += swift.warnings
                swift.tokens = []
                scanTokens(from: Int32(start), to: Int32(chunk.end))
                guard chunk.end > start else { break }
                start = chunk.end
                line = chunk.line
            }
            tokens = []
            swift = SwiftTokens()
            closes = []
        }
        sortFindings()
    }

    /// Strings in the order of their places, warnings too.
    mutating func sortFindings() {
        strings.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        warnings.sort { $0.location < $1.location }
    }

    /// Tokenizes one chunk of C-family source from `start` (see ``CTokenizer``'s `tokenize` for
    /// `endOffset`, `boundaries` and `atLineStart`) and extracts from it; where the chunk ended.
    mutating func scanCChunk(from start: Int, line: Int32, chunkTokens: Int, endOffset: Int = .max,
                             boundaries: [Int] = [], atLineStart: Bool? = nil) -> (end: Int, line: Int32) {
        let buffer = tokens
        tokens = []
        let chunk = CTokenizer.tokenize(text, from: start, line: line, chunkTokens: chunkTokens, endOffset: endOffset,
                                        boundaries: boundaries, atLineStart: atLineStart, reusing: consume buffer)
        tokens = chunk.tokens
        warnings += chunk.warnings
        scanTokens(from: Int32(start), to: Int32(chunk.end))
        return (chunk.end, chunk.line)
    }

    /// Extracts from ``tokens`` (the bytes `lower..<upper` of the file).
    private mutating func scanTokens(from lower: Int32, to upper: Int32) {
        closes = Self.matchedOpenings(tokens)
        text.bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            let count = tokens.count
            while index < count {
                let token = tokens[index]
                if token.kind == .identifier {
                    if index + 1 < count, tokens[index + 1].isPunctuation(UInt8(ascii: "(")) {
                        if let form = extractor.form(bytes, Int(token.start), Int(token.end)) {
                            call(form, at: index)
                        } else if language == .swift, extractor.readsDeclarations {
                            signatureCall(at: index, bytes)
                        }
                    }
                } else if language == .swift, extractor.readsDeclarations, token.kind == .punctuation {
                    if token.payload == Int32(UInt8(ascii: "#")), let after = falseGroupEnd(from: index) {
                        // `#if false … #endif`: not compiled, not extracted (as by the compiler).
                        index = after
                        continue
                    }
                    if token.payload == Int32(UInt8(ascii: ":")) {
                        typedDeclaration(at: index, afterArrow: false)
                    } else if token.payload == Int32(UInt8(ascii: "=")), !fileIndex.localizableVariables.isEmpty {
                        typedAssignment(at: index)
                    } else if token.payload == Int32(UInt8(ascii: ">")), index > 0, tokens[index - 1].isPunctuation(UInt8(ascii: "-")),
                              tokens[index - 1].end == token.start {
                        typedDeclaration(at: index, afterArrow: true)
                    }
                }
                index += 1
            }
        }
        for literal in fileIndex.typedLiterals where literal.offset >= lower && literal.offset < upper {
            // The literal's token, by its offset (tokens are in the order of their starts).
            var low = 0
            var high = tokens.count
            while low < high {
                let middle = (low + high) / 2
                if tokens[middle].start < literal.offset { low = middle + 1 } else { high = middle }
            }
            guard low < tokens.count, tokens[low].start == literal.offset, tokens[low].kind == .string else { continue }
            record(literals(low, next(low)), type: literal.type)
        }
    }

    mutating func warn(_ message: String, at token: Int) {
        let location = token < tokens.count ? location(of: tokens[token]) : SourceLocation(file: text.file, line: 1, column: 1)
        warnings.append(ExtractionWarning(location: location, message: message))
    }

    mutating func location(of token: SourceToken) -> SourceLocation {
        location(ofOffset: token.start, line: token.line)
    }

    /// The place of the byte at `offset` on `line`: the column counted on from the last place
    /// asked for when it is earlier on the same line, else from the start of the line.
    mutating func location(ofOffset offset: Int32, line: Int32) -> SourceLocation {
        let mark = columnMark
        let column = text.bytes.withUnsafeBufferPointer { bytes -> Int in
            let target = max(0, min(Int(offset), bytes.count))
            // Counted on from the last place when it is earlier on the same line.
            if mark.line == line, mark.offset <= target {
                var cursor = mark.offset
                var counted = mark.column
                while cursor < target && bytes[cursor] != 0x0A {
                    if bytes[cursor] & 0xC0 != 0x80 { counted += 1 }
                    cursor += 1
                }
                if cursor == target { return counted }
            }
            var column = 1
            var index = target
            while index > 0 && bytes[index - 1] != 0x0A {
                if bytes[index - 1] & 0xC0 != 0x80 { column += 1 }
                index -= 1
            }
            return column
        }
        columnMark = (max(0, min(Int(offset), text.bytes.count)), column, line)
        return SourceLocation(file: text.file, line: Int(line), column: column)
    }

    /// The index after the token at `index`, stepping over a Swift literal's interpolations.
    func next(_ index: Int) -> Int {
        let token = tokens[index]
        if language == .swift && token.kind == .string, Int(token.payload) < swift.literals.count {
            return max(index + 1, Int(swift.literals[Int(token.payload)].tokenEnd))
        }
        return index + 1
    }

    // MARK: calls

    /// A call's arguments by parameter: a fixed row, so mapping them costs no hashing.
    private struct ParameterValues {
        // One stored property a parameter, not an array: a call costs no allocation.
        private var key, table, bundle, value, comment, locale: Argument?

        subscript(_ parameter: ExtractionForm.Parameter) -> Argument? {
            get {
                switch parameter {
                case .key: key
                case .table: table
                case .bundle: bundle
                case .value: value
                case .comment: comment
                case .locale: locale
                }
            }
            set {
                switch parameter {
                case .key: key = newValue
                case .table: table = newValue
                case .bundle: bundle = newValue
                case .value: value = newValue
                case .comment: comment = newValue
                case .locale: locale = newValue
                }
            }
        }
    }

    private mutating func call(_ form: ExtractionForm, at index: Int) {
        guard let arguments = arguments(at: index + 2, name: form.name, callAt: index) else { return }
        // Map the arguments to the form's parameters: by label, else in order.
        var values = ParameterValues()
        var position = 0
        for (offset, argument) in arguments.enumerated() {
            if offset == 0 {
                if let firstLabel = form.firstLabel {
                    guard argument.label == firstLabel else { return }
                    values[.key] = argument
                    position = 1
                    continue
                }
                if argument.label != nil { return } // Text(verbatim:), another initializer
            }
            if let label = argument.label {
                if let parameter = ExtractionForm.parameter(forLabel: label) { values[parameter] = argument }
                continue
            }
            if position < form.parameters.count {
                values[form.parameters[position]] = argument
                position += 1
            }
        }
        guard let keyArgument = values[.key] else { return }
        let mayInterpolate = form.kind != .macro
        let key = value(of: keyArgument, interpolating: mayInterpolate)
        let keyText: String
        switch key {
        case .literal(let text):
            keyText = text
        case .null, .other, .interpolated:
            let inDefine = language == .cFamily && tokens[keyArgument.start].kind == .identifier
                && tokens[keyArgument.start].payload & SourceToken.cInDefine != 0
            if form.kind == .macro && !isDeclaration(at: index) && !inDefine {
                let what = key.isInterpolated ? "an interpolated string" : "not a string literal"
                warn("\(form.name): the key is \(what), so the call is skipped; only literal keys can be extracted", at: keyArgument.start)
            }
            return
        }
        if keyText.isEmpty {
            warn("\(form.name): the key is empty, so the call is skipped", at: keyArgument.start)
            return
        }
        var table = "Localizable"
        if let argument = values[.table] {
            switch value(of: argument, interpolating: false) {
            case .literal(let name) where !name.isEmpty: table = name
            case .literal, .null: break
            case .other, .interpolated:
                warn("\(form.name): the table is not a string literal, so the call is skipped", at: argument.start)
                return
            }
        }
        var defaultValue: String?
        if let argument = values[.value] {
            switch value(of: argument, interpolating: mayInterpolate) {
            case .literal(let text) where !text.isEmpty: defaultValue = text
            case .literal, .null: break
            case .other, .interpolated:
                warn("\(form.name): the default value is not a string literal, so the call is skipped", at: argument.start)
                return
            }
        }
        var comment: String?
        if let argument = values[.comment] {
            switch value(of: argument, interpolating: false) {
            case .literal(let text) where !text.isEmpty: comment = text
            case .literal, .null: break
            case .other, .interpolated:
                warn("\(form.name): the comment is not a string literal; the string is extracted without it", at: argument.start)
            }
        }
        var keyValue = keyText
        if extractor.options.interpretsUnicodeEscapes {
            keyValue = UnicodeEscapes.interpret(keyValue)
            defaultValue = defaultValue.map(UnicodeEscapes.interpret)
        }
        strings.append(ExtractedString(table: table, key: keyValue, value: defaultValue, comment: comment,
                                       location: location(of: tokens[keyArgument.start]), routine: form.name))
    }

    /// The arguments of the call whose `(` is just before `start`; nil when the parentheses do
    /// not close within ``maximumCallTokens`` tokens.
    mutating func arguments(at start: Int, name: String, callAt: Int) -> [Argument]? {
        guard start - 1 < closes.count, closes[start - 1] else {
            warn("\(name): the call's parentheses do not close, so it is skipped", at: callAt)
            return nil
        }
        var arguments: [Argument] = []
        var depth = 0
        var index = start
        var argumentStart = start
        var steps = 0
        while index < tokens.count && steps < Self.maximumCallTokens {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch UInt8(truncatingIfNeeded: token.payload) {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 {
                        // The bracket that closes the call's `(` (as ``matchedOpenings(_:)`` pairs
                        // them): the call ends here whatever it is, so that it never reads past
                        // where a chunk may end.
                        guard token.isPunctuation(UInt8(ascii: ")")) else {
                            let closer = Character(Unicode.Scalar(UInt8(truncatingIfNeeded: token.payload)))
                            warn("\(name): the call's ( is closed by \(closer), so it is skipped", at: callAt)
                            return nil
                        }
                        if index > argumentStart || !arguments.isEmpty { arguments.append(argument(argumentStart, index)) }
                        return arguments
                    }
                    depth -= 1
                case UInt8(ascii: ",") where depth == 0:
                    arguments.append(argument(argumentStart, index))
                    argumentStart = index + 1
                    if arguments.count > Self.maximumArguments { index = tokens.count; continue }
                default:
                    break
                }
            }
            index = next(index)
            steps += 1
        }
        warn("\(name): the call's parentheses do not close, so it is skipped", at: callAt)
        return nil
    }

    /// For `#if false` (or `#if 0`) at `index`, the index of the `#else`, `#elseif` or `#endif`
    /// that ends the group; nil for any other directive.
    func falseGroupEnd(from index: Int) -> Int? {
        guard index + 2 < tokens.count, tokens[index + 1].kind == .identifier, text.matches(tokens[index + 1].start, tokens[index + 1].end, "if"),
              text.matches(tokens[index + 2].start, tokens[index + 2].end, "false") || text.matches(tokens[index + 2].start, tokens[index + 2].end, "0"),
              index + 3 >= tokens.count || tokens[index + 3].line > tokens[index + 2].line else { return nil }
        var depth = 0
        var position = index + 3
        while position + 1 < tokens.count {
            if tokens[position].isPunctuation(UInt8(ascii: "#")), tokens[position + 1].kind == .identifier {
                let directive = tokens[position + 1]
                if text.matches(directive.start, directive.end, "if") {
                    depth += 1
                } else if text.matches(directive.start, directive.end, "endif") {
                    if depth == 0 { return position }
                    depth -= 1
                } else if depth == 0, text.matches(directive.start, directive.end, "else") || text.matches(directive.start, directive.end, "elseif") {
                    return position + 2
                }
            }
            position = next(position)
        }
        return tokens.count
    }

    /// Whether the bracket at token `index` is closed later.
    func hasClosing(_ index: Int) -> Bool {
        index >= 0 && index < closes.count && closes[index]
    }

    /// Which tokens open a bracket that a later one closes (any closing bracket pops the
    /// innermost opening, as the argument scan counts depth).
    private static func matchedOpenings(_ tokens: [SourceToken]) -> [Bool] {
        var closes = [Bool](repeating: false, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch UInt8(truncatingIfNeeded: token.payload) {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let opening = open.popLast() { closes[opening] = true }
            default:
                break
            }
        }
        return closes
    }

    func argument(_ start: Int, _ end: Int) -> Argument {
        if language == .swift, end - start >= 2, tokens[start].kind == .identifier, tokens[start + 1].isPunctuation(UInt8(ascii: ":")) {
            return Argument(label: text.text(tokens[start].start, tokens[start].end), start: start + 2, end: end)
        }
        return Argument(label: nil, start: start, end: end)
    }

    /// Whether the name at `index` is declared rather than called: after a type or a keyword
    /// that introduces a declaration (`static NSString *Name(…)`, `func Name(…)`).
    func isDeclaration(at index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if previous.isPunctuation(UInt8(ascii: "*")) { return true }
        guard previous.kind == .identifier else { return false }
        let word = text.text(previous.start, previous.end)
        return !["return", "case", "in", "try", "await", "else", "throw", "yield", "if", "guard", "while", "where", "repeat", "do", "sizeof", "defer"].contains(word)
    }

    // MARK: values

    mutating func value(of argument: Argument, interpolating: Bool) -> Value {
        guard argument.start < argument.end else { return .other }
        switch language {
        case .cFamily: return cValue(argument.start, argument.end)
        case .swift: return swiftValue(argument.start, argument.end, interpolating: interpolating)
        }
    }

    /// Adjacent literals (`@"a" "b"`), maybe in `CFSTR(…)` or parentheses; `nil`, `NULL`, `0`.
    private func cValue(_ start: Int, _ end: Int) -> Value {
        var lower = start
        var upper = end
        // CFSTR("…"), (…), CFSTR(("…")).
        while upper - lower >= 3 {
            if tokens[lower].kind == .identifier, text.matches(tokens[lower].start, tokens[lower].end, "CFSTR"),
               tokens[lower + 1].isPunctuation(UInt8(ascii: "(")), tokens[upper - 1].isPunctuation(UInt8(ascii: ")")) {
                lower += 2
                upper -= 1
            } else if tokens[lower].isPunctuation(UInt8(ascii: "(")), tokens[upper - 1].isPunctuation(UInt8(ascii: ")")) {
                lower += 1
                upper -= 1
            } else {
                break
            }
        }
        if upper - lower == 1 {
            let token = tokens[lower]
            if token.kind == .identifier, ["nil", "NULL", "Nil", "nullptr", "null"].contains(text.text(token.start, token.end)) { return .null }
            if token.kind == .number, text.matches(token.start, token.end, "0") { return .null }
        }
        guard upper > lower else { return .other }
        for index in lower..<upper where tokens[index].kind != .string { return .other }
        // One literal is decoded straight into its string; adjacent ones are joined.
        var result = CLiteral.decode(text.bytes, start: tokens[lower].start, end: tokens[lower].end, raw: tokens[lower].payload & SourceToken.cRaw != 0)
        for index in (lower + 1)..<upper {
            let token = tokens[index]
            result += CLiteral.decode(text.bytes, start: token.start, end: token.end, raw: token.payload & SourceToken.cRaw != 0)
        }
        return .literal(result)
    }

    /// One literal (interpolations read as format specifiers when `interpolating`), or `nil`.
    mutating func swiftValue(_ start: Int, _ end: Int, interpolating: Bool) -> Value {
        var lower = start
        var upper = end
        while upper - lower >= 3, tokens[lower].isPunctuation(UInt8(ascii: "(")), tokens[upper - 1].isPunctuation(UInt8(ascii: ")")) {
            lower += 1
            upper -= 1
        }
        let token = tokens[lower]
        if token.kind == .identifier, next(lower) == upper, text.matches(token.start, token.end, "nil") { return .null }
        guard token.kind == .string, next(lower) == upper, Int(token.payload) < swift.literals.count else { return .other }
        let literal = swift.literals[Int(token.payload)]
        let pieces = SwiftLiteralDecoder.pieces(of: literal, in: swift, bytes: text.bytes)
        let hasInterpolation = pieces.contains { if case .interpolation = $0 { true } else { false } }
        if !hasInterpolation {
            var result = ""
            for case .text(let part) in pieces { result += part }
            return .literal(result)
        }
        guard interpolating else { return .interpolated }
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let part):
                // With interpolations, a literal `%` is written `%%` in the format key.
                result += part.replacing("%", with: "%%")
            case .interpolation(let tokenStart, let tokenEnd, let start, _):
                result += specifier(Int(tokenStart), Int(tokenEnd), at: start)
            }
        }
        return .literal(result)
    }

}

extension ExtractionScan.Value {
    var isInterpolated: Bool {
        if case .interpolated = self { true } else { false }
    }
}
