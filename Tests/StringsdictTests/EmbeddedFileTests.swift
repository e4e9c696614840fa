import Foundation
import Synchronization
import Testing
import Stringsdict

/// `Localizations(embedded:)`: the tables the build plugin compiles into a program, and the
/// non-throwing `localized(_:table:arguments:)` its accessors call.
@Suite("Embedded localizations")
struct EmbeddedFileTests {
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "files.count": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
            "ru": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld файл"}},
                                             "few": {"stringUnit": {"state": "translated", "value": "%lld файла"}},
                                             "many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}}}}}}}}
        """

    static let files = [
        EmbeddedFile(path: "Localizable.xcstrings", text: catalog),
        EmbeddedFile(path: "en.lproj/Settings.strings", text: "\"title\" = \"Settings\";\n\"only.en\" = \"English only\";\n"),
        EmbeddedFile(path: "de.lproj/Settings.strings", text: "\"title\" = \"Einstellungen\";\n"),
        // "title" = "Настройки"; in UTF-16 LE with a BOM, as base64.
        EmbeddedFile(path: "ru.lproj/Settings.strings", base64: "//4iAHQAaQB0AGwAZQAiACAAPQAgACIAHQQwBEEEQgRABD4EOQQ6BDgEIgA7AAoA"),
        EmbeddedFile(path: "notes.txt", text: "ignored"),
    ]

    /// Russian plural categories from CLDR: 1, 21 → one; 3 → few; 5, 11 → many.
    @Test("A catalog's plurals and .lproj tables, negotiated per view", arguments: [
        ("ru", 21, "21 файл"), ("ru", 3, "3 файла"), ("ru", 11, "11 файлов"), ("en", 1, "1 file"), ("en", 21, "21 files"),
    ])
    func plural(language: String, count: Int, expected: String) throws {
        let base = Localizations(embedded: Self.files, preferences: [])
        let view = try base.preferring([LocaleIdentifier(language)])
        #expect(view.localized("files.count", arguments: [.int(Int64(count))]) == expected)
    }

    @Test("Tables from text and from base64; other paths are ignored")
    func tables() throws {
        let l10n = Localizations(embedded: Self.files, preferences: [try LocaleIdentifier("de-AT")])
        #expect(l10n.localization.name == "de")
        #expect(l10n.localized("title", table: "Settings") == "Einstellungen")
        #expect(l10n.localized("only.en", table: "Settings") == "English only")   // via the development language
        #expect(try l10n.preferring([LocaleIdentifier("ru")]).localized("title", table: "Settings") == "Настройки")
        #expect(l10n.available.map(\.name) == ["de", "en", "ru"])
        #expect(l10n.tableNames == ["Localizable", "Settings"])
    }

    @Test("A missing key gives the key, reported once; a bad argument falls back along the chain, never throws")
    func missing() throws {
        let reports = Mutex<[String]>([])
        let l10n = Localizations(embedded: Self.files, preferences: [try LocaleIdentifier("ru")]) { key, table in
            reports.withLock { $0.append(table + "/" + key) }
        }
        #expect(l10n.localized("no.such.key") == "no.such.key")
        #expect(l10n.localized("no.such.key") == "no.such.key")
        // A string where the plural needs a number: no folder renders it.
        #expect(l10n.localized("files.count", arguments: [.string("many")]) == "files.count")
        #expect(reports.withLock { $0 } == ["Localizable/no.such.key", "Localizable/files.count"])
    }

    @Test("Files that do not parse leave their keys missing; no file at all still gives a view")
    func badInput() throws {
        let broken = Localizations(embedded: [
            EmbeddedFile(path: "Broken.xcstrings", text: "{ not json"),
            EmbeddedFile(path: "en.lproj/Localizable.strings", text: "\"a\" = ;"),
            EmbeddedFile(path: "en.lproj/Other.strings", base64: "not base64 !"),
        ], preferences: [])
        #expect(broken.localized("a") == "a")
        #expect(broken.localized("x", table: "Broken") == "x")
        #expect(broken.localized("x", table: "Other") == "x")
        let empty = Localizations(embedded: [], preferences: [try LocaleIdentifier("fr")])
        #expect(empty.localization.name == "en")
        #expect(empty.localized("k", arguments: [.int(3)]) == "k")
    }
}
