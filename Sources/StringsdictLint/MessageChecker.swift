import Stringsdict

/// The rules that need a compiled message: compile errors mapped to rules, plural categories
/// graded by reachability, slot gaps of plural entries.
struct MessageChecker {
    let key: String
    let file: String
    let keyLocation: SourceLocation
    /// The language's plural coverage; nil skips the plural-category rules.
    let coverage: PluralCoverage?
    /// Variables whose missing `other` is already reported as an empty variable.
    let suppressed: Set<String>
    /// The findings so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// How deeply width and device variants are followed (the engine compiles at most 4).
    static let maximumNesting = 8

    init(key: String, file: String, keyLocation: SourceLocation, coverage: PluralCoverage?, suppressed: Set<String>) {
        self.key = key
        self.file = file
        self.keyLocation = keyLocation
        self.coverage = coverage
        self.suppressed = suppressed
    }

    /// Checks `message`: compile errors, plural categories and slot gaps of a structured entry.
    /// A plain string's arguments are ``FormatAgreement``'s, across the key's languages.
    mutating func check(_ message: LocalizedMessage, nesting: Int = 0) {
        guard nesting < Self.maximumNesting else { return }
        switch message.kind {
        case .text:
            break
        case .plural(let entry):
            checkCategories(entry)
            checkGaps(entry, of: message)
        case .widths(let variants):
            for variant in variants { check(variant.message, nesting: nesting + 1) }
        case .devices(let variants):
            for variant in variants { check(variant.message, nesting: nesting + 1) }
        case .invalid(let error):
            report(error)
        }
    }

    /// Reports the first argument below the highest one that nothing reads.
    private mutating func checkGaps(_ entry: PluralEntry, of message: LocalizedMessage) {
        let kinds = entry.slotKinds
        guard let gap = kinds.firstIndex(where: { $0 == nil }) else { return }
        let reader = ArgumentReading(message).reader(of: kinds.count)
        report(.slotGap, at: keyLocation, "'\(key)' never reads argument \(gap + 1) but reads argument \(kinds.count)\(reader.map { " (\($0))" } ?? "")")
    }

    // MARK: compile errors

    /// The rule for a compile error: its code when it names a rule, else by kind.
    static func rule(for error: StringsdictError) -> LintRule {
        if let code = error.errorCode, let rule = LintRule.named(code.rawValue) { return rule }
        return error.kind == .format ? .invalidFormat : .invalidEntry
    }

    /// `message (at key › variable › one); hint`.
    static func text(of error: StringsdictError) -> String {
        var text = error.message
        if error.keyPath.count > 1 { text += " (at \(error.keyPath.joined(separator: " › ")))" }
        if let hint = error.hint { text += "; \(hint)" }
        return text
    }

    private mutating func report(_ error: StringsdictError) {
        let rule = Self.rule(for: error)
        if rule == .missingOther, error.keyPath.count > 1, suppressed.contains(error.keyPath[1]) { return }
        let message = error.keyPath.first == key || error.keyPath.isEmpty ? Self.text(of: error) : "'\(key)': \(Self.text(of: error))"
        diagnostics.append(Diagnostic(rule, at: error.location ?? keyLocation, file: file, key: key, message: message))
    }

    // MARK: plural categories

    private mutating func checkCategories(_ entry: PluralEntry) {
        guard let coverage, !coverage.usesRootRules else { return }
        let language = coverage.locale.identifier
        var seen = Set<String>()
        for variable in entry.variables where seen.insert(variable.name).inserted {
            let present = Set(variable.categories)
            let name = "variable '\(variable.name)' of '\(key)'"
            for category in coverage.categories where !present.contains(category) {
                switch coverage.reach[category] ?? .decimals {
                case .integers:
                    report(.missingPluralCategory, at: variable.location,
                           "\(name) has no '\(category)' variant; \(language) uses it for \(coverage.sampleText(category))")
                case .millions:
                    report(.missingMillionCategory, at: variable.location,
                           "\(name) has no '\(category)' variant; \(language) uses it for multiples of a million (\(coverage.sampleText(category)))")
                case .decimals:
                    guard variable.valueType.isFloating else { continue }
                    report(.missingDecimalCategory, at: variable.location,
                           "\(name) has no '\(category)' variant; \(language) uses it for some decimals, and the value type '\(variable.valueType)' is floating")
                }
            }
            for variant in variable.variants {
                if variant.category != .zero, !coverage.categories.contains(variant.category) {
                    report(.unusedPluralCategory, at: variant.location,
                           "\(name) has a '\(variant.category)' variant, but \(language) never uses '\(variant.category)'")
                }
                guard [.zero, .one, .two].contains(variant.category),
                      coverage.coversSeveralIntegers(variant.category, variableHasZero: present.contains(.zero)),
                      !variant.format.specifiers.contains(where: { $0.slot == variable.slot })
                else { continue }
                report(.variantWithoutNumber, at: variant.location,
                       "the '\(variant.category)' variant of \(name) does not show the number, but \(language) uses '\(variant.category)' for \(coverage.sampleText(variant.category))")
            }
        }
    }

    private mutating func report(_ rule: LintRule, at location: SourceLocation?, _ message: String) {
        diagnostics.append(Diagnostic(rule, at: location ?? keyLocation, file: file, key: key, message: message))
    }
}
