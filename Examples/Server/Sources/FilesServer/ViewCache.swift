import Stringsdict

/// Negotiated views of one ``Localizations`` by `Accept-Language` value, at most ``capacity`` of
/// them: the least recently used is dropped when a new one comes, so a flood of distinct headers
/// costs one negotiation each and a fixed amount of memory, while the few headers real clients
/// repeat stay cached.
///
/// Headers are keyed in a normalized form: ASCII letters lowercased, spaces and tabs around `,`
/// and `;` and at the ends removed (`de-CH, fr;q=0.8` and `de-ch,fr ; q=0.8` are one entry).
/// Language ranges and the `q` parameter are case-insensitive and that whitespace (OWS) carries
/// no meaning (RFC 9110 §5.6.1, §5.6.6, §12.5.4); any other space stays (a single one), so the
/// key never merges headers that negotiate differently.
final class ViewCache: Sendable {
    let localizations: Localizations
    private let views: LRUCache<String, Localizations>

    /// A cache of at most `capacity` views of `localizations`.
    init(localizations: Localizations, capacity: Int) {
        self.localizations = localizations
        views = LRUCache(capacity: capacity)
    }

    /// The most views kept.
    var capacity: Int { views.capacity }
    /// How many views are kept now.
    var count: Int { views.count }

    /// The view for a client that sent `header` (empty when it sent none).
    func view(for header: String) throws -> Localizations {
        let key = Self.key(for: header)
        if let cached = views.value(for: key) { return cached }
        let view = try localizations.preferring(acceptLanguage: header)
        views.insert(view, for: key)
        return view
    }

    /// The normalized form of `header` the cache is keyed by.
    static func key(for header: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.utf8.count)
        var pendingSpace = false
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") }
        for byte in header.utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = bytes.last, !isSeparator(last), !isSeparator(byte) { bytes.append(UInt8(ascii: " ")) }
            pendingSpace = false
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
