extension StringsdictError {
    /// A finer, stable name for a failure within its ``StringsdictError/Kind``
    /// (`slot-type-conflict`).
    ///
    /// Like swift-system's `Errno` (and ``DiagnosticRule``), a struct with a static member per
    /// code the library sets rather than an open set of string literals; ``rawValue`` is the
    /// kebab-case text that ``StringsdictError/code`` and the linter's rule ids carry. Codes never
    /// change meaning; new ones may be added.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public init(stringLiteral value: String) { self.rawValue = value }

        public var description: String { rawValue }

        /// A variant refers to a variable the entry does not define.
        public static let undefinedVariable: Code = "undefined-variable"
        /// A variant refers, directly or through others, to its own variable.
        public static let variableCycle: Code = "variable-cycle"
        /// A plural variable without the required `other` variant.
        public static let missingOther: Code = "missing-other"
        /// Two specifiers read one argument with different types.
        public static let slotTypeConflict: Code = "slot-type-conflict"
        /// A dictionary with more than one rule type key (plural and device variations).
        public static let mixedRuleTypes: Code = "mixed-rule-types"
        /// A dictionary that is neither a plural, device nor width rule.
        public static let missingRuleType: Code = "missing-rule-type"
        /// An `NSStringFormatSpecTypeKey` other than the plural rule type.
        public static let unsupportedRuleType: Code = "unsupported-rule-type"
        /// An `NSStringFormatValueTypeKey` that is not one printf conversion.
        public static let invalidValueType: Code = "invalid-value-type"
        /// Entries or variables nested deeper than the library's limit.
        public static let nestingTooDeep: Code = "nesting-too-deep"
        /// Variables that expand to more variants than the library's limit.
        public static let expansionTooLarge: Code = "expansion-too-large"
        /// Text XML 1.0 cannot carry (a control character, an unpaired surrogate).
        public static let xmlForbiddenCharacter: Code = "xml-forbidden-character"
        /// A name from a file's contents that cannot name an output folder or file.
        public static let unsafeOutputName: Code = "unsafe-output-name"
        /// An output path that would leave its output folder.
        public static let outputOutsideFolder: Code = "output-outside-folder"
        /// A translation file whose target language is the development language.
        public static let developmentLanguageTarget: Code = "development-language-target"
    }
}
