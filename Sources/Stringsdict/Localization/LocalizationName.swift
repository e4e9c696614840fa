/// The name of a `.lproj` folder, read as a language (or as `Base`).
///
/// Folder names come in many forms (`en`, `en-GB`, `en_GB`, `zh-Hans`, `zh_TW`, legacy `English`);
/// each is canonicalized through ``LocaleIdentifier``. `Base` holds the development-language
/// resources Interface Builder extracts and is not a language.
public struct LocalizationName: Hashable, Sendable, CustomStringConvertible {
    /// The name as written, without `.lproj` (`en_GB`, `English`, `Base`).
    public let name: String
    /// The language it stands for; nil for `Base` and for names that are not languages.
    public let locale: LocaleIdentifier?

    /// Reads a folder name, with or without its `.lproj` extension.
    public init(_ folderName: String) {
        var name = Substring(folderName)
        if name.hasSuffix(".lproj") { name = name.dropLast(6) }
        self.name = String(name)
        if name == "Base" {
            locale = nil
        } else {
            locale = try? LocaleIdentifier(String(name))
        }
    }

    /// True for `Base.lproj`.
    public var isBase: Bool { name == "Base" }

    public var description: String { name }
}

/// How two language identifiers compare for choosing a localization: the subtags that matter,
/// with likely subtags filled in and Norwegian Bokmål (`nb`) and `no` taken as one language.
struct MatchKey: Hashable, Sendable {
    let language: String
    let script: String
    let region: String
    /// The CLDR parent chain, for "nearest region" decisions.
    let chain: [LocaleIdentifier]
    /// True when the identifier names a region (or a script that is not the language's default
    /// is not enough: `zh-Hant` names no region).
    let hasRegion: Bool

    init(_ locale: LocaleIdentifier) {
        let base = locale.withoutExtensions
        let maximized = base.maximized
        language = Self.matchingLanguage(maximized.language)
        script = maximized.script ?? ""
        region = maximized.region ?? ""
        chain = base.parentChain
        hasRegion = base.region != nil
    }

    /// `no` and `nb` are one language for matching.
    static func matchingLanguage(_ language: String) -> String {
        language == "no" ? "nb" : language
    }

    var languageAndScript: String { "\(language)-\(script)" }
}
