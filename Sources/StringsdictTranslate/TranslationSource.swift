import FoundationEssentials
import Stringsdict
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A table or String Catalog that translations are exported from and imported into: a
/// development-language `.strings` or `.stringsdict` file in an `.lproj` folder (the
/// development language's own or `Base.lproj`), an Interface Builder document in `Base.lproj`,
/// or a catalog.
///
/// Its ``original`` is its path relative to the folder it was found under; XLIFF files name it
/// so, and import finds it again under the folder it is given.
public struct TranslationSource: Hashable, Sendable {
    /// What the source is.
    public enum Kind: String, Hashable, Sendable {
        /// A `.strings` table.
        case strings
        /// A `.stringsdict` table.
        case stringsdict
        /// A String Catalog (`.xcstrings`).
        case catalog
        /// A `.storyboard` or `.xib` in a `Base.lproj` folder: its strings as `ibtool
        /// --generate-strings-file` writes them, translated in `<language>.lproj/<name>.strings`.
        case interface
    }

    /// The kind of file.
    public let kind: Kind
    /// The path relative to ``root``, `/`-separated: the XLIFF `original` attribute.
    public let original: String
    /// The folder ``original`` is relative to.
    public let root: String
    /// The development language: the `.lproj` folder's name (the language given to
    /// ``find(in:sourceLanguage:)`` for `Base.lproj`), or the catalog's `sourceLanguage` (read by
    /// ``units(for:)``).
    public let sourceLanguage: String
    /// Whether this is a table only code uses (``codeTable(named:root:among:sourceLanguage:)``):
    /// its development-language file need not exist, and its strings are the code's.
    public let isCodeTable: Bool

    /// The development-language file's path.
    public var path: String { root.isEmpty ? original : root + "/" + original }

    /// The table strings from code go into: a `.strings` table's name, or a catalog's file name
    /// without `.xcstrings` (`Localizable` for `App/Localizable.xcstrings`); nil otherwise.
    public var codeTableName: String? {
        switch kind {
        case .strings: return tableName
        case .catalog: return original.split(separator: "/").last.map { String(Self.stem(String($0))) }
        case .stringsdict, .interface: return nil
        }
    }

    /// A String Catalog that need not exist yet, for strings bound to it (an `Info.plist`'s in
    /// `InfoPlist.xcstrings`, which Xcode makes where the project prefers catalogs).
    static func madeCatalog(original: String, root: String, sourceLanguage: String) -> TranslationSource {
        TranslationSource(kind: .catalog, original: original, root: root, sourceLanguage: sourceLanguage, isCodeTable: true)
    }

    /// For an interface file, the String Catalog Xcode 15 and later keep its strings in, if
    /// there is one: `<Name>.xcstrings` in an `.lproj` folder beside its `Base.lproj` (Xcode
    /// makes it in `mul.lproj`, looked at first), which holds the translations, comments and
    /// `shouldTranslate` marks instead of `<language>.lproj/<Name>.strings` tables.
    public var interfaceCatalog: String? {
        guard kind == .interface else { return nil }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 2, let name = components.last else { return nil }
        let parent = components.dropLast(2).joined(separator: "/")
        let file = String(Self.stem(String(name))) + ".xcstrings"
        let folders = Self.listing(parent.isEmpty ? "." : parent).filter { LocalizationFolder(folderName: $0) != nil }
        for folder in ["mul.lproj"] + folders.filter({ $0 != "mul.lproj" }) {
            let candidate = (parent.isEmpty ? "" : parent + "/") + folder + "/" + file
            if DirectoryListing.isFile(candidate) { return candidate }
        }
        return nil
    }

    /// The table's name, the file name without its extension (`Localizable` for
    /// `en.lproj/Localizable.strings`); nil for a catalog.
    public var tableName: String? {
        guard kind != .catalog, let name = original.split(separator: "/").last else { return nil }
        return String(Self.stem(String(name)))
    }

    /// A source.
    ///
    /// - Parameters:
    ///   - kind: the kind of file.
    ///   - original: its path relative to `root`.
    ///   - root: the folder it was found under.
    ///   - sourceLanguage: the development language.
    public init(kind: Kind, original: String, root: String, sourceLanguage: String) {
        self.init(kind: kind, original: original, root: root, sourceLanguage: sourceLanguage, isCodeTable: false)
    }

    private init(kind: Kind, original: String, root: String, sourceLanguage: String, isCodeTable: Bool) {
        self.kind = kind
        self.original = original
        self.root = root
        self.sourceLanguage = sourceLanguage
        self.isCodeTable = isCodeTable
    }

    /// The `.strings` table `table` of the development language for strings only code uses, as
    /// Xcode's export makes a `<file>` for them when the project has no such table:
    /// `<sourceLanguage>.lproj/<table>.strings` in the first folder under `root` (in path order)
    /// whose `.lproj` folders hold a `<table>.strings` of another language (where its
    /// translations are), else beside the first `.lproj` source found under `root`, else in
    /// `root` itself.
    ///
    /// - Parameters:
    ///   - table: the table's name (a plain file name, see ``OutputPath/checkTable(_:at:keyPath:)``).
    ///   - root: the folder the export was made from.
    ///   - sources: the sources found under `root` and elsewhere.
    ///   - sourceLanguage: the development language.
    public static func codeTable(named table: String, root: String, among sources: [TranslationSource], sourceLanguage: String) -> TranslationSource {
        let file = table + ".strings"
        let parent = translatedFolder(holding: file, root: root, relative: "", depth: 0)
            ?? sources.first { $0.root == root && $0.kind != .catalog }.map { source in
                source.original.split(separator: "/").dropLast(2).joined(separator: "/")
            }
            ?? ""
        let folder = LocalizationFolder(name: sourceLanguage).folderName
        let original = (parent.isEmpty ? "" : parent + "/") + folder + "/" + file
        return TranslationSource(kind: .strings, original: original, root: root, sourceLanguage: sourceLanguage, isCodeTable: true)
    }

    /// The table only code uses that an XLIFF `original` names (`App/en.lproj/Localizable.strings`,
    /// as ``codeTable(named:root:among:sourceLanguage:)`` names it): nil unless `original` is a
    /// `.strings` file in the development language's `.lproj` folder, every component a plain
    /// file name.
    static func codeTable(original: String, root: String, sourceLanguage: String) -> TranslationSource? {
        let components = original.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2, components.allSatisfy({ OutputPath.isPlainFileName($0) }),
              let file = components.last, file.hasSuffix(".strings"), file.count > ".strings".count,
              let folder = LocalizationFolder(folderName: components[components.count - 2]),
              !folder.isBase, folding(folder.name) == folding(sourceLanguage) else { return nil }
        return TranslationSource(kind: .strings, original: original, root: root, sourceLanguage: folder.name, isCodeTable: true)
    }

    /// The first folder below `root` (relative to it, "" for `root`) with an `.lproj` folder that
    /// holds `file`, walked as ``find(in:sourceLanguage:)`` walks.
    private static func translatedFolder(holding file: String, root: String, relative: String, depth: Int) -> String? {
        var found: [String] = []
        translatedFolders(holding: file, root: root, relative: relative, depth: depth, into: &found, limit: 1)
        return found.first
    }

    /// Every folder below `root` (relative to it, "" for `root`) with an `.lproj` folder that
    /// holds `file`, in the order ``find(in:sourceLanguage:)`` walks them (at most 1,024).
    static func translatedFolders(holding file: String, root: String) -> [String] {
        var found: [String] = []
        translatedFolders(holding: file, root: root, relative: "", depth: 0, into: &found, limit: 1_024)
        return found
    }

    private static func translatedFolders(holding file: String, root: String, relative: String, depth: Int,
                                          into found: inout [String], limit: Int) {
        guard depth <= maximumDepth, found.count < limit else { return }
        let folder = relative.isEmpty ? root : root + "/" + relative
        let names = listing(folder)
        var children: [String] = []
        var holds = false
        for name in names where isWalked(name) {
            let child = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(root + "/" + child, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            if LocalizationFolder(folderName: name) != nil {
                if !holds, FileManager.default.fileExists(atPath: root + "/" + child + "/" + file) { holds = true }
            } else {
                children.append(child)
            }
        }
        if holds { found.append(relative) }
        for child in children where found.count < limit {
            translatedFolders(holding: file, root: root, relative: child, depth: depth + 1, into: &found, limit: limit)
        }
    }

    /// Where the `Info.plist` strings of the folders under `paths` go, as Xcode exports them: for
    /// each folder holding `.lproj` folders, the `Info.plist` beside them or in the folder above
    /// (``InfoPlistStrings/infoPlist(forLocalizationsIn:)``), else the Xcode project target named
    /// like a folder on the way to them
    /// (``XcodeProject/target(forLocalizationsIn:orOnlyApplication:)``): its `INFOPLIST_FILE`,
    /// or, where Xcode generates its `Info.plist`, the target itself. Each `Info.plist` and
    /// target once (its first such folder, in path order).
    ///
    /// The table is the development language's (or `Base.lproj`'s) `InfoPlist.strings`, or
    /// `<Target>-InfoPlist.strings` (which Xcode renames to `InfoPlist.strings` when it builds),
    /// there when `sources` has it. Otherwise it is made (``isCodeTable``: its file need not
    /// exist): `<sourceLanguage>.lproj/InfoPlist.strings` there (named as the translations there
    /// name it), or for a generated `Info.plist` without translations
    /// `<sourceLanguage>.lproj/<Target>-InfoPlist.strings` in the target's folder
    /// (``XcodeProject/Target/folder``, else the folder named after it), as Xcode's exports
    /// synthesize it. Where the target prefers String Catalogs
    /// (``XcodeProject/Target/prefersStringCatalogs``) and has no `InfoPlist.strings` or
    /// translations of one, the table is `InfoPlist.xcstrings` in the target's folder (the
    /// catalog there, else one to be made; `<Target>-InfoPlist.xcstrings` for a generated
    /// `Info.plist`). Test bundles and frameworks get none without a table
    /// of their own (``XcodeProject/Target/exportsInfoPlistStrings``). App and extension targets
    /// of the projects under `paths` whose folder holds no `.lproj` folder get such a table too.
    /// Folders are walked as ``find(in:sourceLanguage:)`` walks them; a path that is a file is
    /// skipped.
    public static func infoPlistTables(in paths: [String], among sources: [TranslationSource], sourceLanguage: String)
        -> [(infoPlist: String?, target: XcodeProject.Target?, table: TranslationSource)] {
        var found: [(infoPlist: String?, target: XcodeProject.Target?, table: TranslationSource)] = []
        // The Info.plist files and targets already given a table.
        var seen = Set<String>()
        func firstTime(_ target: XcodeProject.Target, _ plist: String?) -> Bool {
            let isNew = seen.insert(key(of: target)).inserted
            return plist.map { seen.insert(XcodeProject.standardized($0)).inserted } ?? isNew
        }
        let developmentFolder = LocalizationFolder(name: sourceLanguage).folderName
        for argument in paths {
            var root = argument
            while root.count > 1, root.hasSuffix("/") { root.removeLast() }
            var folders: [String] = []
            var projects: [String] = []
            localizationHolders(root: root, relative: "", depth: 0, into: &folders, projects: &projects)
            /// Where the target prefers catalogs: its `InfoPlist.xcstrings` (in `place`, its
            /// folder), the one there or one to be made, as KeepingYouAwake's Xcode 15–16 exports
            /// have it for targets with no `InfoPlist.strings` of their own.
            func catalog(of target: XcodeProject.Target?, in place: String) -> TranslationSource? {
                guard let target, target.prefersStringCatalogs else { return nil }
                // Beside the target's Info.plist where it has one (geteduroam's targets share
                // sources, and each keeps its InfoPlist.xcstrings beside its Info.plist).
                let folder = target.existingInfoPlist.flatMap { plist in
                    relative(String(plist[..<(plist.lastIndex(of: "/") ?? plist.startIndex)]), to: root)
                } ?? place
                // A generated Info.plist's catalog is named after its target, as its `.strings`
                // table is (Xcode 15.4's export of To-Do-List: `To-Do-List-InfoPlist.xcstrings`;
                // Xcode 26.2's of Itori: `Roots-InfoPlist.xcstrings`).
                let name = target.existingInfoPlist == nil && target.generatesInfoPlist ? target.name + "-InfoPlist.xcstrings" : "InfoPlist.xcstrings"
                let original = (folder.isEmpty ? "" : folder + "/") + name
                return sources.first { $0.kind == .catalog && $0.root == root && $0.original == original }
                    ?? madeCatalog(original: original, root: root, sourceLanguage: sourceLanguage)
            }
            /// The first of `names` an `.lproj` folder in `folder` has a `.strings` table of.
            func translatedTable(_ names: [String], in folder: String) -> String? {
                let localizations = listing(folder).filter { LocalizationFolder(folderName: $0) != nil }
                return names.first { name in
                    localizations.contains { FileManager.default.fileExists(atPath: folder + "/" + $0 + "/" + name + ".strings") }
                }
            }
            for relative in folders {
                let folder = relative.isEmpty ? root : root + "/" + relative
                func existing(_ names: [String], in place: String) -> TranslationSource? {
                    sources.first { source in
                        source.kind == .strings && source.root == root && source.tableName.map(names.contains) == true
                            && source.original.split(separator: "/").dropLast(2).joined(separator: "/") == place
                    }
                }
                // An Info.plist no target names, where the project has the folder's target with
                // another one (or one Xcode generates), is not the target's: Swift86's folder
                // keeps an unused Info.plist, and Xcode 14.3 exported the generated one's keys.
                if let plist = InfoPlistStrings.infoPlist(forLocalizationsIn: folder),
                   XcodeProject.target(forInfoPlist: plist) != nil
                    || (XcodeProject.target(withTable: "InfoPlist.strings", localizedIn: folder)
                        ?? XcodeProject.target(forLocalizationsIn: folder, orOnlyApplication: false)).map({ owner in
                        owner.existingInfoPlist == nil && !owner.generatesInfoPlist }) ?? true {
                    guard seen.insert(XcodeProject.standardized(plist)).inserted else { continue }
                    let target = XcodeProject.target(forInfoPlist: plist)
                    if let target { seen.insert(key(of: target)) }
                    let names = ["InfoPlist"] + (target.map { [$0.name + "-InfoPlist"] } ?? [])
                    // A test bundle's or framework's keys are not exported without a table of
                    // their own (PrincessGuide's test target has translations, and still none).
                    if let target, !target.exportsInfoPlistStrings, existing(names, in: relative) == nil { continue }
                    let original = (relative.isEmpty ? "" : relative + "/") + developmentFolder + "/InfoPlist.strings"
                    let preferred = translatedTable(names, in: folder) != nil ? nil : catalog(of: target, in: target.flatMap { Self.folder(of: $0, under: root) } ?? relative)
                    found.append((plist, target, existing(names, in: relative) ?? preferred
                        ?? TranslationSource(kind: .strings, original: original, root: root, sourceLanguage: sourceLanguage, isCodeTable: true)))
                    continue
                }
                // The target whose resources hold the folder's InfoPlist.strings (FitTrackPro's app
                // keeps it in Resources/), else the one named like a folder on the way.
                guard let target = XcodeProject.target(withTable: "InfoPlist.strings", localizedIn: folder)
                        ?? XcodeProject.target(forLocalizationsIn: folder, orOnlyApplication: false) else { continue }
                let plist = target.existingInfoPlist
                guard plist != nil || target.generatesInfoPlist, firstTime(target, plist) else { continue }
                let names = ["InfoPlist", target.name + "-InfoPlist"]
                if !target.exportsInfoPlistStrings, existing(names, in: relative) == nil { continue }
                // The target's folder as the project says, else the folder named after it on the
                // way to the .lproj folders.
                let components = relative.split(separator: "/").map(String.init)
                let targetFolder = Self.folder(of: target, under: root)
                    ?? components.lastIndex(of: target.name).map { components[...$0].joined(separator: "/") } ?? relative
                // Beside the translations where there are some, so the made table finds them.
                let translated = translatedTable(names, in: folder)
                let synthesized = plist == nil && translated == nil
                let file = synthesized ? target.name + "-InfoPlist.strings" : (translated ?? "InfoPlist") + ".strings"
                let place = synthesized ? targetFolder : relative
                let original = (place.isEmpty ? "" : place + "/") + developmentFolder + "/" + file
                found.append((plist, target, existing(names, in: relative) ?? existing(names, in: place)
                    ?? (translated == nil ? catalog(of: target, in: targetFolder) : nil)
                    ?? TranslationSource(kind: .strings, original: original, root: root, sourceLanguage: sourceLanguage, isCodeTable: true)))
            }
            // Targets of the projects found whose folder holds no .lproj folder: Xcode's export
            // still has their Info.plist strings, as <Target>-InfoPlist.strings in their folder
            // where it generates the Info.plist, else as InfoPlist.strings there (the folder the
            // project gives, else one named after the target beside the project, else the
            // project's).
            for project in projects {
                guard let read = XcodeProject.cached(root + "/" + project) else { continue }
                for target in read.targets where exportedProducts.contains(target.productType ?? "") {
                    let plist = target.existingInfoPlist
                    let named = target.sourceRoot + "/" + target.name
                    guard plist != nil || target.generatesInfoPlist,
                          let place = Self.folder(of: target, under: root)
                            ?? relative(DirectoryListing.isDirectory(named) ? named : target.sourceRoot, to: root),
                          firstTime(target, plist) else { continue }
                    let file = plist == nil ? target.name + "-InfoPlist.strings" : "InfoPlist.strings"
                    let original = (place.isEmpty ? "" : place + "/") + developmentFolder + "/" + file
                    found.append((plist, target, catalog(of: target, in: place)
                        ?? TranslationSource(kind: .strings, original: original, root: root, sourceLanguage: sourceLanguage, isCodeTable: true)))
                }
            }
        }
        return found
    }

    /// The product types whose `Info.plist` strings an export has without a `.lproj` folder:
    /// apps and their extensions (not test bundles or frameworks).
    static let exportedProducts: Set<String> = [
        "com.apple.product-type.application", "com.apple.product-type.app-extension",
        "com.apple.product-type.extensionkit-extension", "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.watchkit2-extension", "com.apple.product-type.application.on-demand-install-capable",
    ]

    /// What ``infoPlistTables(in:among:sourceLanguage:)`` knows a target by.
    private static func key(of target: XcodeProject.Target) -> String {
        "target:" + XcodeProject.standardized(target.projectFile) + "\u{0}" + target.name
    }

    /// The target's folder (``XcodeProject/Target/folder``) relative to `root`; nil when the
    /// project does not say or it is not under `root`.
    private static func folder(of target: XcodeProject.Target, under root: String) -> String? {
        target.folder.flatMap { relative(target.sourceRoot + ($0.isEmpty ? "" : "/" + $0), to: root) }
    }

    /// `path` relative to `root` ("" for `root`); nil when it is not under `root`.
    private static func relative(_ path: String, to root: String) -> String? {
        let base = XcodeProject.standardized(root)
        let own = XcodeProject.standardized(path)
        if own == base { return "" }
        guard own.hasPrefix(base == "/" ? "/" : base + "/") else { return nil }
        return String(own.dropFirst(base == "/" ? 1 : base.count + 1))
    }

    /// The folders below `root` (relative to it, "" for `root`) that hold an `.lproj` folder, in
    /// path order, walked as ``find(in:sourceLanguage:)`` walks, and the `.xcodeproj` folders
    /// met on the way (not walked into; ``isWalked(_:)`` leaves out `Pods` and `Carthage`).
    private static func localizationHolders(root: String, relative: String, depth: Int, into folders: inout [String], projects: inout [String]) {
        guard depth <= maximumDepth else { return }
        let folder = relative.isEmpty ? root : root + "/" + relative
        var children: [String] = []
        var holds = false
        for name in listing(folder) where isWalked(name) {
            let child = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(root + "/" + child, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            if LocalizationFolder(folderName: name) != nil {
                holds = true
            } else if name.hasSuffix(".xcodeproj") {
                projects.append(child)
            } else {
                children.append(child)
            }
        }
        if holds { folders.append(relative) }
        for child in children { localizationHolders(root: root, relative: child, depth: depth + 1, into: &folders, projects: &projects) }
    }

    /// The deepest folder nesting walked below a path.
    public static let maximumDepth = 24

    /// Whether a folder met below a path is walked into: not `.build`, not an exported
    /// localization catalog (`de.xcloc`, whose `Source Contents` copy the project's files), and
    /// not a dependency manager's checkout (`Pods`, `Carthage`), whose projects are not the app's
    /// (Xcode's exports of a project leave all three out). A path given is walked whatever its name.
    static func isWalked(_ name: String) -> Bool {
        name != ".build" && name != "Pods" && name != "Carthage" && !name.hasSuffix(".xcloc")
    }

    /// The sources under `paths`: every catalog, every `.strings` and `.stringsdict` file in a
    /// folder named `<sourceLanguage>.lproj` or `Base.lproj`, and every `.storyboard` and `.xib`
    /// in `Base.lproj`, in path order.
    ///
    /// As in Xcode's exports, a Base-localized interface file is the source of its strings: its
    /// `original` is the interface file (`App/Base.lproj/Main.storyboard`), and a
    /// `<sourceLanguage>.lproj/Main.strings` (or `Base.lproj/Main.strings`) beside it is its
    /// development-language localization, not a source of its own. A `Base.lproj` table whose
    /// name the development language's folder also has is left out: the development language's
    /// table is the text the app shows in that language, and the one exported.
    ///
    /// A folder is walked recursively (hidden entries, symbolic links and the folders
    /// ``isWalked(_:)`` names skipped, at most ``maximumDepth`` deep); its sources are relative
    /// to it. A file given by path is relative to its folder (an `.lproj` table to the folder
    /// holding the `.lproj`).
    ///
    /// - Throws: ``StringsdictError`` `.io` when a path does not exist or is not a catalog or
    ///   development-language table, or a folder cannot be listed.
    public static func find(in paths: [String], sourceLanguage: String) throws(StringsdictError) -> [TranslationSource] {
        var found: [TranslationSource] = []
        var seen = Set<String>()
        for argument in paths {
            var path = argument
            while path.count > 1, path.hasSuffix("/") { path.removeLast() }
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw StringsdictError(.io, "no such file or folder: \(argument)", at: SourceLocation(file: argument, line: 1, column: 1))
            }
            var sources: [TranslationSource] = []
            if isDirectory {
                try walk(root: path, relative: "", depth: 0, sourceLanguage: sourceLanguage, into: &sources)
            } else {
                let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                let name = components.last ?? path
                if name.hasSuffix(".xcstrings") {
                    sources.append(TranslationSource(kind: .catalog, original: name, root: components.dropLast().joined(separator: "/"), sourceLanguage: sourceLanguage))
                } else if let kind = tableKind(name) ?? (isInterface(name) ? .interface : nil), components.count >= 2,
                          let folder = LocalizationFolder(folderName: components[components.count - 2]),
                          kind != .interface || folder.isBase {
                    let root = components.dropLast(2).joined(separator: "/")
                    sources.append(TranslationSource(kind: kind, original: components.suffix(2).joined(separator: "/"), root: root,
                                                     sourceLanguage: folder.isBase ? sourceLanguage : folder.name))
                } else {
                    throw StringsdictError(.io, "not a String Catalog, a table in an .lproj folder or an interface file in Base.lproj: \(argument)",
                                           at: SourceLocation(file: argument, line: 1, column: 1),
                                           hint: "give a folder, an .xcstrings file, a .strings or .stringsdict file in an .lproj folder, or a .storyboard or .xib in Base.lproj")
                }
            }
            for source in sources where seen.insert(source.path).inserted { found.append(source) }
        }
        return found
    }

    private static func isInterface(_ name: String) -> Bool {
        name.hasSuffix(".storyboard") || name.hasSuffix(".xib")
    }

    /// The name without its extension (`Main` for `Main.storyboard`).
    private static func stem(_ name: String) -> Substring {
        guard let dot = name.lastIndex(of: ".") else { return Substring(name) }
        return name[..<dot]
    }

    private static func tableKind(_ name: String) -> Kind? {
        if name.hasSuffix(".stringsdict") { return .stringsdict }
        if name.hasSuffix(".strings") { return .strings }
        return nil
    }

    private static func walk(root: String, relative: String, depth: Int, sourceLanguage: String, into sources: inout [TranslationSource]) throws(StringsdictError) {
        guard depth <= maximumDepth else { return }
        let folder = relative.isEmpty ? root : root + "/" + relative
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw StringsdictError(.io, "cannot list the folder \(folder)", at: SourceLocation(file: folder, line: 1, column: 1))
        }
        for name in names where !name.hasPrefix(".") && isWalked(name) {
            let child = relative.isEmpty ? name : relative + "/" + name
            let full = root + "/" + child
            var status = stat()
            guard lstat(full, &status) == 0 else { continue }
            let type = status.st_mode & S_IFMT
            if type == S_IFDIR {
                let folder = LocalizationFolder(folderName: name)
                if let folder, folder.isBase || folder.name == sourceLanguage {
                    let parent = relative.isEmpty ? root : root + "/" + relative
                    let baseName = LocalizationFolder.base.folderName
                    let developmentName = LocalizationFolder(name: sourceLanguage).folderName
                    let base = folder.isBase ? listing(full) : listing(parent + "/" + baseName)
                    let development = folder.isBase ? listing(parent + "/" + developmentName) : listing(full)
                    // The strings of a Base interface file are its own; a table named for it is its localization.
                    let interfaces = Set(base.filter(isInterface).map { stem($0) })
                    for entry in folder.isBase ? base : development {
                        let kind = tableKind(entry) ?? (folder.isBase && isInterface(entry) ? .interface : nil)
                        guard let kind else { continue }
                        if kind == .strings, interfaces.contains(stem(entry)) { continue }
                        if folder.isBase, kind != .interface, development.contains(entry) { continue }
                        sources.append(TranslationSource(kind: kind, original: child + "/" + entry, root: root, sourceLanguage: sourceLanguage))
                    }
                } else if folder == nil {
                    try walk(root: root, relative: child, depth: depth + 1, sourceLanguage: sourceLanguage, into: &sources)
                }
            } else if type == S_IFREG, name.hasSuffix(".xcstrings") {
                sources.append(TranslationSource(kind: .catalog, original: child, root: root, sourceLanguage: sourceLanguage))
            }
        }
    }

    /// The entries of a folder that are not hidden, sorted; none when it cannot be listed.
    private static func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Where the translation into `language` lives: the catalog itself, or the table of the same
    /// name in the `.lproj` folder beside the development language's (an existing folder whose
    /// name differs only in `-`/`_` or letter case is used; otherwise `<language>.lproj`); for an
    /// interface file, `<name>.strings` there (`fr.lproj/Main.strings` for
    /// `Base.lproj/Main.storyboard`).
    public func targetPath(for language: String) -> String {
        guard kind != .catalog else { return path }
        var components = original.split(separator: "/").map(String.init)
        guard components.count >= 2 else { return path }
        if kind == .interface, let last = components.last { components[components.count - 1] = Self.stem(last) + ".strings" }
        let parentParts = components.dropLast(2)
        let parent = ([root].filter { !$0.isEmpty } + parentParts).joined(separator: "/")
        var folder = LocalizationFolder(name: language).folderName
        let wanted = Self.folding(language)
        if let names = try? FileManager.default.contentsOfDirectory(atPath: parent.isEmpty ? "." : parent) {
            if let match = names.sorted().first(where: { LocalizationFolder(folderName: $0).map { Self.folding($0.name) == wanted } ?? false }) {
                folder = match
            }
        }
        components[components.count - 2] = folder
        return ([root].filter { !$0.isEmpty } + components).joined(separator: "/")
    }

    /// ``targetPath(for:)`` after the output-path policy (``OutputPath``): `language` must be a
    /// language code, must not be the development language (a translation never overwrites the
    /// source text), and the path must stay under ``root``.
    ///
    /// - Parameters:
    ///   - language: the language translated into (an XLIFF `target-language`).
    ///   - sourceLanguage: the development language as the caller knows it (the XLIFF's
    ///     `source-language`, a catalog's `sourceLanguage`); checked besides ``sourceLanguage``.
    ///   - location: where the language is given, for errors.
    /// - Throws: ``StringsdictError`` with code ``OutputPath/unsafeNameCode`` or
    ///   ``OutputPath/outsideFolderCode``, or `.structure` with code `development-language-target`.
    public func checkedTargetPath(for language: String, sourceLanguage: String? = nil, at location: SourceLocation?) throws(StringsdictError) -> String {
        try OutputPath.checkLanguage(language, at: location)
        let developmentLanguages = [self.sourceLanguage, sourceLanguage].compactMap { $0 }
        if let development = developmentLanguages.first(where: { Self.folding($0) == Self.folding(language) }) {
            throw StringsdictError(
                .structure, "the target language '\(language)' is the development language (\(development)) of \(original); importing it would overwrite the source text",
                at: location, hint: "set target-language to the language the file is translated into; edit the development language's own file to change the source text",
                code: .developmentLanguageTarget)
        }
        let target = targetPath(for: language)
        if kind != .catalog {
            try OutputPath.checkContained(target, under: root.isEmpty ? "." : root, at: location)
        }
        return target
    }

    static func folding(_ language: String) -> String {
        String(language.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
