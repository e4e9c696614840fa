import Foundation
import Synchronization
import Testing
import Stringsdict

/// Eight tasks render and look up at once over the same tables and caches: `Localizations`
/// views of several languages (tables loaded lazily, for the first time, while the tasks run),
/// views made concurrently with `preferring(_:)`, a `LocalizationTable` read directly, a String
/// Catalog's tables, plural rules and number formatters. Every task must get what one task
/// alone gets, and that must be what `Resources/expected-demo.json` says.
///
/// CI runs this suite under the thread sanitizer too (`.ci/run`, `.ci/tsan.supp`).
@Suite("Rendering and lookup from 8 tasks at once")
struct ConcurrencyTests {
    static let demo = FixtureFiles.demoResources
    static let catalogPath = FixtureFiles.url("Catalog/Parcel.xcstrings").path
    static let numberLocales = ["en", "de-CH", "fr", "ru", "pl", "ar", "ar-EG", "hi-IN", "ja", "cy"]
    static let counts: [Int64] = [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000]

    /// Everything the tasks share, made before they start (so nothing in it is warmed up).
    final class Shared: Sendable {
        let expectations: DemoExpectations
        /// The root view, whose `preferring(_:)` the tasks call.
        let root: Localizations
        /// One view per render language, shared by every task.
        let views: [String: Localizations]
        /// One view per width or device row.
        let widthViews: [Localizations]
        let deviceViews: [Localizations]
        /// Russian plural entries read into one table.
        let table: LocalizationTable
        let russian: RenderContext
        let catalog: StringCatalog
        /// The catalog's tables compiled once; the tasks also compile their own.
        let catalogTables: [String: LocalizationTable]
        let formatters: [LocaleNumberFormatter]
        let currency: [NumberStyleFormatter]
        /// The keys reported missing, by every view's handler.
        let missing = MissingLog()

        init() throws {
            expectations = try #require(DemoExpectations.shared)
            let missing = self.missing
            let report: Localizations.MissingKeyHandler = { key, table in missing.keys.withLock { $0.append("\(table)/\(key)") } }
            root = try Localizations(at: ConcurrencyTests.demo, preferences: [LocaleIdentifier("en")])
            var views: [String: Localizations] = [:]
            for language in Set(expectations.render.map(\.language)) {
                views[language] = try Localizations(at: ConcurrencyTests.demo, preferences: [LocaleIdentifier(language)], onMissingKey: report)
            }
            self.views = views
            widthViews = try expectations.width.map { row in
                try Localizations(at: ConcurrencyTests.demo, preferences: [LocaleIdentifier(row.language)], width: row.width)
            }
            deviceViews = try expectations.device.map { row in
                try Localizations(at: ConcurrencyTests.demo, preferences: [LocaleIdentifier(row.language)], device: Device(rawValue: row.device))
            }
            table = try LocalizationTable(contentsOf: ConcurrencyTests.demo + "/ru.lproj/Localizable.stringsdict")
            russian = try RenderContext(locale: LocaleIdentifier("ru"))
            catalog = try StringCatalog(contentsOf: ConcurrencyTests.catalogPath)
            var catalogTables: [String: LocalizationTable] = [:]
            for language in catalog.languages { catalogTables[language] = catalog.table(for: language) }
            self.catalogTables = catalogTables
            formatters = try ConcurrencyTests.numberLocales.map { try LocaleNumberFormatter(locale: LocaleIdentifier($0)) }
            currency = try ConcurrencyTests.numberLocales.map { try NumberStyleFormatter(locale: LocaleIdentifier($0), style: .currency) }
        }
    }

    /// What the missing-key handlers report.
    final class MissingLog: Sendable {
        let keys = Mutex<[String]>([])
    }

    /// One piece of work: a name and what it computes.
    struct Job: Sendable {
        let name: String
        let run: @Sendable (Shared) throws -> String
    }

    /// Every job, in a fixed order; each task starts at its own place in it.
    static func jobs(_ expectations: DemoExpectations) -> [Job] {
        var jobs: [Job] = []
        for (index, row) in expectations.render.enumerated() {
            jobs.append(Job(name: "render \(index) \(row.testDescription)") { shared in
                let view = try #require(shared.views[row.language])
                return try view.string(row.key, table: row.table, arguments: row.args.map(DemoExpectations.argument))
            })
        }
        for (index, row) in expectations.width.enumerated() {
            jobs.append(Job(name: "width \(index) \(row.language) \(row.key)") { try $0.widthViews[index].string(row.key) })
        }
        for (index, row) in expectations.device.enumerated() {
            jobs.append(Job(name: "device \(index) \(row.language) \(row.key)") { try $0.deviceViews[index].string(row.key) })
        }
        for (index, row) in expectations.lookup.enumerated() {
            jobs.append(Job(name: "lookup \(index) \(row.testDescription)") { shared in
                let view = try shared.root.preferring(row.preferences.map { try LocaleIdentifier($0) })
                let found = try #require(try view.found(row.key, table: row.table))
                let text = try view.string(row.key, table: row.table, arguments: row.args.map(DemoExpectations.argument))
                return "\(text) from \(found.localization.name)"
            })
        }
        for key in ["no.such.key", "missing.one", "missing.two"] {
            for language in ["en", "ru", "ar"] {
                jobs.append(Job(name: "missing \(language) \(key)") { shared in
                    try #require(shared.views[language]).string(key, default: "default for \(key)")
                })
            }
        }
        for key in ["files.count", "files.selected", "storage.used", "photos.count", "upload.progress", "tap.action"] {
            for count in counts {
                jobs.append(Job(name: "table ru \(key) \(count)") { shared in
                    guard let message = shared.table[key] else { return "absent" }
                    let kinds = message.argumentKinds(in: shared.russian)
                    return try message.render(in: shared.russian, arguments: kinds.map { $0 == .double ? .double(Double(count) + 0.5) : .int(count) })
                })
            }
        }
        for language in ["en", "de", "ru", "fr"] {
            for count in [0, 1, 2, 3, 5, 21] as [Int64] {
                jobs.append(Job(name: "catalog \(language) \(count)") { shared in
                    let own = shared.catalog.table(for: language)
                    let locale = try LocaleIdentifier(language)
                    var lines: [String] = []
                    for key in own.keys {
                        let message = try #require(own[key])
                        let cached = try #require(shared.catalogTables[language]?[key])
                        let kinds = message.argumentKinds(in: try RenderContext(locale: locale))
                        let arguments: [FormatArgument] = kinds.map { $0 == .double ? .double(Double(count)) : $0 == .object || $0 == .cString ? .string("x") : .int(count) }
                        let text = (try? message.render(locale: locale, arguments: arguments)) ?? "error"
                        #expect(text == ((try? cached.render(locale: locale, arguments: arguments)) ?? "error"))
                        lines.append(text)
                    }
                    return lines.joined(separator: " | ")
                })
            }
        }
        for (index, locale) in numberLocales.enumerated() {
            jobs.append(Job(name: "plural and numbers \(locale)") { shared in
                let identifier = try LocaleIdentifier(locale)
                let cardinal = try PluralRules(locale: identifier)
                let ordinal = try PluralRules(locale: identifier, type: .ordinal)
                var lines: [String] = []
                for count in counts {
                    lines.append("\(cardinal.category(of: count)) \(ordinal.category(of: count)) \(try shared.formatters[index].string(count)) \(try shared.currency[index].string(Double(count) + 0.25))")
                }
                lines.append("\(try cardinal.category(ofDecimal: "1.50")) \(try shared.formatters[index].string(decimal: "1234567.891"))")
                return lines.joined(separator: " | ")
            })
        }
        return jobs
    }

    /// Runs every job starting at `start`, wrapping around: name → result (or error).
    static func run(_ jobs: [Job], from start: Int, on shared: Shared) -> [String: String] {
        var results: [String: String] = [:]
        for offset in 0..<jobs.count {
            let job = jobs[(start + offset) % jobs.count]
            do {
                results[job.name] = try job.run(shared)
            } catch {
                results[job.name] = "error: \(error)"
            }
        }
        return results
    }

    @Test("8 tasks over shared tables and caches give what one task gives, and the reference")
    func eightTasks() async throws {
        let expectations = try #require(DemoExpectations.shared)
        let jobs = Self.jobs(expectations)
        // Concurrent first, so tables are loaded and caches filled while the tasks race.
        let shared = try Shared()
        let results = await withTaskGroup(of: [String: String].self) { group in
            for task in 0..<8 {
                group.addTask { Self.run(jobs, from: task * jobs.count / 8, on: shared) }
            }
            var all: [[String: String]] = []
            for await result in group { all.append(result) }
            return all
        }
        // Then one task alone, on objects of its own.
        let alone = try Shared()
        let serial = Self.run(jobs, from: 0, on: alone)

        #expect(results.count == 8)
        for result in results {
            let differing = jobs.map(\.name).filter { result[$0] != serial[$0] }
            #expect(differing.isEmpty, "\(differing.count) jobs differ, first: \(differing.prefix(3).map { "\($0): \(result[$0] ?? "nil") vs \(serial[$0] ?? "nil")" })")
        }
        // The serial results are the reference's.
        for (index, row) in expectations.render.enumerated() {
            #expect(serial["render \(index) \(row.testDescription)"] == row.expected)
        }
        for (index, row) in expectations.width.enumerated() {
            #expect(serial["width \(index) \(row.language) \(row.key)"] == row.expected)
        }
        for (index, row) in expectations.device.enumerated() {
            #expect(serial["device \(index) \(row.language) \(row.key)"] == row.expected)
        }
        for (index, row) in expectations.lookup.enumerated() {
            let folder = row.from.split(separator: "/").first.map { String($0.dropLast(".lproj".count)) } ?? ""
            #expect(serial["lookup \(index) \(row.testDescription)"] == "\(row.expected) from \(folder)")
        }
        // A missing key is reported once per view, however many tasks ask at once.
        let reported = shared.missing.keys.withLock { $0 }
        #expect(reported.count == 9, "\(reported.sorted())")
        #expect(Set(reported).count == 3)
        #expect(serial["missing ru no.such.key"] == "default for no.such.key")
    }
}
