/// SwiftGen's names and parameter types for strings, so that accessors generated with
/// `--naming swiftgen-structured` or `swiftgen-flat` are the ones SwiftGen's `structured-swift5`
/// and `flat-swift5` templates declare: a project keeps its call sites (`L10n.Settings.title`,
/// `L10n.filesCount(3)`).
///
/// The rules restate StencilSwiftKit's filters as SwiftGen's templates chain them (read from
/// SwiftGen 6.6's templates and StencilSwiftKit 2.10's `swiftIdentifier`, `snakeToCamelCase`,
/// `lowerFirstWord` and `escapeReservedKeywords`), checked against SwiftGen's own generated
/// files (the tests' fixtures):
/// - `swiftIdentifier:"pretty"`: split at every character a Swift identifier cannot contain,
///   uppercase the first letter of each part, join with `_` (a leading digit gets `_`), then
///   snake case to camel case (with no ASCII lowercase letter, each part is capitalized: its rest
///   lowercased), then `_` again before a leading digit;
/// - a member name is also `lowerFirstWord`ed (`URLChooser` → `urlChooser`); an enum name is not;
/// - Swift keywords from SwiftGen's list are wrapped in backticks.
public enum SwiftGenNaming {
    /// The enum name of a key component or a table (`settings` → `Settings`, `user_profile` →
    /// `UserProfile`).
    public static func typeName(_ component: String) -> String {
        escapeKeyword(prettyIdentifier(component))
    }

    /// The member name of a key's last component (structured) or of the whole key (flat).
    public static func memberName(_ text: String) -> String {
        escapeKeyword(lowerFirstWord(prettyIdentifier(text)))
    }

    /// The components a key is split into at `.`, empty ones left out (`a..b` → `a`, `b`).
    public static func components(of key: String) -> [String] {
        key.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
    }

    // MARK: the filters

    /// `swiftIdentifier:"pretty"`.
    static func prettyIdentifier(_ text: String) -> String {
        // 1. Parts between characters an identifier cannot hold, each with its first letter
        //    uppercased, joined with `_`.
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isTail(scalar) {
                current.append(scalar)
            } else {
                parts.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        parts.append(String(current))
        var identifier = parts.map(uppercasingFirst).joined(separator: "_")
        if let first = identifier.unicodeScalars.first, !isHead(first) { identifier = "_" + identifier }
        // 2. Snake case to camel case, leading underscores dropped.
        var camel: String
        if identifier.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) {
            camel = identifier.split(separator: "_", omittingEmptySubsequences: true).map { uppercasingFirst(String($0)) }.joined()
        } else {
            // No lowercase letter: a word boundary before a capital after a digit (`A11Y` →
            // `A11_Y`), then each word capitalized.
            var bounded = String.UnicodeScalarView()
            var previous: Unicode.Scalar?
            for scalar in identifier.unicodeScalars {
                if let previous, previous.isASCII, previous.properties.numericType != nil, scalar.isASCII,
                   scalar.value >= 0x41, scalar.value <= 0x5A {
                    bounded.append("_")
                }
                bounded.append(scalar == "-" ? "_" : scalar)
                previous = scalar
            }
            camel = String(bounded).split(separator: "_", omittingEmptySubsequences: true).map { capitalized(String($0)) }.joined()
        }
        // 3. A leading character that cannot start an identifier gets `_`.
        if let first = camel.unicodeScalars.first, !isHead(first) { camel = "_" + camel }
        return camel
    }

    /// `lowerFirstWord`: the leading capitals lowercased, but the last of several when a
    /// lowercase letter follows (`URLChooser` → `urlChooser`, `HEADER` → `header`).
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        while end < scalars.count, isUppercase(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, scalars[end].properties.generalCategory == .lowercaseLetter { end -= 1 }
        var result = String.UnicodeScalarView()
        for index in 0..<end { result.append(contentsOf: String(scalars[index]).lowercased().unicodeScalars) }
        for index in end..<scalars.count { result.append(scalars[index]) }
        return String(result)
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func uppercasingFirst(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(text.unicodeScalars.dropFirst())
    }

    /// Foundation's `capitalized` on one word: the first letter uppercased, the rest lowercased.
    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return String(first).uppercased() + String(text.dropFirst()).lowercased()
    }

    /// `escapeReservedKeywords`.
    static func escapeKeyword(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The words StencilSwiftKit escapes (its list: not every keyword of today's Swift).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self",
        "throw", "throws", "true", "try", "_", "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix",
        "indirect", "lazy", "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "set", "Type", "unowned", "weak", "willSet",
    ]

    /// A character that may start a Swift identifier (the language reference's ranges).
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
        }
        for range in headRanges where range.contains(value) { return true }
        return false
    }

    /// A character that may continue a Swift identifier.
    static func isTail(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x30 && value <= 0x39 { return true }
        if isHead(scalar) { return true }
        for range in tailRanges where range.contains(value) { return true }
        return false
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
        0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D,
        0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD,
        0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
        0xE0000...0xEFFFD,
    ]

    private static let tailRanges: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]

    // MARK: parameter types

    /// SwiftGen's parameter types for a format (its `PlaceholderType`): one per argument slot,
    /// positional ones in their slot and the holes closed up: `%@` → `Any`, integers → `Int`,
    /// `a e f g` → `Float`, `%c` → `CChar`, `%s` → `UnsafePointer<CChar>`, `%p` →
    /// `UnsafeRawPointer`. As SwiftGen reads them: at most one width and one precision digit, no
    /// length modifier on a floating conversion (`%lf` and `%10d` are text), `%%` is a percent sign.
    public static func parameterTypes(of format: String) -> [String] {
        let scalars = Array(format.unicodeScalars)
        var slots: [Int: String] = [:]
        var next = 1
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            // `%%`: a percent sign.
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                index += 2
                continue
            }
            var cursor = index + 1
            func digit(_ at: Int) -> Int? {
                guard at < scalars.count, let value = Int(String(scalars[at])), scalars[at].isASCII else { return nil }
                return value
            }
            // Position `N$`.
            var position: Int?
            var probe = cursor
            var number = 0
            var digits = 0
            // At most 6 digits count (a position past 999,999 is no argument list's); the rest are
            // still read, so that `%` and the digits are text as a whole.
            while let value = digit(probe) {
                if digits < 6 { number = number * 10 + value }
                probe += 1
                digits += 1
            }
            if digits > 0, probe < scalars.count, scalars[probe] == "$" {
                guard digits <= 6 else {
                    index = probe + 1
                    continue
                }
                position = number
                cursor = probe + 1
            }
            // One flag, one width digit, `.` and one precision digit.
            if cursor < scalars.count, "-+# 0".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            if digit(cursor) != nil { cursor += 1 }
            if cursor < scalars.count, scalars[cursor] == ".", digit(cursor + 1) != nil { cursor += 2 }
            // Length modifiers (integers only).
            var length = ""
            for candidate in ["hh", "ll", "h", "l", "q", "z", "t", "j"] {
                let unicode = Array(candidate.unicodeScalars)
                if cursor + unicode.count <= scalars.count, Array(scalars[cursor..<(cursor + unicode.count)]) == unicode {
                    length = candidate
                    cursor += unicode.count
                    break
                }
            }
            guard cursor < scalars.count else { break }
            let conversion = Character(scalars[cursor]).lowercased()
            let type: String?
            switch conversion {
            case "@": type = length.isEmpty ? "Any" : nil
            case "d", "i", "o", "u", "x": type = "Int"
            case "a", "e", "f", "g": type = length.isEmpty ? "Float" : nil
            case "c": type = length.isEmpty ? "CChar" : nil
            case "s": type = length.isEmpty ? "UnsafePointer<CChar>" : nil
            case "p": type = length.isEmpty ? "UnsafeRawPointer" : nil
            default: type = nil
            }
            guard let type else {
                index += 1
                continue
            }
            let slot: Int
            if let position {
                slot = position
            } else {
                slot = next
                next += 1
            }
            if slot > 0, slots[slot] == nil { slots[slot] = type }
            index = cursor + 1
        }
        return slots.keys.sorted().compactMap { slots[$0] }
    }

    /// The format SwiftGen types a `.stringsdict` entry by: its format key with each `%#@name@`
    /// replaced by `%` and the variable's value type (`%#@files@` with `ld` → `%ld`).
    public static func pluralFormat(formatKey: String, valueTypes: [String: String]) -> String {
        var result = ""
        var rest = Substring(formatKey)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            var cursor = rest.index(after: percent)
            // `%N$#@name@`
            var position = ""
            while cursor < rest.endIndex, rest[cursor].isASCII, rest[cursor].isNumber {
                position.append(rest[cursor])
                cursor = rest.index(after: cursor)
            }
            if !position.isEmpty, cursor < rest.endIndex, rest[cursor] == "$" {
                position += "$"
                cursor = rest.index(after: cursor)
            } else {
                position = ""
                cursor = rest.index(after: percent)
            }
            if rest[cursor...].hasPrefix("#@"), let close = rest[rest.index(cursor, offsetBy: 2)...].firstIndex(of: "@") {
                let name = String(rest[rest.index(cursor, offsetBy: 2)..<close])
                result += "%" + position + (valueTypes[name] ?? "@")
                rest = rest[rest.index(after: close)...]
            } else {
                result += "%"
                rest = rest[rest.index(after: percent)...]
            }
        }
        return result + rest
    }
}
