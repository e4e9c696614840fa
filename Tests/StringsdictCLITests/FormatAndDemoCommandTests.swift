import ArgumentParser
import Foundation
import Testing
@testable import StringsdictCLI
import Stringsdict

/// The package's bundled demo folder (this file is Tests/StringsdictCLITests/…).
private let resources = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Resources"

@Suite("stringsdict format")
struct FormatCommandTests {
    @Test("A folder, negotiated from --language; numbers follow the localization", arguments: [
        (["files.count", "21", "--language", "ru"], "21 файл"),
        (["files.count", "1234", "--language", "de-CH,fr"], "1’234 Dateien"),
        (["files.selected", "3", "7", "--language", "en"], "3 of 7 files selected"),
        (["files.count", "0", "--language", "xx,pl"], "Brak plików"),
        (["color.label", "--language", "en-GB"], "Colour"),
        (["invite.received", "Anna", "Holiday", "--table", "Social", "--language", "en"], "Anna invited you to “Holiday”"),
        (["storage.used", "1.0", "--language", "fr"], "1,0 gigaoctet utilisé"),
        (["tap.action", "--language", "en", "--device", "mac"], "Click a file to open it"),
    ])
    func folder(arguments: [String], expected: String) throws {
        let command = try FormatCommand.parse([resources] + arguments)
        #expect(try command.render() == expected)
    }

    @Test("A file, with --locale or the locale of its .lproj folder")
    func file() throws {
        let ru = resources + "/ru.lproj/Localizable.stringsdict"
        #expect(try FormatCommand.parse([ru, "files.count", "5"]).render() == "5 файлов")
        #expect(try FormatCommand.parse([ru, "files.count", "5", "--locale", "uk"]).render() == "5 файлов")
        let strings = resources + "/en.lproj/Localizable.strings"
        #expect(try FormatCommand.parse([strings, "greeting", "Anna"]).render().contains("Anna"))
    }

    @Test("Bad input names what is wrong", arguments: [
        (["files.count", "many", "--language", "en"], "not an integer"),
        (["files.count", "1", "2", "--language", "en"], "reads 1"),
        (["files.count", "1", "--language", "en_@"], "invalid language"),
    ])
    func errors(arguments: [String], fragment: String) throws {
        let error = #expect(throws: CLIError.self) { try FormatCommand.parse([resources] + arguments).render() }
        #expect(error?.description.contains(fragment) == true, "\(error?.description ?? "")")
    }

    /// NSLocalizedString (and the library's lookup) give the key itself for a key found
    /// nowhere: so does the command, with a warning, and exit status 0.
    @Test("A key found nowhere prints the key and warns", arguments: [
        [resources, "no.such.key", "--language", "en"],
        [resources, "no.such.key", "3", "--language", "ru"],
        [resources + "/ru.lproj/Localizable.stringsdict", "no.such.key"],
        [resources + "/en.lproj/Localizable.strings", "no.such.key", "x"],
    ])
    func missingKey(arguments: [String]) throws {
        let (text, warning) = try FormatCommand.parse(arguments).output()
        #expect(text == "no.such.key")
        #expect(warning?.contains("no key 'no.such.key'") == true, "\(warning ?? "")")
    }

    @Test("Too few arguments is the engine's error, naming the key")
    func tooFew() throws {
        let error = #expect(throws: StringsdictError.self) { try FormatCommand.parse([resources, "files.selected", "3", "--language", "en"]).render() }
        #expect(error?.keyPath.first == "files.selected")
    }
}

/// An entry that does not compile reported "1 argument given, but 'k' reads 0" whenever
/// arguments were given, hiding the real error; its compile error (with its position) comes first.
@Suite("stringsdict format: compile errors first")
struct FormatCompileErrorTests {
    static func variable(_ name: String, type: String = "d", other: String) -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>\(type)</string><key>other</key><string>\(other)</string></dict>\n"
    }

    static func file(format: String, _ variables: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>k</key>\n<dict>\n"
            + "<key>NSStringLocalizedFormatKey</key><string>\(format)</string>\n" + variables + "</dict>\n</dict>\n</plist>\n"
    }

    static let cases: [(name: String, text: String, fragment: String)] = [
        ("cycle", file(format: "%#@a@", variable("a", other: "%d %#@a@")), "cycle"),
        ("undefined variable", file(format: "%#@a@ %#@missing@", variable("a", other: "%d")), "missing"),
        ("nesting past 32", file(format: "%#@v1@", (1...33).map { variable("v\($0)", other: $0 == 33 ? "%d" : "%#@v\($0 + 1)@") }.joined()), "32"),
        ("bad value type", file(format: "%#@a@", variable("a", type: "k", other: "%d")), "value type"),
    ]

    @Test("the compile error, with its position, whatever the arguments", arguments: cases.map(\.name))
    func compileErrorFirst(name: String) throws {
        let testCase = try #require(Self.cases.first { $0.name == name })
        let path = NSTemporaryDirectory() + "compile-first-\(UUID().uuidString).stringsdict"
        try Data(testCase.text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for values in [[], ["1"], ["1", "2", "3"], ["x"]] {
            let error = #expect(throws: StringsdictError.self) {
                try FormatCommand.parse([path, "k"] + values + ["--locale", "en"]).render()
            }
            #expect(error?.kind != .argument, "\(values): \(String(describing: error))")
            #expect(error?.location?.file == path, "\(values): \(String(describing: error))")
            #expect(error?.keyPath.first == "k")
            #expect(error?.message.contains(testCase.fragment) == true, "\(values): \(String(describing: error))")
        }
    }
}

@Suite("stringsdict demo")
struct DemoCommandTests {
    @Test("Every demo language, with the expected forms for ru, pl and ar")
    func output() throws {
        let text = try DemoCommand.parse(["--resources", resources]).render()
        for folder in ["en", "de", "fr", "ru", "pl", "cs", "ar", "he", "ja", "zh-Hans", "cy", "lv"] {
            #expect(text.contains("\n\(folder).lproj · "), "no section for \(folder)")
        }
        // ru: one, few, many; pl: few versus many at 22/25; ar: dual, few, many (Arabic-Indic digits).
        for form in ["21 файл", "3 файла", "5 файлов", "Нет файлов",
                     "1 plik", "2 pliki", "5 plików",
                     "ملفان", "٣ ملفات", "١١ ملفًا", "١٠٠ ملف"] {
            #expect(text.contains(form), "missing \(form)")
        }
    }

    @Test("--language picks languages and --counts the numbers")
    func options() throws {
        let text = try DemoCommand.parse(["--resources", resources, "--language", "pl", "--counts", "22,25"]).render()
        #expect(text.contains("pl.lproj"))
        #expect(!text.contains("ru.lproj"))
        #expect(text.contains("22 pliki"))
        #expect(text.contains("25 plików"))
        #expect(throws: CLIError.self) { try DemoCommand.parse(["--resources", resources, "--counts", "1,x"]).render() }
    }

    /// 1e19 and 9.3e18 do not fit an Int64 and nan/inf are no count: converting them trapped
    /// (SIGILL). Each is an error naming the value.
    @Test("--counts a count cannot hold is an error naming it, not a crash", arguments: ["1e19", "9.3e18", "-9.3e18", "nan", "inf", "-inf", "9223372036854775808"])
    func countOutOfRange(count: String) throws {
        let error = #expect(throws: CLIError.self) {
            try DemoCommand.parse(["--resources", resources, "--language", "en", "--counts", "1," + count]).render()
        }
        #expect(error?.description.contains("'\(count)'") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("out of range") == true, "\(error?.description ?? "")")
    }

    @Test("the largest counts an Int64 holds still render")
    func largestCounts() throws {
        let text = try DemoCommand.parse(["--resources", resources, "--language", "en", "--counts", "9.2e18,-9.2e18"]).render()
        #expect(text.contains("9200000000000000000"))
    }
}
