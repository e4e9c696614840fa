internal import CICU
import Synchronization

/// Joins items into a list the way a locale writes one: "A, B, and C" (en), "A, B und C" (de),
/// through ICU's `ulistfmt_*`.
///
/// Formatters are opened once per (locale, kind, width) and shared through a bounded cache; a
/// value is cheap to copy and safe to use from many threads at once.
///
/// Named so it does not clash with Foundation's `ListFormatter`.
public struct LocaleListFormatter: Sendable {
    /// What joins the items (ICU's `UListFormatterType`).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// All of them: "A, B, and C".
        case and
        /// One of them: "A, B, or C".
        case or
        /// Parts of one measure: "3 ft, 7 in".
        case units
    }

    /// How long the joining words are (ICU's `UListFormatterWidth`).
    public enum Width: String, Hashable, Sendable, CaseIterable {
        /// "A, B, and C".
        case wide
        /// "A, B, & C".
        case short
        /// "A, B, C".
        case narrow
    }

    let handle: ListFormatterHandle

    /// The locale lists are written for.
    public var locale: LocaleIdentifier { handle.key.locale }
    /// What joins the items.
    public var kind: Kind { handle.key.kind }
    /// How long the joining words are.
    public var width: Width { handle.key.width }

    /// A formatter for `locale`.
    public init(locale: LocaleIdentifier, kind: Kind = .and, width: Width = .wide) throws(ICUError) {
        let key = ListFormatterHandle.Key(locale: locale, kind: kind, width: width)
        handle = try ListFormatterHandle.cache.value(for: key) { () throws(ICUError) in
            try ListFormatterHandle(key: key)
        }
    }

    /// `items` joined; one item is itself, none is the empty string.
    public func string(_ items: [String]) throws(ICUError) -> String {
        try handle.format(items)
    }
}

/// Owns one `UListFormatter` (`ulistfmt_openForType`); closes it in `deinit`.
///
/// Sendable: every ICU call on the handle runs under `lock`. `ulistfmt_format` takes a const
/// formatter, but ICU documents only the formatted result, not the list formatter, as
/// thread-safe, so calls are serialized.
final class ListFormatterHandle: @unchecked Sendable {
    struct Key: Hashable, Sendable {
        let locale: LocaleIdentifier
        let kind: LocaleListFormatter.Kind
        let width: LocaleListFormatter.Width
    }

    static let cache = ICUCache<Key, ListFormatterHandle>(capacity: 32)

    private let raw: OpaquePointer
    private let lock = Mutex(())
    let key: Key

    init(key: Key) throws(ICUError) {
        let id = key.locale.icuIdentifier
        // ICU's UListFormatterType and UListFormatterWidth (cicu_formatters.c checks the values).
        let type: Int32 = switch key.kind {
        case .and: 0    // ULISTFMT_TYPE_AND
        case .or: 1     // ULISTFMT_TYPE_OR
        case .units: 2  // ULISTFMT_TYPE_UNITS
        }
        let width: Int32 = switch key.width {
        case .wide: 0    // ULISTFMT_WIDTH_WIDE
        case .short: 1   // ULISTFMT_WIDTH_SHORT
        case .narrow: 2  // ULISTFMT_WIDTH_NARROW
        }
        guard let raw = try icuCall("ulistfmt_openForType", context: "locale \(key.locale)", { status in
            cicu_ulistfmt_openForType(id, type, width, &status)
        }) else { throw ICUError(code: U_MEMORY_ALLOCATION_ERROR, function: "ulistfmt_openForType") }
        self.raw = raw
        self.key = key
    }

    deinit { cicu_ulistfmt_close(raw) }

    /// `items` joined (`ulistfmt_format`), from one buffer holding every item's UTF-16 units.
    func format(_ items: [String]) throws(ICUError) -> String {
        var units: [UChar] = []
        var lengths: [Int32] = []
        lengths.reserveCapacity(items.count)
        for item in items {
            let before = units.count
            units.append(contentsOf: item.utf16)
            lengths.append(Int32(units.count - before))
        }
        if units.isEmpty { units.append(0) }  // a valid base address even when every item is empty
        return try units.withUnsafeBufferPointer { all throws(ICUError) -> String in
            guard let base = all.baseAddress else { throw ICUError(code: U_MEMORY_ALLOCATION_ERROR, function: "ulistfmt_format") }
            var starts: [UnsafePointer<UChar>?] = []
            starts.reserveCapacity(items.count)
            var offset = 0
            for length in lengths {
                starts.append(base + offset)
                offset += Int(length)
            }
            return try lock.withLock { _ throws(ICUError) in
                try ICUBuffer.string("ulistfmt_format") { buffer, capacity, status in
                    cicu_ulistfmt_format(raw, starts, lengths, Int32(lengths.count), buffer, capacity, &status)
                }
            }
        }
    }
}
