import Foundation
import Stringsdict
import Testing
@testable import StringsdictTranslate

/// Which target's table a string goes to, as the project's build phases say: the shape of
/// FitTrackPro (Xcode 26.5 export: its app's tables in `Resources/`, its `Info.plist` at the top
/// under another name, a widget that prefers String Catalogs and has no table) and of tinode
/// (Xcode 15.2 and 16.4: a notification extension whose `Localizable.strings` has translations
/// but no development-language file).
@Suite("XLIFF export by the project's targets")
struct XcodeTargetExportTests {
    /// An app (`App/App.swift`, resources `Resources/{en,de}.lproj/InfoPlist.strings` and
    /// `Resources/de.lproj/Localizable.strings`, `INFOPLIST_FILE = App-Info.plist`) and a widget
    /// (`Widget/Widget.swift`, no resources, preferring catalogs).
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                A1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                A2 = {isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
                A3 = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
                A4 = {isa = PBXFileReference; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
                A5 = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                V1 = {isa = PBXVariantGroup; children = (A3, A4); name = InfoPlist.strings; sourceTree = "<group>"; };
                V2 = {isa = PBXVariantGroup; children = (A5); name = Localizable.strings; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, G2, G3); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (A1); path = App; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (A2); path = Widget; sourceTree = "<group>"; };
                G3 = {isa = PBXGroup; children = (V1, V2); path = Resources; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = A1; };
                B2 = {isa = PBXBuildFile; fileRef = A2; };
                B3 = {isa = PBXBuildFile; fileRef = V1; };
                B4 = {isa = PBXBuildFile; fileRef = V2; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXResourcesBuildPhase; files = (B3, B4); };
                P3 = {isa = PBXSourcesBuildPhase; files = (B2); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "App-Info.plist"; }; name = Release; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; LOCALIZATION_PREFERS_STRING_CATALOGS = YES; }; name = Release; };
                C3 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, P2); name = App; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P3); name = Widget; productType = "com.apple.product-type.app-extension"; };
                R0 = {isa = PBXProject; buildConfigurationList = L3; developmentRegion = en; mainGroup = G0; targets = (T1, T2); };
            };
            rootObject = R0;
        }
        """

    static func folder() throws -> TemporaryFolder {
        try TemporaryFolder([
            "App.xcodeproj/project.pbxproj": project,
            "App-Info.plist": #"<plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Notes</string></dict></plist>"#,
            "App/App.swift": "",
            "Widget/Widget.swift": "",
            "Resources/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Notes\";\n",
            "Resources/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Notizen\";\n",
            "Resources/de.lproj/Localizable.strings": "\"Open\" = \"Öffnen\";\n",
        ])
    }

    @Test("a target's sources and resources, each localization of a localized file on its own")
    func buildPhases() throws {
        let folder = try Self.folder()
        let project = try XcodeProject(contentsOf: folder.path + "/App.xcodeproj")
        let app = try #require(project.targets.first { $0.name == "App" })
        #expect(app.sources == ["App/App.swift"])
        #expect(app.resources == ["Resources/en.lproj/InfoPlist.strings", "Resources/de.lproj/InfoPlist.strings",
                                  "Resources/de.lproj/Localizable.strings"])
        #expect(app.compiles(XcodeProject.standardized(folder.path + "/App/App.swift")))
        #expect(!app.compiles(XcodeProject.standardized(folder.path + "/Widget/Widget.swift")))
        #expect(app.tableLocations(of: "Localizable.strings") == [XcodeProject.standardized(folder.path + "/Resources")])
        #expect(XcodeProject.targets(compiling: folder.path + "/Widget/Widget.swift").map(\.name) == ["Widget"])
        #expect(XcodeProject.target(withTable: "InfoPlist.strings", localizedIn: folder.path + "/Resources")?.name == "App")
    }

    @Test("code strings go to their targets' tables: one in the resources, or one made in the target's folder")
    func codeStringsByTarget() throws {
        let folder = try Self.folder()
        let root = folder.path
        let sources = try TranslationSource.find(in: [root], sourceLanguage: "en")
        func string(_ key: String, _ files: [String], comment: String? = nil) -> XLIFFExporter.CodeString {
            var string = XLIFFExporter.CodeString(table: "Localizable", key: key, comment: comment)
            string.files = files.map { root + "/" + $0 }
            return string
        }
        let code = [
            string("Open", ["App/App.swift"], comment: "Menu item"),
            string("Start", ["Widget/Widget.swift"]),
            string("Shared", ["App/App.swift", "Widget/Widget.swift"]),
        ]
        let document = try XLIFFExporter.document(for: sources, language: "de", codeStrings: code)
        let ids = Dictionary(uniqueKeysWithValues: document.files.map { ($0.original, $0.units.map(\.id)) })
        // The app's table is the one its resources translate (no English file yet); the widget,
        // which prefers catalogs and has none, gets Widget/Localizable.xcstrings.
        #expect(ids["Resources/en.lproj/Localizable.strings"] == ["Open", "Shared"])
        #expect(ids["Widget/Localizable.xcstrings"] == ["Shared", "Start"])
        let app = try #require(document.files.first { $0.original == "Resources/en.lproj/Localizable.strings" })
        #expect(app.units.first?.target == "Öffnen")
        #expect(app.units.last?.note == "No comment provided by engineer.")
        // A catalog's key without a comment has no note (FitTrackPro's widget catalog).
        let widget = try #require(document.files.first { $0.original == "Widget/Localizable.xcstrings" })
        #expect(widget.units.allSatisfy { $0.note == nil })
        // No table elsewhere: the strings all found their targets'.
        #expect(!ids.keys.contains("en.lproj/Localizable.strings"))
    }

    @Test("import writes into the tables the export made for the targets: the widget's new catalog, the app's English-less table")
    func importIntoTargetTables() throws {
        let folder = try Self.folder()
        let root = folder.path
        var open = XLIFFExporter.CodeString(table: "Localizable", key: "Open", comment: "Menu item")
        open.files = [root + "/App/App.swift"]
        var start = XLIFFExporter.CodeString(table: "Localizable", key: "Start")
        start.files = [root + "/Widget/Widget.swift"]
        let xliff = try XLIFFWriter.bytes(of: XLIFFDocument(files: [
            XLIFFDocument.File(original: "Widget/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "de",
                               units: [XLIFFDocument.Unit(id: "Start", source: "Start", target: "Los")]),
            XLIFFDocument.File(original: "Resources/en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "de",
                               units: [XLIFFDocument.Unit(id: "Open", source: "Open", target: "Öffnen!")]),
        ]))
        let result = try XLIFFImporter.importing([XLIFFReader.read(xliff, file: "de.xliff")], into: root, codeStrings: [open, start])
        #expect(result.findings.isEmpty, "\(result.findings)")
        let catalog = try StringCatalogDocument(contentsOf: root + "/Widget/Localizable.xcstrings")
        // Only the widget's string: the app's stays in the app's table.
        #expect(catalog.strings.keys.sorted() == ["Start"])
        #expect(catalog.strings["Start"]?.localizations?["de"]?.stringUnit?.value == "Los")
        #expect(try StringsFileReader.read(contentsOf: root + "/Resources/de.lproj/Localizable.strings")["Open"]?.value == "Öffnen!")
        #expect(!FileManager.default.fileExists(atPath: root + "/Resources/en.lproj/Localizable.strings"))
    }

    @Test("the Info.plist strings go to the table the target's resources hold, from its INFOPLIST_FILE")
    func infoPlistByResources() throws {
        let folder = try Self.folder()
        let root = folder.path
        let found = TranslationSource.infoPlistTables(in: [root], among: try TranslationSource.find(in: [root], sourceLanguage: "en"), sourceLanguage: "en")
        let app = try #require(found.first { $0.target?.name == "App" })
        #expect(app.table.original == "Resources/en.lproj/InfoPlist.strings")
        #expect(try app.target?.infoPlistStrings().map(\.key) == ["CFBundleDisplayName"])
        #expect(found.filter { $0.target?.name == "App" }.count == 1)
    }

    /// geteduroam's Xcode 16.0 export: its Swift package's targets keep their strings in their
    /// own `Resources` catalogs, and a target without resources gets
    /// `Sources/AppRemoteConfigClient/Resources/en.lproj/Localizable.strings`, not a neighbour's.
    @Test("A Swift package target's code strings go to its own table, one made in its Resources folder if it has none")
    func packageTargets() throws {
        let folder = try TemporaryFolder([
            "Package/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", defaultLocalization: \"en\", targets: [])\n",
            "Package/Sources/Auth/Resources/Localizable.xcstrings": #"{ "sourceLanguage" : "en", "strings" : { "Sign in" : { } }, "version" : "1.0" }"#,
            "Package/Sources/Auth/Auth.swift": "let a = String(localized: \"Sign in\")\n",
            "Package/Sources/Config/Config.swift": "let b = String(localized: \"Connecting\")\n",
        ])
        let root = folder.path
        let sources = try TranslationSource.find(in: [root], sourceLanguage: "en")
        func string(_ key: String, _ file: String) -> XLIFFExporter.CodeString {
            var string = XLIFFExporter.CodeString(table: "Localizable", key: key)
            string.files = [root + "/" + file]
            return string
        }
        let code = [string("Sign in", "Package/Sources/Auth/Auth.swift"), string("Connecting", "Package/Sources/Config/Config.swift")]
        let document = try XLIFFExporter.document(for: sources, language: "de", codeStrings: code)
        let ids = Dictionary(uniqueKeysWithValues: document.files.map { ($0.original, $0.units.map(\.id)) })
        #expect(ids["Package/Sources/Auth/Resources/Localizable.xcstrings"] == ["Sign in"])
        #expect(ids["Package/Sources/Config/Resources/en.lproj/Localizable.strings"] == ["Connecting"])
        #expect(ids.count == 2, "\(ids)")
    }
}
