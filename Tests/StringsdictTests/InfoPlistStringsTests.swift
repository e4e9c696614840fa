import Foundation
@testable import Stringsdict
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
        // The keys not translated are not taken; a privacy prompt Xcode's name is not known for is.
        #expect(!InfoPlistStrings.isLocalizable("CFBundleShortVersionString"))
        #expect(!InfoPlistStrings.isLocalizable("UsageDescription"))
        #expect(InfoPlistStrings.isLocalizable("NSExampleUsageDescription"))
    }

    @Test("An Info.plist's strings: localizable keys with string values, in key order, named")
    func strings() throws {
        let strings = try InfoPlistStrings.strings(contentsOf: Self.app + "/Info.plist")
        #expect(strings.map(\.key) == ["CFBundleDisplayName", "CFBundleName", "NSCameraUsageDescription", "NSHumanReadableCopyright",
                                       "NSMicrophoneUsageDescription", "NSPhotoLibraryAddUsageDescription"])
        #expect(strings[1].value == "$(PRODUCT_NAME)")
        #expect(strings[1].comment == "Bundle name")
        #expect(strings[3].comment == "Copyright (human-readable)")
        #expect(strings[5].comment == "Privacy - Photo Library Additions Usage Description")
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
    }

    @Test("The Info.plist of a folder of .lproj folders: beside them, else in the folder above")
    func location() {
        #expect(InfoPlistStrings.infoPlist(forLocalizationsIn: Self.app + "/Resources") == Self.app + "/Info.plist")
        #expect(InfoPlistStrings.infoPlist(forLocalizationsIn: Self.app + "/") == Self.app + "/Info.plist")
        #expect(InfoPlistStrings.infoPlist(forLocalizationsIn: Self.app + "/Resources/de.lproj") == nil)
    }
}
