/// The JSON shape of a String Catalog (`.xcstrings`), as Xcode writes it (the String Catalogs article).
///
/// Decoding only: ``StringCatalog`` turns it into compiled tables. The shape is closed (device
/// variations hold plural variations at most), so decoding never recurses on file data.
struct StringCatalogFile: Decodable, Sendable {
    let sourceLanguage: String
    let version: String?
    let strings: [String: Entry]

    struct Entry: Decodable, Sendable {
        let comment: String?
        let extractionState: String?
        let shouldTranslate: Bool?
        let localizations: [String: Localization]?
    }

    /// One language's value of a key.
    struct Localization: Decodable, Sendable {
        let stringUnit: StringUnit?
        let variations: Variations?
        let substitutions: [String: Substitution]?
    }

    struct StringUnit: Decodable, Sendable {
        let state: String?
        let value: String
    }

    /// Plural or device variations; a device's value may hold plural variations.
    struct Variations: Decodable, Sendable {
        let plural: [String: PluralValue]?
        let device: [String: DeviceValue]?
    }

    struct PluralValue: Decodable, Sendable {
        let stringUnit: StringUnit?
    }

    struct DeviceValue: Decodable, Sendable {
        let stringUnit: StringUnit?
        let variations: PluralVariations?
    }

    struct PluralVariations: Decodable, Sendable {
        let plural: [String: PluralValue]?
    }

    /// A `%#@NAME@` substitution: its argument number, its printf conversion and its plural
    /// variants, where `%arg` stands for the substitution's own argument.
    struct Substitution: Decodable, Sendable {
        let argNum: Int?
        let formatSpecifier: String?
        let variations: PluralVariations?
    }
}
