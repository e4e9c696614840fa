import ArgumentParser
import Foundation
import Testing
import Stringsdict
@testable import StringsdictCLI

@Suite("stringsdict extract")
struct ExtractCommandTests {
    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("The fixture's Swift sources into one catalog per table, read back with StringCatalog")
    func outputDir() throws {
        let folder = try ExtractFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
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
        let folder = try ExtractFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
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
        let folder = try ExtractFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(ExtractCommand.run(sources: [folder + "/missing.swift"], catalog: folder + "/L.xcstrings", outputDir: nil, sourceLanguage: "en") == 2)
        #expect(!FileManager.default.fileExists(atPath: folder + "/L.xcstrings"))
        #expect(ExtractCommand.helpMessage().replacing("\n", with: " ").contains("Example: stringsdict extract Sources/App --catalog Resources/Localizable.xcstrings"))
    }
}
