import Stringsdict
import Testing

/// A reader test case: text that must not parse, the error kind and the position it must report.
struct MalformedInput: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var kind: StringsdictError.Kind
    var line: Int
    var column: Int
    var testDescription: String { name }
}
