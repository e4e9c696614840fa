/// The format specifier a Swift value takes in a localized string built by interpolation, as
/// SwiftUI's `LocalizedStringKey` and Foundation's `String.LocalizationValue` write it into the
/// key (`"\(count) files"` is the key `%lld files` for an `Int`).
///
/// One table for both sides of a key: `StringsdictExtract` reads it to write the key it extracts
/// from source, ``LocalizationValue`` to build the key it looks up at run time.
public enum InterpolationSpecifier {
    /// The specifier of each number type, by its name. Every other type (strings, `Bool`,
    /// optionals, objects) is `%@`.
    public static let numberTypes: [String: String] = [
        "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%d", "Int8": "%d",
        "UInt": "%llu", "UInt64": "%llu", "UInt32": "%u", "UInt16": "%u", "UInt8": "%u",
        "Double": "%lf", "CGFloat": "%lf", "Float": "%f", "Float64": "%lf", "Float32": "%f",
        "TimeInterval": "%lf", "NSInteger": "%lld", "NSUInteger": "%llu",
    ]

    /// The specifier of an object, a string or any type that is not a number.
    public static let object = "%@"

    /// The specifier of the type named `name` (`Int`, `Swift.Double`): a number type's own, else
    /// `%@`.
    public static func specifier(forTypeNamed name: String) -> String {
        var name = Substring(name)
        if name.hasPrefix("Swift.") { name = name.dropFirst(6) }
        if name.hasPrefix("Foundation.") { name = name.dropFirst(11) }
        if name.hasPrefix("CoreGraphics.") { name = name.dropFirst(13) }
        return numberTypes[String(name)] ?? object
    }

    /// The specifier of a value of type `T`.
    public static func specifier<T>(for type: T.Type) -> String {
        numberSpecifier(for: type) ?? object
    }

    /// The specifier of a number type, by its identity: no type name is made per interpolation.
    static func numberSpecifier<T>(for type: T.Type) -> String? {
        numberTypesByIdentity[ObjectIdentifier(type)]
    }

    private static let numberTypesByIdentity: [ObjectIdentifier: String] = {
        let types: [(Any.Type, String)] = [
            (Int.self, "Int"), (Int64.self, "Int64"), (Int32.self, "Int32"), (Int16.self, "Int16"), (Int8.self, "Int8"),
            (UInt.self, "UInt"), (UInt64.self, "UInt64"), (UInt32.self, "UInt32"), (UInt16.self, "UInt16"), (UInt8.self, "UInt8"),
            (Double.self, "Double"), (Float.self, "Float"),
        ]
        var table: [ObjectIdentifier: String] = [:]
        for (type, name) in types { table[ObjectIdentifier(type)] = numberTypes[name] }
        return table
    }()
}
