import Foundation
import Stringsdict
import Testing
@testable import StringsdictCodegen

@Suite("Accessor generator")
struct AccessorGeneratorTests {
    /// Swift types by specifier (the issue's mapping: signed → Int, unsigned → UInt, floating →
    /// Double, %@ → String, %c → Character), one argument each.
    @Test("Every conversion gets its Swift type", arguments: [
        ("%d", "Int"), ("%i", "Int"), ("%D", "Int"), ("%ld", "Int"), ("%lld", "Int"), ("%hhd", "Int"), ("%zd", "Int"), ("%qd", "Int"),
        ("%u", "UInt"), ("%lu", "UInt"), ("%llu", "UInt"), ("%U", "UInt"), ("%o", "UInt"), ("%O", "UInt"), ("%x", "UInt"), ("%X", "UInt"),
        ("%f", "Double"), ("%F", "Double"), ("%.2f", "Double"), ("%e", "Double"), ("%E", "Double"), ("%g", "Double"), ("%G", "Double"),
        ("%a", "Double"), ("%A", "Double"), ("%Lf", "Double"),
        ("%@", "String"), ("%s", "String"), ("%S", "String"), ("%ls", "String"),
        ("%c", "Character"), ("%C", "Character"), ("%lc", "Character"),
        ("%p", "UInt"),
    ])
    func specifier(specifier: String, type: String) throws {
        let fixture = try CodegenFixture(["en.lproj/Localizable.strings": "\"value\" = \"[\(specifier)]\";\n"])
        defer { fixture.remove() }
        let output = fixture.generate()
        #expect(output.declaration(of: "value") == "internal static func value(_ a1: \(type), localizations: Localizations? = nil) -> String {")
        #expect(output.code.contains("(localizations ?? L10n.localizations).localized(\"value\", arguments: [a1.formatArgument])"))
    }

    @Test("Arguments in argument-number order; a * width takes its own Int; an unread slot is filled, not asked for")
    func order() throws {
        let fixture = try CodegenFixture(["en.lproj/Localizable.strings": """
            "swapped" = "%2$@ has %1$lu files";
            "star" = "[%*d]";
            "gap" = "%3$@ and %1$d";
            "none" = "100%% sure";
            """])
        defer { fixture.remove() }
        let output = fixture.generate()
        #expect(output.declaration(of: "swapped") == "internal static func swapped(_ a1: UInt, _ a2: String, localizations: Localizations? = nil) -> String {")
        #expect(output.declaration(of: "star") == "internal static func star(_ a1: Int, _ a2: Int, localizations: Localizations? = nil) -> String {")
        #expect(output.declaration(of: "gap") == "internal static func gap(_ a1: Int, _ a3: String, localizations: Localizations? = nil) -> String {")
        #expect(output.code.contains("(localizations ?? L10n.localizations).localized(\"gap\", arguments: [a1.formatArgument, .int(0), a3.formatArgument])"))
        #expect(output.declaration(of: "none") == "internal static var none: String {")
        // One declaration per key: another view goes through the task-local `L10n.$localizations`.
        #expect(!output.code.contains("static func none("))
        #expect(output.code.contains("@TaskLocal internal static var localizations = Localizations("))
    }

    @Test("Plural value types type the argument: lu → UInt, .1f → Double, d → Int, absent (@) → Int")
    func pluralValueTypes() throws {
        let fixture = try CodegenFixture(["en.lproj/Localizable.stringsdict": stringsdict([
            ("unsigned", pluralEntry("%#@n@", [("n", "lu", [("one", "%lu file"), ("other", "%lu files")])])),
            ("floating", pluralEntry("%#@gb@", [("gb", ".1f", [("one", "%.1f GB"), ("other", "%.1f GB")])])),
            ("signed", pluralEntry("%#@n@", [("n", "d", [("one", "%d file"), ("other", "%d files")])])),
            ("implicit", pluralEntry("%#@n@", [("n", nil, [("one", "one file"), ("other", "%@ files")])])),
        ])])
        defer { fixture.remove() }
        let output = fixture.generate()
        #expect(output.declaration(of: "unsigned")?.contains("(_ a1: UInt, localizations:") == true)
        #expect(output.declaration(of: "floating")?.contains("(_ a1: Double, localizations:") == true)
        #expect(output.declaration(of: "signed")?.contains("(_ a1: Int, localizations:") == true)
        #expect(output.declaration(of: "implicit")?.contains("(_ a1: Int, localizations:") == true)
    }

    /// The worked examples of RenderingMessages.md, "Which argument each specifier prints" (from Apple's 10.9 release notes): nested variables, a variable
    /// that takes slot 2 after a plain specifier, and a variable in slot 2 read again in slot 1.
    @Test("Nested variables and several plural arguments")
    func nestedPlurals() throws {
        let fixture = try CodegenFixture(["en.lproj/Localizable.stringsdict": stringsdict([
            ("runs.nested", pluralEntry("%1$#@lu_completed_runs@", [
                ("lu_completed_runs", "lu", [("zero", "No runs completed yet"), ("one", "One %2$#@lu_total_runs@"), ("other", "%lu %2$#@lu_total_runs@")]),
                ("lu_total_runs", "lu", [("one", "run completed"), ("other", "of %lu runs completed")]),
            ])),
            ("runs.second", pluralEntry("%lu out of %#@lu_total_runs@ completed", [
                ("lu_total_runs", "lu", [("one", "%lu run"), ("other", "%lu runs")]),
            ])),
            ("files.selected", pluralEntry("%2$#@files@", [
                ("files", "d", [("zero", "There is no file"), ("one", "There is a file, and %1$#@sel@"), ("other", "%1$d in %2$d files are selected")]),
                ("sel", "d", [("zero", "it is not selected"), ("other", "it is selected")]),
            ])),
            ("mixed", pluralEntry("%1$@: %2$#@count@, %3$#@size@", [
                ("count", "ld", [("one", "%ld file"), ("other", "%ld files")]),
                ("size", "f", [("one", "%f MB"), ("other", "%f MB")]),
            ])),
        ])])
        defer { fixture.remove() }
        let output = fixture.generate()
        #expect(output.diagnostics.isEmpty)
        #expect(output.declaration(of: "runsNested")?.contains("(_ a1: UInt, _ a2: UInt, localizations:") == true)
        #expect(output.declaration(of: "runsSecond")?.contains("(_ a1: UInt, _ a2: UInt, localizations:") == true)
        #expect(output.declaration(of: "filesSelected")?.contains("(_ a1: Int, _ a2: Int, localizations:") == true)
        #expect(output.declaration(of: "mixed")?.contains("(_ a1: String, _ a2: Int, _ a3: Double, localizations:") == true)
    }

    @Test("Device and width variants: the arguments of every variant")
    func variants() throws {
        let fixture = try CodegenFixture(["en.lproj/Localizable.stringsdict": stringsdict([
            // Shapes from Apple's "Creating width and device variants of strings"; a device's value may be a plural entry.
            ("tap.action", """
                <dict><key>NSStringDeviceSpecificRuleType</key><dict>\
                <key>iphone</key><string>Tap %@</string><key>mac</key><string>Click %@</string>\
                <key>ipad</key>\(pluralEntry("Tap %1$@ on %2$#@n@", [("n", "ld", [("one", "%ld screen"), ("other", "%ld screens")])]))\
                <key>other</key><string>Select %@</string></dict></dict>
                """),
            ("welcome", """
                <dict><key>NSStringVariableWidthRuleType</key><dict>\
                <key>1</key><string>Hi</string><key>20</key><string>Hello, %@</string>\
                <key>50</key><string>Welcome back, %1$@, you have %2$ld new messages</string></dict></dict>
                """),
        ])])
        defer { fixture.remove() }
        let sources = fixture.sources
        #expect(sources.problems.isEmpty)
        let output = fixture.generate()
        #expect(output.declaration(of: "tapAction")?.contains("(_ a1: String, _ a2: Int, localizations:") == true)
        #expect(output.declaration(of: "welcome")?.contains("(_ a1: String, _ a2: Int, localizations:") == true)
        #expect(output.code.contains("/// - width 20: \"Hello, %@\""))
        #expect(output.code.contains("/// - mac: \"Click %@\""))
    }

    @Test("Clashing keys are numbered in UTF-8 order and reported; keywords in backticks")
    func clashes() throws {
        let fixture = try CodegenFixture(["en.lproj/Localizable.strings": """
            "a_b" = "x";
            "a.b" = "y";
            "default" = "z";
            "localizations" = "w";
            "init" = "v";
            """])
        defer { fixture.remove() }
        let output = fixture.generate()
        #expect(output.declaration(of: "aB") == "internal static var aB: String {")
        #expect(output.code.contains("static var aB2: String {\n        L10n.localizations.localized(\"a_b\")"))
        #expect(output.declaration(of: "`default`") == "internal static var `default`: String {")
        #expect(output.declaration(of: "localizations2") != nil)
        #expect(output.declaration(of: "init_") != nil)
        let warnings = output.diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains { $0.contains("'a_b' is named aB2") })
        #expect(warnings.contains { $0.contains("'localizations' is named localizations2") })
        // Placed at the key in its file.
        #expect(output.diagnostics.first { $0.message.contains("'a_b'") }?.location.line == 1)
    }

    @Test("Tables other than Localizable are nested enums; comments and source text in doc comments")
    func tablesAndComments() throws {
        let fixture = try CodegenFixture([
            "en.lproj/Localizable.strings": "/* Shown on launch. */\n\"hello\" = \"Hello, %@!\";\n",
            "de.lproj/Localizable.strings": "/* Beim Start. */\n\"hello\" = \"Hallo, %@!\";\n",
            "en.lproj/Settings.strings": "\"title\" = \"Settings\";\n",
            "Shop.xcstrings": """
                {"sourceLanguage": "en", "version": "1.0", "strings": {
                  "cart.items": {"comment": "Items in the cart.", "localizations": {
                    "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                                                     "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}}}}
                """,
        ])
        defer { fixture.remove() }
        let output = fixture.generate(.init(enumName: "Strings", access: "public"))
        #expect(output.code.contains("public enum Strings {"))
        #expect(output.code.contains("    public enum Settings {"))
        #expect(output.code.contains("    public enum Shop {"))
        #expect(output.code.contains("        public static func cartItems(_ a1: Int, localizations: Localizations? = nil) -> String {"))
        #expect(output.code.contains("(localizations ?? Strings.localizations).localized(\"cart.items\", table: \"Shop\", arguments: [a1.formatArgument])"))
        #expect(output.code.contains("    /// Shown on launch.\n    ///\n    /// en: \"Hello, %@!\"\n    public static func hello("))
        #expect(output.code.contains("        /// Items in the cart.\n        ///\n        /// en: \"%1$#@"))
        #expect(output.code.contains("        /// en: \"Settings\"\n        public static var title: String {"))
    }

    @Test("Entries that do not compile and translations whose arguments disagree are diagnosed with their place")
    func diagnostics() throws {
        let fixture = try CodegenFixture([
            "en.lproj/Localizable.strings": "\"count\" = \"%d files\";\n\"name\" = \"Hi %@\";\n\"both\" = \"%1$@ %2$d\";\n",
            "ru.lproj/Localizable.strings": "\"count\" = \"%d файлов, %@\";\n",
            "de.lproj/Localizable.strings": "\"name\" = \"Hallo %d\";\n",
            "fr.lproj/Localizable.strings": "\"both\" = \"%1$@\";\n",
            "en.lproj/Broken.stringsdict": stringsdict([
                ("no.other", pluralEntry("%#@n@", [("n", "d", [("one", "%d file")])])),
            ]),
        ])
        defer { fixture.remove() }
        let output = fixture.generate()
        let errors = output.diagnostics.filter { $0.severity == .error }
        let warnings = output.diagnostics.filter { $0.severity == .warning }
        #expect(errors.contains { $0.message.hasPrefix("ru: 'count' reads argument 2") && $0.location.file.hasSuffix("ru.lproj/Localizable.strings") && $0.location.line == 1 })
        #expect(errors.contains { $0.message == #"de: 'name' reads argument 1 as signed integer ('%d' at column 7 of "Hallo %d"), but en reads it as object ('%@' at column 4 of "Hi %@")"# && $0.rule == "argument-retyped" })
        #expect(errors.contains { $0.message.hasPrefix("variable 'n' has no 'other' variant") && $0.rule == "missing-other" && $0.location.file.hasSuffix("Broken.stringsdict") })
        #expect(warnings.contains { $0.message == #"fr: 'both' never reads argument 2 (signed integer), which en reads ('%2$d' at column 6 of "%1$@ %2$d")"# && $0.rule == "argument-dropped" })
        #expect(errors.allSatisfy { $0.description.hasPrefix($0.location.file + ":") })
    }

    @Test("Files are embedded: UTF-8 text as string literals, other bytes as base64")
    func embedding() throws {
        let fixture = try CodegenFixture(["en.lproj/Localizable.strings": "\"quote\" = \"\\\"%@\\\"\\n\";\n"])
        defer { fixture.remove() }
        // UTF-16 LE with a BOM, as Xcode writes .strings files.
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"title\" = \"Titel\";\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try fixture.write("de.lproj/Localizable.strings", bytes: utf16)
        let output = fixture.generate()
        #expect(output.code.contains(#"EmbeddedFile(path: "en.lproj/Localizable.strings", text: "\"quote\" = \"\\\"%@\\\"\\n\";\n"),"#))
        #expect(output.code.contains(#"EmbeddedFile(path: "de.lproj/Localizable.strings", base64: "//4iAHQAaQB0AGwAZQAiACAAPQAgACIAVABpAHQAZQBsACIAOwAKAA=="),"#))
        // The bundle storage embeds nothing.
        #expect(!fixture.generate(.init(storage: .bundle)).code.contains("EmbeddedFile("))
    }

    @Test("The development language is the catalog's source language, else en, else Base")
    func developmentLanguage() throws {
        let fixture = try CodegenFixture([
            "fr.lproj/Localizable.strings": "\"k\" = \"%d\";\n",
            "Base.lproj/Localizable.strings": "\"k\" = \"%@\";\n",
        ])
        defer { fixture.remove() }
        let generator = AccessorGenerator()
        #expect(generator.developmentLanguage(of: fixture.sources) == "Base")
        #expect(fixture.generate().declaration(of: "k")?.contains("_ a1: String") == true)
    }

    @Test("In parts, each accessor is in one part, and adding a key changes one part only")
    func parts() throws {
        var strings = (0..<40).map { "\"key.\($0)\" = \"Value %d\";" }.joined(separator: "\n")
        let fixture = try CodegenFixture(["en.lproj/Localizable.strings": strings, "en.lproj/Settings.strings": "\"title\" = \"T\";"])
        defer { fixture.remove() }
        let before = fixture.generate(.init(parts: 4))
        #expect(before.code.contains("    internal enum Settings {}"))
        #expect(!before.code.contains("static func key"))
        for number in 0..<40 {
            #expect(before.parts.filter { $0.contains("static func key\(number)(") }.count == 1)
        }
        #expect(before.parts.filter { $0.contains("extension L10n.Settings {\n    /// en: \"T\"\n    internal static var title: String {") }.count == 1)
        strings += "\n\"key.new\" = \"New\";"
        try fixture.write("en.lproj/Localizable.strings", bytes: Array(strings.utf8))
        let after = fixture.generate(.init(parts: 4))
        #expect(zip(before.parts, after.parts).filter { $0 != $1 }.count == 1)
        // The embedded text has its own file; the enum's file does not change with the text.
        #expect(before.files?.contains("static var embeddedFiles: [EmbeddedFile] {") == true)
        #expect(!before.code.contains("EmbeddedFile("))
        #expect(before.code == after.code)
    }

    @Test("Swift literals escape what a one-line literal cannot hold")
    func literals() {
        #expect(SwiftLiteral.string("a\"b\\c\nd\te\u{1}f\u{2028}g") == #""a\"b\\c\nd\te\u{1}f\u{2028}g""#)
        #expect(SwiftLiteral.base64(Array("Man".utf8)) == "TWFu")
        #expect(SwiftLiteral.base64(Array("Ma".utf8)) == "TWE=")
        #expect(SwiftLiteral.base64(Array("M".utf8)) == "TQ==")
    }
}
