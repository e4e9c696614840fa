import Foundation
import Testing
import Stringsdict

/// `Localizations(bundle:)` on a resource bundle laid out as SwiftPM lays one out on Linux:
/// `<Package>_<Target>.resources/` next to the executable, holding `Info.plist`, the `.lproj`
/// folders and (copied, as SwiftPM does not compile them on Linux) catalogs at its top;
/// `Bundle.module` is `Bundle(path:)` of that folder.
@Suite("Localizations from a bundle")
struct LocalizationsBundleTests {
    @Test("The .lproj folders and catalogs of a SwiftPM resource bundle")
    func swiftPMBundle() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/bundle-" + UUID().uuidString + "/App_App.resources"
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) }
        let files = [
            "en.lproj/Localizable.strings": "\"hello\" = \"Hello, %@!\";\n",
            "de.lproj/Localizable.strings": "\"hello\" = \"Hallo, %@!\";\n",
            "Shop.xcstrings": #"{"sourceLanguage": "en", "version": "1.0", "strings": {"buy": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Buy"}}, "de": {"stringUnit": {"state": "translated", "value": "Kaufen"}}}}}}"#,
            // What SwiftPM writes for a target with localized resources.
            "Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let bundle = try #require(Bundle(path: folder))
        let german = try Localizations(bundle: bundle, preferences: [LocaleIdentifier("de-CH")])
        #expect(german.localization.name == "de")
        #expect(try german.string("hello", "Anna") == "Hallo, Anna!")
        #expect(german.localized("buy", table: "Shop") == "Kaufen")
        let english = try Localizations(bundle: bundle, preferences: [LocaleIdentifier("ja")])
        #expect(english.localized("hello", arguments: [.string("Anna")]) == "Hello, Anna!")
    }

    @Test("A bundle without localizations is an I/O error naming the folder")
    func empty() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/bundle-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bundle = try #require(Bundle(path: folder))
        #expect(throws: StringsdictError.self) { try Localizations(bundle: bundle) }
    }
}
