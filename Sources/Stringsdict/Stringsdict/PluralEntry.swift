/// A compiled `.stringsdict` entry with variables: `NSStringLocalizedFormatKey` and the plural
/// variables it reaches, as a tree ready to render.
///
/// Compiling resolved everything a render would otherwise look up: every specifier's argument
/// slot (`n$`, else the next slot; inside a variant, non-positional specifiers start at the
/// variable's own slot), every `%#@NAME@` reference (per name and slot), cycles and nesting depth,
/// and the kind each slot needs. Rendering walks the tree; its depth is bounded by the compile.
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

    /// The entry's key.
    public let key: String
    /// The `NSStringLocalizedFormatKey` format.
    let template: FormatString
    /// The nodes the template's variables refer to, in order.
    let children: [Int]
    /// Every compiled variable node.
    let nodes: [Node]
    /// The kind each argument slot needs (index = slot − 1); nil for a slot nothing reads.
    public let slotKinds: [ArgumentKind?]

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
        guard arguments.count >= slotKinds.count else {
            throw StringsdictError(
                .argument,
                "too few arguments: '\(key)' reads \(slotKinds.count) argument\(slotKinds.count == 1 ? "" : "s"), but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given",
                keyPath: [key])
        }
        try render(template, children: children, into: &output, context: context, arguments: arguments)
    }

    private func render<Arguments: FormatArgumentAccess>(_ format: FormatString, children: [Int], into output: inout String, context: RenderContext, arguments: Arguments) throws(StringsdictError) {
        var nextChild = 0
        for segment in format.segments {
            switch segment {
            case .literal(let text):
                output.append(text)
            case .specifier(let specifier):
                if specifier.variableName != nil {
                    guard nextChild < children.count else {
                        throw StringsdictError(.compile, "internal: \(specifier) has no compiled variable", keyPath: [key])
                    }
                    let node = nodes[children[nextChild]]
                    nextChild += 1
                    let variant = try choose(node, argument: arguments.argument(node.slot), rules: context.rules)
                    try render(variant.format, children: variant.children, into: &output, context: context, arguments: arguments)
                } else {
                    do {
                        try format.render(specifier, localizer: context.localizer, arguments: arguments, into: &output)
                    } catch {
                        throw error.with(keyPath: [key])
                    }
                }
            }
        }
    }

    /// The variant of `node` for `argument` (SPEC §2): `zero` for 0 when the variable has it;
    /// otherwise the CLDR category of the number as displayed, that key if present, else `other`.
    func choose(_ node: Node, argument: FormatArgument, rules: PluralRules) throws(StringsdictError) -> Variant {
        let (isZero, category) = try Self.category(of: argument, valueType: node.valueType, rules: rules, variable: node.name, key: key)
        if isZero, let zero = node.variants[0] { return zero }
        if let variant = node.variants[Self.index(of: category)] { return variant }
        // `other` is required when compiling, so this always exists.
        guard let other = node.variants[5] else {
            throw StringsdictError(.compile, "variable '\(node.name)' has no 'other' variant", keyPath: [key, node.name])
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
            let value = FormatString.doubleValue(argument)
            if let digits = valueType.fractionDigits {
                return (value == 0, rules.category(of: value, fractionDigits: digits))
            }
            return (value == 0, rules.category(of: value))
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

    static func index(of category: PluralCategory) -> Int {
        PluralCategory.allCases.firstIndex(of: category) ?? 5
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
