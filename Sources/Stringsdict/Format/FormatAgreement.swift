/// The one argument check of a key across its languages, shared by lint, the accessor generator
/// (so the build plugin) and `catalog compile`: they report the same findings, with the same rule
/// ids, at the same places.
///
/// 1. The key is used with arguments when any language's value is evidence of it
///    (``ArgumentReading/isEvidence``: a plural entry, variants, or a plain string with a
///    specifier nobody writes in prose). Otherwise every plain string is text: its `%` is shown
///    as written, and nothing is reported.
/// 2. Used with arguments, every plain string must parse as a format (`invalid-format`, an error:
///    the code passes arguments, the text cannot take them, and the language falls back to
///    another); a slot below the highest one that nothing reads is a `slot-gap` warning.
/// 3. Each language is compared with the reference language's arguments, slot by slot: a slot
///    the reference does not read (`argument-added`) or reads with an incompatible type
///    (`argument-retyped`) is an error (the caller has no such value to pass); a slot it leaves
///    out is a warning (`argument-dropped`: it renders without that value). A key that is itself
///    a format no prose writes (`"notifications.label.reblog %lld"`: Xcode and genstrings take a
///    call's format as its key) shows what the caller passes too: a slot the reference leaves
///    out and the key reads may be read as the key reads it, or left out (IceCubesApp's catalog:
///    English `"boosted"`, Dutch reading the count).
///
/// Every finding names the language at fault, sits at that language's value, and quotes the
/// specifiers concerned with their columns and texts.
public enum FormatAgreement {
    /// One language's value of the key.
    public struct Value: Sendable {
        /// The language (`ru`, `pt-BR`, `Base`).
        public var language: String
        /// What the value reads.
        public var reading: ArgumentReading
        /// Where the value is (the place findings about it are reported).
        public var location: SourceLocation

        /// The value of the key in `language`, read as `reading`, written at `location`.
        public init(language: String, reading: ArgumentReading, location: SourceLocation) {
            self.language = language
            self.reading = reading
            self.location = location
        }
    }

    /// What the check found.
    public struct Outcome: Sendable {
        /// True when the key is used with arguments (step 1).
        public var usesArguments: Bool
        /// The arguments the caller passes: the reference language's when the key is used with
        /// arguments and they are known (with the slots it leaves out that a format key reads),
        /// else the first language's that are; empty when the key is not used with arguments;
        /// nil when no language's are known.
        public var arguments: [ArgumentKind?]?
        /// The findings, in the order of `values`.
        public var diagnostics: [Diagnostic]
    }

    /// Checks the values of `key` against the value in `reference` (when there is one).
    ///
    /// - Parameters:
    ///   - key: the key, named in every finding.
    ///   - values: the key's value in each language, in the order findings are wanted.
    ///   - reference: the language the others are compared with (the development or base
    ///     language); without a value in it, only each value's own format is checked.
    ///   - usesArguments: true when the caller knows the key is used with arguments (an accessor
    ///     that takes them, a catalog entry Xcode extracted with arguments); nil decides from the
    ///     values.
    /// - Returns: whether the key is used with arguments, the arguments a caller passes, and the
    ///   findings.
    public static func check(key: String, values: [Value], reference: String, usesArguments: Bool? = nil) -> Outcome {
        let usesArguments = usesArguments ?? values.contains { $0.reading.isEvidence }
        guard usesArguments else { return Outcome(usesArguments: false, arguments: [], diagnostics: []) }
        var diagnostics: [Diagnostic] = []
        for value in values {
            let reading = value.reading
            if reading.isPlain, let error = reading.error {
                diagnostics.append(Diagnostic(
                    DiagnosticRule(for: error), .error, at: value.location, file: value.location.file, key: key, language: value.language,
                    message: "\(value.language): '\(key)' is used with arguments, but \(error.message)", hint: error.hint))
                continue
            }
            if reading.isPlain, let kinds = reading.kinds, let gap = kinds.firstIndex(where: { $0 == nil }) {
                let last = reading.reader(of: kinds.count).map { " (\($0))" } ?? ""
                diagnostics.append(Diagnostic(
                    .slotGap, .warning, at: value.location, file: value.location.file, key: key, language: value.language,
                    message: "\(value.language): '\(key)' never reads argument \(gap + 1) but reads argument \(kinds.count)\(last)"))
            }
        }
        let base = values.first { $0.language == reference }
        guard let base, var expected = base.reading.kinds else {
            // No reference to compare with; what the others read is the best guess of the
            // arguments the caller passes.
            let known = values.lazy.compactMap(\.reading.kinds).first
            return Outcome(usesArguments: true, arguments: known, diagnostics: diagnostics)
        }
        // The slots the reference leaves out that a format key reads (see the type's notes).
        var fromKey: Set<Int> = []
        let keyReading = key.utf8.contains(UInt8(ascii: "%")) ? ArgumentReading(text: key) : nil
        if let keyReading, keyReading.isEvidence, let keyKinds = keyReading.kinds {
            for (index, kind) in keyKinds.enumerated() {
                guard let kind else { continue }
                if index >= expected.count { expected += [ArgumentKind?](repeating: nil, count: index + 1 - expected.count) }
                if expected[index] == nil {
                    expected[index] = kind
                    fromKey.insert(index)
                }
            }
        }
        for value in values where value.language != reference {
            guard let actual = value.reading.kinds else { continue }
            compare(key, base: base, expected: expected, fromKey: fromKey, keyReading: keyReading, translation: value, actual: actual, into: &diagnostics)
        }
        return Outcome(usesArguments: true, arguments: expected, diagnostics: diagnostics)
    }

    private static func compare(_ key: String, base: Value, expected baseKinds: [ArgumentKind?], fromKey: Set<Int>, keyReading: ArgumentReading?,
                                translation: Value, actual kinds: [ArgumentKind?], into diagnostics: inout [Diagnostic]) {
        let language = translation.language
        let reference = base.language
        func said(_ reading: ArgumentReading, _ slot: Int) -> String {
            reading.reader(of: slot).map { " (\($0))" } ?? reading.text.map { " (\(ArgumentReading.Reader.quoted($0)))" } ?? ""
        }
        for index in 0..<max(baseKinds.count, kinds.count) {
            let expected = index < baseKinds.count ? baseKinds[index] : nil
            let actual = index < kinds.count ? kinds[index] : nil
            let slot = index + 1
            let rule: DiagnosticRule
            let severity: Severity
            let message: String
            switch (expected, actual) {
            case (nil, let actual?):
                rule = .argumentAdded
                severity = .error
                message = "\(language): '\(key)' reads argument \(slot) as \(actual)\(said(translation.reading, slot)), which \(reference) does not read\(said(base.reading, slot)); the caller has no such value to pass"
            case (let expected?, let actual?) where !expected.isCompatible(with: actual):
                rule = .argumentRetyped
                severity = .error
                message = fromKey.contains(index)
                    ? "\(language): '\(key)' reads argument \(slot) as \(actual)\(said(translation.reading, slot)), but the key reads it as \(expected)\(keyReading.map { said($0, slot) } ?? "")"
                    : "\(language): '\(key)' reads argument \(slot) as \(actual)\(said(translation.reading, slot)), but \(reference) reads it as \(expected)\(said(base.reading, slot))"
            case (let expected?, nil):
                rule = .argumentDropped
                severity = .warning
                // A slot only the key reads may be left out, as the reference leaves it out.
                guard !fromKey.contains(index) else { continue }
                message = "\(language): '\(key)' never reads argument \(slot) (\(expected)), which \(reference) reads\(said(base.reading, slot))"
            default:
                continue
            }
            diagnostics.append(Diagnostic(
                rule, severity, at: translation.location, file: translation.location.file, key: key, language: language, message: message))
        }
    }
}
