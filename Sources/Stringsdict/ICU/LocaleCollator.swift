internal import CICU

/// Compares and sorts strings the way a locale orders them (ICU collation, `ucol_*`): `Čeština`
/// after `Cymraeg` in Czech only, `Ö` with `O` in German and after `Z` in Swedish.
///
/// Collators are opened once per locale and shared through a bounded cache; a value is cheap to
/// copy and safe to use from many threads at once.
public struct LocaleCollator: Sendable {
    let handle: CollatorHandle

    /// The locale whose order this collator follows.
    public var locale: LocaleIdentifier { handle.locale }

    /// A collator for `locale` (`ucol_open`).
    ///
    /// - Throws: ``ICUError`` when ICU cannot open a collator for the locale.
    public init(locale: LocaleIdentifier) throws(ICUError) {
        handle = try CollatorHandle.cache.value(for: locale) { () throws(ICUError) in
            try CollatorHandle(locale: locale)
        }
    }

    /// True when `lhs` sorts before `rhs` (`ucol_strcoll`).
    public func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        handle.compare(lhs, rhs) < 0
    }

    /// `strings` in this locale's order; equal strings keep their order.
    public func sorted(_ strings: [String]) -> [String] {
        sorted(strings, by: { $0 })
    }

    /// `elements` sorted by the string `key` gives each, in this locale's order; elements with
    /// equal keys keep their order.
    public func sorted<Element>(_ elements: [Element], by key: (Element) -> String) -> [Element] {
        let keyed = elements.enumerated().map { (offset: $0.offset, key: Array(key($0.element).utf16), element: $0.element) }
        return keyed.sorted { lhs, rhs in
            let order = handle.compare(lhs.key, rhs.key)
            return order != 0 ? order < 0 : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// Owns one `UCollator` (`ucol_open`); closes it in `deinit`.
///
/// Sendable: the collator is never changed after `ucol_open`, and ICU documents comparing with a
/// const collator (`ucol_strcoll`) as safe from many threads at once.
final class CollatorHandle: @unchecked Sendable {
    static let cache = ICUCache<LocaleIdentifier, CollatorHandle>(capacity: 16)

    let locale: LocaleIdentifier
    private let collator: OpaquePointer

    init(locale: LocaleIdentifier) throws(ICUError) {
        self.locale = locale
        let id = locale.icuIdentifier
        var status = U_ZERO_ERROR
        let opened = cicu_ucol_open(id, &status)
        guard let opened, status.isSuccess else {
            if let opened { cicu_ucol_close(opened) }
            throw ICUError(code: status.isSuccess ? U_MEMORY_ALLOCATION_ERROR : status, function: "ucol_open", context: locale.identifier)
        }
        collator = opened
    }

    deinit { cicu_ucol_close(collator) }

    func compare(_ lhs: String, _ rhs: String) -> Int32 {
        compare(Array(lhs.utf16), Array(rhs.utf16))
    }

    func compare(_ lhs: [UChar], _ rhs: [UChar]) -> Int32 {
        lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in
                cicu_ucol_strcoll(collator, left.baseAddress, Int32(clamping: left.count), right.baseAddress, Int32(clamping: right.count))
            }
        }
    }
}
