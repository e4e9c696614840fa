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
        let name = LocalizationFolder(folderName: folderName)?.name ?? folderName
        self.name = name
        if name == "Base" {
            locale = nil
        } else {
            locale = try? LocaleIdentifier(name)
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
    /// The identifier with a script only where it distinguishes (``LocaleIdentifier/withDistinguishingScript``).
    let distinguishing: LocaleIdentifier
    /// True when the identifier names a region (or a script that is not the language's default
    /// is not enough: `zh-Hant` names no region).
    let hasRegion: Bool

    /// The key of `locale`, computed once per locale: likely subtags and the parent chain take
    /// several ICU calls each, and negotiation asks for the keys of every folder and preference
    /// on every request (an HTTP server with one negotiation per distinct `Accept-Language`).
    /// The cache is bounded (``cacheCapacity``, oldest dropped first), so distinct locales cost
    /// memory only up to that bound.
    init(_ locale: LocaleIdentifier) {
        self = Self.cache.value(for: locale) { Box(MatchKey(computing: locale)) }.key
    }

    /// How many locales' keys ``init(_:)`` keeps.
    static let cacheCapacity = 512

    /// A key, as the cache holds values.
    /// Sendable: immutable.
    private final class Box: Sendable {
        let key: MatchKey
        init(_ key: MatchKey) { self.key = key }
    }

    private static let cache = ICUCache<LocaleIdentifier, Box>(capacity: cacheCapacity)

    /// Computes the key of `locale` with ICU.
    private init(computing locale: LocaleIdentifier) {
        let base = locale.withoutExtensions
        let maximized = base.maximized
        language = Self.matchingLanguage(maximized.language)
        script = maximized.script ?? ""
        region = maximized.region ?? ""
        chain = base.parentChain
        distinguishing = locale.withDistinguishingScript
        hasRegion = base.region != nil
    }

    /// `no` and `nb` are one language for matching.
    static func matchingLanguage(_ language: String) -> String {
        language == "no" ? "nb" : language
    }

    var languageAndScript: String { "\(language)-\(script)" }
}
