/// A localized string's key and arguments, built by string interpolation as Foundation's
/// `String.LocalizationValue` is: `"\(count) files"` is the key `%lld files` with the argument
/// `count`, the key Xcode's extraction (and `stringsdict extract`) writes for the same line.
///
/// ```swift
/// let l10n = try Localizations(at: "Resources", preferences: ["ru"])
/// try l10n.string(localized: "\(count) files", comment: "Files in the folder")   // "5 файлов"
/// ```
///
/// - Each interpolated value takes the specifier of its type (``InterpolationSpecifier``):
///   `%lld` for `Int` and `Int64`, `%d` for the smaller signed integers, `%llu` and `%u` for the
///   unsigned ones, `%lf` for `Double`, `%f` for `Float`, `%@` for strings and every other type
///   (its description); `\(value, specifier: "%.1f")` uses the specifier given.
/// - With at least one interpolation, a `%` of the literal text is written `%%` in the key (the
///   key is a format); without any, the key is the text as written.
public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key: the literal text with each interpolation replaced by its specifier.
    public var key: String
    /// The interpolated values, in order: the message's arguments.
    public var arguments: [FormatArgument]

    /// A value with an explicit key and arguments.
    public init(_ key: String, arguments: [FormatArgument] = []) {
        self.key = key
        self.arguments = arguments
    }

    /// A literal without interpolation: the key is the text as written.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A literal with interpolations: each replaced by its specifier in the key (a `%` of the
    /// text doubled), its value kept as an argument.
    public init(stringInterpolation: StringInterpolation) {
        var key = ""
        let escapes = stringInterpolation.arguments.count > 0
        for piece in stringInterpolation.pieces {
            switch piece {
            case .text(let text): key += escapes ? text.replacing("%", with: "%%") : text
            case .specifier(let specifier): key += specifier
            }
        }
        self.init(key, arguments: stringInterpolation.arguments)
    }

    /// The key and, when there are any, the arguments: `%lld files [3]`.
    public var description: String {
        arguments.isEmpty ? key : key + " " + arguments.map(\.description).description
    }

    /// Collects a literal's text and its interpolations' specifiers and values.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        enum Piece: Sendable {
            case text(String)
            case specifier(String)
        }

        var pieces: [Piece] = []
        var arguments: [FormatArgument] = []

        /// Room for a literal of this shape (what the compiler calls first).
        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
            arguments.reserveCapacity(interpolationCount)
        }

        /// The literal's text between interpolations.
        public mutating func appendLiteral(_ literal: String) {
            pieces.append(.text(literal))
        }

        private mutating func append(_ specifier: String, _ argument: FormatArgument) {
            pieces.append(.specifier(specifier))
            arguments.append(argument)
        }

        /// An integer: `%lld` for `Int`, `%d` for `Int32`, `%llu` for `UInt`, … (a type the table
        /// does not know: `%lld` or `%llu`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            let known = InterpolationSpecifier.numberSpecifier(for: T.self)
            if T.isSigned {
                append(known ?? "%lld", .int(Int64(truncatingIfNeeded: value)))
            } else {
                append(known ?? "%llu", .uint(UInt64(truncatingIfNeeded: value)))
            }
        }

        /// A floating-point number: `%lf` for `Double`, `%f` for `Float`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            append(InterpolationSpecifier.numberSpecifier(for: T.self) ?? "%lf", .double(Double(value)))
        }

        /// Text: `%@`.
        public mutating func appendInterpolation<S: StringProtocol>(_ value: S) {
            append(InterpolationSpecifier.object, .string(String(value)))
        }

        /// A value with the specifier given (`\(ratio, specifier: "%.1f")`).
        public mutating func appendInterpolation<T: FormatArgumentConvertible>(_ value: T, specifier: String) {
            append(specifier, value.formatArgument)
        }

        /// Any other value: `%@`, as its description.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(InterpolationSpecifier.object, .object(String(describing: value)))
        }
    }
}

/// A localized string to resolve later — its key (or key and default value), table and comment
/// — as Foundation's `LocalizedStringResource` is: made where the text is written, rendered
/// where the user's languages are known (a server resolves per request).
///
/// ```swift
/// let title: LocalizedResource = "\(count) new messages"
/// let greeting = LocalizedResource("greeting", defaultValue: "Hello, \(name)!", table: "Mail")
/// let text = try title.resolve(in: l10n.preferring(request.acceptLanguage))
/// ```
public struct LocalizedResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key looked up.
    public var key: String
    /// The text used when no localization has the key, with the arguments; nil: the key.
    public var defaultValue: LocalizationValue?
    /// The arguments the message is rendered with.
    public var arguments: [FormatArgument]
    /// The table (`Localizable`).
    public var table: String
    /// The comment for translators (what extraction writes into the catalog).
    public var comment: String?

    /// A key and value in one, built by interpolation (`"\(count) files"`).
    public init(_ keyAndValue: LocalizationValue, table: String = "Localizable", comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = nil
        arguments = keyAndValue.arguments
        self.table = table
        self.comment = comment.map { "\($0)" }
    }

    /// A key with a default value that holds the arguments (`defaultValue: "Hello, \(name)!"`).
    public init(_ key: StaticString, defaultValue: LocalizationValue, table: String = "Localizable", comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        arguments = defaultValue.arguments
        self.table = table
        self.comment = comment.map { "\($0)" }
    }

    /// A key without arguments, in `Localizable`.
    public init(stringLiteral value: String) {
        self.init(LocalizationValue(value))
    }

    /// A key built by interpolation, with its arguments, in `Localizable`.
    public init(stringInterpolation: LocalizationValue.StringInterpolation) {
        self.init(LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The table, the key and, when there are any, the arguments: `Localizable: %lld files [3]`.
    public var description: String {
        "\(table): " + (arguments.isEmpty ? key : key + " " + arguments.map(\.description).description)
    }

    /// The message for the view's languages, rendered with the arguments; the default value (or
    /// the key) when no localization has it.
    ///
    /// - Throws: ``StringsdictError`` when a table does not parse, the entry does not compile, or
    ///   the arguments do not fit it.
    public func resolve(in localizations: Localizations) throws(StringsdictError) -> String {
        try localizations.string(key, table: table, default: defaultValue?.key, arguments: arguments)
    }
}

extension Localizations {
    /// The localized string for a key built by interpolation, rendered with its values: the key
    /// Xcode extracts from the same line (`"\(count) files"` looks up `%lld files`).
    ///
    /// - Parameters:
    ///   - value: the key and its arguments.
    ///   - table: the table name (`Localizable` for `Localizable.strings`/`.stringsdict`).
    ///   - comment: the comment for translators (read by extraction; not used at run time).
    /// - Throws: ``StringsdictError`` when a table does not parse, the entry does not compile, or
    ///   the arguments do not fit.
    public func string(localized value: LocalizationValue, table: String = "Localizable", comment: StaticString? = nil) throws(StringsdictError) -> String {
        try string(value.key, table: table, arguments: value.arguments)
    }

    /// The localized string of a resource, rendered for this view's languages.
    public func string(_ resource: LocalizedResource) throws(StringsdictError) -> String {
        try resource.resolve(in: self)
    }
}

extension Localizations {
    /// The view that accessors generated in SwiftGen's shape (`stringsdict generate --naming
    /// swiftgen-structured`) read while it is set: `Localizations.$current.withValue(view) {
    /// L10n.Settings.title }` renders for `view`'s languages. Nil: each generated file's own view
    /// (its tables, for the process's preferred languages).
    @TaskLocal public static var current: Localizations?

    /// The localized string for `key`, never throwing, with `fallback` (formatted with the
    /// arguments) when no localization renders the key: what SwiftGen-shaped accessors call.
    public func localized(_ key: String, table: String = "Localizable", fallback: String, arguments: [FormatArgument] = []) -> String {
        if let text = firstRendering(key, table: table, arguments: arguments) { return text }
        reportMissing(key, table: table)
        return formatted(fallback, arguments: arguments)
    }

    /// `format` (a printf-style format, or a `.stringsdict`-style text) rendered with `arguments`
    /// for this view's locale; `format` itself when the arguments do not fit it. What an accessor
    /// with a SwiftGen `lookupFunction` does with the text the function returns.
    public func formatted(_ format: String, arguments: [FormatArgument]) -> String {
        (try? LocalizedMessage(text: format, key: format, location: nil).render(in: context, arguments: arguments)) ?? format
    }
}
