import Stringsdict

/// The rules that compare the translations of one group of `.lproj` folders with its base
/// language: missing tables and keys, stale keys, and arguments that differ.
///
/// Decisions:
/// - Tables are matched by name (`Localizable`); a `.stringsdict` key wins over the `.strings`
///   key of the same table, as at run time.
/// - A regional folder whose parent language is also present (`en-GB` next to `en`, `pt-BR`
///   next to `pt`) may hold only the differences (the Negotiating localizations article): it is not checked for missing
///   tables or keys, only for stale keys and arguments.
/// - `Base.lproj` is compared only when it is the base: next to a development-language folder
///   it holds Interface Builder strings with their own keys.
/// - A translation table the base does not have at all (storyboard strings kept elsewhere) is
///   not reported key by key; a table that did not parse (already a `syntax-error`) is skipped.
/// - A missing key is reported at line 1 of the translation's file of that name (the key is in
///   the diagnostic's `key`); a missing table at line 1 of the base's file.
struct CrossLanguageChecker {
    /// The base language's folder.
    let base: LocalizationName
    /// The tables of each folder of the group.
    let tables: [LocalizationName: [TableSummary]]
    /// The `translation-length` ratio (``LintConfiguration/maximumLengthRatio``).
    var maximumLengthRatio = TranslationLength.defaultRatio

    /// Keys of one localization's tables, merged by table name.
    private struct Merged {
        var keys: [String: [String: TableSummary.Key]] = [:]
        /// Table names with a file that did not parse: their keys are not all known.
        var incomplete: Set<String> = []

        init(_ files: [TableSummary]) {
            // `.strings` first, so `.stringsdict` keys override them.
            for file in files.sorted(by: { !$0.isStringsdict && $1.isStringsdict }) {
                guard let fileKeys = file.keys else {
                    incomplete.insert(file.tableName)
                    keys[file.tableName, default: [:]] = keys[file.tableName, default: [:]]
                    continue
                }
                keys[file.tableName, default: [:]].merge(fileKeys) { _, new in new }
            }
        }
    }

    func check() -> [Diagnostic] {
        let baseFiles = (tables[base] ?? []).sorted { $0.fileName < $1.fileName }
        let baseMerged = Merged(baseFiles)
        var diagnostics: [Diagnostic] = []
        let names = tables.keys.sorted { $0.name < $1.name }
        for name in names where name != base && (!name.isBase || base.isBase) {
            let files = tables[name] ?? []
            let merged = Merged(files)
            if !Self.isRegionalVariant(name, among: names) {
                missing(in: name, files: files, merged: merged, baseFiles: baseFiles, into: &diagnostics)
            }
            for file in files {
                guard let keys = file.keys, let baseKeys = baseMerged.keys[file.tableName],
                      !baseMerged.incomplete.contains(file.tableName) else { continue }
                for (key, info) in keys {
                    // A key in both the .strings and the .stringsdict file is checked once, in the winner.
                    if !file.isStringsdict, files.contains(where: { $0.isStringsdict && $0.tableName == file.tableName && $0.keys?[key] != nil }) {
                        continue
                    }
                    guard let baseKey = baseKeys[key] else {
                        diagnostics.append(Diagnostic(
                            .staleKey, at: info.location, file: file.path, key: key,
                            message: "key '\(key)' is not in the base language's (\(base.name)) table \(file.tableName)"))
                        continue
                    }
                    TranslationLength.check(
                        key, base: baseKey, translation: info, ratio: maximumLengthRatio, baseLanguage: base.name,
                        at: info.location, file: file.path, into: &diagnostics)
                }
            }
        }
        diagnostics += arguments(names: names, baseMerged: baseMerged)
        return diagnostics
    }

    /// The argument findings: ``FormatAgreement`` on each key, over the base and every folder
    /// compared with it (a table that did not parse is left out).
    private func arguments(names: [LocalizationName], baseMerged: Merged) -> [Diagnostic] {
        var values: [String: [String: [FormatAgreement.Value]]] = [:]
        for name in [base] + names.filter({ $0 != base && (!$0.isBase || base.isBase) }) {
            let merged = name == base ? baseMerged : Merged(tables[name] ?? [])
            for (table, keys) in merged.keys where !merged.incomplete.contains(table) {
                for (key, info) in keys {
                    guard let reading = info.reading else { continue }
                    values[table, default: [:]][key, default: []].append(
                        FormatAgreement.Value(language: name.name, reading: reading, location: info.valueLocation))
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        for table in values.keys.sorted() {
            let keys = values[table] ?? [:]
            for key in keys.keys.sorted() {
                diagnostics += FormatAgreement.check(key: key, values: keys[key] ?? [], reference: base.name).diagnostics
            }
        }
        return diagnostics
    }

    /// True when another folder of the group is a parent of `name` (`en` for `en-GB`).
    static func isRegionalVariant(_ name: LocalizationName, among names: [LocalizationName]) -> Bool {
        guard let locale = name.locale else { return false }
        let parents = locale.parentChain.dropFirst()
        return names.contains { other in
            guard other != name, let parent = other.locale else { return false }
            return parents.contains(parent)
        }
    }

    private func missing(in name: LocalizationName, files: [TableSummary], merged: Merged, baseFiles: [TableSummary], into diagnostics: inout [Diagnostic]) {
        for baseFile in baseFiles {
            guard let file = files.first(where: { $0.fileName == baseFile.fileName }) else {
                diagnostics.append(Diagnostic(
                    .missingTable, at: nil, file: baseFile.path, key: nil,
                    message: "\(name.name).lproj has no \(baseFile.fileName)"))
                continue
            }
            guard let baseKeys = baseFile.keys, file.keys != nil, !merged.incomplete.contains(file.tableName) else { continue }
            let translated = merged.keys[file.tableName] ?? [:]
            for key in baseKeys.keys.sorted() where translated[key] == nil {
                diagnostics.append(Diagnostic(
                    .missingKey, at: nil, file: file.path, key: key,
                    message: "key '\(key)' of \(base.name).lproj/\(baseFile.fileName) is missing"))
            }
        }
    }
}
