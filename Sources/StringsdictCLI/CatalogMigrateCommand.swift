import ArgumentParser
import Foundation
import Stringsdict
import StringsdictExtract
import StringsdictTranslate

/// `stringsdict catalog migrate PATH... -o DIR [--source-language en]`.
struct CatalogMigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Turn .lproj folders of .strings and .stringsdict files into String Catalogs, one per table.",
        discussion: """
            Every language, comment (from the .strings files), variable name, argument position and \
            device variant is kept: a plural entry of one variable becomes plural variations, others \
            substitutions with their argNum. Width variants, which a catalog cannot express, keep \
            their widest variant; each such loss is reported on standard error. An entry the engine \
            cannot compile is kept as written, with a warning (stringsdict lint says what is wrong). \
            Base.lproj counts as the source language, which is the Xcode project's developmentRegion \
            (else the Package.swift's defaultLocalization, else en) unless --source-language names it; \
            with an Xcode project, only the languages its knownRegions lists are migrated, as in Xcode \
            (the folders left out are named on standard error). DIR/T.xcstrings is written for each table T, in \
            Xcode's form (DIR/mul.lproj/T.xcstrings for the table of an interface file, where Xcode \
            puts it); the paths written are listed on standard output.
            As Xcode's "Migrate to String Catalog": a source-language value equal to its key gets no \
            source-language unit; genstrings' placeholder comments ("(No Comment)", "No comment \
            provided by engineer.") are dropped; every key is extractionState migrated. A table whose \
            base name matches a .storyboard or .xib in Base.lproj takes its source text from that file \
            (extracted_with_value, state new); Interface Builder's placeholder titles (Text Cell, \
            Box, Window, Item) no .strings file translates are left out. With --sources, the Swift \
            and C-family files under the given folders (those of the Swift package the .lproj \
            folders are in, or of none) are scanned as extract scans them: a key they use has no \
            extractionState and takes their comments, one they do not use is manual (or left out \
            when only other languages have it), and a string they use that no table has is added. \
            Plural variants a translation copies from the source language are left out. The InfoPlist table takes the source text of the keys the \
            target's Info.plist has from it (extracted_with_value, state new, Xcode's name for the \
            key such as "Bundle name" as the comment); the Info.plist is the one --info-plist names, \
            else the one beside the .lproj folders or in the folder above them, else the one of the \
            .xcodeproj target named like a folder on the way to them (or the project's only app \
            target), its INFOPLIST_FILE or the one Xcode generates from its INFOPLIST_KEY_ settings. \
            Build settings ($(PRODUCT_NAME)) are expanded from the target's.
            A file that does not parse is reported at its line and column. By default nothing is \
            written then (no half migration) and the exit status is 2; with --keep-going the other \
            files are migrated and written, and the exit status is 1.
            A catalog that already exists in DIR is never replaced silently: the command stops \
            before writing anything, naming it. With --merge the migration is merged into it as a \
            sync does: its keys, comments, extractionState and languages stay, migrated keys and \
            languages it lacks are added, and where a key has a different value in a language on \
            both sides the catalog's is kept and a warning names the key and language. With \
            --force it is replaced.
            Exit status: 0 done (warnings included), 1 done with --keep-going but some files left \
            out, 2 a file that does not parse (nothing written), an unreadable file, or a catalog in \
            the way.
            Example: stringsdict catalog migrate App/Resources -o App/Catalogs --source-language en
            Example: stringsdict catalog migrate App/Resources -o App/Catalogs --merge
            Example: stringsdict catalog migrate App/Resources -o App/Catalogs --sources App/Sources
            Example (as Xcode 15.0, which kept them): stringsdict catalog migrate App/Resources -o App/Catalogs --keep-placeholder-titles
            Example: stringsdict catalog migrate App/Resources -o App/Catalogs --info-plist App/Supporting/Info.plist
            Example (a damaged file stops everything): stringsdict catalog migrate App/Resources -o App/Catalogs
            Example (migrate the rest, exit 1): stringsdict catalog migrate App/Resources -o App/Catalogs --keep-going
            """
    )

    @Argument(help: "Folders of .lproj folders, .lproj folders, or .strings and .stringsdict files.")
    var paths: [String] = []

    @OptionGroup var outputOptions: OutputOptions

    @Option(name: .customLong("source-language"), help: "The catalog's development language (default: the developmentRegion of the Xcode project around the first folder given, else the defaultLocalization of the Package.swift above it, else en).")
    var givenSourceLanguage: String?

    @Flag(help: "Merge into catalogs that already exist in the output folder, keeping their keys and values.")
    var merge = false

    @Flag(help: "Replace catalogs that already exist in the output folder.")
    var force = false

    @Option(parsing: .upToNextOption, help: "Folders or files of the target's code (Swift, Objective-C, C): keys they do not use become manual.")
    var sources: [String] = []

    @Flag(help: "Migrate and write the files that parse when some do not (exit status 1), instead of writing nothing.")
    var keepGoing = false

    @Flag(help: "Keep Interface Builder's placeholder titles (Text Cell, Table View Cell, Box, Window, Item) that no .strings file translates, as Xcode 15.0 did; by default they are left out, as Xcode from 2024 leaves them out.")
    var keepPlaceholderTitles = false

    @Option(help: ArgumentHelp("The target's Info.plist, whose values are the InfoPlist table's source text (default: the one beside the .lproj folders or above them, else the Xcode project target's).", valueName: "file"))
    var infoPlist: String?

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one folder or file to migrate") }
        if merge && force { throw ValidationError("--merge and --force cannot be used together: --merge keeps an existing catalog's content, --force replaces it; choose one") }
        if let givenSourceLanguage { _ = try LocaleOptions.identifier(givenSourceLanguage) }
        for path in paths + sources + (infoPlist.map { [$0] } ?? []) where !FileManager.default.fileExists(atPath: path) {
            throw CLIError("no such file or folder: \(Diagnostics.echo(path))")
        }
    }

    func run() throws {
        let output = outputOptions.output
        do {
            let interfaces = Self.interfaceStrings(in: paths)
            // The development language and languages of the project or package around the files.
            let container = paths.first.flatMap(ProjectContainer.around)
            let sourceLanguage = givenSourceLanguage ?? container?.developmentLanguage ?? "en"
            var options = StringCatalogMigration.Options(sourceLanguage: sourceLanguage, interfaceStrings: interfaces.strings)
            // Only the project's languages, as Xcode migrates them.
            if let known = container?.knownRegions, !known.isEmpty { options.knownLanguages = Set(known) }
            options.keepsPlaceholderTitles = keepPlaceholderTitles
            let codeStrings = sources.isEmpty ? nil : Self.ownTargets(try Self.codeStrings(in: sources, belongingWith: paths.first ?? "."), localizations: paths)
            options.usedKeys = codeStrings?.mapValues { Set($0.map(\.key)) }
            var plistFailures: [StringsdictError] = []
            let plistSource = infoPlist.map(InfoPlistSource.file) ?? Self.infoPlistSource(for: paths)
            do throws(StringsdictError) {
                if let plistSource { options.infoPlistStrings = try plistSource.strings() }
            } catch {
                plistFailures.append(error)
            }
            if let file = plistSource?.file {
                options.infoPlistTypeNames = InfoPlistStrings.typeNames(contentsOf: file)
                options.infoPlistTypeDescriptions = InfoPlistStrings.typeDescriptions(contentsOf: file)
            }
            var result = try StringCatalogMigration.migrate(paths: paths, options: options)
            // The strings the code uses that no file of their table has join it, as Xcode's
            // migration adds what its build extracts (IceCubesApp's `iPad`, `#%@`).
            for (table, strings) in codeStrings ?? [:] where result.catalogs[table] != nil && interfaces.strings[table] == nil {
                _ = CatalogSync.addMissing(to: &result.catalogs[table, default: StringCatalogDocument(sourceLanguage: sourceLanguage)], from: strings)
            }
            if !result.leftOutLanguages.isEmpty {
                printToStandardError(Diagnostics.note("left out the .lproj folders of \(result.leftOutLanguages.joined(separator: ", ")): the Xcode project's knownRegions does not list them, and Xcode migrates only its languages; add them to the project to migrate them"))
            }
            for warning in result.warnings { printToStandardError(warning.description) }
            let failures = interfaces.failures + plistFailures + result.failures
            for failure in failures { printToStandardError(failure.description) }
            if !failures.isEmpty && !keepGoing {
                let count = failures.count == 1 ? "a file does" : "\(failures.count) files do"
                printToStandardError(Diagnostics.error("nothing was written, as \(count) not parse (a migration without them would lose their strings); fix them, or add --keep-going to migrate the rest"))
                throw ExitCode(ExitStatus.failure)
            }
            if result.catalogs.isEmpty {
                throw CLIError("nothing to migrate in \(paths.map(Diagnostics.echo).joined(separator: ", ")): no .lproj folder, .strings or .stringsdict file")
            }
            // Every catalog is checked (and merged) before anything is written.
            var planned: [(path: String, document: StringCatalogDocument)] = []
            var inTheWay: [String] = []
            for table in result.catalogs.keys.sorted() {
                guard var document = result.catalogs[table] else { continue }
                // The table name comes from a file name: checked like every name that becomes a path.
                try OutputPath.checkTable(table, at: nil)
                // A table of an interface file goes in mul.lproj, where Xcode puts it (the
                // catalog replaces the strings files of the interface's localized variants).
                let folder = interfaces.strings[table] == nil ? [] : [LocalizationFolder(name: "mul").folderName]
                let path = try OutputPath.join(folder + [table + ".xcstrings"], under: output)
                if FileManager.default.fileExists(atPath: path), !force {
                    if merge {
                        let merged = try StringCatalogMigration.merge(document, intoCatalogAt: path)
                        for warning in merged.warnings { printToStandardError(warning.description) }
                        document = merged.document
                    } else {
                        inTheWay.append(path)
                    }
                }
                planned.append((path, document))
            }
            for path in inTheWay {
                printToStandardError(Diagnostics.located(SourceLocation(file: path, line: 1, column: 1), .error, "a catalog already exists here, and migrating would replace it (its keys would be lost); nothing was written; add --merge to merge the migration into it, or --force to replace it"))
            }
            if !inTheWay.isEmpty { throw ExitCode(ExitStatus.failure) }
            try AtomicFile.createDirectory(output)
            for (path, document) in planned {
                // The output folder, or its mul.lproj.
                if let slash = path.lastIndex(of: "/") { try AtomicFile.createDirectory(String(path[..<slash])) }
                try document.write(to: path)
                print(path)
            }
            if !failures.isEmpty {
                printToStandardError(Diagnostics.error("\(failures.count) \(failures.count == 1 ? "file was" : "files were") left out (--keep-going); their strings are not in the catalogs"))
                throw ExitCode(ExitStatus.findings)
            }
        } catch let error as StringsdictError {
            Diagnostics.printError(error)
            throw ExitCode(ExitStatus.failure)
        }
    }
}

extension CatalogMigrateCommand {
    /// The strings of the `.storyboard` and `.xib` files in the `Base.lproj` folders of `paths`
    /// (a folder of `.lproj` folders, `Base.lproj` itself, or a sibling `.lproj` folder), by
    /// table (the file's base name), and one error per interface file that does not parse.
    static func interfaceStrings(in paths: [String]) -> (strings: [String: [String: StringCatalogMigration.InterfaceString]], failures: [StringsdictError]) {
        let base = LocalizationFolder.base.folderName
        let folders = paths.compactMap(localizationsFolder).map { $0 + "/" + base }.filter { FileManager.default.fileExists(atPath: $0) }
        var strings: [String: [String: StringCatalogMigration.InterfaceString]] = [:]
        var failures: [StringsdictError] = []
        for folder in Set(folders).sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                let table = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
                do {
                    let document = try InterfaceDocument(contentsOf: folder + "/" + name)
                    // The comments ibtool writes, from the one place that writes them.
                    let generated = try StringsFileReader.read(Array(document.stringsFileText().utf8), file: folder + "/" + name)
                    for string in document.strings {
                        strings[table, default: [:]][string.key] = .init(value: string.value, comment: generated[string.key]?.comment,
                                                                          className: string.className, property: string.property)
                    }
                } catch {
                    failures.append(error)
                }
            }
        }
        return (strings, failures)
    }

    /// The folders of `.lproj` folders that `paths` give (a folder of them, one of them, or a
    /// file in one), in order.
    static func localizationFolders(for paths: [String]) -> [String] {
        paths.map { path in
            var trimmed = path
            while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
            var components = trimmed.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if !DirectoryListing.isDirectory(trimmed) { components.removeLast() }
            if let last = components.last, LocalizationFolder(folderName: last) != nil { components.removeLast() }
            let folder = components.joined(separator: "/")
            return folder.isEmpty && trimmed.hasPrefix("/") ? "/" : folder
        }
    }

    /// Where the target's `Info.plist` for the `.lproj` folders `paths` give is read from.
    enum InfoPlistSource {
        /// The file beside the folders or in the folder above them.
        case file(String)
        /// The Xcode project target's (``XcodeProject/target(forLocalizationsIn:orOnlyApplication:)``):
        /// its `INFOPLIST_FILE`, or the one Xcode generates from its settings.
        case target(XcodeProject.Target)

        /// Its localizable strings (values expanded as a build does).
        func strings() throws(StringsdictError) -> [InfoPlistStrings.Entry] {
            switch self {
            case .file(let path): return try InfoPlistStrings.builtStrings(contentsOf: path)
            case .target(let target): return try target.infoPlistStrings()
            }
        }

        /// The file it is, where there is one (a generated `Info.plist` has none).
        var file: String? {
            switch self {
            case .file(let path): return path
            case .target(let target): return target.existingInfoPlist
            }
        }
    }

    /// The target's `Info.plist` for the `.lproj` folders `paths` give: the one beside them or in
    /// the folder above, else the Xcode project target's; nil when none is found.
    static func infoPlistSource(for paths: [String]) -> InfoPlistSource? {
        let folders = localizationFolders(for: paths)
        for folder in folders {
            if let plist = InfoPlistStrings.infoPlist(forLocalizationsIn: folder) { return .file(plist) }
        }
        for folder in folders {
            if let target = XcodeProject.target(forLocalizationsIn: folder) { return .target(target) }
        }
        return nil
    }

    /// The folder holding the `.lproj` folders of `path`: an `.lproj` folder's parent, or the
    /// folder itself; nil for a path that is neither (a single file).
    static func localizationsFolder(of path: String) -> String? {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        if LocalizationFolder(folderName: name) != nil {
            return trimmed.lastIndex(of: "/").map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        }
        return DirectoryListing.isDirectory(trimmed) ? trimmed : nil
    }

    /// `strings` (by table) with only those of the files the Xcode target holding each table
    /// compiles, where a project says which target holds it (the `.lproj` folders among its
    /// resources) and compiles some of the files: Xcode's migration reads what that target's build
    /// extracts, not its widget's or its dependencies' code (Meshtastic's widget strings, Easydict's
    /// `Pods/`, code in no target). Unchanged for a table no target holds.
    static func ownTargets(_ strings: [String: [ExtractedString]], localizations paths: [String]) -> [String: [ExtractedString]] {
        let folders = paths.compactMap(localizationsFolder)
        var result = strings
        for (table, found) in strings {
            var holder: XcodeProject.Target?
            for folder in folders where holder == nil {
                holder = XcodeProject.target(withTable: table + ".strings", localizedIn: folder)
                    ?? XcodeProject.target(withTable: table + ".stringsdict", localizedIn: folder)
            }
            guard let holder else { continue }
            var compiled: [String: Bool] = [:]
            let own = found.filter { string in
                if let known = compiled[string.file] { return known }
                let answer = holder.compiles(XcodeProject.standardized(string.file))
                compiled[string.file] = answer
                return answer
            }
            if !own.isEmpty { result[table] = own }
        }
        return result
    }

    /// The strings the code in `sources` uses, by table, as `extract` finds them: only the
    /// files of the same Swift package as `localizations` (or, for folders in no package, the
    /// files in none). Xcode's migration reads what the target's build extracts, which leaves
    /// out the local packages the app links: IceCubesApp's migration made the 336 keys only its
    /// `Packages/` use `manual`.
    static func codeStrings(in sources: [String], belongingWith localizations: String) throws(StringsdictError) -> [String: [ExtractedString]] {
        let extractor = StringExtractor(options: .catalog(projectAround: sources))
        var packages = PackageRoots()
        let home = packages.root(of: localizations)
        let inPackage = try SourceFiles.expand(sources).filter { packages.root(of: $0) == home }
        // In a package, a target's files are those under its folder: the one holding its
        // `Resources` folder (SwiftPM's layout: Loki's `Sources/Core/UserDefaults/Resources`).
        var files = inPackage
        if home != nil, let holding = localizationsFolder(of: localizations) {
            var folder = XcodeProject.standardized(holding)
            if folder.hasSuffix("/Resources") { folder.removeLast("/Resources".count) }
            let own = inPackage.filter { XcodeProject.standardized($0).hasPrefix(folder + "/") }
            if !own.isEmpty { files = own }
        }
        // Declarations first (of the whole package: a call in one file sees a declaration in
        // another), then the files in parallel.
        let index = extractor.declarations(ofSwiftFiles: inPackage)
        var used: [String: [ExtractedString]] = [:]
        for result in extractor.extract(contentsOfFiles: files, index: index) {
            for string in try result.get().strings { used[string.table, default: []].append(string) }
        }
        return used
    }
}

/// The Swift package each folder belongs to: the nearest folder above it (itself included) with
/// a `Package.swift`, looked up once per folder.
struct PackageRoots {
    private var known: [String: String] = [:]
    private static let none = ""

    /// The package root of `path` (a file or a folder), or nil when no folder above it has a
    /// `Package.swift`.
    mutating func root(of path: String) -> String? {
        var folder = XcodeProject.standardized(path)
        if !DirectoryListing.isDirectory(folder) {
            folder = folder.lastIndex(of: "/").map { $0 == folder.startIndex ? "/" : String(folder[..<$0]) } ?? "/"
        }
        var visited: [String] = []
        var found = Self.none
        for current in XcodeProject.folders(above: folder, from: 0, to: Int.max - 1) {
            if let cached = known[current] { found = cached; break }
            visited.append(current)
            if FileManager.default.fileExists(atPath: current == "/" ? "/Package.swift" : current + "/Package.swift") { found = current; break }
        }
        for folder in visited { known[folder] = found }
        return found == Self.none ? nil : found
    }
}
