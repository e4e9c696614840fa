import ArgumentParser
import FoundationEssentials
import Stringsdict

/// `stringsdict demo`: renders the bundled demo localizations (`Resources/`) for several counts in
/// every language, so a newcomer sees plural rules and localized numbers at work.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the demo localizations for several counts in every language, as a table.",
        discussion: """
            Each message with plural variables is rendered for counts that reach every plural \
            category of the language (plus 0, which a 'zero' key catches in any language), with \
            numbers written as the language writes them. Plain strings are shown with --all.
            Resources: --resources PATH when given; else ./Resources when the current folder has \
            one; else the Resources/ folder of the package this binary was built from (found from \
            its source path, so `swift run stringsdict demo` works anywhere in a clone).
            Examples:
              stringsdict demo --language ru,pl,ar
              stringsdict demo --resources App/Resources --counts 0,1,2,5,21 --all
            """
    )

    @Option(help: "The resources folder holding the .lproj folders (default: ./Resources, else the package's own Resources/).")
    var resources: String?

    @Option(help: "Show only these languages, comma-separated (e.g. ru,pl,ar); each is negotiated like a user's preference.")
    var language: String?

    @Option(help: "The counts to render, comma-separated (default: counts that reach every category).")
    var counts: String?

    @Flag(help: "Also show the messages without plural variables.")
    var all = false

    func run() throws {
        try printRendering(render)
    }

    /// The demo's text.
    func render() throws -> String {
        let folder = try resourcesFolder()
        let base = try Localizations(at: folder, preferences: [])
        let chosenCounts = try counts.map(Self.parseCounts)
        let views: [Localizations]
        if let language {
            let wanted: [LocaleIdentifier]
            do { wanted = try PreferredLanguages.parse(list: language) } catch { throw CLIError("invalid language: \(Diagnostics.reason(of: error))") }
            views = try wanted.map { try base.preferring([$0]) }
        } else {
            views = try base.available.compactMap { name in
                guard let locale = name.locale else { return nil }  // Base is not a language
                return try base.preferring([locale])
            }
        }
        var output = "Demo localizations in \(folder): \(base.available.map(\.name).joined(separator: ", "))\n"
        output += "Tables: \(base.tableNames.joined(separator: ", ")). Lookup: the language's folder, its parents, Base, then \(base.developmentLanguage).\n"
        for view in views {
            output += "\n" + (try section(for: view, counts: chosenCounts))
        }
        return output
    }

    /// One language's block: header, then each message and its renderings.
    private func section(for view: Localizations, counts fixedCounts: [Double]?) throws -> String {
        let rules = try PluralRules(locale: view.locale)
        var text = "\(view.localization.name).lproj · numbers: \(view.locale) · categories: \(rules.categories.map(\.rawValue).joined(separator: " "))"
        if rules.usesRootRules { text += " (ICU has no rules for this language: root rules)" }
        text += "\n"
        let integerCounts = fixedCounts.map { $0.map { Int64($0) } } ?? Self.representativeIntegers(rules)
        let floatingCounts = fixedCounts ?? [0, 1, 1.5, 2, 5.25]
        for table in view.tableNames {
            for key in try view.keys(table: table) {
                guard let message = try view.message(key, table: table) else { continue }
                let kinds = message.argumentKinds(in: view.context)
                if !message.hasPlurals {
                    guard all else { continue }
                    let arguments = kinds.map { Self.sample(for: $0, integer: 3, floating: 3) }
                    text += "  \(Self.label(key, table)) \(Self.oneLine(try view.string(key, table: table, arguments: arguments)))\n"
                    continue
                }
                text += "  \(Self.label(key, table))\n"
                let floating = kinds.contains { $0 == .double }
                var rows: [(count: String, arguments: [FormatArgument])] = []
                if floating {
                    for value in floatingCounts {
                        rows.append((Self.show(value), kinds.map { Self.sample(for: $0, integer: Int64(value), floating: value) }))
                    }
                } else {
                    for value in integerCounts {
                        rows.append((String(value), kinds.map { Self.sample(for: $0, integer: value, floating: Double(value)) }))
                    }
                }
                for (count, arguments) in rows {
                    let rendered: String
                    do {
                        rendered = Self.oneLine(try message.render(in: view.context, arguments: arguments))
                    } catch {
                        rendered = "error: \(error.message)"
                    }
                    text += "    \(String(repeating: " ", count: max(0, 9 - count.count)))\(count)  \(rendered)\n"
                }
            }
        }
        return text
    }

    /// 0, then for each category the language uses the smallest integers reaching it (two where
    /// they exist, e.g. 1 and 21 for Russian `one`), and 1,000,000 where it differs.
    static func representativeIntegers(_ rules: PluralRules) -> [Int64] {
        var picked: [Int64] = [0]
        var found: [PluralCategory: Int] = [:]
        for n in Int64(1)...200 {
            let category = rules.category(of: n)
            if found[category, default: 0] < 2 {
                found[category, default: 0] += 1
                picked.append(n)
            }
        }
        if !Set(picked.map { rules.category(of: $0) }).contains(rules.category(of: Int64(1_000_000))) {
            picked.append(1_000_000)
        }
        return picked
    }

    /// A sample argument for a slot of `kind`.
    static func sample(for kind: ArgumentKind?, integer: Int64, floating: Double) -> FormatArgument {
        switch kind {
        case .signedInteger?, .character?, .utf16Unit?, .pointer?: .int(integer)
        case .unsignedInteger?: .uint(UInt64(max(0, integer)))
        case .double?: .double(floating)
        case .object?, .cString?, .utf16String?, .variable?, nil: .string("Anna")
        }
    }

    private static func label(_ key: String, _ table: String) -> String {
        table == "Localizable" ? key : "\(table)/\(key)"
    }

    private static func show(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    private static func oneLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ⏎ ")
    }

    /// The counts of `--counts`: finite numbers that an `Int64` holds (integer messages
    /// render each count as one), else a ``CLIError`` naming the value.
    static func parseCounts(_ text: String) throws -> [Double] {
        try text.split(separator: ",").map { part in
            let shown = Diagnostics.echo(String(part))
            guard let value = Double(part.filter { $0 != " " }) else {
                throw CLIError("not a count: '\(shown)' (write e.g. 0,1,2,5,21)")
            }
            // -2^63 ≤ value < 2^63, so that Int64(value) cannot trap; nan and inf fail too.
            guard value >= -0x1p63, value < 0x1p63 else {
                throw CLIError("count '\(shown)' is out of range: a count must be a finite number from \(Int64.min) to \(Int64.max)")
            }
            return value
        }
    }

    /// `--resources`, else `Resources` in the current folder, else the package's own (found from
    /// this source file's path, so `swift run stringsdict demo` works from any folder of a clone).
    private func resourcesFolder() throws -> String {
        if let resources {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: resources, isDirectory: &isDirectory) else {
                throw CLIError("no such folder: \(Diagnostics.echo(resources)) (--resources)")
            }
            guard isDirectory else {
                throw CLIError("\(Diagnostics.echo(resources)) is a file; --resources takes the folder that holds the .lproj folders")
            }
            return resources
        }
        let manager = FileManager.default
        if manager.fileExists(atPath: "Resources") { return "Resources" }
        let packageRoot = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        if manager.fileExists(atPath: packageRoot + "/Resources") { return packageRoot + "/Resources" }
        throw CLIError("no Resources folder here; give one with --resources PATH")
    }
}
