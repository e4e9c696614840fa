import FoundationEssentials

/// Every key of a set of tables rendered with sample arguments, for translators to read and for
/// two versions of the same strings to be compared (`stringsdict preview`).
///
/// Sample arguments, per message in a locale:
/// - each plural variable takes one number per CLDR category the locale has: the first
///   `@integer` sample of the category in CLDR (ICU's plural data), or the first `@decimal`
///   sample when the variable's value type is a floating-point one (the integer one when the
///   category has no decimal sample); `0` as well when the variable has a `zero` variant, and
///   then a category whose first sample is 0 (Russian and Polish `many`) takes its next sample
///   (5), so every category is shown. Several
///   variables give every combination, at most ``maximumSamples``;
/// - any other argument N is `‹N›` for text and object conversions and the number N for
///   numeric ones.
///
/// Device variants render as on a device of no particular kind (the `other` variant), width
/// variants at their largest width. A message that cannot render gives its error instead.
public enum LocalizationPreview {
    /// One rendering of a message.
    public struct Sample: Sendable, Hashable {
        /// The arguments, as text (`1`, `0.0`, `‹2›`).
        public let arguments: [String]
        /// The rendered text; nil when rendering failed.
        public let text: String?
        /// Why rendering failed.
        public let error: String?
    }

    /// The most samples of one message (combinations of several plural variables are cut here).
    public static let maximumSamples = 64

    /// The samples of `message` rendered in `locale`.
    public static func samples(of message: LocalizedMessage, locale: LocaleIdentifier) -> [Sample] {
        let context: RenderContext
        do {
            context = try RenderContext(locale: locale)
        } catch {
            return [Sample(arguments: [], text: nil, error: error.message)]
        }
        return samples(of: message, context: context, rules: try? PluralRules(locale: locale))
    }

    private static func samples(of message: LocalizedMessage, context: RenderContext, rules: PluralRules?) -> [Sample] {
        if let error = message.error { return [Sample(arguments: [], text: nil, error: error.message)] }
        let kinds = message.argumentKinds(in: context)
        // The values each slot takes: plural variables several, other arguments one.
        var choices: [[(text: String, argument: FormatArgument)]] = kinds.enumerated().map { index, kind in
            [fixedArgument(slot: index + 1, kind: kind)]
        }
        for variable in pluralVariables(of: message, context: context) where variable.slot >= 1 && variable.slot <= choices.count {
            var texts: [String] = []
            // An explicit `zero` variant takes 0, so a category whose first sample is 0 (Russian
            // and Polish `many`) shows its next sample: every category is seen.
            let hasZero = variable.categories.contains(.zero)
            for category in rules?.categories ?? [.other] {
                let decimals = variable.valueType.isFloating ? rules?.samples(of: category, decimal: true) ?? [] : []
                let integers = rules?.samples(of: category) ?? []
                let candidates = decimals.isEmpty ? integers : decimals
                let sample = candidates.first { !(hasZero && (Double($0) == 0)) } ?? candidates.first
                if let sample { texts.append(sample) }
            }
            if hasZero { texts.append("0") }
            var seen = Set<String>()
            texts = texts.filter { seen.insert($0).inserted }
            let options = texts.compactMap { text in argument(text, kind: variable.valueType.kind).map { (text: text, argument: $0) } }
            if !options.isEmpty { choices[variable.slot - 1] = options }
        }
        var combinations: [[(text: String, argument: FormatArgument)]] = [[]]
        for options in choices {
            var next: [[(text: String, argument: FormatArgument)]] = []
            for prefix in combinations {
                for option in options where next.count < maximumSamples { next.append(prefix + [option]) }
            }
            combinations = next
        }
        return combinations.map { combination in
            let arguments = combination.map(\.argument)
            do throws(StringsdictError) {
                let text = try message.render(in: context, arguments: arguments)
                return Sample(arguments: combination.map(\.text), text: text, error: nil)
            } catch {
                return Sample(arguments: combination.map(\.text), text: nil, error: error.message)
            }
        }
    }

    /// The argument for a slot that is not a plural variable's.
    private static func fixedArgument(slot: Int, kind: ArgumentKind?) -> (text: String, argument: FormatArgument) {
        switch kind {
        case .signedInteger?: ("\(slot)", .int(Int64(slot)))
        case .unsignedInteger?, .pointer?: ("\(slot)", .uint(UInt64(slot)))
        case .double?: ("\(slot)", .double(Double(slot)))
        case .character?, .utf16Unit?: ("x", .character("x"))
        case .cString?, .utf16String?: ("‹\(slot)›", .string("‹\(slot)›"))
        case .object?, .variable?, nil: ("‹\(slot)›", .object("‹\(slot)›"))
        }
    }

    /// `text` (a CLDR sample) as an argument of `kind`.
    private static func argument(_ text: String, kind: ArgumentKind) -> FormatArgument? {
        switch kind {
        case .double:
            return Double(text).map { .double($0) }
        case .unsignedInteger:
            return UInt64(text).map { .uint($0) } ?? Double(text).map { .double($0) }
        case .object, .cString, .utf16String:
            return .string(text)
        default:
            return Int64(text).map { .int($0) } ?? Double(text).map { .double($0) }
        }
    }

    /// The plural variables a render in `context` reads.
    private static func pluralVariables(of message: LocalizedMessage, context: RenderContext) -> [PluralEntry.Variable] {
        switch message.kind {
        case .plural(let entry):
            return entry.variables
        case .devices(let variants):
            guard let variant = variants.first(where: { $0.device == (context.device ?? .other) }) ?? variants.first(where: { $0.device == .other }) else { return [] }
            return pluralVariables(of: variant.message, context: context)
        case .widths(let variants):
            return pluralVariables(of: LocalizedMessage.variant(for: context.width, in: variants).message, context: context)
        case .text, .invalid:
            return []
        }
    }

    // MARK: tables

    /// The samples of every key of `tables` (by table name), rendered in `locale`, by table and
    /// key; a table without keys is left out.
    public static func preview(tables: [String: LocalizationTable], locale: LocaleIdentifier) -> [String: [String: [Sample]]] {
        var result: [String: [String: [Sample]]] = [:]
        let context: RenderContext
        do {
            context = try RenderContext(locale: locale)
        } catch {
            let failed = [Sample(arguments: [], text: nil, error: error.message)]
            return tables.filter { !$0.value.keys.isEmpty }.mapValues { table in Dictionary(uniqueKeysWithValues: table.keys.map { ($0, failed) }) }
        }
        let rules = try? PluralRules(locale: locale)
        for (name, table) in tables where !table.keys.isEmpty {
            var keys: [String: [Sample]] = [:]
            for key in table.keys {
                guard let message = table[key] else { continue }
                keys[key] = samples(of: message, context: context, rules: rules)
            }
            result[name] = keys
        }
        return result
    }

    /// The tables at `path` by localization name, then table name, without fallback between
    /// localizations: a folder of `.lproj` folders (and catalogs beside them), one `.lproj`
    /// folder, a `.strings` or `.stringsdict` file (its localization is its `.lproj` folder's),
    /// or a `.xcstrings` catalog (each language as compiled: see ``StringCatalog/compiled(languages:)``).
    ///
    /// - Throws: ``StringsdictError`` for files that cannot be read or parsed.
    public static func tables(at path: String) throws(StringsdictError) -> [String: [String: LocalizationTable]] {
        var result: [String: [String: LocalizationTable]] = [:]
        func add(_ table: LocalizationTable, localization: String) {
            if let existing = result[localization]?[table.name] {
                result[localization, default: [:]][table.name] = existing.merging(table)
            } else {
                result[localization, default: [:]][table.name] = table
            }
        }
        func addCatalog(_ file: String) throws(StringsdictError) {
            let catalog = try StringCatalog(contentsOf: file)
            for language in catalog.languages {
                add(catalog.compiledTable(for: language), localization: language)
            }
        }
        func addFile(_ file: String, localization: String) throws(StringsdictError) {
            add(try LocalizationTable(contentsOf: file), localization: localization)
        }
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        if name.hasSuffix(".xcstrings") {
            try addCatalog(trimmed)
        } else if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
            try addFile(trimmed, localization: LocalizationFolder(containing: trimmed)?.name ?? "")
        } else if let folder = LocalizationFolder(folderName: name) {
            for file in try DirectoryListing.files(in: trimmed) where file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") {
                try addFile(trimmed + "/" + file, localization: folder.name)
            }
        } else {
            for entry in try DirectoryListing.files(in: trimmed) {
                if let folder = LocalizationFolder(folderName: entry) {
                    for file in try DirectoryListing.files(in: trimmed + "/" + entry) where file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") {
                        try addFile(trimmed + "/" + entry + "/" + file, localization: folder.name)
                    }
                } else if entry.hasSuffix(".xcstrings") {
                    try addCatalog(trimmed + "/" + entry)
                }
            }
        }
        return result
    }
}
