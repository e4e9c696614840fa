import ArgumentParser
import Stringsdict

/// `stringsdict preview PATH... [--locale L]... [--json]`: every key rendered with sample arguments.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render every key of every table in each localization with sample arguments.",
        discussion: """
            Each localization is rendered on its own (no fallback to other languages). Each plural \
            variable takes one number per CLDR plural category of the language (the category's \
            first integer sample in CLDR, its first decimal sample for a floating value type), and \
            0 too when the entry has a zero variant (then a category whose first sample is 0, as \
            Russian and Polish many, shows its next one: 5); every other argument N is ‹N› (text) or N \
            (numbers). PATH is a folder of .lproj folders (and catalogs), one .lproj folder, a \
            .strings, .stringsdict or .xcstrings file; catalogs render as they compile.
            --json prints {"LOCALIZATION": {"TABLE": {"KEY": [{"args": ["1"], "text": "1 file"}]}}} \
            with sorted keys, so that two previews can be compared with diff.
            Examples:
              stringsdict preview Resources --locale ru
              stringsdict preview Localizable.xcstrings --json > before.json
            """
    )

    @OptionGroup var inputOptions: InputOptions

    @Option(help: "A localization to show (de, pt-BR, zh-Hans); repeat it for several; all when omitted.")
    var locale: [String] = []

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        guard !inputOptions.paths.isEmpty else { throw ValidationError("give a folder or a file to preview") }
        for wanted in locale { _ = try LocaleOptions.identifier(wanted) }
    }

    func run() throws {
        let paths = inputOptions.paths
        var tables: [String: [String: LocalizationTable]] = [:]
        for path in paths {
            do {
                for (localization, byName) in try LocalizationPreview.tables(at: path) {
                    for (name, table) in byName {
                        tables[localization, default: [:]][name] = tables[localization]?[name].map { $0.merging(table) } ?? table
                    }
                }
            } catch {
                Diagnostics.printError(error)
                throw ExitCode(ExitStatus.failure)
            }
        }
        if tables.isEmpty {
            throw CLIError("nothing to preview in \(paths.map(Diagnostics.echo).joined(separator: ", ")): no .lproj folder, .strings, .stringsdict or .xcstrings file")
        }
        let wanted = locale.map { LocalizationName($0) }
        var result: [String: [String: [String: [LocalizationPreview.Sample]]]] = [:]
        for (localization, byName) in tables {
            let name = LocalizationName(localization)
            if !wanted.isEmpty, !wanted.contains(where: { $0.name == name.name || ($0.locale != nil && $0.locale == name.locale) }) { continue }
            let renderLocale = name.locale ?? (try? LocaleIdentifier("en"))
            guard let renderLocale else { continue }
            result[localization] = LocalizationPreview.preview(tables: byName, locale: renderLocale)
        }
        if result.isEmpty {
            throw CLIError("no localization serves --locale \(locale.joined(separator: ", ")) (there are: \(CanonicalJSONWriter.sortedKeys(tables.keys).joined(separator: ", ")))")
        }
        if json {
            print(String(decoding: CanonicalJSONWriter.bytes(of: Self.json(result)), as: UTF8.self))
        } else {
            print(Self.text(result), terminator: "")
        }
    }

    static func json(_ result: [String: [String: [String: [LocalizationPreview.Sample]]]]) -> JSONValue {
        func object<T>(_ values: [String: T], _ body: (T) -> JSONValue) -> JSONValue {
            .object(JSONObject(values.map { JSONObject.Member(key: $0.key, value: body($0.value)) }))
        }
        return object(result) { tables in
            object(tables) { keys in
                object(keys) { samples in
                    .array(samples.map { sample in
                        var members = [JSONObject.Member(key: "args", value: .array(sample.arguments.map { .string($0) }))]
                        if let text = sample.text { members.append(.init(key: "text", value: .string(text))) }
                        if let error = sample.error { members.append(.init(key: "error", value: .string(error))) }
                        return .object(JSONObject(members))
                    })
                }
            }
        }
    }

    static func text(_ result: [String: [String: [String: [LocalizationPreview.Sample]]]]) -> String {
        var output = ""
        for localization in CanonicalJSONWriter.sortedKeys(result.keys) {
            guard let tables = result[localization] else { continue }
            for table in CanonicalJSONWriter.sortedKeys(tables.keys) {
                guard let keys = tables[table] else { continue }
                output += "== \(localization.isEmpty ? "(no localization)" : localization) · \(table) ==\n"
                for key in CanonicalJSONWriter.sortedKeys(keys.keys) {
                    output += key.replacing("\n", with: "\\n") + "\n"
                    for sample in keys[key] ?? [] {
                        let arguments = sample.arguments.isEmpty ? "" : "(" + sample.arguments.joined(separator: ", ") + ") "
                        let shown = sample.text.map { $0.replacing("\n", with: "\\n") } ?? "error: " + (sample.error ?? "")
                        output += "    \(arguments)→ \(shown)\n"
                    }
                }
                output += "\n"
            }
        }
        return output
    }
}
