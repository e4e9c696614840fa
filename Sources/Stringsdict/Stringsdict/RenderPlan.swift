/// A ``PluralEntry`` flattened for rendering: the format key and every variant as runs of one
/// array of steps, each step an index into a table of texts, specifiers or variables.
///
/// The compiled tree (formats holding segments holding strings and specifiers) is what compiling
/// and the public API need, but walking it copies those values, and each copy retains and
/// releases their storage. A render walks this plan instead: steps, variant ranges and variable
/// slots are plain values, so the only reference counting left is on the texts it appends.
///
/// Sendable: immutable once built.
final class RenderPlan: Sendable {
    /// One thing a render does.
    enum Step: Sendable {
        /// Append `textBytes[range]`, literal text as UTF-8.
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

    /// The UTF-8 of every literal text, one after the other.
    let textBytes: [UInt8]
    let specifiers: [FormatSpecifier]
    let steps: [Step]
    /// The steps of the format key.
    let root: Range<Int>
    /// Per variable (index = node index of the entry), its value type and where its variants are.
    let variables: [Variable]
    /// The steps of each variant, six per variable in ``PluralCategory`` order; nil for a category
    /// the variable has no key for.
    let variants: [Range<Int>?]
    /// The UTF-8 size of the longest text a render can produce without its numbers and arguments:
    /// renders that fit are built on the stack.
    let literalByteCount: Int

    /// Flattens a compiled entry.
    init(template: FormatString, children: [Int], nodes: [PluralEntry.Node]) {
        var textBytes: [UInt8] = []
        var specifiers: [FormatSpecifier] = []
        var steps: [Step] = []
        // The bytes of literal text each format adds, for the output estimate.
        func append(_ format: FormatString, children: [Int]) -> (range: Range<Int>, bytes: Int) {
            let start = steps.count
            var nextChild = 0
            var bytes = 0
            for segment in format.segments {
                switch segment {
                case .literal(let text):
                    let start = textBytes.count
                    textBytes.append(contentsOf: text.utf8)
                    steps.append(.text(start..<textBytes.count))
                    bytes += text.utf8.count
                case .specifier(let specifier) where specifier.variableName != nil && nextChild < children.count:
                    steps.append(.variable(children[nextChild]))
                    nextChild += 1
                case .specifier(let specifier):
                    // A variable without a compiled node cannot come from the compiler; rendering
                    // it as a specifier reports it as FormatString does.
                    specifiers.append(specifier)
                    let index = specifiers.count - 1
                    let plain = specifier.flags.isEmpty && specifier.width == nil && specifier.precision == nil
                    switch specifier.conversion {
                    case .signedDecimal where plain, .unsignedDecimal where plain:
                        let signed = if case .signedDecimal = specifier.conversion { true } else { false }
                        steps.append(.integer(index, slot: specifier.slot, signed: signed, bits: specifier.integerBits))
                    default:
                        steps.append(.specifier(index))
                    }
                }
            }
            return (start..<steps.count, bytes)
        }
        let (root, rootBytes) = append(template, children: children)
        var variables: [Variable] = []
        var variants: [Range<Int>?] = []
        var longestVariant = 0
        for node in nodes {
            variables.append(Variable(
                slot: node.slot, kind: node.valueType.kind, integerBits: node.valueType.specifier.integerBits,
                fractionDigits: node.valueType.fractionDigits, firstVariant: variants.count))
            for variant in node.variants {
                guard let variant else {
                    variants.append(nil)
                    continue
                }
                let (range, bytes) = append(variant.format, children: variant.children)
                variants.append(range)
                longestVariant = max(longestVariant, bytes)
            }
        }
        self.textBytes = textBytes
        self.specifiers = specifiers
        self.steps = steps
        self.root = root
        self.variables = variables
        self.variants = variants
        literalByteCount = rootBytes + longestVariant * nodes.count
    }
}
