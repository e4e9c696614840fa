/// One value of a property list together with the place it was read from.
///
/// XML nodes carry the line and column of the value's start tag; binary nodes carry line 1 and
/// the column `byte offset + 1` of the object; `.strings` nodes carry the position of the value's
/// first character (its opening quote, for a quoted string).
public struct PropertyListNode: Hashable, Sendable {
    /// The value, with its children (each child again a node with its own location).
    public var value: PropertyListValue
    /// Where the value starts.
    public var location: SourceLocation

    /// A node holding `value`, read at `location`.
    public init(_ value: PropertyListValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The string, if this node is a string.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The dictionary, if this node is a dictionary.
    public var dictionary: PropertyListDictionary? {
        if case .dictionary(let dictionary) = value { return dictionary }
        return nil
    }

    /// The elements, if this node is an array.
    public var array: [PropertyListNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The same tree with every location dropped to `line` 0 / `column` 0 (and `file` emptied).
    ///
    /// Useful to compare the content of two reads (XML against binary) where only positions differ.
    public var withoutLocations: PropertyListNode {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        switch value {
        case .dictionary(let dictionary):
            let entries = dictionary.entries.map {
                PropertyListDictionary.Entry(key: $0.key, keyLocation: nowhere, value: $0.value.withoutLocations)
            }
            return PropertyListNode(.dictionary(PropertyListDictionary(entries: entries)), at: nowhere)
        case .array(let elements):
            return PropertyListNode(.array(elements.map(\.withoutLocations)), at: nowhere)
        default:
            return PropertyListNode(value, at: nowhere)
        }
    }
}
