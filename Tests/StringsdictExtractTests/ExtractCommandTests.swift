import ArgumentParser
import Foundation
import Testing
import Stringsdict
@testable import StringsdictCLI
import StringsdictTestSupport

@Suite("stringsdict extract")
struct ExtractCommandTests {
    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("The fixture's Swift sources into one catalog per table, read back with StringCatalog")
    func outputDir() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let folder = scratch.path
        #expect(ExtractCommand.run(sources: [ExtractFixtures.project + "/Sources"], catalog: nil, outputDir: folder, sourceLanguage: "en") == 0)
        let localizable = try StringCatalog(contentsOf: folder + "/Localizable.xcstrings")
        #expect(localizable.keys == ["%@ Error! %@ failed!", "%@ shared %lld files", "%lld files", "Make Plain Text", "Say \"hi\"", "ratio.label", "welcome.title"])
        let table = localizable.table(for: "en")
        #expect(table.keys == localizable.keys)
        #expect(table.problems.isEmpty, "\(table.problems)")
        let document = try StringCatalogDocument(contentsOf: folder + "/Localizable.xcstrings")
        #expect(document.strings["ratio.label"]?.localizations?["en"]?.stringUnit?.value == "Ratio: %lf")
        #expect(document.strings["welcome.title"]?.extractionState == "extracted_with_value")
        #expect(document.strings["%lld files"]?.comment == "Number of files in the folder")
        let custom = try StringCatalog(contentsOf: folder + "/Custom.xcstrings")
        #expect(custom.keys == ["Yes"])
    }

    @Test("--catalog: translations kept, gone keys stale, manual untouched, written in canonical form")
    func catalog() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let folder = scratch.path
        let path = folder + "/Localizable.xcstrings"
        var existing = StringCatalogDocument(sourceLanguage: "en", strings: [
            "Hello": .init(comment: "old", localizations: ["fr": .init(stringUnit: .init(state: "translated", value: "Bonjour"))]),
            "Gone": .init(),
            "Hand-made": .init(extractionState: "manual"),
        ])
        try existing.write(to: path)
        try write("Text(\"Hello\", comment: \"Greeting\")\nText(\"New\")\nText(\"Yes\", tableName: \"Custom\")\n", to: folder + "/V.swift")
        #expect(ExtractCommand.run(sources: [folder + "/V.swift"], catalog: path, outputDir: nil, sourceLanguage: "en") == 0)
        let document = try StringCatalogDocument(contentsOf: path)
        #expect(document.strings["Hello"]?.comment == "Greeting")
        #expect(document.strings["Hello"]?.localizations?["fr"]?.stringUnit?.value == "Bonjour")
        #expect(document.strings["Gone"]?.extractionState == "stale")
        #expect(document.strings["Hand-made"] == .init(extractionState: "manual"))
        #expect(document.strings["New"] == .init())
        #expect(document.strings["Yes"] == nil)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes == document.canonicalBytes())
        existing = document
        // A second run changes nothing.
        #expect(ExtractCommand.run(sources: [folder + "/V.swift"], catalog: path, outputDir: nil, sourceLanguage: "en") == 0)
        #expect(try StringCatalogDocument(contentsOf: path) == existing)
    }

    @Test("Usage errors exit with 2", arguments: [
        ["extract", "a.swift"],
        ["extract", "a.swift", "--catalog", "a.xcstrings", "--output-dir", "x"],
        ["extract", "--catalog", "a.xcstrings"],
        ["extract", "a.swift", "--catalog", "a.json"],
    ])
    func usage(arguments: [String]) {
        do {
            _ = try StringsdictCommand.parseAsRoot(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(StringsdictCommand.exitStatus(for: error) == ExitCode(2))
        }
    }

    @Test("A missing source is exit 2; --help carries an example")
    func errors() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let folder = scratch.path
        #expect(ExtractCommand.run(sources: [folder + "/missing.swift"], catalog: folder + "/L.xcstrings", outputDir: nil, sourceLanguage: "en") == 2)
        #expect(!FileManager.default.fileExists(atPath: folder + "/L.xcstrings"))
        #expect(ExtractCommand.helpMessage().replacing("\n", with: " ").contains("Example: stringsdict extract Sources/App --catalog Resources/Localizable.xcstrings"))
    }

    @Test("-o, --output and the old --output-dir name the same folder; only -o/--output is in help", arguments: [
        ["-o", "out"], ["--output", "out"], ["--output=out"], ["--output-dir", "out"], ["--output-dir=out"],
    ])
    func outputSpellings(spelling: [String]) throws {
        let command = try ExtractCommand.parse(["a.swift"] + spelling)
        #expect(command.outputOptions.folder == "out")
        #expect(command.catalog == nil)
    }

    @Test("--output-dir is hidden from help, and given with -o it is a usage error")
    func outputDirHidden() throws {
        let help = ExtractCommand.helpMessage()
        #expect(help.contains("-o, --output <output>"))
        #expect(!help.contains("--output-dir <"))
        #expect(throws: (any Error).self) { try ExtractCommand.parse(["a.swift", "-o", "x", "--output-dir", "y"]) }
    }

    static let roomie = ExtractFixtures.root + "/Roomie"

    /// A copy of the Roomie fixture (sources and Xcode's catalog) in a new temporary folder.
    private func roomieCopy() throws -> TemporaryFolder {
        let copy = try TemporaryFolder(prefix: "stringsdict-extract")
        try FileManager.default.removeItem(atPath: copy.path)
        try FileManager.default.copyItem(atPath: Self.roomie, toPath: copy.path)
        return copy
    }

    @Test("A real app's sources synced into the catalog Xcode keeps for them leave it byte for byte as Xcode wrote it")
    func roomieUnchanged() throws {
        let copy = try roomieCopy()
        defer { copy.remove() }
        let folder = copy.path
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.roomie + "/Localizable.xcstrings"))
        #expect(ExtractCommand.run(sources: [folder + "/Source"], catalog: folder + "/Localizable.xcstrings", outputDir: nil, sourceLanguage: "en") == 0)
        let synced = try Data(contentsOf: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        #expect(synced == original)
    }

    @Test("Removing a source marks stale exactly the keys no other source uses")
    func roomieStale() throws {
        let copy = try roomieCopy()
        defer { copy.remove() }
        let folder = copy.path
        // AddHouseView.swift uses "New house", "Enter house name" and "Add"; the last two are
        // also used by EditHouseView.swift and AddActivityView.swift.
        try FileManager.default.removeItem(atPath: folder + "/Source/Views/Sheets/AddHouseView.swift")
        let before = try StringCatalogDocument(contentsOf: Self.roomie + "/Localizable.xcstrings")
        #expect(ExtractCommand.run(sources: [folder + "/Source"], catalog: folder + "/Localizable.xcstrings", outputDir: nil, sourceLanguage: "en") == 0)
        let after = try StringCatalogDocument(contentsOf: folder + "/Localizable.xcstrings")
        var changed: [String] = []
        for (key, entry) in after.strings where entry.extractionState != before.strings[key]?.extractionState { changed.append(key) }
        #expect(changed == ["New house"])
        #expect(after.strings["New house"]?.extractionState == "stale")
        // Its translations stay.
        #expect(after.strings["New house"]?.localizations == before.strings["New house"]?.localizations)
    }

    @Test("A catalog whose table the sources never use is refused, naming the tables they do use")
    func tableMismatch() throws {
        let copy = try roomieCopy()
        defer { copy.remove() }
        let folder = copy.path
        let path = folder + "/Main.xcstrings"
        try FileManager.default.copyItem(atPath: folder + "/Localizable.xcstrings", toPath: path)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(ExtractCommand.run(sources: [folder + "/Source"], catalog: path, outputDir: nil, sourceLanguage: "en") == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    }

    @Test("No sources, or sources without localizable strings, write nothing")
    func nothingFound() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let folder = scratch.path
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        #expect(ExtractCommand.run(sources: [folder + "/empty"], catalog: folder + "/L.xcstrings", outputDir: nil, sourceLanguage: "en") == 2)
        try write("let x = 1\n", to: folder + "/empty/A.swift")
        #expect(ExtractCommand.run(sources: [folder + "/empty"], catalog: folder + "/L.xcstrings", outputDir: nil, sourceLanguage: "en") == 2)
        #expect(!FileManager.default.fileExists(atPath: folder + "/L.xcstrings"))
    }
}
