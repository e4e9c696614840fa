/// How keys and table names become Swift names. The rules, in order (also in the README):
///
/// 1. **Words.** A key is split into words at every character that cannot continue a Swift
///    identifier and at `_`: `.`, `-`, `_`, spaces, `%`, `/`, … (`files.count`, `files-count`,
///    `files_count` and `files count` all have the words `files`, `count`). Letters and digits of
///    any script stay (`größe.titel` → `größeTitel`).
/// 2. **Case.** Accessors are lowerCamelCase: the first word is lowercased at its start — an
///    all-capital word entirely (`URL` → `url`), a leading capital run but its last letter
///    (`URLTitle` → `urlTitle`), else its first letter (`Files` → `files`); every later word gets
///    a capital first letter and keeps the rest (`user.iOS.ID` → `userIOSID`). Table enums are
///    UpperCamelCase: every word gets a capital first letter (`settings-screen` → `SettingsScreen`).
/// 3. **Leading digit.** A name that would start with a digit gets a leading `_` (`3d.title` →
///    `_3dTitle`). A key with no letter or digit at all is named `entry`.
/// 4. **Keywords.** A Swift keyword is written in backticks (`default` → `` `default` ``); the
///    names Swift reserves on every type even in backticks (`self`, `Self`, `Type`,
///    `Protocol`, `init`, `deinit`, `subscript`) get a trailing `_` instead (`init_`).
/// 5. **Clashes.** In each enum, names the generated code itself uses come first (`localizations`
///    and `embeddedFiles` in the root enum, then the table enums); then keys in ascending order
///    of their UTF-8 bytes take their names, and a key whose name is taken gets the smallest
///    free suffix from 2 (`a.b` → `aB`, `a_b` → `aB2`). Each renamed key is reported as a
///    warning, so the rename is seen and can be fixed by changing a key.
public enum SwiftName {
    /// The lowerCamelCase name of a key, before keyword and clash handling.
    public static func lowerCamelCase(_ key: String) -> String {
        let words = words(of: key)
        guard let first = words.first else { return "entry" }
        var name = lowercasedStart(first)
        for word in words.dropFirst() { name += capitalizedStart(word) }
        return leadingDigitGuarded(name)
    }

    /// The UpperCamelCase name of a table, before keyword and clash handling.
    public static func upperCamelCase(_ name: String) -> String {
        let words = words(of: name)
        guard !words.isEmpty else { return "Table" }
        return leadingDigitGuarded(words.map(capitalizedStart).joined())
    }

    /// `name` as written in a declaration: in backticks when it is a keyword, with a trailing
    /// `_` when Swift reserves it even in backticks.
    public static func declared(_ name: String) -> String {
        if reservedMembers.contains(name) { return name + "_" }
        if keywords.contains(name) { return "`" + name + "`" }
        return name
    }

    /// Assigns each key a unique name in one enum (rule 5).
    ///
    /// - Parameters:
    ///   - keys: the keys of the enum, in any order.
    ///   - reserved: names already taken in the enum.
    ///   - makeName: the base name of a key (``lowerCamelCase(_:)`` or ``upperCamelCase(_:)``).
    /// - Returns: key → declared name (rule 4 applied), and the renames (key, base name, name).
    public static func assign(
        _ keys: [String], reserved: Set<String>, makeName: (String) -> String
    ) -> (names: [String: String], renamed: [(key: String, wanted: String, given: String)]) {
        var taken = Set(reserved.map(declared))
        var names: [String: String] = [:]
        var renamed: [(key: String, wanted: String, given: String)] = []
        for key in utf8Sorted(keys) where names[key] == nil {
            let wanted = declared(makeName(key))
            var given = wanted
            var suffix = 2
            while taken.contains(given) {
                given = declared(makeName(key) + String(suffix))
                suffix += 1
            }
            taken.insert(given)
            names[key] = given
            if given != wanted { renamed.append((key, wanted, given)) }
        }
        return (names, renamed)
    }

    /// `keys` in the order of their UTF-8 bytes (the generator's order). ASCII keys sort with
    /// `<`, which orders them the same way and runs as the standard library's optimized code
    /// even in a debug build (the build plugin's tool is one); others by their bytes.
    static func utf8Sorted(_ keys: some Sequence<String>) -> [String] {
        let keys = Array(keys)
        let ascii = keys.allSatisfy { key in
            var key = key
            return key.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 } }
        }
        return ascii ? keys.sorted() : keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    // MARK: rules

    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar != "_", scalar.properties.isXIDContinue {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func lowercasedStart(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var capitals = 0
        while capitals < scalars.count, scalars[capitals].properties.isUppercase { capitals += 1 }
        if capitals == 0 { return word }
        // An all-capital word, or one capital: lowercase the run; a longer run before lowercase
        // letters keeps its last capital for the next word part (URLTitle → urlTitle).
        let lowered = capitals == scalars.count || capitals == 1 ? capitals : capitals - 1
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index < lowered {
                result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func capitalizedStart(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
    }

    private static func leadingDigitGuarded(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, !first.properties.isXIDStart else { return name }
        return "_" + name
    }

    /// Names Swift gives a meaning on every type: not usable as member names even in backticks.
    static let reservedMembers: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript"]

    /// Swift's keywords (The Swift Programming Language, "Lexical Structure: Keywords and
    /// Punctuation"), plus names that read as keywords in expressions.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
