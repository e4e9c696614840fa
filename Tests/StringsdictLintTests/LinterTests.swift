import Foundation
import Testing
import StringsdictLint

/// `Linter.lint(paths:)` never succeeds on nothing, and refuses a base language no folder has.
@Suite("Linter: nothing to check is an error")
struct LinterTests {
    /// A fresh folder under the temporary directory with the given empty subfolders and files.
    static func scratch(_ name: String, folders: [String] = [], files: [String] = []) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linter-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for folder in folders { try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
        for file in files { _ = FileManager.default.createFile(atPath: root + "/" + file, contents: Data("\"a\" = \"b\";\n".utf8)) }
        return root
    }

    @Test("An empty folder is a LintError saying there is nothing to check")
    func emptyFolder() throws {
        let folder = try Self.scratch("empty")
        let error = #expect(throws: LintError.self) { try LintFixtures.lint(folder) }
        #expect(error?.description.hasPrefix("nothing to check in \(folder)") == true)
    }

    @Test(".lproj folders without tables are a LintError that says so")
    func emptyLocalizations() throws {
        let folder = try Self.scratch("lproj", folders: ["en.lproj", "fr.lproj"])
        let error = #expect(throws: LintError.self) { try LintFixtures.lint(folder + "/") }
        #expect(error?.description.contains("its .lproj folders hold no .strings or .stringsdict file") == true)
    }

    @Test("One empty path among good ones still fails: each path must hold something")
    func oneEmptyPath() throws {
        let folder = try Self.scratch("one-empty")
        #expect(throws: LintError.self) { try LintFixtures.lint(LintFixtures.clean, folder) }
    }

    @Test("A base language no .lproj folder serves is a LintError naming the folders there are")
    func missingBase() throws {
        let error = #expect(throws: LintError.self) {
            try LintFixtures.lint(LintFixtures.clean, configuration: LintConfiguration(baseLanguage: "de"))
        }
        #expect(error?.description == "no de.lproj folder to compare translations with (the base language); the .lproj folders are en, en-GB, fr, ru")
        // An equivalent locale is a match: en-US finds en.lproj.
        let report = try LintFixtures.lint(LintFixtures.clean, configuration: LintConfiguration(baseLanguage: "en-US"))
        #expect(report.diagnostics.isEmpty)
    }

    @Test("A folder with one table is checked")
    func oneTable() throws {
        let folder = try Self.scratch("one-table", folders: ["en.lproj"], files: ["en.lproj/Localizable.strings"])
        let report = try LintFixtures.lint(folder)
        #expect(report.fileCount == 1)
    }
}
