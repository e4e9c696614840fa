import Foundation
import Stringsdict
import Testing
@testable import StringsdictTranslate

/// A project in Xcode 15's form, as KeepingYouAwake has it (its Xcode 15.0–16.4 `.xcloc`
/// exports are the reference): `LOCALIZATION_PREFERS_STRING_CATALOGS`, a generated `Info.plist`
/// whose keys come from an `.xcconfig`, a `Localizable.xcstrings` and a `.xib` whose strings
/// live in `mul.lproj/<Name>.xcstrings`.
@Suite("XLIFF export of a project that prefers String Catalogs")
struct XcodeCatalogExportTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
            <button id="nQd-UP-kL9">
              <buttonCell key="cell" type="check" title="Check" id="7z8-pS-A86"/>
              <attributedString key="userComments"><fragment content="Do not localize"/></attributedString>
            </button>
            <textField id="tf1-aa-bbb"><textFieldCell key="cell" title="Reset to Default" id="3GX-gq-Yaq"/></textField>
            <textField id="tf2-aa-bbb"><textFieldCell key="cell" title="Text Cell" id="HPO-gf-tIY"/></textField>
          </objects>
        </document>
        """

    /// The catalog Xcode keeps the interface's strings in: a translated key, one marked not to
    /// translate, one the interface no longer has (`manual`); `HPO-gf-tIY` was removed from it.
    static let interfaceCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "3es-An-BPG.title" : {
              "comment" : "Class = \\"NSButtonCell\\"; title = \\"Set Default\\"; ObjectID = \\"3es-An-BPG\\";",
              "extractionState" : "manual",
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Als Standard setzen" } } }
            },
            "3GX-gq-Yaq.title" : {
              "comment" : "Class = \\"NSTextFieldCell\\"; title = \\"Reset to Default\\"; ObjectID = \\"3GX-gq-Yaq\\";",
              "extractionState" : "extracted_with_value",
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Zurücksetzen" } } }
            },
            "7z8-pS-A86.title" : {
              "comment" : "Class = \\"NSButtonCell\\"; title = \\"Check\\"; ObjectID = \\"7z8-pS-A86\\"; Note = \\"Do not localize\\";",
              "extractionState" : "extracted_with_value",
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """

    /// The project below; with `infoPlistFile`, its target also names an `Info.plist` of its own
    /// (`INFOPLIST_FILE`, as KeepingYouAwake's targets do beside their generated keys).
    static func project(infoPlistFile: Bool = false) throws -> TemporaryFolder {
        var files = projectFiles
        if infoPlistFile {
            files["App.xcodeproj/project.pbxproj"] = files["App.xcodeproj/project.pbxproj"]?
                .replacingOccurrences(of: #"PRODUCT_NAME = "$(TARGET_NAME)";"#, with: #"PRODUCT_NAME = "$(TARGET_NAME)"; INFOPLIST_FILE = App/Info.plist;"#)
            files["App/Info.plist"] = "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>$(PRODUCT_NAME)</string></dict></plist>"
        }
        return try TemporaryFolder(files)
    }

    static let projectFiles: [String: String] = [
            "Configuration.xcconfig": "GENERATE_INFOPLIST_FILE = YES\nINFOPLIST_KEY_NSHumanReadableCopyright = Copyright © 2025 Example.\n",
            "App.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                { objects = {
                  G = { isa = PBXGroup; children = (F1, S); sourceTree = "<group>"; };
                  F1 = { isa = PBXFileReference; path = Configuration.xcconfig; sourceTree = "<group>"; };
                  S = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                  T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                        buildConfigurationList = L1; fileSystemSynchronizedGroups = (S); };
                  L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                  C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
                  P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L2; };
                  L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
                  C2 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F1;
                         buildSettings = { LOCALIZATION_PREFERS_STRING_CATALOGS = YES; }; };
                }; rootObject = P; }
                """,
            "App/Localizable.xcstrings": """
                { "sourceLanguage" : "en", "strings" : { "Quit" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Beenden" } } } } }, "version" : "1.0" }
                """,
            "App/Settings/Base.lproj/Settings.xib": xib,
            "App/Settings/mul.lproj/Settings.xcstrings": interfaceCatalog,
        ]

    /// A target with an `Info.plist` of its own gets `InfoPlist.xcstrings` in its folder, as
    /// KeepingYouAwake's Xcode 15.0–16.4 exports have it; one whose `Info.plist` is only
    /// generated gets `<Target>-InfoPlist.xcstrings` (the test above).
    @Test("A target with its own Info.plist gets InfoPlist.xcstrings")
    func ownInfoPlist() throws {
        let project = try Self.project(infoPlistFile: true)
        let sources = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        let code = try Self.codeStrings(project.path, sources: sources)
        let document = try XLIFFExporter.document(for: sources, language: "de", codeStrings: code)
        #expect(document.files.map(\.original) == ["App/InfoPlist.xcstrings", "App/Localizable.xcstrings", "App/Settings/Base.lproj/Settings.xib"])
    }

    /// The code's and the Info.plist's strings, as `xliff export --sources` gathers them.
    static func codeStrings(_ root: String, sources: [TranslationSource]) throws -> [XLIFFExporter.CodeString] {
        var strings = [
            XLIFFExporter.CodeString(table: "Localizable", key: "Quit", comment: "Menu"),
            XLIFFExporter.CodeString(table: "Localizable", key: "New", comment: "Not in the catalog yet"),
        ]
        for (_, target, table) in TranslationSource.infoPlistTables(in: [root], among: sources, sourceLanguage: "en") {
            for entry in try target?.infoPlistStrings() ?? [] {
                strings.append(XLIFFExporter.CodeString(table: "InfoPlist", key: entry.key, value: entry.value, comment: entry.comment, source: table))
            }
        }
        return strings
    }

    @Test("<Target>-InfoPlist.xcstrings in the target's folder, the interface's catalog, code strings in their catalog, translate=\"no\"")
    func export() throws {
        let project = try Self.project()
        let sources = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        let code = try Self.codeStrings(project.path, sources: sources)
        let document = try XLIFFExporter.document(for: sources, language: "de", codeStrings: code)
        // No en.lproj/Localizable.strings beside mul.lproj, no InfoPlist.strings: Xcode's <file>s.
        #expect(document.files.map(\.original) == ["App/App-InfoPlist.xcstrings", "App/Localizable.xcstrings", "App/Settings/Base.lproj/Settings.xib"])
        let infoPlist = document.files[0].units
        #expect(infoPlist.map(\.id) == ["CFBundleName", "NSHumanReadableCopyright"])
        #expect(infoPlist.map(\.source) == ["App", "Copyright © 2025 Example."])
        #expect(infoPlist.map(\.note) == ["Bundle name", "Copyright (human-readable)"])
        // The catalog's key keeps its translation; the code's new key joins it.
        let localizable = document.files[1].units
        #expect(localizable.map(\.id) == ["New", "Quit"])
        #expect(localizable.map(\.target) == [nil, "Beenden"])
        // The interface's units are its catalog's keys: the removed one stays out, the manual one
        // has its key as source, the marked one is translate="no" with the catalog's comment.
        let xib = document.files[2].units
        // (Xcode's order: upper case before lower case.)
        #expect(xib.map(\.id) == ["3GX-gq-Yaq.title", "3es-An-BPG.title", "7z8-pS-A86.title"])
        #expect(xib.map(\.source) == ["Reset to Default", "3es-An-BPG.title", "Check"])
        #expect(xib.map(\.target) == ["Zurücksetzen", "Als Standard setzen", nil])
        #expect(xib.map(\.isTranslatable) == [true, true, false])
        #expect(xib[2].note == #"Class = "NSButtonCell"; title = "Check"; ObjectID = "7z8-pS-A86"; Note = "Do not localize";"#)
        // The .xcloc carries the made InfoPlist.xcstrings.
        let files = try XLIFFExporter.files(for: sources, language: "de", xcloc: true, project: "App", codeStrings: code)
        let made = try #require(files.first { $0.path == "de.xcloc/Source Contents/App/App-InfoPlist.xcstrings" })
        let catalog = try StringCatalogDocument(bytes: made.bytes, file: "App-InfoPlist.xcstrings")
        #expect(catalog.strings["CFBundleName"]?.extractionState == "extracted_with_value")
        #expect(catalog.strings["CFBundleName"]?.localizations?["en"]?.stringUnit?.value == "App")
    }

    @Test("import writes the interface's translations into its catalog, makes InfoPlist.xcstrings, adds code keys to their catalog")
    func importing() throws {
        let project = try Self.project()
        let sources = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        let code = try Self.codeStrings(project.path, sources: sources)
        var document = try XLIFFExporter.document(for: sources, language: "de", codeStrings: code)
        func translate(_ file: Int, _ id: String, _ text: String) {
            if let index = document.files[file].units.firstIndex(where: { $0.id == id }) {
                document.files[file].units[index].target = text
                document.files[file].units[index].state = "translated"
            }
        }
        translate(0, "CFBundleName", "Die App")
        translate(1, "New", "Neu")
        translate(2, "3GX-gq-Yaq.title", "Auf Standard zurücksetzen")
        translate(2, "7z8-pS-A86.title", "Prüfen")
        let xliff = try XLIFFWriter.bytes(of: document)
        let result = try XLIFFImporter.importing([XLIFFReader.read(xliff, file: "de.xliff")], into: project.path, codeStrings: code)
        #expect(result.findings.isEmpty)
        let interface = try StringCatalogDocument(contentsOf: project.path + "/App/Settings/mul.lproj/Settings.xcstrings")
        #expect(interface.strings["3GX-gq-Yaq.title"]?.localizations?["de"]?.stringUnit?.value == "Auf Standard zurücksetzen")
        // Not to translate: left as it was.
        #expect(interface.strings["7z8-pS-A86.title"]?.localizations?["de"] == nil)
        #expect(!FileManager.default.fileExists(atPath: project.path + "/App/Settings/de.lproj/Settings.strings"))
        let infoPlist = try StringCatalogDocument(contentsOf: project.path + "/App/App-InfoPlist.xcstrings")
        #expect(infoPlist.strings["CFBundleName"]?.localizations?["de"]?.stringUnit?.value == "Die App")
        #expect(infoPlist.strings["NSHumanReadableCopyright"]?.localizations?["en"]?.stringUnit?.value == "Copyright © 2025 Example.")
        let localizable = try StringCatalogDocument(contentsOf: project.path + "/App/Localizable.xcstrings")
        #expect(localizable.strings["New"]?.localizations?["de"]?.stringUnit?.value == "Neu")
        #expect(localizable.strings["New"]?.comment == "Not in the catalog yet")
        // Importing the same again changes nothing.
        let again = try XLIFFImporter.importing([XLIFFReader.read(xliff, file: "de.xliff")], into: project.path,
                                                codeStrings: Self.codeStrings(project.path, sources: TranslationSource.find(in: [project.path], sourceLanguage: "en")))
        #expect(again.written.isEmpty)
        #expect(again.findings.isEmpty)
    }

    /// KeepingYouAwake's app and framework each have a `Localizable.strings`, geteduroam's SwiftPM
    /// targets a `Resources/Localizable.xcstrings` each: Xcode's exports put a string in the
    /// table of the target whose code uses it.
    @Test("a code string joins the table of its name nearest the files that use it")
    func codeStringsByTarget() throws {
        let project = try TemporaryFolder([
            "App/Base.lproj/Localizable.strings": "\"Quit\" = \"Quit\";\n",
            "Kit/en.lproj/Localizable.strings": "\"Indefinitely\" = \"Indefinitely\";\n",
            "Package/Sources/Connect/Resources/Localizable.xcstrings": #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#,
        ])
        let sources = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        func string(_ key: String, _ files: [String]) -> XLIFFExporter.CodeString {
            var string = XLIFFExporter.CodeString(table: "Localizable", key: key)
            string.files = files.map { project.path + "/" + $0 }
            return string
        }
        let code = [
            string("Preferences", ["App/AppDelegate.m"]),
            string("Minutes", ["Kit/Duration.m"]),
            string("Install", ["Package/Sources/Connect/InstallView.swift"]),
            string("Both", ["App/Menu.m", "Kit/Timer.m"]),
            string("Nowhere", []),
        ]
        let document = try XLIFFExporter.document(for: sources, language: "de", codeStrings: code)
        let ids = Dictionary(uniqueKeysWithValues: document.files.map { ($0.original, $0.units.map(\.id)) })
        #expect(ids["App/Base.lproj/Localizable.strings"] == ["Both", "Nowhere", "Preferences", "Quit"])
        #expect(ids["Kit/en.lproj/Localizable.strings"] == ["Both", "Indefinitely", "Minutes"])
        #expect(ids["Package/Sources/Connect/Resources/Localizable.xcstrings"] == ["Install"])
    }

    /// tinode's notification extension has `es.lproj/Localizable.strings` and no development
    /// language file; its app has `en.lproj/Localizable.strings` at the top. Xcode 15.2 and 16.4
    /// export the extension's strings as `TinodiosNSExtension/en.lproj/Localizable.strings`, each
    /// table's `Unknown` with the comments of its own target's calls only.
    @Test("a folder translating a table without a development-language file is a table for its code")
    func translatedOnlyFolderIsATable() throws {
        let project = try TemporaryFolder([
            "en.lproj/Localizable.strings": "\"Archive\" = \"Archive\";\n",
            "es.lproj/Localizable.strings": "\"Archive\" = \"Archivar\";\n",
            "Extension/es.lproj/Localizable.strings": "\"New chat\" = \"Nuevo chat\";\n\"Unknown\" = \"Desconocido\";\n",
            "Extension/es.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Ext\";\n",
        ])
        let sources = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        func string(_ key: String, _ comments: [String: [String]]) -> XLIFFExporter.CodeString {
            var string = XLIFFExporter.CodeString(table: "Localizable", key: key,
                                                  comment: Set(comments.values.joined()).sorted().joined(separator: "\n"))
            string.files = comments.keys.sorted().map { project.path + "/" + $0 }
            string.commentsByFile = Dictionary(uniqueKeysWithValues: comments.map { (project.path + "/" + $0.key, $0.value) })
            return string
        }
        let code = [
            string("Archive", ["App/ChatList.swift": ["Swipe action"]]),
            string("New chat", ["Extension/NotificationService.swift": ["Push notification title"]]),
            string("Unknown", [
                "App/TopicInfo.swift": ["Placeholder for missing user name"],
                "App/ChatList.swift": ["Placeholder for unknown topic"],
                "Extension/NotificationService.swift": ["Placeholder for missing user name", "Placeholder for missing topic name"],
            ]),
        ]
        let document = try XLIFFExporter.document(for: sources, language: "es", codeStrings: code)
        #expect(document.files.map(\.original) == ["en.lproj/Localizable.strings", "Extension/en.lproj/Localizable.strings"])
        let app = try #require(document.files.first { $0.original == "en.lproj/Localizable.strings" })
        let ext = try #require(document.files.first { $0.original == "Extension/en.lproj/Localizable.strings" })
        #expect(app.units.map(\.id) == ["Archive", "Unknown"])
        #expect(ext.units.map(\.id) == ["New chat", "Unknown"])
        #expect(ext.units.map(\.target) == ["Nuevo chat", "Desconocido"])
        #expect(app.units.last?.note == "Placeholder for missing user name\nPlaceholder for unknown topic")
        #expect(ext.units.last?.note == "Placeholder for missing topic name\nPlaceholder for missing user name")

        // A translated folder no code string names a table of stays out.
        #expect(try XLIFFExporter.document(for: sources, language: "es", codeStrings: [code[0]]).files.map(\.original)
                == ["en.lproj/Localizable.strings"])
    }
}
