import FoundationEssentials

/// A String Catalog (`.xcstrings`): every language's strings of one table in one JSON file.
///
/// Each language becomes a ``LocalizationTable`` the way Xcode compiles a catalog (SPEC §5): a
/// plain `stringUnit` is a plain string; plural variations, device variations and substitutions
/// become the `.stringsdict` entries Xcode would write (each substitution a plural variable whose
/// value type is its `formatSpecifier`), compiled by the same engine as `.stringsdict` files.
///
/// Decisions where Xcode's output is not documented:
/// - A key with no value in the source language renders as the key itself (Xcode leaves such keys
///   out of the source language's table and the lookup falls back to the key).
/// - Values in every state (`translated`, `needs_review`, `new`, `stale`) are used.
/// - Top-level plural variations read argument 1; its value type is the first conversion in the
///   key (`%lld items` → `lld`), else in the `other` variant, else `lld` (Swift's `Int`).
/// - In a substitution's variants `%arg` becomes `%N$` plus its `formatSpecifier` (N its
///   `argNum`), and `%#@NAME@` in the value becomes `%N$#@NAME@`.
public struct StringCatalog: Sendable {
    /// The file it was read from.
    public let file: String
    /// The table name: the file name without `.xcstrings`.
    public let name: String
    /// The catalog's development language.
    public let sourceLanguage: String
    /// Every language with at least one value, sorted; the source language included.
    public let languages: [String]
    let content: StringCatalogFile

    /// Reads a catalog file.
    ///
    /// - Throws: ``StringsdictError`` of kind `.io` when the file cannot be read, `.syntax` when it
    ///   is not JSON of a catalog's shape.
    public init(contentsOf path: String) throws(StringsdictError) {
        let limits = PropertyListLimits.default
        try self.init(bytes: FileBytes.read(path, maximumSize: limits.maximumInputSize), file: path)
    }

    /// Reads a catalog from its bytes.
    public init(bytes: [UInt8], file: String) throws(StringsdictError) {
        self.file = file
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        name = fileName.hasSuffix(".xcstrings") ? String(fileName.dropLast(".xcstrings".count)) : fileName
        do {
            content = try JSONDecoder().decode(StringCatalogFile.self, from: Data(bytes))
        } catch {
            throw StringsdictError(
                .syntax, "not a String Catalog: \(Self.describe(error))", at: SourceLocation(file: file, line: 1, column: 1),
                hint: "a catalog is JSON with sourceLanguage and strings, as Xcode writes it")
        }
        sourceLanguage = content.sourceLanguage
        var languages: Set<String> = [content.sourceLanguage]
        for entry in content.strings.values {
            if let localized = entry.localizations?.keys { languages.formUnion(localized) }
        }
        self.languages = languages.sorted()
    }

    /// The keys, sorted.
    public var keys: [String] { content.strings.keys.sorted() }

    /// The compiled table of `language` (a catalog language code such as `de` or `zh-Hans`).
    /// Keys without a value in that language are absent, except in the source language, where
    /// they render as the key.
    public func table(for language: String) -> LocalizationTable {
        let location = SourceLocation(file: file, line: 1, column: 1)
        var entries: [PropertyListDictionary.Entry] = []
        for key in keys {
            guard let entry = content.strings[key] else { continue }
            let node: PropertyListNode
            if let localization = entry.localizations?[language] {
                node = Self.node(for: localization, key: key, at: location)
            } else if language == sourceLanguage {
                node = PropertyListNode(.string(key), at: location)
            } else {
                continue
            }
            entries.append(PropertyListDictionary.Entry(key: key, keyLocation: location, value: node))
        }
        return LocalizationTable(name: name, stringsdict: PropertyListDictionary(entries: entries))
    }

    // MARK: catalog → stringsdict structure

    private static func node(for localization: StringCatalogFile.Localization, key: String, at location: SourceLocation) -> PropertyListNode {
        if let substitutions = localization.substitutions, !substitutions.isEmpty {
            return substitutionEntry(value: localization.stringUnit?.value ?? key, substitutions, at: location)
        }
        if let plural = localization.variations?.plural {
            return pluralEntry(plural, key: key, at: location)
        }
        if let devices = localization.variations?.device {
            var variants: [PropertyListDictionary.Entry] = []
            for device in devices.keys.sorted() {
                guard let value = devices[device] else { continue }
                let variant: PropertyListNode
                if let plural = value.variations?.plural {
                    variant = pluralEntry(plural, key: key, at: location)
                } else {
                    variant = PropertyListNode(.string(value.stringUnit?.value ?? ""), at: location)
                }
                variants.append(.init(key: device, keyLocation: location, value: variant))
            }
            return dictionary([("NSStringDeviceSpecificRuleType", PropertyListNode(.dictionary(PropertyListDictionary(entries: variants)), at: location))], at: location)
        }
        return PropertyListNode(.string(localization.stringUnit?.value ?? ""), at: location)
    }

    /// Top-level plural variations: one variable reading argument 1.
    private static func pluralEntry(_ plural: [String: StringCatalogFile.PluralValue], key: String, at location: SourceLocation) -> PropertyListNode {
        let valueType = firstConversion(in: key) ?? firstConversion(in: plural["other"]?.stringUnit?.value ?? "") ?? "lld"
        let variable = variableDictionary(valueType: valueType, variants: plural.mapValues { $0.stringUnit?.value ?? "" }, at: location)
        return dictionary([("NSStringLocalizedFormatKey", PropertyListNode(.string("%1$#@value@"), at: location)), ("value", variable)], at: location)
    }

    /// A value with `%#@NAME@` substitutions: each one a plural variable.
    private static func substitutionEntry(value: String, _ substitutions: [String: StringCatalogFile.Substitution], at location: SourceLocation) -> PropertyListNode {
        var format = value
        var fields: [(String, PropertyListNode)] = []
        for name in substitutions.keys.sorted() {
            guard let substitution = substitutions[name] else { continue }
            let specifier = substitution.formatSpecifier ?? "lld"
            let argument = substitution.argNum.map { "%\($0)$" } ?? "%"
            if let argNum = substitution.argNum {
                format = replacing("%#@\(name)@", with: "%\(argNum)$#@\(name)@", in: format)
            }
            let variants = (substitution.variations?.plural ?? [:]).mapValues { variant in
                replacingArg(in: variant.stringUnit?.value ?? "", with: argument + specifier)
            }
            fields.append((name, variableDictionary(valueType: specifier, variants: variants, at: location)))
        }
        return dictionary([("NSStringLocalizedFormatKey", PropertyListNode(.string(format), at: location))] + fields, at: location)
    }

    private static func variableDictionary(valueType: String, variants: [String: String], at location: SourceLocation) -> PropertyListNode {
        var fields: [(String, PropertyListNode)] = [
            ("NSStringFormatSpecTypeKey", PropertyListNode(.string("NSStringPluralRuleType"), at: location)),
            ("NSStringFormatValueTypeKey", PropertyListNode(.string(valueType), at: location)),
        ]
        for category in PluralCategory.allCases.map(\.rawValue) {
            if let text = variants[category] { fields.append((category, PropertyListNode(.string(text), at: location))) }
        }
        return dictionary(fields, at: location)
    }

    private static func dictionary(_ fields: [(String, PropertyListNode)], at location: SourceLocation) -> PropertyListNode {
        PropertyListNode(.dictionary(PropertyListDictionary(entries: fields.map { .init(key: $0.0, keyLocation: location, value: $0.1) })), at: location)
    }

    /// The conversion of the first specifier in `text` that reads an argument (`lld` in
    /// `%lld items`), without `%` and position; nil when there is none.
    package static func firstConversion(in text: String) -> String? {
        guard let format = try? FormatString(text, options: .allowsUnusedSlots) else { return nil }
        for specifier in format.specifiers where specifier.variableName == nil {
            var conversion = Substring(specifier.text.dropFirst())
            if let dollar = conversion.firstIndex(of: "$") { conversion = conversion[conversion.index(after: dollar)...] }
            return String(conversion)
        }
        return nil
    }

    /// `text` with every `%arg` (not `%%arg`) replaced by `specifier`.
    package static func replacingArg(in text: String, with specifier: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                result += "%%"
                rest = after.dropFirst()
            } else if after.hasPrefix("arg") {
                result += specifier
                rest = after.dropFirst(3)
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }

    private static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        text.split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "missing '\(key.stringValue)' at \(path(context.codingPath))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.debugDescription) at \(path(context.codingPath))"
        case DecodingError.dataCorrupted(let context):
            context.debugDescription
        default:
            "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "the top level" : codingPath.map(\.stringValue).joined(separator: " › ")
    }
}
