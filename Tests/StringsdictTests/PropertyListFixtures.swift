import Foundation
import Stringsdict
import Testing

/// Paths of the reader fixtures and helpers shared by the property-list and `.strings` tests.
enum PropertyListFixtures {
    /// The `Fixtures` folder copied into the test bundle.
    static let root: String = {
        guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            Issue.record("Fixtures folder missing from the test bundle")
            return "/nonexistent"
        }
        return url.path
    }()

    /// The absolute path of a fixture, relative to `Fixtures/`.
    static func path(_ relative: String) -> String { root + "/" + relative }

    /// A fixture's bytes.
    static func bytes(_ relative: String) throws -> [UInt8] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path(relative)))
        return [UInt8](data)
    }

    /// Lines `relative-path<TAB>canonical-json` of a reference file written by `generate.py`.
    static func reference(_ name: String) -> [ReferenceRow] {
        guard let text = try? String(contentsOfFile: path("PropertyList/" + name), encoding: .utf8) else {
            Issue.record("reference \(name) missing")
            return []
        }
        var rows: [ReferenceRow] = []
        for line in text.split(separator: "\n") as [Substring] {
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2 else { continue }
            rows.append(ReferenceRow(path: String(fields[0]), json: String(fields[1])))
        }
        return rows
    }

    /// One corpus file and its expected content.
    struct ReferenceRow: Sendable, CustomTestStringConvertible {
        var path: String
        var json: String
        var testDescription: String { path }
    }

    // MARK: canonical JSON (the form `generate.py` writes: json.dumps(sort_keys, compact, UTF-8))

    static func canonicalJSON(_ node: PropertyListNode) -> String {
        var output = ""
        write(node, to: &output)
        return output
    }

    static func canonicalJSON(_ dictionary: [String: String]) -> String {
        let keys = dictionary.keys.sorted(by: codePointOrder)
        return "{" + keys.map { quoted($0) + ":" + quoted(dictionary[$0] ?? "") }.joined(separator: ",") + "}"
    }

    private static func write(_ node: PropertyListNode, to output: inout String) {
        switch node.value {
        case .dictionary(let dictionary):
            var lastWins: [String: PropertyListNode] = [:]
            for entry in dictionary.entries { lastWins[entry.key] = entry.value }
            output += "{"
            for (position, key) in lastWins.keys.sorted(by: codePointOrder).enumerated() {
                if position > 0 { output += "," }
                output += quoted(key) + ":"
                if let value = lastWins[key] { write(value, to: &output) }
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { output += "," }
                write(element, to: &output)
            }
            output += "]"
        case .string(let text): output += quoted(text)
        case .integer(let value): output += value.description
        case .real(let value): output += "\(value)"
        case .bool(let value): output += value ? "true" : "false"
        case .date(let value): output += quoted(value.description)
        case .data(let bytes): output += quoted(bytes.map { String($0) }.joined(separator: " "))
        }
    }

    private static func codePointOrder(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    private static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// Runs `body` and returns the `StringsdictError` it throws, recording an issue if it does not.
    static func error(_ body: () throws(StringsdictError) -> Void, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> StringsdictError? {
        do {
            try body()
            Issue.record("expected a StringsdictError, got success", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }
}
