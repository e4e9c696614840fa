import Foundation
@testable import Stringsdict
import StringsdictTestSupport
import Testing

/// The localizable strings of an `Info.plist`, named as Xcode names their keys.
@Suite("InfoPlistStrings: an Info.plist's localizable keys and Xcode's names for them")
struct InfoPlistStringsTests {
    static let app = FixtureFiles.url("Catalog/Migrate/InfoPlistApp").path

    @Test("Xcode's names agree with the comments Xcode wrote in DuckDuckGo's 25 InfoPlist.strings files")
    func namesAsXcodeWritesThem() throws {
        let corpus = FixtureFiles.url("corpus/duckduckgo-ios/DuckDuckGo").path
        var checked = Set<String>()
        for folder in try FileManager.default.contentsOfDirectory(atPath: corpus) where folder.hasSuffix(".lproj") {
            let path = corpus + "/" + folder + "/InfoPlist.strings"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            for entry in try StringsFileReader.read(contentsOf: path).entries where InfoPlistStrings.isLocalizable(entry.key) {
                #expect(InfoPlistStrings.names[entry.key] == entry.comment, "\(folder) \(entry.key)")
                checked.insert(entry.key)
            }
        }
        // Bundle display name, Bundle name and five privacy prompts.
        #expect(checked.count == 8, "\(checked.sorted())")
        // The Bundle Programming Guide names CFBundleDisplayName the same way.
        #expect(InfoPlistStrings.names["CFBundleDisplayName"] == "Bundle display name")
        // The keys not translated are not taken, nor keys Xcode does not know: Xcode 16's export of
        // geteduroam/apple-app and Xcode 26's of Itori leave out their
        // NSUserNotificationsUsageDescription and NSUserNotificationUsageDescription.
        #expect(!InfoPlistStrings.isLocalizable("CFBundleShortVersionString"))
        #expect(!InfoPlistStrings.isLocalizable("UsageDescription"))
        #expect(!InfoPlistStrings.isLocalizable("NSUserNotificationsUsageDescription"))
        #expect(!InfoPlistStrings.isLocalizable("NSUserNotificationUsageDescription"))
        #expect(InfoPlistStrings.isLocalizable("NSCameraUsageDescription"))
        // Apple's prompts whose Xcode name is not known here are still taken.
        #expect(InfoPlistStrings.isLocalizable("NSSensorKitUsageDescription"))
        #expect(InfoPlistStrings.unnamedPrompts.isDisjoint(with: InfoPlistStrings.names.keys))
    }

    @Test("An Info.plist's strings: localizable keys with string values, in key order, named")
    func strings() throws {
        let strings = try InfoPlistStrings.strings(contentsOf: Self.app + "/Info.plist")
        #expect(strings.map(\.key) == ["CFBundleDisplayName", "CFBundleName", "NSCameraUsageDescription", "NSHumanReadableCopyright",
                                       "NSLocationWhenInUseUsageDescription", "NSMicrophoneUsageDescription", "NSPhotoLibraryAddUsageDescription"])
        #expect(strings[1].value == "$(PRODUCT_NAME)")
        #expect(strings[1].comment == "Bundle name")
        #expect(strings[3].comment == "Copyright (human-readable)")
        #expect(strings[6].comment == "Privacy - Photo Library Additions Usage Description")
        #expect(strings[0].location.line == 8)
        // A root that is no dictionary is an error that says so.
        let folder = NSTemporaryDirectory() + "info-plist-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("<plist><array/></plist>".utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        #expect(throws: StringsdictError.self) { try InfoPlistStrings.strings(contentsOf: folder + "/Info.plist") }
    }

    @Test("Build-setting references, and the texts a value can expand to")
    func buildSettings() {
        #expect(InfoPlistStrings.hasBuildSettingReference("$(PRODUCT_NAME)"))
        #expect(InfoPlistStrings.hasBuildSettingReference("${EXECUTABLE_NAME} Pro"))
        #expect(!InfoPlistStrings.hasBuildSettingReference("Costs $5 (or less)"))
        #expect(InfoPlistStrings.value("$(PRODUCT_NAME)", canExpandTo: "Paperweight"))
        #expect(InfoPlistStrings.value("$(PRODUCT_NAME) © 2026", canExpandTo: "Briefbeschwerer © 2026"))
        #expect(!InfoPlistStrings.value("$(PRODUCT_NAME) © 2026", canExpandTo: "Briefbeschwerer © 2025"))
        #expect(InfoPlistStrings.value("${A}-${B}", canExpandTo: "x-y"))
        #expect(InfoPlistStrings.value("${A}-${B}-c", canExpandTo: "x-y-z-c"))
        #expect(!InfoPlistStrings.value("${A}-${B}", canExpandTo: "xy"))
        #expect(InfoPlistStrings.value("Paperweight", canExpandTo: "Paperweight"))
        #expect(!InfoPlistStrings.value("Paperweight", canExpandTo: "Paper"))
        // An unclosed reference is text.
        #expect(!InfoPlistStrings.value("$(PRODUCT", canExpandTo: "Paperweight"))
        #expect(InfoPlistStrings.value("$(PRODUCT", canExpandTo: "$(PRODUCT"))
        #expect(!InfoPlistStrings.hasBuildSettingReference("Costs $(5"))
        // Many openers without a closer: text, found in linear time (not one scan per opener).
        #expect(!InfoPlistStrings.hasBuildSettingReference(String(repeating: "$(${", count: 200_000)))
        #expect(InfoPlistStrings.references(in: Array("a $(B) c ${D} $(e".utf8)) == [2..<6, 9..<13])
    }

    @Test("The Info.plist of a folder of .lproj folders: beside them, else in the folder above")
    func location() {
        #expect(InfoPlistStrings.infoPlist(forLocalizationsIn: Self.app + "/Resources") == Self.app + "/Info.plist")
        #expect(InfoPlistStrings.infoPlist(forLocalizationsIn: Self.app + "/") == Self.app + "/Info.plist")
        #expect(InfoPlistStrings.infoPlist(forLocalizationsIn: Self.app + "/Resources/de.lproj") == nil)
    }

    @Test("As a build has them: build settings expanded with the Xcode project target whose INFOPLIST_FILE it is")
    func builtStrings() throws {
        let built = try InfoPlistStrings.builtStrings(contentsOf: Self.app + "/Resources/../Info.plist")
        let values = Dictionary(uniqueKeysWithValues: built.map { ($0.key, $0.value) })
        #expect(values["CFBundleName"] == "Paperweight")
        #expect(values["NSHumanReadableCopyright"] == "Paperweight © 2026 Example")
        // A setting the project does not give stays as written.
        #expect(values["NSLocationWhenInUseUsageDescription"] == "$(LOCATION_REASON)")
        #expect(values["CFBundleDisplayName"] == "Paperweight")
    }
}

/// An Xcode project's targets and build settings, as Xcode reads `project.pbxproj`.
@Suite("XcodeProject: targets, build settings and their expansion from project.pbxproj")
struct XcodeProjectTests {
    static let app = FixtureFiles.url("Catalog/Migrate/InfoPlistApp").path

    @Test("Native targets with the Release settings, the project's under the target's")
    func targets() throws {
        let project = try XcodeProject(contentsOf: Self.app + "/Paperweight.xcodeproj")
        #expect(project.targets.map(\.name) == ["Paperweight", "PaperweightTests"])
        let app = try #require(project.targets.first)
        #expect(app.infoPlist == Self.app + "/Info.plist")
        #expect(app.setting("PRODUCT_NAME") == "Paperweight")
        #expect(app.setting("EXECUTABLE_NAME") == "Paperweight")
        #expect(app.setting("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.Paperweight")
        #expect(app.setting("COPYRIGHT_HOLDER") == "Example")
        #expect(app.setting("DEVELOPMENT_LANGUAGE") == "en")
        // $(inherited) is the level below's value: the project sets none.
        #expect(app.setting("LD_RUNPATH_SEARCH_PATHS") == "@executable_path/Frameworks")
        #expect(app.setting("NO_SUCH_SETTING") == nil)
        #expect(app.expand("${PRODUCT_NAME:upper} by $(COPYRIGHT_HOLDER), $(UNKNOWN)") == "PAPERWEIGHT by Example, $(UNKNOWN)")
        #expect(project.targets.last?.infoPlist == Self.app + "/PaperweightTests/Info.plist")
        // Another configuration, by name; the file itself may be named too.
        let debug = try XcodeProject(contentsOf: Self.app + "/Paperweight.xcodeproj/project.pbxproj", configuration: "Debug")
        #expect(debug.targets.first?.infoPlist == Self.app + "/Debug-Info.plist")
        #expect(debug.targets.first?.setting("COPYRIGHT_HOLDER") == "Example (debug)")
        // The target of an Info.plist, found from the plist.
        #expect(XcodeProject.target(forInfoPlist: Self.app + "/Info.plist")?.name == "Paperweight")
        #expect(XcodeProject.target(forInfoPlist: Self.app + "/Resources/de.lproj/InfoPlist.strings") == nil)
    }

    /// KeepingYouAwake's form (MIT): the project's configurations are based on an `.xcconfig`
    /// that sets `GENERATE_INFOPLIST_FILE` and `INFOPLIST_KEY_NSHumanReadableCopyright`, which
    /// its Xcode exports show as the targets' Info.plist strings.
    @Test(".xcconfig files under the project's and the target's settings, with includes and $(inherited)")
    func configurationFiles() throws {
        let folder = try TemporaryFolder([
            "Configuration.xcconfig": """
                // Comments, blank lines and a condition are skipped.
                #include "Shared/Base.xcconfig"
                #include? "Missing.xcconfig"

                GENERATE_INFOPLIST_FILE = YES
                INFOPLIST_KEY_NSHumanReadableCopyright = Copyright © 2014 – 2025 Example. // trailing comment
                OTHER_FLAGS = $(inherited) -b;
                SDKROOT[sdk=iphoneos*] = iphoneos
                """,
            "Shared/Base.xcconfig": "OTHER_FLAGS = -a\nCOMPANY = Example\n#include \"../Configuration.xcconfig\"\n",
            "Target.xcconfig": "TARGET_FLAG = from-file\nOTHER_FLAGS = $(inherited) -c\n",
            "App.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                { objects = {
                  G = { isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                  F1 = { isa = PBXFileReference; path = Configuration.xcconfig; sourceTree = "<group>"; };
                  F2 = { isa = PBXFileReference; path = Target.xcconfig; sourceTree = "<group>"; };
                  T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
                  L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                  C1 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F2;
                         buildSettings = { TARGET_FLAG = own; OTHER_FLAGS = "$(inherited) -d"; }; };
                  P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L2; };
                  L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
                  C2 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F1; buildSettings = { COMPANY = Project; }; };
                }; rootObject = P; }
                """,
        ])
        let project = try XcodeProject(contentsOf: folder.path + "/App.xcodeproj")
        let app = try #require(project.targets.first)
        #expect(app.generatesInfoPlist)
        #expect(app.setting("INFOPLIST_KEY_NSHumanReadableCopyright") == "Copyright © 2014 – 2025 Example.")
        #expect(app.setting("COMPANY") == "Project")
        #expect(app.setting("TARGET_FLAG") == "own")
        #expect(app.setting("OTHER_FLAGS") == "-a -b -c -d")
        #expect(app.setting("SDKROOT") == nil)
        #expect(try app.infoPlistStrings().map { $0.key } == ["CFBundleName", "NSHumanReadableCopyright"])
        // Windows line ends are line ends (found by fuzzing: a CRLF file read as one line).
        let crlf = XcodeConfigFile.settings(bytes: Array("A = 1\r\nB = 2\r\n".utf8), folder: folder.path)
        #expect(crlf == ["A": "1", "B": "2"])
    }

    @Test("Expansion is bounded: a setting that names itself stops, as written")
    func boundedExpansion() {
        let target = XcodeProject.Target(name: "App", buildSettings: ["A": "$(B)x", "B": "$(A)y", "PRODUCT_NAME": "$(PRODUCT_NAME)"],
                                         sourceRoot: "/p", developmentRegion: nil, projectName: "App")
        #expect(target.expand("$(A)").contains("$("))
        #expect(target.expand("$(PRODUCT_NAME)") == "$(PRODUCT_NAME)")
        #expect(target.expand("$(SRCROOT)/Info.plist") == "/p/Info.plist")
        // Settings that name each other a thousand times over six levels (10^18 expansions
        // naively) expand once each.
        var settings: [String: String] = ["S6": ""]
        for level in 0..<6 { settings["S\(level)"] = String(repeating: "$(S\(level + 1))", count: 1000) }
        let wide = XcodeProject.Target(name: "App", buildSettings: settings, sourceRoot: "/p", developmentRegion: nil, projectName: "App")
        #expect(wide.expand("[$(S0)]") == "[]")
    }

    @Test("The old-style property list reader: dictionaries, arrays, data, strings, errors at their place", arguments: [
        ("{ a = (x, \"y z\", ); b = <0fBd 7a>; c = { d = e; }; }", nil),
        ("{ a = (x y); }", "expected , or ) after an array value"),
        ("{ a = b }", "expected ; after the value of \"a\""),
        ("{ a = <0f1>; }", "odd number of hex digits"),
        ("{ a = (x, ", "the ( here is not closed"),
        ("{ a = b; } c", "unexpected content after"),
    ] as [(String, String?)])
    func oldStyleTree(text: String, error: String?) throws {
        let bytes = Array(text.utf8)
        let result = Result { () throws(StringsdictError) in
            try bytes.withUnsafeBufferPointer { buffer throws(StringsdictError) in try StringsFileParser.parseTree(buffer, file: "t.pbxproj") }
        }
        switch result {
        case .success(let root):
            #expect(error == nil)
            let dictionary = try #require(root.dictionary)
            #expect(dictionary["a"]?.array?.compactMap(\.string) == ["x", "y z"])
            #expect(dictionary["b"]?.value == .data([0x0F, 0xBD, 0x7A]))
            #expect(dictionary["c"]?.dictionary?["d"]?.string == "e")
            #expect(dictionary["c"]?.location.column == 40)
        case .failure(let failure):
            #expect(error.map { failure.message.contains($0) } == true, "\(failure)")
            #expect(failure.location?.file == "t.pbxproj")
        }
    }

    @Test("Nesting beyond the depth limit is an error, not a crash")
    func depthLimit() {
        let text = Array((String(repeating: "(", count: 600) + String(repeating: ")", count: 600)).utf8)
        #expect(throws: StringsdictError.self) {
            try text.withUnsafeBufferPointer { buffer throws(StringsdictError) in try StringsFileParser.parseTree(buffer, file: "deep") }
        }
    }

    @Test("A generated Info.plist: the target named like a folder on the way, its INFOPLIST_KEY_ settings and CFBundleName")
    func generatedInfoPlist() throws {
        let root = FixtureFiles.url("Catalog/Migrate/GeneratedInfoPlist").path
        let app = try #require(XcodeProject.target(forLocalizationsIn: root + "/Notes/Resources"))
        #expect(app.name == "Notes")
        #expect(app.generatesInfoPlist && app.infoPlist == nil)
        let strings = try app.infoPlistStrings()
        #expect(strings.map(\.key) == ["CFBundleDisplayName", "CFBundleName", "NSCameraUsageDescription"])
        #expect(strings.map(\.value) == ["Quick Notes", "Notes", "Notes scans paper notes with the camera."])
        #expect(strings.map(\.comment) == ["Bundle display name", "Bundle name", "Privacy - Camera Usage Description"])
        // The widget: its folder is named after it; its Info.plist file and its settings together.
        let widget = try #require(XcodeProject.target(forLocalizationsIn: root + "/NotesWidget"))
        #expect(widget.name == "NotesWidget")
        let built = try InfoPlistStrings.builtStrings(contentsOf: root + "/NotesWidget/Info.plist")
        #expect(built.map(\.key) == ["CFBundleDisplayName", "CFBundleName", "NSLocationWhenInUseUsageDescription"])
        #expect(built.first?.value == "Notes Widget")
        // The targets' folders, as the project gives them: a synchronized folder, the folder
        // the compiled sources share (through groups with paths), none.
        let project = try XcodeProject(contentsOf: root + "/Notes.xcodeproj")
        #expect(project.targets.map(\.name) == ["Notes", "NotesWidget", "NotesKit", "NotesTests"])
        #expect(project.targets.map(\.folder) == ["Notes", nil, "Sources/NotesKit", nil])
        // No folder named after a target: the only application target, unless asked not to.
        #expect(XcodeProject.target(forLocalizationsIn: root)?.name == "Notes")
        #expect(XcodeProject.target(forLocalizationsIn: root, orOnlyApplication: false) == nil)
    }
}
