import FoundationEssentials
import Stringsdict

/// `.stringsdict.json`: settings a package keeps beside its code, read by `generate` (and the
/// build plugin, which passes it as `--config`).
///
/// ```json
/// {
///   "generate": {
///     "naming": "swiftgen-structured",
///     "enumName": "L10n",
///     "access": "public",
///     "lookupFunction": "localizedFormat(forKey:table:fallback:)",
///     "forceFileNameEnum": false
///   }
/// }
/// ```
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
    }

    var generate = Generate()

    /// The file name looked for at a target's and a package's root.
    static let fileName = ".stringsdict.json"

    static let sections: Set<String> = ["generate"]
    static let generateKeys: Set<String> = ["naming", "enumName", "access", "lookupFunction", "forceFileNameEnum"]

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
        }
        return configuration
    }
}
