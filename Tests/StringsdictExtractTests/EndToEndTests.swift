import Foundation
import Testing
import Stringsdict
import StringsdictTestSupport
import StringsdictExtract

/// Both commands through the built binary on the fixture project, the results read back with
/// the library's own readers.
@Suite("Extraction end to end", .enabled(if: StringsdictBinary.isBuilt))
struct EndToEndTests {
    @Test("genstrings on the Objective-C, C and Swift sources, then our readers and lookup")
    func genstrings() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let root = scratch.path
        let output = root + "/en.lproj"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let project = ExtractFixtures.project
        let result = try StringsdictBinary.run([
            "genstrings", "-o", output, "-s", "LocalizedActivityTrackerString", "-SwiftUI",
            project + "/Legacy/ActivityTracker.m", project + "/Legacy/Custom.c", project + "/Legacy/TextEdit.m",
            project + "/Sources/FilesView.swift",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty)
        // Warnings: the key only known at run time, and the keys used again.
        #expect(result.error.contains("TextEdit.m:23:43: warning: NSLocalizedString: the key is not a string literal"))
        #expect(result.error.contains("warning: key \"Make Plain Text\" is used again in table Localizable"))
        #expect(result.error.contains("wrote 2 tables"))
        #expect(!result.error.contains("Disabled") && !result.error.contains("never extracted"))

        let localizable = try StringsFileReader.read(contentsOf: output + "/Localizable.strings")
        #expect(localizable.format == .text(.utf16LittleEndian))
        #expect(localizable.entries.map(\.key) == [
            "%@ Error! %@ failed!", "%@ shared %lld files", "%lld files", "File \"%@\" cannot be opened", "Make Plain Text", "Make Rich Text",
            "Say \"hi\"", "Tab\tand café", "Type \"OK\" when done", "activity-profile.label.run %lu out of %lu completed",
            "home.button.start-run", "welcome.title",
        ])
        #expect(localizable["Make Plain Text"]?.comment == "Menu item in the Format menu\n   Menu item to make the current document plain text")
        #expect(localizable["%@ Error! %@ failed!"]?.value == "%1$@ Error! %2$@ failed!")
        #expect(localizable["activity-profile.label.run %lu out of %lu completed"]?.value == "activity-profile.label.run %1$lu out of %2$lu completed")
        #expect(localizable["File \"%@\" cannot be opened"]?.comment == "No comment provided by engineer.")
        #expect(localizable["welcome.title"]?.value == "Welcome, %1$@ and %2$@!")
        #expect(localizable["home.button.start-run"]?.comment == "Button that starts a run")
        let custom = try StringsFileReader.read(contentsOf: output + "/Custom.strings")
        #expect(custom.entries.map(\.key) == ["Yes"])
        #expect(custom["Yes"]?.comment == "A comment")

        // The tables are ready for lookup: the lproj folder through Localizations.
        let localizations = try Localizations(at: String(output.dropLast("/en.lproj".count)), preferences: [.english])
        #expect(try localizations.string("%@ Error! %@ failed!", "Printer", "Printing") == "Printer Error! Printing failed!")
        #expect(try localizations.string("Yes", table: "Custom") == "Yes")
    }

    @Test("extract on the Swift sources into catalogs, then again after a key is gone")
    func extract() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let folder = scratch.path
        let project = ExtractFixtures.project
        let first = try StringsdictBinary.run(["extract", project + "/Sources", "--output-dir", folder])
        #expect(first.status == 0, "\(first.error)")
        #expect(first.error.contains("/Localizable.xcstrings: 7 keys, 7 added, 0 marked stale"), "\(first.error)")
        #expect(first.error.contains("/Custom.xcstrings: 1 keys, 1 added, 0 marked stale"), "\(first.error)")
        let catalog = try StringCatalog(contentsOf: folder + "/Localizable.xcstrings")
        #expect(catalog.keys.contains("%@ shared %lld files"))
        #expect(catalog.table(for: "en").problems.isEmpty)

        // A source without the Custom string: its catalog's key goes stale.
        let source = folder + "/Only.swift"
        try Data("Text(\"Make Plain Text\", comment: \"Menu item to make the current document plain text\")\n".utf8)
            .write(to: URL(fileURLWithPath: source))
        let second = try StringsdictBinary.run(["extract", source, "--output-dir", folder])
        #expect(second.status == 0, "\(second.error)")
        #expect(second.error.contains("/Custom.xcstrings: 1 keys, 0 added, 1 marked stale"), "\(second.error)")
        #expect(try StringCatalog(contentsOf: folder + "/Custom.xcstrings").extractionState(of: "Yes") == "stale")
    }

    /// OmniKit's project lists `LocalizedString` and `FrameworkLocalText` in
    /// `LOCALIZED_STRING_MACRO_NAMES`, and Xcode's migration of its catalog took keys only those
    /// macros use as used (no `extractionState`); without them 140 keys became `manual`.
    @Test("The project's LOCALIZED_STRING_MACRO_NAMES are routines, as Xcode takes them")
    func projectMacroNames() throws {
        let folder = try TemporaryFolder([
            "Kit.xcodeproj/project.pbxproj": """
                { objects = { R0 = { isa = PBXProject; targets = (T1); buildConfigurationList = L1; };
                  L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                  C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                    LOCALIZED_STRING_MACRO_NAMES = ( NSLocalizedString, CFCopyLocalizedString, LocalizedString, FrameworkLocalText, ); }; };
                  T1 = { isa = PBXNativeTarget; name = Kit; buildConfigurationList = L1; }; }; rootObject = R0; }
                """,
            "Kit/Pod.swift": "let a = LocalizedString(\"Bolusing\", comment: \"Pod state\")\nlet b = FrameworkLocalText(\"Suspended\", comment: \"c\")\nlet c = NSLocalizedString(\"Normal\", comment: \"d\")\n",
        ])
        #expect(XcodeProject.localizedStringMacroNames(around: folder.path + "/Kit") == ["FrameworkLocalText", "LocalizedString"])
        let options = StringExtractor.Options.catalog(projectAround: [folder.path + "/Kit"])
        let source = try #require(FileManager.default.contents(atPath: folder.path + "/Kit/Pod.swift"))
        let keys = StringExtractor(options: options).extract(Array(source), file: "Pod.swift", language: .swift).strings.map(\.key)
        #expect(keys.sorted() == ["Bolusing", "Normal", "Suspended"])
        // Without a project, only Apple's own.
        let plain = StringExtractor(options: .catalog).extract(Array(source), file: "Pod.swift", language: .swift).strings.map(\.key)
        #expect(plain == ["Normal"])
    }
}
