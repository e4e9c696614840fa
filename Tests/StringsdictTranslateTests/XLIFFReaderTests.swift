import Stringsdict
import Testing
@testable import StringsdictTranslate

/// ``XLIFFReader`` reads what Xcode and translation tools write (Xcode's shape from its
/// exports: `<header><tool/>`, `xml:space`, `&#10;` in ids; translate-toolkit adds `approved`,
/// services add `<group>` and `<alt-trans>`), with the position of every unit.
@Suite("XLIFF reader")
struct XLIFFReaderTests {
    static let xcode = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="xcode1/en.lproj/Localizable.strings" source-language="en" target-language="it" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.2" build-num="15C500b"/>
            </header>
            <body>
              <trans-unit id="Delete key file?&#10; Make sure you have a backup." xml:space="preserve">
                <source>Delete key file?
         Make sure you have a backup.</source>
                <target state="translated">Eliminare il file chiave?</target>
                <note>Message to confirm deletion of a key file.</note>
              </trans-unit>
              <trans-unit id="/%lld Recent Visitors:dict/recentVisitors:dict/one:dict/:string" approved="yes">
                <source>%lld Recent Visitor</source>
                <target>%lld Visitante Recente</target>
                <alt-trans><source>ignored</source><target>ignored</target></alt-trans>
              </trans-unit>
              <group id="g"><trans-unit id="Nouveau"><source>Nouveau</source><target state="new"/></trans-unit></group>
            </body>
          </file>
        </xliff>
        """

    @Test("units, targets, states, notes and positions")
    func readsXcodeShape() throws {
        let document = try XLIFFReader.read(Array(Self.xcode.utf8), file: "it.xliff")
        let file = try #require(document.files.first)
        #expect(document.files.count == 1)
        #expect(file.original == "xcode1/en.lproj/Localizable.strings")
        #expect(file.sourceLanguage == "en")
        #expect(file.targetLanguage == "it")
        #expect(file.units.count == 3)
        let first = file.units[0]
        #expect(first.id == "Delete key file?\n Make sure you have a backup.")
        #expect(first.source == "Delete key file?\n Make sure you have a backup.")
        #expect(first.target == "Eliminare il file chiave?")
        #expect(first.state == "translated")
        #expect(first.note == "Message to confirm deletion of a key file.")
        #expect(first.location == SourceLocation(file: "it.xliff", line: 8, column: 7))
        #expect(file.units[1].target == "%lld Visitante Recente")
        #expect(file.units[1].state == nil)
        #expect(file.units[2].id == "Nouveau")
        #expect(file.units[2].target == "")
        #expect(file.units[2].state == "new")
    }

    @Test("what the writer writes reads back the same, line breaks, tabs and XML specials included")
    func roundTrip() throws {
        let units = [
            XLIFFDocument.Unit(id: "a\nb\r\"<&>\t", source: "x\r\ny\u{FFFD}", target: "t < & >", state: "needs-review-translation", note: "n\nm"),
            XLIFFDocument.Unit(id: "/k:dict/v:dict/one:dict/:string", source: "s"),
        ]
        let written = XLIFFDocument(files: [XLIFFDocument.File(original: "Localizable.xcstrings", sourceLanguage: "fr", targetLanguage: "de", units: units)])
        let read = try XLIFFReader.read(try XLIFFWriter.bytes(of: written), file: "f.xliff")
        #expect(read.files.map(\.original) == ["Localizable.xcstrings"])
        #expect(read.files.first?.units.map(\.id) == units.map(\.id))
        #expect(read.files.first?.units.map(\.source) == units.map(\.source))
        #expect(read.files.first?.units.map(\.target) == units.map(\.target))
        #expect(read.files.first?.units.map(\.state) == units.map(\.state))
        #expect(read.files.first?.units.map(\.note) == units.map(\.note))
    }

    @Test("documents that are not XLIFF 1.2 are errors at their place", arguments: [
        ("<plist version=\"1.0\"><dict/></plist>", "not an XLIFF document", 1),
        ("<xliff version=\"2.0\"><file id=\"f\"/></xliff>", "XLIFF 2.0 is not supported", 1),
        ("<xliff version=\"1.2\">\n<file original=\"a\"><body><trans-unit><source>s</source></trans-unit></body></file></xliff>", "without an id", 2),
        ("<xliff version=\"1.2\"><file original=\"a\"><body>\n<trans-unit id=\"k\"><target>t</target></trans-unit></body></file></xliff>", "has no <source>", 2),
        ("<xliff version=\"1.2\"><file original=\"a\"><body><trans-unit id=\"k\"><source>s</source>\n<target>a <x id=\"1\"/> b</target></trans-unit></body></file></xliff>", "inline markup <x>", 2),
        ("<xliff version=\"1.2\"><file original=\"a\"><body><trans-unit id=\"k\"><source>s</source></body></file></xliff>", "", 1),
        ("", "", 1),
    ])
    func rejects(text: String, says: String, line: Int) {
        do {
            _ = try XLIFFReader.read(Array(text.utf8), file: "bad.xliff")
            Issue.record("read without error: \(text)")
        } catch {
            #expect(says.isEmpty || error.message.contains(says), "\(error.message)")
            #expect(error.location?.file == "bad.xliff")
            if !says.isEmpty { #expect(error.location?.line == line) }
        }
    }
}
