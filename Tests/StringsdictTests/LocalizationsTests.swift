import Foundation
import Synchronization
import Testing
import Stringsdict

/// `Resources/expected-demo.json`: the demo's expected renderings, written by hand from the SPEC's
/// rules and CLDR 42 (an independent reference for the engine and the lookup).
struct DemoExpectations: Decodable, Sendable {
    struct Render: Decodable, Sendable, CustomTestStringConvertible {
        let language: String
        let table: String
        let key: String
        let args: [String]
        let expected: String
        var testDescription: String { "\(language) \(table)/\(key) \(args) → \(expected)" }
    }

    struct Width: Decodable, Sendable {
        let language: String
        let key: String
        let width: Int?
        let expected: String
    }

    struct DeviceRow: Decodable, Sendable {
        let language: String
        let key: String
        let device: String
        let expected: String
    }

    struct Lookup: Decodable, Sendable, CustomTestStringConvertible {
        let preferences: [String]
        let table: String
        let key: String
        let args: [String]
        let expected: String
        let from: String
        var testDescription: String { "\(preferences) \(table)/\(key) → \(expected) from \(from)" }
    }

    let render: [Render]
    let width: [Width]
    let device: [DeviceRow]
    let lookup: [Lookup]

    static let shared: DemoExpectations? = {
        guard let data = FileManager.default.contents(atPath: FixtureFiles.demoResources + "/expected-demo.json") else { return nil }
        return try? JSONDecoder().decode(DemoExpectations.self, from: data)
    }()

    /// `i:3`, `d:1.5`, `s:Anna` as typed arguments.
    static func argument(_ text: String) -> FormatArgument {
        let value = String(text.dropFirst(2))
        switch text.prefix(2) {
        case "i:": return .int(Int64(value) ?? 0)
        case "d:": return .double(Double(value) ?? 0)
        default: return .string(value)
        }
    }
}

@Suite("Localizations on the demo resources")
struct LocalizationsTests {
    static let demo = FixtureFiles.demoResources

    static func open(_ preferences: [String], onMissingKey: Localizations.MissingKeyHandler? = nil) throws -> Localizations {
        try Localizations(at: demo, preferences: preferences.map { try LocaleIdentifier($0) }, onMissingKey: onMissingKey)
    }

    @Test("The reference file loads")
    func expectationsLoad() throws {
        let expectations = try #require(DemoExpectations.shared)
        #expect(expectations.render.count > 800)
        #expect(Set(expectations.render.map(\.language)).count >= 10)
    }

    @Test("Every expected rendering, in every demo language")
    func renders() throws {
        let expectations = try #require(DemoExpectations.shared)
        var views: [String: Localizations] = [:]
        var failures: [String] = []
        for row in expectations.render {
            let l10n = try views[row.language] ?? Self.open([row.language])
            views[row.language] = l10n
            #expect(l10n.localization.locale?.language == (try LocaleIdentifier(row.language)).language)
            let got = try l10n.string(row.key, table: row.table, arguments: row.args.map(DemoExpectations.argument))
            if got != row.expected { failures.append("\(row.testDescription), got \(got)") }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(expectations.render.count) differ: \(failures.prefix(8))")
    }

    @Test("Width and device variants")
    func variants() throws {
        let expectations = try #require(DemoExpectations.shared)
        for row in expectations.width {
            let l10n = try Localizations(at: Self.demo, preferences: [LocaleIdentifier(row.language)], width: row.width)
            #expect(try l10n.string(row.key) == row.expected, "\(row.language) \(row.key) width \(row.width.map(String.init) ?? "none")")
        }
        for row in expectations.device {
            let l10n = try Localizations(at: Self.demo, preferences: [LocaleIdentifier(row.language)], device: Device(rawValue: row.device))
            #expect(try l10n.string(row.key) == row.expected, "\(row.language) \(row.key) on \(row.device)")
        }
    }

    @Test("The lookup chain: region folder, its language, Base, development language; stringsdict over strings")
    func lookupChain() throws {
        let expectations = try #require(DemoExpectations.shared)
        for row in expectations.lookup {
            let l10n = try Self.open(row.preferences)
            let found = try #require(try l10n.found(row.key, table: row.table), "\(row.testDescription)")
            #expect(try l10n.string(row.key, table: row.table, arguments: row.args.map(DemoExpectations.argument)) == row.expected, "\(row.testDescription)")
            #expect(row.from.hasPrefix(found.localization.name + ".lproj/"), "\(row.testDescription): found in \(found.localization)")
        }
        let british = try Self.open(["en-GB"])
        #expect(british.lookupChain.map(\.name) == ["en-GB", "en", "Base"])
        #expect(try british.string("color.label") == "Colour")
        #expect(try british.string("app.name") == "Parcel")   // only in Base
        // en.lproj has "files.count" in both tables: the .stringsdict entry wins.
        let english = try Self.open(["en"])
        #expect(try english.string("files.count", 1) == "1 file")
        #expect(try english.table("Localizable", in: LocalizationName("en"))?["files.count"]?.kind is LocalizedMessage.Kind)
    }

    @Test("Negotiation picks the folder and the number locale")
    func negotiation() throws {
        #expect(try Self.open(["ru-RU", "en"]).localization.name == "ru")
        #expect(try Self.open(["ja", "de"]).localization.name == "ja")
        #expect(try Self.open(["pt-BR", "fr"]).localization.name == "fr")
        #expect(try Self.open(["zh-CN"]).localization.name == "zh-Hans")
        #expect(try Self.open(["zh-TW", "es"]).localization.name == "en")  // no Hant folder, no es: development language
        let swiss = try Self.open(["de-CH"])
        #expect(swiss.localization.name == "de")
        #expect(swiss.locale.identifier == "de-CH")                      // numbers in the user's regional style
        #expect(try swiss.string("photos.count", 1234) == "1’234 Fotos")
        #expect(try Self.open(["de"]).string("photos.count", 1234) == "1.234 Fotos")
    }

    /// CLDR 42's cardinal categories (cldr-42/plural-samples.txt: ru and pl samples 1, 2, 5, 21,
    /// 22, 1.5; 25 from the rules' `i % 10 = 5..9` for `many`, 21 in Polish from `one` being
    /// `i = 1 and v = 0` only) turned into the demo's Russian and Polish variants. A request
    /// whose own locale has no language renders as the localization it negotiated: root's rules
    /// (only `other`) would say "5 файла", "5 pliku".
    static let withoutLanguage: [(preferences: [String], count: Double, expected: String)] = [
        (["und-RU"], 1, "1 файл"), (["und-RU"], 2, "2 файла"), (["und-RU"], 5, "5 файлов"),
        (["und-RU"], 21, "21 файл"), (["und-RU"], 22, "22 файла"), (["und-RU"], 25, "25 файлов"),
        (["und-PL"], 1, "1 plik"), (["und-PL"], 2, "2 pliki"), (["und-PL"], 5, "5 plików"),
        (["und-PL"], 21, "21 plików"), (["und-PL"], 22, "22 pliki"), (["und-PL"], 25, "25 plików"),
        (["und", "pl"], 5, "5 plików"), (["x-private", "pl"], 22, "22 pliki"), (["und", "x-private", "ru"], 21, "21 файл"),
        // 1.5 is `other` in both (v != 0); `.1f` shows it with the language's decimal comma.
        (["und-RU"], 1.5, "Использовано 1,5 гигабайта"), (["und-PL"], 1.5, "Wykorzystano 1,5 gigabajta"),
    ]

    @Test("A request without a language renders with the negotiated localization's plural rules", arguments: withoutLanguage)
    func pluralRulesWithoutLanguage(preferences: [String], count: Double, expected: String) throws {
        let l10n = try Self.open(preferences)
        let integer = count.rounded() == count
        let text = integer ? try l10n.string("files.count", Int(count)) : try l10n.string("storage.used", count)
        #expect(text == expected)
        #expect(l10n.locale.language == l10n.localization.locale?.language)
    }

    @Test("A missing key gives the default value, else the key, and is reported once")
    func missingKeys() throws {
        let reported = Mutex<[String]>([])
        let l10n = try Self.open(["de"]) { key, table in reported.withLock { $0.append("\(table)/\(key)") } }
        #expect(try l10n.string("no.such.key") == "no.such.key")
        #expect(try l10n.string("no.such.key", default: "Fallback %d", 3) == "Fallback 3")
        #expect(try l10n.string("other.missing", table: "Social") == "other.missing")
        #expect(try l10n.string("no.such.key", table: "NoSuchTable") == "no.such.key")
        #expect(reported.withLock { $0 } == ["Localizable/no.such.key", "Social/other.missing", "NoSuchTable/no.such.key"])
    }

    @Test("Errors name the key: too few arguments, a folder with no localizations")
    func errors() throws {
        let l10n = try Self.open(["en"])
        let error = #expect(throws: StringsdictError.self) { try l10n.string("files.selected", 3) }
        #expect(error?.keyPath.first == "files.selected")
        #expect(error?.kind == .argument)
        let empty = #expect(throws: StringsdictError.self) { try Localizations(at: FixtureFiles.packageRoot + "/Sources", preferences: []) }
        #expect(empty?.kind == .io)
    }

    @Test("8 tasks looking up at once give the serial results")
    func concurrentLookups() async throws {
        let languages = ["en", "de", "fr", "ru", "pl", "cs", "ar", "he", "ja", "zh-Hans", "cy", "lv"]
        let base = try Self.open(["en"])
        @Sendable func work(_ view: Localizations) throws -> [String] {
            var lines: [String] = []
            for count in [0, 1, 2, 3, 5, 11, 21, 101] {
                lines.append(try view.string("files.count", count))
                lines.append(try view.string("files.selected", count, count + 2))
                lines.append(try view.string("members.joined", table: "Social", count))
            }
            return lines
        }
        var serialResults: [String: [String]] = [:]
        for language in languages { serialResults[language] = try work(base.preferring([LocaleIdentifier(language)])) }
        let serial = serialResults
        let fresh = try Self.open(["en"])  // tables loaded concurrently, for the first time
        let results = try await withThrowingTaskGroup(of: (String, [String]).self) { group in
            for task in 0..<8 {
                group.addTask {
                    var last: (String, [String]) = ("", [])
                    for offset in 0..<languages.count {
                        let language = languages[(task + offset) % languages.count]
                        last = (language, try work(fresh.preferring([LocaleIdentifier(language)])))
                        #expect(last.1 == serial[language])
                    }
                    return last
                }
            }
            var all: [(String, [String])] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
    }

    @Test("A folder that cannot be listed is an .io error with the system's reason, not a Foundation dump")
    func missingFolder() {
        let error = #expect(throws: StringsdictError.self) { try Localizations(at: "/no/such/resources", preferences: []) }
        #expect(error?.kind == .io)
        #expect(error?.message == "cannot list the resources folder /no/such/resources: No such file or directory")
    }
}
