import Stringsdict
import Testing
@testable import StringsdictTranslate

/// ``XLIFFWriter`` writes what Xcode's exports hold (the layout of the `.xliff` in an `.xcloc`,
/// as in Xcode 15's exports, `<note/>` for a string without a comment as in Xcode 12.3's and
/// 15.3's) and keeps every character through XML's normalizations.
@Suite("XLIFF writer")
struct XLIFFWriterTests {
    @Test("a file with a translated unit, a unit without target and a note has Xcode's layout")
    func layout() throws {
        let document = XLIFFDocument(files: [
            XLIFFDocument.File(original: "App/en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "de", units: [
                XLIFFDocument.Unit(id: "Save", source: "Save", target: "Sichern", state: "translated", note: "Button title"),
                XLIFFDocument.Unit(id: "New", source: "New"),
            ]),
        ])
        let text = String(decoding: try XLIFFWriter.bytes(of: document, tool: XLIFFWriter.Tool(name: "Xcode", version: "15.2")), as: UTF8.self)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                <header>
                  <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.2"/>
                </header>
                <body>
                  <trans-unit id="Save" xml:space="preserve">
                    <source>Save</source>
                    <target state="translated">Sichern</target>
                    <note>Button title</note>
                  </trans-unit>
                  <trans-unit id="New" xml:space="preserve">
                    <source>New</source>
                    <note/>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """)
    }

    @Test("markup characters are escaped; line breaks are references in attributes, a CR everywhere")
    func escaping() {
        #expect(XLIFFWriter.text("a < b & c > d \"q\"\nline\r") == "a &lt; b &amp; c &gt; d \"q\"\nline&#13;")
        // Xcode writes a key with a line break as `&#10;` in the id (see its exports).
        #expect(XLIFFWriter.attribute("key\nLF \"x\"\ttab") == "key&#10;LF &quot;x&quot;&#9;tab")
    }

    /// XML 1.0 §2.2 `Char` leaves out U+0000–U+001F but tab, LF and CR, and U+FFFE, U+FFFF; §4.1
    /// forbids them as references too. The writer refuses them wherever they are (source,
    /// target, note, id), naming the file and the unit.
    @Test("text XML 1.0 cannot carry is refused, naming the file and unit", arguments: [
        ("source", "\u{1}"), ("target", "\u{0}"), ("note", "\u{FFFE}"), ("id", "\u{1F}"), ("source", "\u{FFFF}"),
    ])
    func refusesNonXML10(field: String, character: String) {
        var unit = XLIFFDocument.Unit(id: "greeting", source: "Hi", target: "Salut", state: "translated", note: "n")
        switch field {
        case "source": unit.source = "H" + character
        case "target": unit.target = "S" + character
        case "note": unit.note = "n" + character
        default: unit.id = "greeting" + character
        }
        let document = XLIFFDocument(files: [
            XLIFFDocument.File(original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "fr", units: [
                XLIFFDocument.Unit(id: "fine", source: "ok"), unit,
            ]),
        ])
        do {
            _ = try XLIFFWriter.bytes(of: document)
            Issue.record("written with \(character.unicodeScalars.map(\.value)) in the \(field)")
        } catch {
            #expect(error.code == "xml-forbidden-character")
            #expect(error.keyPath == ["en.lproj/Localizable.strings", unit.id])
        }
    }

    @Test("ids name the path to the variant the way Xcode does")
    func ids() {
        #expect(TranslationUnit.stringsdictID(key: "files.count", path: ["NSStringLocalizedFormatKey"])
            == "/files.count:dict/NSStringLocalizedFormatKey:dict/:string")
        #expect(TranslationUnit.stringsdictID(key: "files.count", path: ["files", "one"]) == "/files.count:dict/files:dict/one:dict/:string")
        #expect(TranslationUnit.catalogID(key: "%lld items", path: ["plural", "one"]) == "%lld items|==|plural.one")
        #expect(TranslationUnit.catalogID(key: "k", path: ["device", "iphone", "plural", "one"]) == "k|==|device.iphone.plural.one")
        #expect(TranslationUnit.catalogID(key: "k", path: ["substitutions", "count", "plural", "few"]) == "k|==|substitutions.count.plural.few")
        #expect(TranslationUnit.catalogID(key: "sub", path: ["substitutions", "DOT.NAME", "plural", "one"]) == "sub|==|substitutions.@DOT.NAME@.plural.one")
        #expect(TranslationUnit.catalogID(key: "Hello", path: []) == "Hello")
    }
}
