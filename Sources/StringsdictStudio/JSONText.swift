import Stringsdict

/// A JSON text built by appending: the API's answers, written straight to bytes (a grid of
/// 100,000 cells is not worth a tree). Strings are escaped by the library's one escaper
/// (``CanonicalJSONWriter``).
struct JSONText {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []
    /// Whether the next value in the open container needs a comma first.
    private var needsComma: [Bool] = [false]

    /// An empty text with room for `capacity` bytes.
    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    private mutating func separate() {
        if needsComma.last == true { bytes.append(UInt8(ascii: ",")) }
        if !needsComma.isEmpty { needsComma[needsComma.count - 1] = true }
    }

    /// Opens an object (`{`) as the next value.
    mutating func openObject() { separate(); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
    /// Opens an array (`[`) as the next value.
    mutating func openArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }
    /// Closes the object opened last.
    mutating func closeObject() { bytes.append(UInt8(ascii: "}")); needsComma.removeLast() }
    /// Closes the array opened last.
    mutating func closeArray() { bytes.append(UInt8(ascii: "]")); needsComma.removeLast() }

    /// A member name in the open object; the value follows.
    mutating func key(_ name: String) {
        separate()
        CanonicalJSONWriter.appendQuoted(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        // The value after the colon takes no comma.
        needsComma[needsComma.count - 1] = false
    }

    /// A string value.
    mutating func string(_ text: String) { separate(); CanonicalJSONWriter.appendQuoted(text, to: &bytes) }
    /// A string value, or null.
    mutating func string(_ text: String?) { if let text { string(text) } else { null() } }
    /// A number value.
    mutating func number(_ value: Int) { separate(); bytes.append(contentsOf: String(value).utf8) }
    /// A Boolean value.
    mutating func bool(_ value: Bool) { separate(); bytes.append(contentsOf: (value ? "true" : "false").utf8) }
    /// `null`.
    mutating func null() { separate(); bytes.append(contentsOf: "null".utf8) }
    /// A value already written as JSON.
    mutating func raw(_ json: [UInt8]) { separate(); bytes.append(contentsOf: json) }

    /// A member whose value is a string.
    mutating func member(_ name: String, _ text: String?) { key(name); string(text) }
    /// A member whose value is a number.
    mutating func member(_ name: String, _ value: Int) { key(name); number(value) }
    /// A member whose value is a Boolean.
    mutating func member(_ name: String, _ value: Bool) { key(name); bool(value) }
}
