import FoundationEssentials
import Synchronization

/// What localization needs from an Xcode project (`App.xcodeproj/project.pbxproj`): its native
/// targets, each with the build settings of one configuration, to find a target's `Info.plist`
/// and expand the build settings its values name (`$(PRODUCT_NAME)`), as Xcode's build does
/// before its exports and String Catalogs see them.
///
/// Read-only and bounded: the project file is an old-style property list read with the limits
/// of every property list (``PropertyListLimits``); a reference that cannot be followed (a
/// missing object, a value of the wrong type) is skipped, not an error.
public struct XcodeProject: Sendable {
    /// A native target (`PBXNativeTarget`) and its build settings.
    public struct Target: Sendable, Hashable {
        /// The target's name (`TARGET_NAME`).
        public var name: String
        /// The build settings of the configuration read (`Release`, else the first): from lowest
        /// to highest, the project's `.xcconfig`, the project's, the target's `.xcconfig`, the
        /// target's own (`$(inherited)` is the level below, `#include`s followed); a list value is
        /// joined with spaces.
        public var buildSettings: [String: String]
        /// The folder holding the `.xcodeproj` (`SRCROOT`, `PROJECT_DIR`).
        public var sourceRoot: String
        /// The project's development region (`DEVELOPMENT_LANGUAGE`), if it names one.
        public var developmentRegion: String?
        /// The project's localizations (`knownRegions`: `en`, `Base`, `de`, …), as its editor
        /// lists them; empty when the project does not say.
        public var knownRegions: [String] = []
        /// The project's name (`PROJECT_NAME`): its `.xcodeproj` folder's, without the extension.
        public var projectName: String
        /// The product type (`com.apple.product-type.application`), if the target names one.
        public var productType: String? = nil
        /// The project file the target is read from, for positions.
        public var projectFile: String = ""
        /// The target's folder relative to ``sourceRoot`` ("" for it): its synchronized folder
        /// (Xcode 16), else the folder its compiled sources have in common; nil when the project
        /// does not say.
        public var folder: String? = nil
        /// The files its Sources build phase compiles, relative to ``sourceRoot``.
        public var sources: [String] = []
        /// The files its Resources build phase copies, relative to ``sourceRoot``: each
        /// localization of a localized file (`Resources/de.lproj/Localizable.strings`), catalogs
        /// (`Localizable.xcstrings`) and the rest.
        public var resources: [String] = []
        /// Its synchronized folders (Xcode 16), relative to ``sourceRoot``: their files are its
        /// sources and resources.
        public var synchronizedFolders: [String] = []

        /// ``sources`` and ``synchronizedFolders`` as absolute, standardized paths, made once
        /// when the project is read.
        package var compiledPaths: Set<String> = []
        package var synchronizedPaths: [String] = []
        /// ``tableLocations(of:)`` for every table the resources hold, by file name
        /// (`Localizable.strings`, `Localizable.xcstrings`), made once when the project is read.
        package var tablePlaces: [String: [String]] = [:]

        /// Whether the target compiles the file at `path` (absolute, standardized): one of its
        /// ``sources``, or a file in one of its ``synchronizedFolders``.
        package func compiles(_ path: String) -> Bool {
            compiledPaths.contains(path) || synchronizedPaths.contains { path.hasPrefix($0 + "/") }
        }

        /// The folders (absolute, standardized) holding the `.lproj` folders of the table `file`
        /// (`Localizable.strings`) among its ``resources``, and the catalogs of that name
        /// (`Localizable.xcstrings`, absolute): where the target's strings of that table go.
        package func tableLocations(of file: String) -> [String] {
            let catalog = file.hasSuffix(".strings") ? String(file.dropLast(".strings".count)) + ".xcstrings" : file
            var found = tablePlaces[file] ?? []
            for place in tablePlaces[catalog] ?? [] where !found.contains(place) { found.append(place) }
            return found
        }

        /// ``tablePlaces`` of ``resources``: a localized `.strings` file's folder above its
        /// `.lproj` folder, a catalog's own path, each once, in the resources' order.
        static func tablePlaces(of resources: [String], root: String) -> [String: [String]] {
            var places: [String: [String]] = [:]
            for resource in resources {
                let parts = resource.split(separator: "/")
                guard let last = parts.last else { continue }
                let location: String
                if last.hasSuffix(".strings"), parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
                    location = XcodeProject.standardized(root + "/" + parts.dropLast(2).joined(separator: "/"))
                } else if last.hasSuffix(".xcstrings") {
                    location = XcodeProject.standardized(root + "/" + resource)
                } else {
                    continue
                }
                if places[String(last)]?.contains(location) != true { places[String(last), default: []].append(location) }
            }
            return places
        }

        /// Whether the target is a unit or UI test bundle (`…bundle.unit-test`,
        /// `…bundle.ui-testing`), whose strings Xcode's exports leave out.
        public var isTestBundle: Bool {
            guard let productType else { return false }
            return productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing")
        }

        /// Whether Xcode's exports have the target's `Info.plist` strings without an
        /// `InfoPlist.strings` of its own: not for test bundles (PrincessGuide's Xcode 15.4
        /// export) nor frameworks (KeepingYouAwake's Xcode 13.2.1 and 13.3 exports leave out
        /// KYAKit's, whose folder has `.lproj` folders).
        public var exportsInfoPlistStrings: Bool {
            !isTestBundle && productType != "com.apple.product-type.framework"
        }

        /// Whether the target's strings go into String Catalogs (`LOCALIZATION_PREFERS_STRING_CATALOGS
        /// = YES`, which Xcode 15 and later set in new projects and on migration): Xcode then
        /// keeps its `Info.plist` strings in an `InfoPlist.xcstrings` in the target's folder.
        public var prefersStringCatalogs: Bool {
            buildSettings["LOCALIZATION_PREFERS_STRING_CATALOGS"].map { ["YES", "yes", "1", "true"].contains($0) } ?? false
        }

        /// Whether Xcode generates the target's `Info.plist` from its build settings
        /// (`GENERATE_INFOPLIST_FILE = YES`, with `INFOPLIST_KEY_…` settings for its keys).
        public var generatesInfoPlist: Bool {
            buildSettings["GENERATE_INFOPLIST_FILE"].map { ["YES", "yes", "1", "true"].contains($0) } ?? false
        }

        /// The localizable strings of the target's `Info.plist` as its build has them
        /// (``InfoPlistStrings``): those of its `INFOPLIST_FILE`, values expanded; where Xcode
        /// generates it, also those of its `INFOPLIST_KEY_<Key>` settings that the file does not
        /// have, and `CFBundleName` (`$(PRODUCT_NAME)`), which every generated `Info.plist` has.
        /// In key order.
        ///
        /// - Throws: ``StringsdictError`` when the `INFOPLIST_FILE` cannot be read or does not parse.
        public func infoPlistStrings() throws(StringsdictError) -> [InfoPlistStrings.Entry] {
            var strings: [InfoPlistStrings.Entry] = []
            if let file = existingInfoPlist {
                strings = try InfoPlistStrings.strings(contentsOf: file).map { entry in
                    var expanded = entry
                    expanded.value = expand(entry.value)
                    return expanded
                }
            }
            guard generatesInfoPlist else { return strings }
            var generated: [String: String] = ["CFBundleName": buildSettings["INFOPLIST_KEY_CFBundleName"] ?? "$(PRODUCT_NAME)"]
            for (name, value) in buildSettings where name.hasPrefix("INFOPLIST_KEY_") {
                generated[String(name.dropFirst("INFOPLIST_KEY_".count))] = value
            }
            let known = Set(strings.map(\.key))
            let place = SourceLocation(file: projectFile, line: 1, column: 1)
            for (key, value) in generated where !known.contains(key) && InfoPlistStrings.isLocalizable(key) {
                strings.append(InfoPlistStrings.Entry(key: key, value: expand(value), comment: InfoPlistStrings.names[key], location: place))
            }
            return strings.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        }

        /// The path of the target's `Info.plist` (`INFOPLIST_FILE`, expanded, relative to
        /// ``sourceRoot``); nil when the target names none (Xcode generates it then).
        public var infoPlist: String? {
            guard let file = buildSettings["INFOPLIST_FILE"].map(expand), !file.isEmpty,
                  !InfoPlistStrings.hasBuildSettingReference(file) else { return nil }
            return file.hasPrefix("/") ? file : (sourceRoot.isEmpty ? file : sourceRoot + "/" + file)
        }

        /// ``infoPlist`` when that file exists.
        package var existingInfoPlist: String? {
            infoPlist.flatMap { DirectoryListing.isFile($0) ? $0 : nil }
        }

        /// The value of build setting `name`, expanded; nil when neither the target, the
        /// project nor Xcode's defaults (`PRODUCT_NAME` is `$(TARGET_NAME)`, `EXECUTABLE_NAME`
        /// is `$(PRODUCT_NAME)`) give it.
        public func setting(_ name: String) -> String? {
            var expansion = Expansion()
            return value(of: name, in: &expansion)
        }

        /// `text` with each build setting it names (`$(NAME)`, `${NAME}`, `$(NAME:lower)`)
        /// replaced by its value where the target knows it; a setting it does not know is left
        /// as written. Expansion is bounded: 16 levels, 64 KiB a value, each setting expanded
        /// once (so settings naming each other many times take linear time).
        public func expand(_ text: String) -> String {
            var expansion = Expansion()
            return expand(text, in: &expansion)
        }

        /// The state of one expansion: how deep it is, and the settings already expanded.
        private struct Expansion {
            var depth = 0
            var values: [String: String?] = [:]
        }

        private func value(of name: String, in expansion: inout Expansion) -> String? {
            if let known = expansion.values[name] { return known }
            let raw: String?
            switch name {
            case "TARGET_NAME": raw = self.name
            case "PROJECT_NAME": raw = projectName
            case "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT": raw = sourceRoot
            case "DEVELOPMENT_LANGUAGE": raw = buildSettings[name] ?? developmentRegion
            case "PRODUCT_NAME": raw = buildSettings[name] ?? "$(TARGET_NAME)"
            case "EXECUTABLE_NAME": raw = buildSettings[name] ?? "$(PRODUCT_NAME)"
            default: raw = buildSettings[name]
            }
            let value = raw.map { expand($0, in: &expansion) }
            expansion.values[name] = .some(value)
            return value
        }

        private func expand(_ text: String, in expansion: inout Expansion) -> String {
            guard InfoPlistStrings.hasBuildSettingReference(text) else { return text }
            expansion.depth += 1
            defer { expansion.depth -= 1 }
            guard expansion.depth <= 16 else { return text }
            let bytes = Array(text.utf8)
            var output: [UInt8] = []
            var literal = 0
            for reference in InfoPlistStrings.references(in: bytes) {
                output += bytes[literal..<reference.lowerBound]
                literal = reference.upperBound
                let inner = String(decoding: bytes[(reference.lowerBound + 2)..<(reference.upperBound - 1)], as: UTF8.self)
                let parts = inner.split(separator: ":", maxSplits: 1).map(String.init)
                if let name = parts.first, let found = value(of: name, in: &expansion) {
                    output += Array(Self.apply(parts.count > 1 ? parts[1] : nil, to: found).utf8)
                } else {
                    output += bytes[reference]
                }
                if output.count > 65_536 { return text }
            }
            output += bytes[literal...]
            return String(decoding: output, as: UTF8.self)
        }

        /// A build-setting modifier (`lower`, `upper`, `rfc1034identifier`, `c99extidentifier`,
        /// `identifier`) applied to `value`; an unknown one leaves it.
        private static func apply(_ modifier: String?, to value: String) -> String {
            switch modifier {
            case "lower": return value.lowercased()
            case "upper": return value.uppercased()
            case "rfc1034identifier":
                return String(value.unicodeScalars.map { scalar in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ".") ? Character(scalar) : "-"
                })
            case "c99extidentifier", "identifier":
                return String(value.unicodeScalars.map { scalar in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? Character(scalar) : "_"
                })
            default: return value
            }
        }
    }

    /// The `.xcodeproj` folder.
    public let path: String
    /// The native targets, in the project's order.
    public var targets: [Target]

    /// Reads the project at `path` (an `.xcodeproj` folder, or its `project.pbxproj`).
    ///
    /// - Parameters:
    ///   - path: the `.xcodeproj` folder, or its `project.pbxproj`.
    ///   - configuration: the build configuration whose settings are read (`Release`); a
    ///     target without it uses its first.
    ///   - limits: the limits of the read (size, nesting, values).
    /// - Throws: ``StringsdictError`` when the file cannot be read, is not UTF-8, or does not
    ///   parse.
    public init(contentsOf path: String, configuration: String = "Release", limits: PropertyListLimits = .default) throws(StringsdictError) {
        var folder = path
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        if folder.hasSuffix("/project.pbxproj") || folder == "project.pbxproj" {
            folder = String(folder.dropLast("project.pbxproj".count))
            while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        }
        let file = (folder.isEmpty ? "" : folder + "/") + "project.pbxproj"
        try self.init(bytes: FileBytes.read(file, maximumSize: limits.maximumInputSize), folder: folder, configuration: configuration, limits: limits)
    }

    /// Reads the bytes of the `project.pbxproj` of the `.xcodeproj` at `folder`.
    init(bytes: [UInt8], folder: String, configuration: String = "Release", limits: PropertyListLimits = .default) throws(StringsdictError) {
        let file = (folder.isEmpty ? "" : folder + "/") + "project.pbxproj"
        guard bytes.count <= limits.maximumInputSize else {
            throw StringsdictError(.limit, "file \(file) is larger than the \(limits.maximumInputSize)-byte limit", at: SourceLocation(file: file, line: 1, column: 1))
        }
        let root = try bytes.withUnsafeBufferPointer { buffer throws(StringsdictError) -> PropertyListNode in
            let start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            try UnicodeText.validateUTF8(buffer, from: start, file: file, xmlCharacters: false)
            return try StringsFileParser.parseTree(UnsafeBufferPointer(rebasing: buffer[start...]), file: file, limits: limits)
        }
        self.path = folder
        let components = folder.split(separator: "/", omittingEmptySubsequences: false)
        let sourceRoot = components.count > 1 ? components.dropLast().joined(separator: "/") : ""
        let name = String(components.last ?? "").replacingOccurrences(of: ".xcodeproj", with: "")
        self.targets = Self.targets(in: root, sourceRoot: folder.hasPrefix("/") && sourceRoot.isEmpty ? "/" : sourceRoot,
                                    projectName: name, projectFile: file, configuration: configuration)
    }

    private static func targets(in root: PropertyListNode, sourceRoot: String, projectName: String, projectFile: String, configuration: String) -> [Target] {
        guard let objectList = root.dictionary?["objects"]?.dictionary else { return [] }
        // The objects by id, hashed once: a project has tens of thousands, and every build file
        // is looked up (the last of an id wins, as the dictionary's own lookup has it).
        var objects: [String: PropertyListNode] = [:]
        objects.reserveCapacity(objectList.entries.count)
        for entry in objectList.entries { objects[entry.key] = entry.value }
        guard let project = root.dictionary?["rootObject"]?.string.flatMap({ objects[$0]?.dictionary }) else { return [] }
        // Each group's and file's parent, to resolve their paths relative to the project's folder.
        var parents: [String: String] = [:]
        for entry in objectList.entries {
            guard let children = entry.value.dictionary?["children"]?.array else { continue }
            for child in children { if let id = child.string, parents[id] == nil { parents[id] = entry.key } }
        }
        /// The chosen configuration's settings of a configuration list, over those of the
        /// `.xcconfig` it is based on (`XcodeConfigFile`).
        func settings(ofList list: String?, over lower: [String: String]) -> [String: String] {
            guard let list, let configurations = objects[list]?.dictionary?["buildConfigurations"]?.array else { return lower }
            let candidates = configurations.compactMap { $0.string.flatMap { objects[$0]?.dictionary } }
            guard let chosen = candidates.first(where: { $0["name"]?.string == configuration }) ?? candidates.first else { return lower }
            var base = lower
            if let reference = chosen["baseConfigurationReference"]?.string, let path = folder(of: reference), !path.isEmpty {
                base = XcodeConfigFile.layered(lower, under: XcodeConfigFile.settings(at: sourceRoot.isEmpty ? path : sourceRoot + "/" + path))
            }
            var own: [String: String] = [:]
            for entry in chosen["buildSettings"]?.dictionary?.entries ?? [] {
                if let text = entry.value.string {
                    own[entry.key] = text
                } else if let list = entry.value.array {
                    own[entry.key] = list.compactMap(\.string).joined(separator: " ")
                }
            }
            return XcodeConfigFile.layered(base, under: own)
        }
        func folder(of id: String) -> String? {
            var components: [String] = []
            var current: String? = id
            var steps = 0
            while let node = current.flatMap({ objects[$0]?.dictionary }), steps < 64 {
                steps += 1
                let tree = node["sourceTree"]?.string ?? "<group>"
                if let path = node["path"]?.string, !path.isEmpty { components.insert(path, at: 0) }
                if tree == "SOURCE_ROOT" { break }
                guard tree == "<group>" else { return nil }
                current = current.flatMap { parents[$0] }
            }
            let joined = components.joined(separator: "/")
            return joined.hasPrefix("/") ? nil : joined
        }
        /// The target's folder: its first synchronized folder (Xcode 16), else the folder its
        /// compiled sources have in common.
        func targetFolder(_ target: PropertyListDictionary) -> String? {
            if let group = target["fileSystemSynchronizedGroups"]?.array?.first?.string, let path = folder(of: group) { return path }
            var common: [Substring]?
            for phase in target["buildPhases"]?.array ?? [] {
                guard let node = phase.string.flatMap({ objects[$0]?.dictionary }), node["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for file in node["files"]?.array ?? [] {
                    guard let reference = file.string.flatMap({ objects[$0]?.dictionary?["fileRef"]?.string }),
                          let path = folder(of: reference) else { continue }
                    let parts = path.split(separator: "/").dropLast()
                    common = common.map { Array(zip($0, parts).prefix { $0 == $1 }.map(\.0)) } ?? Array(parts)
                }
            }
            return common.map { $0.joined(separator: "/") }
        }
        /// The files of the target's build phases of type `isa`, each localization of a
        /// localized file (a variant group's children) on its own.
        func files(_ target: PropertyListDictionary, phase isa: String) -> [String] {
            var paths: [String] = []
            for phase in target["buildPhases"]?.array ?? [] {
                guard let node = phase.string.flatMap({ objects[$0]?.dictionary }), node["isa"]?.string == isa else { continue }
                for file in node["files"]?.array ?? [] {
                    guard let reference = file.string.flatMap({ objects[$0]?.dictionary?["fileRef"]?.string }),
                          let referenced = objects[reference]?.dictionary else { continue }
                    if referenced["isa"]?.string == "PBXVariantGroup" {
                        for child in referenced["children"]?.array ?? [] {
                            if let id = child.string, let path = folder(of: id) { paths.append(path) }
                        }
                    } else if let path = folder(of: reference) {
                        paths.append(path)
                    }
                }
            }
            return paths
        }
        let projectSettings = settings(ofList: project["buildConfigurationList"]?.string, over: [:])
        let region = project["developmentRegion"]?.string
        var targets: [Target] = []
        for reference in project["targets"]?.array ?? [] {
            guard let target = reference.string.flatMap({ objects[$0]?.dictionary }),
                  target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string else { continue }
            var read = Target(name: name, buildSettings: settings(ofList: target["buildConfigurationList"]?.string, over: projectSettings),
                              sourceRoot: sourceRoot, developmentRegion: region, projectName: projectName,
                              productType: target["productType"]?.string, projectFile: projectFile, folder: targetFolder(target))
            read.knownRegions = (project["knownRegions"]?.array ?? []).compactMap(\.string)
            read.sources = files(target, phase: "PBXSourcesBuildPhase")
            read.resources = files(target, phase: "PBXResourcesBuildPhase")
            read.synchronizedFolders = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap { $0.string.flatMap(folder(of:)) }
            let root = standardized(sourceRoot.isEmpty ? "." : sourceRoot)
            read.compiledPaths = Set(read.sources.map { standardized(root + "/" + $0) })
            read.synchronizedPaths = read.synchronizedFolders.map { standardized(root + "/" + $0) }
            read.tablePlaces = Target.tablePlaces(of: read.resources, root: root)
            targets.append(read)
        }
        return targets
    }

    /// The language code of a project's region: `region` itself, or for the English names
    /// projects made before Xcode 4 use (`English`, `German`), their code (`en`, `de`).
    public static func languageCode(ofRegion region: String) -> String {
        let legacy = ["english": "en", "german": "de", "french": "fr", "japanese": "ja", "spanish": "es", "italian": "it", "dutch": "nl"]
        return legacy[region.lowercased()] ?? region
    }

    /// The nearest project that reads among the folders holding `folder` (itself first, at
    /// most ``searchDepth`` folders up), with at least one target; nil when there is none.
    public static func project(around folder: String) -> XcodeProject? {
        for current in folders(above: standardized(folder), from: 0, to: searchDepth) {
            for project in projects(in: current) {
                if let read = cached(project), !read.targets.isEmpty { return read }
            }
        }
        return nil
    }

    /// The macros the targets of the nearest project around `folder` (see ``project(around:)``)
    /// name in `LOCALIZED_STRING_MACRO_NAMES` beyond Apple's own (`NSLocalizedString`,
    /// `CFCopyLocalizedString`): Xcode takes their calls as `NSLocalizedString`'s (OmniKit's
    /// `LocalizedString`, `FrameworkLocalText`). Sorted; empty without a project.
    public static func localizedStringMacroNames(around folder: String) -> [String] {
        guard let project = project(around: folder) else { return [] }
        var names = Set<String>()
        for target in project.targets {
            for name in (target.buildSettings["LOCALIZED_STRING_MACRO_NAMES"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }) {
                guard let first = name.first, first.isLetter || first == "_", name.count <= 128,
                      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }),
                      name != "NSLocalizedString", name != "CFCopyLocalizedString" else { continue }
                names.insert(String(name))
            }
        }
        return names.sorted()
    }

    /// The `.xcodeproj` folders in `folder`, sorted; none when it cannot be listed.
    public static func projects(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") && !$0.hasPrefix(".") }.sorted().map { (folder.isEmpty ? "" : folder + "/") + $0 }
    }

    /// The target whose `INFOPLIST_FILE` is the file at `infoPlist`, in the projects of the
    /// folders that hold it (the nearest first, at most ``searchDepth`` folders up); nil when
    /// no project that reads names it. A project that does not read is skipped.
    public static func target(forInfoPlist infoPlist: String) -> Target? {
        let wanted = standardized(infoPlist)
        for folder in folders(above: wanted, from: 1, to: searchDepth) {
            for project in projects(in: folder) {
                guard let read = cached(project) else { continue }
                if let target = read.targets.first(where: { $0.infoPlist.map(standardized) == wanted }) { return target }
            }
        }
        return nil
    }

    /// The folders holding `path` (absolute, standardized), the nearest first: from `first`
    /// levels up (0: `path` itself) to `last`, at most up to `/`.
    package static func folders(above path: String, from first: Int, to last: Int) -> [String] {
        var folders: [String] = []
        var current = path
        for level in 0...max(0, last) {
            if level > 0 {
                guard let slash = current.lastIndex(of: "/"), current != "/" else { break }
                current = slash == current.startIndex ? "/" : String(current[..<slash])
            }
            if level >= first { folders.append(current) }
        }
        return folders
    }

    /// The target whose localizations are in `folder` (a folder of `.lproj` folders), in the
    /// projects of `folder` and the folders that hold it (the nearest first, at most
    /// ``searchDepth`` up): the
    /// native target named like one of the folders between the project and `folder` (the
    /// deepest such folder wins: Xcode names a target's folder after it), else, with
    /// `orOnlyApplication`, the project's only application target; nil when none is found.
    public static func target(forLocalizationsIn folder: String, orOnlyApplication: Bool = true) -> Target? {
        let start = standardized(folder)
        let below = start.split(separator: "/").map(String.init)
        for current in folders(above: start, from: 0, to: searchDepth) {
            for project in projects(in: current) {
                guard let read = cached(project) else { continue }
                let between = below.dropFirst(current.split(separator: "/").count)
                for name in between.reversed() {
                    if let target = read.targets.first(where: { $0.name == name }) { return target }
                }
                let applications = read.targets.filter { $0.productType == "com.apple.product-type.application" }
                if orOnlyApplication, applications.count == 1 { return applications[0] }
            }
        }
        return nil
    }

    /// The targets (not test bundles) of the projects in the folders holding `file` (the nearest
    /// first, at most ``searchDepth`` up) whose Sources build phase or synchronized folders
    /// compile it; empty when no project that reads does.
    public static func targets(compiling file: String) -> [Target] {
        let wanted = standardized(file)
        for folder in folders(above: wanted, from: 1, to: searchDepth) {
            var found: [Target] = []
            for project in projects(in: folder) {
                guard let read = cached(project) else { continue }
                found += read.targets.filter { !$0.isTestBundle && $0.compiles(wanted) }
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The target (not a test bundle) whose resources hold a localization of `file`
    /// (`InfoPlist.strings`) in an `.lproj` folder of `folder`, in the projects of `folder` and
    /// the folders holding it (the nearest first, at most ``searchDepth`` up); nil when none does.
    public static func target(withTable file: String, localizedIn folder: String) -> Target? {
        let wanted = standardized(folder)
        for current in folders(above: wanted, from: 0, to: searchDepth) {
            for project in projects(in: current) {
                guard let read = cached(project) else { continue }
                if let target = read.targets.first(where: { !$0.isTestBundle && $0.tableLocations(of: file).contains(wanted) }) {
                    return target
                }
            }
        }
        return nil
    }

    /// The project at `path` read once while its file keeps its size and modification date (the
    /// lookups above ask for the same projects for every folder); nil when it does not read.
    package static func cached(_ path: String) -> XcodeProject? {
        let file = path + "/project.pbxproj"
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        let stamp = "\((attributes?[.size] as? Int) ?? -1) \((attributes?[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0)"
        if let hit = projectCache.withLock({ $0[path] }), hit.stamp == stamp { return hit.project }
        let project = try? XcodeProject(contentsOf: path)
        projectCache.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            cache[path] = (stamp, project)
        }
        return project
    }

    private static let projectCache = Mutex<[String: (stamp: String, project: XcodeProject?)]>([:])

    /// How many folders up from an `Info.plist` ``target(forInfoPlist:)`` looks for projects.
    public static let searchDepth = 6

    /// `path` made absolute, with `.` and `..` components resolved.
    package static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
