internal import CICU
import Synchronization

/// Owns one `UDateTimePatternGenerator` (`udatpg_open`) for a locale; closes it in `deinit`.
///
/// Turns a template (the fields wanted, in any order: `dMMM`, `yMMMdjmm`) into the locale's best
/// pattern (`MMM d` in en-US, `d. MMM` in de), as Apple's `dateFormatFromTemplate:options:locale:`
/// does.
///
/// Sendable: `udatpg_getBestPattern` takes a non-const generator and updates caches inside it, so
/// it is not safe to call from two threads at once; every call runs under `lock`. Patterns are
/// looked up once per cached date formatter, so the lock is rarely contended.
final class DatePatternGenerator: @unchecked Sendable {
    static let cache = ICUCache<LocaleIdentifier, DatePatternGenerator>(capacity: 32)

    static func shared(locale: LocaleIdentifier) throws(ICUError) -> DatePatternGenerator {
        try cache.value(for: locale) { () throws(ICUError) in try DatePatternGenerator(locale: locale) }
    }

    private let raw: OpaquePointer
    private let lock = Mutex(())
    let locale: LocaleIdentifier

    init(locale: LocaleIdentifier) throws(ICUError) {
        let id = locale.icuIdentifier
        guard let raw = try icuCall("udatpg_open", context: "locale \(locale)", { status in
            cicu_udatpg_open(id, &status)
        }) else { throw ICUError(code: U_MEMORY_ALLOCATION_ERROR, function: "udatpg_open") }
        self.raw = raw
        self.locale = locale
    }

    deinit { cicu_udatpg_close(raw) }

    /// The locale's best pattern for `template` (`udatpg_getBestPattern`).
    func bestPattern(forTemplate template: String) throws(ICUError) -> String {
        let units = template.utf16Array
        return try lock.withLock { _ throws(ICUError) in
            try ICUBuffer.string("udatpg_getBestPattern") { buffer, capacity, status in
                cicu_udatpg_getBestPattern(raw, units, Int32(units.count), buffer, capacity, &status)
            }
        }
    }
}
