import Foundation
import Testing

/// Keeps README.md and ``ReadmeSnippetTests`` in step: every ```` ```swift ```` block of the README
/// appears in `ReadmeSnippetTests.swift` line for line (indented as a whole; `import` lines are
/// at the top of that file instead), and every `let NAME = … // "RESULT"` line of a block (or
/// `// .case`, `// [list]`) has an `#expect(NAME …)` with that result. Blocks fenced
/// ```` ```swift plugin ```` show code that only compiles inside a package using the build plugin
/// (`L10n` accessors): `Examples/PluginDemo`, which CI builds and runs, holds their like instead.
@Suite("README snippets do not drift")
struct ReadmeDriftTests {
    static let packageRoot = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    /// The README's Swift blocks, each as its lines.
    static func readmeBlocks() throws -> [[String]] {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func snippetFile() throws -> [String] {
        let path = packageRoot + "/Tests/ReadmeSnippetTests/ReadmeSnippetTests.swift"
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `block` without `import` lines and without blank lines at either end.
    static func body(_ block: [String]) -> [String] {
        var lines = block.filter { !$0.hasPrefix("import ") }
        while lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Whether `lines` appear consecutively in `file`, all with one indentation.
    static func contains(_ file: [String], _ lines: [String]) -> Bool {
        guard let first = lines.first else { return true }
        for start in file.indices where file[start].hasSuffix(first) {
            let indent = String(file[start].dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }), start + lines.count <= file.count else { continue }
            let matches = lines.indices.allSatisfy { offset in
                let expected = lines[offset]
                let actual = file[start + offset]
                return expected.isEmpty ? actual.trimmingCharacters(in: .whitespaces).isEmpty : actual == indent + expected
            }
            if matches { return true }
        }
        return false
    }

    /// `(name, result)` for a `let NAME = … // RESULT …` line whose comment is a string literal,
    /// an enum case or a list.
    static func statedResult(_ line: String) -> (name: String, result: String)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("let "), let comment = trimmed.range(of: "// ", options: .backwards) else { return nil }
        let name = trimmed.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let text = trimmed[comment.upperBound...]
        guard let first = text.first, !name.isEmpty else { return nil }
        if first == "\"" {
            guard let end = text.dropFirst().firstIndex(of: "\"") else { return nil }
            return (String(name), String(text[...end]))
        }
        guard first == "." || first == "[" else { return nil }
        return (String(name), String(text.prefix { $0 != " " && $0 != ":" }))
    }

    @Test("The README has the blocks this target holds")
    func blockCount() throws {
        #expect(try Self.readmeBlocks().count == 9)
    }

    @Test("Every README Swift block is in ReadmeSnippetTests.swift, verbatim")
    func verbatim() throws {
        let file = try Self.snippetFile()
        for block in try Self.readmeBlocks() {
            let lines = Self.body(block)
            #expect(Self.contains(file, lines), "README block starting '\(lines.first ?? "")' differs from its copy in ReadmeSnippetTests.swift")
        }
    }

    @Test("Every result a README comment states is expected by a test")
    func statedResults() throws {
        let file = try Self.snippetFile()
        var checked = 0
        for block in try Self.readmeBlocks() {
            for line in Self.body(block) {
                guard let (name, result) = Self.statedResult(line) else { continue }
                checked += 1
                let expectation = file.contains { test in
                    let trimmed = test.trimmingCharacters(in: .whitespaces)
                    return trimmed.hasPrefix("#expect(\(name) ") || trimmed.hasPrefix("#expect(\(name).") ? trimmed.contains(result) : false
                }
                #expect(expectation, "no #expect(\(name) … \(result)) for the README's '\(line.trimmingCharacters(in: .whitespaces))'")
            }
        }
        #expect(checked >= 15)
    }
}
