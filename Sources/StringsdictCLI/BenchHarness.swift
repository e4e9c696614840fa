import FoundationEssentials
import Stringsdict

/// The measuring behind `stringsdict bench`: how fast a folder's (or a file's) tables load and
/// render.
///
/// Every table of every localization (or of the ``languages`` asked for) is loaded and timed,
/// then every key is rendered with representative arguments: for a message with plural variables,
/// the counts that reach each plural category of the language (as `demo` picks them), or a few
/// floating values when it reads a floating one; for any other message, one set of sample
/// arguments. Each key gets an equal share of the time, repeated in batches timed as a whole, so
/// the clock's own cost does not count.
///
/// A type of the CLI, not of the library: it measures through the library's public API only,
/// and its messages (``CLIError``) and sample arguments (``DemoCommand``) are the CLI's, so moving
/// it into `Stringsdict` would make a report type public for one command.
struct BenchHarness {
    /// A folder of `.lproj` folders, or one `.strings`, `.stringsdict` or `.xcstrings` file.
    var path: String
    /// The languages to bench, as `--language` gives them (each may be a comma-separated list);
    /// every localization when empty. With a table file, the first is its locale.
    var languages: [String] = []
    /// The time to spend rendering, in seconds, shared by all tables.
    var duration: Double = 2

    /// One table to bench: its compiled messages and the context they render in.
    private struct Subject {
        let localization: String
        let locale: LocaleIdentifier
        let table: LocalizationTable
        let loadNanoseconds: Double
    }

    /// One key's argument sets, ready to render.
    private struct Case {
        let key: String
        let message: LocalizedMessage
        let argumentSets: [[FormatArgument]]
    }

    /// Loads the tables and renders them; `progress` (if any) is told each table as it starts.
    ///
    /// - Throws: ``CLIError`` for a bad path or language, ``StringsdictError`` for a table that
    ///   does not load.
    func measure(progress: ((_ done: Int, _ total: Int, _ name: String) -> Void)? = nil) throws -> BenchReport {
        let subjects = try loadSubjects()
        guard !subjects.isEmpty else { throw CLIError("no table to bench in \(path)") }
        let share = duration * 1e9 / Double(subjects.count)
        var tables: [BenchReport.Table] = []
        var keys: [BenchReport.Key] = []
        var failures: [BenchReport.Failure] = []
        for (index, subject) in subjects.enumerated() {
            progress?(index, subjects.count, "\(subject.localization).lproj/\(subject.table.name)")
            let context = try RenderContext(locale: subject.locale)
            let (cases, failed) = try Self.cases(for: subject.table, context: context)
            failures += failed.map { .init(localization: subject.localization, table: subject.table.name, key: $0.key, message: $0.message) }
            var renders = 0
            var totalNanoseconds = 0.0
            for item in cases {
                let (nanoseconds, performed) = Self.time(item, context: context, budget: share / Double(max(cases.count, 1)))
                keys.append(.init(localization: subject.localization, table: subject.table.name, key: item.key,
                                  cases: item.argumentSets.count, renders: performed, nanosecondsPerRender: Self.rounded(nanoseconds, 1)))
                renders += performed
                totalNanoseconds += nanoseconds * Double(performed)
            }
            let perRender = renders == 0 ? 0 : totalNanoseconds / Double(renders)
            tables.append(.init(
                localization: subject.localization, table: subject.table.name, locale: subject.locale.description,
                files: subject.table.files, keys: cases.count, renders: renders, failures: failed.count,
                loadMilliseconds: Self.rounded(subject.loadNanoseconds / 1e6, 3),
                nanosecondsPerRender: Self.rounded(perRender, 1),
                rendersPerSecond: perRender == 0 ? 0 : (1e9 / perRender).rounded()))
        }
        progress?(subjects.count, subjects.count, "")
        let allRenders = tables.reduce(0) { $0 + $1.renders }
        let allNanoseconds = tables.reduce(0.0) { $0 + $1.nanosecondsPerRender * Double($1.renders) }
        return BenchReport(
            path: path, durationSeconds: duration,
            loadMilliseconds: Self.rounded(subjects.reduce(0.0) { $0 + $1.loadNanoseconds } / 1e6, 3),
            rendersPerSecond: allNanoseconds == 0 ? 0 : (1e9 * Double(allRenders) / allNanoseconds).rounded(),
            tables: tables,
            slowest: Array(keys.sorted { $0.nanosecondsPerRender > $1.nanosecondsPerRender }.prefix(10)),
            failures: failures)
    }

    /// The tables of the path, loaded (and timed) in localization then table order.
    private func loadSubjects() throws -> [Subject] {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("no such file or folder: \(Diagnostics.echo(path))")
        }
        let wanted: [LocaleIdentifier]
        do {
            wanted = try languages.flatMap { try PreferredLanguages.parse(list: $0) }
        } catch {
            throw CLIError("invalid language: \(Diagnostics.reason(of: error))")
        }
        if !isDirectory && path.hasSuffix(".xcstrings") {
            return try catalogSubjects(wanted: wanted)
        }
        if !isDirectory {
            guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") else {
                throw CLIError("\(path) is not a .strings, .stringsdict or .xcstrings file, nor a folder of .lproj folders")
            }
            let folder = LocalizationFolder(containing: path)
            guard let locale = wanted.first ?? folder?.locale else {
                throw CLIError("give the file's locale with --language (it is not in a LANGUAGE.lproj folder)")
            }
            let start = ContinuousClock.now
            let table = try LocalizationTable(contentsOf: path)
            let load = Self.nanoseconds(ContinuousClock.now - start)
            return [Subject(localization: folder?.name ?? locale.description,
                            locale: locale, table: table, loadNanoseconds: load)]
        }
        let base = try Localizations(at: path, preferences: [])
        var names = base.available
        if !wanted.isEmpty {
            let matcher = LanguageMatcher(names: base.available, developmentLanguage: base.developmentLanguage)
            var chosen: [LocalizationName] = []
            for language in wanted {
                guard let name = matcher.servingLocalization(for: language) else {
                    throw CLIError("no localization in \(Diagnostics.echo(path)) serves --language \(language) (there are: \(base.available.map(\.name).joined(separator: ", ")))")
                }
                if !chosen.contains(name) { chosen.append(name) }
            }
            names = chosen
        }
        var subjects: [Subject] = []
        for name in names {
            let locale = Localizations.numberLocale(for: name, preferences: [], developmentLanguage: base.developmentLanguage)
            for tableName in base.tableNames {
                let start = ContinuousClock.now
                guard let table = try base.table(tableName, in: name) else { continue }
                let load = Self.nanoseconds(ContinuousClock.now - start)
                subjects.append(Subject(localization: name.name, locale: locale, table: table, loadNanoseconds: load))
            }
        }
        return subjects
    }

    /// The tables of a String Catalog: one per language (the `--language` ones, each matched to
    /// the catalog's languages as `.lproj` folders are), the catalog's read timed with the first.
    private func catalogSubjects(wanted: [LocaleIdentifier]) throws -> [Subject] {
        let start = ContinuousClock.now
        let catalog = try StringCatalog(contentsOf: path)
        var readNanoseconds = Self.nanoseconds(ContinuousClock.now - start)
        var languages = catalog.languages
        if !wanted.isEmpty {
            let development = (try? LocaleIdentifier(catalog.sourceLanguage)) ?? .english
            let matcher = LanguageMatcher(available: catalog.languages, developmentLanguage: development)
            var chosen: [String] = []
            for language in wanted {
                guard let name = matcher.servingLocalization(for: language)?.name else {
                    throw CLIError("no language of \(Diagnostics.echo(path)) serves --language \(language) (there are: \(catalog.languages.joined(separator: ", ")))")
                }
                if !chosen.contains(name) { chosen.append(name) }
            }
            languages = chosen
        }
        var subjects: [Subject] = []
        for language in languages {
            guard let locale = try? LocaleIdentifier(language) else { continue }
            let tableStart = ContinuousClock.now
            let table = catalog.table(for: language)
            let load = Self.nanoseconds(ContinuousClock.now - tableStart) + readNanoseconds
            readNanoseconds = 0
            subjects.append(Subject(localization: language, locale: locale, table: table, loadNanoseconds: load))
        }
        return subjects
    }

    /// Each key's argument sets, and the keys that cannot be rendered with their reasons.
    private static func cases(for table: LocalizationTable, context: RenderContext) throws -> ([Case], [(key: String, message: String)]) {
        let rules = try PluralRules(locale: context.locale)
        let integers = DemoCommand.representativeIntegers(rules)
        let floating: [Double] = [0, 1, 1.5, 2, 5.25]
        var cases: [Case] = []
        var failures: [(key: String, message: String)] = []
        for key in table.keys {
            guard let message = table[key] else { continue }
            if let error = message.error {
                failures.append((key, error.message))
                continue
            }
            let kinds = message.argumentKinds(in: context)
            var sets: [[FormatArgument]]
            if !message.hasPlurals || kinds.isEmpty {
                sets = [kinds.map { DemoCommand.sample(for: $0, integer: 3, floating: 3) }]
            } else if kinds.contains(where: { $0 == .double }) {
                sets = floating.map { value in kinds.map { DemoCommand.sample(for: $0, integer: Int64(value), floating: value) } }
            } else {
                sets = integers.map { value in kinds.map { DemoCommand.sample(for: $0, integer: value, floating: Double(value)) } }
            }
            do {
                for arguments in sets { _ = try message.render(in: context, arguments: arguments) }
            } catch {
                failures.append((key, error.message))
                continue
            }
            cases.append(Case(key: key, message: message, argumentSets: sets))
        }
        return (cases, failures)
    }

    /// Nanoseconds per render of `item`, and the renders timed: one round (every argument set
    /// once) sizes the batch, then as many rounds as fill `budget` nanoseconds are timed as one.
    private static func time(_ item: Case, context: RenderContext, budget: Double) -> (nanoseconds: Double, renders: Int) {
        func rounds(_ count: Int) -> Double {
            var bytes = 0
            let start = ContinuousClock.now
            for _ in 0..<count {
                for arguments in item.argumentSets {
                    bytes &+= (try? item.message.render(in: context, arguments: arguments))?.utf8.count ?? 0
                }
            }
            let elapsed = nanoseconds(ContinuousClock.now - start)
            // Keeps the renders observable.
            withExtendedLifetime(bytes) {}
            return elapsed
        }
        let first = max(rounds(1), 1)
        let count = max(1, min(Int(budget / first), 100_000_000))
        let renders = count * item.argumentSets.count
        return (rounds(count) / Double(renders), renders)
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    private static func rounded(_ value: Double, _ digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return (value * scale).rounded() / scale
    }

}
