import Foundation
import Testing
@testable import StringsdictCodegen

/// `--naming swiftgen-structured` and `swiftgen-flat` against SwiftGen's own generated files
/// (its test fixtures, MIT): the same accessors — qualified names, `let`/`var`/`func`, parameter
/// types — from the same inputs.
@Suite("SwiftGen naming")
struct SwiftGenNamingTests {
    static let root = "/" + #filePath.split(separator: "/").dropLast().joined(separator: "/") + "/Fixtures/SwiftGen"

    /// The accessors a generated file declares: `kind qualified.name(Type, Type)`, from its
    /// `enum` nesting and its `static let|var|func` lines (private ones left out).
    static func accessors(_ code: String) -> [String] {
        var result: [String] = []
        var scopes: [(name: String, depth: Int, isPrivate: Bool)] = []
        var depth = 0
        for rawLine in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") { continue }
            let words = line.split(separator: " ").map(String.init)
            if let index = words.firstIndex(where: { ["enum", "class", "struct", "extension"].contains($0) }), index + 1 < words.count,
               line.hasSuffix("{") {
                scopes.append((words[index + 1], depth, words.contains("private") || words.contains("fileprivate")))
            } else if let index = words.firstIndex(of: "static"), index + 2 < words.count, !words.contains("private"), !words.contains("fileprivate"),
                      ["let", "var", "func"].contains(words[index + 1]), !scopes.contains(where: \.isPrivate) {
                let kind = words[index + 1]
                var name = words[index + 2]
                var types = ""
                if kind == "func", let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") {
                    name = String(words[index + 2].prefix { $0 != "(" })
                    types = "(" + line[line.index(after: open)..<close].split(separator: ",").map {
                        String($0.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces)
                    }.joined(separator: ", ") + ")"
                }
                if name.hasSuffix(":") { name.removeLast() }
                result.append("\(kind == "func" ? "func" : "let") " + (scopes.map(\.name) + [name]).joined(separator: ".") + types)
            }
            for character in line {
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    if let last = scopes.last, last.depth == depth { scopes.removeLast() }
                }
            }
        }
        return result.sorted()
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var expected: String
        var inputs: [String]
        var options: AccessorGenerator.Options
        var testDescription: String { expected }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for (folder, naming) in [("structured-swift5", AccessorGenerator.Options.Naming.swiftgenStructured), ("flat-swift5", .swiftgenFlat)] {
            func add(_ name: String, _ inputs: [String], enumName: String = "L10n", access: String = "internal", lookup: String? = nil, force: Bool = false) {
                cases.append(Case(expected: folder + "/" + name + ".swift", inputs: inputs,
                                  options: .init(enumName: enumName, access: access, naming: naming, lookupFunction: lookup, forceFileNameEnum: force)))
            }
            add("localizable", ["Localizable.strings"])
            add("localizable-customName", ["Localizable.strings"], enumName: "XCTLoc")
            add("localizable-forceFileNameEnum", ["Localizable.strings"], force: true)
            add("localizable-lookupFunction", ["Localizable.strings"], lookup: "XCTLocFunc(forKey:table:fallback:)")
            add("localizable-publicAccess", ["Localizable.strings"], access: "public")
            add("multiple", ["Localizable.strings", "LocMultiline.strings"])
            add("plurals", ["Localizable.stringsdict"])
            add("plurals-advanced", ["LocPluralAdvanced.stringsdict"])
            add("plurals-same-table", ["Localizable.strings", "Localizable.stringsdict"])
        }
        return cases
    }()

    @Test("The accessors SwiftGen declares, from the same inputs", arguments: cases)
    func sameAccessors(_ item: Case) throws {
        let expected = try String(contentsOfFile: Self.root + "/" + item.expected, encoding: .utf8)
        let sources = LocalizationSources(paths: item.inputs.map { Self.root + "/inputs/" + $0 }, unplacedLanguage: "en")
        #expect(sources.problems.isEmpty, "\(sources.problems)")
        let output = AccessorGenerator(options: item.options).generate(sources)
        #expect(!output.diagnostics.contains { $0.severity == .error }, "\(output.diagnostics)")
        let ours = Self.accessors(output.code)
        let theirs = Self.accessors(expected)
        #expect(theirs.count >= 3)
        #expect(ours == theirs, "missing: \(Set(theirs).subtracting(ours).sorted()) extra: \(Set(ours).subtracting(theirs).sorted())")
    }

    @Test("Names: dots, digits, dashes, spaces, underscores, capitals, keywords", arguments: [
        // (key, flat member, structured path)
        ("settings.user_profile.title", "settingsUserProfileTitle", "Settings.UserProfile.title"),
        ("alert__message", "alertMessage", "alertMessage"),
        ("ObjectOwnership", "objectOwnership", "objectOwnership"),
        ("Common.Controls.Tabs.A11Y.Explore", "commonControlsTabsA11YExplore", "Common.Controls.Tabs.A11Y.explore"),
        ("common.controls.tabs.a11y.explore", "commonControlsTabsA11yExplore", "Common.Controls.Tabs.A11y.explore"),
        ("1st_item", "_1stItem", "_1stItem"),
        ("alert-title", "alertTitle", "alertTitle"),
        ("hello world", "helloWorld", "helloWorld"),
        ("ALL_CAPS_KEY", "allCapsKey", "allCapsKey"),
        ("URLChooser", "urlChooser", "urlChooser"),
        ("private", "`private`", "`private`"),
        ("default", "`default`", "`default`"),
        ("type", "type", "type"),
        ("a..b", "ab", "A.b"),
        ("__private_key", "privateKey", "privateKey"),
    ])
    func names(key: String, flat: String, structured: String) {
        #expect(SwiftGenNaming.memberName(key) == flat)
        let components = SwiftGenNaming.components(of: key)
        let path = components.dropLast().map(SwiftGenNaming.typeName) + [SwiftGenNaming.memberName(components.last ?? "")]
        #expect(path.joined(separator: ".") == structured)
    }

    @Test("Parameter types as SwiftGen reads a format", arguments: [
        ("%@ and %d", ["Any", "Int"]),
        ("%2$@ %1$d", ["Int", "Any"]),
        ("%lld %ld %02d %lu", ["Int", "Int", "Int", "Int"]),
        ("%.2f %5.1f", ["Float", "Float"]),
        ("%c %s %p", ["CChar", "UnsafePointer<CChar>", "UnsafeRawPointer"]),
        ("100%% done", []),
        ("%lf %10d", []),
        ("%3$@ %1$@", ["Any", "Any"]),
        // Found by Fuzz/SwiftGenNaming: a position of 60 digits overflowed; it is text.
        ("%lf %333333333333333333333333333333333333333333333333333333310d", []),
        ("%333333333333333333$@ %d", ["Int"]),
    ])
    func types(format: String, expected: [String]) {
        #expect(SwiftGenNaming.parameterTypes(of: format) == expected)
    }

    @Test("Two keys with one name: the second is told apart, with a warning (SwiftGen's would not compile)")
    func clash() throws {
        let fixture = try CodegenFixture(["en.lproj/Localizable.strings": "\"foo_bar\" = \"a\";\n\"fooBar\" = \"b\";\n\"Settings.x\" = \"c\";\n\"settings.y\" = \"d\";\n"])
        defer { fixture.remove() }
        let output = fixture.generate(.init(naming: .swiftgenStructured))
        let accessors = Self.accessors(output.code)
        #expect(accessors.contains("let L10n.fooBar") && accessors.contains("let L10n.fooBar_2"))
        // Settings.x and settings.y share one enum.
        #expect(accessors.contains("let L10n.Settings.x") && accessors.contains("let L10n.Settings.y"))
        #expect(output.diagnostics.contains { $0.severity == .warning && $0.message.contains("fooBar_2") })
    }
}
