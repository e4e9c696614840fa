/// An HTTP `Accept-Language` header, read as RFC 9110 §12.5.4 defines it, turned into the
/// user's languages in order: what a server negotiates from instead of `LANG`.
///
/// ```swift
/// let header = AcceptLanguage("de-CH, fr;q=0.8, *;q=0.1")
/// header.preferences            // [de-CH, fr]
/// header.acceptsAnyLanguage     // true
/// let german = try l10n.preferring(acceptLanguage: "de-CH, fr;q=0.8")
/// ```
///
/// The grammar: `#( language-range [ OWS ";" OWS "q=" qvalue ] )`, where a language range is
/// `1*8ALPHA *("-" 1*8alphanum)` or `*` (RFC 4647 §2.1) and a quality value is `0`, `0.` and up
/// to three digits, `1`, or `1.` and up to three zeros. Reading never fails; the decisions:
/// - A list element that does not match the grammar (a bad range, `q=1.5`, `q=0.1234`, another
///   parameter, a second `q`) is ignored, and so are empty elements (`de,,fr`).
/// - At most ``maximumRanges`` list elements are read (valid or not); the rest of the header is
///   not looked at, so a hostile header costs bounded work.
/// - Ranges compare case-insensitively and are kept lowercased (`DE-ch` is `de-ch`).
/// - A range given twice keeps its first occurrence (`de;q=0.5, de` is `de` at 0.5).
/// - ``preferences`` lists the ranges with q > 0 by quality, highest first; equal qualities keep
///   the header's order (RFC 9110 gives them no order; the header's is the stable choice).
/// - `q=0` means "not acceptable" (``excludedRanges``): ``isAcceptable(_:)`` follows the most
///   specific range that matches a tag (RFC 4647 basic filtering: the range equals the tag or is
///   a prefix of it ending at a `-`; `*` matches every tag).
public struct AcceptLanguage: Hashable, Sendable, CustomStringConvertible {
    /// One language range with its quality.
    public struct Range: Hashable, Sendable, CustomStringConvertible {
        /// The range, lowercased (`de-ch`, `*`).
        public let range: String
        /// The quality in thousandths: 1000 for `q=1` (the default), 0 for "not acceptable".
        public let qualityThousandths: Int

        /// The quality as a number from 0 to 1.
        public var quality: Double { Double(qualityThousandths) / 1000 }
        /// True for `*`.
        public var isWildcard: Bool { range == "*" }
        /// The range as a locale identifier; nil for `*` and for ranges that are not locales.
        public var locale: LocaleIdentifier? { isWildcard ? nil : try? LocaleIdentifier(range) }

        public var description: String {
            if qualityThousandths == 1000 { return range }
            var digits = String(qualityThousandths + 1000).dropFirst()  // "800" for 0.8
            while digits.last == "0" { digits = digits.dropLast() }
            return "\(range);q=\(qualityThousandths == 0 ? "0" : "0.\(digits)")"
        }

        /// True when this range matches `tag` by RFC 4647 basic filtering.
        func matches(_ tag: String) -> Bool {
            if isWildcard { return true }
            let tag = tag.lowercased()
            return tag == range || tag.hasPrefix(range + "-")
        }
    }

    /// How many list elements are read at most.
    public static let maximumRanges = 100
    /// The longest list element kept: a range of 1+8 subtags of 8 letters and a weight fit well
    /// within it; a longer element (spaces included) is invalid.
    static let maximumElementLength = 256

    /// The valid ranges, in header order, without duplicates.
    public let ranges: [Range]

    /// Reads `header` (the field value, without `Accept-Language:`). Never fails: see the type's
    /// documentation for what is ignored.
    public init(_ header: some StringProtocol) {
        var ranges: [Range] = []
        var seen = Set<String>()
        var read = 0
        var element: [UInt8] = []
        var tooLong = false
        // One pass over the bytes that stops after the last element it may read.
        func finish() -> Bool {
            let trimmed = Self.trimmed(element)
            let valid = !tooLong
            element.removeAll(keepingCapacity: true)
            tooLong = false
            if trimmed.isEmpty { return true }
            read += 1
            if read > Self.maximumRanges { return false }
            if valid, let range = Self.parseElement(trimmed), seen.insert(range.range).inserted { ranges.append(range) }
            return true
        }
        var reading = true
        for byte in header.utf8 {
            if byte == UInt8(ascii: ",") {
                reading = finish()
                if !reading { break }
            } else if element.count < Self.maximumElementLength {
                element.append(byte)
            } else {
                tooLong = true  // invalid whatever follows: only the first bytes are held
            }
        }
        if reading { _ = finish() }
        self.ranges = ranges
    }

    /// The acceptable ranges (q > 0, not `*`) that are locales, by quality, highest first; equal
    /// qualities in header order.
    public var preferences: [LocaleIdentifier] {
        orderedAcceptable.compactMap { $0.isWildcard ? nil : $0.locale }
    }

    /// The ranges with q > 0, `*` included, by quality then header order.
    public var orderedAcceptable: [Range] {
        ranges.enumerated()
            .filter { $0.element.qualityThousandths > 0 }
            .sorted { ($1.element.qualityThousandths, $0.offset) < ($0.element.qualityThousandths, $1.offset) }
            .map(\.element)
    }

    /// The ranges with `q=0`: languages the client does not accept.
    public var excludedRanges: [Range] {
        ranges.filter { $0.qualityThousandths == 0 }
    }

    /// True when `*` has a quality above 0: any language will do, after the listed ones.
    public var acceptsAnyLanguage: Bool {
        ranges.contains { $0.isWildcard && $0.qualityThousandths > 0 }
    }

    /// Whether the client accepts `locale`: the most specific range matching it decides (q > 0
    /// accepts, q = 0 refuses); no matching range accepts (the header lists preferences, and
    /// RFC 9110 lets a server answer in another language rather than refuse).
    public func isAcceptable(_ locale: LocaleIdentifier) -> Bool {
        let tag = locale.identifier
        let matching = ranges.filter { $0.matches(tag) }
        guard let mostSpecific = matching.max(by: { Self.specificity($0) < Self.specificity($1) }) else { return true }
        return mostSpecific.qualityThousandths > 0
    }

    public var description: String {
        ranges.map(\.description).joined(separator: ", ")
    }

    // MARK: parsing

    private static func specificity(_ range: Range) -> Int {
        range.isWildcard ? 0 : range.range.utf8.count
    }

    private static func isOWS(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func trimmed(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var slice = Array(bytes)[...]
        while let first = slice.first, isOWS(first) { slice = slice.dropFirst() }
        while let last = slice.last, isOWS(last) { slice = slice.dropLast() }
        return Array(slice)
    }

    /// One list element (already trimmed): `range [OWS ";" OWS "q=" qvalue]`; nil when invalid.
    private static func parseElement(_ element: [UInt8]) -> Range? {
        let parts = element.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard parts.count <= 2, let rangeBytes = parts.first.map(trimmed), isLanguageRange(rangeBytes) else { return nil }
        var quality = 1000
        if parts.count == 2 {
            let weight = trimmed(parts[1])
            guard weight.count >= 3, weight[0] | 0x20 == UInt8(ascii: "q"), weight[1] == UInt8(ascii: "="),
                  let parsed = qvalue(weight[2...]) else { return nil }
            quality = parsed
        }
        let text = String(decoding: rangeBytes, as: UTF8.self).lowercased()
        return Range(range: text, qualityThousandths: quality)
    }

    /// `1*8ALPHA *("-" 1*8alphanum)` or `*`.
    private static func isLanguageRange(_ bytes: [UInt8]) -> Bool {
        if bytes == [UInt8(ascii: "*")] { return true }
        let subtags = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let first = subtags.first else { return false }
        func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard (1...8).contains(first.count), first.allSatisfy(isAlpha) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { isAlpha($0) || isDigit($0) } }
    }

    /// `( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`, in thousandths.
    private static func qvalue(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return nil }
        let rest = bytes.dropFirst()
        var fraction = 0
        if let dot = rest.first {
            guard dot == UInt8(ascii: "."), rest.count <= 4 else { return nil }
            var scale = 100
            for digit in rest.dropFirst() {
                guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
                fraction += Int(digit - UInt8(ascii: "0")) * scale
                scale /= 10
            }
        }
        if first == UInt8(ascii: "1") { return fraction == 0 ? 1000 : nil }
        return fraction
    }
}

extension Localizations {
    /// A view of the same resources for a client that sent `acceptLanguage` (an HTTP
    /// `Accept-Language` field value), sharing the compiled tables.
    ///
    /// The header's ranges are tried by quality (``AcceptLanguage/preferences``); a range whose
    /// best folder the header refuses (`q=0`, ``AcceptLanguage/isAcceptable(_:)``) is skipped
    /// (`de;q=0, de-CH` refuses `de.lproj` even for `de-CH`); `*` with q > 0 stands, at its
    /// quality, for the development language and then every other folder, in folder order, that
    /// the header does not refuse. No range served: the development language, as with any
    /// preferences — even when the header refuses it, since a server answers in some language
    /// rather than with 406 (RFC 9110 allows either). A malformed header is never an error: what
    /// cannot be read is ignored.
    public func preferring(acceptLanguage: String) throws(StringsdictError) -> Localizations {
        try preferring(AcceptLanguage(acceptLanguage))
    }

    /// A view of the same resources for a parsed `Accept-Language` header; see
    /// ``preferring(acceptLanguage:)``.
    public func preferring(_ acceptLanguage: AcceptLanguage) throws(StringsdictError) -> Localizations {
        try preferring(Self.preferences(for: acceptLanguage, available: available, developmentLanguage: developmentLanguage))
    }

    /// The preference list an `Accept-Language` header stands for over `available` folders.
    static func preferences(for header: AcceptLanguage, available: [LocalizationName], developmentLanguage: LocaleIdentifier) -> [LocaleIdentifier] {
        let matcher = LanguageMatcher(names: available, developmentLanguage: developmentLanguage)
        var result: [LocaleIdentifier] = []
        for range in header.orderedAcceptable {
            if range.isWildcard {
                let others = available.compactMap(\.locale).filter { $0 != developmentLanguage }
                for locale in [developmentLanguage] + others where header.isAcceptable(locale) && !result.contains(locale) {
                    result.append(locale)
                }
                continue
            }
            guard let locale = range.locale else { continue }
            if let index = matcher.bestIndex(for: locale), let served = matcher.available[index].locale, !header.isAcceptable(served) {
                continue
            }
            if !result.contains(locale) { result.append(locale) }
        }
        return result
    }
}
