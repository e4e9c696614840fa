/// One check the linter runs: a stable kebab-case id, a default severity, a one-line summary
/// and a hint on how to fix what it finds.
///
/// Ids never change meaning; `--ignore ID` and the JSON output's `rule` field use them. The
/// whole catalog is ``all``; see `RULES.md` next to this file for the documented list.
public struct LintRule: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// What the rule is about, for grouping in listings.
    public enum Group: String, Hashable, Sendable, CaseIterable {
        /// Plural categories per language: missing, unused, reachable only by decimals.
        case plurals
        /// The shape of entries: variables, value and rule types, cycles, empty variants.
        case structure
        /// Argument slots: types, gaps, and translations that differ from the base language.
        case arguments
        /// Files and tables: syntax, duplicate, missing and stale keys, missing tables.
        case files
        /// String Catalog states: values that need review, stale keys.
        case catalogs
    }

    /// The stable id (`missing-plural-category`).
    public let id: String
    /// The severity a finding has unless configured otherwise.
    public let severity: Severity
    /// What the rule finds, in one sentence without a trailing period.
    public let summary: String
    /// How to fix a finding, in one sentence without a trailing period.
    public let hint: String
    /// The rule's group.
    public let group: Group

    init(_ id: String, _ severity: Severity, _ group: Group, summary: String, hint: String) {
        self.id = id
        self.severity = severity
        self.group = group
        self.summary = summary
        self.hint = hint
    }

    public var description: String { id }

    /// The rule with `id`, or nil.
    public static func named(_ id: String) -> LintRule? {
        all.first { $0.id == id }
    }
}
