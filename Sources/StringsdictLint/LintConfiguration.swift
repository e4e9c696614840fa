import Stringsdict

/// What a lint run checks, against which language, and what becomes of each rule's findings:
/// the policy lint, `generate` and the build plugin share (read from `.stringsdict.json`'s
/// `lint` section by the CLI).
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
    /// Rule ids whose findings get another severity (`argument-dropped` → `error`).
    public var severities: [String: Severity]
    /// Exceptions for one language, by language tag (`de-CH`; a tag also covers its regional
    /// variants, so `pt` covers `pt-BR`): rules ignored or given another severity there only.
    public var languages: [String: LanguageRules]

    /// The exceptions of one language.
    public struct LanguageRules: Hashable, Sendable {
        /// Rule ids whose findings about this language are dropped.
        public var ignoredRules: Set<String>
        /// Rule ids whose findings about this language get another severity.
        public var severities: [String: Severity]

        /// Exceptions that drop `ignoredRules` and give `severities` in one language.
        public init(ignoredRules: Set<String> = [], severities: [String: Severity] = [:]) {
            self.ignoredRules = ignoredRules
            self.severities = severities
        }
    }

    /// A configuration; the defaults pick the base language per group, drop no rule, keep every
    /// rule's severity and allow translations 1.5 times as long as their source.
    public init(
        baseLanguage: String? = nil, ignoredRules: Set<String> = [], maximumLengthRatio: Double = 1.5,
        severities: [String: Severity] = [:], languages: [String: LanguageRules] = [:]
    ) {
        self.baseLanguage = baseLanguage
        self.ignoredRules = ignoredRules
        self.maximumLengthRatio = maximumLengthRatio
        self.severities = severities
        self.languages = languages
    }

    /// Every rule id the configuration names (to check them against the catalog of rules).
    var namedRules: Set<String> {
        var names = ignoredRules.union(severities.keys)
        for rules in languages.values { names.formUnion(rules.ignoredRules.union(rules.severities.keys)) }
        return names
    }

    /// `diagnostics` with the policy applied: ignored findings dropped, severities changed. For a
    /// finding about a language, the most specific tag whose exceptions name the rule decides
    /// (`pt-BR` before `pt`), then the policy for every language.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !ignoredRules.isEmpty || !severities.isEmpty || !languages.isEmpty else { return diagnostics }
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        next: for var diagnostic in diagnostics {
            // The most specific language that names the rule decides; else the file-wide policy.
            for exception in languageRules(for: diagnostic) {
                if exception.ignoredRules.contains(diagnostic.rule) { continue next }
                if let severity = exception.severities[diagnostic.rule] {
                    diagnostic.severity = severity
                    result.append(diagnostic)
                    continue next
                }
            }
            if ignoredRules.contains(diagnostic.rule) { continue }
            if let severity = severities[diagnostic.rule] { diagnostic.severity = severity }
            result.append(diagnostic)
        }
        return result
    }

    /// The exceptions that apply to a finding's language, most specific first: its
    /// ``Diagnostic/language``, else the `.lproj` folder its file is in.
    private func languageRules(for diagnostic: Diagnostic) -> [LanguageRules] {
        guard !languages.isEmpty, let language = diagnostic.language ?? Self.folderLanguage(of: diagnostic.file) else { return [] }
        var matches: [(length: Int, rules: LanguageRules)] = []
        for (tag, rules) in languages {
            let lowerTag = tag.lowercased().replacing("_", with: "-")
            let lowerLanguage = language.lowercased().replacing("_", with: "-")
            if lowerLanguage == lowerTag || lowerLanguage.hasPrefix(lowerTag + "-") { matches.append((tag.count, rules)) }
        }
        return matches.sorted { $0.length > $1.length }.map(\.rules)
    }

    /// `de` for `…/de.lproj/Localizable.strings`.
    static func folderLanguage(of path: String) -> String? {
        LocalizationFolder(containing: path)?.name
    }
}
