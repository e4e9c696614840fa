internal import CICU

/// Orders strings by the Unicode Collation Algorithm with CLDR's root order and numeric ordering,
/// which is how Xcode orders the keys of a String Catalog (`""` first, punctuation before symbols
/// before digits before letters, case only as a tie-break, runs of digits by their value:
/// `"%@" < "+" < "32" < "Baidu" < "baidu.com"`, `"X2" < "x16"`, `"90 days" < "365 days"`).
///
/// One tailoring, found in Xcode's own files: `’` (U+2019) sorts as `'` does, after it only when
/// the strings are otherwise equal (`"You've got…" < "You’ve leveled…" < "You've looped…"`,
/// Loop's catalog in 49 saves by Xcode; `"…hasn't…" < "…hasn’t…"`, Pearcleaner's). Root alone
/// puts `’` after every `'`. Without data on `‘` and the double quotes, those keep root's order.
///
/// The collation is the root one with that rule (`ucol_openRules`), identical strength (so only
/// equal code points compare equal) and `UCOL_NUMERIC_COLLATION` on, compiled once per process
/// (about half a millisecond) and shared: keys are made with `ucol_getSortKey`, which only reads
/// the collator (`const UCollator *`), so instances on several threads may use it at once. Sort
/// keys are cached per instance, as the same keys (`stringUnit`, `state`, language codes) come
/// back in every object of a catalog.
///
/// Sendable: not; one instance belongs to one writer run (its cache is not locked).
final class RootCollator {
    private let raw: OpaquePointer?
    private var keys: [String: [UInt8]] = [:]

    init() {
        raw = Compiled.shared.raw
    }

    /// `’` a secondary difference after `'` (written `''` in ICU's rule syntax, where `'` quotes).
    static let xcodeTailoring = "&''<<\u{2019}"

    /// The tailored collator, opened on first use and kept for the process (never closed, never
    /// changed after its attributes are set).
    private final class Compiled: @unchecked Sendable {
        static let shared = Compiled()
        let raw: OpaquePointer?

        private init() {
            var status = U_ZERO_ERROR
            let rules = Array(RootCollator.xcodeTailoring.utf16)
            let opened = rules.withUnsafeBufferPointer { cicu_ucol_openRules($0.baseAddress, Int32($0.count), &status) }
            if status.isSuccess, let opened {
                cicu_ucol_setIdenticalStrength(opened)
                cicu_ucol_setNumericOrdering(opened)
                raw = opened
            } else {
                if let opened { cicu_ucol_close(opened) }
                raw = nil
            }
        }
    }

    /// The ICU sort key of `text`; the UTF-8 bytes when ICU could not open the root collator.
    func sortKey(_ text: String) -> [UInt8] {
        if let cached = keys[text] { return cached }
        let key = makeKey(text)
        if keys.count < 1 << 20 { keys[text] = key }
        return key
    }

    /// True when `a` sorts before `b`.
    func precedes(_ a: String, _ b: String) -> Bool {
        if a == b { return false }
        return sortKey(a).lexicographicallyPrecedes(sortKey(b))
    }

    /// `strings` in root collation order.
    func sorted(_ strings: [String]) -> [String] {
        strings.map { (sortKey($0), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }.map(\.1)
    }

    private func makeKey(_ text: String) -> [UInt8] {
        guard let raw else { return Array(text.utf8) }
        let units = Array(text.utf16)
        guard units.count < Int(Int32.max) / 8 else { return Array(text.utf8) }
        return units.withUnsafeBufferPointer { buffer -> [UInt8] in
            var capacity = max(32, units.count * 4 + 16)
            for _ in 0..<2 {
                var key = [UInt8](repeating: 0, count: capacity)
                let length = key.withUnsafeMutableBufferPointer { out in
                    Int(cicu_ucol_getSortKey(raw, buffer.baseAddress, Int32(buffer.count), out.baseAddress, Int32(capacity)))
                }
                if length <= 0 { return Array(text.utf8) }
                if length <= capacity {
                    key.removeLast(capacity - length)
                    return key
                }
                capacity = length
            }
            return Array(text.utf8)
        }
    }
}
