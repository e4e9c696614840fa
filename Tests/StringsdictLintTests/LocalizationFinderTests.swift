import Foundation
import Testing
@testable import StringsdictLint

@Suite("finding localization files")
struct LocalizationFinderTests {
    /// A fresh folder holding `en.lproj/Localizable.strings`, removed by the caller.
    private func folder() throws -> String {
        let root = NSTemporaryDirectory() + "finder-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        try Data("\"k\" = \"v\";\n".utf8).write(to: URL(fileURLWithPath: root + "/en.lproj/Localizable.strings"))
        return root
    }

    /// `ln -s . a; ln -s . b` made the walk visit 2^24 paths (121,392 "files" after 99 s).
    @Test("symbolic link loops are walked once and end")
    func symlinkLoops() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/a", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: root + "/b", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: root + "/en.lproj/up", withDestinationPath: "..")
        let files = try LocalizationFinder.files(under: [root])
        #expect(files.map(\.path) == [root + "/en.lproj/Localizable.strings"])
        // The same folder given twice, or through a link, is walked once.
        #expect(try LocalizationFinder.files(under: [root, root + "/a"]).count == 1)
    }

    @Test("a link to a folder not walked yet is followed")
    func linkToAnotherFolder() throws {
        let root = try folder()
        let other = try folder()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: other)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: other)
        let files = try LocalizationFinder.files(under: [root])
        #expect(files.map(\.path) == [root + "/en.lproj/Localizable.strings", root + "/linked/en.lproj/Localizable.strings"])
    }
}
