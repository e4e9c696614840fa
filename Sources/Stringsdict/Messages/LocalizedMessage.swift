/// One localized message, compiled and ready to render: a plain string (a printf-style format),
/// a plural entry, or width or device variants of messages.
///
/// ```swift
/// let text = try message.render(locale: try LocaleIdentifier("ru"), 5)   // "5 файлов"
/// ```
///
/// Plain strings follow Foundation: rendered without arguments they are returned exactly as
/// stored (what `NSLocalizedString` returns, `%%` included); with arguments they are formatted
/// (what `String(format:)` of that value returns). A message is immutable and `Sendable`.
public struct LocalizedMessage: Sendable {
    /// One width variant (`NSStringVariableWidthRuleType`).
    public struct WidthVariant: Sendable {
        /// The width key, in characters: the variant serves widths from this one up to the next key.
        public let width: Int
        /// The message shown at this width.
        public let message: LocalizedMessage
    }

    /// One device variant (`NSStringDeviceSpecificRuleType`).
    public struct DeviceVariant: Sendable {
        /// The device class this variant is for.
        public let device: Device
        /// The message shown on that device (plain, or itself a plural entry).
        public let message: LocalizedMessage
    }

    /// What the message is.
    public enum Kind: Sendable {
        /// A plain string: its text, and its format when the text parses as one.
        case text(String, format: Result<FormatString, StringsdictError>)
        /// A `.stringsdict` entry with plural variables.
        case plural(PluralEntry)
        /// Variants by width, sorted by width.
        case widths([WidthVariant])
        /// Variants by device.
        case devices([DeviceVariant])
        /// An entry that did not compile; rendering it throws this error.
        case invalid(StringsdictError)
    }

    /// The key the message is stored under.
    public let key: String
    /// Where the message's value is, when it comes from a file.
    public var location: SourceLocation? {
        if case .compact(let table, let entry) = storage { return table.location(of: entry) }
        return place.location
    }
    private let place: Place
    /// What the message is.
    ///
    /// For a plain string of a table loaded from a `.strings` file's bytes, made on each call
    /// (its value and parsed format; renders do not need them).
    public var kind: Kind {
        switch storage {
        case .kind(let kind): kind
        case .compact(let table, let entry): table.referenceMessage(entry, key: key).kind
        }
    }
    private let storage: Storage
    /// A plural entry's ``PluralShortcut``, reached without copying ``storage``: a render that
    /// matched `storage` would copy the whole enum (and retain what it holds) on every call.
    private let shortcut: ShortcutReference?

    /// Where a plural entry's shortcut is: its plan, unmanaged because ``storage`` holds it
    /// strongly for as long as the message lives (a render reads it without retaining it), and
    /// the entry's index in it.
    private struct ShortcutReference: Sendable {
        let plan: Unmanaged<RenderPlan>
        let entry: Int
    }

    /// What a message holds: its compiled kind, or (a plain string of a compact table) its
    /// table and entry, which render through the table's ``PlainFormat`` for the entry.
    private enum Storage: Sendable {
        case kind(Kind)
        case compact(CompactStringTable, entry: Int)
    }

    /// Where a message is: known, or (for messages loaded straight from a file's bytes) worked
    /// out from the file when asked, so loading does not count lines.
    enum Place: Sendable {
        case known(SourceLocation?)
        case offset(Int, in: StringsdictDocument)

        var location: SourceLocation? {
            switch self {
            case .known(let location): location
            case .offset(let offset, let document): document.location(at: offset)
            }
        }
    }

    init(text: String, key: String, location: SourceLocation?) {
        self.init(text: text, key: key, place: .known(location))
    }

    init(text: String, key: String, place: Place) {
        self.key = key
        self.place = place
        let format: Result<FormatString, StringsdictError>
        do {
            format = .success(try FormatString(text, options: .allowsUnusedSlots))
        } catch {
            format = .failure(error.with(keyPath: [key], location: place.location))
        }
        storage = .kind(.text(text, format: format))
        shortcut = nil
    }

    init(plural: PluralEntry, key: String, location: SourceLocation?) {
        self.init(plural: plural, key: key, place: .known(location))
    }

    init(plural: PluralEntry, key: String, place: Place) {
        self.key = key
        self.place = place
        storage = .kind(.plural(plural))
        shortcut = plural.hasShortcut ? ShortcutReference(plan: Unmanaged.passUnretained(plural.plan), entry: plural.index) : nil
    }

    init(widths: [WidthVariant], key: String, location: SourceLocation?) {
        self.key = key
        place = .known(location)
        storage = .kind(.widths(widths))
        shortcut = nil
    }

    init(devices: [DeviceVariant], key: String, location: SourceLocation?) {
        self.key = key
        place = .known(location)
        storage = .kind(.devices(devices))
        shortcut = nil
    }

    init(invalid error: StringsdictError, key: String) {
        self.key = key
        place = .known(error.location)
        storage = .kind(.invalid(error))
        shortcut = nil
    }

    /// A plain string of a compact table: `entry` of `table`.
    init(compact table: CompactStringTable, entry: Int, key: String) {
        self.key = key
        place = .known(nil)
        storage = .compact(table, entry: entry)
        shortcut = nil
    }

    /// The compile error, for a message that did not compile.
    public var error: StringsdictError? {
        if case .kind(.invalid(let error)) = storage { return error }
        return nil
    }

    /// The kind each argument slot needs (index = slot − 1; nil for a slot nothing reads) when
    /// rendered in `context`: width and device variants are chosen as a render would choose them.
    /// Empty for a message that does not compile or a plain string that is not a valid format.
    public func argumentKinds(in context: RenderContext) -> [ArgumentKind?] {
        switch kind {
        case .text(_, let format): (try? format.get().slotKinds) ?? []
        case .plural(let entry): entry.slotKinds
        case .widths(let variants): Self.variant(for: context.width, in: variants).message.argumentKinds(in: context)
        case .devices(let variants):
            (variants.first { $0.device == (context.device ?? .other) } ?? variants.first { $0.device == .other })?
                .message.argumentKinds(in: context) ?? []
        case .invalid: []
        }
    }

    /// True when the message has plural variables (directly or in a width or device variant).
    public var hasPlurals: Bool {
        if case .compact = storage { return false }
        return switch kind {
        case .plural: true
        case .widths(let variants): variants.contains { $0.message.hasPlurals }
        case .devices(let variants): variants.contains { $0.message.hasPlurals }
        case .text, .invalid: false
        }
    }

    // MARK: rendering

    /// Renders with Swift values as arguments: `try message.render(locale: ru, 3, "Anna")`.
    public func render(locale: LocaleIdentifier, _ arguments: any FormatArgumentConvertible..., device: Device? = nil, width: Int? = nil) throws(StringsdictError) -> String {
        let context = try RenderContext(locale: locale, device: device, width: width)
        var output = ""
        try render(into: &output, context: context, arguments: ConvertibleArguments(values: arguments))
        return output
    }

    /// Renders with typed arguments.
    public func render(locale: LocaleIdentifier, arguments: [FormatArgument], device: Device? = nil, width: Int? = nil) throws(StringsdictError) -> String {
        let context = try RenderContext(locale: locale, device: device, width: width)
        var output = ""
        try render(into: &output, context: context, arguments: TypedArguments(values: arguments))
        return output
    }

    /// Renders in a prepared context (the fast path: no cache look-ups).
    public func render(in context: RenderContext, arguments: [FormatArgument]) throws(StringsdictError) -> String {
        try renderString(context: context, arguments: TypedArguments(values: arguments))
    }

    /// Renders in a prepared context with Swift values as arguments.
    public func render(in context: RenderContext, _ arguments: any FormatArgumentConvertible...) throws(StringsdictError) -> String {
        var output = ""
        try render(into: &output, context: context, arguments: ConvertibleArguments(values: arguments))
        return output
    }

    /// Appends the rendered message to `output`; on error `output` is left as it was.
    public func render(into output: inout String, in context: RenderContext, arguments: [FormatArgument]) throws(StringsdictError) {
        try render(into: &output, context: context, arguments: TypedArguments(values: arguments))
    }

    /// Renders one argument in a prepared context, without an argument array.
    ///
    /// The same text as `render(in:arguments:)` with `[first]`, but nothing is allocated for
    /// the argument: on a hot path (a plural count) the only allocation is the result, and none
    /// when its UTF-8 fits a small `String` (15 bytes).
    ///
    /// ```swift
    /// let text = try message.render(in: context, arguments: .int(5))   // "5 файлов"
    /// ```
    public func render(in context: RenderContext, arguments first: FormatArgument) throws(StringsdictError) -> String {
        if let text = shortcutText(context: context, arguments: OneArgument(first)) { return text }
        return try renderString(context: context, arguments: OneArgument(first))
    }

    /// Renders two arguments in a prepared context, without an argument array.
    ///
    /// The same text as `render(in:arguments:)` with `[first, second]`.
    public func render(in context: RenderContext, arguments first: FormatArgument, _ second: FormatArgument) throws(StringsdictError) -> String {
        try renderString(context: context, arguments: FixedArguments(first, second))
    }

    /// Renders three arguments in a prepared context, without an argument array.
    ///
    /// The same text as `render(in:arguments:)` with `[first, second, third]`.
    public func render(in context: RenderContext, arguments first: FormatArgument, _ second: FormatArgument, _ third: FormatArgument) throws(StringsdictError) -> String {
        try renderString(context: context, arguments: FixedArguments(first, second, third))
    }

    /// Appends the message rendered for one argument to `output`, without an argument array;
    /// on error `output` is left as it was.
    ///
    /// For a server building a response: append many messages to one `String` whose capacity
    /// you reserved, and no render allocates a result of its own when the text fits 15 bytes.
    public func render(into output: inout String, in context: RenderContext, arguments first: FormatArgument) throws(StringsdictError) {
        try render(into: &output, context: context, arguments: OneArgument(first))
    }

    /// Appends the message rendered for two arguments to `output`, without an argument array;
    /// on error `output` is left as it was.
    public func render(into output: inout String, in context: RenderContext, arguments first: FormatArgument, _ second: FormatArgument) throws(StringsdictError) {
        try render(into: &output, context: context, arguments: FixedArguments(first, second))
    }

    /// The message rendered as a new `String`: a plural entry's text is made straight from its
    /// render buffer, without an output string to check and append to.
    private func renderString<Arguments: FormatArgumentAccess>(context: RenderContext, arguments: Arguments) throws(StringsdictError) -> String {
        if let text = shortcutText(context: context, arguments: arguments) { return text }
        // `storage`, not `kind`: a compact table's plain string would build its reference
        // message (value `String`, parsed format) on every render just to be asked its kind.
        if case .kind(.plural(let entry)) = storage {
            do {
                return try entry.rendered(context: context, arguments: arguments)
            } catch {
                throw error.with(keyPath: [key])
            }
        }
        var output = ""
        try render(into: &output, context: context, arguments: arguments)
        return output
    }

    func render<Arguments: FormatArgumentAccess>(into output: inout String, context: RenderContext, arguments: Arguments) throws(StringsdictError) {
        if let text = shortcutText(context: context, arguments: arguments) {
            output.append(text)
            return
        }
        let start = output.utf8.count
        do {
            try renderUnchecked(into: &output, context: context, arguments: arguments)
        } catch {
            if output.utf8.count != start {
                let utf8 = output.utf8
                output.removeSubrange(utf8.index(utf8.startIndex, offsetBy: start)..<output.endIndex)
            }
            throw error.with(keyPath: [key])
        }
    }

    /// The message rendered through its plural entry's ``PluralShortcut``, or nil when it has
    /// none or the shortcut does not take these arguments (then the general path renders it,
    /// with the same text or the error).
    @inline(__always)
    private func shortcutText<Arguments: FormatArgumentAccess>(context: RenderContext, arguments: Arguments) -> String? {
        guard let shortcut else { return nil }
        return shortcut.plan._withUnsafeGuaranteedRef { plan in
            guard let compiled = plan.shortcuts[shortcut.entry], arguments.count >= Int(compiled.argumentCount) else { return nil }
            return plan.render(compiled, argument: arguments.argument(Int(compiled.slot)), context: context)
        }
    }

    private func renderUnchecked<Arguments: FormatArgumentAccess>(into output: inout String, context: RenderContext, arguments: Arguments) throws(StringsdictError) {
        if case .compact(let table, let entry) = storage {
            if try table.render(entry, into: &output, context: context, arguments: arguments) { return }
            return try table.referenceMessage(entry, key: key).renderUnchecked(into: &output, context: context, arguments: arguments)
        }
        switch kind {
        case .text(let text, let format):
            guard arguments.count > 0 else {
                output.append(text)
                return
            }
            try format.get().render(into: &output, localizer: context.localizer, access: arguments)
        case .plural(let entry):
            try entry.render(into: &output, context: context, arguments: arguments)
        case .widths(let variants):
            try Self.variant(for: context.width, in: variants).message.renderUnchecked(into: &output, context: context, arguments: arguments)
        case .devices(let variants):
            let wanted = context.device ?? .other
            guard let variant = variants.first(where: { $0.device == wanted }) ?? variants.first(where: { $0.device == .other }) else {
                throw StringsdictError(
                    .render, "'\(key)' has no variant for device '\(wanted)' and no 'other' variant",
                    at: location, keyPath: [key],
                    hint: "it has \(variants.map(\.device.rawValue).joined(separator: ", ")); add 'other'")
            }
            try variant.message.renderUnchecked(into: &output, context: context, arguments: arguments)
        case .invalid(let error):
            throw error
        }
    }

    /// The width variant for `width` (the Rendering messages article): the largest key ≤ width; below every key, the
    /// smallest; with no width, the largest key.
    static func variant(for width: Int?, in variants: [WidthVariant]) -> WidthVariant {
        // Compiling never produces an empty list.
        guard let smallest = variants.first, let largest = variants.last else {
            return WidthVariant(width: 0, message: LocalizedMessage(text: "", key: "", location: nil))
        }
        guard let width else { return largest }
        return variants.last { $0.width <= width } ?? smallest
    }
}
