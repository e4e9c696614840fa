/// Compiles `.stringsdict` values into ``LocalizedMessage``s (the Rendering messages article).
///
/// Accepts what real files contain: value types written with `%` (`%ld`), `.` and `-` in variable
/// names, empty variants, format keys without any variable, a missing
/// `NSStringFormatSpecTypeKey` (taken as `NSStringPluralRuleType`). Rejects, with the file,
/// line, column and key path: an undefined variable, a cycle, nesting deeper than
/// ``maximumDepth``, an entry whose worst-case render is over ``maximumExpansion``, a variable
/// without `other`, an invalid value type, a slot read with two
/// incompatible kinds, an entry that mixes rule types.
enum EntryCompiler {
    /// The deepest chain of nested variables an entry may have.
    static let maximumDepth = 32
    /// How deeply device variants may nest entries (a device value may be a plural entry).
    static let maximumEntryNesting = 4
    /// The most work one render of an entry may take in the worst case: specifiers rendered
    /// plus variables chosen, counting a variable once per reference (a variable that refers to
    /// the next one 16 times, eight deep, would render 16^8 pieces). Checked when compiling.
    static let maximumExpansion = 10_000

    /// The limit error for an entry whose worst-case expansion is over ``maximumExpansion``.
    static func expansionError(key: String, at location: SourceLocation?) -> StringsdictError {
        StringsdictError(
            .limit, "entry '\(key)' expands to more than \(maximumExpansion) specifiers and variables in one render (the limit)",
            at: location, keyPath: [key],
            hint: "variables that refer to other variables many times multiply; refer to each fewer times", code: .expansionTooLarge)
    }

    static let formatKey = "NSStringLocalizedFormatKey"
    static let widthRule = "NSStringVariableWidthRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"

    /// The message for one root key of a `.stringsdict` file.
    static func message(key: String, node: PropertyListNode, nesting: Int = 0) throws(StringsdictError) -> LocalizedMessage {
        if let text = node.string {
            return LocalizedMessage(text: text, key: key, location: node.location)
        }
        guard let dictionary = node.dictionary else {
            throw StringsdictError(
                .structure, "the value of '\(key)' is \(node.value.typeName), not a string or a dictionary",
                at: node.location, keyPath: [key])
        }
        guard nesting <= maximumEntryNesting else {
            throw StringsdictError(.limit, "entries nest deeper than \(maximumEntryNesting) levels", at: node.location, keyPath: [key], code: .nestingTooDeep)
        }
        var rules: [String] = []
        for rule in [formatKey, widthRule, deviceRule] where dictionary[rule] != nil { rules.append(rule) }
        guard rules.count == 1, let rule = rules.first else {
            if rules.isEmpty {
                throw StringsdictError(
                    .structure, "entry '\(key)' has none of \(formatKey), \(widthRule), \(deviceRule)",
                    at: node.location, keyPath: [key],
                    hint: "a stringsdict entry is a plain string, or a dictionary with one of these keys", code: .missingRuleType)
            }
            throw StringsdictError(
                .structure, "entry '\(key)' mixes \(rules.joined(separator: " and ")); an entry uses one rule type",
                at: dictionary.entry(for: rules[1])?.keyLocation ?? node.location, keyPath: [key],
                hint: "split it into separate keys", code: .mixedRuleTypes)
        }
        switch rule {
        case widthRule:
            return try widthVariants(key: key, node: dictionary[widthRule] ?? node, nesting: nesting)
        case deviceRule:
            return try deviceVariants(key: key, node: dictionary[deviceRule] ?? node, nesting: nesting)
        default:
            var compiler = PluralCompiler(key: key, entry: dictionary, location: node.location)
            return LocalizedMessage(plural: try compiler.compile(), key: key, location: node.location)
        }
    }

    private static func widthVariants(key: String, node: PropertyListNode, nesting: Int) throws(StringsdictError) -> LocalizedMessage {
        guard let dictionary = node.dictionary, dictionary.count > 0 else {
            throw StringsdictError(.structure, "\(widthRule) of '\(key)' must be a non-empty dictionary of widths", at: node.location, keyPath: [key, widthRule])
        }
        var variants: [LocalizedMessage.WidthVariant] = []
        for entry in dictionary.entries {
            guard let width = Int(entry.key), width >= 0 else {
                throw StringsdictError(
                    .structure, "width '\(entry.key)' is not a whole number", at: entry.keyLocation, keyPath: [key, widthRule, entry.key],
                    hint: "width keys are character counts such as 1, 20, 50")
            }
            let message = try Self.message(key: key, node: entry.value, nesting: nesting + 1)
            variants.append(.init(width: width, message: message))
        }
        variants.sort { $0.width < $1.width }
        return LocalizedMessage(widths: variants, key: key, location: node.location)
    }

    private static func deviceVariants(key: String, node: PropertyListNode, nesting: Int) throws(StringsdictError) -> LocalizedMessage {
        guard let dictionary = node.dictionary, dictionary.count > 0 else {
            throw StringsdictError(.structure, "\(deviceRule) of '\(key)' must be a non-empty dictionary of devices", at: node.location, keyPath: [key, deviceRule])
        }
        var variants: [LocalizedMessage.DeviceVariant] = []
        for entry in dictionary.entries {
            guard let device = Device(rawValue: entry.key) else {
                throw StringsdictError(
                    .structure, "unknown device '\(entry.key)'", at: entry.keyLocation, keyPath: [key, deviceRule, entry.key],
                    hint: "devices are \(Device.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let message = try Self.message(key: key, node: entry.value, nesting: nesting + 1)
            variants.append(.init(device: device, message: message))
        }
        return LocalizedMessage(devices: variants, key: key, location: node.location)
    }
}

/// Compiles one plural entry: the format key, then each variable reached, per (name, slot).
struct PluralCompiler {
    let key: String
    let entry: PropertyListDictionary
    let location: SourceLocation

    private var nodes: [PluralEntry.Node] = []
    private var compiled: [NodeKey: Int] = [:]
    /// The variables being compiled, outermost first: a name met again is a cycle.
    private var stack: [String] = []
    /// Who reads each slot, to report conflicts: slot → (kind, reader).
    private var readers: [Int: (kind: ArgumentKind, reader: Reader, location: SourceLocation?, path: [String])] = [:]

    /// What reads a slot, described only when a conflict is reported (describing every reader
    /// up front cost a string per specifier of every entry loaded).
    private enum Reader: CustomStringConvertible {
        case specifier(FormatSpecifier)
        case width(FormatSpecifier)
        case precision(FormatSpecifier)
        case variable(String, PluralValueType)

        var description: String {
            switch self {
            case .specifier(let specifier): "\(specifier)"
            case .width(let specifier): "the width '*' of \(specifier)"
            case .precision(let specifier): "the precision '*' of \(specifier)"
            case .variable(let name, let valueType): "variable '\(name)' (value type \(valueType))"
            }
        }
    }
    private var highestSlot = 0

    private struct NodeKey: Hashable {
        let name: String
        let slot: Int
    }

    init(key: String, entry: PropertyListDictionary, location: SourceLocation) {
        self.key = key
        self.entry = entry
        self.location = location
    }

    mutating func compile() throws(StringsdictError) -> PluralEntry {
        let (tree, slotKinds) = try compileTree()
        return PluralEntry(key: key, tree: tree, slotKinds: slotKinds)
    }

    /// The entry's tree and the kind each slot needs.
    mutating func compileTree() throws(StringsdictError) -> (PluralEntry.Tree, [ArgumentKind?]) {
        guard let formatNode = entry[EntryCompiler.formatKey], let text = formatNode.string else {
            throw StringsdictError(
                .structure, "\(EntryCompiler.formatKey) of '\(key)' is not a string",
                at: entry[EntryCompiler.formatKey]?.location ?? location, keyPath: [key, EntryCompiler.formatKey])
        }
        let (template, children) = try compileFormat(
            text, startingSlot: 1, location: formatNode.location, path: [key, EntryCompiler.formatKey], depth: 0)
        var kinds = [ArgumentKind?](repeating: nil, count: highestSlot)
        for (slot, reader) in readers where slot >= 1 && slot <= highestSlot {
            kinds[slot - 1] = reader.kind
        }
        let tree = PluralEntry.Tree(template: template, children: children, nodes: nodes)
        guard Self.expansion(of: tree) <= EntryCompiler.maximumExpansion else {
            throw EntryCompiler.expansionError(key: key, at: location)
        }
        return (tree, kinds)
    }

    /// The most specifiers and variables one render of `tree` runs: a variable counts 1 plus
    /// its largest variant, once per reference. Saturates just above the limit.
    static func expansion(of tree: PluralEntry.Tree) -> Int {
        let cap = EntryCompiler.maximumExpansion + 1
        // Children are compiled, and numbered, before the nodes that refer to them.
        var nodeExpansion: [Int] = []
        nodeExpansion.reserveCapacity(tree.nodes.count)
        func formatExpansion(_ format: FormatString, _ children: [Int]) -> Int {
            var total = format.specifiers.count - children.count
            for child in children {
                total = min(cap, total + (child < nodeExpansion.count ? nodeExpansion[child] : cap))
            }
            return min(cap, total)
        }
        for node in tree.nodes {
            var largest = 0
            for case let variant? in node.variants {
                largest = max(largest, formatExpansion(variant.format, variant.children))
            }
            nodeExpansion.append(min(cap, 1 + largest))
        }
        return formatExpansion(tree.template, tree.children)
    }

    /// Parses a format (the format key or a variant) and compiles the variables it references.
    private mutating func compileFormat(_ text: String, startingSlot: Int, location: SourceLocation?, path: [String], depth: Int) throws(StringsdictError) -> (FormatString, [Int]) {
        let format: FormatString
        do {
            format = try FormatString(text, startingSlot: startingSlot, options: .allowsUnusedSlots)
        } catch {
            throw error.with(keyPath: path, location: location)
        }
        var children: [Int] = []
        for specifier in format.specifiers {
            if let name = specifier.variableName {
                children.append(try compileVariable(name, slot: specifier.slot, referencedAt: location, path: path, depth: depth + 1))
            } else {
                try record(slot: specifier.slot, kind: specifier.argumentKind, reader: .specifier(specifier), location: location, path: path)
                if case .argument(let slot)? = specifier.width {
                    try record(slot: slot, kind: .signedInteger, reader: .width(specifier), location: location, path: path)
                }
                if case .argument(let slot)? = specifier.precision {
                    try record(slot: slot, kind: .signedInteger, reader: .precision(specifier), location: location, path: path)
                }
            }
        }
        return (format, children)
    }

    private mutating func compileVariable(_ name: String, slot: Int, referencedAt: SourceLocation?, path: [String], depth: Int) throws(StringsdictError) -> Int {
        if let cycleStart = stack.firstIndex(of: name) {
            let cycle = (stack[cycleStart...] + [name]).joined(separator: " → ")
            throw StringsdictError(
                .compile, "variable cycle \(cycle)", at: referencedAt, keyPath: path,
                hint: "a variant may not refer, directly or through others, to its own variable", code: .variableCycle)
        }
        guard depth <= EntryCompiler.maximumDepth else {
            throw StringsdictError(.limit, "variables nest deeper than \(EntryCompiler.maximumDepth) levels", at: referencedAt, keyPath: path, code: .nestingTooDeep)
        }
        if let index = compiled[NodeKey(name: name, slot: slot)] { return index }
        guard let entryNode = entry[name] else {
            let known = entry.keys.filter { $0 != EntryCompiler.formatKey }
            throw StringsdictError(
                .compile, "undefined variable '\(name)'", at: referencedAt, keyPath: path,
                hint: known.isEmpty ? "add a dictionary named '\(name)' to the entry" : "the entry defines \(known.map { "'\($0)'" }.joined(separator: ", "))",
                code: .undefinedVariable)
        }
        let variablePath = [key, name]
        guard let dictionary = entryNode.dictionary else {
            throw StringsdictError(
                .structure, "variable '\(name)' is \(entryNode.value.typeName), not a dictionary", at: entryNode.location, keyPath: variablePath)
        }
        if let specType = dictionary[EntryCompiler.specTypeKey] {
            guard specType.string == EntryCompiler.pluralRuleType else {
                throw StringsdictError(
                    .compile, "variable '\(name)' has rule type '\(specType.string ?? specType.value.typeName)'; only \(EntryCompiler.pluralRuleType) is supported",
                    at: specType.location, keyPath: variablePath + [EntryCompiler.specTypeKey], code: .unsupportedRuleType)
            }
        }
        let valueTypeNode = dictionary[EntryCompiler.valueTypeKey]
        if let valueTypeNode, valueTypeNode.string == nil {
            throw StringsdictError(.structure, "\(EntryCompiler.valueTypeKey) of '\(name)' is not a string", at: valueTypeNode.location, keyPath: variablePath,
                code: .invalidValueType)
        }
        let valueType: PluralValueType
        do {
            valueType = try PluralValueType(valueTypeNode?.string)
        } catch {
            throw error.with(keyPath: variablePath + [EntryCompiler.valueTypeKey], location: valueTypeNode?.location)
        }
        try record(slot: slot, kind: valueType.kind, reader: .variable(name, valueType), location: referencedAt, path: path)
        guard dictionary[PluralCategory.other.rawValue] != nil else {
            throw StringsdictError(
                .compile, "variable '\(name)' has no 'other' variant", at: entryNode.location, keyPath: variablePath,
                hint: "'other' is required: it is the fallback for every category without its own key", code: .missingOther)
        }
        stack.append(name)
        var variants: [PluralEntry.Variant?] = Array(repeating: nil, count: PluralCategory.allCases.count)
        for (index, category) in PluralCategory.allCases.enumerated() {
            guard let variantNode = dictionary[category.rawValue] else { continue }
            guard let text = variantNode.string else {
                throw StringsdictError(
                    .structure, "variant '\(category)' of '\(name)' is \(variantNode.value.typeName), not a string",
                    at: variantNode.location, keyPath: variablePath + [category.rawValue])
            }
            let (format, children) = try compileFormat(
                text, startingSlot: slot, location: variantNode.location, path: variablePath + [category.rawValue], depth: depth)
            variants[index] = PluralEntry.Variant(format: format, children: children, location: variantNode.location)
        }
        stack.removeLast()
        nodes.append(PluralEntry.Node(name: name, slot: slot, valueType: valueType, location: entryNode.location, variants: variants))
        let index = nodes.count - 1
        compiled[NodeKey(name: name, slot: slot)] = index
        return index
    }

    /// Notes that `reader` reads `slot` as `kind`; a kind incompatible with an earlier reader's is
    /// an error naming both.
    private mutating func record(slot: Int, kind: ArgumentKind, reader: Reader, location: SourceLocation?, path: [String]) throws(StringsdictError) {
        highestSlot = max(highestSlot, slot)
        guard kind != .variable else { return }
        if let earlier = readers[slot] {
            guard earlier.kind.isCompatible(with: kind) else {
                throw StringsdictError(
                    .compile,
                    "argument \(slot) is read as \(earlier.kind) by \(earlier.reader) (at \(earlier.path.joined(separator: " › "))) and as \(kind) by \(reader)",
                    at: location, keyPath: path,
                    hint: "every specifier that reads one argument must agree on its type", code: .slotTypeConflict)
            }
            return
        }
        readers[slot] = (kind, reader, location, path)
    }
}
