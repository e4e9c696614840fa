// Every public symbol declared in Sources/ has a doc comment (DocC itself only warns about
// parameters and links). Usage: swift .ci/doc-coverage.swift SYMBOLGRAPH-DIR MODULE...
// The symbol graphs come from `swift package dump-symbol-graph --minimum-access-level public`.
import Foundation

struct Graph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { let displayName: String }
        struct Location: Decodable {
            struct Position: Decodable { let line: Int }
            let uri: String
            let position: Position
        }
        struct DocComment: Decodable {}
        let kind: Kind
        let pathComponents: [String]
        let accessLevel: String
        let location: Location?
        let docComment: DocComment?
    }
    let symbols: [Symbol]
}

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first, arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: doc-coverage.swift SYMBOLGRAPH-DIR MODULE...\n".utf8))
    exit(2)
}
var missing: [String] = []
let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
for module in arguments.dropFirst() {
    for file in files where file == "\(module).symbols.json" || file.hasPrefix("\(module)@") {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
        for symbol in try JSONDecoder().decode(Graph.self, from: data).symbols {
            guard ["public", "open"].contains(symbol.accessLevel), symbol.docComment == nil,
                  let location = symbol.location, let range = location.uri.range(of: "/Sources/") else { continue }
            missing.append("\(location.uri[range.upperBound...]):\(location.position.line + 1): \(symbol.kind.displayName) \(symbol.pathComponents.joined(separator: ".")) has no doc comment")
        }
    }
}
for line in Set(missing).sorted() { print(line) }
print("doc coverage: \(Set(missing).count) public symbol(s) without a doc comment")
exit(missing.isEmpty ? 0 : 1)
