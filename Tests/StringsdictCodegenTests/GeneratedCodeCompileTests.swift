import Foundation
import Testing
@testable import StringsdictCodegen
import StringsdictTestSupport

/// The generated code type-checks with no warning in Swift 6 mode against the Stringsdict module
/// this test run was built with: `swiftc -typecheck -swift-version 6 -warnings-as-errors`, the
/// module found in the build folder next to the test binary (`Modules/`, and the C shim's module
/// map in `CICU.build/`). Skipped when that folder or `swiftc` is not found (another build
/// layout); the PluginDemo example compiles the plugin's output with `-warnings-as-errors` in CI too.
@Suite("Generated code compiles", .enabled(if: SwiftCompiler.available != nil))
struct GeneratedCodeCompileTests {
    /// Every rule at once: all conversions, plural value types, nested and several plural
    /// arguments, device and width variants, keywords, clashes, leading digits, tables.
    static let files: [String: String] = [
        "en.lproj/Localizable.strings": """
            /* A comment with "quotes", a backslash \\ and */
            "files.count" = "%d files";
            "all" = "%1$d %2$i %3$ld %4$lld %5$u %6$lu %7$x %8$o %9$f %10$.2f %11$e %12$g %13$@ %14$s %15$c %16$C %17$p %18$S %19$*20$d";
            "default" = "keyword";
            "init" = "reserved";
            "self" = "reserved";
            "a_b" = "clash";
            "a.b" = "clash";
            "3d.title" = "leading digit";
            "quote" = "\\"%@\\" \\\\ \\n";
            "percent" = "100%%";
            """,
        "ru.lproj/Localizable.strings": "\"files.count\" = \"%d файлов\";\n",
        "en.lproj/Localizable.stringsdict": stringsdict([
            ("runs", pluralEntry("%1$#@lu_completed_runs@", [
                ("lu_completed_runs", "lu", [("zero", "No runs completed yet"), ("one", "One %2$#@lu_total_runs@"), ("other", "%lu %2$#@lu_total_runs@")]),
                ("lu_total_runs", "lu", [("one", "run completed"), ("other", "of %lu runs completed")]),
            ])),
            ("storage", pluralEntry("%#@gb@ of %2$@", [("gb", ".1f", [("one", "%.1f GB"), ("other", "%.1f GB")])])),
            ("tap", """
                <dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>Click %@</string><key>other</key><string>Tap %@</string></dict></dict>
                """),
            ("hello", """
                <dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>Hi</string><key>20</key><string>Hello, %@</string></dict></dict>
                """),
        ]),
        "de.lproj/Type.strings": "\"title\" = \"Typ\";\n",
        "Shop.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "cart.items": {"comment": "Items.", "localizations": {
                "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                                                 "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}},
              "%@ and %lld": {}}}
            """,
    ]

    static let use = """
        import Stringsdict

        func use() throws -> [String] {
            let ru = try L10n.localizations.preferring([LocaleIdentifier("ru")])
            let character: Character = "x"
            return [
                L10n.filesCount(21, localizations: ru),
                L10n.filesCount(3),
                L10n.all(1, 2, 3, 4, 5, 6, 7, 8, 9.5, 1.25, 1e5, 0.5, "at", "s", character, character, 0xFF, "S", 4, 2),
                L10n.default, L10n.init_, L10n.self_, L10n.aB, L10n.aB2, L10n._3dTitle, L10n.quote("q"), L10n.percent,
                L10n.runs(1, 5), L10n.storage(1.0, "disk"), L10n.tap("file"), L10n.hello("Anna"),
                L10n.Type_.title, L10n.$localizations.withValue(ru) { L10n.Type_.title },
                L10n.Shop.cartItems(2), L10n.Shop.andLld("a", 2),
            ]
        }
        """

    @Test("Swift 6, warnings as errors, internal and public, in one file and in parts", arguments: [("internal", 1), ("public", 1), ("internal", 3), ("public", 4)])
    func compiles(access: String, parts: Int) throws {
        let fixture = try CodegenFixture(Self.files)
        defer { fixture.remove() }
        let output = fixture.generate(.init(access: access, parts: parts))
        #expect(!output.diagnostics.contains { $0.severity == .error })
        #expect(output.parts.count == (parts == 1 ? 0 : parts))
        #expect((output.files != nil) == (parts > 1))
        let result = try SwiftCompiler.typecheck([output.code, Self.use] + output.parts + [output.files].compactMap { $0 }, in: fixture.folder)
        #expect(result.status == 0, "swiftc: \(result.output)")
        #expect(result.output.isEmpty, "swiftc printed: \(result.output)")
    }

    @Test("Bundle storage (what the plugin generates): Swift 6, warnings as errors, in parts", arguments: [1, 3])
    func compilesWithBundle(parts: Int) throws {
        let fixture = try CodegenFixture(Self.files)
        defer { fixture.remove() }
        let output = fixture.generate(.init(storage: .bundle, parts: parts))
        #expect(output.files == nil)
        #expect(!(output.code + output.parts.joined()).contains("EmbeddedFile"))
        // SwiftPM writes `Bundle.module` for a target with resources; this stands in for it.
        let module = "import Foundation\nextension Foundation.Bundle { static var module: Bundle { Bundle.main } }\n"
        let result = try SwiftCompiler.typecheck([output.code, Self.use, module] + output.parts, in: fixture.folder)
        #expect(result.status == 0, "swiftc: \(result.output)")
        #expect(result.output.isEmpty, "swiftc printed: \(result.output)")
    }

    @Test("A typo in a key's use is a compile error")
    func typo() throws {
        let fixture = try CodegenFixture(Self.files)
        defer { fixture.remove() }
        let code = fixture.generate().code
        let result = try SwiftCompiler.typecheck([code, "import Stringsdict\nlet x = L10n.filesCont(3)\n"], in: fixture.folder)
        #expect(result.status != 0)
        #expect(result.output.contains("filesCont"))
        let wrongType = try SwiftCompiler.typecheck([code, "import Stringsdict\nlet x = L10n.filesCount(\"3\")\n"], in: fixture.folder)
        #expect(wrongType.status != 0)
    }
}

/// `swiftc` and the build folder of this test run.
enum SwiftCompiler {
    /// (swiftc, build folder, package root) when all are found.
    static let available: (swiftc: String, bin: String, root: String)? = {
        let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let manager = FileManager.default
        var candidates: [String] = []
        if let executable = ProcessInfo.processInfo.arguments.first {
            var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            // The test runner may sit inside an .xctest bundle folder.
            for _ in 0..<3 {
                candidates.append(folder.path)
                folder = folder.deletingLastPathComponent()
            }
        }
        candidates.append(root + "/.build/debug")
        guard let bin = candidates.first(where: {
            manager.fileExists(atPath: $0 + "/Modules/Stringsdict.swiftmodule") && manager.fileExists(atPath: $0 + "/CICU.build/module.modulemap")
        }) else { return nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let swiftc = path.split(separator: ":").map({ $0 + "/swiftc" }).first(where: { manager.isExecutableFile(atPath: $0) }) else { return nil }
        return (swiftc, bin, root)
    }()

    /// Type-checks `sources` (written into `folder`) as one module; the status and what swiftc
    /// printed (standard output, then standard error).
    static func typecheck(_ sources: [String], in folder: String) throws -> (status: Int32, output: String) {
        guard let (swiftc, bin, root) = available else { return (-1, "no swiftc") }
        var files: [String] = []
        for (index, source) in sources.enumerated() {
            let path = folder + "/Source\(index).swift"
            try Data(source.utf8).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        let result = try ProcessRunner.run(swiftc, [
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Generated",
            "-I", bin + "/Modules", "-Xcc", "-fmodule-map-file=" + bin + "/CICU.build/module.modulemap",
            "-I", root + "/Sources/CICU/include", "-I", root + "/Sources/ICU4C",
        ] + files)
        // swiftc writes its diagnostics to standard error; anything it prints counts.
        return (result.status, result.output + result.error)
    }
}

/// SwiftGen-shaped accessors type-check too, with a lookup function and with bundle storage.
@Suite("Generated code compiles: SwiftGen naming", .enabled(if: SwiftCompiler.available != nil))
struct SwiftGenCodeCompileTests {
    static let use = """
        import Stringsdict

        func XCTLocFunc(forKey key: String, table: String, fallback: String) -> String { fallback }

        func use() throws -> [String] {
            let ru = Localizations(embedded: [], developmentLanguage: .english)
            return [
                L10n.Localizable.Files.count(21), L10n.Localizable.all(1, 2, 3, 4, 5, 6, 7, 8, 9.5, 1.25, 1e5, 0.5, "at", "s", 120, 120, UnsafeRawPointer(bitPattern: 16)!, "S"),
                L10n.Localizable.default, L10n.Localizable.`init`, L10n.Localizable.`self`,
                L10n.Localizable.runs(1), L10n.Localizable.storage(1.0, "disk"),
                L10n.TypeTable.title, L10n.Shop.Cart.items(2),
                Localizations.$current.withValue(ru) { L10n.TypeTable.title },
            ]
        }
        """

    @Test("structured: Swift 6, warnings as errors, with and without a lookup function", arguments: [nil, "XCTLocFunc(forKey:table:fallback:)"])
    func structured(lookup: String?) throws {
        var files = GeneratedCodeCompileTests.files
        files["de.lproj/TypeTable.strings"] = files.removeValue(forKey: "de.lproj/Type.strings")
        let fixture = try CodegenFixture(files)
        defer { fixture.remove() }
        let output = fixture.generate(.init(naming: .swiftgenStructured, lookupFunction: lookup))
        #expect(!output.diagnostics.contains { $0.severity == .error })
        let result = try SwiftCompiler.typecheck([output.code, Self.use], in: fixture.folder)
        #expect(result.status == 0, "swiftc: \(result.output)")
        #expect(result.output.isEmpty, "swiftc printed: \(result.output)")
    }

    @Test("flat, public, bundle storage: Swift 6, warnings as errors")
    func flat() throws {
        let fixture = try CodegenFixture(GeneratedCodeCompileTests.files)
        defer { fixture.remove() }
        let output = fixture.generate(.init(access: "public", storage: .bundle, naming: .swiftgenFlat))
        let module = "import Foundation\nextension Foundation.Bundle { static var module: Bundle { Bundle.main } }\n"
        let use = "import Stringsdict\nlet texts = [L10n.Localizable.filesCount(3), L10n.Shop.cartItems(2), L10n.Localizable.percent]\n"
        let result = try SwiftCompiler.typecheck([output.code, use, module], in: fixture.folder)
        #expect(result.status == 0, "swiftc: \(result.output)")
        #expect(result.output.isEmpty, "swiftc printed: \(result.output)")
    }
}
