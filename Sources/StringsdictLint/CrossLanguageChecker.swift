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
                    if let baseArguments = baseKey.arguments, let arguments = info.arguments {
                        Self.compare(key, base: baseArguments, translation: arguments, baseLanguage: base.name, at: info.location, file: file.path, into: &diagnostics)
                    }
                }
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

    /// Compares the arguments a translation reads with the base language's (named
    /// `baseLanguage`), slot by slot. String Catalogs use this too.
    static func compare(_ key: String, base baseArguments: [ArgumentKind?], translation: [ArgumentKind?], baseLanguage language: String, at location: SourceLocation, file: String, into diagnostics: inout [Diagnostic]) {
        for index in 0..<max(baseArguments.count, translation.count) {
            let expected = index < baseArguments.count ? baseArguments[index] : nil
            let actual = index < translation.count ? translation[index] : nil
            let slot = index + 1
            switch (expected, actual) {
            case (nil, let actual?):
                diagnostics.append(Diagnostic(
                    .argumentAdded, at: location, file: file, key: key,
                    message: "'\(key)' reads argument \(slot) (\(actual)), which the base language (\(language)) does not read"))
            case (let expected?, let actual?) where !expected.isCompatible(with: actual):
                diagnostics.append(Diagnostic(
                    .argumentRetyped, at: location, file: file, key: key,
                    message: "'\(key)' reads argument \(slot) as \(actual), but the base language (\(language)) reads it as \(expected)"))
            case (let expected?, nil):
                diagnostics.append(Diagnostic(
                    .argumentDropped, at: location, file: file, key: key,
                    message: "'\(key)' never reads argument \(slot) (\(expected)), which the base language (\(language)) reads"))
            default:
                break
            }
        }
    }
}
