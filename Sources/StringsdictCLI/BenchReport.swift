import FoundationEssentials
import Stringsdict

/// What `stringsdict bench` measured (``BenchHarness/measure(progress:)``).
///
/// The JSON output (`--format json`) is one object:
/// ```
/// {
///   "path": "Resources", "durationSeconds": 2,
///   "loadMilliseconds": 4.2,           // every table, read and compiled
///   "rendersPerSecond": 2400000,       // every table, one render of each key and arguments
///   "tables": [{ "localization": "ru", "table": "Localizable", "locale": "ru",
///                "files": ["Resources/ru.lproj/Localizable.strings", …],
///                "keys": 14, "renders": 486000, "failures": 0,
///                "loadMilliseconds": 0.31, "nanosecondsPerRender": 410.2,
///                "rendersPerSecond": 2437835 }, …],
///   "slowest": [{ "localization": "ru", "table": "Localizable", "key": "storage.used",
///                 "cases": 5, "renders": 45000, "nanosecondsPerRender": 2210.7 }, …],   // at most ten
///   "failures": [{ "localization": "…", "table": "…", "key": "…", "message": "…" }]
/// }
/// ```
/// `renders` counts the renders timed; a key's `cases` are its argument sets (one per representative count). A key that does not compile or
/// render is listed in `failures` and left out of the figures.
struct BenchReport: Codable, Equatable {
    struct Table: Codable, Equatable {
        let localization: String
        let table: String
        let locale: String
        let files: [String]
        let keys: Int
        let renders: Int
        let failures: Int
        let loadMilliseconds: Double
        let nanosecondsPerRender: Double
        let rendersPerSecond: Double
    }

    struct Key: Codable, Equatable {
        let localization: String
        let table: String
        let key: String
        /// The argument sets the key is rendered with (one per representative count).
        let cases: Int
        /// The renders timed.
        let renders: Int
        let nanosecondsPerRender: Double
    }

    struct Failure: Codable, Equatable {
        let localization: String
        let table: String
        let key: String
        let message: String
    }

    let path: String
    let durationSeconds: Double
    let loadMilliseconds: Double
    let rendersPerSecond: Double
    let tables: [Table]
    let slowest: [Key]
    let failures: [Failure]

    /// The report as pretty-printed JSON with sorted keys.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// The report as aligned tables.
    func text() -> String {
        let names = tables.map { "\($0.localization).lproj/\($0.table)" }
        let nameWidth = max(names.map(\.count).max() ?? 0, 5)
        var output = "\(path): \(tables.count) table\(tables.count == 1 ? "" : "s"), loaded in \(Self.fixed(loadMilliseconds, 2)) ms, rendered for \(Self.fixed(durationSeconds, 1)) s\n\n"
        output += Self.pad("table", nameWidth, left: true) + "  keys  renders   load ms   ns/render    renders/s\n"
        for (name, table) in zip(names, tables) {
            output += Self.pad(name, nameWidth, left: true)
                + Self.pad(String(table.keys), 6) + Self.pad(String(table.renders), 9)
                + Self.pad(Self.fixed(table.loadMilliseconds, 3), 10) + Self.pad(Self.fixed(table.nanosecondsPerRender, 1), 12)
                + Self.pad(Self.grouped(table.rendersPerSecond), 13) + (table.failures > 0 ? "  (\(table.failures) failed)" : "") + "\n"
        }
        output += Self.pad("all", nameWidth, left: true) + Self.pad("", 15) + Self.pad(Self.fixed(loadMilliseconds, 3), 10)
            + Self.pad("", 12) + Self.pad(Self.grouped(rendersPerSecond), 13) + "\n"
        if !slowest.isEmpty {
            output += "\nThe \(slowest.count) slowest keys\n"
            for key in slowest {
                output += Self.pad(Self.fixed(key.nanosecondsPerRender, 1), 12) + " ns  \(key.key)  (\(key.localization).lproj/\(key.table), \(key.renders) argument set\(key.renders == 1 ? "" : "s"))\n"
            }
        }
        if !failures.isEmpty {
            output += "\nNot rendered\n"
            for failure in failures {
                output += "  \(failure.localization).lproj/\(failure.table) \(failure.key): \(failure.message)\n"
            }
        }
        return String(output.dropLast())
    }

    private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }

    /// `value` with `digits` decimals, as C's `%.*f` writes it.
    private static func fixed(_ value: Double, _ digits: Int) -> String {
        (try? FormatString("%.*f").render(locale: nil, digits, value)) ?? String(value)
    }

    /// A whole number with thousands separators (`2,437,835`).
    private static func grouped(_ value: Double) -> String {
        (try? FormatString("%.0f").render(locale: .english, value)) ?? String(value)
    }
}
