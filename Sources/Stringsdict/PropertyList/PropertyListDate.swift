/// A property-list date: seconds since 2001-01-01T00:00:00Z, as both plist formats store it.
///
/// Kept as a plain number so the library does not need Foundation; `Date` users convert with
/// `Date(timeIntervalSinceReferenceDate: date.secondsSinceReferenceDate)`.
public struct PropertyListDate: Hashable, Sendable, CustomStringConvertible {
    /// Seconds since 2001-01-01T00:00:00Z (negative before it).
    public var secondsSinceReferenceDate: Double

    /// A date `secondsSinceReferenceDate` seconds after 2001-01-01 00:00:00 UTC (negative: before).
    public init(secondsSinceReferenceDate: Double) {
        self.secondsSinceReferenceDate = secondsSinceReferenceDate
    }

    /// Days from 1970-01-01 to 2001-01-01.
    private static let referenceDays: Int64 = 11_323

    /// ISO 8601 text in UTC (`2001-01-01T00:00:00Z`), whole seconds, as XML plists write it.
    public var description: String {
        guard secondsSinceReferenceDate.isFinite, abs(secondsSinceReferenceDate) < 1e15 else {
            return "\(secondsSinceReferenceDate)"
        }
        let total = Int64(secondsSinceReferenceDate.rounded(.down))
        var days = total / 86_400
        var seconds = total % 86_400
        if seconds < 0 {
            seconds += 86_400
            days -= 1
        }
        let (year, month, day) = Self.civil(fromDays: days + Self.referenceDays)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = year >= 0 && year < 10_000 ? String(repeating: "0", count: 4 - "\(year)".count) + "\(year)" : "\(year)"
        return "\(yearText)-\(two(month))-\(two(day))T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
    }

    /// Parses XML `<date>` text: `YYYY-MM-DDTHH:MM:SSZ` (UTC), as CoreFoundation and plistlib write it.
    ///
    /// Returns nil when the text has another shape or a field is out of range.
    init?(iso8601 text: Substring.UTF8View) {
        let bytes = Array(text)
        // Y Y Y Y - M M - D D T h h : m m : s s Z
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes[19] == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        let days = Self.days(fromCivil: year, month, day) - Self.referenceDays
        secondsSinceReferenceDate = Double(days * 86_400 + hour * 3600 + minute * 60 + second)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's civil algorithm).
    private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01.
    private static func civil(fromDays count: Int64) -> (Int64, Int64, Int64) {
        let z = count + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
