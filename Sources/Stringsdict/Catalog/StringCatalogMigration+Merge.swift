/// Migrating into a catalog that already exists (`catalog migrate --merge`), without losing
/// anything of either.
///
/// The existing catalog wins wherever both have something, as a sync into an existing catalog
/// does: its keys, comments, `extractionState`, `shouldTranslate`, languages and fields this
/// model does not know stay as they are. What only the migration has is added: a key the
/// catalog lacks (whole), a language a key lacks, a comment where the key has none. A key and
/// language with a different value on both sides keeps the catalog's value, and the migrated
/// one is reported in a warning (never dropped silently).
extension StringCatalogMigration {
    /// The result of merging a migration into an existing catalog.
    public struct MergeResult: Sendable {
        /// The existing catalog with what only the migration had added.
        public var document: StringCatalogDocument
        /// One warning per key and language whose migrated value differs from the catalog's
        /// (the catalog's is kept), in key order.
        public var warnings: [Warning]
    }

    /// Merges `migrated` into the catalog at `path`, read as a command that writes it back must
    /// read it (a key written twice is refused, see ``JSONDocument/refuseDuplicates()``).
    ///
    /// - Throws: ``StringsdictError`` when the catalog cannot be read, has a key written twice,
    ///   or has another source language than the migration (its source-language values would
    ///   be taken for another language's).
    public static func merge(_ migrated: StringCatalogDocument, intoCatalogAt path: String) throws(StringsdictError) -> MergeResult {
        let bytes = try FileBytes.read(path, maximumSize: PropertyListLimits.default.maximumInputSize)
        let existing = try StringCatalogDocument(refusingDuplicates: bytes, file: path)
        guard existing.sourceLanguage == migrated.sourceLanguage else {
            let place = (try? JSONDocument(bytes: bytes, file: path))?.location(of: ["sourceLanguage"])
            throw StringsdictError(
                .structure, "the catalog's source language is '\(existing.sourceLanguage)', the migration's '\(migrated.sourceLanguage)'",
                at: place ?? SourceLocation(file: path, line: 1, column: 1),
                hint: "migrate with --source-language \(existing.sourceLanguage), or into another folder")
        }
        let merged = differences(migrated, into: existing)
        // Read again for the positions only when there is something to report.
        let positions = merged.kept.isEmpty ? nil : try? JSONDocument(bytes: bytes, file: path)
        return MergeResult(document: merged.document, warnings: merged.kept.map { kept in
            let location = positions?.location(of: ["strings", kept.key, "localizations", kept.language]) ?? SourceLocation(file: path, line: 1, column: 1)
            return Warning(key: kept.key, isLeftOut: false, location: location, message: kept.message)
        })
    }

    /// `migrated` merged into `existing` (see the extension's rules); `file` names the catalog
    /// in the warnings, which have no line and column.
    public static func merge(_ migrated: StringCatalogDocument, into existing: StringCatalogDocument, file: String) -> MergeResult {
        let merged = differences(migrated, into: existing)
        return MergeResult(document: merged.document, warnings: merged.kept.map { kept in
            Warning(key: kept.key, isLeftOut: false, location: nil, message: "\(file): " + kept.message)
        })
    }

    /// The merged catalog, and each key and language where the catalog's value was kept over a
    /// different migrated one, in key and language order.
    private static func differences(_ migrated: StringCatalogDocument, into existing: StringCatalogDocument)
        -> (document: StringCatalogDocument, kept: [(key: String, language: String, message: String)]) {
        var document = existing
        var kept: [(key: String, language: String, message: String)] = []
        for key in migrated.strings.keys.sorted() {
            guard let incoming = migrated.strings[key] else { continue }
            guard document.strings[key] != nil else {
                document.strings[key] = incoming
                continue
            }
            // Changed in place: copying the entry out and back would copy `strings` per key.
            change(&document.strings[key, default: StringCatalogDocument.Entry()]) { entry in
                if entry.comment == nil, let comment = incoming.comment { entry.comment = comment }
                let languages = incoming.localizations ?? [:]
                for language in languages.keys.sorted() {
                    guard let value = languages[language] else { continue }
                    guard let current = entry.localizations?[language] else {
                        if entry.localizations == nil { entry.localizations = [:] }
                        entry.localizations?[language] = value
                        continue
                    }
                    guard current != value else { continue }
                    kept.append((key, language, "'\(key)' in \(language): the catalog has \(show(current)), the migration \(show(value)); kept the catalog's (edit it by hand to take the migrated one)"))
                }
            }
        }
        return (document, kept)
    }

    private static func change(_ entry: inout StringCatalogDocument.Entry, _ body: (inout StringCatalogDocument.Entry) -> Void) {
        body(&entry)
    }

    /// A value as compact JSON (its string unit's text when it is only that), shortened.
    static func show(_ localization: StringCatalogDocument.Localization) -> String {
        let value: JSONValue
        if let unit = localization.stringUnit, localization.variations == nil, localization.substitutions == nil {
            value = .string(unit.value)
        } else {
            value = localization.json
        }
        let text = String(decoding: CanonicalJSONWriter.compactBytes(of: value), as: UTF8.self)
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }
}
