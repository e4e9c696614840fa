/// Plural entries flattened for rendering: format keys and variants as runs of one array of
/// steps, each step an index into a table of texts, specifiers or variables.
///
/// The compiled tree (formats holding segments holding strings and specifiers) is what the
/// public API needs, but walking it copies those values, and each copy retains and releases
/// their storage. A render walks a plan instead: steps, variant ranges and variable slots are
/// plain values. One plan holds one entry (compiled from a property-list tree) or every entry of
/// a table (compiled straight from a `.stringsdict` file's bytes, whose text it then holds);
/// each entry knows its own ``EntryPlan``.
///
/// Sendable: immutable once built.
final class RenderPlan: Sendable {
    /// One thing a render does.
    enum Step: Sendable {
        /// Append `textBytes[range]` (or past its end, of ``extraBytes``), literal text as UTF-8.
        case text(Range<Int>)
        /// Render `specifiers[index]`, a printf specifier.
        case specifier(Int)
        /// Render `specifiers[index]`, a plain `%d %i %D %u %U` with any length but no flag,
        /// width or precision, reading `slot` with C's `bits`: the locale's integer style
        /// writes it directly (see ``PluralEntry``'s render).
        case integer(Int, slot: Int, signed: Bool, bits: Int)
        /// Choose a variant of `variables[index]` and run its steps.
        case variable(Int)
    }

    /// What choosing a variant needs of a variable, as plain values.
    struct Variable: Sendable {
        /// The argument slot the variable reads.
        let slot: Int
        /// How its number is read: the value type's kind and, for integers, its C width.
        let kind: ArgumentKind
        let integerBits: Int
        /// The digits a `%.Nf` value type shows (nil for every other type).
        let fractionDigits: Int?
        /// Where its variants' ranges start in ``variants`` (six, in ``PluralCategory`` order).
        let firstVariant: Int
    }

    /// The UTF-8 of literal texts: each `.text` step is a range of it, or past its end a range
    /// of ``extraBytes``.
    let textBytes: [UInt8]
    /// Decoded texts beside ``textBytes`` (a binary plist's UTF-16 strings as UTF-8): a range
    /// from `textBytes.count + n` on is `extraBytes[n...]`.
    let extraBytes: [UInt8]
    let specifiers: [FormatSpecifier]
    let steps: [Step]
    /// Per variable, its value type and where its variants are.
    let variables: [Variable]
    /// Per variable, its name and value type, for the general path (floating and object value
    /// types, wrong arguments) and messages: kept apart so the common path copies plain values.
    let variableDetails: [(name: String, valueType: PluralValueType)]
    /// The steps of each variant, six per variable in ``PluralCategory`` order; nil for a category
    /// the variable has no key for.
    let variants: [Range<Int>?]

    /// One entry the plan holds.
    struct Entry: Sendable {
        let key: String
        /// The kind each argument slot needs (index = slot − 1).
        let slotKinds: [ArgumentKind?]
        /// Where its steps are.
        let steps: EntryPlan
        /// Its tree, when compiling made one; otherwise ``document`` rebuilds it.
        let tree: PluralEntry.Tree?
        /// The entry's dictionary object in a binary ``document`` read lazily, from which its
        /// tree is rebuilt alone (nil: from the whole file).
        var object: Int? = nil
    }

    /// The entries, each a ``PluralEntry`` (by index).
    let entries: [Entry]
    /// Per entry, its ``PluralShortcut`` when it has the shape one takes.
    let shortcuts: [PluralShortcut?]
    /// The shortcuts' variants, six per shortcut.
    let shortcutVariants: [PluralShortcut.Variant]
    /// The file the entries were compiled from, for the entries without a tree.
    let document: StringsdictDocument?

    init(_ builder: Builder, entries: [Entry], document: StringsdictDocument?) {
        textBytes = builder.textBytes
        extraBytes = builder.extraBytes
        specifiers = builder.specifiers
        steps = builder.steps
        variables = builder.variables
        variableDetails = builder.variableDetails
        variants = builder.variants
        self.entries = entries
        self.document = document
        var shortcutVariants: [PluralShortcut.Variant] = []
        // Six a shortcut; nearly every entry has one (capped: the array is kept as it is).
        shortcutVariants.reserveCapacity(6 * min(entries.count, 1_024))
        shortcuts = PluralShortcut.Space.with(builder) { space in
            entries.map { PluralShortcut($0.steps, argumentCount: $0.slotKinds.count, space: space, variants: &shortcutVariants) }
        }
        self.shortcutVariants = shortcutVariants
    }

    /// Flattens a compiled entry into a plan of its own.
    static func make(key: String, tree: PluralEntry.Tree, slotKinds: [ArgumentKind?]) -> RenderPlan {
        let (template, children, nodes) = (tree.template, tree.children, tree.nodes)
        var builder = Builder()
        func append(_ format: FormatString, children: [Int]) -> (range: Range<Int>, bytes: Int) {
            let start = builder.steps.count
            var nextChild = 0
            var bytes = 0
            for segment in format.segments {
                switch segment {
                case .literal(let text):
                    let start = builder.textBytes.count
                    builder.textBytes.append(contentsOf: text.utf8)
                    builder.appendText(start..<builder.textBytes.count)
                    bytes += text.utf8.count
                case .specifier(let specifier) where specifier.variableName != nil && nextChild < children.count:
                    builder.steps.append(.variable(children[nextChild]))
                    nextChild += 1
                case .specifier(let specifier):
                    // A variable without a compiled node cannot come from the compiler; rendering
                    // it as a specifier reports it as FormatString does.
                    builder.appendSpecifier(specifier)
                }
            }
            return (start..<builder.steps.count, bytes)
        }
        let (root, rootBytes) = append(template, children: children)
        var longestVariant = 0
        for node in nodes {
            var ranges: [Range<Int>?] = []
            for variant in node.variants {
                guard let variant else {
                    ranges.append(nil)
                    continue
                }
                let (range, bytes) = append(variant.format, children: variant.children)
                ranges.append(range)
                longestVariant = max(longestVariant, bytes)
            }
            let firstVariant = builder.variants.count
            builder.variants.append(contentsOf: ranges)
            builder.addVariable(name: node.name, slot: node.slot, valueType: node.valueType, firstVariant: firstVariant)
        }
        let steps = EntryPlan(root: root, literalByteCount: rootBytes + longestVariant * nodes.count, variableCount: nodes.count)
        return RenderPlan(builder, entries: [Entry(key: key, slotKinds: slotKinds, steps: steps, tree: tree)], document: nil)
    }

    /// A plan under construction.
    struct Builder {
        var textBytes: [UInt8] = []
        var extraBytes: [UInt8] = []
        var specifiers: [FormatSpecifier] = []
        var steps: [Step] = []
        var variables: [Variable] = []
        var variableDetails: [(name: String, valueType: PluralValueType)] = []
        var variants: [Range<Int>?] = []

        /// Appends a `.text` step for `textBytes[range]`.
        mutating func appendText(_ range: Range<Int>) {
            steps.append(.text(range))
        }

        /// Appends the step that renders `specifier` (not a variable): `.integer` for a plain
        /// `%d %i %D %u %U` (any length, no flag, width or precision), else `.specifier`.
        mutating func appendSpecifier(_ specifier: FormatSpecifier) {
            specifiers.append(specifier)
            let index = specifiers.count - 1
            let plain = specifier.flags.isEmpty && specifier.width == nil && specifier.precision == nil
            switch specifier.conversion {
            case .signedDecimal where plain:
                steps.append(.integer(index, slot: specifier.slot, signed: true, bits: specifier.integerBits))
            case .unsignedDecimal where plain:
                steps.append(.integer(index, slot: specifier.slot, signed: false, bits: specifier.integerBits))
            default:
                steps.append(.specifier(index))
            }
        }

        /// Adds a variable whose six variant ranges (in category order) start at
        /// `variants[firstVariant]`; returns its index for `.variable` steps.
        @discardableResult
        mutating func addVariable(name: String, slot: Int, valueType: PluralValueType, firstVariant: Int) -> Int {
            variables.append(Variable(
                slot: slot, kind: valueType.kind, integerBits: valueType.specifier.integerBits,
                fractionDigits: valueType.fractionDigits, firstVariant: firstVariant))
            variableDetails.append((name, valueType))
            return variables.count - 1
        }
    }
}

/// Where one entry is in a ``RenderPlan``.
struct EntryPlan: Sendable {
    /// The steps of the format key.
    let root: Range<Int>
    /// The UTF-8 size of the longest text a render can produce without its numbers and
    /// arguments: renders that fit are built on the stack.
    let literalByteCount: Int
    /// How many variables the entry has (each adds a number to the output estimate).
    let variableCount: Int
}
