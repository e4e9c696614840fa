import Foundation
import Testing
@testable import StringsdictLint
import StringsdictTestSupport

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
        let table = try MarkedText("\"w43-yH-KSN.title\" = \"Étiquette\";\n1️⃣\"w43-yH-KSN.placeholder\" = \"x\";\n")
        let folder = try TemporaryFolder(["Base.lproj/": "", "fr.lproj/MessageView.strings": table.text], prefix: "interface")
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: Self.rectangle + "/MessageView.xib", toPath: folder.path + "/Base.lproj/MessageView.xib")
        let report = try LintFixtures.lint(folder.path)
        let found = report.diagnostics.filter { $0.rule == "unknown-interface-object" }
        #expect(found.count == 1)
        let place = try table.position("1️⃣")
        #expect(found.first?.line == place.line && found.first?.column == place.column)
        #expect(found.first?.message.contains("no localizable property of the NSTextFieldCell 'w43-yH-KSN'") == true)
    }
}
