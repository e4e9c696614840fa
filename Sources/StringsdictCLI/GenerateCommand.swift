import ArgumentParser
import FoundationEssentials
import Stringsdict
import StringsdictCodegen
import StringsdictLint

/// `stringsdict generate PATH... -o FILE.swift [--enum-name L10n] [--access public|internal]`:
/// typed accessors for a target's localizations, what the build plugin runs.
///
/// The inputs are checked: errors (a file that does not parse, an entry that does not compile, a
/// translation whose arguments disagree with the development language) go to standard error as
/// `path:line:column: error: message`, the file is not written and the exit status is 1;
/// warnings are printed too and do not stop the run. `--lint` adds every lint rule.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a Swift file of typed accessors (enum L10n) for .strings, .stringsdict and .xcstrings files.",
        discussion: """
            Each key becomes a static var (no arguments) or a static func whose parameters are typed by \
            the format's specifiers and plural value types; tables other than Localizable get a nested enum. \
            The files are checked first (files that do not parse, entries that do not compile, arguments \
            that disagree between languages; --lint adds every lint rule): findings are printed as \
            path:line:column diagnostics, and an error stops the run with status 1 without writing. \
            An unchanged output file is not rewritten.
            With --naming swiftgen-structured or swiftgen-flat the accessors are the ones SwiftGen's \
            structured-swift5 or flat-swift5 template declares (names, nesting, parameter types, static let, \
            --lookup-function, --force-file-name-enum), rendered by this package: a project keeps its call sites.
            Example: stringsdict generate Sources/App/Resources -o Sources/App/L10n.swift --access public
            Example (SwiftGen's names): stringsdict generate Resources/en.lproj -o Strings.swift --naming swiftgen-structured --access public
            Example (what the build plugin runs): stringsdict generate App/Localizable.xcstrings App/de.lproj/Settings.strings -o L10n.swift --parts 8 --storage bundle --resources Resources
            """
    )

    /// The access level of the generated declarations.
    enum Access: String, ExpressibleByArgument, CaseIterable {
        case `internal`, `package`, `public`
    }

    /// How keys become names (``AccessorGenerator/Options/Naming``).
    enum Naming: String, ExpressibleByArgument, CaseIterable {
        case stringsdict
        case swiftgenStructured = "swiftgen-structured"
        case swiftgenFlat = "swiftgen-flat"

        var generator: AccessorGenerator.Options.Naming {
            switch self {
            case .stringsdict: .stringsdict
            case .swiftgenStructured: .swiftgenStructured
            case .swiftgenFlat: .swiftgenFlat
            }
        }
    }

    /// Where the program reads its tables.
    enum Storage: String, ExpressibleByArgument, CaseIterable {
        case embedded, bundle
    }

    @Argument(help: "The .strings, .stringsdict and .xcstrings files, .lproj folders, or folders holding them.")
    var paths: [String] = []

    @Option(name: [.short, .customLong("output")], help: "The Swift file to write.")
    var output: String

    @Option(name: .customLong("enum-name"), help: "The name of the generated enum (default L10n).")
    var enumNameOption: String?
    var enumName: String { enumNameOption ?? "L10n" }

    @Option(name: .customLong("access"), help: "The access level of the generated declarations (default internal).")
    var accessOption: Access?
    /// The build plugin's choice (internal for an executable, package for a library), which the
    /// configuration file overrides.
    @Option(name: .customLong("default-access"), help: .hidden)
    var defaultAccess: Access?
    var access: Access { accessOption ?? defaultAccess ?? .internal }

    @Option(help: ArgumentHelp(
        "A configuration file (.stringsdict.json) whose \"generate\" section gives --naming, --enum-name, --access, --lookup-function and --force-file-name-enum; options given here win.",
        valueName: "file"))
    var config: String?

    @Option(help: "Where the program finds its tables: embedded in the generated file, or in the target's resource bundle (Bundle.module).")
    var storage: Storage = .embedded

    @Option(help: "The language whose entries type the accessors (default: the catalog's source language, else en, else Base).")
    var developmentLanguage: String?

    @Option(help: "Copy each input file to this folder at its resource path (Localizable.xcstrings, de.lproj/Settings.strings), rewriting only changed files: the build plugin's resource outputs for --storage bundle.")
    var resources: String?

    @Option(help: "Spread the accessors over this many files, OUTPUT-1.swift … OUTPUT-N.swift next to the output (by a hash of each key), and the embedded text into OUTPUT-files.swift: compiled in parallel, and an edit rewrites only the files it changes.")
    var parts: Int = 1

    @Option(help: "A folder where a run keeps what it found (the build plugin's work folder): the next run compiles and checks only the catalog entries that changed, writes no Swift when the code would be the same, and otherwise takes the unchanged keys' accessors from it. Only with --storage bundle; ignored with --lint or --development-language.")
    var cache: String?

    @Option(name: .customLong("naming"), help: ArgumentHelp(
        "How keys become Swift names: stringsdict (the default, this package's: settings.title → settingsTitle), swiftgen-structured (SwiftGen's structured-swift5: L10n.Settings.title) or swiftgen-flat (SwiftGen's flat-swift5: L10n.settingsTitle).",
        valueName: "naming"))
    var namingOption: Naming?
    var naming: Naming { namingOption ?? .stringsdict }

    @Option(help: "With a SwiftGen naming: SwiftGen's lookupFunction, a function (key, table, fallback) -> String that gives each format.")
    var lookupFunction: String?

    @Flag(help: "With a SwiftGen naming: an enum per table even for one table (SwiftGen's forceFileNameEnum).")
    var forceFileNameEnum = false

    @Flag(help: "Run every lint rule (plural categories, missing keys, …) too, not only the checks the accessors need.")
    var lint = false

    @Option(help: "A lint rule id whose findings to drop; repeat it for several rules.")
    var ignore: [String] = []

    @Option(help: ArgumentHelp(
        "How many warnings to list before only counting them (default 20, or the configuration's generate.maximumWarnings); errors are always listed.",
        valueName: "count"))
    var maxWarnings: Int?

    /// The rule policy: the configuration file's `lint` section (``Configuration``), with
    /// `--ignore` and `--development-language` on top. ``configured()`` has checked the file.
    var policy: LintConfiguration {
        guard let config, let file = try? Configuration.read(contentsOf: config) else {
            return LintConfiguration(baseLanguage: developmentLanguage, ignoredRules: Set(ignore))
        }
        return file.lintConfiguration(base: developmentLanguage, ignore: ignore, maximumLengthRatio: nil)
    }

    mutating func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give at least one file or folder of localizations.") }
        guard (1...64).contains(parts) else { throw ValidationError("--parts must be from 1 to 64.") }
        guard output.hasSuffix(".swift") else { throw ValidationError("--output must name a .swift file.") }
        if let problem = problem { throw ValidationError(problem) }
    }

    /// What is wrong with the naming options as they stand (the command line's, then with the
    /// configuration file's), if anything.
    var problem: String? {
        if naming != .stringsdict, parts != 1 { return "--parts works with --naming stringsdict only: SwiftGen's accessors are one file." }
        if naming == .stringsdict, lookupFunction != nil || forceFileNameEnum {
            return "--lookup-function and --force-file-name-enum (lookupFunction, forceFileNameEnum) are SwiftGen's options: add --naming swiftgen-structured or swiftgen-flat."
        }
        if let lookupFunction, !Self.isFunctionReference(lookupFunction) {
            return "--lookup-function must name a Swift function, like localizedFormat, Strings.lookup or lookup(forKey:table:fallback:)."
        }
        guard SwiftName.declared(enumName) == enumName, enumName.unicodeScalars.first?.properties.isXIDStart == true,
              enumName.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue })
        else {
            return "--enum-name (enumName) must be a Swift identifier that is not a keyword, like L10n."
        }
        return nil
    }

    /// The configuration file's values filling what the command line leaves out; nil (with the
    /// error printed) when the file cannot be read or its values do not fit.
    func configured() -> GenerateCommand? {
        var command = self
        guard let config = Configuration.located(config) else { return command }
        command.config = config
        let settings: Configuration.Generate
        do {
            settings = try Configuration.read(contentsOf: config).generate
        } catch {
            Diagnostics.printError(error)
            return nil
        }
        if command.maxWarnings == nil { command.maxWarnings = settings.maximumWarnings }
        if command.namingOption == nil, let value = settings.naming { command.namingOption = Naming(rawValue: value) }
        if command.enumNameOption == nil { command.enumNameOption = settings.enumName }
        if command.accessOption == nil, let value = settings.access { command.accessOption = Access(rawValue: value) }
        if command.lookupFunction == nil { command.lookupFunction = settings.lookupFunction }
        if let flag = settings.forceFileNameEnum, !command.forceFileNameEnum { command.forceFileNameEnum = flag }
        if let problem = command.problem {
            printToStandardError(Diagnostics.located(SourceLocation(file: config, line: 1, column: 1), .error, "with this configuration: \(problem)"))
            return nil
        }
        return command
    }

    /// `name`, `Type.name` or `name(label:label:label:)`: a function SwiftGen's `lookupFunction` may name.
    static func isFunctionReference(_ text: String) -> Bool {
        var rest = Substring(text)
        var labels: Substring = ""
        if let open = rest.firstIndex(of: "("), rest.hasSuffix(")") {
            labels = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            rest = rest[..<open]
        }
        func isIdentifier(_ part: Substring) -> Bool {
            guard let first = part.unicodeScalars.first, first.properties.isXIDStart || first == "_" else { return false }
            return part.unicodeScalars.allSatisfy { $0.properties.isXIDContinue }
        }
        guard !rest.isEmpty, rest.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier) else { return false }
        guard !labels.isEmpty else { return true }
        guard labels.hasSuffix(":") else { return false }
        return labels.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy { $0 == "_" || isIdentifier($0) }
    }

    func run() throws {
        guard let command = configured() else { throw ExitCode(ExitStatus.failure) }
        let status = try command.generate()
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// The path of accessor file `number` for `output`: `L10n.swift` → `L10n-1.swift`.
    static func partPath(_ output: String, _ number: Int) -> String {
        String(output.dropLast(".swift".count)) + "-\(number).swift"
    }

    /// Checks, generates and writes; returns the exit status (0 written or unchanged, 1 errors).
    ///
    /// The generator's own checks (files that do not parse, entries that do not compile,
    /// arguments that disagree) run on every call and cost nothing extra; the linter runs with
    /// `--lint`, or when those checks find an error, for its precise positions in catalogs.
    func generate() throws -> Int32 {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw CLIError("no such file or folder: \(Diagnostics.echo(path))")
        }
        let cachePath = cache.flatMap { folder -> String? in
            guard storage == .bundle, !lint, developmentLanguage == nil, naming == .stringsdict else { return nil }
            return (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/generate.cache"
        }
        if let cachePath, let status = try generateWithCache(cachePath) { return status }
        // SwiftGen reads a bare Localizable.strings as the development language's: so do its namings.
        let sources = naming == .stringsdict ? LocalizationSources(paths: paths)
            : LocalizationSources(paths: paths, unplacedLanguage: developmentLanguage ?? "en")
        return try generate(sources: sources, generated: nil, cache: nil)
    }

    var options: AccessorGenerator.Options {
        AccessorGenerator.Options(
            enumName: enumName, access: access.rawValue, developmentLanguage: developmentLanguage,
            storage: storage == .embedded ? .embedded : .bundle, parts: parts,
            naming: naming.generator, lookupFunction: lookupFunction, forceFileNameEnum: forceFileNameEnum)
    }

    /// The Swift files a run writes.
    var swiftOutputs: [String] {
        parts == 1 ? [output] : [output] + (1...parts).map { Self.partPath(output, $0) }
    }

    /// A hash of what the generated code depends on besides the files: the options, and this
    /// executable (its size and date: a rebuilt generator may write other code). Nil when the
    /// executable cannot be found: then no cache is used.
    var salt: UInt64? {
        var hash = StableHash()
        for text in [enumName, access.rawValue, storage.rawValue, String(parts), output, StringsdictVersion.current, naming.rawValue,
                     lookupFunction ?? "", String(forceFileNameEnum)] { hash.combine(text) }
        guard let executable = CommandLine.arguments.first,
              let attributes = try? FileManager.default.attributesOfItem(atPath: executable),
              let size = attributes[.size] as? Int, let date = attributes[.modificationDate] as? Date
        else { return nil }
        hash.combine(UInt64(size))
        hash.combine(UInt64(bitPattern: Int64(date.timeIntervalSince1970 * 1_000_000)))
        return hash.value
    }

    /// The run with a cache: only the catalog entries the cache does not hold are compiled in
    /// every language and checked. When the generated code would be the same (same signature,
    /// files present) nothing is generated; otherwise the changed entries' accessors are
    /// generated and the others' taken from the cache, or, when it cannot give them all, the
    /// accessors are generated from the source language's full table. Any error: nil, and the
    /// caller runs again without the cache (the full checks and the linter's exact positions).
    func generateWithCache(_ cachePath: String) throws -> Int32? {
        guard let salt else { return nil }
        let cache = GenerationCache(contentsOf: cachePath)
        let outputsExist = swiftOutputs.allSatisfy { FileManager.default.fileExists(atPath: $0) }
        var sources = LocalizationSources(paths: paths, cache: cache, salt: salt, outputsExist: outputsExist, reuseBlocks: true)
        guard sources.problems.isEmpty, !sources.files.isEmpty else { return nil }
        guard sources.codeUnchanged else {
            var generated: AccessorGenerator.Output?
            if sources.reusableBlocks != nil {
                generated = AccessorGenerator(options: options).generateReusingBlocks(sources)
                if generated == nil {
                    sources = LocalizationSources(paths: paths, cache: cache, salt: salt, outputsExist: outputsExist)
                    guard sources.problems.isEmpty, !sources.files.isEmpty else { return nil }
                }
            }
            let status = try generate(sources: sources, generated: generated, cache: (cachePath, salt), fallbackOnError: true)
            return status == ExitStatus.success ? ExitStatus.success : nil
        }
        let findings = AccessorGenerator(options: options).check(sources)
        let shown = policy.apply(to: findings.map(\.diagnostic))
        guard !shown.contains(where: { $0.severity == .error }) else { return nil }
        printFindings(shown)
        try copyResources(sources)
        // The code is the same, so are the accessors of the entries still kept.
        try? updateCache(cachePath, salt: salt, sources: sources, findings: findings, blocks: cache.blocks)
        return ExitStatus.success
    }

    /// Keeps the fingerprints and accessors of the entries without findings, and the code's
    /// signature unless a finding is about no single entry (a renamed key: shown again only when
    /// generating).
    func updateCache(_ path: String, salt: UInt64, sources: LocalizationSources, findings: [CodegenDiagnostic], blocks: [String: [String: GenerationCache.Block]]) throws {
        let signature = findings.contains { $0.entry == nil } ? nil : sources.signature
        var cache = GenerationCache(signature: signature, entries: sources.fingerprints, heads: sources.heads, salt: salt)
        for finding in findings {
            guard let entry = finding.entry else { continue }
            cache.entries[entry.table]?[entry.key] = nil
        }
        for (table, entries) in cache.entries {
            guard let generated = blocks[table] else { continue }
            var kept: [String: GenerationCache.Block] = [:]
            kept.reserveCapacity(entries.count)
            for key in entries.keys {
                if let block = generated[key] { kept[key] = block }
            }
            cache.blocks[table] = kept
        }
        try cache.write(to: path)
    }

    func copyResources(_ sources: LocalizationSources) throws {
        if let resources {
            let folder = resources.hasSuffix("/") ? String(resources.dropLast()) : resources
            for file in sources.files {
                guard let bytes = sources.bytes[file.resourcePath] else { continue }
                if try GeneratedFile.write(bytes: bytes, to: folder + "/" + file.resourcePath) { print(folder + "/" + file.resourcePath) }
            }
        }
    }

    /// Checks and writes the code for `sources` (`generated`: already generated from them), and
    /// with `cache` keeps what passed for the next run.
    func generate(sources: LocalizationSources, generated: AccessorGenerator.Output?, cache: (path: String, salt: UInt64)?, fallbackOnError: Bool = false) throws -> Int32 {
        if sources.tables.isEmpty, sources.catalogKeys.isEmpty, sources.problems.isEmpty {
            throw CLIError("no .strings, .stringsdict or .xcstrings file in \(paths.map(Diagnostics.echo).joined(separator: ", ")): nothing to generate accessors for")
        }
        let generated = generated ?? AccessorGenerator(options: options).generate(sources)
        let findings = sources.problems + generated.diagnostics
        var shown = policy.apply(to: located(findings.map(\.diagnostic)))
        if fallbackOnError, shown.contains(where: { $0.severity == .error }) { return ExitStatus.findings }
        var ioErrors = 0
        if lint {
            // Every lint rule too: the generator's checks are the linter's, so a finding both
            // make is listed once.
            let report = try Linter(configuration: policy).lint(paths: paths)
            for error in report.ioErrors { Diagnostics.printError(error) }
            ioErrors = report.ioErrors.count
            shown += report.diagnostics
        }
        if !printFindings(shown) || ioErrors > 0 { return ExitStatus.findings }
        do {
            // What a run wrote, on standard output; a file that would be the same is not rewritten
            // (nor listed).
            if try GeneratedFile.write(generated.code, to: output) { print(output) }
            for (index, part) in generated.parts.enumerated() where try GeneratedFile.write(part, to: Self.partPath(output, index + 1)) {
                print(Self.partPath(output, index + 1))
            }
            try copyResources(sources)
            if let files = generated.files {
                let path = String(output.dropLast(".swift".count)) + "-files.swift"
                if try GeneratedFile.write(files, to: path) { print(path) }
            }
        } catch {
            throw error
        }
        if let cache {
            // A cache that cannot be written only costs the next run its shortcut.
            try? updateCache(cache.path, salt: cache.salt, sources: sources, findings: findings, blocks: generated.blocks)
        }
        return ExitStatus.success
    }
}
