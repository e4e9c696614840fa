import Foundation
import Testing
import Stringsdict
import StringsdictTestSupport

/// `Localizations.infoValue(forKey:)`: `InfoPlist.strings` along the lookup chain, then the
/// `Info.plist` itself (XML or binary, written here by Foundation's own serializer).
@Suite("Info.plist values")
struct LocalizationsInfoPlistTests {
    static var plist: [String: Any] { [
        "CFBundleDevelopmentRegion": "en",
        "CFBundleDisplayName": "Files",
        "CFBundleName": "FilesApp",
        "NSHumanReadableCopyright": "© 2026 Example",
        "NSCameraUsageDescription": "Scan documents",
        "CFBundleVersion": 42,
    ] }

    static let strings: [String: String] = [
        "en.lproj/InfoPlist.strings": """
            /* English */
            "CFBundleDisplayName" = "Files";
            "NSCameraUsageDescription" = "Scan your documents";
            """,
        "en-GB.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan your documents (colour)\";",
        "de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Dateien\";\n\"NSHumanReadableCopyright\" = \"© 2026 Beispiel, 100 %\";",
        "ja.lproj/Localizable.strings": "\"a\" = \"b\";",
    ]

    static func folder(format: PropertyListSerialization.PropertyListFormat?) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(strings)
        if let format {
            try folder.write("Info.plist", try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0))
        }
        return folder
    }

    @Test("The localization's InfoPlist.strings value wins", arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func localized(format: PropertyListSerialization.PropertyListFormat) throws {
        let folder = try Self.folder(format: format)
        let german = try Localizations(at: folder.path, preferences: [LocaleIdentifier("de-CH")])
        #expect(try german.infoValue(forKey: "CFBundleDisplayName") == "Dateien")
        #expect(try german.infoValue(forKey: "NSHumanReadableCopyright") == "© 2026 Beispiel, 100 %", "% is text, not a format")
    }

    @Test("Then the region's parent folder and the development language, as for any key")
    func chain() throws {
        let folder = try Self.folder(format: .xml)
        let british = try Localizations(at: folder.path, preferences: [LocaleIdentifier("en-GB")])
        #expect(try british.infoValue(forKey: "NSCameraUsageDescription") == "Scan your documents (colour)")
        #expect(try british.infoValue(forKey: "CFBundleDisplayName") == "Files")
        let german = try british.preferring([LocaleIdentifier("de")])
        #expect(try german.infoValue(forKey: "NSCameraUsageDescription") == "Scan your documents", "the development language en")
    }

    @Test("Falls back to the Info.plist's own value (XML and binary)", arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func plistFallback(format: PropertyListSerialization.PropertyListFormat) throws {
        let folder = try Self.folder(format: format)
        let japanese = try Localizations(at: folder.path, preferences: [LocaleIdentifier("ja")])
        #expect(try japanese.infoValue(forKey: "CFBundleName") == "FilesApp")
        #expect(try japanese.infoValue(forKey: "NSHumanReadableCopyright") == "© 2026 Example")
        #expect(try japanese.infoValue(forKey: "CFBundleVersion") == nil, "not a string")
        #expect(try japanese.infoValue(forKey: "NoSuchKey") == nil)
        #expect(try japanese.infoDictionary()?["CFBundleDevelopmentRegion"]?.string == "en")
    }

    @Test("Without an Info.plist only InfoPlist.strings answers")
    func noPlist() throws {
        let folder = try Self.folder(format: nil)
        let german = try Localizations(at: folder.path, preferences: [LocaleIdentifier("de")])
        #expect(try german.infoValue(forKey: "CFBundleDisplayName") == "Dateien")
        #expect(try german.infoValue(forKey: "CFBundleName") == nil)
        #expect(try german.infoDictionary() == nil)
    }

    @Test("A broken Info.plist is an error with its position, every time it is asked")
    func brokenPlist() throws {
        let folder = try Self.folder(format: nil)
        try folder.write("Info.plist", Data("<plist><dict><key>CFBundleName</key><string>x</dict></plist>".utf8))
        let german = try Localizations(at: folder.path, preferences: [LocaleIdentifier("de")])
        #expect(try german.infoValue(forKey: "CFBundleDisplayName") == "Dateien", "InfoPlist.strings does not need the plist")
        for _ in 0..<2 {
            let error = try #require(throws: StringsdictError.self) { try german.infoValue(forKey: "CFBundleName") }
            #expect(error.location?.file.hasSuffix("Info.plist") == true)
        }
        try folder.write("Info.plist", try PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .xml, options: 0))
        let other = try Localizations(at: folder.path, preferences: [LocaleIdentifier("de")])
        let error = try #require(throws: StringsdictError.self) { try other.infoValue(forKey: "CFBundleName") }
        #expect(error.kind == .structure)
    }
}
