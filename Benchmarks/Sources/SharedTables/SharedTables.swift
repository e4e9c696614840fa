import FoundationEssentials
import Stringsdict

// Inputs shared by the benchmark targets and GoalCheck that need the library to make them: the
// generated String Catalog with its Codable peer model, and the generated tables of the
// flat-scaling rows. (BenchmarkInputs holds the rest and does not depend on the library, so the
// peers' targets do not link it.)

/// The generated catalog.
public enum CatalogInput {
    public static let languages = ["en", "de", "fr", "es", "it", "ja", "ko", "zh-Hans", "zh-Hant", "ru", "pl", "uk", "cs", "ar", "he", "pt-BR", "nl", "sv", "tr", "fi"]

    public static func generate(keys: Int = 5_000, languages: [String] = CatalogInput.languages) -> StringCatalogDocument {
        typealias Document = StringCatalogDocument
        func unit(_ value: String, _ state: String = "translated") -> Document.Localization {
            .init(stringUnit: .init(state: state, value: value))
        }
        var document = Document(sourceLanguage: "en")
        for index in 0..<keys {
            var localizations: [String: Document.Localization] = [:]
            let key: String
            if index % 10 == 0 {
                key = "key.\(index) %lld"
                for language in languages {
                    localizations[language] = .init(variations: .init(plural: [
                        "one": unit("%lld item \(language) \(index)"), "few": unit("%lld items (few) \(language)"), "other": unit("%lld items \(language) \(index)"),
                    ]))
                }
            } else if index % 20 == 1 {
                key = "substitution.\(index)"
                for language in languages {
                    localizations[language] = .init(
                        stringUnit: .init(value: "%@ has %#@files@ (\(language))"),
                        substitutions: ["files": .init(argNum: 2, formatSpecifier: "lld", variations: .init(plural: ["one": unit("%arg file"), "other": unit("%arg files")]))])
                }
            } else {
                key = "Message number \(index)"
                for language in languages {
                    localizations[language] = unit("Text \(index) in \(language) – ünïcödé", index % 20 == 5 ? "needs_review" : "translated")
                }
            }
            document.strings[key] = .init(comment: "Comment \(index)", extractionState: "manual", localizations: localizations)
        }
        return document
    }
}

/// The peer's model: plain `Codable` structs mirroring a catalog's shape (what an app or tool
/// would write to read `.xcstrings` with `JSONDecoder`), with every field the generated file has.
public struct CodableCatalog: Decodable {
    public struct Entry: Decodable {
        public var comment: String?
        public var extractionState: String?
        public var shouldTranslate: Bool?
        public var localizations: [String: Localization]?
    }

    public struct Localization: Decodable {
        public var stringUnit: StringUnit?
        public var variations: Variations?
        public var substitutions: [String: Substitution]?
    }

    public struct StringUnit: Decodable {
        public var state: String?
        public var value: String
    }

    public struct Variations: Decodable {
        public var plural: [String: Localization]?
        public var device: [String: Localization]?
    }

    public struct Substitution: Decodable {
        public var argNum: Int?
        public var formatSpecifier: String?
        public var variations: Variations?
    }

    public var sourceLanguage: String
    public var version: String?
    public var strings: [String: Entry]
}

/// The flat-scaling rows' table: a generated `.strings` file (UTF-16, as Xcode writes it) of
/// `count` keys, with keys and values of the lengths real tables have, in a shuffled order.
public enum ScalingInput {
    /// The file's bytes (with a byte-order mark) and its keys in the file's order.
    public static func table(keys count: Int) -> (utf16: [UInt8], keys: [String]) {
        var text = ""
        text.reserveCapacity(count * 48)
        var keys: [String] = []
        keys.reserveCapacity(count)
        for index in 0..<count {
            let key = "screen.\(index % 97).item.\((index &* 7_919) % count)"
            keys.append(key)
            text += "/* Item \(index) */\n\"\(key)\" = \"Item %d of the list, number \(index)\";\n"
        }
        var utf16: [UInt8] = [0xFF, 0xFE]
        utf16.reserveCapacity(2 + 2 * text.utf8.count)
        for unit in text.utf16 {
            utf16.append(UInt8(unit & 0xFF))
            utf16.append(UInt8(unit >> 8))
        }
        return (utf16, keys)
    }

    /// What a row measures: load the table from `utf16`, then look up and render every key once
    /// with one argument (which compiles its format); the rendered bytes, so nothing is dropped.
    @inline(never)
    public static func loadAndRenderEvery(_ utf16: [UInt8], keys: [String], context: RenderContext) -> Int {
        guard let table = try? LocalizationTable(name: "Scaling", strings: utf16, file: "Scaling.strings") else { return 0 }
        let arguments: [FormatArgument] = [.int(3)]
        var total = 0
        for key in keys {
            total &+= (try? table[key]?.render(in: context, arguments: arguments))?.utf8.count ?? 0
        }
        return total
    }

    /// The same through the fixed-arity path (`render(in:arguments:)` with one argument, no
    /// array).
    @inline(never)
    public static func loadAndRenderEveryFixedArity(_ utf16: [UInt8], keys: [String], context: RenderContext) -> Int {
        guard let table = try? LocalizationTable(name: "Scaling", strings: utf16, file: "Scaling.strings") else { return 0 }
        var total = 0
        for key in keys {
            total &+= (try? table[key]?.render(in: context, arguments: .int(3)))?.utf8.count ?? 0
        }
        return total
    }
}
