import Foundation
import Stringsdict
import StringsdictTestSupport
import Testing
@testable import StringsdictTranslate

/// The order of units in Xcode's exports, and which folders an export walks, as Xcode 13.3–16.4
/// exports of KeepingYouAwake (MIT; `Localizations/KeepingYouAwake/*.xcloc`, committed by its
/// export script) and PrincessGuide's Xcode 15.4 export have them.
@Suite("Xcode's unit order and walked folders")
struct XcodeUnitOrderTests {
    /// Unit ids in the order of `<file>`s Xcode wrote: KeepingYouAwake's
    /// `KYADurationPreferencesViewController.xib`, `KYAAddDurationPreferencesViewController.xib`
    /// and `KYAGeneralPreferencesViewController.xib` (Xcode 13.3.1), and `Localizable.strings`.
    static let xcodeOrders: [[String]] = [
        ["2Az-3u-oGb.title", "3es-An-BPG.title", "4tU-j1-N4m.title", "13c-ID-Fgy.title", "Are-vs-Awn.title", "Btn-FN-s8Z.title",
         "COs-G1-J6K.title", "U86-Hk-nfT.title", "dml-Pt-frp.ibShadowedToolTips[0]", "dml-Pt-frp.ibShadowedToolTips[1]"],
        ["5bs-m4-hy9.title", "59l-n2-tD5.title", "kYn-pW-tq6.title", "oi9-AP-ag4.title", "s1J-2f-UeD.title", "vTF-HR-j5d.title"],
        ["7QN-oX-fJU.title", "7dk-Tj-9aG.title", "YWD-DY-pgf.title", "jxf-J8-dHN.title"],
        ["(Default)", "Activate for Duration", "Click to allow sleep\nRight click to show menu", "Default", "OK", "Preferences…",
         "Preventing Sleep", "Preventing Sleep for %@", "Quit", "Quit when activation duration is over", "Version"],
    ]

    @Test("ids sort as in Xcode's exports: digit runs as numbers, letters by code, upper case first")
    func order() {
        for expected in Self.xcodeOrders {
            #expect(expected.reversed().sorted { XcodeUnitOrder.precedes($0, $1) } == expected)
            #expect(expected.shuffled().sorted { XcodeUnitOrder.precedes($0, $1) } == expected)
        }
        // <file>s by original, case aside (KeepingYouAwake's Xcode 16.4 export).
        let files = ["KeepingYouAwake/InfoPlist.xcstrings", "KeepingYouAwake/Localizable.xcstrings",
                     "KeepingYouAwake/Settings/KYAGeneralSettingsViewController/Base.lproj/KYAGeneralSettingsViewController.xib",
                     "KeepingYouAwake/Settings/KYASettings.xcstrings",
                     "KeepingYouAwake/Settings/KYAUpdateSettingsViewController/Base.lproj/KYAUpdateSettingsViewController.xib",
                     "KYALauncher/InfoPlist.xcstrings"]
        #expect(files.reversed().sorted { XcodeUnitOrder.precedes($0, $1, ignoringCase: true) } == files)
        // Leading zeros: the same number, then plain order; a prefix first.
        #expect(XcodeUnitOrder.precedes("a01", "a1"))
        #expect(!XcodeUnitOrder.precedes("a1", "a01"))
        #expect(XcodeUnitOrder.precedes("item", "item2"))
        #expect(XcodeUnitOrder.precedes("v9", "v10"))
        #expect(!XcodeUnitOrder.precedes("same", "same"))
        // A long run of digits is compared without overflow.
        #expect(XcodeUnitOrder.precedes(String(repeating: "9", count: 40), "1" + String(repeating: "0", count: 40)))
    }

    @Test("an export walks neither .xcloc exports nor Pods or Carthage; a test bundle's Info.plist makes no <file>")
    func walkedFolders() throws {
        let folder = try TemporaryFolder([
            "App/en.lproj/Localizable.strings": "\"b\" = \"B\";\n\"a\" = \"A\";\n",
            "Localizations/de.xcloc/Source Contents/App/en.lproj/Localizable.strings": "\"old\" = \"Old\";\n",
            "Pods/Lib/Resources/en.lproj/Localizable.strings": "\"pod\" = \"Pod\";\n",
            "Carthage/Checkouts/Lib/en.lproj/Lib.strings": "\"lib\" = \"Lib\";\n",
            "AppTests/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleName</key><string>AppTests</string></dict></plist>
                """,
            "AppTests/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"AppTests\";\n",
            "App.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                { objects = {
                  T1 = { isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildConfigurationList = L1; };
                  L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                  C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = AppTests/Info.plist; }; };
                  P = { isa = PBXProject; targets = (T1); buildConfigurationList = L2; };
                  L2 = { isa = XCConfigurationList; buildConfigurations = (); };
                }; rootObject = P; }
                """,
        ])
        let sources = try TranslationSource.find(in: [folder.path], sourceLanguage: "en")
        #expect(sources.map(\.original) == ["App/en.lproj/Localizable.strings"])
        #expect(TranslationSource.infoPlistTables(in: [folder.path], among: sources, sourceLanguage: "en").isEmpty)
        let document = try XLIFFExporter.document(for: sources, language: "de")
        #expect(document.files.map { $0.units.map(\.id) } == [["a", "b"]])
    }

    /// Xcode 26.5's export of FitTrackPro (its German `Localizable.strings`, 429 units): accented
    /// letters sort as their base letter and the accent, as `NSString` compares decomposed text.
    @Test("Accented letters compare decomposed, as Xcode orders them")
    func decomposed() {
        let xcode = ["%lld Sätze", "%lld Sekunden", "Größe", "Gruppenname", "Männlich", "Monat"]
        #expect(xcode.reversed().sorted { XcodeUnitOrder.precedes($0, $1) } == xcode)
        // A composed and a decomposed spelling of one text are still ordered, one way only.
        let composed = "Gr\u{F6}\u{DF}e", decomposed = "Gro\u{308}\u{DF}e"
        #expect(XcodeUnitOrder.precedes(composed, decomposed) != XcodeUnitOrder.precedes(decomposed, composed))
    }
}
