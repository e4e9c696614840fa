internal import CICU

/// A locale identifier, parsed from any of the forms localization files and environments use.
///
/// Accepts BCP 47 tags (`en-US`, `zh-Hant-TW`), ICU and Apple forms (`en_US`, `zh_TW`), POSIX
/// environment values (`de_DE.UTF-8`, `sr_RS@latin`), and Apple's legacy `.lproj` names
/// (`English`, `German`). The canonical form is a BCP 47 tag as ICU canonicalizes it
/// (`uloc_canonicalize`, `uloc_toLanguageTag`): deprecated codes are replaced (`iw` → `he`).
///
/// Two identifiers are *equal* when their canonical tags are equal (`en_US` == `en-US`); they are
/// *equivalent* (``isEquivalent(to:)``) when their likely-subtag expansions are equal
/// (`zh_TW` ≡ `zh-Hant-TW`).
public struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// The canonical BCP 47 tag, e.g. `zh-TW`, `en-US`, `und` for the root locale.
    public let identifier: String
    /// The ICU form of the identifier, e.g. `zh_TW`; empty for the root locale.
    public let icuIdentifier: String

    /// The root locale (`und`): ICU's fallback data.
    public static let root = LocaleIdentifier(trusted: "und", icu: "")

    private init(trusted identifier: String, icu: String) {
        self.identifier = identifier
        self.icuIdentifier = icu
    }

    /// Parses `string` in any accepted form.
    ///
    /// - Throws: ``LocaleIdentifierError`` when the text is empty, is `C`/`POSIX`, or is not a
    ///   well-formed identifier.
    public init(_ string: String) throws(LocaleIdentifierError) {
        let trimmed = string.trimmingASCIIWhitespace()
        guard !trimmed.isEmpty else { throw .empty }
        if trimmed == "C" || trimmed == "POSIX" || trimmed.hasPrefix("C.") {
            throw .notALanguage(string)
        }
        let tag = try Self.languageTag(fromAnyForm: trimmed, original: string)
        let icu: String
        do {
            var parsedLength: Int32 = 0
            let length = tag.utf8.count
            icu = try ICUBuffer.cString("uloc_forLanguageTag") { buffer, capacity, status in
                cicu_uloc_forLanguageTag(tag, buffer, capacity, &parsedLength, &status)
            }
            guard parsedLength == length else { throw LocaleIdentifierError.malformed(string) }
        } catch let error as LocaleIdentifierError {
            throw error
        } catch {
            throw .malformed(string)
        }
        guard let canonicalICU = try? ICUBuffer.cString("uloc_canonicalize", fill: { buffer, capacity, status in
            cicu_uloc_canonicalize(icu, buffer, capacity, &status)
        }) else { throw .malformed(string) }
        self = Self.fromICU(canonicalICU) ?? .root
        if identifier == "und" && icuIdentifier.isEmpty && tag.lowercased() != "und" && !tag.lowercased().hasPrefix("und-") {
            throw .malformed(string)
        }
    }

    /// An identifier from an ICU-form id that ICU produced itself.
    ///
    /// The ICU id is re-derived from the BCP 47 tag, so deprecated codes are replaced in both
    /// (`iw` → `he`).
    static func fromICU(_ icu: String) -> LocaleIdentifier? {
        if icu.isEmpty || icu == "root" { return .root }
        guard let tag = try? ICUBuffer.cString("uloc_toLanguageTag", fill: { buffer, capacity, status in
            cicu_uloc_toLanguageTag(icu, buffer, capacity, 1, &status)
        }), !tag.isEmpty else { return nil }
        if tag == "und" { return .root }
        var parsed: Int32 = 0
        let canonicalICU = (try? ICUBuffer.cString("uloc_forLanguageTag", fill: { buffer, capacity, status in
            cicu_uloc_forLanguageTag(tag, buffer, capacity, &parsed, &status)
        })) ?? icu
        return LocaleIdentifier(trusted: tag, icu: canonicalICU.isEmpty ? icu : canonicalICU)
    }

    public var description: String { identifier }

    public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool {
        lhs.identifier < rhs.identifier
    }

    /// True for the root locale (`und`).
    public var isRoot: Bool { icuIdentifier.isEmpty }

    // MARK: subtags

    /// The language, script, region and variant subtags: everything before the first singleton
    /// (`u`, `x`, … start extensions and private use).
    private var subtags: [Substring] {
        identifier.split(separator: "-").prefix { $0.count > 1 }.map { $0 }
    }

    /// The identifier without extensions and private use (`en-US-u-nu-thai` → `en-US`).
    public var withoutExtensions: LocaleIdentifier {
        let parts = subtags
        guard parts.count != identifier.split(separator: "-").count else { return self }
        return (try? LocaleIdentifier(parts.joined(separator: "-"))) ?? self
    }

    /// The language subtag (`zh`), or `und` for the root locale.
    public var language: String { subtags.first.map(String.init) ?? "und" }

    /// The script subtag when the identifier names one (`Hant` in `zh-Hant-TW`).
    public var script: String? {
        let parts = subtags
        guard parts.count > 1, parts[1].count == 4, parts[1].allSatisfy(\.isLetter) else { return nil }
        return String(parts[1])
    }

    /// The region subtag when the identifier names one (`TW`, `419`).
    public var region: String? {
        let parts = subtags
        let index = script == nil ? 1 : 2
        guard parts.count > index else { return nil }
        let subtag = parts[index]
        if subtag.count == 2 && subtag.allSatisfy(\.isLetter) { return String(subtag) }
        if subtag.count == 3 && subtag.allSatisfy(\.isNumber) { return String(subtag) }
        return nil
    }

    // MARK: likely subtags and parents

    /// The identifier with likely subtags added (`zh-HK` → `zh-Hant-HK`, `sr` → `sr-Cyrl-RS`),
    /// through `uloc_addLikelySubtags`.
    public var maximized: LocaleIdentifier {
        let icu = icuIdentifier
        guard let result = try? ICUBuffer.cString("uloc_addLikelySubtags", fill: { buffer, capacity, status in
            cicu_uloc_addLikelySubtags(icu, buffer, capacity, &status)
        }) else { return self }
        return Self.fromICU(result) ?? self
    }

    /// The identifier with likely subtags removed (`zh-Hant-TW` → `zh-TW`), through
    /// `uloc_minimizeSubtags`.
    public var minimized: LocaleIdentifier {
        let icu = icuIdentifier
        guard let result = try? ICUBuffer.cString("uloc_minimizeSubtags", fill: { buffer, capacity, status in
            cicu_uloc_minimizeSubtags(icu, buffer, capacity, &status)
        }) else { return self }
        return Self.fromICU(result) ?? self
    }

    /// True when both identifiers expand to the same likely subtags (`zh_TW` ≡ `zh-Hant-TW`,
    /// `en` ≡ `en-Latn-US`).
    public func isEquivalent(to other: LocaleIdentifier) -> Bool {
        self == other || maximized == other.maximized
    }

    /// The language and its script, with likely subtags filled in (`zh-HK` → `zh-Hant`,
    /// `pt-BR` → `pt-Latn`).
    public var languageAndScript: LocaleIdentifier {
        let max = maximized
        guard let script = max.script else { return (try? LocaleIdentifier(max.language)) ?? self }
        return (try? LocaleIdentifier("\(max.language)-\(script)")) ?? self
    }

    /// The form the parent chain starts from: the script is kept only where the language's
    /// default script differs (`zh-TW` → `zh-Hant-TW`, `en-GB` stays `en-GB`).
    var withDistinguishingScript: LocaleIdentifier {
        if isRoot { return self }
        let max = maximized
        guard let script = max.script,
              let bare = try? LocaleIdentifier(language),
              bare.maximized.script != script
        else {
            // Drop an explicit default script (`en-Latn-GB` → `en-GB`).
            guard self.script != nil, let region else { return script == nil ? self : ((try? LocaleIdentifier(language)) ?? self) }
            return (try? LocaleIdentifier("\(language)-\(region)")) ?? self
        }
        if self.script == script { return self }
        var parts = [language, script]
        if let region = region ?? (self.script == nil ? nil : max.region) { parts.append(region) }
        return (try? LocaleIdentifier(parts.joined(separator: "-"))) ?? self
    }

    /// The CLDR parent of this locale, or nil for a language alone and for root.
    ///
    /// CLDR's explicit parents come first (`es-MX` → `es-419`, `en-GB` → `en-001`,
    /// `zh-Hant` → root), read from ICU's locale data (`%%Parent`); otherwise the last subtag is
    /// removed (`pt-BR` → `pt`, `en-001` → `en`, `uloc_getParent`).
    public var parent: LocaleIdentifier? {
        if isRoot { return nil }
        let icu = icuIdentifier
        if let explicit = Self.explicitParent(ofICU: icu) {
            return explicit == "root" ? nil : Self.fromICU(explicit)
        }
        guard let truncated = try? ICUBuffer.cString("uloc_getParent", fill: { buffer, capacity, status in
            cicu_uloc_getParent(icu, buffer, capacity, &status)
        }), !truncated.isEmpty, truncated != "root" else { return nil }
        return Self.fromICU(truncated)
    }

    /// This locale and its ancestors up to (not including) root, from the form with a
    /// distinguishing script and without extensions: `en-GB` → [`en-GB`, `en-001`, `en`]; `es-MX` → [`es-MX`, `es-419`,
    /// `es`]; `zh-TW` → [`zh-Hant-TW`, `zh-Hant`].
    public var parentChain: [LocaleIdentifier] {
        var chain: [LocaleIdentifier] = []
        var current: LocaleIdentifier? = withoutExtensions.withDistinguishingScript
        while let locale = current, !locale.isRoot, chain.count < 8, !chain.contains(locale) {
            chain.append(locale)
            current = locale.parent
        }
        return chain
    }

    private static func explicitParent(ofICU icu: String) -> String? {
        var status = U_ZERO_ERROR
        guard let bundle = cicu_ures_openDirect(nil, icu, &status), status.isSuccess else { return nil }
        defer { cicu_ures_close(bundle) }
        var length: Int32 = 0
        guard let chars = cicu_ures_getStringByKey(bundle, "%%Parent", &length, &status), status.isSuccess
        else { return nil }
        return String(decoding: UnsafeBufferPointer(start: chars, count: Int(length)), as: UTF16.self)
    }

    // MARK: parsing

    /// Apple's legacy `.lproj` names and the languages they stand for (our table, after
    /// CoreFoundation's old names; `Norwegian` is Bokmål, `Chinese` Simplified Chinese).
    static let legacyNames: [String: String] = [
        "arabic": "ar", "chinese": "zh-Hans", "croatian": "hr", "czech": "cs", "danish": "da",
        "dutch": "nl", "english": "en", "finnish": "fi", "french": "fr", "german": "de",
        "greek": "el", "hebrew": "he", "hungarian": "hu", "icelandic": "is", "italian": "it",
        "japanese": "ja", "korean": "ko", "norwegian": "nb", "polish": "pl", "portuguese": "pt",
        "romanian": "ro", "russian": "ru", "slovak": "sk", "spanish": "es", "swedish": "sv",
        "thai": "th", "turkish": "tr", "ukrainian": "uk",
    ]

    /// A BCP 47 tag from any accepted form: strips POSIX charsets and modifiers, maps legacy
    /// names, and turns `_` into `-`.
    private static func languageTag(fromAnyForm text: String, original: String) throws(LocaleIdentifierError) -> String {
        if let legacy = legacyNames[text.lowercased()] { return legacy }
        var base = Substring(text)
        var script: String?
        // POSIX: language[_territory][.codeset][@modifier]
        if let at = base.firstIndex(of: "@") {
            let modifier = base[base.index(after: at)...].lowercased()
            if modifier.contains("=") {
                // ICU keywords (`de@collation=phonebook`): ICU turns them into `-u-` extensions.
                let icu = try? ICUBuffer.cString("uloc_canonicalize", fill: { buffer, capacity, status in
                    cicu_uloc_canonicalize(text, buffer, capacity, &status)
                })
                guard let icu, let tag = try? ICUBuffer.cString("uloc_toLanguageTag", fill: { buffer, capacity, status in
                    cicu_uloc_toLanguageTag(icu, buffer, capacity, 1, &status)
                }), !tag.isEmpty, tag != "und" else { throw .malformed(original) }
                return tag
            }
            switch modifier {
            case "latin": script = "Latn"
            case "cyrillic": script = "Cyrl"
            case "devanagari": script = "Deva"
            default: break  // `@euro` and the like say nothing about the language
            }
            base = base.prefix(upTo: at)
        }
        if let dot = base.firstIndex(of: ".") { base = base.prefix(upTo: dot) }
        guard !base.isEmpty,
              base.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { throw .malformed(original) }
        var parts = base.replacingUnderscores().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { throw .malformed(original) }
        if let script { parts.insert(script, at: 1) }
        return parts.joined(separator: "-")
    }
}

/// Why a text is not a locale identifier.
public enum LocaleIdentifierError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// `C` or `POSIX`: the environment names no language.
    case notALanguage(String)
    /// The text is not a well-formed BCP 47 tag, ICU id, POSIX name or legacy name.
    case malformed(String)

    public var description: String {
        switch self {
        case .empty: "empty locale identifier"
        case .notALanguage(let text): "'\(text)' names no language (C and POSIX mean none)"
        case .malformed(let text): "'\(text)' is not a locale identifier (expected a BCP 47 tag such as en-US, zh-Hant-TW, or an ICU id such as en_US)"
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing ASCII spaces, tabs and line breaks.
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }

    /// The text with every `_` turned into `-`.
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
