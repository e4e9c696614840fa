/// A JSON value as the String Catalog reader reads it and the canonical writer writes it.
///
/// Numbers keep the text they were written with (`2`, `1.0`), so reading and writing a file
/// changes no number. Object members keep the position of their key in the file they came from,
/// for error messages and the linter; positions take no part in equality.
public enum JSONValue: Sendable, Hashable {
    /// An object: `{ "key" : value, … }`.
    case object(JSONObject)
    /// An array: `[ value, … ]`.
    case array([JSONValue])
    /// A string, with its escapes decoded.
    case string(String)
    /// A number, as written in the file (or built with ``number(_:)``).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// An integer value.
    public static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    /// The object, if this is one.
    public var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// A short name of the kind of value, for messages (`an object`, `a string`).
    public var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A JSON object: its members in file order, each with the position of its key.
///
/// A key is unique within an object: the reader keeps the first of a key written twice (as
/// `JSONDecoder` does) and reports the others in ``JSONDocument/duplicates``.
public struct JSONObject: Sendable, Hashable {
    /// One `"key" : value` pair.
    public struct Member: Sendable, Hashable {
        /// The member's key, with its escapes decoded.
        public var key: String
        /// The member's value.
        public var value: JSONValue
        /// The line and column of the key's opening quote; 0 for members built in code.
        public var line: Int
        /// The column (1-based, in Unicode scalars) of the key's opening quote; 0 for members built in code.
        public var column: Int

        /// A member with `key` and `value`, at `line` and `column` when it comes from a file.
        ///
        /// - Parameters:
        ///   - key: the member's key.
        ///   - value: the member's value.
        ///   - line: the line of the key in its file; 0 for a member built in code.
        ///   - column: the column of the key in its file; 0 for a member built in code.
        public init(key: String, value: JSONValue, line: Int = 0, column: Int = 0) {
            self.key = key
            self.value = value
            self.line = line
            self.column = column
        }

        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.key == rhs.key && lhs.value == rhs.value
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// The members, in file order (or in the order they were built).
    ///
    /// The canonical writer sorts them when it writes; their order here is the order they were read.
    public var members: [Member]

    /// An object of `members`, in that order.
    ///
    /// - Parameter members: the members; each key should occur once.
    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// The value of `key`.
    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// The member named `key`.
    public func member(_ key: String) -> Member? {
        members.first { $0.key == key }
    }

    /// Objects compare as unordered maps: member order is not part of their value.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        for member in lhs.members where rhs[member.key] != member.value { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        var sum = 0
        for member in members { sum &+= member.hashValue }
        hasher.combine(sum)
    }
}
