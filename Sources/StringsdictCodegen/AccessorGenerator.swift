import Stringsdict

/// Writes the Swift file of typed accessors for a target's localizations.
///
/// ```swift
/// let sources = LocalizationSources(paths: ["Sources/App/Resources"])
/// let output = AccessorGenerator(options: .init()).generate(sources)
/// // output.code: `enum L10n { static func filesCount(_ a1: Int, …) -> String … }`
/// ```
///
/// - One enum (``Options/enumName``, default `L10n`) holds the `Localizable` table's accessors,
///   and one nested enum per other table (`L10n.Settings`). Names follow ``SwiftName``.
/// - An entry without arguments is `static var name: String`, one declaration per key (the
///   compiler's time grows with their number); one with arguments is
///   `static func name(_ a1: Int, …, localizations: Localizations? = nil) -> String` (nil:
///   `L10n.localizations`),
///   one parameter per argument slot in slot order, typed by what reads the slot (``swiftType(for:)``),
///   across nested variables, several plural variables, and every width and device variant.
/// - The argument types come from the development language's entry (else the first language
///   that has the key); each accessor's doc comment has the translator's comment and that text.
/// - `L10n.localizations` is a task-local value: `L10n.$localizations.withValue(view) { L10n.title }`
///   reads another view through the same accessors, with no second accessor per key.
/// - With ``Options/Storage/embedded`` the files' content is in the generated file and
///   `L10n.localizations` reads it when first used; with ``Options/Storage/bundle`` it opens
///   `Bundle.module`.
public struct AccessorGenerator: Sendable {
    public struct Options: Hashable, Sendable {
        /// Where the program finds its tables at run time.
        public enum Storage: String, Hashable, Sendable, CaseIterable {
            /// In the generated file (the files' text as string literals).
            case embedded
            /// In the target's resource bundle (`Bundle.module`).
            case bundle
        }

        /// The enum's name (`L10n`).
        public var enumName: String
        /// `internal` or `public`.
        public var access: String
        /// The language whose text types the accessors; nil: the catalog's source language, else
        /// `en` when present, else `Base`, else the first.
        public var developmentLanguage: String?
        public var storage: Storage
        /// How many files the accessors are spread over (by a hash of each key): the compiler
        /// builds them in parallel, and an edit rewrites only the files whose keys changed.
        public var parts: Int

        /// How keys become Swift names, and the shape of the accessors.
        public enum Naming: String, Hashable, Sendable, CaseIterable {
            /// This package's: one enum per table, every key a member named in lower camel case
            /// (`settings.title` → `settingsTitle`), `static var`/`static func` with a
            /// `localizations:` parameter.
            case stringsdict
            /// SwiftGen's `structured-swift5`: keys split at `.` into nested enums
            /// (`L10n.Settings.title`), SwiftGen's names and parameter types (``SwiftGenNaming``).
            case swiftgenStructured = "swiftgen-structured"
            /// SwiftGen's `flat-swift5`: every key a member of its table's enum, SwiftGen's names.
            case swiftgenFlat = "swiftgen-flat"
        }

        public var naming: Naming
        /// SwiftGen's `lookupFunction`: the name of a function `(key, table, fallback) -> String`
        /// that gives each format (the accessors become `static var`s); nil: the tables.
        public var lookupFunction: String?
        /// SwiftGen's `forceFileNameEnum`: an enum per table even with one table.
        public var forceFileNameEnum: Bool

        public init(enumName: String = "L10n", access: String = "internal", developmentLanguage: String? = nil, storage: Storage = .embedded, parts: Int = 1,
                    naming: Naming = .stringsdict, lookupFunction: String? = nil, forceFileNameEnum: Bool = false) {
            self.enumName = enumName
            self.access = access
            self.developmentLanguage = developmentLanguage
            self.storage = storage
            self.parts = parts
            self.naming = naming
            self.lookupFunction = lookupFunction
            self.forceFileNameEnum = forceFileNameEnum
        }
    }

    /// The generated code and what the generator found.
    public struct Output: Sendable {
        /// The file with the enum (and, with one part, every accessor).
        public var code: String
        /// With ``Options/parts`` above 1: the accessor files, `extension L10n { … }`.
        public var parts: [String]
        /// With ``Options/parts`` above 1 and embedded storage: the file holding `embeddedFiles`.
        public var files: String?
        public var diagnostics: [CodegenDiagnostic]
        /// Table → key → the accessor generated (or reused) for it, for a ``GenerationCache``.
        public var blocks: [String: [String: GenerationCache.Block]] = [:]
    }

    public let options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The Swift type of an argument of `kind`: signed integers → `Int`, unsigned → `UInt`,
    /// floating → `Double`, `%@` and strings → `String`, `%c` and `%C` → `Character`, `%p` →
    /// `UInt`. Each is passed as its ``FormatArgumentConvertible/formatArgument`` (which type-checks
    /// faster than a conversion: 5,000 accessors are a lot of expressions).
    public static func swiftType(for kind: ArgumentKind) -> String {
        switch kind {
        case .signedInteger, .variable: "Int"
        case .unsignedInteger, .pointer: "UInt"
        case .double: "Double"
        case .character, .utf16Unit: "Character"
        case .cString, .utf16String, .object: "String"
        }
    }

    /// The argument kinds a message needs, slot by slot (index = slot − 1; nil: no reader), over
    /// every width and device variant. A plural variable whose value type is `@` (or absent)
    /// takes an `Int`: it chooses by number.
    public static func argumentKinds(of message: LocalizedMessage) -> [ArgumentKind?] {
        switch message.kind {
        case .text(_, let format):
            return (try? format.get().slotKinds) ?? []
        case .plural(let entry):
            var kinds = entry.slotKinds
            for variable in entry.variables where variable.valueType.kind == .object && variable.slot >= 1 && variable.slot <= kinds.count {
                kinds[variable.slot - 1] = .signedInteger
            }
            return kinds
        case .widths(let variants):
            return merged(variants.map { argumentKinds(of: $0.message) })
        case .devices(let variants):
            return merged(variants.map { argumentKinds(of: $0.message) })
        case .invalid:
            return []
        }
    }

    private static func merged(_ lists: [[ArgumentKind?]]) -> [ArgumentKind?] {
        var result: [ArgumentKind?] = Array(repeating: nil, count: lists.map(\.count).max() ?? 0)
        for list in lists {
            for (index, kind) in list.enumerated() where result[index] == nil { result[index] = kind }
        }
        return result
    }

    // MARK: generating

    /// The development language for `sources` (see ``Options/developmentLanguage``).
    public func developmentLanguage(of sources: LocalizationSources) -> String {
        if let language = options.developmentLanguage { return language }
        if let language = sources.catalogSourceLanguage { return language }
        let languages = sources.localizations
        if languages.contains("en") { return "en" }
        if languages.contains("Base") { return "Base" }
        return languages.first ?? "en"
    }

    public func generate(_ sources: LocalizationSources) -> Output {
        if options.naming != .stringsdict { return generateSwiftGen(sources) }
        if let output = generate(sources, reusing: sources.reusableBlocks) { return output }
        // Only sources read with `reuseBlocks` get here (see generateReusingBlocks(_:)).
        return Output(code: "", parts: [], files: nil, diagnostics: [CodegenDiagnostic(
            .error, "an accessor the cache was to give is missing; run again without the cache",
            at: SourceLocation(file: sources.files.first?.path ?? "", line: 1, column: 1))])
    }

    /// The code for sources read with `reuseBlocks` (``LocalizationSources/reusableBlocks``):
    /// the accessors of the changed entries generated, the others taken from the cache, the
    /// same code ``generate(_:)`` writes from a full read. Nil when the cache cannot give it (a
    /// key's name changed because of a new clash, a table is renamed): then read the sources
    /// without `reuseBlocks`.
    public func generateReusingBlocks(_ sources: LocalizationSources) -> Output? {
        if options.naming != .stringsdict { return nil }
        return generate(sources, reusing: sources.reusableBlocks)
    }

    private func generate(_ sources: LocalizationSources, reusing reusable: [String: [String: GenerationCache.Block]]?) -> Output? {
        var diagnostics: [CodegenDiagnostic] = []
        let development = developmentLanguage(of: sources)
        let access = options.access
        let root = options.enumName
        var lines: [String] = []
        lines.append("// Generated by `stringsdict generate` from \(sources.files.map(\.resourcePath).joined(separator: ", ")).")
        lines.append("// Do not edit: edit the localization files, and the build writes this file again.")
        lines.append("")
        if options.storage == .bundle { lines.append("import Foundation") }
        lines.append("import Stringsdict")
        lines.append("")
        lines.append("/// The localized strings of this target, one accessor per key (see the README of swift-stringsdict).")
        lines.append("\(access) enum \(root) {")
        lines.append("    /// The target's tables, negotiated for the process's preferred languages (`LANGUAGE`, `LC_ALL`,")
        lines.append("    /// `LC_MESSAGES`, `LANG`). `try \(root).localizations.preferring([LocaleIdentifier(\"ru\")])` is another view;")
        lines.append("    /// `\(root).$localizations.withValue(view) { … }` makes every accessor read `view` inside the closure.")
        let languageLiteral = SwiftLiteral.string(development == "Base" ? "en" : development)
        switch options.storage {
        case .embedded:
            lines.append("    @TaskLocal \(access) static var localizations = Localizations(")
            lines.append("        embedded: embeddedFiles, developmentLanguage: (try? LocaleIdentifier(\(languageLiteral))) ?? .english,")
            lines.append("        onMissingKey: Localizations.reportToStandardError)")
        case .bundle:
            lines.append("    @TaskLocal \(access) static var localizations: Localizations = {")
            lines.append("        do {")
            lines.append("            return try Localizations(")
            lines.append("                bundle: .module, developmentLanguage: (try? LocaleIdentifier(\(languageLiteral))) ?? .english,")
            lines.append("                onMissingKey: Localizations.reportToStandardError)")
            lines.append("        } catch {")
            lines.append("            FileHandle.standardError.write(Data(\"stringsdict: \\(error)\\n\".utf8))")
            lines.append("            return Localizations(embedded: [], onMissingKey: Localizations.reportToStandardError)")
            lines.append("        }")
            lines.append("    }()")
        }

        let tableNames = reusable == nil ? sources.tables.keys.sorted() : Set(sources.tables.keys).union(sources.catalogKeys.keys).sorted()
        let nested = tableNames.filter { $0 != "Localizable" }
        let rootReserved: Set<String> = ["localizations", "embeddedFiles"]
        let (enumNames, enumRenames) = SwiftName.assign(nested, reserved: rootReserved, makeName: SwiftName.upperCamelCase)
        // A renamed table's warning names its first file, which a partial read may not know.
        if reusable != nil, !enumRenames.isEmpty { return nil }
        for rename in enumRenames {
            diagnostics.append(CodegenDiagnostic(
                .warning, "table '\(rename.key)' is named \(root).\(rename.given): \(rename.wanted) is taken; rename the table to choose",
                at: SourceLocation(file: firstFile(of: rename.key, in: sources), line: 1, column: 1), rule: .nameClash))
        }
        // Each table's enum (nil: the root) and its accessor blocks.
        var tables: [(table: String, enumName: String?, blocks: [(key: String, block: GenerationCache.Block)])] = []
        if tableNames.contains("Localizable") {
            guard let blocks = accessors(
                table: "Localizable", reserved: rootReserved.union(enumNames.values), sources: sources, development: development,
                reusing: reusable.map { $0["Localizable"] ?? [:] }, diagnostics: &diagnostics)
            else { return nil }
            tables.append(("Localizable", nil, blocks))
        }
        for table in nested {
            guard let blocks = accessors(
                table: table, reserved: [], sources: sources, development: development,
                reusing: reusable.map { $0[table] ?? [:] }, diagnostics: &diagnostics)
            else { return nil }
            tables.append((table, enumNames[table] ?? SwiftName.upperCamelCase(table), blocks))
        }
        func append(_ blocks: [(key: String, block: GenerationCache.Block)], indent: String, to lines: inout [String]) {
            for block in blocks {
                if lines.last?.hasSuffix("{") == false { lines.append("") }
                lines.append(block.block.text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n"))
            }
        }
        let parts = max(options.parts, 1)
        var partFiles: [String] = []
        if parts == 1 {
            for entry in tables {
                if let name = entry.enumName {
                    lines.append("")
                    lines.append("    /// The table \(SwiftLiteral.comment(entry.table)).")
                    lines.append("    \(access) enum \(name) {")
                    append(entry.blocks, indent: "        ", to: &lines)
                    lines.append("    }")
                } else {
                    append(entry.blocks, indent: "    ", to: &lines)
                }
            }
        } else {
            for entry in tables {
                guard let name = entry.enumName else { continue }
                lines.append("")
                lines.append("    /// The table \(SwiftLiteral.comment(entry.table)).")
                lines.append("    \(access) enum \(name) {}")
            }
            // Each table's blocks by part (each key's part worked out once).
            let byPart = tables.map { entry in
                var groups = [[(key: String, block: GenerationCache.Block)]](repeating: [], count: parts)
                for block in entry.blocks { groups[Self.part(of: block.key, table: entry.table, parts: parts)].append(block) }
                return groups
            }
            for part in 0..<parts {
                var partLines = [
                    "// Generated by `stringsdict generate`: accessors, part \(part + 1) of \(parts). Do not edit.", "",
                    "import Stringsdict",
                ]
                for (index, entry) in tables.enumerated() {
                    let blocks = byPart[index][part]
                    guard !blocks.isEmpty else { continue }
                    partLines.append("")
                    partLines.append("extension \(root)\(entry.enumName.map { "." + $0 } ?? "") {")
                    append(blocks, indent: "    ", to: &partLines)
                    partLines.append("}")
                }
                partFiles.append(partLines.joined(separator: "\n") + "\n")
            }
        }

        var filesCode: String?
        if options.storage == .embedded {
            var fileLines: [String] = []
            fileLines.append("    /// The localization files, embedded: `localizations` reads them when first used. A computed")
            fileLines.append("    /// property, so a changed translation changes no declaration the accessors depend on.")
            fileLines.append("    \(access) static var embeddedFiles: [EmbeddedFile] {")
            fileLines.append("        [")
            fileLines += Self.embeddedFileEntries(sources).map { "            " + $0 }
            fileLines.append("        ]")
            fileLines.append("    }")
            if parts == 1 {
                lines.append("")
                lines += fileLines
            } else {
                // In parts, the text has a file of its own: a translation edit rewrites only it.
                let header = [
                    "// Generated by `stringsdict generate`: the embedded localization files. Do not edit.", "",
                    "import Stringsdict", "", "extension \(root) {",
                ]
                filesCode = (header + fileLines + ["}"]).joined(separator: "\n") + "\n"
            }
        }
        lines.append("}")
        var blocks: [String: [String: GenerationCache.Block]] = [:]
        for entry in tables {
            var table: [String: GenerationCache.Block] = [:]
            table.reserveCapacity(entry.blocks.count)
            for block in entry.blocks { table[block.key] = block.block }
            blocks[entry.table] = table
        }
        return Output(code: lines.joined(separator: "\n") + "\n", parts: partFiles, files: filesCode, diagnostics: diagnostics, blocks: blocks)
    }

    /// `EmbeddedFile(path: …, text: …),` for each file of `sources` (base64 when it is not UTF-8
    /// text), the entries of the generated `embeddedFiles`.
    static func embeddedFileEntries(_ sources: LocalizationSources) -> [String] {
        sources.files.compactMap { file in
            guard let bytes = sources.bytes[file.resourcePath] else { return nil }
            let path = SwiftLiteral.string(file.resourcePath)
            if let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) {
                return "EmbeddedFile(path: \(path), text: \(SwiftLiteral.string(text))),"
            }
            return "EmbeddedFile(path: \(path), base64: \(SwiftLiteral.string(SwiftLiteral.base64(bytes)))),"
        }
    }

    private func firstFile(of table: String, in sources: LocalizationSources) -> String {
        sources.tables[table]?.values.compactMap(\.files.first).sorted().first ?? table
    }

    /// The accessors of one table, each a block (doc comment and declarations) not yet
    /// indented, in key order. With `reusable`, the keys the tables do not hold (their entries
    /// did not change) take their cached block; nil when one is missing or a key's name changed.
    private func accessors(
        table: String, reserved: Set<String>, sources: LocalizationSources, development: String,
        reusing reusable: [String: GenerationCache.Block]?, diagnostics: inout [CodegenDiagnostic]
    ) -> [(key: String, block: GenerationCache.Block)]? {
        var blocks: [(key: String, block: GenerationCache.Block)] = []
        let languages = sources.tables[table] ?? [:]
        let order = [development, "Base"] + languages.keys.sorted()
        var keys = reusable == nil ? Set<String>() : sources.catalogKeys[table] ?? []
        for table in languages.values { keys.formUnion(table.messages.keys) }
        let (names, renames) = SwiftName.assign(Array(keys), reserved: reserved, makeName: SwiftName.lowerCamelCase)
        // A rename's warning points at the key's entry, which a partial read may not hold.
        if reusable != nil, !renames.isEmpty { return nil }
        for rename in renames {
            let location = order.lazy.compactMap { languages[$0]?[rename.key]?.location }.first
                ?? SourceLocation(file: firstFile(of: table, in: sources), line: 1, column: 1)
            diagnostics.append(CodegenDiagnostic(
                .warning, "key '\(rename.key)' is named \(rename.given): \(rename.wanted) is taken by another key or name; rename a key to choose",
                at: location, rule: .nameClash))
        }
        let tableArgument = table == "Localizable" ? "" : ", table: \(SwiftLiteral.string(table))"
        for key in SwiftName.utf8Sorted(keys) {
            guard let name = names[key] else { continue }
            guard let (language, message) = order.lazy.compactMap({ language in languages[language]?[key].map { (language, $0) } }).first
            else {
                guard let reusable else { continue }
                guard let block = reusable[key], block.name == name else { return nil }
                blocks.append((key, block))
                continue
            }
            var lines: [String] = []
            // The translator's comment: the development language's, else Base's, else the first.
            let comments = sources.comments[table]?[key] ?? [:]
            if let comment = order.lazy.compactMap({ comments[$0] }).first {
                for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append("/// \(SwiftLiteral.comment(String(line)))")
                }
                lines.append("///")
            }
            for line in Self.describe(message, language: language) {
                lines.append("/// \(line)")
            }
            if case .invalid(let error) = message.kind {
                lines.append("///")
                lines.append("/// - Note: does not compile (\(SwiftLiteral.comment(error.message))): returns the key.")
            }
            let checked = Self.check(key: key, table: table, reference: language, in: languages)
            diagnostics += checked.findings
            // Used with arguments, the accessor takes the reference's; when its text does not
            // parse (an error, unless the configuration lowers it), the other languages'.
            let kinds = !checked.usesArguments ? []
                : checked.referenceIsKnown ? Self.argumentKinds(of: message) : checked.arguments ?? []
            let keyLiteral = SwiftLiteral.string(key)
            if kinds.allSatisfy({ $0 == nil }) {
                let arguments = kinds.isEmpty ? "" : ", arguments: [" + kinds.map { _ in ".int(0)" }.joined(separator: ", ") + "]"
                lines.append("\(options.access) static var \(name): String {")
                lines.append("    \(options.enumName).localizations.localized(\(keyLiteral)\(tableArgument)\(arguments))")
                lines.append("}")
            } else {
                var parameters: [String] = []
                var values: [String] = []
                for (index, kind) in kinds.enumerated() {
                    guard let kind else {
                        values.append(".int(0)")
                        continue
                    }
                    parameters.append("_ a\(index + 1): \(Self.swiftType(for: kind))")
                    values.append("a\(index + 1).formatArgument")
                }
                // `nil` rather than `= L10n.localizations` as the default: the compiler type-checks
                // and emits a default-argument expression per function whenever it emits the
                // module (each edit of the target); a literal `nil` costs it much less.
                parameters.append("localizations: Localizations? = nil")
                lines.append("\(options.access) static func \(name)(\(parameters.joined(separator: ", "))) -> String {")
                lines.append("    (localizations ?? \(options.enumName).localizations).localized(\(keyLiteral)\(tableArgument), arguments: [\(values.joined(separator: ", "))])")
                lines.append("}")
            }
            blocks.append((key, GenerationCache.Block(name: name, text: lines.joined(separator: "\n"))))
        }
        return blocks
    }

    /// The checks ``generate(_:)`` makes, on the keys `sources` compiled in every language
    /// (``LocalizationSources/compiledKeys``; every key when it is nil), without writing code:
    /// what a run needs when the generated code is unchanged and only translations changed.
    public func check(_ sources: LocalizationSources) -> [CodegenDiagnostic] {
        var diagnostics: [CodegenDiagnostic] = []
        let development = developmentLanguage(of: sources)
        for table in sources.tables.keys.sorted() {
            let languages = sources.tables[table] ?? [:]
            let order = [development, "Base"] + languages.keys.sorted()
            let keys: [String]
            if let compiled = sources.compiledKeys?[table] {
                keys = compiled.sorted()
            } else {
                var all = Set<String>()
                for table in languages.values { all.formUnion(table.keys) }
                keys = all.sorted()
            }
            for key in keys {
                guard let language = order.first(where: { languages[$0]?[key] != nil }) else { continue }
                diagnostics += Self.check(key: key, table: table, reference: language, in: languages).findings
            }
        }
        return diagnostics
    }

    /// The part (0..<parts) a key's accessor goes to: FNV-1a of the table and key, so adding or
    /// changing a key rewrites one part only.
    static func part(of key: String, table: String, parts: Int) -> Int {
        var hash = StableHash()
        hash.fold(table)
        hash.combine(byte: 0)
        hash.fold(key)
        return Int(hash.value % UInt64(max(parts, 1)))
    }

    /// The findings on one key across languages: an entry that does not compile (error), and
    /// ``FormatAgreement``'s findings against the `reference` language (the check lint and
    /// `catalog compile` run): a plain string is a format only where the key is used with
    /// arguments; then a translation that does not parse, reads an argument the reference does
    /// not or with an incompatible type is an error (the accessor cannot pass it, and the
    /// language would fall back to another at run time), one that leaves an argument out a
    /// warning. `usesArguments` says whether the accessor takes arguments.
    static func check(
        key: String, table: String, reference: String, in languages: [String: LocalizationTable]
    ) -> (findings: [CodegenDiagnostic], usesArguments: Bool, arguments: [ArgumentKind?]?, referenceIsKnown: Bool) {
        var findings: [CodegenDiagnostic] = []
        var values: [FormatAgreement.Value] = []
        for language in languages.keys.sorted() {
            guard let message = languages[language]?[key] else { continue }
            let place = message.location ?? SourceLocation(file: languages[language]?.files.first ?? table, line: 1, column: 1)
            if let error = message.error {
                // Lint's words for it: the same text at the same place (a catalog's findings name
                // their language, as lint's do).
                var diagnostic = Diagnostic(error, at: place, key: key, language: language)
                if place.file.hasSuffix(".xcstrings") { diagnostic.message = "\(language): " + diagnostic.message }
                findings.append(CodegenDiagnostic(diagnostic))
                continue
            }
            values.append(FormatAgreement.Value(language: language, reading: ArgumentReading(message), location: place))
        }
        let outcome = FormatAgreement.check(key: key, values: values, reference: reference)
        findings += outcome.diagnostics.map { CodegenDiagnostic($0) }
        let entry = CodegenDiagnostic.Entry(table: table, key: key)
        for index in findings.indices { findings[index].entry = entry }
        let referenceIsKnown = values.first { $0.language == reference }?.reading.kinds != nil
        return (findings, outcome.usesArguments, outcome.arguments, referenceIsKnown)
    }

    /// The doc-comment lines showing a message's text in `language`.
    static func describe(_ message: LocalizedMessage, language: String, depth: Int = 0) -> [String] {
        let prefix = depth == 0 ? "\(language): " : ""
        switch message.kind {
        case .text(let text, _):
            return ["\(prefix)\"\(SwiftLiteral.comment(text))\""]
        case .plural(let entry):
            var result = ["\(prefix)\"\(SwiftLiteral.comment(entry.formatKey))\""]
            for variable in entry.variables {
                let variants = variable.variants.map { "\($0.category): \"\(SwiftLiteral.comment($0.format.source, limit: 80))\"" }
                result.append("- `\(SwiftLiteral.comment(variable.name))` (argument \(variable.slot), \(variable.valueType)): " + variants.joined(separator: ", "))
            }
            return result
        case .widths(let variants):
            guard depth < 2 else { return [] }
            return ["\(prefix)width variants:"] + variants.flatMap { variant in
                describe(variant.message, language: language, depth: depth + 1).map { "- width \(variant.width): " + $0 }
            }
        case .devices(let variants):
            guard depth < 2 else { return [] }
            return ["\(prefix)device variants:"] + variants.flatMap { variant in
                describe(variant.message, language: language, depth: depth + 1).map { "- \(variant.device): " + $0 }
            }
        case .invalid:
            return ["\(prefix)(an entry that does not compile)"]
        }
    }
}

