import ArgumentParser
import Foundation
import Stringsdict
import Testing
@testable import StringsdictCLI
import StringsdictTestSupport

/// The Xcode-written catalogs of the library's fixtures (this file is Tests/StringsdictCLITests/…).
private let xcode = "/" + #filePath.split(separator: "/").dropLast(2).joined(separator: "/") + "/StringsdictTests/Fixtures/Catalog/Xcode"

/// The migration fixtures of the library's tests (issue 32).
private let migrateFixtures = "/" + #filePath.split(separator: "/").dropLast(2).joined(separator: "/") + "/StringsdictTests/Fixtures/Catalog/Migrate"

@Suite("stringsdict catalog and preview", .serialized)
struct CatalogCommandTests {
    /// The exit code `command` ends with (0 when it returns).
    static func exitCode(_ arguments: [String]) throws -> Int32 {
        var command = try StringsdictCommand.parseAsRoot(arguments)
        do {
            try command.run()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        }
    }

    @Test("format --check: 0 on Xcode's own files, 1 on a file to rewrite, which format then fixes")
    func formatCheck() throws {
        let scratch = try TemporaryFolder(prefix: "catalog-cli")
        defer { scratch.remove() }
        let folder = scratch.path
        #expect(try Self.exitCode(["catalog", "format", "--check", xcode + "/cse/Localizable.xcstrings"]) == 0)
        let path = folder + "/Messy.xcstrings"
        try Data(#"{"version":"1.0","strings":{"b":{"comment":"x"},"a":{}},"sourceLanguage":"en"}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try Self.exitCode(["catalog", "format", "--check", path]) == 1)
        #expect(try Self.exitCode(["catalog", "format", path]) == 0)
        #expect(try Self.exitCode(["catalog", "format", "--check", path]) == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n\n    },"))
    }

    @Test("compile writes each language's .lproj folder; a bad catalog exits 2")
    func compile() throws {
        let scratch = try TemporaryFolder(prefix: "catalog-cli")
        defer { scratch.remove() }
        let folder = scratch.path
        #expect(try Self.exitCode(["catalog", "compile", xcode + "/cse/Localizable.xcstrings", "-o", folder, "--language", "de", "--language", "ja"]) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["de.lproj", "ja.lproj"])
        let strings = try StringsFileReader.read(contentsOf: folder + "/de.lproj/Localizable.strings")
        #expect(strings["Cancel"]?.value == "Abbrechen")
        let bad = folder + "/Bad.xcstrings"
        try Data("{".utf8).write(to: URL(fileURLWithPath: bad))
        #expect(try Self.exitCode(["catalog", "compile", bad, "-o", folder]) == 2)
    }

    @Test("merge exits 1 on a conflict and writes the result; preview --json of the result shows ours")
    func merge() throws {
        let scratch = try TemporaryFolder(prefix: "catalog-cli")
        defer { scratch.remove() }
        let folder = scratch.path
        func write(_ name: String, _ value: String) throws -> String {
            let document = StringCatalogDocument(sourceLanguage: "en", strings: ["k": .init(localizations: ["de": .init(stringUnit: .init(value: value))])])
            try document.write(to: folder + "/" + name)
            return folder + "/" + name
        }
        let base = try write("base.xcstrings", "A"), ours = try write("ours.xcstrings", "Ours"), theirs = try write("theirs.xcstrings", "Theirs")
        #expect(try Self.exitCode(["catalog", "merge", base, ours, theirs, "-o", ours]) == 1)
        let merged = try StringCatalogDocument(contentsOf: ours)
        #expect(merged.strings["k"]?.localizations?["de"]?.stringUnit == .init(state: "needs_review", value: "Ours"))
    }

    @Test("merge refuses a catalog with a key written twice (exit 2, nothing written), at any depth, where it kept the first before")
    func mergeRefusesDuplicateKeys() throws {
        let scratch = try TemporaryFolder(prefix: "catalog-cli")
        defer { scratch.remove() }
        let folder = scratch.path
        let base = folder + "/base.xcstrings", output = folder + "/out.xcstrings"
        try StringCatalogDocument(sourceLanguage: "en", strings: ["a": .init(comment: "A")]).write(to: base)
        let twice = [
            #"{"sourceLanguage":"en","strings":{"a":{"comment":"A"},"a":{"comment":"second"}}}"#,           // a key of strings
            #"{"sourceLanguage":"en","strings":{"a":{"comment":"A","comment":"second"}}}"#,                 // a field of an entry
            #"{"sourceLanguage":"en","strings":{"a":{"comment":"A","x":{"y":1,"y":2}}}}"#,                  // inside an unknown field
            #"{"sourceLanguage":"en","version":"1.0","version":"1.1","strings":{"a":{"comment":"A"}}}"#,     // a top-level field
        ]
        for text in twice {
            let theirs = folder + "/theirs.xcstrings"
            try Data(text.utf8).write(to: URL(fileURLWithPath: theirs))
            #expect(try Self.exitCode(["catalog", "merge", base, base, theirs, "-o", output]) == 2, "\(text)")
            #expect(!FileManager.default.fileExists(atPath: output))
            // The error is format's, at the same place.
            #expect(throws: StringsdictError.self) { try StringCatalogMerge.merge(contentsOfBase: base, ours: base, theirs: theirs) }
            #expect(try Self.exitCode(["catalog", "format", "--check", theirs]) == 2)
        }
    }

    @Test("migrate into a folder holding the catalog: refused before writing anything; --force replaces it, --merge keeps its keys")
    func migrateIntoExistingCatalog() throws {
        let scratch = try TemporaryFolder(prefix: "catalog-cli")
        defer { scratch.remove() }
        let folder = scratch.path
        let lproj = folder + "/in/en.lproj"
        try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
        try Data("/* Migrated */\n\"new\" = \"New\";\n\"own\" = \"Changed\";\n".utf8).write(to: URL(fileURLWithPath: lproj + "/Localizable.strings"))
        try Data("\"other\" = \"Other\";\n".utf8).write(to: URL(fileURLWithPath: lproj + "/Other.strings"))
        let out = folder + "/out", catalog = out + "/Localizable.xcstrings"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let existing = StringCatalogDocument(sourceLanguage: "en", strings: [
            "own": .init(comment: "Mine", extractionState: "manual", localizations: ["en": .init(stringUnit: .init(value: "Own"))]),
        ])
        try existing.write(to: catalog)
        let before = try Data(contentsOf: URL(fileURLWithPath: catalog))

        #expect(try Self.exitCode(["catalog", "migrate", folder + "/in", "-o", out]) == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == before)
        // Nothing at all is written, not even the table that was not in the way.
        #expect(!FileManager.default.fileExists(atPath: out + "/Other.xcstrings"))
        let both = #expect(throws: (any Error).self) { try StringsdictCommand.parseAsRoot(["catalog", "migrate", folder + "/in", "-o", out, "--merge", "--force"]) }
        #expect(StringsdictCommand.exitStatus(for: try #require(both)).rawValue == 2)

        #expect(try Self.exitCode(["catalog", "migrate", folder + "/in", "-o", out, "--merge"]) == 0)
        let merged = try StringCatalogDocument(contentsOf: catalog)
        #expect(merged.strings["own"] == existing.strings["own"])
        #expect(merged.strings["new"]?.comment == "Migrated")
        #expect(merged.strings["new"]?.localizations?["en"]?.stringUnit?.value == "New")
        #expect(FileManager.default.fileExists(atPath: out + "/Other.xcstrings"))

        #expect(try Self.exitCode(["catalog", "migrate", folder + "/in", "-o", out, "--force"]) == 0)
        let replaced = try StringCatalogDocument(contentsOf: catalog)
        #expect(replaced.strings["own"]?.comment == nil)
        #expect(replaced.strings["own"]?.localizations?["en"]?.stringUnit?.value == "Changed")
    }

    @Test("migrate as Xcode: a Base.lproj storyboard gives its table's source text; --sources makes the keys no source uses manual")
    func migrateAsXcode() throws {
        let scratch = try TemporaryFolder(prefix: "catalog-cli")
        defer { scratch.remove() }
        let out = scratch.path
        let app = migrateFixtures + "/App"
        #expect(try Self.exitCode(["catalog", "migrate", app, "-o", out, "--sources", app + "/Sources"]) == 0)
        let main = try StringCatalogDocument(contentsOf: out + "/mul.lproj/Main.xcstrings")
        let hello = try #require(main.strings["lbl-01-abc.text"])
        #expect(hello.extractionState == "extracted_with_value")
        #expect(hello.comment == #"Class = "UILabel"; text = "Hello"; ObjectID = "lbl-01-abc";"#)
        #expect(hello.localizations?["en"]?.stringUnit == .init(state: "new", value: "Hello"))
        #expect(hello.localizations?["de"]?.stringUnit?.value == "Hallo")
        #expect(main.strings["lbl-02-abc.text"]?.localizations?["en"]?.stringUnit == .init(state: "new", value: "Not yet translated"))
        #expect(main.strings["lbl-03-abc.text"]?.localizations?["en"]?.stringUnit == .init(state: "translated", value: "Welcome"))
        #expect(main.strings["lbl-03-abc.text"]?.extractionState == nil)
        #expect(main.strings["lbl-03-abc.text"]?.comment == #"Class = "UILabel"; text = "Willkommen"; ObjectID = "lbl-03-abc";"#)
        let localizable = try StringCatalogDocument(contentsOf: out + "/Localizable.xcstrings")
        for used in ["Quit", "Open", "item 2", "item 10", "%lld files"] {
            #expect(localizable.strings[used] != nil && localizable.strings[used]?.extractionState == nil, "\(used)")
        }
        #expect(localizable.strings["Unused key"]?.extractionState == "manual")
        #expect(localizable.strings["%d photos in %@"]?.extractionState == "manual")
        #expect(localizable.strings["Quit"]?.localizations?["en"] == nil)
        // Strings the code uses that no table has join it as a build extracts them (IceCubesApp's
        // Xcode migration added its `iPad` as `{}`).
        #expect(localizable.strings["Only in code"] == StringCatalogDocument.Entry())
        #expect(localizable.strings["Sync now"] == StringCatalogDocument.Entry(comment: "A button no table translates yet"))
        // Without --sources every key is migrated.
        #expect(try Self.exitCode(["catalog", "migrate", app, "-o", out, "--force"]) == 0)
        #expect(try StringCatalogDocument(contentsOf: out + "/Localizable.xcstrings").strings["Quit"]?.extractionState == "migrated")
    }

    /// Loki's Xcode migration: each module of its package has its own catalog, with the keys
    /// of its own files (a key only another module uses is `manual` there, and not added).
    @Test("migrate --sources in a Swift package: only the files of the target whose Resources hold the table count")
    func migratePackageTargets() throws {
        let scratch = try TemporaryFolder([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", defaultLocalization: \"en\", targets: [])\n",
            "Sources/Core/Resources/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n\"Open\" = \"Open\";\n",
            "Sources/Core/Resources/de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";\n\"Open\" = \"Öffnen\";\n",
            "Sources/Core/Core.swift": "import SwiftUI\nlet a = Text(\"Save\", bundle: .module)\nlet b = Text(\"Core only\", bundle: .module)\n",
            "Sources/Settings/Settings.swift": "import SwiftUI\nlet c = Text(\"Open\", bundle: .module)\nlet d = Text(\"Settings only\", bundle: .module)\n",
        ], prefix: "catalog-cli")
        defer { scratch.remove() }
        #expect(try Self.exitCode(["catalog", "migrate", scratch.path + "/Sources/Core/Resources", "-o", scratch.path + "/out", "--sources", scratch.path]) == 0)
        let catalog = try StringCatalogDocument(contentsOf: scratch.path + "/out/Localizable.xcstrings")
        #expect(catalog.strings["Save"]?.extractionState == nil)
        #expect(catalog.strings["Open"]?.extractionState == "manual")
        #expect(catalog.strings["Core only"] != nil)
        #expect(catalog.strings["Settings only"] == nil)
    }

    @Test("migrate with files that do not parse: nothing written and exit 2; --keep-going writes the rest and exits 1")
    func migrateDamaged() throws {
        let scratch = try TemporaryFolder(prefix: "catalog-cli")
        defer { scratch.remove() }
        let out = scratch.path
        let damaged = migrateFixtures + "/Damaged"
        #expect(try Self.exitCode(["catalog", "migrate", damaged, "-o", out + "/strict"]) == 2)
        #expect(!FileManager.default.fileExists(atPath: out + "/strict"))
        #expect(try Self.exitCode(["catalog", "migrate", damaged, "-o", out + "/rest", "--keep-going"]) == 1)
        let catalog = try StringCatalogDocument(contentsOf: out + "/rest/Localizable.xcstrings")
        #expect(catalog.strings["Open"]?.localizations?.keys.sorted() == ["en"])
    }
}
