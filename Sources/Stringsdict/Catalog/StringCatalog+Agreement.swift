extension StringCatalog {
    /// ``FormatAgreement`` on every key of the catalog: each language's value against the
    /// `reference` language's (the source language by default), the check lint, `generate` and
    /// `catalog compile` share. Values that do not compile are left to the structure rules.
    ///
    /// - Parameters:
    ///   - languages: the languages to compare (with the reference); every language when nil.
    ///   - locate: places findings at their catalog keys (see ``Locator``); with nil they are
    ///     at line 1 of the file.
    package func argumentFindings(reference: String? = nil, languages selected: [String]? = nil, locate: Locator?) -> [Diagnostic] {
        let reference = reference ?? sourceLanguage
        var compared = [reference]
        for language in selected ?? languages where language != reference { compared.append(language) }
        var tables: [(language: String, table: LocalizationTable, places: [String: SourceLocation])] = []
        for language in compared {
            let dictionary = stringsdict(for: language, locate: locate)
            var places: [String: SourceLocation] = [:]
            for entry in dictionary.entries { places[entry.key] = entry.keyLocation }
            tables.append((language, LocalizationTable(name: name, stringsdict: dictionary), places))
        }
        var diagnostics: [Diagnostic] = []
        let fallback = SourceLocation(file: file, line: 1, column: 1)
        for key in keys {
            var values: [FormatAgreement.Value] = []
            for (language, table, places) in tables {
                guard let message = table[key], message.error == nil else { continue }
                values.append(FormatAgreement.Value(language: language, reading: ArgumentReading(message), location: places[key] ?? fallback))
            }
            diagnostics += FormatAgreement.check(key: key, values: values, reference: reference).diagnostics
        }
        return diagnostics
    }

    /// `diagnostics` with each finding about `document`'s file that has no place (line 1,
    /// column 1: read without positions) moved to its entry, as ``argumentFindings(reference:languages:locate:)``
    /// places it with a locator: the language's localization, else the key under `strings`.
    package static func placed(_ diagnostics: [Diagnostic], in document: JSONDocument) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.file == document.file, diagnostic.line == 1, diagnostic.column == 1, let key = diagnostic.key else {
                return diagnostic
            }
            var placed = diagnostic
            // A path the file lacks gives its nearest key above (see JSONDocument.location(of:)).
            placed.location = document.location(of: ["strings", key] + (diagnostic.language.map { ["localizations", $0] } ?? []))
            return placed
        }
    }
}
