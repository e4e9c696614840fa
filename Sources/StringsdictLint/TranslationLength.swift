import Stringsdict

/// The `translation-length` rule: a translation much longer than its source, for strings whose
/// room is known to be limited.
///
/// A string is *limited* when its base-language entry says so:
/// - a `.stringsdict` entry with `NSStringVariableWidthRuleType` variants (the developer made
///   shorter variants because the room varies); each width variant is compared with the base's
///   variant of the same width;
/// - a developer comment that gives a max length: `max length: 20` (also `max-length`,
///   `maxLength`, `max_length`, `max width`, `max chars`, with `:` or `=` or nothing, any case),
///   in the `/* */` comment above a `.strings` pair or the `comment` of a String Catalog key.
///   Xcode has no field for it (XLIFF's `maxwidth` with `size-unit="char"` is the exchange
///   format's one, and it does not reach `.strings` or catalogs), so the comment, which Xcode
///   shows translators, carries it. A translation longer than the max length is reported too.
///
/// Lengths are measured as a reader sees text: user-perceived characters of the literal text,
/// each format specifier counting as one (its value's width is unknown), invisible format
/// characters (bidi marks, joiners) not at all.
enum TranslationLength {
    /// The ratio ``LintConfiguration/maximumLengthRatio`` defaults to.
    static let defaultRatio = 1.5

    /// The visible length of `text` (see the type).
    static func measure(_ text: String) -> Int {
        var count = 0
        if let format = try? FormatString(text, options: .allowsUnusedSlots) {
            for segment in format.segments {
                switch segment {
                case .literal(let literal): count += visibleCount(literal)
                case .specifier: count += 1
                }
            }
            return count
        }
        return visibleCount(text)
    }

    private static func visibleCount(_ text: String) -> Int {
        var count = 0
        for character in text {
            let invisible = character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
            if !invisible { count += 1 }
        }
        return count
    }

    /// The max length a developer comment gives, or nil.
    static func maximumLength(inComment comment: String?) -> Int? {
        guard let comment else { return nil }
        let scalars = Array(comment.lowercased().unicodeScalars)
        var index = 0
        while index + 3 <= scalars.count {
            defer { index += 1 }
            guard scalars[index] == "m", scalars[index + 1] == "a", scalars[index + 2] == "x" else { continue }
            if index > 0, scalars[index - 1].properties.isAlphabetic { continue }
            var cursor = index + 3
            if cursor < scalars.count, scalars[cursor] == "i" {
                // "maximum"
                let rest = "imum".unicodeScalars
                guard scalars.count >= cursor + rest.count, Array(scalars[cursor..<cursor + rest.count]) == Array(rest) else { continue }
                cursor += rest.count
            }
            while cursor < scalars.count, [" ", "-", "_", "."].contains(scalars[cursor]) { cursor += 1 }
            var matched = false
            for word in ["length", "width", "chars", "characters", "len"] {
                let units = Array(word.unicodeScalars)
                if scalars.count >= cursor + units.count, Array(scalars[cursor..<cursor + units.count]) == units {
                    cursor += units.count
                    matched = true
                    break
                }
            }
            guard matched else { continue }
            while cursor < scalars.count, [" ", ":", "=", "\t"].contains(scalars[cursor]) { cursor += 1 }
            var digits = 0
            var value = 0
            while cursor < scalars.count, let digit = Int(String(scalars[cursor])), digits < 6 {
                value = value * 10 + digit
                digits += 1
                cursor += 1
            }
            if digits > 0, value > 0 { return value }
        }
        return nil
    }

    /// The findings for one key: `translation` compared with `base` (variant -> length).
    static func check(
        _ key: String, base: TableSummary.Key, translation: TableSummary.Key, ratio: Double, baseLanguage: String,
        at location: SourceLocation, file: String, into diagnostics: inout [Diagnostic]
    ) {
        guard base.hasWidthVariants || base.maximumLength != nil else { return }
        let why = base.hasWidthVariants ? "it has width variants" : "its comment gives a max length of \(base.maximumLength ?? 0)"
        for variant in translation.lengths.keys.sorted() {
            guard let length = translation.lengths[variant] else { continue }
            let place = variant.isEmpty ? "" : " (width \(variant))"
            if let limit = base.maximumLength, length > limit {
                diagnostics.append(Diagnostic(
                    .translationLength, at: location, file: file, key: key,
                    message: "'\(key)'\(place) has \(length) characters, more than the max length of \(limit) its base-language comment gives"))
                continue
            }
            guard let baseLength = base.lengths[variant] ?? (variant.isEmpty ? nil : base.lengths[""]), baseLength > 0 else { continue }
            let actual = Double(length) / Double(baseLength)
            guard actual > ratio else { continue }
            let shown = (actual * 10).rounded() / 10
            diagnostics.append(Diagnostic(
                .translationLength, at: location, file: file, key: key,
                message: "'\(key)'\(place) is \(shown)× as long as in the base language (\(baseLanguage)): \(length) characters against \(baseLength), and \(why)"))
        }
    }
}
