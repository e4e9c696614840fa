/// A compiled `.stringsdict` entry with variables: `NSStringLocalizedFormatKey` and the plural
/// variables it reaches, as a tree ready to render.
///
/// Compiling resolved everything a render would otherwise look up: every specifier's argument
/// slot (`n$`, else the next slot; inside a variant, non-positional specifiers start at the
/// variable's own slot), every `%#@NAME@` reference (per name and slot), cycles and nesting depth,
/// and the kind each slot needs. The tree (internal nodes and variants) serves the public views and the
/// linter; rendering runs the same entry flattened into an internal render plan, whose recursion into
/// chosen variants is bounded by the compile's depth limit. An entry loaded straight from a
/// `.stringsdict` file's bytes has only the plan; its tree is rebuilt from the file when a view
/// first asks for it.
public struct PluralEntry: Sendable {
    /// One plural variable at one argument slot.
    struct Node: Sendable {
        let name: String
        let slot: Int
        let valueType: PluralValueType
        let location: SourceLocation?
        /// The variants, indexed by ``PluralCategory`` order (zero … other); `other` is always set.
        let variants: [Variant?]
    }

    /// A variant's format and the nodes its `%#@…@` specifiers refer to, in order.
    struct Variant: Sendable {
        let format: FormatString
        let children: [Int]
        let location: SourceLocation?
    }

    /// The compiled tree: the format key, the nodes its variables refer to, and every node.
    struct Tree: Sendable {
        let template: FormatString
        let children: [Int]
        let nodes: [Node]

        /// What an entry shows if its tree could not be rebuilt (see ``StringsdictDocument``).
        static let empty = Tree(template: FormatString(), children: [], nodes: [])
    }

    /// The plan the entry renders from (its own, or its table's) and its place in it: a
    /// render copies the entry out of its message, and this is one reference to retain.
    let plan: RenderPlan
    let index: Int

    /// An entry compiled as a tree, flattened into a plan of its own.
    init(key: String, tree: Tree, slotKinds: [ArgumentKind?]) {
        plan = RenderPlan.make(key: key, tree: tree, slotKinds: slotKinds)
        index = 0
    }

    /// Entry `index` of a table's plan.
    init(plan: RenderPlan, index: Int) {
        self.plan = plan
        self.index = index
    }

    /// The entry's key.
    public var key: String { plan.entries[index].key }
    /// The compiled tree: kept from compiling, or rebuilt from the plan's file on first use.
    var tree: Tree {
        let entry = plan.entries[index]
        return entry.tree ?? plan.document?.tree(for: entry.key, object: entry.object) ?? .empty
    }
    /// The `NSStringLocalizedFormatKey` format.
    var template: FormatString { tree.template }
    /// The nodes the template's variables refer to, in order.
    var children: [Int] { tree.children }
    /// Every compiled variable node.
    var nodes: [Node] { tree.nodes }
    /// The kind each argument slot needs (index = slot − 1); nil for a slot nothing reads.
    public var slotKinds: [ArgumentKind?] { plan.entries[index].slotKinds }
    /// Where this entry is in its plan.
    var entryPlan: EntryPlan { plan.entries[index].steps }

    /// The number of arguments a render needs: the highest slot read anywhere in the entry.
    public var argumentCount: Int { slotKinds.count }

    /// The names of the variables the entry uses, in order of first use.
    public var variableNames: [String] {
        var seen = Set<String>()
        return nodes.map(\.name).filter { seen.insert($0).inserted }
    }

    /// The `NSStringLocalizedFormatKey` text.
    public var formatKey: String { template.source }

    // MARK: rendering

    /// Appends the entry rendered for `arguments` to `output`.
    func render<Arguments: FormatArgumentAccess>(into output: inout String, context: RenderContext, arguments: Arguments) throws(StringsdictError) {
        output.append(try rendered(context: context, arguments: arguments))
    }

    /// The entry rendered for `arguments`.
    ///
    /// An entry of the common shape renders through its ``PluralShortcut`` when the shortcut
    /// takes the argument; everything else runs the plan's steps (``renderedThroughSteps(context:arguments:)``),
    /// which give the same text.
    @inline(__always)
    func rendered<Arguments: FormatArgumentAccess>(context: RenderContext, arguments: Arguments) throws(StringsdictError) -> String {
        if let shortcut = plan.shortcuts[index], arguments.count >= Int(shortcut.argumentCount),
           let text = plan.render(shortcut, argument: arguments.argument(Int(shortcut.slot)), context: context) {
            return text
        }
        return try renderedThroughSteps(context: context, arguments: arguments)
    }

    /// The entry rendered for `arguments` by running the plan's steps.
    ///
    /// The text is built as UTF-8 on the stack (on the heap beyond 1 KB) and becomes one
    /// `String` at the end: the render's only allocation (none when it fits a small string).
    func renderedThroughSteps<Arguments: FormatArgumentAccess>(context: RenderContext, arguments: Arguments) throws(StringsdictError) -> String {
        guard arguments.count >= plan.entries[index].slotKinds.count else {
            throw tooFewArguments(arguments.count)
        }
        let entryPlan = plan.entries[index].steps
        let capacity = min(max(entryPlan.literalByteCount + 24 * entryPlan.variableCount, 64), 1024)
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { stack throws(StringsdictError) -> String in
            var buffer = RenderBuffer(stack: stack)
            try render(entryPlan.root, into: &buffer, context: context, arguments: arguments)
            return buffer.string()
        }
    }

    /// Whether the entry has a ``PluralShortcut`` (for tests).
    var hasShortcut: Bool { plan.shortcuts[index] != nil }

    /// The error for a render given `count` arguments, fewer than the entry reads.
    private func tooFewArguments(_ count: Int) -> StringsdictError {
        StringsdictError(
            .argument,
            "too few arguments: '\(key)' reads \(slotKinds.count) argument\(slotKinds.count == 1 ? "" : "s"), but \(count) \(count == 1 ? "was" : "were") given",
            keyPath: [key])
    }

    /// Runs the plan's steps in `steps`, recursing into the variant each variable chooses (as
    /// deep as the compile allowed).
    private func render<Arguments: FormatArgumentAccess>(_ steps: Range<Int>, into buffer: inout RenderBuffer, context: RenderContext, arguments: Arguments) throws(StringsdictError) {
        for index in steps {
            switch plan.steps[index] {
            case .text(let range):
                let textCount = plan.textBytes.count
                if range.lowerBound < textCount {
                    plan.textBytes.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[range])) }
                } else {
                    plan.extraBytes.withUnsafeBufferPointer {
                        buffer.append(UnsafeBufferPointer(rebasing: $0[range.lowerBound - textCount..<range.upperBound - textCount]))
                    }
                }
            case .specifier(let specifier):
                try renderSpecifier(specifier, into: &buffer, context: context, arguments: arguments)
            case .integer(let specifier, let slot, let signed, let bits):
                let argument = arguments.argument(slot)
                if let style = context.localizer.integerStyle, argument.isInteger {
                    if signed {
                        let value = FormatString.signedValue(argument, bits: bits)
                        buffer.append(magnitude: value.magnitude, negative: value < 0, style: style)
                    } else {
                        buffer.append(magnitude: FormatString.unsignedValue(argument, bits: bits), negative: false, style: style)
                    }
                } else {
                    // A locale whose integers ICU writes, or an argument of the wrong type (an error).
                    try renderSpecifier(specifier, into: &buffer, context: context, arguments: arguments)
                }
            case .variable(let node):
                try render(variant(of: node, arguments: arguments, rules: context.rules), into: &buffer, context: context, arguments: arguments)
            }
            if buffer.byteCount > FormatString.maximumOutputLength {
                throw FormatString.outputTooLong().with(keyPath: [key])
            }
        }
    }

    /// A specifier through ``FormatString``'s renderer (its buffer fast paths, else the general one).
    private func renderSpecifier<Arguments: FormatArgumentAccess>(_ specifier: Int, into buffer: inout RenderBuffer, context: RenderContext, arguments: Arguments) throws(StringsdictError) {
        do {
            try FormatString.render(plan.specifiers[specifier], localizer: context.localizer, arguments: arguments, into: &buffer)
        } catch {
            throw error.with(keyPath: [key])
        }
    }

    /// The steps of the variant variable `node` chooses for its argument (the Rendering messages article): `zero` for 0
    /// when the variable has it; otherwise the CLDR category of the number as displayed, that key
    /// if present, else `other`. Integers are read from the plan's plain values; other value types
    /// take ``category(of:valueType:rules:variable:key:)``.
    private func variant<Arguments: FormatArgumentAccess>(of node: Int, arguments: Arguments, rules: PluralRules) throws(StringsdictError) -> Range<Int> {
        let variable = plan.variables[node]
        let argument = arguments.argument(variable.slot)
        let isZero: Bool
        let category: PluralCategory
        switch (variable.kind, argument) {
        case (.signedInteger, .int), (.signedInteger, .uint), (.character, .int), (.character, .uint), (.utf16Unit, .int), (.utf16Unit, .uint):
            let value = FormatString.signedValue(argument, bits: variable.integerBits)
            (isZero, category) = (value == 0, rules.category(of: value))
        case (.unsignedInteger, .int), (.unsignedInteger, .uint):
            let value = FormatString.unsignedValue(argument, bits: variable.integerBits)
            (isZero, category) = (value == 0, rules.category(of: value))
        case (.double, .double), (.double, .int), (.double, .uint):
            // A floating value type (`.1f`) from the plan's plain values, without copying its
            // name and value type as the general path would.
            (isZero, category) = Self.category(ofFloating: argument, fractionDigits: variable.fractionDigits, rules: rules)
        default:
            // Object value types and the errors: the general path.
            let details = plan.variableDetails[node]
            (isZero, category) = try Self.category(of: argument, valueType: details.valueType, rules: rules, variable: details.name, key: key)
        }
        if isZero, let zero = plan.variants[variable.firstVariant] { return zero }
        if let chosen = plan.variants[variable.firstVariant + Self.index(of: category)] { return chosen }
        // `other` is required when compiling, so this always exists.
        guard let other = plan.variants[variable.firstVariant + 5] else {
            throw StringsdictError(.compile, "variable '\(plan.variableDetails[node].name)' has no 'other' variant", keyPath: [key, plan.variableDetails[node].name])
        }
        return other
    }

    /// Whether `argument` is zero, and its CLDR category as the value type displays it.
    static func category(of argument: FormatArgument, valueType: PluralValueType, rules: PluralRules, variable: String, key: String) throws(StringsdictError) -> (isZero: Bool, category: PluralCategory) {
        let specifier = valueType.specifier
        switch valueType.kind {
        case .signedInteger, .character, .utf16Unit:
            guard argument.isInteger else { break }
            let value = FormatString.signedValue(argument, bits: specifier.integerBits)
            return (value == 0, rules.category(of: value))
        case .unsignedInteger:
            guard argument.isInteger else { break }
            let value = FormatString.unsignedValue(argument, bits: specifier.integerBits)
            return (value == 0, rules.category(of: value))
        case .double:
            guard argument.isInteger || argument.isFloating else { break }
            return category(ofFloating: argument, fractionDigits: valueType.fractionDigits, rules: rules)
        case .object:
            switch argument {
            case .int(let value): return (value == 0, rules.category(of: value))
            case .uint(let value): return (value == 0, rules.category(of: value))
            case .double(let value): return (value == 0, rules.category(of: value))
            case .string(let text), .object(let text):
                if let category = try? rules.category(ofDecimal: text) {
                    return (PluralRules.visibleFractionDigits(text) != nil && !text.contains { $0 >= "1" && $0 <= "9" }, category)
                }
            default: break
            }
        default: break
        }
        throw StringsdictError(
            .argument,
            "plural variable '\(variable)' (argument \(valueType.kind == .object ? "of type @" : "of type \(valueType.text)")) needs a number, but got \(argument.kindDescription)",
            keyPath: [key, variable],
            hint: valueType.kind == .object ? "pass a number, or give the variable a numeric NSStringFormatValueTypeKey such as d or ld" : nil)
    }

    /// Whether a number argument (an integer or a double) read by a floating value type is
    /// zero, and its CLDR category as `%.Nf` shows it (`fractionDigits` N; nil: as written).
    @inline(__always)
    static func category(ofFloating argument: FormatArgument, fractionDigits: Int?, rules: PluralRules) -> (isZero: Bool, category: PluralCategory) {
        let value = FormatString.doubleValue(argument)
        guard let fractionDigits else { return (value == 0, rules.category(of: value)) }
        return (value == 0, rules.category(of: value, fractionDigits: fractionDigits))
    }

    static func index(of category: PluralCategory) -> Int {
        category.order
    }
}

extension FormatArgument {
    /// True for `.int` and `.uint`.
    var isInteger: Bool {
        switch self {
        case .int, .uint: true
        default: false
        }
    }

    var isFloating: Bool {
        if case .double = self { return true }
        return false
    }
}

extension StringsdictError {
    /// The same error with `keyPath` in front of its own, and `location` if it had none.
    func with(keyPath prefix: [String], location: SourceLocation? = nil) -> StringsdictError {
        var copy = self
        if !prefix.isEmpty, !copy.keyPath.starts(with: prefix) { copy.keyPath = prefix + copy.keyPath }
        if copy.location == nil { copy.location = location }
        return copy
    }
}
