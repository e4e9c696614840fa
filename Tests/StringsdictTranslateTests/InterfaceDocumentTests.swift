import Foundation
import Stringsdict
import Testing
@testable import StringsdictTranslate

/// Interface Builder documents: the strings `ibtool --generate-strings-file` writes (checked
/// against files Apple's ibtool generated for the same documents), and localized copies.
@Suite struct InterfaceDocumentTests {
    static let fixtures: String = {
        let path = "\(#filePath)"
        guard let slash = path.lastIndex(of: "/") else { return "Fixtures" }
        return String(path[..<slash]) + "/Fixtures"
    }()

    /// Every interface file among the fixtures.
    static let documents = [
        "Rectangle/Base.lproj/Main.storyboard", "Rectangle/MessageView.xib",
        "Wayfindr/Base.lproj/Main.storyboard", "duckduckgo-ios/Base.lproj/Bookmarks.storyboard",
        "IQKeyboardManager/Base.lproj/Main.storyboard", "IQKeyboardManager/Base.lproj/General.storyboard",
        "Handmade/Controls.storyboard", "Handmade/Window.xib",
        "Handmade/Notes.storyboard", "Handmade/Notes.xib", "Handmade/Bindings.xib",
    ]

    private func document(_ name: String) throws -> InterfaceDocument {
        try InterfaceDocument(contentsOf: Self.fixtures + "/" + name)
    }

    /// The entries of a `.strings` file: key, value and the comment above it.
    private func entries(of text: String, file: String) throws -> [String: (value: String, comment: String?)] {
        let table = try StringsFileReader.read(Array(text.utf8), file: file)
        var result: [String: (value: String, comment: String?)] = [:]
        for entry in table.entries { result[entry.key] = (entry.value, entry.comment) }
        return result
    }

    /// Rectangle's launcher storyboard and the `de.lproj/Main.strings` Xcode generated from it
    /// (values translated; comments and keys are ibtool's): the same keys, the same comments.
    @Test func rectangleMatchesIbtool() throws {
        let interface = try document("Rectangle/Base.lproj/Main.storyboard")
        #expect(interface.platform == .appKit)
        let apple = try StringsFileReader.read(contentsOf: Self.fixtures + "/Rectangle/de.lproj/Main.strings")
        let ours = try entries(of: interface.stringsFileText(), file: "generated.strings")
        #expect(ours.count == apple.entries.count)
        #expect(Set(ours.keys) == Set(apple.entries.map(\.key)))
        for entry in apple.entries {
            #expect(ours[entry.key]?.comment == entry.comment, "\(entry.key)")
        }
        // ibtool sorts by key; so does Apple's file.
        #expect(apple.entries.map(\.key) == interface.strings.map(\.key))
    }

    /// DuckDuckGo's bookmarks storyboard and the `de.lproj/Bookmarks.strings` Xcode's import wrote
    /// for it (values translated; comments and keys are ibtool's). A segmented control's titles
    /// are named with their object in the comment: `NJH-oV-DbS.segmentTitles[0] = "All Bookmarks"`.
    @Test func duckDuckGoMatchesIbtool() throws {
        let interface = try document("duckduckgo-ios/Base.lproj/Bookmarks.storyboard")
        #expect(interface.platform == .uiKit)
        let apple = try StringsFileReader.read(contentsOf: Self.fixtures + "/duckduckgo-ios/de.lproj/Bookmarks.strings")
        let ours = try entries(of: interface.stringsFileText(), file: "generated.strings")
        #expect(apple.entries.count == 20)
        #expect(Set(ours.keys) == Set(apple.entries.map(\.key)))
        for entry in apple.entries {
            #expect(ours[entry.key]?.comment == entry.comment, "\(entry.key)")
        }
        #expect(ours["NJH-oV-DbS.segmentTitles[0]"]?.comment
                == #"Class = "UISegmentedControl"; NJH-oV-DbS.segmentTitles[0] = "All Bookmarks"; ObjectID = "NJH-oV-DbS";"#)
    }

    /// Wayfindr's `en.lproj/Main.strings` was generated from an earlier revision of the
    /// storyboard: each of its entries is still generated, with the same comment and value.
    @Test func wayfindrMatchesIbtool() throws {
        let interface = try document("Wayfindr/Base.lproj/Main.storyboard")
        #expect(interface.platform == .uiKit)
        let apple = try StringsFileReader.read(contentsOf: Self.fixtures + "/Wayfindr/en.lproj/Main.strings")
        let ours = try entries(of: interface.stringsFileText(), file: "generated.strings")
        #expect(!apple.entries.isEmpty)
        for entry in apple.entries {
            #expect(ours[entry.key]?.comment == entry.comment, "\(entry.key)")
            #expect(ours[entry.key]?.value == entry.value, "\(entry.key)")
        }
    }

    @Test func appKitXib() throws {
        let interface = try document("Rectangle/MessageView.xib")
        #expect(interface.stringsFileText() == """

            /* Class = "NSTextFieldCell"; title = "Multiline Label"; ObjectID = "w43-yH-KSN"; */
            "w43-yH-KSN.title" = "Multiline Label";

            """)
    }

    @Test(arguments: [
        ("btn-01-abc.normalTitle", "UIButton", "Tap & go"),
        ("btn-01-abc.highlightedTitle", "UIButton", "Tapping"),
        ("btn-01-abc.selectedTitle", "UIButton", "Chosen"),
        ("btn-01-abc.disabledTitle", "UIButton", "Off"),
        ("btn-01-abc.accessibilityLabel", "UIButton", "Go button"),
        ("btn-01-abc.accessibilityHint", "UIButton", "Starts \"now\""),
        ("seg-01-abc.segmentTitles[0]", "UISegmentedControl", "First"),
        ("seg-01-abc.segmentTitles[2]", "UISegmentedControl", "Third"),
        ("txt-01-abc.text", "UITextField", "Value"),
        ("txt-01-abc.placeholder", "UITextField", "Your name"),
        // A UIKit tool tip (iOS 15), as tinode's Xcode 16.4 export has a UITextField's.
        ("txt-01-abc.ibShadowedToolTip", "UITextField", "Your full name"),
        ("lbl-01-abc.text", "UILabel", "Two\nlines"),
        ("tvw-01-abc.text", "UITextView", "Long text with <markup>"),
        ("tbi-01-abc.title", "UITabBarItem", "Home"),
        ("nav-01-abc.title", "UINavigationItem", "Start"),
        ("nav-01-abc.prompt", "UINavigationItem", "Pick one"),
        ("bbi-01-abc.title", "UIBarButtonItem", "Done"),
        ("vc0-01-abc.title", "UIViewController", "Home"),
        ("sec-01-abc.headerTitle", "UITableViewSection", "Account"),
        ("sec-01-abc.footerTitle", "UITableViewSection", "Signed in"),
    ])
    func uiKitProperties(key: String, className: String, value: String) throws {
        let interface = try document("Handmade/Controls.storyboard")
        let string = interface.string(forKey: key)
        #expect(string?.className == className)
        #expect(string?.value == value)
    }

    @Test func uiKitHasNothingElse() throws {
        let interface = try document("Handmade/Controls.storyboard")
        // The empty second segment has no entry.
        #expect(interface.strings.count == 20)
        #expect(interface.string(forKey: "seg-01-abc.segmentTitles[1]") == nil)
    }

    @Test(arguments: [
        ("win-01-abc.title", "NSWindow", "Preferences"),
        ("but-01-abc.ibShadowedToolTip", "NSButton", "Saves the file"),
        ("bce-01-abc.title", "NSButtonCell", "Save"),
        ("bce-01-abc.alternateTitle", "NSButtonCell", "Saving"),
        ("tfc-01-abc.title", "NSTextFieldCell", "Name:"),
        ("tfc-01-abc.placeholderString", "NSTextFieldCell", "First Last"),
        ("box-01-abc.title", "NSBox", "Options"),
        ("col-01-abc.headerCell.title", "NSTableColumn", "File name"),
        ("dcl-01-abc.title", "NSTextFieldCell", "Text Cell"),
        ("mnu-01-abc.title", "NSMenu", "Edit"),
        ("mit-01-abc.title", "NSMenuItem", "Copy"),
    ])
    func appKitProperties(key: String, className: String, value: String) throws {
        let interface = try document("Handmade/Window.xib")
        #expect(interface.platform == .appKit)
        let string = interface.string(forKey: key)
        #expect(string?.className == className)
        #expect(string?.value == value)
    }

    /// Generate, translate every value, write, generate again: the translations, under the same keys.
    @Test(arguments: documents)
    func roundTrip(name: String) throws {
        let interface = try document(name)
        #expect(!interface.strings.isEmpty)
        let generated = try entries(of: interface.stringsFileText(), file: "generated.strings")
        var translations: [String: String] = [:]
        for (key, entry) in generated { translations[key] = "«fr» " + entry.value + " & <\"'>\n\t" }
        let localized = try interface.localized(with: translations)
        #expect(localized.unknownKeys.isEmpty)
        let again = try InterfaceDocument(bytes: localized.bytes, file: name + " (localized)")
        #expect(again.strings.count == interface.strings.count)
        for string in again.strings {
            #expect(string.value == translations[string.key], "\(string.key)")
        }
        #expect(again.strings.map(\.key) == interface.strings.map(\.key))
    }

    /// Translations equal to the document's own values change no byte.
    @Test(arguments: documents)
    func unchangedValuesKeepEveryByte(name: String) throws {
        let path = Self.fixtures + "/" + name
        let original = try AtomicFile.read(path)
        let interface = try InterfaceDocument(bytes: original, file: path)
        let same = Dictionary(uniqueKeysWithValues: interface.strings.map { ($0.key, $0.value) })
        #expect(try interface.localized(with: same).bytes == original)
    }

    /// Only the replaced value's bytes change.
    @Test func replacementTouchesOnlyItsValue() throws {
        let xml = #"<document targetRuntime="iOS.CocoaTouch"><label text="Hi" id="a-1"/>  <label text='Yo' id="b-2"/></document>"#
        let interface = try InterfaceDocument(bytes: Array(xml.utf8), file: "t.xib")
        let output = try interface.localized(with: ["a-1.text": "A \"B\" & C", "b-2.text": "it's", "x.text": "?"])
        #expect(String(decoding: output.bytes, as: UTF8.self)
                == #"<document targetRuntime="iOS.CocoaTouch"><label text="A &quot;B&quot; &amp; C" id="a-1"/>  <label text='it&apos;s' id="b-2"/></document>"#)
        #expect(output.unknownKeys == ["x.text"])
    }

    /// XML 1.0 §2.2 `Char`: a translation holding U+0001 (or U+FFFE) would make the localized
    /// document unreadable by every XML 1.0 tool; it is refused with the key and the place of
    /// the translation in its `.strings` table.
    @Test("a translation XML 1.0 cannot carry is refused at its key", arguments: [("\u{1}", "0001"), ("\u{FFFE}", "FFFE"), ("\u{0}", "0000")])
    func refusesNonXML10(_ character: String, escape: String) throws {
        let xml = #"<document targetRuntime="iOS.CocoaTouch"><label text="Hi" id="a-1"/><label id="b-2"><string key="text">Yo</string></label></document>"#
        let interface = try InterfaceDocument(bytes: Array(xml.utf8), file: "Main.storyboard")
        let table = try StringsFileReader.read(Array("\"a-1.text\" = \"fine\";\n\"b-2.text\" = \"bad\\U\(escape)\";\n".utf8), file: "fr.strings")
        do {
            _ = try interface.localized(with: table)
            Issue.record("written with \(character.unicodeScalars.map(\.value))")
        } catch {
            #expect(error.code == "xml-forbidden-character")
            #expect(error.keyPath == ["b-2.text"])
            #expect(error.location?.file == "fr.strings")
            #expect(error.location?.line == 2)
            #expect(error.message.contains("Main.storyboard"))
        }
        #expect(throws: StringsdictError.self) { try interface.localized(with: ["a-1.text": "x" + character]) }
    }

    /// ibtool's encoding: UTF-16 little-endian with a BOM; it reads back to the same table.
    @Test func utf16Output() throws {
        let interface = try document("Handmade/Controls.storyboard")
        let bytes = interface.stringsFileBytes()
        #expect(Array(bytes.prefix(2)) == [0xFF, 0xFE])
        let table = try StringsFileReader.read(bytes, file: "Main.strings")
        #expect(table.entries.map(\.key) == interface.strings.map(\.key))
        #expect(table.entries.map(\.value) == interface.strings.map(\.value))
    }

    /// A "Comment for Localizer" becomes `Note = "…";` last in the comment of every string of
    /// its object, as Apple's ibtool writes it (Easydict's Main.strings; see Fixtures/Handmade's
    /// README): fragments joined, a `<string key="content">` fragment read as text, quotes and
    /// line breaks escaped as in values. The whole generated file is compared byte for byte.
    @Test(arguments: [("Handmade/Notes.storyboard", "Handmade/Notes.strings"), ("Handmade/Notes.xib", "Handmade/NotesXib.strings")])
    func notesAsIbtoolWritesThem(document name: String, expected: String) throws {
        let interface = try document(name)
        let expectedText = try String(contentsOfFile: Self.fixtures + "/" + expected, encoding: .utf8)
        #expect(interface.stringsFileText() == expectedText)
    }

    @Test func notesBelongToTheirObject() throws {
        let interface = try document("Handmade/Notes.storyboard")
        #expect(interface.string(forKey: "lbN-01-not.text")?.note == "Greeting on the first screen")
        #expect(interface.string(forKey: "btN-01-not.normalTitle")?.note == "Keep it \"short\": 10 characters at most")
        #expect(interface.string(forKey: "sgN-01-not.segmentTitles[1]")?.note == "Calendar ranges.\nUse the calendar app's words.")
        #expect(interface.string(forKey: "tfN-01-not.placeholder")?.note == nil)
        // The view controller holds the label; the label's note is not the controller's.
        #expect(interface.string(forKey: "vcN-01-not.title")?.note == nil)
        // Easydict's entry, rebuilt: the note follows ObjectID.
        let easydict = "<document targetRuntime=\"MacOSX.Cocoa\"><objects><menuItem title=\"静默截图 OCR\" id=\"bGs-JX-JVH\">"
            + "<attributedString key=\"userComments\"><fragment content=\"slient screen ocr\"/></attributedString></menuItem></objects></document>"
        let menu = try InterfaceDocument(bytes: Array(easydict.utf8), file: "Main.storyboard")
        #expect(menu.stringsFileText() == "\n/* Class = \"NSMenuItem\"; title = \"静默截图 OCR\"; ObjectID = \"bGs-JX-JVH\"; Note = \"slient screen ocr\"; */\n\"bGs-JX-JVH.title\" = \"静默截图 OCR\";\n")
        // A note cannot end the comment early.
        let closing = "<document targetRuntime=\"iOS.CocoaTouch\"><label text=\"x\" id=\"a-1\"><attributedString key=\"userComments\">"
            + "<fragment content=\"see */ here\"/></attributedString></label></document>"
        let label = try InterfaceDocument(bytes: Array(closing.utf8), file: "x.xib")
        #expect(label.strings.first?.comment == "Class = \"UILabel\"; text = \"x\"; ObjectID = \"a-1\"; Note = \"see * / here\";")
    }

    @Test func malformedDocumentsThrowPositionedErrors() {
        let broken = "<document targetRuntime=\"iOS.CocoaTouch\">\n  <label text=\"x\" id=\"a\">\n</document>"
        do {
            _ = try InterfaceDocument(bytes: Array(broken.utf8), file: "broken.xib")
            Issue.record("accepted a mismatched end tag")
        } catch {
            #expect(error.location?.file == "broken.xib")
            #expect(error.location?.line == 3)
            #expect(error.location?.column == 1)
        }
        let deep = "<document>" + String(repeating: "<view id=\"v\">", count: 100_000)
        #expect(throws: StringsdictError.self) { try InterfaceDocument(bytes: Array(deep.utf8), file: "deep.xib") }
    }

    /// As Xcode's exports of KeepingYouAwake (Xcode 13.3.1–16.4) have them: a comment on a check
    /// box (`<button>`, written after its cell) is the Note of its `NSButtonCell`'s title, a
    /// cell's own comment wins, and a segmented cell's indexed tool tips and labels are named
    /// with their object (`dml-Pt-frp.ibShadowedToolTips[0] = "Remove"`, also in ibtool tables
    /// of public projects: `979.ibShadowedLabels[0] = "Address Book"`).
    @Test func controlCommentsAndSegmentNames() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa">
              <button id="nQd-UP-kL9">
                <buttonCell key="cell" type="check" title="Check" id="7z8-pS-A86"/>
                <attributedString key="userComments"><fragment content="Do not localize"/></attributedString>
              </button>
              <textField id="tf1-aa-bbb">
                <textFieldCell key="cell" title="Own" id="tc1-aa-bbb">
                  <attributedString key="userComments"><fragment content="Cell note"/></attributedString>
                </textFieldCell>
                <attributedString key="userComments"><fragment content="Field note"/></attributedString>
              </textField>
              <segmentedControl id="sc1-aa-bbb">
                <segmentedCell key="cell" id="dml-Pt-frp">
                  <segments>
                    <segment label="Minus" toolTip="Remove"/>
                    <segment toolTip="Add"/>
                  </segments>
                </segmentedCell>
              </segmentedControl>
            </document>
            """
        let interface = try InterfaceDocument(bytes: Array(xml.utf8), file: "t.xib")
        let comments = Dictionary(uniqueKeysWithValues: interface.strings.map { ($0.key, $0.comment) })
        #expect(comments["7z8-pS-A86.title"] == #"Class = "NSButtonCell"; title = "Check"; ObjectID = "7z8-pS-A86"; Note = "Do not localize";"#)
        #expect(comments["tc1-aa-bbb.title"] == #"Class = "NSTextFieldCell"; title = "Own"; ObjectID = "tc1-aa-bbb"; Note = "Cell note";"#)
        #expect(comments["dml-Pt-frp.ibShadowedToolTips[0]"]
                == #"Class = "NSSegmentedCell"; dml-Pt-frp.ibShadowedToolTips[0] = "Remove"; ObjectID = "dml-Pt-frp";"#)
        #expect(comments["dml-Pt-frp.ibShadowedToolTips[1]"]
                == #"Class = "NSSegmentedCell"; dml-Pt-frp.ibShadowedToolTips[1] = "Add"; ObjectID = "dml-Pt-frp";"#)
        #expect(comments["dml-Pt-frp.ibShadowedLabels[0]"]
                == #"Class = "NSSegmentedCell"; dml-Pt-frp.ibShadowedLabels[0] = "Minus"; ObjectID = "dml-Pt-frp";"#)
    }

    /// The order of ibtool's tables, as 252 of them in public projects have it: ids of digits
    /// only (documents from before Xcode 5) first and by value (transmission's PrefsWindow:
    /// `23`, `53`, `219`, `2123`, then `A9E-F4-a3c`; SelfControl's TimerWindow: `72`, `101`, then
    /// `1Kv-cL-2E4`), other ids by their bytes, one object's properties by theirs.
    @Test func objectIDsInIbtoolsOrder() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa">
              <menuItem title="Two thousand" id="2123"/>
              <menuItem title="Letters" id="A9E-F4-a3c"/>
              <menuItem title="Seventy-two" id="72"/>
              <window title="Lower" id="1Kv-cL-2E4"/>
              <menuItem title="Twenty-three" id="23"/>
              <buttonCell title="On" alternateTitle="Off" id="219"/>
              <menuItem title="Padded" id="0101"/>
              <menuItem title="Fifty-three" id="53"/>
            </document>
            """
        let interface = try InterfaceDocument(bytes: Array(xml.utf8), file: "Order.xib")
        #expect(interface.strings.map(\.key) == [
            "23.title", "53.title", "72.title", "0101.title", "219.alternateTitle", "219.title", "2123.title",
            "1Kv-cL-2E4.title", "A9E-F4-a3c.title",
        ])
    }

    /// AppKit strings found missing against ibtool tables and Xcode's migrated catalogs of public
    /// projects, each checked there (a toolbar item's `toolTip` and a table column's
    /// `headerToolTip`, Vienna's and CotEditor's; a custom view is `NSView`, CotEditor's):
    /// an accessibility description (Subler, Beat: `ibExternalAccessibilityDescription`, the
    /// control's class) and help (iina's Xcode-migrated catalog: `ibExternalAccessibilityHelp`), a Cocoa binding's string placeholders (Subler's QueueOptions:
    /// `Class = "CocoaBindingsConnection"`, the binding's id; an `<integer>` or empty one is not
    /// written, as in transmission's PrefsWindow), a tool tip written as a child element because
    /// it has a line break (Subler's SaveOptions), and a Touch Bar popover's label (Beat: an empty
    /// one is not written).
    @Test func appKitDescriptionsPlaceholdersToolTipsAndTouchBar() throws {
        let interface = try document("Handmade/Bindings.xib")
        #expect(interface.stringsFileText() == #"""

            /* Class = "NSButtonCell"; title = "Save"; ObjectID = "bc1-aa-bbb"; */
            "bc1-aa-bbb.title" = "Save";

            /* Class = "NSButtonCell"; title = "64-bit"; ObjectID = "bc2-aa-bbb"; */
            "bc2-aa-bbb.title" = "64-bit";

            /* Class = "CocoaBindingsConnection"; ibShadowedIsNilPlaceholder = "Nothing \"yet\""; ObjectID = "bd1-aa-bbb"; */
            "bd1-aa-bbb.ibShadowedIsNilPlaceholder" = "Nothing \"yet\"";

            /* Class = "CocoaBindingsConnection"; ibShadowedNoSelectionPlaceholder = "None"; ObjectID = "bd1-aa-bbb"; */
            "bd1-aa-bbb.ibShadowedNoSelectionPlaceholder" = "None";

            /* Class = "CocoaBindingsConnection"; ibShadowedDisplayPattern = "%{value1}@ of %{value2}@"; ObjectID = "bd2-aa-bbb"; */
            "bd2-aa-bbb.ibShadowedDisplayPattern" = "%{value1}@ of %{value2}@";

            /* Class = "NSButton"; ibShadowedToolTip = "Short tip"; ObjectID = "bt1-aa-bbb"; */
            "bt1-aa-bbb.ibShadowedToolTip" = "Short tip";

            /* Class = "NSButton"; ibShadowedToolTip = "First line\nSecond line"; ObjectID = "bt2-aa-bbb"; */
            "bt2-aa-bbb.ibShadowedToolTip" = "First line\nSecond line";

            /* Class = "NSView"; ibShadowedToolTip = "This syntax is customized."; ObjectID = "ci1-aa-bbb"; */
            "ci1-aa-bbb.ibShadowedToolTip" = "This syntax is customized.";

            /* Class = "NSSlider"; ibExternalAccessibilityDescription = "Zoom"; ObjectID = "sl1-aa-bbb"; */
            "sl1-aa-bbb.ibExternalAccessibilityDescription" = "Zoom";

            /* Class = "NSSlider"; ibExternalAccessibilityHelp = "Changes the size of the preview"; ObjectID = "sl1-aa-bbb"; */
            "sl1-aa-bbb.ibExternalAccessibilityHelp" = "Changes the size of the preview";

            /* Class = "NSToolbarItem"; label = "Delete"; ObjectID = "tb1-aa-bbb"; */
            "tb1-aa-bbb.label" = "Delete";

            /* Class = "NSToolbarItem"; toolTip = "Delete all articles"; ObjectID = "tb1-aa-bbb"; */
            "tb1-aa-bbb.toolTip" = "Delete all articles";

            /* Class = "NSTableColumn"; headerCell.title = "Extensions"; ObjectID = "tc2-aa-bbb"; */
            "tc2-aa-bbb.headerCell.title" = "Extensions";

            /* Class = "NSTableColumn"; headerToolTip = "File extensions"; ObjectID = "tc2-aa-bbb"; */
            "tc2-aa-bbb.headerToolTip" = "File extensions";

            /* Class = "NSPopoverTouchBarItem"; collapsedRepresentationLabel = "💡"; ObjectID = "tp1-aa-bbb"; */
            "tp1-aa-bbb.collapsedRepresentationLabel" = "💡";

            """#)
    }

    /// A UIKit button title with a line break is a `<string key="title">` child of its state
    /// (Learning_Tracker_IOS's storyboard): still the state's title.
    @Test func multilineButtonTitle() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
              <button id="btm-01-abc">
                <state key="normal">
                  <string key="title">Stop
            Connection</string>
                  <color key="titleColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </state>
                <state key="selected" title="Stopped"/>
              </button>
            </document>
            """
        let interface = try InterfaceDocument(bytes: Array(xml.utf8), file: "Main.storyboard")
        #expect(interface.strings.map(\.key) == ["btm-01-abc.normalTitle", "btm-01-abc.selectedTitle"])
        #expect(interface.string(forKey: "btm-01-abc.normalTitle")?.value == "Stop\nConnection")
        #expect(interface.string(forKey: "btm-01-abc.normalTitle")?.comment == #"Class = "UIButton"; normalTitle = "Stop\nConnection"; ObjectID = "btm-01-abc";"#)
    }
}
