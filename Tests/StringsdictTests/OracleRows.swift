import Foundation

/// A row of `foundation-format-oracle.json`: what Foundation's `String(format:locale:)` printed.
struct OracleRow: Decodable, Sendable, CustomTestStringConvertible {
    let format: String
    let locale: String?
    let args: [String]
    let expected: String

    var testDescription: String { "\(format) \(args) [\(locale ?? "no locale")]" }

    static let all: [OracleRow] = {
        guard let data = try? FixtureFiles.data("foundation-format-oracle.json") else { return [] }
        return (try? JSONDecoder().decode([OracleRow].self, from: data)) ?? []
    }()
}

import Testing
