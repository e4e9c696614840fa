import Foundation
import Stringsdict
import Testing
@testable import StringsdictLint

@Suite("entry checker: variable walks")
struct EntryCheckerTests {
    static func variable(_ name: String, other: String) -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>ld</string><key>other</key><string>\(other)</string></dict>\n"
    }

    /// An entry whose `count` variables form a chain v1 → v2 → … (the last prints `%d`).
    static func chain(_ count: Int) -> String {
        let variables = (1...count).map { variable("v\($0)", other: $0 == count ? "%ld" : "%1$#@v\($0 + 1)@") }.joined()
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>chain</key>\n<dict>\n"
            + "<key>NSStringLocalizedFormatKey</key><string>%1$#@v1@</string>\n" + variables + "</dict>\n</dict>\n</plist>\n"
    }

    /// The walk followed variable chains without the depth cap, looking each name up by a
    /// linear search: a 20,000-variable chain took 12 s. It stops at the compiler's 32 levels.
    @Test("the reachable-variable walk stops at the compiler's depth and says so")
    func walkIsCapped() throws {
        let root = try PropertyListReader.read(Array(Self.chain(2_000).utf8), file: "chain")
        let entry = try #require(root.dictionary?["chain"]?.dictionary)
        let (reached, truncated) = EntryChecker.reachableVariables(from: ["v1"], in: entry)
        #expect(truncated)
        #expect(reached == Set((1...EntryChecker.maximumWalkDepth).map { "v\($0)" }))
        let short = try #require(try PropertyListReader.read(Array(Self.chain(5).utf8), file: "chain").dictionary?["chain"]?.dictionary)
        let (all, cut) = EntryChecker.reachableVariables(from: ["v1"], in: short)
        #expect(!cut)
        #expect(all == ["v1", "v2", "v3", "v4", "v5"])
    }

    @Test("a long chain gives its one compile error, not thousands of unused-variable findings")
    func longChainLint() throws {
        let folder = NSTemporaryDirectory() + "chain-\(UUID().uuidString)/en.lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        try Data(Self.chain(20_000).utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.stringsdict"))
        let report = try LintFixtures.lint(folder + "/Localizable.stringsdict")
        #expect(report.diagnostics.map(\.rule) == ["invalid-entry"], "\(report.diagnostics.prefix(3))")
        #expect(report.diagnostics.first?.message.contains("32") == true)
    }
}
