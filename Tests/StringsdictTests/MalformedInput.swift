import Stringsdict
import StringsdictTestSupport
import Testing

/// A reader test case: text that must not parse, with `1️⃣` where the error must be reported,
/// and the error's kind.
struct MalformedInput: Sendable, CustomTestStringConvertible {
    var name: String
    /// The text, with the marker `1️⃣` at the place of the error (see ``MarkedText``).
    var marked: String
    var kind: StringsdictError.Kind
    var testDescription: String { name }

    /// The text without the marker, and the marker's place as a location in `file`.
    func input(file: String) throws -> (text: String, location: Stringsdict.SourceLocation) {
        let text = try MarkedText(marked)
        return (text.text, try text.location("1️⃣", file: file))
    }
}
