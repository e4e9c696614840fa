import Stringsdict

/// Runs the rules on one String Catalog (`.xcstrings`): a group of its own, every language in
/// one file.
///
/// - Syntax: JSON that does not parse is a `syntax-error` where it breaks; JSON of another shape
///   one at the key concerned (or line 1).
/// - Each language gets the single-file rules of a `.stringsdict` file in that language's
///   `.lproj` folder (structure, plural categories for the language, formats, arguments), run on
///   the entries ``StringCatalog`` compiles, so a catalog is read as the engine reads it.
/// - The cross-language rules compare each language with the catalog's `sourceLanguage`: a key
///   without a value in a language is `missing-key` (not for `"shouldTranslate": false`, not for
///   stale keys, not in a regional language whose parent is in the catalog); arguments that
///   differ are `argument-added`, `-retyped` and `-dropped`.
/// - The catalog rules: `catalog-stale-key`, `catalog-needs-review`; and `duplicate-key` for a
///   JSON key written twice in one object (JSON readers keep the first).
///
/// Positions are those of the catalog's JSON keys (``JSONKeyPositions``): an entry's finding is
/// at `strings/KEY/localizations/LANG`, or the `stringUnit`, `variations/plural`, plural
/// category or `substitutions/NAME` below it that it concerns; a missing translation or a stale
/// key at the key under `strings`. Messages of one language start with its code (`ru: …`);
/// plural variations, which compile to a variable named `value`, are called "the plural", other
/// variables "substitution".
struct CatalogChecker: Sendable {
    /// The path of the file.
    let path: String
    /// The language translations are compared with (`--base`); the catalog's `sourceLanguage`
    /// when nil or not a language of the catalog.
    var base: String? = nil
    /// The `translation-length` ratio (``LintConfiguration/maximumLengthRatio``).
    var maximumLengthRatio = TranslationLength.defaultRatio

    /// Checks the catalog. The table returned has no keys: a catalog is never part of an
    /// `.lproj` group.
    func check() -> FileResult {
        let bytes: [UInt8]
        do {
            bytes = try StringCatalog.bytes(contentsOf: path)
        } catch {
            if error.kind == .io { return FileResult(diagnostics: [], table: table, ioError: error) }
            return FileResult(diagnostics: [syntaxError(error)], table: table)
        }
        return check(bytes: bytes)
    }

    /// The table ``check()`` returns: the file's, without keys.
    private var table: TableSummary {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return TableSummary(path: path, fileName: fileName, tableName: FileChecker.tableName(of: fileName), keys: nil)
    }

    /// Checks the catalog whose content is `bytes` (not yet, or no longer, what the file at
    /// ``path`` holds: an editor's copy), as ``check()`` checks the file.
    func check(bytes: [UInt8]) -> FileResult {
        let positions: JSONKeyPositions
        do {
            positions = try JSONKeyPositions(bytes: bytes, file: path)
        } catch {
            let diagnostic = Diagnostic(
                .syntaxError, at: SourceLocation(file: path, line: error.line, column: error.column), file: path, key: nil,
                message: "not valid JSON: \(error.message)")
            return FileResult(diagnostics: [diagnostic], table: table)
        }
        let file = path
        let locate: StringCatalog.Locator = { positions.location(of: $0, file: file) }
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(json: positions.document)
        } catch {
            return FileResult(diagnostics: [syntaxError(error)], table: table)
        }

        var diagnostics = positions.duplicates.map { duplicate in
            Diagnostic(
                .duplicateKey, at: SourceLocation(file: path, line: duplicate.second.line, column: duplicate.second.column), file: path,
                key: duplicate.path.count > 1 && duplicate.path[0] == "strings" ? duplicate.path[1] : nil,
                message: "key '\(duplicate.path.last ?? "")' is written again at \(duplicate.path.joined(separator: " › ")); this tool reads the first one, at line \(duplicate.first.line), and other JSON readers may take this one instead; keep only one")
        }
        var summaries: [String: [String: TableSummary.Key]] = [:]
        for language in catalog.languages {
            let dictionary = catalog.stringsdict(for: language, locate: locate)
            let coverage = LocalizationName(language).locale.flatMap(PluralCoverage.of)
            let checked = FileChecker.checkEntries(of: dictionary, tableName: catalog.name, coverage: coverage, file: path)
            for diagnostic in checked.diagnostics {
                var tagged = Self.tagged(diagnostic, language: language)
                // Plural variations compile to a variable named `value` the writer never wrote;
                // other variables are substitutions, and the format is the stringUnit's value.
                if let key = diagnostic.key, catalog.hasPluralVariations(key, in: language) {
                    tagged.message = tagged.message.replacing("variable 'value'", with: "the plural")
                } else {
                    tagged.message = tagged.message.replacing("variable '", with: "substitution '")
                }
                tagged.message = tagged.message.replacing("the NSStringLocalizedFormatKey of '", with: "the stringUnit value of '")
                diagnostics.append(tagged)
            }
            summaries[language] = checked.keys
        }
        diagnostics += catalogRules(catalog, locate: locate)
        diagnostics += crossLanguage(catalog, summaries: summaries, locate: locate)
        return FileResult(diagnostics: diagnostics, table: table)
    }

    /// A finding about one language's entry: its message starts with the language, and it
    /// names the language (what a configuration's per-language exceptions and the studio match).
    private static func tagged(_ diagnostic: Diagnostic, language: String) -> Diagnostic {
        var tagged = diagnostic
        tagged.message = "\(language): \(diagnostic.message)"
        tagged.language = tagged.language ?? language
        return tagged
    }

    private func syntaxError(_ error: StringsdictError) -> Diagnostic {
        Diagnostic(.syntaxError, at: error.location, file: path, key: error.keyPath.first, message: MessageChecker.text(of: error))
    }

    // MARK: catalog rules

    private func catalogRules(_ catalog: StringCatalog, locate: StringCatalog.Locator) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if catalog.document.version == nil {
            diagnostics.append(Diagnostic(
                .catalogMissingVersion, at: SourceLocation(file: path, line: 1, column: 1), file: path, key: nil,
                message: "the catalog has no version; Xcode writes \"version\" : \"1.0\""))
        }
        let source = baseLanguage(of: catalog)
        for key in catalog.keys {
            let localizations = catalog.document.strings[key]?.localizations ?? [:]
            if let baseSubstitutions = localizations[source]?.substitutions {
                let baseValue = localizations[source]?.stringUnit?.value ?? key
                for language in localizations.keys.sorted() where language != source {
                    guard let localization = localizations[language], let substitutions = localization.substitutions else { continue }
                    let value = localization.stringUnit?.value ?? key
                    for name in substitutions.keys.sorted() {
                        guard let baseSubstitution = baseSubstitutions[name], let substitution = substitutions[name] else { continue }
                        let expected = baseSubstitution.argNum ?? StringCatalog.inferredArgNum(of: name, in: baseValue)
                        let found = substitution.argNum ?? StringCatalog.inferredArgNum(of: name, in: value)
                        guard let expected, let found, expected != found else { continue }
                        diagnostics.append(Diagnostic(
                            .catalogArgNumMismatch, at: locate(["strings", key, "localizations", language, "substitutions", name]), file: path, key: key, language: language,
                            message: "\(language): substitution '\(name)' of '\(key)' reads argument \(found), but \(expected) in the base language (\(source))"))
                    }
                }
            }
            if catalog.extractionState(of: key) == "stale" {
                diagnostics.append(Diagnostic(
                    .catalogStaleKey, at: locate(["strings", key]), file: path, key: key,
                    message: "key '\(key)' is marked stale: Xcode no longer finds it in the source code; remove it if nothing uses it"))
            }
            for language in catalog.languages {
                for unit in catalog.states(of: key, in: language) where unit.state == "new" {
                    let inner = unit.path.dropFirst(4).dropLast()
                    let place = inner.isEmpty ? "" : " (\(inner.joined(separator: " › ")))"
                    diagnostics.append(Diagnostic(
                        .catalogNewUnit, at: locate(unit.path), file: path, key: key, language: language,
                        message: "\(language): the value of '\(key)'\(place) is marked new: not translated yet\(language == catalog.sourceLanguage ? "" : ", so a compile leaves it out")"))
                }
                for unit in catalog.states(of: key, in: language) where unit.state == "needs_review" {
                    // The path below `strings/KEY/localizations/LANG`, without the final `stringUnit`.
                    let inner = unit.path.dropFirst(4).dropLast()
                    let place = inner.isEmpty ? "" : " (\(inner.joined(separator: " › ")))"
                    diagnostics.append(Diagnostic(
                        .catalogNeedsReview, at: locate(unit.path), file: path, key: key, language: language,
                        message: "\(language): the value of '\(key)'\(place) is marked needs_review; check it, then mark it reviewed"))
                }
            }
        }
        return diagnostics
    }

    // MARK: cross-language rules

    /// The language translations are compared with: ``base`` when the catalog has it (as
    /// written or canonically equal), else the catalog's `sourceLanguage`.
    private func baseLanguage(of catalog: StringCatalog) -> String {
        guard let base else { return catalog.sourceLanguage }
        let wanted = LocalizationName(base)
        return catalog.languages.first { $0 == base || (wanted.locale != nil && LocalizationName($0).locale == wanted.locale) } ?? catalog.sourceLanguage
    }

    private func crossLanguage(_ catalog: StringCatalog, summaries: [String: [String: TableSummary.Key]], locate: @escaping StringCatalog.Locator) -> [Diagnostic] {
        let source = baseLanguage(of: catalog)
        let baseKeys = summaries[source] ?? [:]
        let names = catalog.languages.map(LocalizationName.init)
        var diagnostics: [Diagnostic] = []
        for language in catalog.languages where language != source {
            let regional = CrossLanguageChecker.isRegionalVariant(LocalizationName(language), among: names)
            let keys = summaries[language] ?? [:]
            for key in catalog.keys {
                guard let translated = keys[key] else {
                    guard !regional, catalog.shouldTranslate(key), catalog.extractionState(of: key) != "stale" else { continue }
                    diagnostics.append(Diagnostic(
                        .missingKey, at: locate(["strings", key]), file: path, key: key, language: language,
                        message: "key '\(key)' has no \(language) translation; add one, or set shouldTranslate to false if it is never translated"))
                    continue
                }
                var found: [Diagnostic] = []
                if var baseKey = baseKeys[key] {
                    // A catalog has no width variants; its key's comment may give a max length.
                    baseKey.maximumLength = TranslationLength.maximumLength(inComment: catalog.comment(for: key))
                    TranslationLength.check(
                        key, base: baseKey, translation: translated, ratio: maximumLengthRatio, baseLanguage: source,
                        at: translated.location, file: path, into: &found)
                }
                diagnostics += found.map { Self.tagged($0, language: language) }
            }
        }
        // Arguments: the check generate and compile make too (the source's value is its key when
        // it has none).
        diagnostics += catalog.argumentFindings(reference: source, locate: locate)
        return diagnostics
    }
}
