import FoundationEssentials
import Stringsdict

/// Writes pseudo-languages (see ``PseudoStyle``) made from a project's development language:
/// what `stringsdict pseudo` does.
///
/// ```swift
/// let written = try PseudoLanguageWriter(styles: [.accented, .rightToLeft])
///     .run(path: "App/Resources", output: "Build/Pseudo")
/// // Build/Pseudo/en-XA.lproj/Localizable.strings, …/ar-XB.lproj/Localizable.stringsdict, …
/// ```
///
/// What `path` may be:
/// - a folder of `.lproj` folders: the source is the `--source-language` folder (its exact name,
///   else a folder of the same locale: `en` finds `en-US.lproj`), else the folder of
///   `CFBundleDevelopmentRegion` in the folder's `Info.plist`, else `en`, else `Base`; its
///   `.strings` and `.stringsdict` files become `OUTPUT/LANG.lproj/` files of the same names.
///   String Catalogs directly in the folder are handled too.
/// - one `.lproj` folder, or one `.strings` or `.stringsdict` file in one: the same, for that
///   folder or file.
/// - a String Catalog (`.xcstrings`): each pseudo-language is added as a localization of every
///   key, and the catalog is written in Xcode's canonical form to `OUTPUT/NAME.xcstrings`.
///
/// `output` defaults to the folder that holds the `.lproj` folders (or the catalog), so the
/// pseudo-languages sit next to the real ones. Every file is written atomically; `.strings`
/// files as UTF-8 text, `.stringsdict` files as XML property lists.
///
/// Named for what it writes (pseudo-language files); ``PseudoLocalizer`` is the text transform
/// it applies to each value. It was called `Pseudolocalization` (kept as a deprecated alias).
public struct PseudoLanguageWriter: Sendable {
    /// The pseudo-languages to write.
    public let styles: [PseudoStyle]
    /// The development language's folder or catalog language; nil picks it (see the type).
    public let sourceLanguage: String?

    /// A run writing `styles` (all four when empty), from `sourceLanguage`.
    public init(styles: [PseudoStyle] = PseudoStyle.allCases, sourceLanguage: String? = nil) {
        var unique: [PseudoStyle] = []
        for style in styles where !unique.contains(style) { unique.append(style) }
        self.styles = unique.isEmpty ? PseudoStyle.allCases : unique
        self.sourceLanguage = sourceLanguage
    }

    /// Writes the pseudo-languages of `path` into `output` and returns the paths written, in order.
    ///
    /// - Throws: ``StringsdictError``: `.io` when `path` does not exist or holds nothing to
    ///   translate (naming the folders it has and `--source-language`), or a file cannot be
    ///   written; a read or parse error of a source file, with its position.
    public func run(path: String, output: String? = nil) throws(StringsdictError) -> [String] {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw StringsdictError(.io, "no such file or folder: \(path)")
        }
        let name = Self.lastComponent(path)
        let parent = Self.parent(path)
        if !isDirectory {
            if name.hasSuffix(".xcstrings") {
                return [try catalog(path, output: output ?? parent)]
            }
            guard name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") else {
                throw StringsdictError(.io, "\(path) is not a .strings, .stringsdict or .xcstrings file")
            }
            let lproj = LocalizationFolder(folderName: Self.lastComponent(parent))
            try checkSource(lproj?.name ?? sourceLanguage ?? "en", at: path)
            let root = lproj != nil ? Self.parent(parent) : parent
            return try table(path, output: output ?? root)
        }
        if let lproj = LocalizationFolder(folderName: name) {
            try checkSource(lproj.name, at: path)
            return try folder(path, output: output ?? parent)
        }
        let entries = try Self.list(path)
        let catalogs = entries.filter { $0.hasSuffix(".xcstrings") }
        let folders = entries.filter { LocalizationFolder.isFolderName($0) && Self.isDirectory(path + "/" + $0) }
        var written: [String] = []
        if !folders.isEmpty {
            let source = try sourceFolder(among: folders, in: path)
            written += try folder(path + "/" + source, output: output ?? path)
        } else if catalogs.isEmpty {
            throw StringsdictError(.io, "nothing to pseudo-localize in \(path): no .lproj folder or .xcstrings file in it")
        }
        for catalog in catalogs {
            written.append(try self.catalog(path + "/" + catalog, output: output ?? path))
        }
        return written
    }

    // MARK: sources

    /// The source folder among `folders` (names with `.lproj`), see the type's documentation.
    private func sourceFolder(among folders: [String], in path: String) throws(StringsdictError) -> String {
        let names = folders.compactMap { LocalizationFolder(folderName: $0)?.name }.sorted()
        let region = (try? PropertyListReader.read(contentsOf: path + "/Info.plist"))?.dictionary?["CFBundleDevelopmentRegion"]?.string
        let wanted = sourceLanguage ?? region ?? "en"
        if names.contains(wanted) { return LocalizationFolder(name: wanted).folderName }
        if let locale = LocalizationName(wanted).locale,
           let match = names.first(where: { LocalizationName($0).locale == locale }) ?? names.first(where: { LocalizationName($0).locale?.isEquivalent(to: locale) == true }) {
            return LocalizationFolder(name: match).folderName
        }
        if sourceLanguage == nil, names.contains("Base") { return LocalizationFolder.base.folderName }
        let hint = sourceLanguage == nil ? "name the development language with --source-language" : "--source-language names a folder that is not there"
        throw StringsdictError(
            .io, "no \(wanted).lproj\(sourceLanguage == nil ? " or Base.lproj" : "") folder in \(path) to make pseudo-languages from (its .lproj folders: \(names.joined(separator: ", ")))",
            hint: hint)
    }

    /// Refuses a source that is itself one of the pseudo-languages.
    private func checkSource(_ language: String, at path: String) throws(StringsdictError) {
        if PseudoStyle.allCases.contains(where: { $0.language == language }) {
            throw StringsdictError(.io, "\(path) is already a pseudo-language (\(language)); give the development language's folder or file")
        }
    }

    /// The `.strings` and `.stringsdict` files of one `.lproj` folder.
    private func folder(_ path: String, output: String) throws(StringsdictError) -> [String] {
        let files = try Self.list(path).filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
        guard !files.isEmpty else {
            throw StringsdictError(.io, "nothing to pseudo-localize in \(path): it holds no .strings or .stringsdict file")
        }
        var written: [String] = []
        for file in files {
            written += try table(path + "/" + file, output: output)
        }
        return written
    }

    /// One table file, once per style.
    private func table(_ path: String, output: String) throws(StringsdictError) -> [String] {
        let name = Self.lastComponent(path)
        let bytes = try AtomicFile.read(path)
        var written: [String] = []
        if name.hasSuffix(".stringsdict") {
            let (dictionary, _) = try PropertyListReader.readDictionary(bytes, file: path)
            // Every style's bytes before any file: a text XML 1.0 cannot carry stops the run
            // with nothing written for this table.
            var outputs: [(target: String, bytes: [UInt8])] = []
            for style in styles {
                let pseudo = PseudoLocalizer(style: style).stringsdict(dictionary)
                let target = "\(output)/\(style.language).lproj/\(name)"
                outputs.append((target, try PropertyListWriter.xml(.dictionary(pseudo), file: target)))
            }
            for (target, bytes) in outputs {
                try write(bytes, to: target, under: output)
                written.append(target)
            }
        } else {
            let file = try StringsFileReader.read(bytes, file: path)
            for style in styles {
                let target = "\(output)/\(style.language).lproj/\(name)"
                try write(StringsFileWriter.bytes(of: PseudoLocalizer(style: style).strings(file)), to: target, under: output)
                written.append(target)
            }
        }
        return written
    }

    /// One String Catalog, with every style added.
    private func catalog(_ path: String, output: String) throws(StringsdictError) -> String {
        let json = try JSONDocument(contentsOf: path)
        try json.refuseDuplicates()
        var document = try StringCatalogDocument(json: json)
        if let sourceLanguage, sourceLanguage != document.sourceLanguage {
            throw StringsdictError(.io, "\(path) has the source language \(document.sourceLanguage), not \(sourceLanguage)", hint: "leave out --source-language for catalogs")
        }
        try checkSource(document.sourceLanguage, at: path)
        for style in styles {
            PseudoLocalizer(style: style).addLocalization(to: &document)
        }
        let target = output + "/" + Self.lastComponent(path)
        try write(document.canonicalBytes(), to: target, under: output)
        return target
    }

    // MARK: files

    /// Writes `path`, which must resolve under `output` (a pseudo-language folder there may be
    /// a link to elsewhere: see ``OutputPath``).
    private func write(_ bytes: [UInt8], to path: String, under output: String) throws(StringsdictError) {
        try OutputPath.checkContained(path, under: output)
        try AtomicFile.createDirectory(Self.parent(path))
        try OutputPath.checkContained(path, under: output)
        try AtomicFile.write(bytes, to: path)
    }

    private static func list(_ path: String) throws(StringsdictError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw StringsdictError(.io, "cannot list the folder \(path)", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// The old name of ``PseudoLanguageWriter``, too close to ``PseudoLocalizer`` to tell apart.
@available(*, deprecated, renamed: "PseudoLanguageWriter")
public typealias Pseudolocalization = PseudoLanguageWriter
