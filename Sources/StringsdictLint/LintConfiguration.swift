/// What a lint run checks and against which language.
public struct LintConfiguration: Hashable, Sendable {
    /// The `.lproj` folder translations are compared with (`en`, `pt-BR`, `Base`); nil picks the
    /// development language per group (see ``Linter``).
    public var baseLanguage: String?
    /// Rule ids whose findings are dropped.
    public var ignoredRules: Set<String>
    /// How many times longer than its base-language text a translation of a limited string
    /// (width variants, or a max length in its comment) may be before `translation-length`
    /// warns; 1.5 by default. Must be at least 1.
    public var maximumLengthRatio: Double

    /// A configuration; the defaults pick the base language per group, drop no rule and allow
    /// translations 1.5 times as long as their source.
    public init(baseLanguage: String? = nil, ignoredRules: Set<String> = [], maximumLengthRatio: Double = 1.5) {
        self.baseLanguage = baseLanguage
        self.ignoredRules = ignoredRules
        self.maximumLengthRatio = maximumLengthRatio
    }
}
