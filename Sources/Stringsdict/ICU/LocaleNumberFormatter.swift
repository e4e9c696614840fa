internal import CICU
import Synchronization

/// Formats numbers the way a locale writes them, on ICU's number skeletons (`unumf_*`).
///
/// Grouping follows CLDR, minimum grouping digits included (`1234` stays ungrouped in es and pl),
/// digits are the locale's (`١٬٢٣٤` in ar-EG), and so is the decimal separator. Formatters are
/// opened once per (locale, skeleton) and shared through a bounded cache; a value is cheap to copy
/// and safe to use from many threads at once.
///
/// Named so it does not clash with Foundation's `NumberFormatter`.
public struct LocaleNumberFormatter: Sendable {
    let handle: NumberFormatterHandle

    /// The locale numbers are written for.
    public var locale: LocaleIdentifier { handle.locale }
    /// The ICU number skeleton in use (e.g. `.00 group-auto`).
    public var skeleton: String { handle.skeleton }

    /// A formatter for `locale` with `options`.
    public init(locale: LocaleIdentifier, options: NumberFormatOptions = NumberFormatOptions()) throws(ICUError) {
        handle = try NumberFormatterHandle.shared(locale: locale, skeleton: options.skeleton)
    }

    /// A formatter for `locale` with a raw ICU number skeleton
    /// (see ICU's "Number Skeletons" documentation).
    ///
    /// - Throws: ``ICUError`` from `unumf_openForSkeletonAndLocaleWithError` when the skeleton does
    ///   not parse; its context names the offset.
    public init(locale: LocaleIdentifier, skeleton: String) throws(ICUError) {
        handle = try NumberFormatterHandle.shared(locale: locale, skeleton: skeleton)
    }

    /// `value` in the locale's notation.
    public func string(_ value: Int64) throws(ICUError) -> String {
        try handle.format { cicu_unumf_formatInt(handle.raw, value, $0, &$1) }
    }

    /// `value` in the locale's notation (values above `Int64.max` included).
    public func string(_ value: UInt64) throws(ICUError) -> String {
        if let signed = Int64(exactly: value) { return try string(signed) }
        let text = String(value)
        return try handle.format { cicu_unumf_formatDecimal(handle.raw, text, Int32(text.utf8.count), $0, &$1) }
    }

    /// `value` in the locale's notation; the skeleton's precision decides the fraction digits.
    public func string(_ value: Double) throws(ICUError) -> String {
        try handle.format { cicu_unumf_formatDouble(handle.raw, value, $0, &$1) }
    }

    /// A decimal number given as text (`"1234.50"`, `"-18446744073709551616"`), formatted without
    /// passing through a binary double, so no digit is lost.
    ///
    /// - Throws: ``PluralRulesError/notADecimal(_:)`` when the text is not a plain decimal, or an
    ///   ``ICUError``.
    public func string(decimal text: String) throws -> String {
        guard PluralRules.visibleFractionDigits(text) != nil else { throw PluralRulesError.notADecimal(text) }
        return try handle.format { cicu_unumf_formatDecimal(handle.raw, text, Int32(text.utf8.count), $0, &$1) }
    }

    /// Appends `value` in the locale's notation to `output`.
    func append(_ value: Int64, to output: inout String) throws(ICUError) {
        try handle.append(to: &output) { cicu_unumf_formatInt(handle.raw, value, $0, &$1) }
    }

    /// Appends `value` in the locale's notation to `output`.
    func append(_ value: Double, to output: inout String) throws(ICUError) {
        try handle.append(to: &output) { cicu_unumf_formatDouble(handle.raw, value, $0, &$1) }
    }

    /// Appends a plain decimal (already validated by the caller) to `output`.
    func append(decimal text: String, to output: inout String) throws(ICUError) {
        try handle.append(to: &output) { cicu_unumf_formatDecimal(handle.raw, text, Int32(text.utf8.count), $0, &$1) }
    }
}

/// What a ``LocaleNumberFormatter`` shows; turned into an ICU number skeleton.
public struct NumberFormatOptions: Hashable, Sendable {
    /// Digit grouping.
    public enum Grouping: Hashable, Sendable {
        /// The locale's grouping, with CLDR's minimum grouping digits (`group-auto`).
        case automatic
        /// Group even where the locale's minimum grouping digits would not (`group-min2` off:
        /// `group-on-aligned`).
        case always
        /// No grouping separators (`group-off`).
        case off
    }

    /// How many digits are shown.
    public enum Precision: Hashable, Sendable {
        /// ICU's default: up to 6 fraction digits, trailing zeros dropped.
        case automatic
        /// Rounded to an integer.
        case integer
        /// Between `min` and `max` fraction digits (`min == max` shows exactly that many).
        case fractionDigits(min: Int, max: Int)
        /// Between `min` and `max` significant digits.
        case significantDigits(min: Int, max: Int)
        /// Every digit of the value's shortest round-trip representation.
        case unlimited
    }

    /// Standard or exponential notation.
    public enum Notation: Hashable, Sendable {
        /// `1,234.5`
        case standard
        /// `1.2345E3`
        case scientific
        /// `1.2345E3` with the exponent a multiple of 3.
        case engineering
    }

    /// Whether and how digits are grouped (thousands separators).
    public var grouping: Grouping
    /// How many digits are shown and how the value is rounded to them.
    public var precision: Precision
    /// Standard, scientific or engineering notation.
    public var notation: Notation

    /// Options with each aspect given, or the locale's defaults (automatic grouping and
    /// precision, standard notation).
    public init(grouping: Grouping = .automatic, precision: Precision = .automatic, notation: Notation = .standard) {
        self.grouping = grouping
        self.precision = precision
        self.notation = notation
    }

    /// The ICU number skeleton for these options.
    public var skeleton: String {
        var stems: [String] = []
        switch notation {
        case .standard: break
        case .scientific: stems.append("scientific")
        case .engineering: stems.append("engineering")
        }
        switch precision {
        case .automatic: break
        case .integer: stems.append("precision-integer")
        case .unlimited: stems.append("precision-unlimited")
        case .fractionDigits(let minimum, let maximum):
            let low = min(max(minimum, 0), 999)
            let high = min(max(maximum, low), 999)
            if high == 0 {
                stems.append("precision-integer")
            } else {
                stems.append("." + String(repeating: "0", count: low) + String(repeating: "#", count: high - low))
            }
        case .significantDigits(let minimum, let maximum):
            let low = min(max(minimum, 1), 999)
            let high = min(max(maximum, low), 999)
            stems.append(String(repeating: "@", count: low) + String(repeating: "#", count: high - low))
        }
        switch grouping {
        case .automatic: stems.append("group-auto")
        case .always: stems.append("group-on-aligned")
        case .off: stems.append("group-off")
        }
        return stems.joined(separator: " ")
    }
}

/// Owns one `UNumberFormatter` and a small pool of `UFormattedNumber` results; closes them in
/// `deinit`.
///
/// Sendable: an ICU number formatter is immutable once opened and `unumf_format*` only read it;
/// each call takes a result object from the pool (under a mutex) and returns it, so no result is
/// shared between threads.
final class NumberFormatterHandle: @unchecked Sendable {
    struct Key: Hashable, Sendable {
        let locale: LocaleIdentifier
        let skeleton: String
    }

    static let cache = ICUCache<Key, NumberFormatterHandle>(capacity: 256)

    static func shared(locale: LocaleIdentifier, skeleton: String) throws(ICUError) -> NumberFormatterHandle {
        try cache.value(for: Key(locale: locale, skeleton: skeleton)) { () throws(ICUError) in
            try NumberFormatterHandle(locale: locale, skeleton: skeleton)
        }
    }

    let raw: OpaquePointer
    let locale: LocaleIdentifier
    let skeleton: String
    private let pool = ResultPool()

    init(locale: LocaleIdentifier, skeleton: String) throws(ICUError) {
        let units = Array(skeleton.utf16)
        var errorOffset: Int32 = -1
        var status = U_ZERO_ERROR
        let opened = cicu_unumf_openForSkeletonAndLocaleWithError(units, Int32(units.count), locale.icuIdentifier, &errorOffset, &status)
        guard status.isSuccess, let opened else {
            if let opened { cicu_unumf_close(opened) }
            throw ICUError(
                code: status.isSuccess ? U_MEMORY_ALLOCATION_ERROR : status,
                function: "unumf_openForSkeletonAndLocaleWithError",
                context: "skeleton '\(skeleton)' at offset \(errorOffset), locale \(locale)")
        }
        raw = opened
        self.locale = locale
        self.skeleton = skeleton
    }

    deinit { cicu_unumf_close(raw) }

    /// Runs `format` into a pooled result and returns the text.
    func format(_ format: (OpaquePointer, inout UErrorCode) -> Void) throws(ICUError) -> String {
        var output = ""
        try append(to: &output, format)
        return output
    }

    /// Runs `format` into a pooled result and appends the text to `output`.
    func append(to output: inout String, _ format: (OpaquePointer, inout UErrorCode) -> Void) throws(ICUError) {
        let result = try pool.take()
        defer { pool.give(result) }
        var status = U_ZERO_ERROR
        format(result, &status)
        try status.check("unumf_format", context: "skeleton '\(skeleton)', locale \(locale)")
        let text = try ICUBuffer.read("unumf_resultToString", UChar.self, fill: { buffer, capacity, status in
            cicu_unumf_resultToString(result, buffer, capacity, &status)
        }) { String(decoding: $0, as: UTF16.self) }
        output.append(text)
    }
}

/// A few `UFormattedNumber` objects reused across calls, so formatting does not open one each time.
///
/// Sendable: the array of free results is only touched under the mutex, and a taken result belongs
/// to one caller until it is given back.
final class ResultPool: @unchecked Sendable {
    /// A result handle that may cross into the mutex; only one caller holds it at a time.
    private struct Result: @unchecked Sendable { let raw: OpaquePointer }

    private let free = Mutex<[Result]>([])
    private let limit = 8

    func take() throws(ICUError) -> OpaquePointer {
        if let pooled = free.withLock({ $0.popLast() }) { return pooled.raw }
        guard let result = try icuCall("unumf_openResult", { cicu_unumf_openResult(&$0) }) else {
            throw ICUError(code: U_MEMORY_ALLOCATION_ERROR, function: "unumf_openResult")
        }
        return result
    }

    func give(_ result: OpaquePointer) {
        let returned = Result(raw: result)
        let kept = free.withLock { free -> Bool in
            guard free.count < limit else { return false }
            free.append(returned)
            return true
        }
        if !kept { cicu_unumf_closeResult(result) }
    }

    deinit {
        for result in free.withLock({ $0 }) { cicu_unumf_closeResult(result.raw) }
    }
}
