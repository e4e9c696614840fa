import FoundationEssentials

/// Localized resources other than strings (images, sounds, data files), found as a bundle finds
/// them.
///
/// The order (the Bundle Programming Guide, "Localized Resources in Bundles": "the bundle-loading
/// code looks first in any region-specific directories, followed by the language-specific
/// directory. And if neither localized directory contains the resource, the bundle-loading code
/// looks for an appropriate nonlocalized resource"), for the negotiated localization:
/// 1. the chosen folder (`en-GB.lproj`), then its CLDR parents that exist as folders
///    (`en.lproj`);
/// 2. the nonlocalized resource at the top of the resources folder (or in `subdirectory` there);
/// 3. then — our decision, the guide says nothing past the nonlocalized resource — `Base.lproj`,
///    then the development language's folder, the same order as the key lookup chain
///    (``Localizations/lookupChain``): a resource only the development language has is still
///    found, after any nonlocalized copy, which is the one meant for every language.
///
/// With `localization:` given, only that localization's folder (the one that serves it: `en_GB`
/// serves `en-GB`), its parent folders and the nonlocalized resource are searched, as Apple's
/// `url(forResource:withExtension:subdirectory:localization:)` restricts the search to one
/// localization.
///
/// Names and subdirectories are relative: a component `..` (or an absolute path) finds nothing,
/// so a name taken from a request cannot leave the resources folder.
extension Localizations {
    /// The folders searched for a resource, in order, as paths relative to ``path``: `en-GB.lproj`,
    /// `en.lproj`, `` (the top level), `Base.lproj`, `en.lproj` — each once.
    public func resourceSearchOrder(localization: String? = nil) -> [String] {
        let matcher = LanguageMatcher(names: available, developmentLanguage: developmentLanguage)
        var localized: [LocalizationName]
        var tail: [LocalizationName] = []
        if let localization {
            let wanted = LocalizationName(localization)
            if let exact = matcher.available.first(where: { $0.name == wanted.name }) {
                localized = Self.localizedFolders(for: exact, matcher: matcher)
            } else if let locale = wanted.locale, let index = matcher.bestIndex(for: locale) {
                localized = Self.localizedFolders(for: matcher.available[index], matcher: matcher)
            } else {
                localized = []
            }
        } else {
            localized = Self.localizedFolders(for: self.localization, matcher: matcher)
            tail = lookupChain.filter { !localized.contains($0) }
        }
        var order = localized.map(\.folder.folderName)
        order.append("")
        for folder in tail.map(\.folder.folderName) where !order.contains(folder) { order.append(folder) }
        return order
    }

    /// The file URL of the resource `name.ext`, searched in ``resourceSearchOrder(localization:)``
    /// (see the extension's documentation); nil when no folder has it.
    ///
    /// - Parameters:
    ///   - name: the file name without the extension (or with it, when `ext` is nil or empty).
    ///   - ext: the extension, without the dot.
    ///   - subdirectory: a folder inside each searched folder (`Sounds`), nil for none.
    ///   - localization: search only this localization (a folder name such as `de` or `en_GB`)
    ///     and the nonlocalized resource; nil for the negotiated localization.
    public func url(forResource name: String, withExtension ext: String? = nil, subdirectory: String? = nil, localization: String? = nil) -> URL? {
        path(forResource: name, ofType: ext, inDirectory: subdirectory, forLocalization: localization).map { URL(fileURLWithPath: $0) }
    }

    /// The path of the resource `name.ext`, like ``url(forResource:withExtension:subdirectory:localization:)``
    /// but relative to the current folder when ``path`` is (the folder as given, joined with the
    /// resource's place in it); nil when no folder has it.
    public func path(forResource name: String, ofType ext: String? = nil, inDirectory subdirectory: String? = nil, forLocalization localization: String? = nil) -> String? {
        guard let relative = Self.relativePath(name: name, ext: ext, subdirectory: subdirectory) else { return nil }
        let manager = FileManager.default
        for folder in resourceSearchOrder(localization: localization) {
            let candidate = join(path, folder, relative)
            if manager.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Every resource with extension `ext` (in `subdirectory` when given), one per file name: the
    /// copy ``url(forResource:withExtension:subdirectory:localization:)`` would find. Sorted by
    /// file name.
    public func urls(forResourcesWithExtension ext: String, subdirectory: String? = nil, localization: String? = nil) -> [URL] {
        guard let directory = Self.relativePath(name: "", ext: nil, subdirectory: subdirectory, allowEmptyName: true),
              !ext.contains("/") else { return [] }
        let manager = FileManager.default
        var found: [String: String] = [:]
        for folder in resourceSearchOrder(localization: localization) {
            let location = join(path, folder, directory)
            guard let entries = try? manager.contentsOfDirectory(atPath: location) else { continue }
            for entry in entries where Self.hasExtension(entry, ext) && found[entry] == nil {
                // The top level's .lproj folders are localizations, not resources.
                if folder.isEmpty && directory.isEmpty && LocalizationFolder.isFolderName(entry) { continue }
                found[entry] = join(location, entry)
            }
        }
        return found.keys.sorted().compactMap { found[$0].map { URL(fileURLWithPath: $0) } }
    }

    /// `name.ext` under `subdirectory`, or nil when a part would leave the folder.
    static func relativePath(name: String, ext: String?, subdirectory: String?, allowEmptyName: Bool = false) -> String? {
        var file = name
        if let ext, !ext.isEmpty { file += ext.hasPrefix(".") ? ext : "." + ext }
        guard allowEmptyName || !file.isEmpty else { return nil }
        var parts: [Substring] = []
        if let subdirectory, !subdirectory.isEmpty {
            guard !subdirectory.hasPrefix("/") else { return nil }
            parts += subdirectory.split(separator: "/")
        }
        if !file.isEmpty {
            guard !file.hasPrefix("/") else { return nil }
            parts += file.split(separator: "/")
        }
        guard !parts.contains(where: { $0 == ".." || $0.contains("\u{0}") }) else { return nil }
        return parts.joined(separator: "/")
    }

    private static func hasExtension(_ entry: String, _ ext: String) -> Bool {
        let wanted = ext.hasPrefix(".") ? String(ext.dropFirst()) : ext
        if wanted.isEmpty { return !entry.hasPrefix(".") }
        return entry.hasSuffix("." + wanted) && entry.count > wanted.count + 1
    }

    private func join(_ parts: String...) -> String {
        var result = ""
        for part in parts where !part.isEmpty {
            if result.isEmpty { result = part; continue }
            result += result.hasSuffix("/") ? part : "/" + part
        }
        return result
    }
}
