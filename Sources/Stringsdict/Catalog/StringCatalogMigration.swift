/// Turns `.lproj` folders of `.strings` and `.stringsdict` files into String Catalogs, one per
/// table, keeping every language, comment, variable name and argument position.
///
/// What Xcode's "Migrate to String Catalog" does, this does (see <doc:StringCatalogs>):
/// - where the source language's value is the key itself (`"Quit" = "Quit";`), the key has no
///   source-language unit (a lookup falls back to the key);
/// - the placeholder comments genstrings writes (`(No Comment)`, `No comment provided by
///   engineer.`) are dropped;
/// - every key is `extractionState: migrated`; with ``Options/usedKeys`` (the keys the target's
///   code uses), a key the code uses has no `extractionState` (extracted by the build) and one it
///   does not use is `manual`, or left out (with a warning) where only other languages have it;
/// - a table backed by an interface file in `Base.lproj` takes its source text from that file
///   (``Options/interfaceStrings``): `extracted_with_value`, source unit in state `new`; where
///   the source language's own file has another text for a key (an interface written in another
///   language), that text stays, `translated`, and the key has no `extractionState`, as in
///   catalogs Xcode migrated;
/// - the `InfoPlist` table takes the source text of the keys the target's `Info.plist` has from
///   it in the same way (``Options/infoPlistStrings``), with Xcode's name for the key
///   (`Bundle name`) as the comment;
/// - Interface Builder's placeholder titles no `.strings` file translates are left out
///   (``Options/keepsPlaceholderTitles`` keeps them, as Xcode 15.0 did);
/// - a translation's plural variants that are the source language's text are left out, unless
///   the whole translation is the source's, category for category;
/// - an entry the engine cannot compile is kept verbatim in the closest catalog form, with a
///   warning (`stringsdict lint` reports what is wrong with it); one whose format names a
///   variable it does not define, beside one it defines and does not name, is read with that one;
/// - a file that does not parse is left out whole and reported in ``Result/failures``, so a caller
///   can refuse to write a half migration.
///
/// How each value becomes catalog content (all other units `translated`):
/// - a `.strings` value is a `stringUnit`; the comment above it in the source language's file
///   becomes the key's `comment` (none where that file has the key without one, or where only
///   its `.stringsdict` has the key), and for a key the source language lacks, the comment in
///   any language's;
/// - a `.stringsdict` entry with one integer plural variable read as argument 1, whose format is
///   just that variable (`%#@files@`), becomes plural `variations`, as Xcode writes them;
/// - any other plural entry becomes a `stringUnit` (its format, variables named as before) with
///   one substitution per variable, `formatSpecifier` its value type: a variable the format names
///   without a position (`%#@posts@`) has no `argNum`, and `%arg` for its variants' own
///   specifiers; one named with a position (`%2$#@people@`) has it as `argNum` and not in the
///   format, and its variants as written; one named only in another's variants keeps its `argNum`;
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
        /// True when the key is left out of the catalog (a value with no catalog form: neither a
        /// string nor an entry, or an entry without a format); false when it is kept, as written
        /// or in the closest form a catalog has (an entry that does not compile is kept).
        public let isLeftOut: Bool
        /// What was changed or left out, and why.
        public let message: String

        /// `file:line:column: warning: message [migrate-left-out]` (or `[migrate-changed]`).
        public var description: String {
            (location.map { "\($0): " } ?? "") + "warning: " + message + " [\(isLeftOut ? "migrate-left-out" : "migrate-changed")]"
        }
    }

    /// The catalogs made, by table name, the warnings, and the files that could not be read.
    public struct Result: Sendable {
        /// The catalogs made, by table name (`Localizable`).
        public var catalogs: [String: StringCatalogDocument]
        /// What could not be carried over exactly, in file order.
        public var warnings: [Warning]
        /// One error per file that could not be read or does not parse (at its first error's
        /// line and column), in the order the files were read; each such file is left out whole.
        /// Empty when every file was read.
        public var failures: [StringsdictError] = []
        /// The languages whose `.lproj` folders were left out because the project does not list
        /// them (see ``Options/knownLanguages``), sorted.
        public var leftOutLanguages: [String] = []
    }

    /// The source-language text of one string of an interface file (`.storyboard`, `.xib`).
    public struct InterfaceString: Sendable, Hashable {
        /// The text the interface file holds.
        public var value: String
        /// The comment `ibtool` writes for it (`Class = "UILabel"; text = "Hello"; ObjectID =
        /// "abc-12-xyz";`), if any.
        public var comment: String?
        /// The class of the object that holds it, as `ibtool` names it (`NSBox`); nil when not known.
        public var className: String?
        /// The property that holds it (`title`, `headerCell.title`); nil when not known.
        public var property: String?

        /// A string of an interface file: its text, its comment, and the class and property
        /// that hold it.
        public init(value: String, comment: String? = nil, className: String? = nil, property: String? = nil) {
            self.value = value
            self.comment = comment
            self.className = className
            self.property = property
        }

        /// Whether it is Interface Builder's own title for an object just dragged in: a table
        /// column's or a view-based table's `Text Cell` and `Table View Cell`, a box's `Box`, a
        /// window's `Window`, a menu item's `Item`. Xcode's migrations from 2024 (iina's 89 such
        /// titles, Mos's boxes and data cells) leave those no `.strings` file translates out;
        /// Xcode 15.0's kept them (KeepingYouAwake's `Text Cell`).
        public var isPlaceholderTitle: Bool {
            guard property == "title", let className else { return false }
            switch (className, value) {
            case ("NSTextFieldCell", "Text Cell"), ("NSTextFieldCell", "Table View Cell"), ("NSBox", "Box"), ("NSWindow", "Window"),
                 ("NSPanel", "Window"), ("NSMenuItem", "Item"):
                return true
            default:
                return false
            }
        }
    }

    /// What a migration knows beyond the `.strings` and `.stringsdict` files.
    public struct Options: Sendable {
        /// The catalog's development language; `Base.lproj` counts as it.
        public var sourceLanguage: String
        /// For each table backed by an interface file in `Base.lproj` (same base name), that
        /// file's strings by key (`objectID.property`). Their keys become
        /// `extractionState: extracted_with_value` with the interface's text as the
        /// source-language unit in state `new`, as Xcode migrates them, unless the source
        /// language's own file has another text for the key (kept, `translated`, no
        /// `extractionState`). Tables not migrated are ignored.
        public var interfaceStrings: [String: [String: InterfaceString]]
        /// The keys the target's code uses, by table; nil when the code is not known. Given, a
        /// used key has no `extractionState` (the build extracts it) and an unused one is
        /// `manual`; nil, every key is `migrated`.
        public var usedKeys: [String: Set<String>]?
        /// The localizable strings of the target's `Info.plist` (see ``InfoPlistStrings``). In
        /// the `InfoPlist` table they are taken as an interface file's strings are: each key
        /// becomes `extracted_with_value`, with the `Info.plist`'s value as its source-language
        /// unit in state `new` and Xcode's name for the key as its comment, as Xcode migrates
        /// `InfoPlist.strings`. A value with a build-setting reference (`$(PRODUCT_NAME)`) is
        /// taken only where the source language's own file has a text it can expand to (that
        /// text is kept); otherwise the key is migrated as any other. The `InfoPlist` table is
        /// also `<Target>-InfoPlist` (Xcode renames that file when it builds). Ignored when no
        /// such table is migrated.
        public var infoPlistStrings: [InfoPlistStrings.Entry]
        /// The names the target's `Info.plist` gives its document and declared types
        /// (``InfoPlistStrings/typeNames(in:)``): the `InfoPlist` table's keys among them are in
        /// use (no `extractionState`), as Xcode migrates them (Vienna's `OPML document`,
        /// CotEditor's 47 names). A name no file translates is not added: Vienna's migration did
        /// not add its `Script File`, though iina's (a later Xcode) added its names as `{}`.
        public var infoPlistTypeNames: [String] = []
        /// The names of the types the target's `Info.plist` exports and imports
        /// (``InfoPlistStrings/typeDescriptions(in:)``): those no file of the `InfoPlist` table
        /// has join it with no content (`{}`), as Xcode's build adds them (iina's 36).
        public var infoPlistTypeDescriptions: [String] = []
        /// The languages the project localizes (its `knownRegions`); nil when not known. Given,
        /// an `.lproj` folder of another language is left out (``Result/leftOutLanguages``), as
        /// Xcode migrates only the project's languages (iina's migration left its 18 folders of
        /// languages the project does not list, and Meshtastic's `zh-TW.lproj`, as they were).
        /// `Base.lproj` and the source language are always migrated.
        public var knownLanguages: Set<String>? = nil
        /// Whether Interface Builder's placeholder titles (``InterfaceString/isPlaceholderTitle``)
        /// that no `.strings` file translates are kept, as Xcode 15.0 kept them; by default they
        /// are left out, as Xcode from 2024 leaves them out.
        public var keepsPlaceholderTitles = false

        /// Options for a migration into catalogs of `sourceLanguage`.
        public init(sourceLanguage: String = "en", interfaceStrings: [String: [String: InterfaceString]] = [:], usedKeys: [String: Set<String>]? = nil,
                    infoPlistStrings: [InfoPlistStrings.Entry] = []) {
            self.sourceLanguage = sourceLanguage
            self.interfaceStrings = interfaceStrings
            self.usedKeys = usedKeys
            self.infoPlistStrings = infoPlistStrings
        }
    }

    /// The comments genstrings and Xcode's exports write where the code gave none; Xcode's
    /// migration drops them.
    static let placeholderComments: Set<String> = ["(No Comment)", StringsFileWriter.missingComment]

    /// A language code compared with a project's `knownRegions`: lower case, `_` as `-`, and the
    /// English names projects before Xcode 4 used (`English`, `German`) as codes.
    static func foldedLanguage(_ language: String) -> String {
        XcodeProject.languageCode(ofRegion: language).lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// Migrates `paths`: folders of `.lproj` folders, `.lproj` folders, or single `.strings` and
    /// `.stringsdict` files (their language is their `.lproj` folder's, else `sourceLanguage`).
    ///
    /// A file that cannot be read or does not parse is left out and reported in
    /// ``Result/failures``; the rest is migrated.
    ///
    /// - Throws: ``StringsdictError`` for a folder that cannot be listed.
    public static func migrate(paths: [String], sourceLanguage: String = "en") throws(StringsdictError) -> Result {
        try migrate(paths: paths, options: Options(sourceLanguage: sourceLanguage))
    }

    /// Migrates `paths` (as ``migrate(paths:sourceLanguage:)``) with what `options` knows of the
    /// interface files and the code.
    ///
    /// - Throws: ``StringsdictError`` for a folder that cannot be listed.
    public static func migrate(paths: [String], options: Options) throws(StringsdictError) -> Result {
        let sourceLanguage = options.sourceLanguage
        var files: [(path: String, language: String)] = []
        for path in paths {
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
            if DirectoryListing.isDirectory(trimmed) {
                if let folder = LocalizationFolder(folderName: name) {
                    for file in try DirectoryListing.files(in: trimmed) { files.append((trimmed + "/" + file, language(of: folder, source: sourceLanguage))) }
                } else {
                    var tables = Set<String>()
                    var others: [String] = []
                    for entry in try DirectoryListing.files(in: trimmed) {
                        guard let folder = LocalizationFolder(folderName: entry) else {
                            if !entry.hasPrefix("."), DirectoryListing.isDirectory(trimmed + "/" + entry) { others.append(entry) }
                            continue
                        }
                        for file in try DirectoryListing.files(in: trimmed + "/" + entry) {
                            files.append((trimmed + "/" + entry + "/" + file, language(of: folder, source: sourceLanguage)))
                            tables.insert(Self.tableName(of: file))
                        }
                    }
                    // A table split between this folder's .lproj folders and a subfolder's is one
                    // table (IceCubesApp: `Localization/en.lproj/Localizable.strings` and
                    // `Localization/Plurals/en.lproj/Localizable.stringsdict`, one catalog in
                    // Xcode's migration); the subfolders' other tables are not this folder's.
                    for other in others.sorted() where !tables.isEmpty {
                        let sub = trimmed + "/" + other
                        for entry in (try? DirectoryListing.files(in: sub)) ?? [] {
                            guard let folder = LocalizationFolder(folderName: entry), DirectoryListing.isDirectory(sub + "/" + entry) else { continue }
                            for file in (try? DirectoryListing.files(in: sub + "/" + entry)) ?? [] where tables.contains(Self.tableName(of: file)) {
                                files.append((sub + "/" + entry + "/" + file, language(of: folder, source: sourceLanguage)))
                            }
                        }
                    }
                }
            } else {
                files.append((trimmed, LocalizationFolder(containing: trimmed).map { language(of: $0, source: sourceLanguage) } ?? sourceLanguage))
            }
        }
        var leftOutLanguages: Set<String> = []
        if let known = options.knownLanguages {
            let folded = Set(known.map(Self.foldedLanguage))
            files.removeAll { file in
                let language = Self.foldedLanguage(file.language)
                guard language != Self.foldedLanguage(sourceLanguage), !folded.contains(language) else { return false }
                leftOutLanguages.insert(file.language)
                return true
            }
        }
        var migration = Migration(sourceLanguage: sourceLanguage)
        // Base first, so the source language's own folder overrides it.
        let isBase = { (path: String) in LocalizationFolder(containing: path)?.isBase ?? false }
        let ordered = files.filter { isBase($0.path) } + files.filter { !isBase($0.path) }
        var failures: [StringsdictError] = []
        for file in ordered {
            let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
            migration.readingBase = isBase(file.path)
            do throws(StringsdictError) {
                if fileName.hasSuffix(".strings") {
                    try migration.addStrings(file.path, table: String(fileName.dropLast(".strings".count)), language: file.language)
                } else if fileName.hasSuffix(".stringsdict") {
                    try migration.addStringsdict(file.path, table: String(fileName.dropLast(".stringsdict".count)), language: file.language)
                }
            } catch {
                var failure = error
                if failure.location == nil { failure.location = SourceLocation(file: file.path, line: 1, column: 1) }
                failures.append(failure)
            }
        }
        migration.markExtraction(options)
        return Result(catalogs: migration.catalogs, warnings: migration.warnings, failures: failures, leftOutLanguages: leftOutLanguages.sorted())
    }

    /// The table a `.strings` or `.stringsdict` file belongs to (its name without the
    /// extension); the name itself for another file.
    static func tableName(of file: String) -> String {
        for suffix in [".strings", ".stringsdict"] where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
        return file
    }

    private static func language(of folder: LocalizationFolder, source: String) -> String {
        folder.isBase ? source : folder.name
    }

    struct Migration {
        let sourceLanguage: String
        var catalogs: [String: StringCatalogDocument] = [:]
        var warnings: [Warning] = []
        /// Whether a key's comment comes from the source language (it then wins).
        var commentFromSource: Set<[String]> = []
        /// Whether the file being read is in `Base.lproj`.
        var readingBase = false
        /// (table, key) of source-language values that are the key itself, read from the
        /// source language's own folder (not `Base.lproj`): kept for keys no code uses.
        var keyItselfKept: Set<[String]> = []
        /// (table, key) of the keys the source language (its own folder or `Base.lproj`) has.
        var sourceKeys: Set<[String]> = []
        /// Where each key was first read, for the warning of a key only other languages have.
        var firstLocations: [[String]: SourceLocation] = [:]

        /// Sets `key`'s value in `language`, changing the catalog where it stands: copying the
        /// catalog out of `catalogs` and back would copy its whole `strings` per key (quadratic).
        ///
        /// A source-language value that is the key itself is not written (Xcode writes none: the
        /// lookup falls back to the key), and takes the place of one read before (`Base.lproj`).
        /// From the source language's own folder (`en.lproj`) it is written, and dropped by
        /// ``markExtraction(_:)`` unless the sources are known not to use the key: Xcode 15's
        /// migration of KeepingYouAwake keeps `"About" = "About"` of `en.lproj/KYAPreferences.strings`
        /// (keys its code reaches through a macro: `manual`) and drops the same from
        /// `Base.lproj/Localizable.strings`, `manual` keys included.
        mutating func set(_ localization: StringCatalogDocument.Localization, key: String, table: String, language: String, at location: SourceLocation? = nil) {
            if let location, firstLocations[[table, key]] == nil { firstLocations[[table, key]] = location }
            let isKeyItself = language == sourceLanguage && localization.variations == nil && localization.substitutions == nil
                && localization.otherFields.isEmpty && localization.stringUnit?.value == key
            if isKeyItself, !readingBase { keyItselfKept.insert([table, key]) } else if language == sourceLanguage { keyItselfKept.remove([table, key]) }
            if language == sourceLanguage { sourceKeys.insert([table, key]) }
            Self.change(&catalogs[table, default: StringCatalogDocument(sourceLanguage: sourceLanguage)].strings[key, default: StringCatalogDocument.Entry()]) { entry in
                if isKeyItself, readingBase {
                    entry.localizations?[language] = nil
                    if entry.localizations?.isEmpty == true { entry.localizations = nil }
                    return
                }
                if entry.localizations == nil { entry.localizations = [:] }
                entry.localizations?[language] = localization
            }
        }

        /// Sets every key's `extractionState` (and, for a table backed by an interface file, its
        /// source text) once every file is read.
        mutating func markExtraction(_ options: Options) {
            for table in catalogs.keys.sorted() {
                var interface = options.interfaceStrings[table] ?? [:]
                if !options.keepsPlaceholderTitles {
                    // Placeholder titles no language's file has are left out (Xcode from 2024).
                    interface = interface.filter { key, string in
                        !string.isPlaceholderTitle || catalogs[table]?.strings[key]?.localizations?.isEmpty == false
                    }
                }
                let isInfoPlist = InfoPlistStrings.isTable(table)
                if isInfoPlist, interface.isEmpty {
                    interface = infoPlistInterface(options.infoPlistStrings, table: table)
                }
                let used = options.usedKeys?[table]
                // Names of document types, and keys whose Info.plist value is empty (Vienna's
                // `NSAppleEventsUsageDescription`: Xcode kept its table's text and comment), are
                // used keys with nothing to take from the Info.plist.
                let typeNames = isInfoPlist ? Set(options.infoPlistTypeNames + options.infoPlistStrings.filter { $0.value.isEmpty }.map(\.key)) : []
                Self.changeCatalog(&catalogs[table, default: StringCatalogDocument(sourceLanguage: sourceLanguage)]) { catalog in
                    if isInfoPlist {
                        for name in options.infoPlistTypeDescriptions where catalog.strings[name] == nil { catalog.strings[name] = StringCatalogDocument.Entry() }
                    }
                    // Keys whose source-language file translates the interface's text otherwise.
                    var translated = Set<String>()
                    for (key, string) in interface {
                        Self.change(&catalog.strings[key, default: StringCatalogDocument.Entry()]) { entry in
                            if let comment = string.comment, !comment.isEmpty { entry.comment = comment }
                            if let own = entry.localizations?[sourceLanguage], own.variations == nil, own.substitutions == nil,
                               let unit = own.stringUnit, unit.value != string.value {
                                translated.insert(key)
                                return
                            }
                            if entry.localizations == nil { entry.localizations = [:] }
                            entry.localizations?[sourceLanguage] = .init(stringUnit: .init(state: "new", value: string.value))
                        }
                    }
                    for key in catalog.strings.keys.sorted() {
                        Self.change(&catalog.strings[key, default: StringCatalogDocument.Entry()]) { entry in
                            Self.dropUntranslatedVariants(&entry, sourceLanguage: sourceLanguage)
                        }
                        let state: String?
                        if translated.contains(key) {
                            state = nil
                        } else if interface[key] != nil {
                            state = "extracted_with_value"
                        } else if typeNames.contains(key) {
                            state = nil
                        } else if options.usedKeys != nil {
                            state = used?.contains(key) == true ? nil : "manual"
                        } else {
                            state = "migrated"
                        }
                        // Only other languages have the key, and the code does not use it:
                        // Xcode's migration of IceCubesApp left out all six such keys (one
                        // translator's `disseny.theme.toots-preview`), and kept the keys only other
                        // languages have that the code uses (KeepingYouAwake's 19, Vienna's 186).
                        if state == "manual", !isInfoPlist, interface.isEmpty, !sourceKeys.contains([table, key]) {
                            let languages = (catalog.strings[key]?.localizations?.keys.sorted() ?? []).joined(separator: ", ")
                            warnings.append(Warning(key: key, isLeftOut: true, location: firstLocations[[table, key]], message: "'\(key)' of \(table) is only in \(languages.isEmpty ? "no language" : languages), not in the source language (\(sourceLanguage)), and the sources do not use it; left out, as Xcode's migration leaves it out (without --sources it is kept)"))
                            catalog.strings[key] = nil
                            continue
                        }
                        // A value that is its key, from the source language's own folder, stays
                        // only for a key the sources do not use.
                        let dropsKeyItself = keyItselfKept.contains([table, key]) && state != "manual"
                        Self.change(&catalog.strings[key, default: StringCatalogDocument.Entry()]) { entry in
                            entry.extractionState = state
                            if dropsKeyItself, let own = entry.localizations?[sourceLanguage], own.stringUnit?.value == key,
                               own.variations == nil, own.substitutions == nil {
                                entry.localizations?[sourceLanguage] = nil
                                if entry.localizations?.isEmpty == true { entry.localizations = nil }
                            }
                        }
                    }
                }
            }
        }

        /// The plural variants of other languages that are the source language's text, left out
        /// as Xcode's migration leaves them out (Vienna's: `gl`'s `one` "%d new article
        /// retrieved" beside its own `other`; `uk`'s copy of the English variants in all four of
        /// its categories, so no `uk` unit at all): a variant whose text is the source's for its
        /// category (or the source's `other`, for a category the source does not have). A
        /// translation whose variants are the source's exactly, category for category, is kept
        /// whole, as for a plain string (Vienna's `fr` "%u article"/"%u articles", IceCubesApp's
        /// `en-GB`).
        ///
        /// Where the source language's text is empty, the other languages' empty texts are left
        /// out too (Vienna's `NSAppleEventsUsageDescription`, "" in all 23 languages: only the
        /// English unit stayed); an empty translation of a text is kept (KeepingYouAwake's `it`).
        static func dropUntranslatedVariants(_ entry: inout StringCatalogDocument.Entry, sourceLanguage: String) {
            if let localizations = entry.localizations, localizations.count > 1, let own = localizations[sourceLanguage],
               own.variations == nil, own.substitutions == nil, own.stringUnit?.value == "" {
                for (language, localization) in localizations where language != sourceLanguage
                    && localization.variations == nil && localization.substitutions == nil && localization.stringUnit?.value == "" {
                    entry.localizations?[language] = nil
                }
            }
            guard let localizations = entry.localizations, localizations.count > 1,
                  let source = localizations[sourceLanguage]?.variations?.plural, let sourceOther = source["other"]?.stringUnit?.value else { return }
            for (language, localization) in localizations where language != sourceLanguage {
                guard let plural = localization.variations?.plural, plural != source else { continue }
                let kept = plural.filter { category, variant in
                    guard variant.variations == nil, variant.substitutions == nil, let text = variant.stringUnit?.value else { return true }
                    return text != (source[category]?.stringUnit?.value ?? sourceOther)
                }
                guard kept.count != plural.count else { continue }
                if kept.isEmpty {
                    entry.localizations?[language] = nil
                } else {
                    entry.localizations?[language]?.variations?.plural = kept
                }
            }
        }

        /// The `Info.plist`'s strings as the `InfoPlist` table's interface strings: a value with a
        /// build-setting reference only where the source language's text is what it expands to
        /// (that text then), else not at all.
        func infoPlistInterface(_ strings: [InfoPlistStrings.Entry], table: String) -> [String: InterfaceString] {
            var interface: [String: InterfaceString] = [:]
            for string in strings where !string.value.isEmpty {
                var value = string.value
                if InfoPlistStrings.hasBuildSettingReference(value) {
                    guard let own = catalogs[table]?.strings[string.key]?.localizations?[sourceLanguage]?.stringUnit?.value,
                          InfoPlistStrings.value(value, canExpandTo: own) else { continue }
                    value = own
                }
                interface[string.key] = InterfaceString(value: value, comment: string.comment)
            }
            return interface
        }

        /// Calls `body` on `catalog` in place.
        static func changeCatalog(_ catalog: inout StringCatalogDocument, _ body: (inout StringCatalogDocument) -> Void) {
            body(&catalog)
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
                if let (character, _) = XMLEscaping.firstNonXML10Character(in: used.value) {
                    // Xcode's migration leaves such a value out (iina's zh-Hant "\u{18}加入 URL"):
                    // XML 1.0, which its localization files go through, cannot hold the character.
                    warnings.append(Warning(key: item.key, isLeftOut: true, location: used.valueLocation, message: "'\(item.key)' (\(language)) holds \(XMLEscaping.codePoint(character)), which XML 1.0 cannot hold and Xcode's migration does not carry over; left out: remove the character and migrate again to keep it"))
                    continue
                }
                set(.init(stringUnit: .init(state: "translated", value: used.value)), key: item.key, table: table, language: language, at: item.keyLocation)
                // The source language's comment, or none where its file has the key without one
                // (Mos's Xcode-migrated Main.xcstrings: another language's comment is not taken
                // for such a key); another language's only for a key the source language lacks.
                let comment = used.comment.flatMap { $0.isEmpty || StringCatalogMigration.placeholderComments.contains($0) ? nil : $0 }
                let id = [table, item.key]
                let fromSource = language == sourceLanguage
                if fromSource || (comment != nil && !commentFromSource.contains(id)) {
                    // In place, as in set(_:key:table:language:).
                    Self.change(&catalogs[table, default: StringCatalogDocument(sourceLanguage: sourceLanguage)].strings[item.key, default: StringCatalogDocument.Entry()]) { entry in
                        if fromSource || entry.comment == nil { entry.comment = comment }
                    }
                    if fromSource { commentFromSource.insert(id) }
                }
            }
        }

        mutating func addStringsdict(_ path: String, table: String, language: String) throws(StringsdictError) {
            let (dictionary, _) = try PropertyListReader.readDictionary(AtomicFile.read(path), file: path)
            let compiled = try LocalizationTable(contentsOf: path)
            var seen = Set<String>()
            for first in dictionary.entries where seen.insert(first.key).inserted {
                // A key written twice counts as its last value (as CoreFoundation and the table
                // read it), in the place of its first.
                guard let item = dictionary.entry(for: first.key) else { continue }
                // The source language has the key (here, without a comment): another language's
                // comment is not taken for it (IceCubesApp's Xcode-migrated catalog has none for
                // a key of en's .stringsdict that ko's .strings comments). Its own .strings
                // comment, read before or after, still wins.
                let id = [table, item.key]
                if language == sourceLanguage, !commentFromSource.contains(id) {
                    commentFromSource.insert(id)
                    Self.change(&catalogs[table, default: StringCatalogDocument(sourceLanguage: sourceLanguage)].strings[item.key, default: StringCatalogDocument.Entry()]) { entry in
                        entry.comment = nil
                    }
                }
                var value = item.value
                var message = compiled[item.key]
                if message?.error != nil, let repair = Self.renamedReferences(item.value) {
                    // Xcode's migration of IceCubesApp read `%#@count_posts@ von %#@count_voters@`,
                    // whose entry defines `count_votes` and `count_voters`, as the two variables
                    // defined: each undefined name is taken as the defined variable the format
                    // leaves unused, in order. Kept as written if even that does not compile.
                    let repaired = LocalizationTable(name: table, stringsdict: PropertyListDictionary(entries: [.init(key: item.key, keyLocation: item.keyLocation, value: repair.node)]))[item.key]
                    if let repaired, repaired.error == nil {
                        value = repair.node
                        message = repaired
                        let pairs = repair.renamed.map { "'\($0.from)' as '\($0.to)'" }.joined(separator: ", ")
                        warnings.append(Warning(key: item.key, isLeftOut: false, location: item.value.dictionary?[EntryCompiler.formatKey]?.location ?? item.keyLocation, message: "'\(item.key)' names variables its entry does not define; read \(pairs), the variables it defines and the format does not name, as Xcode's migration reads them"))
                    }
                }
                if let error = message?.error {
                    // Kept as written: a migration never drops a translator's text.
                    if let localization = verbatim(item.value, key: item.key, file: path, reason: error.message, at: error.location ?? item.keyLocation) {
                        set(localization, key: item.key, table: table, language: language, at: item.keyLocation)
                    }
                    continue
                }
                if let localization = convert(value, message: message, key: item.key, file: path) {
                    set(localization, key: item.key, table: table, language: language, at: item.keyLocation)
                }
            }
        }

        /// An entry whose format names variables it does not define, with each such name replaced
        /// by a variable it defines and names nowhere (format and variants), paired in order;
        /// nil unless there are as many of one as of the other.
        static func renamedReferences(_ node: PropertyListNode) -> (node: PropertyListNode, renamed: [(from: String, to: String)])? {
            guard let entry = node.dictionary, let formatNode = entry[EntryCompiler.formatKey], let format = formatNode.string else { return nil }
            var named = Set<String>()
            for item in entry.entries {
                let texts = item.key == EntryCompiler.formatKey ? [format] : (item.value.dictionary?.entries.compactMap(\.value.string) ?? [])
                for text in texts { for reference in variableReferences(in: text) { named.insert(reference.name) } }
            }
            var undefined: [String] = []
            for reference in variableReferences(in: format) where entry[reference.name]?.dictionary == nil && !undefined.contains(reference.name) {
                undefined.append(reference.name)
            }
            var unused: [String] = []
            for item in entry.entries where item.key != EntryCompiler.formatKey && item.value.dictionary?["NSStringFormatSpecTypeKey"] != nil
                && !named.contains(item.key) && !unused.contains(item.key) {
                unused.append(item.key)
            }
            guard !undefined.isEmpty, undefined.count == unused.count else { return nil }
            let renamed = Array(zip(undefined, unused)).map { (from: $0.0, to: $0.1) }
            var text = format
            for pair in renamed {
                text = text.replacingOccurrences(of: "#@\(pair.from)@", with: "#@\(pair.to)@")
            }
            var repaired = entry
            for index in repaired.entries.indices where repaired.entries[index].key == EntryCompiler.formatKey {
                repaired.entries[index].value = PropertyListNode(.string(text), at: formatNode.location)
            }
            return (PropertyListNode(.dictionary(repaired), at: node.location), renamed)
        }

        /// The catalog form of one `.stringsdict` value.
        mutating func convert(_ node: PropertyListNode, message: LocalizedMessage?, key: String, file: String) -> StringCatalogDocument.Localization? {
            switch node.value {
            case .string(let text):
                return .init(stringUnit: .init(state: "translated", value: text))
            case .dictionary(let dictionary):
                if let devices = dictionary["NSStringDeviceSpecificRuleType"]?.dictionary {
                    var variants: [String: StringCatalogDocument.Localization] = [:]
                    var devicesSeen = Set<String>()
                    for first in devices.entries where devicesSeen.insert(first.key).inserted {
                        // The last value of a key written twice, as CoreFoundation reads it.
                        guard let entry = devices.entry(for: first.key) else { continue }
                        let variantMessage: LocalizedMessage? = {
                            if case .devices(let list)? = message?.kind { return list.first { $0.device.rawValue == entry.key }?.message }
                            return nil
                        }()
                        guard var variant = convert(entry.value, message: variantMessage, key: key, file: file) else { continue }
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
                    return convert(widest.1.value, message: widestMessage, key: key, file: file)
                }
                return plural(dictionary, message: message, key: key, file: file, at: node.location)
            default:
                warnings.append(Warning(key: key, isLeftOut: true, location: node.location, message: "'\(key)' is a \(node.value.typeName), not a string or an entry; left out"))
                return nil
            }
        }

        /// A plural entry: top-level plural variations when Xcode would write them so,
        /// substitutions otherwise.
        mutating func plural(_ dictionary: PropertyListDictionary, message: LocalizedMessage?, key: String, file: String, at location: SourceLocation) -> StringCatalogDocument.Localization? {
            guard let format = dictionary["NSStringLocalizedFormatKey"]?.string else {
                warnings.append(Warning(key: key, isLeftOut: true, location: location, message: "'\(key)' has no NSStringLocalizedFormatKey; left out"))
                return nil
            }
            guard case .plural(let entry)? = message?.kind else {
                return verbatim(PropertyListNode(.dictionary(dictionary), at: location), key: key, file: file, reason: "not a plural entry the engine reads", at: location)
            }
            let variables = entry.variables
            func texts(_ name: String) -> [String: String] {
                var result: [String: String] = [:]
                // A key written twice counts as its last value, as CoreFoundation reads it.
                guard let variable = dictionary[name]?.dictionary else { return result }
                for category in PluralCategory.allCases {
                    if let text = variable[category.rawValue]?.string { result[category.rawValue] = text }
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
                // Only where a variant shows the number: IceCubesApp's Xcode-migrated catalog keeps
                // `%#@count@` with a substitution for "hat favorisiert" / "haben favorisiert".
                if inferred == variable.valueType.text, !variants.values.contains(where: { $0.contains("%#@") }),
                   variants.values.contains(where: { StringCatalog.firstConversion(in: $0) != nil }) {
                    return .init(variations: .init(plural: variants.mapValues { .init(stringUnit: .init(state: "translated", value: $0)) }))
                }
            }
            // Xcode's form (IceCubesApp's migration: `%#@count_posts@ von %#@count_participants@`,
            // `%2$#@tagParticipantsCount@ %1$#@tagPostsCount@`): a variable named without a
            // position (`%#@name@`) takes its argument from its place, so it gets no argNum and its
            // variants' own specifiers (`%lld`) become `%arg`; one named with a position
            // (`%2$#@name@`) loses the position in the format, gets it as argNum, and its variants
            // keep their unnumbered specifiers as written. A variable named only inside a variant
            // keeps its position there and gets its argNum (no Xcode file shows otherwise).
            // A variable named without a position keeps no argNum only where its place in the
            // format Xcode writes still gives its argument (`%2$#@a@ %#@b@` reads b from 3).
            let written = Self.unnumberedReferences(format, of: Set(variables.map(\.name)))
            var unnumbered = Set<String>()
            for reference in Self.variableReferences(in: format) where reference.position == nil { unnumbered.insert(reference.name) }
            var substitutions: [String: StringCatalogDocument.Substitution] = [:]
            for variable in variables {
                let numbered = !unnumbered.contains(variable.name) || StringCatalog.inferredArgNum(of: variable.name, in: written) != variable.slot
                let variants = texts(variable.name).mapValues { text in
                    StringCatalogDocument.Localization(stringUnit: .init(state: "translated", value: Self.argForm(text, slot: variable.slot, valueType: variable.valueType.text, unnumbered: !numbered)))
                }
                substitutions[variable.name] = .init(argNum: numbered ? variable.slot : nil, formatSpecifier: variable.valueType.text, variations: .init(plural: variants))
            }
            return .init(stringUnit: .init(state: "translated", value: written), substitutions: substitutions)
        }

        /// `text` with each of the variables `names` named with a position (`%2$#@name@`) named
        /// without it (`%#@name@`), as Xcode writes a substitution whose argNum gives the
        /// position. Anything else is left as it is (`%2$#@` before a name that is no variable
        /// is an object specifier).
        static func unnumberedReferences(_ text: String, of names: Set<String>) -> String {
            guard text.contains("$#@") else { return text }
            let scalars = Array(text.unicodeScalars)
            var result = String.UnicodeScalarView()
            var cursor = 0
            for reference in variableReferences(in: text) where names.contains(reference.name) {
                guard let position = reference.positionRange, position.lowerBound >= cursor, position.upperBound <= scalars.count else { continue }
                result.append(contentsOf: scalars[cursor..<position.lowerBound])
                cursor = position.upperBound
            }
            result.append(contentsOf: scalars[cursor...])
            return String(result)
        }

        /// An entry the engine cannot compile, in the closest catalog form, as written: a string
        /// as a unit; a plural entry as its format with one substitution per variable it names
        /// (`formatSpecifier` its value type, `argNum` only where the format gives the position,
        /// variants untouched). Warns that it was kept and that `stringsdict lint` tells why.
        mutating func verbatim(_ node: PropertyListNode, key: String, file: String, reason: String, at location: SourceLocation) -> StringCatalogDocument.Localization? {
            let kept = "'\(key)' does not compile (\(reason)); kept verbatim in the catalog, where it renders no better until it is fixed: `stringsdict lint \(file)` reports what is wrong"
            if let text = node.string {
                warnings.append(Warning(key: key, isLeftOut: false, location: location, message: kept))
                return .init(stringUnit: .init(state: "translated", value: text))
            }
            guard let dictionary = node.dictionary, let format = dictionary["NSStringLocalizedFormatKey"]?.string else {
                warnings.append(Warning(key: key, isLeftOut: true, location: location, message: "'\(key)' does not compile (\(reason)) and has no format a catalog could keep; left out: `stringsdict lint \(file)` reports what is wrong"))
                return nil
            }
            var substitutions: [String: StringCatalogDocument.Substitution] = [:]
            for (name, position, _) in Self.variableReferences(in: format) where substitutions[name] == nil {
                guard let variable = dictionary[name]?.dictionary else { continue }
                var variants: [String: StringCatalogDocument.Localization] = [:]
                for category in PluralCategory.allCases {
                    if let text = variable[category.rawValue]?.string { variants[category.rawValue] = .init(stringUnit: .init(state: "translated", value: text)) }
                }
                substitutions[name] = .init(argNum: position, formatSpecifier: variable["NSStringFormatValueTypeKey"]?.string, variations: .init(plural: variants))
            }
            warnings.append(Warning(key: key, isLeftOut: false, location: location, message: kept))
            return .init(stringUnit: .init(state: "translated", value: format), substitutions: substitutions.isEmpty ? nil : substitutions)
        }

        /// The variables `%#@NAME@` and `%N$#@NAME@` of `format`, in order, with `N` when given.
        static func variableReferences(in format: String) -> [(name: String, position: Int?, positionRange: Range<Int>?)] {
            var result: [(name: String, position: Int?, positionRange: Range<Int>?)] = []
            let scalars = Array(format.unicodeScalars)
            var index = 0
            while index < scalars.count {
                guard scalars[index] == "%" else { index += 1; continue }
                var cursor = index + 1
                if cursor < scalars.count, scalars[cursor] == "%" { index = cursor + 1; continue }
                var digits = ""
                while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { digits.unicodeScalars.append(scalars[cursor]); cursor += 1 }
                var position: Int?
                var positionRange: Range<Int>?
                if !digits.isEmpty, cursor < scalars.count, scalars[cursor] == "$" {
                    position = Int(digits)
                    cursor += 1
                    positionRange = (index + 1)..<cursor
                } else if !digits.isEmpty {
                    index = cursor
                    continue
                }
                guard cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" else { index = cursor; continue }
                cursor += 2
                var name = ""
                while cursor < scalars.count, scalars[cursor] != "@" { name.unicodeScalars.append(scalars[cursor]); cursor += 1 }
                if cursor < scalars.count, !name.isEmpty { result.append((name, position, positionRange)) }
                index = cursor + 1
            }
            return result
        }

        /// `text` with each specifier that prints argument `slot` as `%valueType` written `%arg`:
        /// a numbered one (`%2$lld`) when its number is `slot`; an unnumbered one (`%lld`) when
        /// `unnumbered` (the variable is named without a position, so the variant's unnumbered
        /// specifier takes the variable's own argument).
        static func argForm(_ text: String, slot: Int, valueType: String, unnumbered: Bool) -> String {
            guard !text.contains("%arg"), let format = try? FormatString(text, options: .allowsUnusedSlots) else { return text }
            var result = String.UnicodeScalarView()
            let scalars = text.unicodeScalars
            var cursor = scalars.startIndex
            for specifier in format.specifiers where specifier.variableName == nil {
                let conversion = specifier.isPositional
                    ? String(specifier.text.drop { $0 != "$" }.dropFirst())
                    : String(specifier.text.dropFirst())
                let reads = specifier.isPositional ? specifier.slot == slot : unnumbered
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
