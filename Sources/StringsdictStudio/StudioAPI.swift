import Stringsdict

/// The JSON the page reads: the catalog list, the grid and a key's detail. Every fact comes from
/// the library (states as written, CLDR categories from ``PluralRules``, previews rendered by the
/// engine through ``LocalizationPreview`` and ``LocalizedMessage``, findings from the linter).
enum StudioAPI {
    // MARK: catalogs

    /// `[{id, title, path, readOnly, error}]`: `error` is `{file, line, column, message}` for a
    /// file that did not load.
    static func catalogList(_ catalogs: [Workspace.Catalog]) -> [UInt8] {
        var json = JSONText()
        json.openArray()
        for catalog in catalogs {
            json.openObject()
            json.member("id", catalog.id)
            json.member("title", catalog.title)
            json.member("path", catalog.path)
            json.member("readOnly", catalog.readOnly)
            json.key("error")
            if let error = catalog.loadError {
                json.openObject()
                let location = error.location ?? SourceLocation(file: catalog.path, line: 1, column: 1)
                json.member("file", location.file)
                json.member("line", location.line)
                json.member("column", location.column)
                json.member("message", error.message)
                json.member("text", "\(location): error: \(error.message)")
                json.closeObject()
            } else {
                json.null()
            }
            json.closeObject()
        }
        json.closeArray()
        return json.bytes
    }

    // MARK: grid

    /// The CLDR cardinal categories of each language (`["one", "few", "many", "other"]` for
    /// `pl`); `other` alone for a code ICU does not know.
    static func categories(of languages: [String]) -> [String: [PluralCategory]] {
        var result: [String: [PluralCategory]] = [:]
        for language in languages {
            let rules = LocalizationName(language).locale.flatMap { try? PluralRules(locale: $0) }
            result[language] = rules?.categories ?? [.other]
        }
        return result
    }

    /// One cell's state letter: `T` translated, `R` needs review, `N` new, `S` stale, `M` missing,
    /// `K` the source language's value is its key, `-` not to be translated.
    static func state(of entry: StringCatalogDocument.Entry, language: String, source: String) -> UInt8 {
        guard let localization = entry.localizations?[language] else {
            if language == source { return UInt8(ascii: "K") }
            if entry.shouldTranslate == false || entry.extractionState == "stale" { return UInt8(ascii: "-") }
            return UInt8(ascii: "M")
        }
        // Most values are one plain unit: judged without walking.
        var review = false, new = false, stale = entry.extractionState == "stale"
        func note(_ unit: StringCatalogDocument.StringUnit) {
            switch unit.state {
            case "needs_review"?: review = true
            case "new"?: new = true
            case "stale"?: stale = true
            default: break
            }
        }
        if localization.variations == nil, localization.substitutions == nil {
            if let unit = localization.stringUnit { note(unit) }
        } else {
            forEachUnit(of: localization, note)
        }
        return review ? UInt8(ascii: "R") : new ? UInt8(ascii: "N") : stale ? UInt8(ascii: "S") : UInt8(ascii: "T")
    }

    /// Calls `body` with every `stringUnit` of `localization`, variants included.
    static func forEachUnit(of localization: StringCatalogDocument.Localization, _ body: (StringCatalogDocument.StringUnit) -> Void) {
        if let unit = localization.stringUnit { body(unit) }
        for value in (localization.variations?.plural ?? [:]).values { forEachUnit(of: value, body) }
        for value in (localization.variations?.device ?? [:]).values { forEachUnit(of: value, body) }
        for substitution in (localization.substitutions ?? [:]).values {
            for value in (substitution.variations?.plural ?? [:]).values { forEachUnit(of: value, body) }
        }
    }

    /// True when a plural of `localization` (top level, under a device, or a substitution)
    /// lacks one of the categories `needed`.
    static func lacksCategory(_ localization: StringCatalogDocument.Localization, needed: [PluralCategory]) -> Bool {
        guard localization.variations != nil || localization.substitutions != nil else { return false }
        func lacks(_ plural: [String: StringCatalogDocument.Localization]?) -> Bool {
            guard let plural else { return false }
            return needed.contains { plural[$0.rawValue] == nil }
        }
        if lacks(localization.variations?.plural) { return true }
        for value in (localization.variations?.device ?? [:]).values where lacks(value.variations?.plural) { return true }
        for substitution in (localization.substitutions ?? [:]).values where lacks(substitution.variations?.plural) { return true }
        return false
    }

    /// The text a cell shows: the plain value, the `other` variant, or the first variant found.
    static func shownValue(of localization: StringCatalogDocument.Localization) -> String {
        if let plural = localization.variations?.plural {
            return plural["other"]?.stringUnit?.value ?? plural.values.first?.stringUnit?.value ?? ""
        }
        if let device = localization.variations?.device {
            let variant = device["other"] ?? device.values.first
            return variant.map(shownValue) ?? ""
        }
        return localization.stringUnit?.value ?? ""
    }

    /// Appends the two characters of a cell to `cells`: its state letter, then a digit of flags
    /// (1 lint error, 2 lint warning, 4 a needed plural category missing). `findingFlags` are
    /// the lint flags of the cell's language (see ``findingFlags(_:catalog:)``).
    static func cell(_ entry: StringCatalogDocument.Entry, language: String, catalog: Workspace.Catalog, needed: [PluralCategory], findingFlags: UInt8, into cells: inout [UInt8]) {
        var flags = findingFlags
        if let localization = entry.localizations?[language], lacksCategory(localization, needed: needed) { flags |= 4 }
        cells.append(state(of: entry, language: language, source: catalog.current.sourceLanguage))
        cells.append(UInt8(ascii: "0") + flags)
    }

    /// The lint flags of a key's findings by language (1 error, 2 warning): read once per row.
    static func findingFlags(_ findings: [Diagnostic], catalog: Workspace.Catalog) -> [String: UInt8] {
        var flags: [String: UInt8] = [:]
        for finding in findings {
            guard let language = Workspace.language(of: finding, in: catalog) else { continue }
            flags[language, default: 0] |= finding.severity == .error ? 1 : 2
        }
        return flags
    }

    /// The grid: `{id, title, sourceLanguage, languages, readOnly, lintReady, fileFindings,
    /// rows: [[key, comment, cells, value₀, value₁, …]]}`, rows in key order, a value per language
    /// (cut at 200 characters; the detail has them whole).
    static func grid(_ catalog: Workspace.Catalog) -> [UInt8] {
        let languages = catalog.languages
        let needed = categories(of: languages)
        let keys = CanonicalJSONWriter.sortedKeys(catalog.current.strings.keys)
        var json = JSONText(capacity: 64 + keys.count * languages.count * 32)
        json.openObject()
        json.member("id", catalog.id)
        json.member("title", catalog.title)
        json.member("path", catalog.path)
        json.member("sourceLanguage", catalog.current.sourceLanguage)
        json.member("readOnly", catalog.readOnly)
        json.member("lintReady", catalog.findings != nil)
        languageMembers(languages, needed: needed, into: &json)
        json.key("fileFindings")
        findingList(catalog.findings?[""] ?? [], into: &json)
        json.key("rows")
        json.openArray()
        for key in keys {
            guard let entry = catalog.current.strings[key] else { continue }
            row(entry, key: key, catalog: catalog, languages: languages, needed: needed, into: &json)
        }
        json.closeArray()
        json.closeObject()
        return json.bytes
    }

    /// One grid row.
    static func row(_ entry: StringCatalogDocument.Entry, key: String, catalog: Workspace.Catalog, languages: [String], needed: [String: [PluralCategory]], into json: inout JSONText) {
        let findings = catalog.findings?[key] ?? []
        json.openArray()
        json.string(key)
        json.string(entry.comment ?? "")
        var cells: [UInt8] = []
        cells.reserveCapacity(languages.count * 2)
        let flags = findings.isEmpty ? [:] : findingFlags(findings, catalog: catalog)
        for language in languages {
            cell(entry, language: language, catalog: catalog, needed: needed[language] ?? [.other], findingFlags: flags[language] ?? 0, into: &cells)
        }
        json.string(String(decoding: cells, as: UTF8.self))
        for language in languages {
            guard let localization = entry.localizations?[language] else {
                json.string(language == catalog.current.sourceLanguage ? key : "")
                continue
            }
            let value = shownValue(of: localization)
            json.string(value.utf8.count > 200 ? String(value.prefix(200)) : value)
        }
        json.closeArray()
    }

    /// `[{severity, rule, message, language, line, column, text}]`.
    static func findingList(_ findings: [Diagnostic], into json: inout JSONText, catalog: Workspace.Catalog? = nil) {
        json.openArray()
        for finding in findings {
            json.openObject()
            json.member("severity", finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "note")
            json.member("rule", finding.rule)
            json.member("message", finding.message)
            json.member("language", catalog.flatMap { Workspace.language(of: finding, in: $0) })
            json.member("line", finding.line)
            json.member("column", finding.column)
            json.member("text", finding.description)
            json.closeObject()
        }
        json.closeArray()
    }

    // MARK: detail

    /// A key's detail: `{key, readOnly, sourceLanguage, languages, categories, entry, findings,
    /// previews, cells}`. `entry` is the catalog entry as JSON (the page edits it and sends it back
    /// as a one-entry catalog); `previews` are, per language with a value, the engine's samples
    /// (``LocalizationPreview``) and, for plural variations, renderings of up to three CLDR
    /// samples of each category.
    static func detail(_ catalog: Workspace.Catalog, key: String, findings: [Diagnostic]) -> [UInt8]? {
        guard let entry = catalog.current.strings[key] else { return nil }
        let languages = catalog.languages
        let needed = categories(of: languages)
        var json = JSONText()
        json.openObject()
        json.member("key", key)
        json.member("readOnly", catalog.readOnly)
        json.member("sourceLanguage", catalog.current.sourceLanguage)
        languageMembers(languages, needed: needed, into: &json)
        json.key("entry")
        json.raw(CanonicalJSONWriter.compactBytes(of: entry.json))
        json.key("findings")
        findingList(findings, into: &json, catalog: catalog)
        json.key("previews")
        previews(catalog, key: key, entry: entry, into: &json)
        json.key("row")
        row(entry, key: key, catalog: catalog, languages: languages, needed: needed, into: &json)
        json.closeObject()
        return json.bytes
    }

    /// The `languages` and `categories` members the grid and a key's detail both send: the
    /// catalog's languages and, for each, the CLDR plural categories it needs.
    private static func languageMembers(_ languages: [String], needed: [String: [PluralCategory]], into json: inout JSONText) {
        json.key("languages")
        json.openArray()
        for language in languages { json.string(language) }
        json.closeArray()
        json.key("categories")
        json.openObject()
        for language in languages {
            json.key(language)
            json.openArray()
            for category in needed[language] ?? [] { json.string(category.rawValue) }
            json.closeArray()
        }
        json.closeObject()
    }

    /// The previews of every language of `entry`.
    private static func previews(_ catalog: Workspace.Catalog, key: String, entry: StringCatalogDocument.Entry, into json: inout JSONText) {
        let single = StringCatalog(document: Workspace.single(catalog, key: key), file: catalog.path)
        json.openObject()
        for language in catalog.languages where entry.localizations?[language] != nil || language == catalog.current.sourceLanguage {
            guard let locale = LocalizationName(language).locale else { continue }
            let table = LocalizationTable(name: single.name, stringsdict: single.stringsdict(for: language, selection: .every, keyFallback: true, locate: nil))
            guard let message = table[key] else { continue }
            json.key(language)
            json.openObject()
            json.key("samples")
            json.openArray()
            for sample in LocalizationPreview.samples(of: message, locale: locale) {
                json.openObject()
                json.key("args")
                json.openArray()
                for argument in sample.arguments { json.string(argument) }
                json.closeArray()
                json.member("text", sample.text)
                json.member("error", sample.error)
                json.closeObject()
            }
            json.closeArray()
            json.key("byCategory")
            json.openObject()
            if entry.localizations?[language]?.variations?.plural != nil, let rules = try? PluralRules(locale: locale),
               let context = try? RenderContext(locale: locale) {
                let kinds = message.argumentKinds(in: context)
                for category in rules.categories {
                    let floating = kinds.first == .double
                    var samples = floating ? [] : Array(rules.samples(of: category).prefix(3))
                    if samples.isEmpty, floating || kinds.first == nil { samples = Array(rules.samples(of: category, decimal: true).prefix(2)) }
                    json.key(category.rawValue)
                    json.openArray()
                    if samples.isEmpty {
                        // Polish `other`: only fractions (1.5) reach it, and the argument is an integer.
                        json.openObject()
                        let examples = rules.samples(of: category, decimal: true).prefix(2).joined(separator: ", ")
                        json.member("note", "no integer is '\(category.rawValue)' in \(language): only numbers shown with fraction digits (\(examples.isEmpty ? "1.5" : examples)) are")
                        json.closeObject()
                    }
                    for sample in samples {
                        json.openObject()
                        json.member("n", sample)
                        do throws(StringsdictError) {
                            let arguments = Self.arguments(kinds, number: sample)
                            json.member("text", try message.render(in: context, arguments: arguments))
                        } catch {
                            json.member("error", error.message)
                        }
                        json.closeObject()
                    }
                    json.closeArray()
                }
            }
            json.closeObject()
            json.closeObject()
        }
        json.closeObject()
    }

    /// Arguments for a message whose argument 1 is the plural's number: `number` there, and
    /// for any other argument N the placeholder ``LocalizationPreview`` uses (‹N› or N).
    private static func arguments(_ kinds: [ArgumentKind?], number: String) -> [FormatArgument] {
        kinds.enumerated().map { index, kind in
            if index == 0 {
                switch kind {
                case .double?: return .double(Double(number) ?? 0)
                case .unsignedInteger?: return UInt64(number).map { .uint($0) } ?? .double(Double(number) ?? 0)
                default: return Int64(number).map { .int($0) } ?? .double(Double(number) ?? 0)
                }
            }
            let slot = index + 1
            switch kind {
            case .signedInteger?: return .int(Int64(slot))
            case .unsignedInteger?, .pointer?: return .uint(UInt64(slot))
            case .double?: return .double(Double(slot))
            case .character?, .utf16Unit?: return .character("x")
            case .cString?, .utf16String?: return .string("‹\(slot)›")
            case .object?, .variable?, nil: return .object("‹\(slot)›")
            }
        }
    }
}
