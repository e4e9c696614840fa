import FoundationEssentials
import Stringsdict
import StringsdictLint

/// `.stringsdict.json`: settings a package keeps beside its code, read by `lint`, `generate` and
/// the build plugin (which passes it as `--config`; the commands read `./.stringsdict.json` when
/// no `--config` is given).
///
/// ```json
/// {
///   "lint": {
///     "ignore": ["translation-length"],
///     "severity": { "argument-dropped": "error", "missing-key": "note" },
///     "languages": { "de-CH": { "ignore": ["missing-key"] } },
///     "baseLanguage": "en",
///     "maximumLengthRatio": 1.5
///   },
///   "generate": {
///     "naming": "swiftgen-structured",
///     "enumName": "L10n",
///     "access": "public",
///     "lookupFunction": "localizedFormat(forKey:table:fallback:)",
///     "forceFileNameEnum": false,
///     "maximumWarnings": 20
///   }
/// }
/// ```
///
/// The `lint` section is the one rule policy of `lint`, `generate` and the plugin: the same
/// findings are dropped or change severity everywhere.
///
/// A key the file does not know is an error (a typo would otherwise be ignored silently), as is
/// a value of the wrong type; each error names the file and the key.
struct Configuration: Sendable, Equatable {
    /// The `generate` section.
    struct Generate: Sendable, Equatable {
        var naming: String?
        var enumName: String?
        var access: String?
        var lookupFunction: String?
        var forceFileNameEnum: Bool?
        /// How many warnings `generate` lists before it only counts them.
        var maximumWarnings: Int?
    }

    /// The `lint` section.
    struct Lint: Sendable, Equatable {
        var ignore: Set<String> = []
        var severities: [String: Severity] = [:]
        var languages: [String: LintConfiguration.LanguageRules] = [:]
        var baseLanguage: String?
        var maximumLengthRatio: Double?
    }

    var generate = Generate()
    var lint = Lint()

    /// The file name looked for at a target's and a package's root.
    static let fileName = ".stringsdict.json"

    static let sections: Set<String> = ["generate", "lint"]
    static let generateKeys: Set<String> = ["naming", "enumName", "access", "lookupFunction", "forceFileNameEnum", "maximumWarnings"]
    static let lintKeys: Set<String> = ["ignore", "severity", "languages", "baseLanguage", "maximumLengthRatio"]

    /// Reads and checks the file at `path`.
    static func read(contentsOf path: String) throws(StringsdictError) -> Configuration {
        try parse(JSONDocument(contentsOf: path, maximumSize: 1 << 20))
    }

    /// Checks and reads a configuration's JSON text.
    static func parse(_ bytes: [UInt8], file: String) throws(StringsdictError) -> Configuration {
        try parse(JSONDocument(bytes: bytes, file: file))
    }

    private static func parse(_ document: JSONDocument) throws(StringsdictError) -> Configuration {
        try document.refuseDuplicates()
        let file = document.file
        func place(_ member: JSONObject.Member?) -> SourceLocation {
            SourceLocation(file: file, line: max(member?.line ?? 1, 1), column: max(member?.column ?? 1, 1))
        }
        guard let root = document.root.object else {
            throw StringsdictError(.syntax, "the configuration must be a JSON object, such as {\"generate\": {\"naming\": \"swiftgen-structured\"}}",
                                   at: place(nil))
        }
        for member in root.members where !sections.contains(member.key) {
            throw StringsdictError(.syntax, "unknown section '\(member.key)' in the configuration", at: place(member), keyPath: [member.key],
                                   hint: "the sections are: \(sections.sorted().joined(separator: ", "))")
        }
        var configuration = Configuration()
        if let sectionMember = root.member("generate") {
            guard let section = sectionMember.value.object else {
                throw StringsdictError(.syntax, "'generate' must be a JSON object, not \(sectionMember.value.kindDescription)",
                                       at: place(sectionMember), keyPath: ["generate"])
            }
            for member in section.members where !generateKeys.contains(member.key) {
                throw StringsdictError(.syntax, "unknown key 'generate.\(member.key)' in the configuration", at: place(member),
                                       keyPath: ["generate", member.key],
                                       hint: "the keys of 'generate' are: \(generateKeys.sorted().joined(separator: ", "))")
            }
            func string(_ key: String) throws(StringsdictError) -> String? {
                guard let member = section.member(key) else { return nil }
                guard let text = member.value.string else {
                    throw StringsdictError(.syntax, "'generate.\(key)' must be a string, not \(member.value.kindDescription)",
                                           at: place(member), keyPath: ["generate", key])
                }
                return text
            }
            func oneOf(_ key: String, _ values: [String]) throws(StringsdictError) -> String? {
                guard let text = try string(key) else { return nil }
                guard values.contains(text) else {
                    throw StringsdictError(.syntax, "'generate.\(key)' is \"\(text)\"; it must be one of \(values.joined(separator: ", "))",
                                           at: place(section.member(key)), keyPath: ["generate", key])
                }
                return text
            }
            configuration.generate.naming = try oneOf("naming", ["stringsdict", "swiftgen-structured", "swiftgen-flat"])
            configuration.generate.enumName = try string("enumName")
            configuration.generate.access = try oneOf("access", ["internal", "package", "public"])
            configuration.generate.lookupFunction = try string("lookupFunction")
            if let member = section.member("forceFileNameEnum") {
                guard case .bool(let flag) = member.value else {
                    throw StringsdictError(.syntax, "'generate.forceFileNameEnum' must be true or false, not \(member.value.kindDescription)",
                                           at: place(member), keyPath: ["generate", "forceFileNameEnum"])
                }
                configuration.generate.forceFileNameEnum = flag
            }
            if let member = section.member("maximumWarnings") {
                guard case .number(let text) = member.value, let count = Int(text), count >= 0 else {
                    throw StringsdictError(.syntax, "'generate.maximumWarnings' must be a whole number of at least 0, not \(member.value.kindDescription)",
                                           at: place(member), keyPath: ["generate", "maximumWarnings"])
                }
                configuration.generate.maximumWarnings = count
            }
        }
        if let sectionMember = root.member("lint") {
            configuration.lint = try lintSection(sectionMember, place: place)
        }
        return configuration
    }

    /// The rule ids `lint`, `generate` and the plugin report.
    static var ruleIDs: Set<String> { Set(LintRule.all.map(\.id)) }

    private static func lintSection(_ sectionMember: JSONObject.Member, place: (JSONObject.Member?) -> SourceLocation) throws(StringsdictError) -> Lint {
        guard let section = sectionMember.value.object else {
            throw StringsdictError(.syntax, "'lint' must be a JSON object, not \(sectionMember.value.kindDescription)",
                                   at: place(sectionMember), keyPath: ["lint"])
        }
        for member in section.members where !lintKeys.contains(member.key) {
            throw StringsdictError(.syntax, "unknown key 'lint.\(member.key)' in the configuration", at: place(member),
                                   keyPath: ["lint", member.key], hint: "the keys of 'lint' are: \(lintKeys.sorted().joined(separator: ", "))")
        }
        func rule(_ member: JSONObject.Member, _ id: String, path: [String]) throws(StringsdictError) -> String {
            guard ruleIDs.contains(id) else {
                throw StringsdictError(.syntax, "unknown rule '\(id)' at '\(path.joined(separator: "."))'", at: place(member), keyPath: path,
                                       hint: "`stringsdict lint --list-rules` lists every rule id")
            }
            return id
        }
        func ruleList(_ member: JSONObject.Member, path: [String]) throws(StringsdictError) -> Set<String> {
            guard case .array(let values) = member.value else {
                throw StringsdictError(.syntax, "'\(path.joined(separator: "."))' must be an array of rule ids, not \(member.value.kindDescription)",
                                       at: place(member), keyPath: path)
            }
            var ids = Set<String>()
            for value in values {
                guard let id = value.string else {
                    throw StringsdictError(.syntax, "'\(path.joined(separator: "."))' must hold rule ids (strings), not \(value.kindDescription)",
                                           at: place(member), keyPath: path)
                }
                ids.insert(try rule(member, id, path: path))
            }
            return ids
        }
        /// `{"rule": "error" | "warning" | "note" | "ignore"}`: severities, and rules to ignore.
        func severityMap(_ member: JSONObject.Member, path: [String]) throws(StringsdictError) -> (severities: [String: Severity], ignored: Set<String>) {
            guard let object = member.value.object else {
                throw StringsdictError(.syntax, "'\(path.joined(separator: "."))' must be an object of rule ids and severities, not \(member.value.kindDescription)",
                                       at: place(member), keyPath: path)
            }
            var severities: [String: Severity] = [:]
            var ignored = Set<String>()
            for entry in object.members {
                let id = try rule(entry, entry.key, path: path + [entry.key])
                guard let text = entry.value.string, text == "ignore" || Severity(rawValue: text) != nil else {
                    throw StringsdictError(.syntax, "'\((path + [entry.key]).joined(separator: "."))' must be \"error\", \"warning\", \"note\" or \"ignore\"",
                                           at: place(entry), keyPath: path + [entry.key])
                }
                if let severity = Severity(rawValue: text) { severities[id] = severity } else { ignored.insert(id) }
            }
            return (severities, ignored)
        }
        var lint = Lint()
        if let member = section.member("ignore") { lint.ignore = try ruleList(member, path: ["lint", "ignore"]) }
        if let member = section.member("severity") {
            let map = try severityMap(member, path: ["lint", "severity"])
            lint.severities = map.severities
            lint.ignore.formUnion(map.ignored)
        }
        if let member = section.member("languages") {
            guard let object = member.value.object else {
                throw StringsdictError(.syntax, "'lint.languages' must be an object of language tags, not \(member.value.kindDescription)",
                                       at: place(member), keyPath: ["lint", "languages"])
            }
            for language in object.members {
                let path = ["lint", "languages", language.key]
                guard language.key == "Base" || LocalizationName(language.key).locale != nil else {
                    throw StringsdictError(.syntax, "'\(language.key)' at 'lint.languages' is not a language tag", at: place(language), keyPath: path,
                                           hint: "write a BCP 47 tag such as de, de-CH or pt-BR")
                }
                guard let rules = language.value.object else {
                    throw StringsdictError(.syntax, "'\(path.joined(separator: "."))' must be an object with \"ignore\" and \"severity\", not \(language.value.kindDescription)",
                                           at: place(language), keyPath: path)
                }
                var exceptions = LintConfiguration.LanguageRules()
                for entry in rules.members {
                    switch entry.key {
                    case "ignore": exceptions.ignoredRules.formUnion(try ruleList(entry, path: path + ["ignore"]))
                    case "severity":
                        let map = try severityMap(entry, path: path + ["severity"])
                        exceptions.severities = map.severities
                        exceptions.ignoredRules.formUnion(map.ignored)
                    default:
                        throw StringsdictError(.syntax, "unknown key '\((path + [entry.key]).joined(separator: "."))' in the configuration", at: place(entry),
                                               keyPath: path + [entry.key], hint: "a language's keys are: ignore, severity")
                    }
                }
                lint.languages[language.key] = exceptions
            }
        }
        if let member = section.member("baseLanguage") {
            guard let text = member.value.string, text == "Base" || LocalizationName(text).locale != nil else {
                throw StringsdictError(.syntax, "'lint.baseLanguage' must be a language tag or Base", at: place(member), keyPath: ["lint", "baseLanguage"])
            }
            lint.baseLanguage = text
        }
        if let member = section.member("maximumLengthRatio") {
            guard case .number(let text) = member.value, let ratio = Double(text), ratio.isFinite, ratio >= 1 else {
                throw StringsdictError(.syntax, "'lint.maximumLengthRatio' must be a number of at least 1", at: place(member), keyPath: ["lint", "maximumLengthRatio"])
            }
            lint.maximumLengthRatio = ratio
        }
        return lint
    }

    /// The lint policy with the command line's options on top: `--ignore` adds to the file's,
    /// `--base` and `--max-length-ratio` (when given) win.
    func lintConfiguration(base: String?, ignore: [String], maximumLengthRatio: Double?) -> LintConfiguration {
        LintConfiguration(
            baseLanguage: base ?? lint.baseLanguage, ignoredRules: lint.ignore.union(ignore),
            maximumLengthRatio: maximumLengthRatio ?? lint.maximumLengthRatio ?? 1.5,
            severities: lint.severities, languages: lint.languages)
    }

    /// The file `--config` names, else `./.stringsdict.json` when it exists, else none.
    static func located(_ option: String?) -> String? {
        if let option { return option }
        return FileManager.default.fileExists(atPath: fileName) ? fileName : nil
    }
}
