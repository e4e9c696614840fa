/// A `.lproj` folder: the one place that turns a folder name or path into the localization it
/// holds (`de.lproj` → `de`) and a localization back into a folder name.
///
/// Every reader and writer that meets `.lproj` folders (loading, preview, migration, pseudo-
/// localization, translation sources, lint and codegen) goes through this type, so that they
/// agree on what counts as one: a name that ends in `.lproj` with something before it.
/// ``localizationName`` and ``locale`` read the name as a language (or `Base`).
public struct LocalizationFolder: Hashable, Sendable, CustomStringConvertible {
    /// The folder name's extension, with its dot: `.lproj`.
    public static let suffix = ".lproj"

    /// `Base.lproj`, the development-language resources Interface Builder extracts.
    public static let base = LocalizationFolder(name: "Base")

    /// The localization's name as written, without `.lproj` (`de`, `en_GB`, `Base`).
    public let name: String

    /// The folder of the localization `name` (`de` → `de.lproj`).
    public init(name: String) {
        self.name = name
    }

    /// Reads a folder name (`de.lproj`); nil unless it ends in `.lproj` with a name before it.
    public init?(folderName: some StringProtocol) {
        guard Self.isFolderName(folderName) else { return nil }
        self.name = String(folderName.dropLast(Self.suffix.count))
    }

    /// The folder a path names (`Resources/de.lproj`, with or without a trailing `/`); nil
    /// when its last component is not a `.lproj` folder name.
    public init?(path: some StringProtocol) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let last = trimmed.split(separator: "/").last else { return nil }
        self.init(folderName: last)
    }

    /// The folder that holds the file at `filePath` (`Resources/de.lproj/Localizable.strings`
    /// → `de`); nil when the file is not directly in a `.lproj` folder.
    public init?(containing filePath: some StringProtocol) {
        let components = filePath.split(separator: "/")
        guard components.count >= 2 else { return nil }
        self.init(folderName: components[components.count - 2])
    }

    /// True for a name that ends in `.lproj` with a name before it (`de.lproj`, not `.lproj`).
    public static func isFolderName(_ name: some StringProtocol) -> Bool {
        name.hasSuffix(suffix) && name.count > suffix.count
    }

    /// The folder's name on disk: `de.lproj`.
    public var folderName: String { name + Self.suffix }

    /// The name read as a language (or as `Base`).
    public var localizationName: LocalizationName { LocalizationName(name) }

    /// The language the folder holds; nil for `Base` and for names that are not languages.
    public var locale: LocaleIdentifier? { localizationName.locale }

    /// True for `Base.lproj`.
    public var isBase: Bool { name == "Base" }

    /// The folder name, `de.lproj`.
    public var description: String { folderName }
}

extension LocalizationName {
    /// The `.lproj` folder that holds this localization (`de` → `de.lproj`).
    public var folder: LocalizationFolder { LocalizationFolder(name: name) }
}
