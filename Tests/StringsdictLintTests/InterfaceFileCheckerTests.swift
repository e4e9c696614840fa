import Foundation
import Testing
@testable import StringsdictLint

/// `unknown-interface-object` on real tables: Xcode's own `de.lproj/Main.strings` for Rectangle's
/// storyboard names only objects of it; a key of a real object with a property it lacks is named as such.
@Suite("Tables of interface files")
struct InterfaceFileCheckerTests {
    static let rectangle = LintFixtures.testsFolder + "/../StringsdictTranslateTests/Fixtures/Rectangle"

    @Test func xcodeGeneratedTableNamesOnlyObjectsOfItsStoryboard() throws {
        let report = try LintFixtures.lint(Self.rectangle)
        #expect(!report.diagnostics.contains { $0.rule == "unknown-interface-object" }, "\(report.diagnostics)")
    }

    @Test func unknownPropertyOfAKnownObject() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interface-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/fr.lproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.rectangle + "/MessageView.xib", toPath: folder + "/Base.lproj/MessageView.xib")
        try "\"w43-yH-KSN.title\" = \"Étiquette\";\n\"w43-yH-KSN.placeholder\" = \"x\";\n"
            .write(toFile: folder + "/fr.lproj/MessageView.strings", atomically: true, encoding: .utf8)
        let report = try LintFixtures.lint(folder)
        let found = report.diagnostics.filter { $0.rule == "unknown-interface-object" }
        #expect(found.count == 1)
        #expect(found.first?.line == 2 && found.first?.column == 1)
        #expect(found.first?.message.contains("no localizable property of the NSTextFieldCell 'w43-yH-KSN'") == true)
    }
}
