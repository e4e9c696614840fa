import Stringsdict

/// Pseudo-translations of whole tables: `.strings` pairs, `.stringsdict` dictionaries and String
/// Catalog localizations, with their structure kept.
///
/// Plural variants are re-keyed for the pseudo-language's own plural rules (its ``PseudoStyle/language``
/// as ICU reads it: `en-XA` has English's categories, `ar-XB` Arabic's zero, one, two, few, many
/// and other). A category the source has keeps its variant; a category it lacks gets the source's
/// `other` (`zero` also keeps a source `zero`, which every language may use); a source category the
/// pseudo-language does not use is left out. So an English `one`/`other` pair becomes six Arabic
/// variants, all showing the number where the source's `other` does.
extension PseudoLocalizer {
    /// The deepest dictionary nesting followed; deeper dictionaries are copied unchanged (the
    /// readers' own limits are lower).
    static let maximumDepth = 32

    /// The plural categories of the pseudo-language, in CLDR order; nil when ICU has no rules
    /// for it (the source's categories are kept then).
    var pluralCategories: [String]? {
        guard let rules = try? PluralRules(locale: style.language) else { return nil }
        return rules.categories.sorted().map(\.rawValue)
    }

    /// The variants for the pseudo-language's plural categories, from `source` (category ->
    /// variant), in the language's category order.
    func pluralVariants<Value>(_ source: [(category: String, value: Value)]) -> [(category: String, value: Value)] {
        guard let categories = pluralCategories, let other = source.first(where: { $0.category == "other" })?.value else {
            return source
        }
        var result: [(category: String, value: Value)] = []
        if let zero = source.first(where: { $0.category == "zero" }), !categories.contains("zero") {
            result.append(zero)
        }
        for category in categories {
            result.append((category, source.first { $0.category == category }?.value ?? other))
        }
        return result
    }

    // MARK: .strings

    /// The pseudo-translation of a `.strings` file's pairs, in file order, comments kept.
    public func strings(_ file: StringsFile) -> [StringsFileWriter.Pair] {
        file.entries.map { StringsFileWriter.Pair(key: $0.key, value: transform($0.value), comment: $0.comment) }
    }

    // MARK: .stringsdict

    /// The pseudo-translation of a `.stringsdict` root dictionary: plain strings, format keys,
    /// width and device variants are whole messages; plural variants are pieces, re-keyed for
    /// the pseudo-language's categories; `NSStringFormatSpecTypeKey` and
    /// `NSStringFormatValueTypeKey` are kept.
    public func stringsdict(_ root: PropertyListDictionary) -> PropertyListDictionary {
        var result = PropertyListDictionary()
        for entry in root.entries {
            result.entries.append(PropertyListDictionary.Entry(key: entry.key, keyLocation: entry.keyLocation, value: message(entry.value, depth: 0)))
        }
        return result
    }

    /// A whole message: a string, or an entry dictionary.
    private func message(_ node: PropertyListNode, depth: Int) -> PropertyListNode {
        switch node.value {
        case .string(let text):
            return PropertyListNode(.string(transform(text)), at: node.location)
        case .dictionary(let dictionary) where depth < Self.maximumDepth:
            var result = PropertyListDictionary()
            for entry in dictionary.entries {
                let value: PropertyListNode
                switch entry.key {
                case "NSStringLocalizedFormatKey":
                    value = entry.value.string.map { PropertyListNode(.string(transform($0)), at: entry.value.location) } ?? entry.value
                case "NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType":
                    guard let variants = entry.value.dictionary else { value = entry.value; break }
                    var mapped = PropertyListDictionary()
                    for variant in variants.entries {
                        mapped.entries.append(.init(key: variant.key, keyLocation: variant.keyLocation, value: message(variant.value, depth: depth + 1)))
                    }
                    value = PropertyListNode(.dictionary(mapped), at: entry.value.location)
                default:
                    value = entry.value.dictionary.map { PropertyListNode(.dictionary(variable($0)), at: entry.value.location) } ?? entry.value
                }
                result.entries.append(.init(key: entry.key, keyLocation: entry.keyLocation, value: value))
            }
            return PropertyListNode(.dictionary(result), at: node.location)
        default:
            return node
        }
    }

    /// A variable's dictionary: its variants as pieces, plural ones re-keyed.
    private func variable(_ dictionary: PropertyListDictionary) -> PropertyListDictionary {
        let isPlural = dictionary["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType"
        var result = PropertyListDictionary()
        var variants: [(category: String, value: PropertyListDictionary.Entry)] = []
        for entry in dictionary.entries {
            guard !entry.key.hasPrefix("NSString"), let text = entry.value.string else {
                result.entries.append(entry)
                continue
            }
            var mapped = entry
            mapped.value = PropertyListNode(.string(transform(text, isWhole: false)), at: entry.value.location)
            if isPlural, PluralCategory(rawValue: entry.key) != nil {
                variants.append((entry.key, mapped))
            } else {
                result.entries.append(mapped)
            }
        }
        for (category, entry) in pluralVariants(variants) {
            var keyed = entry
            keyed.key = category
            result.entries.append(keyed)
        }
        return result
    }

    // MARK: String Catalogs

    /// Adds this style's localization to every key of `catalog` that is translated, made from
    /// the source language's value (the key itself when the source has none). A localization of
    /// the pseudo-language already there is replaced; keys with `shouldTranslate: false` are left
    /// alone (they show the source text, as in any translation).
    public func addLocalization(to catalog: inout StringCatalogDocument) {
        let source = catalog.sourceLanguage
        for (key, entry) in catalog.strings {
            guard entry.shouldTranslate != false else { continue }
            let original = entry.localizations?[source] ?? StringCatalogDocument.Localization(stringUnit: .init(value: key))
            var updated = entry
            var localizations = entry.localizations ?? [:]
            localizations[style.language] = localization(original, isWhole: true, depth: 0)
            updated.localizations = localizations
            catalog.strings[key] = updated
        }
    }

    private func localization(_ source: StringCatalogDocument.Localization, isWhole: Bool, depth: Int) -> StringCatalogDocument.Localization {
        var result = source
        if let unit = source.stringUnit {
            result.stringUnit = StringCatalogDocument.StringUnit(state: "translated", value: transform(unit.value, isWhole: isWhole), otherFields: unit.otherFields)
        }
        guard depth < Self.maximumDepth else { return result }
        if let variations = source.variations {
            result.variations = self.variations(variations, isWhole: isWhole, depth: depth + 1)
        }
        if let substitutions = source.substitutions {
            result.substitutions = substitutions.mapValues { substitution in
                var mapped = substitution
                mapped.variations = substitution.variations.map { self.variations($0, isWhole: false, depth: depth + 1) }
                return mapped
            }
        }
        return result
    }

    private func variations(_ source: StringCatalogDocument.Variations, isWhole: Bool, depth: Int) -> StringCatalogDocument.Variations {
        var result = source
        if let plural = source.plural {
            let mapped = plural.sorted { $0.key < $1.key }.map { (category: $0.key, value: localization($0.value, isWhole: isWhole, depth: depth)) }
            result.plural = Dictionary(pluralVariants(mapped).map { ($0.category, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        if let device = source.device {
            result.device = device.mapValues { localization($0, isWhole: isWhole, depth: depth) }
        }
        return result
    }
}
