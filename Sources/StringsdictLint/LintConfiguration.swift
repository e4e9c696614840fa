/// What a lint run checks and against which language.
public struct LintConfiguration: Hashable, Sendable {
    /// The `.lproj` folder translations are compared with (`en`, `pt-BR`, `Base`); nil picks the
    /// development language per group (see ``Linter``).
    public var baseLanguage: String?
    /// Rule ids whose findings are dropped.
    public var ignoredRules: Set<String>

    /// A configuration; the defaults pick the base language per group and drop no rule.
    public init(baseLanguage: String? = nil, ignoredRules: Set<String> = []) {
        self.baseLanguage = baseLanguage
        self.ignoredRules = ignoredRules
    }
}
