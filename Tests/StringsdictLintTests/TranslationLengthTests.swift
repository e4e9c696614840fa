import Foundation
import Stringsdict
import Testing
@testable import StringsdictLint
import StringsdictTestSupport

@Suite("translation-length: long translations of strings with limited room")
struct TranslationLengthTests {
    @Test("lengths count what a reader sees: a specifier is one character, bidi marks none")
    func measure() {
        #expect(TranslationLength.measure("%d files") == 7)
        #expect(TranslationLength.measure("%1$@ and %2$@") == 7)
        #expect(TranslationLength.measure("100%%") == 4)
        #expect(TranslationLength.measure("\u{200F}\u{202E}ab\u{202C}\u{200F}") == 2)
        #expect(TranslationLength.measure("e\u{301}té") == 3)
        #expect(TranslationLength.measure("100%") == 4)
    }

    @Test("a max length in a developer comment", arguments: [
        ("Toolbar button; max length: 20", 20), ("Max-Length=5", 5), ("maxLength 8 characters", 8), ("maximum width: 30", 30),
        ("max_chars:12", 12), ("MAX LEN 7", 7), ("no limit", nil), ("climax length 3", nil), ("max length: none", nil), ("", nil),
    ] as [(String, Int?)])
    func maximumLength(comment: String, expected: Int?) {
        #expect(TranslationLength.maximumLength(inComment: comment) == expected)
    }

    @Test("the rule's fixture: a limited key 2.75× as long, at the translation's key")
    func fixture() throws {
        let report = try LintFixtures.lint(LintFixtures.rule("translation-length"))
        let finding = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(finding.file.hasSuffix("/fr.lproj/Localizable.strings"))
        #expect((finding.line, finding.column) == (2, 1))
        #expect(finding.key == "toolbar.save")
        #expect(finding.message.contains("2.8×") && finding.message.contains("11 characters against 4") && finding.message.contains("max length of 12"), "\(finding.message)")
        // The ratio is configurable; below 1 it is a configuration error.
        #expect(try LintFixtures.lint(LintFixtures.rule("translation-length"), configuration: LintConfiguration(maximumLengthRatio: 3)).diagnostics.isEmpty)
        #expect(throws: LintError.self) {
            try LintFixtures.lint(LintFixtures.rule("translation-length"), configuration: LintConfiguration(maximumLengthRatio: 0.5))
        }
    }

    @Test("longer than the max length itself")
    func beyondMaximum() throws {
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.strings": "/* max length: 3 */\n\"ok\" = \"OK\";\n",
            "de.lproj/Localizable.strings": "/* max length: 3 */\n\"ok\" = \"Okay\";\n",
        ])
        let report = try LintFixtures.lint(folder.path)
        #expect(report.diagnostics.map(\.rule) == ["translation-length"])
        #expect(report.diagnostics.first?.message.contains("has 4 characters, more than the max length of 3") == true)
    }

    @Test("width variants: each translation variant against the base's of the same width")
    func widthVariants() throws {
        func table(_ narrow: String, _ wide: String, marker: String = "") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            \(marker)<key>save</key><dict><key>NSStringVariableWidthRuleType</key><dict>
              <key>20</key><string>\(narrow)</string>
              <key>50</key><string>\(wide)</string>
            </dict></dict>
            </dict></plist>
            """
        }
        let french = try MarkedText(table("Enregistrer", "Enregistrer le document", marker: "1️⃣"))
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.stringsdict": table("Save", "Save the document"),
            "fr.lproj/Localizable.stringsdict": french.text,
        ])
        let report = try LintFixtures.lint(folder.path)
        #expect(report.diagnostics.map(\.rule) == ["translation-length"])
        let message = try #require(report.diagnostics.first?.message)
        #expect(message.contains("(width 20)") && message.contains("width variants"), "\(message)")
        let finding = try #require(report.diagnostics.first)
        let place = try french.position("1️⃣")
        #expect((finding.line, finding.column) == (place.line, place.column))
    }

    @Test("String Catalogs: a max length in the key's comment; the language starts the message")
    func catalog() throws {
        let catalog = try MarkedText("""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "save" : {
                      "comment" : "Toolbar button, max length: 8",
                      "localizations" : {
                        1️⃣"de" : { "stringUnit" : { "state" : "translated", "value" : "Speichern unter" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Save" } }
                      }
                    },
                    "title" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Ein sehr langer Titel" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Title" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
        let folder = try TemporaryFolder(["Localizable.xcstrings": catalog.text])
        let report = try LintFixtures.lint(folder.path)
        #expect(report.diagnostics.map(\.rule) == ["translation-length"])
        let finding = try #require(report.diagnostics.first)
        #expect(finding.message.hasPrefix("de: 'save' has 15 characters"), "\(finding.message)")
        let place = try catalog.position("1️⃣")
        #expect((finding.line, finding.column) == (place.line, place.column))
    }
}
