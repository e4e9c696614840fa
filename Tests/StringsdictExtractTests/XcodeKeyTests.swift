import Foundation
import Testing
import Stringsdict
@testable import StringsdictExtract
import StringsdictTestSupport

/// One key for one line: what Xcode extracted (fixtures from catalogs Xcode wrote), what
/// `extract` writes from the line, and what ``LocalizationValue`` builds at run time.
@Suite("Xcode's keys: extraction and run time agree")
struct XcodeKeyTests {
    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        var app: String
        var place: String
        var line: String
        var declarations: String
        var key: String
        var testDescription: String { "\(place): \(key)" }
    }

    static let cases: [Case] = {
        let path = ExtractFixtures.root + "/XcodeKeys/cases.json"
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
    }()

    static func extractedKey(_ source: String) -> String? {
        StringExtractor(options: .catalog).extract(Array(source.utf8), file: "a.swift", language: .swift).strings.last?.key
    }

    @Test("The fixture has its cases")
    func fixture() {
        #expect(Self.cases.count == 9)
    }

    @Test("extract writes Xcode's key from the app's line", arguments: cases)
    func extracted(_ item: Case) {
        #expect(Self.extractedKey(item.declarations + "\n" + item.line) == item.key)
    }

    /// The same lines at run time, with values of the types the apps declare.
    static let runTime: [String: LocalizationValue] = {
        let load1 = 1.5, load5 = 0.75, load15 = 0.5
        let processCount = 212, tcpConnectionCount = 34
        let serverIDs = [1, 2, 3]
        let servers = ["a", "b"]
        let core: Int? = 8
        let cpuUsage = 0.42, memoryUsage = 0.8
        let givenName: String? = "Anna"
        let responsiblePerson = "Luca"
        return [
            "Shared/Views/Servers/ServerDetail/ServerDetailStatusView.swift:79":
                "Load \(load1, specifier: "%.2f") \(load5, specifier: "%.2f") \(load15, specifier: "%.2f")",
            "Shared/Views/Servers/ServerDetail/ServerDetailStatusView.swift:80": "Processes \(processCount)",
            "Shared/Views/Servers/ServerDetail/ServerDetailStatusView.swift:244": "TCP \(tcpConnectionCount)",
            "Shared/Views/Tools/ServerGroup/ServerGroupListView.swift:94": "\(serverIDs.count) server(s)",
            "Nezha Vision/View/Servers/ServerListView.swift:203": "All(\(servers.count))",
            "Shared/Views/Servers/ServerList/ServerCard/ServerCard.swift:65": "\(core ?? 0) Core",
            "Nezha Widget/ServerDetailWidget.swift:196": "CPU \(cpuUsage * 100, specifier: "%.0f")% MEM \(memoryUsage * 100, specifier: "%.0f")%",
            "Source/Views/Sheets/HouseCardView.swift:62": "Created by \(givenName ?? "")",
            "Source/Views/Components/ActivityCardView.swift:79": "Person responsible: \(responsiblePerson)",
        ]
    }()

    @Test("LocalizationValue builds Xcode's key from values of the same types", arguments: cases)
    func runTimeKey(_ item: Case) throws {
        let value = try #require(Self.runTime[item.place])
        #expect(value.key == item.key)
    }

    /// Every type an interpolation may have: the key at run time equals the key extract writes
    /// from a declaration of that type.
    static let typed: [(type: String, literal: String, value: LocalizationValue)] = [
        ("Int", "3", "\(3 as Int) files"),
        ("Int64", "3", "\(3 as Int64) files"),
        ("Int32", "3", "\(3 as Int32) files"),
        ("Int16", "3", "\(3 as Int16) files"),
        ("Int8", "3", "\(3 as Int8) files"),
        ("UInt", "3", "\(3 as UInt) files"),
        ("UInt64", "3", "\(3 as UInt64) files"),
        ("UInt32", "3", "\(3 as UInt32) files"),
        ("UInt16", "3", "\(3 as UInt16) files"),
        ("UInt8", "3", "\(3 as UInt8) files"),
        ("Double", "2.5", "\(2.5 as Double) files"),
        ("Float", "2.5", "\(2.5 as Float) files"),
        ("String", "\"x\"", "\("x" as String) files"),
        ("Substring", "\"x\"", "\("x" as Substring) files"),
        ("Bool", "true", "\(true) files"),
        ("Int?", "3", "\(Optional(3) as Int?) files"),
    ]

    @Test("For every type, the run-time key is the key extract writes", arguments: typed.indices)
    func everyType(_ index: Int) {
        let (type, literal, value) = Self.typed[index]
        let source = "let n: \(type) = \(literal)\nlet v = String(localized: \"\\(n) files\")"
        #expect(Self.extractedKey(source) == value.key, "\(type)")
    }

    @Test("Literal percent signs: kept without interpolation, doubled with one (as Xcode writes keys)")
    func percent() {
        let plain: LocalizationValue = "100% done"
        #expect(plain.key == "100% done")
        #expect(Self.extractedKey("Text(\"100% done\")") == plain.key)
        let ratio = 40
        let interpolated: LocalizationValue = "\(ratio)% done"
        #expect(interpolated.key == "%lld%% done")
        #expect(Self.extractedKey("let ratio: Int = 40\nText(\"\\(ratio)% done\")") == interpolated.key)
    }

    @Test("string(localized:) renders the catalog entry with its plural rules; LocalizedResource resolves later")
    func render() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let folder = scratch.path
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "localizations" : {
                    "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                    "ru" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } }
                  }
                },
                "greeting" : {
                  "localizations" : { "ru" : { "stringUnit" : { "state" : "translated", "value" : "Привет, %@!" } } }
                }
              },
              "version" : "1.0"
            }
            """
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        let russian = try Localizations(at: folder, preferences: [try LocaleIdentifier("ru")])
        let english = try russian.preferring([try LocaleIdentifier("en")])
        for (count, expected) in [(1, "1 файл"), (3, "3 файла"), (5, "5 файлов"), (21, "21 файл")] {
            #expect(try russian.string(localized: "\(count) files", comment: "Files in the folder") == expected)
        }
        #expect(try english.string(localized: "\(1) files") == "1 file")
        let name = "Anna"
        let resource = LocalizedResource("greeting", defaultValue: "Hello, \(name)!", comment: "On the home screen")
        #expect(try resource.resolve(in: russian) == "Привет, Anna!")
        // A catalog key without a source-language value is its own source text, as in Xcode.
        #expect(try english.string(resource) == "greeting")
        // A key no localization has: the default value, with the arguments.
        let farewell = LocalizedResource("farewell", defaultValue: "Bye, \(name)!")
        #expect(try english.string(farewell) == "Bye, Anna!")
        #expect(try farewell.resolve(in: russian) == "Bye, Anna!")
        let later: LocalizedResource = "\(5) files"
        #expect(try later.resolve(in: russian) == "5 файлов")
        // A key no localization has: the key's text, formatted, as Foundation does.
        #expect(try english.string(localized: "\(2) apples") == "2 apples")
    }

    @Test("extract reads this package's run-time API: string(localized:), LocalizedResource")
    func extractsOwnAPI() {
        let source = """
            let a = try l10n.string(localized: "\\(count) files", comment: "Files in the folder")
            let b = LocalizedResource("greeting", defaultValue: "Hello, \\(name)!", table: "Home", comment: "On the home screen")
            let c: LocalizedResource = "Later"
            let d: LocalizationValue = "Value"
            let e = try l10n.string("not.this.one", 3)
            """
        let strings = StringExtractor(options: .catalog).extract(Array(source.utf8), file: "a.swift", language: .swift).strings
        #expect(strings.map(\.key) == ["%@ files", "greeting", "Later", "Value"])
        #expect(strings.map(\.table) == ["Localizable", "Home", "Localizable", "Localizable"])
        #expect(strings[0].comment == "Files in the folder")
        #expect(strings[1].value == "Hello, %@!")
    }
}
