import Stringsdict

/// Turns development-language text into one ``PseudoStyle``'s pseudo-translation, leaving every
/// format specifier exactly as written.
///
/// ```swift
/// let accented = PseudoLocalizer(style: .accented)
/// accented.transform("%1$@ deleted %2$lu files")  // "%1$@ ðéļéţéð %2$lu ƒîļéš"
/// ```
///
/// What is never changed: printf specifiers as ``FormatString`` reads them (`%d`, `%1$@`,
/// `%-8.2f`, `%#@files@`, `%2$#@n@`), a String Catalog substitution's `%arg`, `%%` and any
/// other `%` with the character after it (a
/// text that is not a valid format keeps its `%` runs, up to their conversion letter), HTML-like
/// tags (`<b>`, `</a>`), and whitespace (newlines stay where they are). Only the letters and
/// punctuation between them are transformed, so a pseudo-translation reads the same arguments,
/// in the same slots, as its source.
///
/// A *whole* message is what a lookup returns (a `.strings` value, a format key, a width or
/// device variant, a catalog's top-level plural variant); a *piece* is a plural variant spliced
/// into its format by `%#@name@`. Brackets (``PseudoStyle/bounded``) go around whole messages
/// only, so a plural message gets one pair, not one per variable.
///
/// The value is immutable and `Sendable`.
public struct PseudoLocalizer: Sendable {
    /// The transformation applied.
    public let style: PseudoStyle

    /// A localizer for `style`.
    public init(style: PseudoStyle) {
        self.style = style
    }

    /// How much longer ``PseudoStyle/expanded`` makes a text: 40%, the Internationalization
    /// guide's figure for how much English grows in translation.
    public static let expansion = 0.4

    /// The pseudo-translation of `text`.
    ///
    /// - Parameters:
    ///   - text: a development-language message, or one plural variant of it.
    ///   - isWhole: false for a piece spliced into another message (a plural variant under a
    ///     variable): it gets no brackets.
    public func transform(_ text: String, isWhole: Bool = true) -> String {
        let scalars = Array(text.unicodeScalars)
        let runs = Self.runs(of: text, scalars: scalars)
        var output = String.UnicodeScalarView()
        switch style {
        case .accented:
            for run in runs {
                if run.isProtected {
                    output.append(contentsOf: scalars[run.range])
                } else {
                    for scalar in scalars[run.range] { output.append(Self.accented(scalar)) }
                }
            }
        case .expanded:
            let literalCount = runs.filter { !$0.isProtected }.reduce(0) { $0 + $1.range.count }
            output.append(contentsOf: scalars)
            guard literalCount > 0 else { break }
            let padding = Int((Double(literalCount) * Self.expansion).rounded(.up))
            // Before trailing whitespace, so a message ending in a newline still does.
            var end = scalars.count
            if let last = runs.last, !last.isProtected {
                while end > last.range.lowerBound, scalars[end - 1].properties.isWhitespace { end -= 1 }
            }
            let before = end > 0 && !scalars[end - 1].properties.isWhitespace
            let pad = Self.padding(count: padding, leadingSpace: before)
            var expanded = String.UnicodeScalarView(scalars[..<end])
            expanded.append(contentsOf: pad.unicodeScalars)
            expanded.append(contentsOf: scalars[end...])
            // A text ending in a lone `%` ("Test %") would read the padding as a specifier
            // ("% o"): pad at the start instead.
            if Self.specifierTexts(String(expanded)) != Self.specifierTexts(text) {
                let front = Self.padding(count: padding, leadingSpace: false)
                expanded = String.UnicodeScalarView(front.unicodeScalars)
                expanded.append(" ")
                expanded.append(contentsOf: scalars)
            }
            output = expanded
        case .bounded:
            if isWhole { output.append("[") }
            output.append(contentsOf: scalars)
            if isWhole { output.append("]") }
        case .rightToLeft:
            for run in runs {
                if run.isProtected {
                    output.append(contentsOf: scalars[run.range])
                    continue
                }
                var inWord = false
                for scalar in scalars[run.range] {
                    let isSpace = scalar.properties.isWhitespace
                    if !isSpace, !inWord {
                        output.append(Self.rightToLeftMark)
                        output.append(Self.rightToLeftOverride)
                        inWord = true
                    } else if isSpace, inWord {
                        output.append(Self.popDirectionalFormatting)
                        output.append(Self.rightToLeftMark)
                        inWord = false
                    }
                    output.append(scalar)
                }
                if inWord {
                    output.append(Self.popDirectionalFormatting)
                    output.append(Self.rightToLeftMark)
                }
            }
        }
        return String(output)
    }

    // MARK: runs

    /// A stretch of the text: transformed, or kept as written.
    struct Run: Equatable {
        var range: Range<Int>
        var isProtected: Bool
    }

    /// The longest HTML-like tag kept whole, in scalars (a `<` without a `>` soon after is text).
    static let maximumTagLength = 200

    /// The text cut into literal and protected runs, by scalar offsets.
    static func runs(of text: String, scalars: [Unicode.Scalar]) -> [Run] {
        var protected: [Range<Int>] = []
        if let format = try? FormatString(text, options: .allowsUnusedSlots) {
            for specifier in format.specifiers {
                let length = specifier.text.unicodeScalars.count
                let start = specifier.offset
                guard start >= 0, start + length <= scalars.count else { continue }
                var end = start + length
                // A String Catalog substitution's `%arg` (the parser reads `%a` and text).
                if specifier.text == "%a", end + 2 <= scalars.count, scalars[end] == "r", scalars[end + 1] == "g" { end += 2 }
                protected.append(start..<end)
            }
        }
        // `%%`, conversions the parser passes on as text, and texts that are no valid format.
        var index = 0
        var cursor = 0
        var extra: [Range<Int>] = []
        for range in protected.sorted(by: { $0.lowerBound < $1.lowerBound }) + [scalars.count..<scalars.count] {
            index = max(index, cursor)
            while index < range.lowerBound {
                if scalars[index] == "%" {
                    let end = min(conversionEnd(scalars, from: index), range.lowerBound)
                    extra.append(index..<end)
                    index = end
                } else if scalars[index] == "<", let end = tagEnd(scalars, from: index, limit: range.lowerBound) {
                    extra.append(index..<end)
                    index = end
                } else {
                    index += 1
                }
            }
            cursor = range.upperBound
        }
        protected += extra
        protected.sort { $0.lowerBound < $1.lowerBound }
        var runs: [Run] = []
        var position = 0
        for range in protected where range.lowerBound >= position && !range.isEmpty {
            if range.lowerBound > position { runs.append(Run(range: position..<range.lowerBound, isProtected: false)) }
            runs.append(Run(range: range, isProtected: true))
            position = range.upperBound
        }
        if position < scalars.count { runs.append(Run(range: position..<scalars.count, isProtected: false)) }
        return runs
    }

    /// The specifiers of `text` as written, or nil when it is no valid format.
    static func specifierTexts(_ text: String) -> [String]? {
        (try? FormatString(text, options: .allowsUnusedSlots))?.specifiers.map(\.text)
    }

    /// The end of a `%` run the parser did not read as a specifier (`%%`, or anything in a text
    /// that is no valid format): as far as it follows the printf grammar (SPEC §3),
    /// `%[n$][flags][width][.precision][length]conversion` — flags `- + space 0 # '`, width and
    /// precision digits, `*` or `*n$`, length `hh h l ll L q j z t`, a conversion letter or `@`
    /// — or a variable, `%[n$]#[flags][width][.precision]@NAME@`, through its closing `@`; a
    /// String Catalog's `%arg` whole. A run that stops following the grammar ends there, so no
    /// character of anything that looks like a specifier is ever transformed (`%zu`, `%hhd`,
    /// `%Lf`, `%1$-08.3lld` stay as written) and the text after it is.
    static func conversionEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let count = scalars.count
        var index = start + 1
        guard index < count else { return index }
        if scalars[index] == "%" { return index + 1 }
        func isDigit(_ at: Int) -> Bool { at < count && scalars[at].value >= 0x30 && scalars[at].value <= 0x39 }
        /// Digits then `$` from `at`: the index after the `$`, else nil.
        func positional(_ at: Int) -> Int? {
            var end = at
            while isDigit(end), end - at < 10 { end += 1 }
            return end > at && end < count && scalars[end] == "$" ? end + 1 : nil
        }
        /// Digits, `*` or `*n$` from `at`: the index after them (`at` when there are none).
        func number(_ at: Int) -> Int {
            if at < count, scalars[at] == "*" { return positional(at + 1) ?? at + 1 }
            var end = at
            while isDigit(end), end - at < 10 { end += 1 }
            return end
        }
        if let after = positional(index) { index = after }
        var isVariable = false
        while index < count, index - start < 16, "-+ 0#'".unicodeScalars.contains(scalars[index]) {
            if scalars[index] == "#" { isVariable = true }
            index += 1
        }
        index = number(index)
        if index < count, scalars[index] == "." { index = number(index + 1) }
        guard index < count else { return index }
        if scalars[index] == "@" {
            // `%#@name@`: through the name's closing `@`.
            if isVariable {
                var end = index + 1
                while end < count, end - index < 128, scalars[end] != "@", scalars[end].isASCII, !scalars[end].properties.isWhitespace { end += 1 }
                if end < count, scalars[end] == "@" { return end + 1 }
            }
            return index + 1
        }
        // Length modifiers: `hh`, `h`, `ll`, `l`, `L`, `q`, `j`, `z`, `t`.
        switch scalars[index] {
        case "h", "l":
            let first = scalars[index]
            index += 1
            if index < count, scalars[index] == first { index += 1 }
        case "L", "q", "j", "z", "t":
            index += 1
        default:
            break
        }
        guard index < count else { return index }
        let conversion = scalars[index]
        guard conversion == "@" || conversion.isASCII && conversion.properties.isAlphabetic else { return index }
        // A String Catalog substitution's argument, `%arg`.
        if conversion == "a", index == start + 1, index + 2 < count, scalars[index + 1] == "r", scalars[index + 2] == "g" { return index + 3 }
        return index + 1
    }

    /// The end of an HTML-like tag (`<b>`, `</a>`, `<br/>`) starting at `start`, or nil when
    /// the `<` starts none.
    static func tagEnd(_ scalars: [Unicode.Scalar], from start: Int, limit: Int) -> Int? {
        var index = start + 1
        if index < limit, scalars[index] == "/" { index += 1 }
        guard index < limit, scalars[index].isASCII, scalars[index].properties.isAlphabetic else { return nil }
        while index < limit, index - start < maximumTagLength {
            if scalars[index] == ">" { return index + 1 }
            if scalars[index] == "<" || scalars[index] == "\n" { return nil }
            index += 1
        }
        return nil
    }

    // MARK: styles

    /// U+200F RIGHT-TO-LEFT MARK.
    static let rightToLeftMark: Unicode.Scalar = "\u{200F}"
    /// U+202E RIGHT-TO-LEFT OVERRIDE.
    static let rightToLeftOverride: Unicode.Scalar = "\u{202E}"
    /// U+202C POP DIRECTIONAL FORMATTING.
    static let popDirectionalFormatting: Unicode.Scalar = "\u{202C}"

    /// ASCII letters and their accented look-alikes, each one precomposed scalar.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()

    /// The accented look-alike of an ASCII letter; any other scalar as it is.
    static func accented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        accents[scalar] ?? scalar
    }

    /// Words that pad an expanded text (readable, and breakable at spaces like real text).
    private static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// Exactly `count` scalars of padding words, starting with a space when `leadingSpace`.
    static func padding(count: Int, leadingSpace: Bool) -> String {
        var text = leadingSpace ? " " : ""
        var word = 0
        while text.unicodeScalars.count < count {
            text += paddingWords[word % paddingWords.count] + " "
            word += 1
        }
        var scalars = String.UnicodeScalarView(text.unicodeScalars.prefix(count))
        // A padding that ends in a space would look like trailing whitespace: end on a letter.
        if let last = scalars.last, last == " " {
            scalars.removeLast()
            scalars.append("~")
        }
        return String(scalars)
    }
}
