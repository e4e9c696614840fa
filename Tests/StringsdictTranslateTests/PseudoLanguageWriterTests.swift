import Foundation
import Stringsdict
import StringsdictLint
import Testing
@testable import StringsdictTranslate

@Suite("PseudoLanguageWriter: pseudo-languages written as tables and catalogs")
struct PseudolocalizationTests {
    /// The arguments a message reads, one per slot, of the kinds it needs.
    static func arguments(for message: LocalizedMessage, in context: RenderContext, count: Int64 = 3) -> [FormatArgument] {
        message.argumentKinds(in: context).map { kind in
            switch kind {
            case .signedInteger?, .variable?: .int(count)
            case .unsignedInteger?: .uint(UInt64(count))
            case .double?: .double(Double(count))
            case .character?: .character("x")
            case .cString?, .utf16String?: .string("text")
            case .pointer?: .pointer(16)
            case .utf16Unit?: .character("y")
            case .object?, nil: .object("Object")
            }
        }
    }

    /// The decimal digits of `n` in Latin and in Arabic-Indic (U+0660…), CLDR's `arab` numbering.
    static func digits(_ n: Int) -> [String] {
        let latin = String(n)
        let arabic = String(latin.unicodeScalars.map { Character(Unicode.Scalar(0x0660 + ($0.value - 0x30)) ?? $0) })
        return [latin, arabic]
    }

    // MARK: .lproj folders

    @Test("the demo's en.lproj: four pseudo-languages that negotiate and render with the number")
    func demoResources() throws {
        let folder = try TemporaryFolder()
        try folder.copy(TranslateFixtures.demoResources + "/en.lproj", to: "en.lproj")
        let written = try PseudoLanguageWriter().run(path: folder.path)
        #expect(written.count == 16)
        for style in PseudoStyle.allCases {
            for file in ["Localizable.strings", "Localizable.stringsdict", "Social.strings", "Social.stringsdict"] {
                #expect(written.contains(folder.path + "/\(style.language).lproj/\(file)"))
            }
        }
        let accented = try Localizations(at: folder.path, preferences: [LocaleIdentifier("en-XA"), .english])
        #expect(accented.localization.name == "en-XA")
        let text = try accented.string("files.count", 3)
        #expect(text.contains("3") && text.contains("ƒîļéš"), "\(text)")
        #expect(try accented.string("files.count", 1).contains("1"))
        let bounded = try Localizations(at: folder.path, preferences: [LocaleIdentifier("en-XB")])
        #expect(try bounded.string("files.count", 21) == "[21 files]")
        let expanded = try Localizations(at: folder.path, preferences: [LocaleIdentifier("en-XL")])
        let long = try expanded.string("files.count", 21)
        #expect(long.hasPrefix("21 files ") && long.count >= Int(Double("21 files".count) * 1.3), "\(long)")
    }

    /// Arabic's CLDR categories: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100–102 other.
    static let arabicCounts: [(count: Int, category: String)] = [(0, "zero"), (1, "one"), (2, "two"), (3, "few"), (11, "many"), (100, "other")]

    @Test("ar-XB: Arabic's six plural categories filled from the source, rendered for 0, 1, 2, 3, 11, 100")
    func arabicPlurals() throws {
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.stringsdict": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>items</key><dict>
                  <key>NSStringLocalizedFormatKey</key><string>%#@items@ left</string>
                  <key>items</key><dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>ld</string>
                    <key>zero</key><string>No item</string>
                    <key>one</key><string>One item</string>
                    <key>other</key><string>%ld items</string>
                  </dict>
                </dict>
                </dict></plist>
                """,
        ])
        _ = try PseudoLanguageWriter(styles: [.rightToLeft]).run(path: folder.path)
        let table = try LocalizationTable(contentsOf: folder.path + "/ar-XB.lproj/Localizable.stringsdict")
        #expect(table.keys == ["items"])
        let plist = try PropertyListReader.read(contentsOf: folder.path + "/ar-XB.lproj/Localizable.stringsdict")
        let variable = try #require(plist.dictionary?["items"]?.dictionary?["items"]?.dictionary)
        #expect(Set(variable.keys) == ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "zero", "one", "two", "few", "many", "other"])

        let arabic = try Localizations(at: folder.path, preferences: [LocaleIdentifier("ar-XB")])
        #expect(arabic.localization.name == "ar-XB")
        let marks: Set<Character> = ["\u{200F}", "\u{202E}", "\u{202C}"]
        for (count, category) in Self.arabicCounts {
            let text = try arabic.string("items", count)
            let plain = String(text.filter { !marks.contains($0) })
            switch category {
            case "zero": #expect(plain == "No item left")
            case "one": #expect(plain == "One item left")
            default: #expect(Self.digits(count).contains { plain == "\($0) items left" }, "\(count): \(plain)")
            }
            #expect(text.hasPrefix("\u{200F}\u{202E}") || text.first?.isNumber == true, "\(count): right-to-left marks")
        }
        // Lint agrees: no category missing for Arabic, none unused.
        let report = try Linter().lint(paths: [folder.path])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }

    @Test("DuckDuckGo's en.lproj: every key renders in every style, lint finds no argument problem")
    func duckDuckGoCorpus() throws {
        let folder = try TemporaryFolder()
        try folder.copy(TranslateFixtures.root + "/duckduckgo-ios/en.lproj", to: "en.lproj")
        let before = try Linter().lint(paths: [folder.path])
        _ = try PseudoLanguageWriter().run(path: folder.path)

        let source = try Localizations(at: folder.path, preferences: [.english])
        for style in PseudoStyle.allCases {
            let pseudo = try Localizations(at: folder.path, preferences: [LocaleIdentifier(style.language)])
            #expect(pseudo.localization.name == style.language)
            var rendered = 0
            for table in source.tableNames {
                let keys = try source.keys(table: table)
                #expect(try pseudo.keys(table: table) == keys, "\(style) \(table)")
                for key in keys {
                    let sourceMessage = try #require(try source.message(key, table: table))
                    let message = try #require(try pseudo.found(key, table: table), "\(style): \(key)")
                    #expect(message.localization.name == style.language, "\(style): \(key) falls back")
                    // The pseudo message reads the same arguments as its source.
                    #expect(message.message.argumentKinds(in: pseudo.context) == sourceMessage.argumentKinds(in: source.context), "\(style): \(key)")
                    for count: Int64 in [0, 1, 2, 5, 21] {
                        let arguments = Self.arguments(for: message.message, in: pseudo.context, count: count)
                        _ = try message.message.render(in: pseudo.context, arguments: arguments)
                    }
                    rendered += 1
                }
            }
            #expect(rendered > 1000, "\(style): \(rendered) keys")
        }

        let after = try Linter().lint(paths: [folder.path])
        let pseudoFindings = after.diagnostics.filter { diagnostic in
            PseudoStyle.allCases.contains { diagnostic.file.contains("/\($0.language).lproj/") }
        }
        let argumentRules = Set(LintRule.all.filter { $0.group == .arguments }.map(\.id)).union(["invalid-format", "malformed-variable", "syntax-error"])
        #expect(!pseudoFindings.contains { argumentRules.contains($0.rule) }, "\(pseudoFindings.filter { argumentRules.contains($0.rule) }.prefix(5))")
        // No error the source does not have itself, key by key.
        let sourceErrors = Set(before.diagnostics.filter { $0.severity == .error }.map { "\($0.rule) \($0.key ?? "")" })
        let newErrors = pseudoFindings.filter { $0.severity == .error && !sourceErrors.contains("\($0.rule) \($0.key ?? "")") }
        #expect(newErrors.isEmpty, "\(newErrors.prefix(5))")
    }

    // MARK: catalogs

    @Test("String Catalogs: pseudo-languages added to every key, canonical, same specifiers, rendering",
          arguments: ["Variations", "Substitution", "FormatSpecifiers", "Positional"])
    func catalogs(name: String) throws {
        let folder = try TemporaryFolder()
        try folder.copy(TranslateFixtures.root + "/xcstrings-tool/\(name).xcstrings", to: "\(name).xcstrings")
        let path = folder.path + "/\(name).xcstrings"
        let written = try PseudoLanguageWriter().run(path: path)
        #expect(written == [path])
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let catalog = try StringCatalog(bytes: bytes, file: path)
        // Written in Xcode's form: reading and writing again changes no byte.
        #expect(catalog.document.canonicalBytes() == bytes)
        let source = catalog.table(for: "en")
        for style in PseudoStyle.allCases {
            #expect(catalog.languages.contains(style.language))
            let table = catalog.table(for: style.language)
            let context = try RenderContext(locale: LocaleIdentifier(style.language))
            let sourceContext = try RenderContext(locale: .english)
            for key in catalog.keys where catalog.document.strings[key]?.shouldTranslate != false {
                let message = try #require(table[key], "\(style): \(key)")
                let original = try #require(source[key])
                #expect(message.error == nil, "\(style): \(key): \(String(describing: message.error))")
                // A key without a source value renders as the key itself in the source (no
                // arguments); a translation of it is a format, as NSLocalizedString's result is.
                if catalog.document.strings[key]?.localizations?["en"] != nil {
                    #expect(message.argumentKinds(in: context) == original.argumentKinds(in: sourceContext), "\(style): \(key)")
                }
                for count: Int64 in [0, 1, 2, 3, 11, 100] {
                    _ = try message.render(in: context, arguments: Self.arguments(for: message, in: context, count: count))
                }
            }
        }
        let report = try Linter().lint(paths: [path])
        let pseudo = report.diagnostics.filter { diagnostic in PseudoStyle.allCases.contains { diagnostic.message.hasPrefix("\($0.language):") } }
        #expect(!pseudo.contains { $0.severity == .error }, "\(pseudo.prefix(5))")
    }

    @Test("a catalog in a resources folder: ar-XB negotiates and renders Arabic plural variants")
    func catalogNegotiation() throws {
        let folder = try TemporaryFolder()
        try folder.copy(TranslateFixtures.root + "/xcstrings-tool/Variations.xcstrings", to: "Variations.xcstrings")
        _ = try PseudoLanguageWriter(styles: [.rightToLeft, .accented]).run(path: folder.path)
        let document = try StringCatalogDocument(contentsOf: folder.path + "/Variations.xcstrings")
        let plural = document.strings.values.compactMap { $0.localizations?["ar-XB"]?.variations?.plural }.first
        #expect(Set(try #require(plural).keys) == ["zero", "one", "two", "few", "many", "other"])
        let english = document.strings.values.compactMap { $0.localizations?["en-XA"]?.variations?.plural }.first
        #expect(Set(try #require(english).keys).isSubset(of: ["zero", "one", "other"]))

        // Negotiated from the folder, rendered for a count of each Arabic category.
        let arabic = try Localizations(at: folder.path, preferences: [LocaleIdentifier("ar-XB")])
        #expect(arabic.localization.name == "ar-XB")
        let marks: Set<Character> = ["\u{200F}", "\u{202E}", "\u{202C}"]
        for (count, category) in Self.arabicCounts {
            let plain = String(try arabic.string("String.Plural", table: "Variations", count).filter { !marks.contains($0) })
            switch category {
            case "zero": #expect(plain == "I have no strings")
            case "one": #expect(Self.digits(count).contains { plain == "I have \($0) string" }, "\(plain)")
            default: #expect(Self.digits(count).contains { plain == "I have \($0) strings" }, "\(count): \(plain)")
            }
        }
        let accented = try Localizations(at: folder.path, preferences: [LocaleIdentifier("en-XA")])
        #expect(try accented.string("String.Plural", table: "Variations", 3) == "Î ĥåṽé 3 šţŕîñĝš")
    }

    // MARK: sources and errors

    @Test("the source folder: --source-language, en, Base; a pseudo-language is refused")
    func sources() throws {
        let folder = try TemporaryFolder([
            "Base.lproj/Main.strings": "\"title\" = \"Hello\";",
            "fr.lproj/Main.strings": "\"title\" = \"Bonjour\";",
        ])
        // No en: Base.
        _ = try PseudoLanguageWriter(styles: [.bounded]).run(path: folder.path)
        #expect(try folder.read("en-XB.lproj/Main.strings").contains("\"[Hello]\""))
        // --source-language picks another folder, into another output folder.
        let output = folder.path + "/out"
        let written = try PseudoLanguageWriter(styles: [.bounded], sourceLanguage: "fr").run(path: folder.path, output: output)
        #expect(written == [output + "/en-XB.lproj/Main.strings"])
        #expect(try folder.read("out/en-XB.lproj/Main.strings").contains("\"[Bonjour]\""))
        // One file.
        let single = try PseudoLanguageWriter(styles: [.accented]).run(path: folder.path + "/fr.lproj/Main.strings")
        #expect(single == [folder.path + "/en-XA.lproj/Main.strings"])
        // A missing source language names the folders there.
        #expect { try PseudoLanguageWriter(sourceLanguage: "de").run(path: folder.path) } throws: { error in
            "\(error)".contains("no de.lproj folder") && "\(error)".contains("Base, en-XA, en-XB, fr")
        }
        // A pseudo-language is not a source.
        #expect { try PseudoLanguageWriter().run(path: folder.path + "/en-XA.lproj") } throws: { error in
            "\(error)".contains("already a pseudo-language")
        }
        #expect { try PseudoLanguageWriter().run(path: folder.path + "/nothing") } throws: { error in
            "\(error)".contains("no such file or folder")
        }
    }

    @Test("the development region of the folder's Info.plist is the source")
    func developmentRegion() throws {
        let folder = try TemporaryFolder([
            "Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>",
            "de.lproj/Localizable.strings": "\"title\" = \"Hallo\";",
            "en.lproj/Localizable.strings": "\"title\" = \"Hello\";",
        ])
        _ = try PseudoLanguageWriter(styles: [.bounded]).run(path: folder.path)
        #expect(try folder.read("en-XB.lproj/Localizable.strings").contains("\"[Hallo]\""))
    }

    @Test("a folder without en or Base says to name the development language")
    func noDevelopmentLanguage() throws {
        let folder = try TemporaryFolder(["de.lproj/Localizable.strings": "\"a\" = \"b\";"])
        #expect { try PseudoLanguageWriter().run(path: folder.path) } throws: { error in
            "\(error)".contains("--source-language")
        }
    }
}
