/// Turns `.lproj` folders of `.strings` and `.stringsdict` files into String Catalogs, one per
/// table, keeping every language, comment, variable name and argument position.
///
/// How each value becomes catalog content (all units `translated`):
/// - a `.strings` value is a `stringUnit`; the comment above it in the source language's file
///   (else in any language's) becomes the key's `comment`;
/// - a `.stringsdict` entry with one integer plural variable read as argument 1, whose format is
///   just that variable (`%#@files@`), becomes plural `variations`, as Xcode writes them;
/// - any other plural entry becomes a `stringUnit` (its format, variables named as before) with
///   one substitution per variable: `argNum` its argument, `formatSpecifier` its value type, and
///   `%arg` for the specifiers of the variants that print the variable's own argument;
/// - device variants become device `variations` (a variant with several variables keeps its
///   format, with a warning);
/// - width variants, which a catalog cannot express, keep their widest variant (what a lookup
///   without a width gives), with a warning.
/// `Base.lproj` counts as the source language, for keys the source language's own folder lacks.
public enum StringCatalogMigration {
    /// Something the migration could not carry over exactly.
    public struct Warning: Sendable, Hashable, CustomStringConvertible {
        init(key: String, isLeftOut: Bool, location: SourceLocation?, message: String) {
            self.key = key
            self.isLeftOut = isLeftOut
            self.location = location
            self.message = message
        }

        /// The file, line and column of the key concerned; nil when there is no position.
        public let location: SourceLocation?
        /// The key concerned.
        public let key: String
        /// True when the key is left out of the catalog (an entry that does not compile); false
        /// when it is kept in the closest form a catalog has.
        public let isLeftOut: Bool
        /// What was changed or left out, and why.
        public let message: String

        /// `file:line:column: warning: message`.
        public var description: String {
            (location.map { "\($0): " } ?? "") + "warning: " + message
        }
    }

    /// The catalogs made, by table name, and the warnings.
    public struct Result: Sendable {
        /// The catalogs made, by table name (`Localizable`).
        public var catalogs: [String: StringCatalogDocument]
        /// What could not be carried over exactly, in file order.
        public var warnings: [Warning]
    }

    /// Migrates `paths`: folders of `.lproj` folders, `.lproj` folders, or single `.strings` and
    /// `.stringsdict` files (their language is their `.lproj` folder's, else `sourceLanguage`).
    ///
    /// - Throws: ``StringsdictError`` for a path that cannot be read or a file that does not parse.
    public static func migrate(paths: [String], sourceLanguage: String = "en") throws(StringsdictError) -> Result {
        var files: [(path: String, language: String)] = []
        for path in paths {
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
            if DirectoryListing.isDirectory(trimmed) {
                if name.hasSuffix(".lproj") {
                    for file in try DirectoryListing.files(in: trimmed) { files.append((trimmed + "/" + file, language(ofFolder: name, source: sourceLanguage))) }
                } else {
                    for folder in try DirectoryListing.files(in: trimmed) where folder.hasSuffix(".lproj") {
                        for file in try DirectoryListing.files(in: trimmed + "/" + folder) {
                            files.append((trimmed + "/" + folder + "/" + file, language(ofFolder: folder, source: sourceLanguage)))
                        }
                    }
                }
            } else {
                let components = trimmed.split(separator: "/")
                let folder = components.count >= 2 ? String(components[components.count - 2]) : ""
                files.append((trimmed, folder.hasSuffix(".lproj") ? language(ofFolder: folder, source: sourceLanguage) : sourceLanguage))
            }
        }
        var migration = Migration(sourceLanguage: sourceLanguage)
        // Base first, so the source language's own folder overrides it.
        let ordered = files.filter { $0.path.contains("/Base.lproj/") } + files.filter { !$0.path.contains("/Base.lproj/") }
        for file in ordered {
            let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
            if fileName.hasSuffix(".strings") {
                try migration.addStrings(file.path, table: String(fileName.dropLast(".strings".count)), language: file.language)
            } else if fileName.hasSuffix(".stringsdict") {
                try migration.addStringsdict(file.path, table: String(fileName.dropLast(".stringsdict".count)), language: file.language)
            }
        }
        return Result(catalogs: migration.catalogs, warnings: migration.warnings)
    }

    private static func language(ofFolder folder: String, source: String) -> String {
        let name = String(folder.dropLast(".lproj".count))
        return name == "Base" ? source : name
    }

    private struct Migration {
        let sourceLanguage: String
        var catalogs: [String: StringCatalogDocument] = [:]
        var warnings: [Warning] = []
        /// Whether a key's comment comes from the source language (it then wins).
        var commentFromSource: Set<[String]> = []

        /// Sets `key`'s value in `language`, changing the catalog where it stands: copying the
        /// catalog out of `catalogs` and back would copy its whole `strings` per key (quadratic).
        mutating func set(_ localization: StringCatalogDocument.Localization, key: String, table: String, language: String) {
            Self.change(&catalogs[table, default: StringCatalogDocument(sourceLanguage: sourceLanguage)].strings[key, default: StringCatalogDocument.Entry()]) { entry in
                if entry.localizations == nil { entry.localizations = [:] }
                entry.localizations?[language] = localization
            }
        }

        /// Calls `body` on `entry` in place (the dictionaries' `default:` subscripts yield it
        /// without a copy).
        static func change(_ entry: inout StringCatalogDocument.Entry, _ body: (inout StringCatalogDocument.Entry) -> Void) {
            body(&entry)
        }

        mutating func addStrings(_ path: String, table: String, language: String) throws(StringsdictError) {
            let file = try StringsFileReader.read(contentsOf: path)
            var seen = Set<String>()
            for item in file.entries where seen.insert(item.key).inserted {
                guard let used = file[item.key] else { continue }
                set(.init(stringUnit: .init(state: "translated", value: used.value)), key: item.key, table: table, language: language)
                if let comment = used.comment, !comment.isEmpty {
                    let id = [table, item.key]
                    let fromSource = language == sourceLanguage
                    if fromSource || !commentFromSource.contains(id) {
                        // In place, as in set(_:key:table:language:).
                        Self.change(&catalogs[table, default: StringCatalogDocument(sourceLanguage: sourceLanguage)].strings[item.key, default: StringCatalogDocument.Entry()]) { entry in
                            if fromSource || entry.comment == nil { entry.comment = comment }
                        }
                        if fromSource { commentFromSource.insert(id) }
                    }
                }
            }
        }

        mutating func addStringsdict(_ path: String, table: String, language: String) throws(StringsdictError) {
            let (dictionary, _) = try PropertyListReader.readDictionary(AtomicFile.read(path), file: path)
            let compiled = try LocalizationTable(contentsOf: path)
            var seen = Set<String>()
            for item in dictionary.entries where seen.insert(item.key).inserted {
                let message = compiled[item.key]
                if let error = message?.error {
                    warnings.append(Warning(key: item.key, isLeftOut: true, location: error.location ?? item.keyLocation, message: "'\(item.key)' does not compile (\(error.message)); left out"))
                    continue
                }
                if let localization = convert(item.value, message: message, key: item.key) {
                    set(localization, key: item.key, table: table, language: language)
                }
            }
        }

        /// The catalog form of one `.stringsdict` value.
        mutating func convert(_ node: PropertyListNode, message: LocalizedMessage?, key: String) -> StringCatalogDocument.Localization? {
            switch node.value {
            case .string(let text):
                return .init(stringUnit: .init(state: "translated", value: text))
            case .dictionary(let dictionary):
                if let devices = dictionary["NSStringDeviceSpecificRuleType"]?.dictionary {
                    var variants: [String: StringCatalogDocument.Localization] = [:]
                    for entry in devices.entries where variants[entry.key] == nil {
                        let variantMessage: LocalizedMessage? = {
                            if case .devices(let list)? = message?.kind { return list.first { $0.device.rawValue == entry.key }?.message }
                            return nil
                        }()
                        guard var variant = convert(entry.value, message: variantMessage, key: key) else { continue }
                        if variant.substitutions != nil {
                            warnings.append(Warning(key: key, isLeftOut: false, location: entry.keyLocation, message: "'\(key)': the \(entry.key) variant has substitutions, which a catalog's device variant cannot hold; it keeps only its format"))
                            variant.substitutions = nil
                        }
                        variants[entry.key] = variant
                    }
                    return .init(variations: .init(device: variants))
                }
                if let widths = dictionary["NSStringVariableWidthRuleType"]?.dictionary {
                    let sorted = widths.entries.compactMap { entry in Int(entry.key).map { ($0, entry) } }.sorted { $0.0 < $1.0 }
                    guard let widest = sorted.last else { return nil }
                    warnings.append(Warning(key: key, isLeftOut: false, location: node.location, message: "'\(key)' has width variants, which a catalog cannot express; it keeps the widest one (\(widest.0)), what a lookup without a width shows"))
                    let widestMessage: LocalizedMessage? = {
                        if case .widths(let list)? = message?.kind { return list.last?.message }
                        return nil
                    }()
                    return convert(widest.1.value, message: widestMessage, key: key)
                }
                return plural(dictionary, message: message, key: key, at: node.location)
            default:
                warnings.append(Warning(key: key, isLeftOut: true, location: node.location, message: "'\(key)' is a \(node.value.typeName), not a string or an entry; left out"))
                return nil
            }
        }

        /// A plural entry: top-level plural variations when Xcode would write them so,
        /// substitutions otherwise.
        mutating func plural(_ dictionary: PropertyListDictionary, message: LocalizedMessage?, key: String, at location: SourceLocation) -> StringCatalogDocument.Localization? {
            guard let format = dictionary["NSStringLocalizedFormatKey"]?.string else {
                warnings.append(Warning(key: key, isLeftOut: true, location: location, message: "'\(key)' has no NSStringLocalizedFormatKey; left out"))
                return nil
            }
            guard case .plural(let entry)? = message?.kind else {
                warnings.append(Warning(key: key, isLeftOut: true, location: location, message: "'\(key)' does not compile; left out"))
                return nil
            }
            let variables = entry.variables
            func texts(_ name: String) -> [String: String] {
                var result: [String: String] = [:]
                for item in dictionary[name]?.dictionary?.entries ?? [] where PluralCategory(rawValue: item.key) != nil {
                    if result[item.key] == nil, let text = item.value.string { result[item.key] = text }
                }
                return result
            }
            // Xcode's own form: the whole string is one integer plural of argument 1.
            if variables.count == 1, let variable = variables.first, variable.slot == 1,
               format == "%#@\(variable.name)@" || format == "%1$#@\(variable.name)@",
               variable.valueType.kind == .signedInteger || variable.valueType.kind == .unsignedInteger,
               entry.slotKinds.count == 1 {
                let variants = texts(variable.name)
                let inferred = StringCatalog.firstConversion(in: key) ?? StringCatalog.firstConversion(in: variants["other"] ?? "") ?? "lld"
                if inferred == variable.valueType.text, !variants.values.contains(where: { $0.contains("%#@") }) {
                    return .init(variations: .init(plural: variants.mapValues { .init(stringUnit: .init(state: "translated", value: $0)) }))
                }
            }
            var substitutions: [String: StringCatalogDocument.Substitution] = [:]
            for variable in variables {
                let variants = texts(variable.name).mapValues { text in
                    StringCatalogDocument.Localization(stringUnit: .init(state: "translated", value: Self.argForm(text, slot: variable.slot, valueType: variable.valueType.text, single: entry.slotKinds.count == 1)))
                }
                substitutions[variable.name] = .init(argNum: variable.slot, formatSpecifier: variable.valueType.text, variations: .init(plural: variants))
            }
            return .init(stringUnit: .init(state: "translated", value: format), substitutions: substitutions)
        }

        /// `text` with each specifier that prints argument `slot` as `%valueType` written `%arg`.
        static func argForm(_ text: String, slot: Int, valueType: String, single: Bool) -> String {
            guard !text.contains("%arg"), let format = try? FormatString(text, options: .allowsUnusedSlots) else { return text }
            var result = String.UnicodeScalarView()
            let scalars = text.unicodeScalars
            var cursor = scalars.startIndex
            for specifier in format.specifiers where specifier.variableName == nil {
                let conversion = specifier.isPositional
                    ? String(specifier.text.drop { $0 != "$" }.dropFirst())
                    : String(specifier.text.dropFirst())
                let reads = specifier.isPositional ? specifier.slot == slot : single
                guard reads, conversion == valueType,
                      let start = scalars.index(scalars.startIndex, offsetBy: specifier.offset, limitedBy: scalars.endIndex),
                      let end = scalars.index(start, offsetBy: specifier.text.unicodeScalars.count, limitedBy: scalars.endIndex),
                      start >= cursor else { continue }
                result.append(contentsOf: scalars[cursor..<start])
                result.append(contentsOf: "%arg".unicodeScalars)
                cursor = end
            }
            result.append(contentsOf: scalars[cursor...])
            return String(result)
        }
    }
}
