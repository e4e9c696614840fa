/// The value of a property-list node: the eight property-list types.
///
/// Containers hold ``PropertyListNode``s, so every nested value keeps its own location.
/// Binary `null`, `fill`, `UID` and `set` objects have no case here: the binary reader reports
/// them as errors, since localization files never contain them.
public enum PropertyListValue: Hashable, Sendable {
    /// `<dict>`: keys in file order, each with its location; duplicates are kept.
    case dictionary(PropertyListDictionary)
    /// `<array>`.
    case array([PropertyListNode])
    /// `<string>` (or a `.strings` value), exactly as written after unescaping.
    case string(String)
    /// `<integer>`: any value from `Int64.min` to `UInt64.max`.
    case integer(PropertyListInteger)
    /// `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// `<date>`.
    case date(PropertyListDate)
    /// `<data>` (base64 in XML), as raw bytes.
    case data([UInt8])

    /// A short name of the value's type, for messages: `dictionary`, `array`, `string`, ….
    public var typeName: String {
        switch self {
        case .dictionary: "dictionary"
        case .array: "array"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .bool: "boolean"
        case .date: "date"
        case .data: "data"
        }
    }
}
