extension PluralEntry {
    /// A read-only view of one compiled plural variable at one argument slot.
    ///
    /// For tools that check entries (the linter): the variable's slot and value type as the
    /// compiler resolved them, and each variant present with its parsed format. A variable that
    /// two references read at different slots appears once per slot.
    public struct Variable: Sendable {
        /// The variable's name (`files` for `%#@files@`).
        public let name: String
        /// The 1-based argument slot the variable reads.
        public let slot: Int
        /// Its `NSStringFormatValueTypeKey`.
        public let valueType: PluralValueType
        /// Where its dictionary is.
        public let location: SourceLocation?
        /// The variants present, in category order (`zero` … `other`).
        public let variants: [Variant]

        /// The categories present, in category order.
        public var categories: [PluralCategory] { variants.map(\.category) }

        /// One variant of a variable: its category and its format.
        public struct Variant: Sendable {
            /// The category key (`one`, `few`, …).
            public let category: PluralCategory
            /// The variant's text parsed as a format whose non-positional specifiers start at the
            /// variable's slot, so ``FormatSpecifier/slot`` is the argument each specifier reads.
            public let format: FormatString
            /// Where the variant's string is.
            public let location: SourceLocation?
        }
    }

    /// Every compiled variable, in compile order (depth first from the format key).
    public var variables: [Variable] {
        nodes.map { node in
            var variants: [Variable.Variant] = []
            for (index, category) in PluralCategory.allCases.enumerated() where index < node.variants.count {
                guard let variant = node.variants[index] else { continue }
                variants.append(Variable.Variant(category: category, format: variant.format, location: variant.location))
            }
            return Variable(name: node.name, slot: node.slot, valueType: node.valueType, location: node.location, variants: variants)
        }
    }

    /// The `NSStringLocalizedFormatKey` format, parsed.
    public var format: FormatString { template }
}
