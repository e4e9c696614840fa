import Dispatch
import FoundationEssentials
import Stringsdict
import Synchronization

/// Checks `.strings`, `.stringsdict` and String Catalog (`.xcstrings`) files against the rules
/// of ``LintRule/all``.
///
/// ```swift
/// let report = try Linter().lint(paths: ["App/Resources"])
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// ```
///
/// A run has two phases. First every file is read and checked on its own, in parallel on all
/// cores (`DispatchQueue.concurrentPerform`): syntax, duplicates, structure, plural categories
/// for the folder's language, arguments. Then each group of `.lproj` folders (the folders that
/// share a parent: one app, framework or package) compares its translations with its base
/// language. The report is sorted, so the output does not depend on scheduling.
///
/// Languages:
/// - A file in `LANG.lproj` uses LANG's plural rules.
/// - The base language of a group is ``LintConfiguration/baseLanguage`` when set (a folder with
///   that exact name, else one with an equivalent locale: `en` matches `en-US`); otherwise the
///   development language's folder, where the development language is `CFBundleDevelopmentRegion`
///   of the group's `Info.plist` if there is one, else `en`; failing that `Base.lproj`; failing
///   that the folder with the most keys (ties: the first name). A group without a base is not
///   cross-checked.
/// - `Base.lproj` and files outside any `.lproj` folder use the development language's rules.
/// - A String Catalog is a group of its own: each language uses its own rules, and is compared
///   with the catalog's `sourceLanguage` (see <doc:LintingInCI>).
public struct Linter: Sendable {
    /// What to check.
    public let configuration: LintConfiguration

    /// A linter that checks what `configuration` says.
    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// Finds the files under `paths` (files or folders) and checks them.
    ///
    /// - Throws: ``LintError`` for a usage or I/O problem found before checking starts: an
    ///   unknown ignored rule, a base language that is not a language, a path that does not
    ///   exist or cannot be listed, a folder with nothing to check (no `.strings`,
    ///   `.stringsdict` or `.xcstrings` file anywhere below it), a base language that no `.lproj`
    ///   folder serves. A run never succeeds on nothing. Problems in files are diagnostics, never
    ///   thrown.
    public func lint(paths: [String]) throws(LintError) -> LintReport {
        try validate()
        let files = try LocalizationFinder.files(under: paths)
        try Self.requireFiles(files, under: paths)
        try requireBase(in: files)
        return lint(files: files)
    }

    /// Throws when a path given yields no file to check, saying whether it had `.lproj` folders.
    private static func requireFiles(_ files: [LocalizationFinder.File], under paths: [String]) throws(LintError) {
        for argument in paths {
            var path = argument
            while path.count > 1, path.hasSuffix("/") { path.removeLast() }
            let prefix = path == "/" ? "/" : path + "/"
            guard !files.contains(where: { $0.path == path || $0.path.hasPrefix(prefix) }) else { continue }
            let hasFolders = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).contains(where: LocalizationFolder.isFolderName)
            throw LintError(hasFolders
                ? "nothing to check in \(argument): its .lproj folders hold no .strings or .stringsdict file"
                : "nothing to check in \(argument): no .strings, .stringsdict or .xcstrings file, nor .lproj folder, below it")
        }
    }

    /// Throws when a base language is configured, there are `.lproj` folders, and no group has a
    /// folder for it: the translations would be compared with nothing.
    private func requireBase(in files: [LocalizationFinder.File]) throws(LintError) {
        guard let wanted = configuration.baseLanguage else { return }
        let names = Set(files.compactMap(\.localization))
        guard !names.isEmpty else { return }
        let sorted = names.sorted { $0.name < $1.name }
        if sorted.contains(where: { $0.name == wanted }) { return }
        if let locale = LocalizationName(wanted).locale, Self.folder(for: locale, in: sorted) != nil { return }
        throw LintError("no \(wanted).lproj folder to compare translations with (the base language); the .lproj folders are \(sorted.map(\.name).joined(separator: ", "))")
    }

    /// Checks that the configuration names known rules and a language.
    public func validate() throws(LintError) {
        let known = Set(LintRule.all.map(\.id))
        if let unknown = configuration.namedRules.sorted().first(where: { !known.contains($0) }) {
            throw LintError("unknown rule '\(unknown)'; --list-rules shows them all")
        }
        let ratio = configuration.maximumLengthRatio
        guard ratio.isFinite, ratio >= 1 else {
            throw LintError("the max length ratio \(ratio) is not a number of at least 1 (1.5 allows translations half as long again as their source)")
        }
        if let base = configuration.baseLanguage, base != "Base", LocalizationName(base).locale == nil {
            throw LintError("'\(base)' is not a language or Base")
        }
    }

    /// Checks a String Catalog given by its content, as ``lint(paths:)`` checks the file at
    /// `path` holding those bytes: the same checker and rules, this configuration applied.
    ///
    /// For an editor that checks a catalog, or one entry of it, before it is written
    /// (`stringsdict-studio`), so it never disagrees with `stringsdict lint`.
    package func lintCatalog(bytes: [UInt8], path: String) -> [Diagnostic] {
        let result = CatalogChecker(path: path, base: configuration.baseLanguage, maximumLengthRatio: configuration.maximumLengthRatio).check(bytes: bytes)
        return configuration.apply(to: result.diagnostics).sorted()
    }

    /// Checks files already found.
    func lint(files: [LocalizationFinder.File]) -> LintReport {
        let configuredLocale = configuration.baseLanguage.flatMap { LocalizationName($0).locale }
        var groupLanguages: [String: LocaleIdentifier] = [:]
        for group in Set(files.compactMap(\.group)) {
            groupLanguages[group] = configuredLocale ?? Self.developmentRegion(of: group) ?? LocaleIdentifier.english
        }
        let development = groupLanguages
        let looseLocale = configuredLocale ?? LocaleIdentifier.english

        let results = Mutex<[FileResult?]>(Array(repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let locale: LocaleIdentifier?
            if let localization = file.localization {
                locale = localization.isBase ? file.group.flatMap { development[$0] } : localization.locale
            } else {
                locale = looseLocale
            }
            let result = file.isCatalog ? CatalogChecker(path: file.path, base: configuration.baseLanguage, maximumLengthRatio: configuration.maximumLengthRatio).check() : FileChecker(path: file.path, locale: locale).check()
            results.withLock { $0[index] = result }
        }
        let checked = results.withLock { $0 }

        var diagnostics: [Diagnostic] = []
        var ioErrors: [StringsdictError] = []
        var groups: [String: [LocalizationName: [TableSummary]]] = [:]
        for (file, result) in zip(files, checked) {
            guard let result else { continue }
            diagnostics += result.diagnostics
            if let error = result.ioError { ioErrors.append(error) }
            if let group = file.group, let localization = file.localization {
                groups[group, default: [:]][localization, default: []].append(result.table)
            }
        }
        for (group, tables) in groups {
            diagnostics += InfoPlistChecker(group: group, tables: tables).check()
            diagnostics += InterfaceFileChecker(group: group, tables: tables).check()
            guard let base = baseLocalization(of: tables, development: development[group]) else { continue }
            diagnostics += CrossLanguageChecker(base: base, tables: tables, maximumLengthRatio: configuration.maximumLengthRatio).check()
        }
        diagnostics = configuration.apply(to: diagnostics)
        diagnostics.sort()
        return LintReport(diagnostics: diagnostics, fileCount: files.count, ioErrors: ioErrors)
    }

    /// The base folder of a group (see the type's documentation).
    func baseLocalization(of tables: [LocalizationName: [TableSummary]], development: LocaleIdentifier?) -> LocalizationName? {
        let names = tables.keys.sorted { $0.name < $1.name }
        if let wanted = configuration.baseLanguage {
            if let exact = names.first(where: { $0.name == wanted }) { return exact }
            guard let locale = LocalizationName(wanted).locale else { return nil }
            return Self.folder(for: locale, in: names)
        }
        if let development, let folder = Self.folder(for: development, in: names) { return folder }
        if let base = names.first(where: \.isBase) { return base }
        return names.max { lhs, rhs in
            let left = Self.keyCount(tables[lhs]), right = Self.keyCount(tables[rhs])
            return left != right ? left < right : lhs.name > rhs.name
        }
    }

    /// The folder for `locale`: the same identifier, else an equivalent one (`en` ≡ `en-US`).
    private static func folder(for locale: LocaleIdentifier, in names: [LocalizationName]) -> LocalizationName? {
        names.first { $0.locale == locale } ?? names.first { $0.locale?.isEquivalent(to: locale) == true }
    }

    private static func keyCount(_ tables: [TableSummary]?) -> Int {
        (tables ?? []).reduce(0) { $0 + ($1.keys?.count ?? 0) }
    }

    /// `CFBundleDevelopmentRegion` of `group/Info.plist`, when there is one and it is a language.
    static func developmentRegion(of group: String) -> LocaleIdentifier? {
        guard let root = try? PropertyListReader.read(contentsOf: group + "/Info.plist"),
              let region = root.dictionary?["CFBundleDevelopmentRegion"]?.string else { return nil }
        return LocalizationName(region).locale
    }
}
