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
        specifier(forTypeNamed: String(describing: type))
    }
}
