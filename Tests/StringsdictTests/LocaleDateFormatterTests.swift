import Testing
import Stringsdict
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite("LocaleDateFormatter")
struct LocaleDateFormatterTests {
    /// The seed's example: 2014-02-07 12:00 at UTC−7 (Denver in winter), i.e. 19:00 UTC.
    static let seedDate = Date(timeIntervalSince1970: 1_391_799_600)

    /// The seed's date in every style, for four locales, in UTC and in America/Denver, as ICU 72
    /// (CLDR 42) writes it. Written from CLDR 42's patterns and checked against ICU; worth knowing:
    /// - en-US puts a NARROW NO-BREAK SPACE (U+202F) before AM/PM: CLDR 42 changed it from a space.
    /// - Long times name the zone with the locale's short name: "UTC" everywhere, "MST" in en-US
    ///   only; de and ja have no abbreviation for Mountain Time and fall back to "GMT-7", ar to
    ///   "غرينتش-٧".
    /// - ja writes short dates zero-padded (`y/MM/dd`), so short and medium dates look the same.
    /// - ar-EG writes Arabic-Indic digits, and its numeric dates carry a RIGHT-TO-LEFT MARK
    ///   (U+200F) after the day and the month so the slashes stay in order in bidirectional text.
    /// - de and en join long and full date-times with a word ("um", "at"), medium and short with
    ///   a comma; ja with a space; ar with "في" or "،".
    static let seedTable: [(String, String, LocaleDateFormatter.Style, LocaleDateFormatter.Style, String)] = [
        ("en-US", "UTC", .full, .none, "Friday, February 7, 2014"),
        ("en-US", "UTC", .long, .none, "February 7, 2014"),
        ("en-US", "UTC", .medium, .none, "Feb 7, 2014"),
        ("en-US", "UTC", .short, .none, "2/7/14"),
        ("en-US", "UTC", .full, .full, "Friday, February 7, 2014 at 7:00:00\u{202F}PM Coordinated Universal Time"),
        ("en-US", "UTC", .long, .long, "February 7, 2014 at 7:00:00\u{202F}PM UTC"),
        ("en-US", "UTC", .medium, .medium, "Feb 7, 2014, 7:00:00\u{202F}PM"),
        ("en-US", "UTC", .short, .short, "2/7/14, 7:00\u{202F}PM"),
        ("en-US", "America/Denver", .full, .none, "Friday, February 7, 2014"),
        ("en-US", "America/Denver", .long, .none, "February 7, 2014"),
        ("en-US", "America/Denver", .medium, .none, "Feb 7, 2014"),
        ("en-US", "America/Denver", .short, .none, "2/7/14"),
        ("en-US", "America/Denver", .full, .full, "Friday, February 7, 2014 at 12:00:00\u{202F}PM Mountain Standard Time"),
        ("en-US", "America/Denver", .long, .long, "February 7, 2014 at 12:00:00\u{202F}PM MST"),
        ("en-US", "America/Denver", .medium, .medium, "Feb 7, 2014, 12:00:00\u{202F}PM"),
        ("en-US", "America/Denver", .short, .short, "2/7/14, 12:00\u{202F}PM"),
        ("de-DE", "UTC", .full, .none, "Freitag, 7. Februar 2014"),
        ("de-DE", "UTC", .long, .none, "7. Februar 2014"),
        ("de-DE", "UTC", .medium, .none, "07.02.2014"),
        ("de-DE", "UTC", .short, .none, "07.02.14"),
        ("de-DE", "UTC", .full, .full, "Freitag, 7. Februar 2014 um 19:00:00 Koordinierte Weltzeit"),
        ("de-DE", "UTC", .long, .long, "7. Februar 2014 um 19:00:00 UTC"),
        ("de-DE", "UTC", .medium, .medium, "07.02.2014, 19:00:00"),
        ("de-DE", "UTC", .short, .short, "07.02.14, 19:00"),
        ("de-DE", "America/Denver", .full, .none, "Freitag, 7. Februar 2014"),
        ("de-DE", "America/Denver", .long, .none, "7. Februar 2014"),
        ("de-DE", "America/Denver", .medium, .none, "07.02.2014"),
        ("de-DE", "America/Denver", .short, .none, "07.02.14"),
        ("de-DE", "America/Denver", .full, .full, "Freitag, 7. Februar 2014 um 12:00:00 Rocky-Mountain-Normalzeit"),
        ("de-DE", "America/Denver", .long, .long, "7. Februar 2014 um 12:00:00 GMT-7"),
        ("de-DE", "America/Denver", .medium, .medium, "07.02.2014, 12:00:00"),
        ("de-DE", "America/Denver", .short, .short, "07.02.14, 12:00"),
        ("ja-JP", "UTC", .full, .none, "2014年2月7日金曜日"),
        ("ja-JP", "UTC", .long, .none, "2014年2月7日"),
        ("ja-JP", "UTC", .medium, .none, "2014/02/07"),
        ("ja-JP", "UTC", .short, .none, "2014/02/07"),
        ("ja-JP", "UTC", .full, .full, "2014年2月7日金曜日 19時00分00秒 協定世界時"),
        ("ja-JP", "UTC", .long, .long, "2014年2月7日 19:00:00 UTC"),
        ("ja-JP", "UTC", .medium, .medium, "2014/02/07 19:00:00"),
        ("ja-JP", "UTC", .short, .short, "2014/02/07 19:00"),
        ("ja-JP", "America/Denver", .full, .none, "2014年2月7日金曜日"),
        ("ja-JP", "America/Denver", .long, .none, "2014年2月7日"),
        ("ja-JP", "America/Denver", .medium, .none, "2014/02/07"),
        ("ja-JP", "America/Denver", .short, .none, "2014/02/07"),
        ("ja-JP", "America/Denver", .full, .full, "2014年2月7日金曜日 12時00分00秒 アメリカ山地標準時"),
        ("ja-JP", "America/Denver", .long, .long, "2014年2月7日 12:00:00 GMT-7"),
        ("ja-JP", "America/Denver", .medium, .medium, "2014/02/07 12:00:00"),
        ("ja-JP", "America/Denver", .short, .short, "2014/02/07 12:00"),
        ("ar-EG", "UTC", .full, .none, "الجمعة، ٧ فبراير ٢٠١٤"),
        ("ar-EG", "UTC", .long, .none, "٧ فبراير ٢٠١٤"),
        ("ar-EG", "UTC", .medium, .none, "٠٧\u{200F}/٠٢\u{200F}/٢٠١٤"),
        ("ar-EG", "UTC", .short, .none, "٧\u{200F}/٢\u{200F}/٢٠١٤"),
        ("ar-EG", "UTC", .full, .full, "الجمعة، ٧ فبراير ٢٠١٤ في ٧:٠٠:٠٠ م التوقيت العالمي المنسق"),
        ("ar-EG", "UTC", .long, .long, "٧ فبراير ٢٠١٤ في ٧:٠٠:٠٠ م UTC"),
        ("ar-EG", "UTC", .medium, .medium, "٠٧\u{200F}/٠٢\u{200F}/٢٠١٤، ٧:٠٠:٠٠ م"),
        ("ar-EG", "UTC", .short, .short, "٧\u{200F}/٢\u{200F}/٢٠١٤، ٧:٠٠ م"),
        ("ar-EG", "America/Denver", .full, .none, "الجمعة، ٧ فبراير ٢٠١٤"),
        ("ar-EG", "America/Denver", .long, .none, "٧ فبراير ٢٠١٤"),
        ("ar-EG", "America/Denver", .medium, .none, "٠٧\u{200F}/٠٢\u{200F}/٢٠١٤"),
        ("ar-EG", "America/Denver", .short, .none, "٧\u{200F}/٢\u{200F}/٢٠١٤"),
        ("ar-EG", "America/Denver", .full, .full, "الجمعة، ٧ فبراير ٢٠١٤ في ١٢:٠٠:٠٠ م التوقيت الجبلي الرسمي لأمريكا الشمالية"),
        ("ar-EG", "America/Denver", .long, .long, "٧ فبراير ٢٠١٤ في ١٢:٠٠:٠٠ م غرينتش-٧"),
        ("ar-EG", "America/Denver", .medium, .medium, "٠٧\u{200F}/٠٢\u{200F}/٢٠١٤، ١٢:٠٠:٠٠ م"),
        ("ar-EG", "America/Denver", .short, .short, "٧\u{200F}/٢\u{200F}/٢٠١٤، ١٢:٠٠ م"),
    ]

    @Test(arguments: seedTable)
    func seedDateInStyles(row: (String, String, LocaleDateFormatter.Style, LocaleDateFormatter.Style, String)) throws {
        let (locale, zone, date, time, expected) = row
        let formatter = try LocaleDateFormatter(
            locale: LocaleIdentifier(locale), date: date, time: time, timeZone: TimeZoneIdentifier(zone))
        #expect(try formatter.string(from: Self.seedDate) == expected)
    }

    @Test(arguments: [
        ("en-US", "dMMM", "MMM d"),
        ("de-DE", "dMMM", "d. MMM"),
        ("ja-JP", "dMMM", "M月d日"),
        ("en-US", "yMMMd", "MMM d, y"),
        ("de-DE", "yMMMd", "d. MMM y"),
        ("en-US", "jmm", "h:mm\u{202F}a"),
        ("de-DE", "jmm", "HH:mm"),
    ])
    func templates(locale: String, template: String, pattern: String) throws {
        let id = try LocaleIdentifier(locale)
        #expect(try LocaleDateFormatter.bestPattern(forTemplate: template, locale: id) == pattern)
        let formatter = try LocaleDateFormatter(locale: id, template: template, timeZone: .utc)
        #expect(formatter.pattern == pattern)
    }

    @Test(arguments: [
        ("en-US", "UTC", "Feb 7"),
        ("de-DE", "UTC", "7. Feb."),
        ("ja-JP", "UTC", "2月7日"),
        // 2014-02-08 01:00 in Tokyo.
        ("en-US", "Asia/Tokyo", "Feb 8"),
    ])
    func templateFormatting(locale: String, zone: String, expected: String) throws {
        let formatter = try LocaleDateFormatter(
            locale: LocaleIdentifier(locale), template: "dMMM", timeZone: TimeZoneIdentifier(zone))
        #expect(try formatter.string(from: Self.seedDate) == expected)
    }

    @Test func fixedPattern() throws {
        let formatter = try LocaleDateFormatter(
            locale: LocaleIdentifier("de-DE"), layout: .pattern("yyyy-MM-dd'T'HH:mm:ssXXX EEEE"),
            timeZone: TimeZoneIdentifier("America/Denver"))
        #expect(try formatter.string(from: Self.seedDate) == "2014-02-07T12:00:00-07:00 Freitag")
        #expect(formatter.pattern == "yyyy-MM-dd'T'HH:mm:ssXXX EEEE")
        #expect(formatter.layout == .pattern("yyyy-MM-dd'T'HH:mm:ssXXX EEEE"))
    }

    @Test func timeOnly() throws {
        let formatter = try LocaleDateFormatter(
            locale: LocaleIdentifier("en-US"), date: .none, time: .short, timeZone: TimeZoneIdentifier("America/Denver"))
        #expect(try formatter.string(from: Self.seedDate) == "12:00\u{202F}PM")
    }

    @Test func emptyLayouts() throws {
        let en = try LocaleIdentifier("en-US")
        #expect(throws: FormattingError.emptyDateLayout) { try LocaleDateFormatter(locale: en, date: .none, time: .none) }
        #expect(throws: FormattingError.emptyDateLayout) { try LocaleDateFormatter(locale: en, layout: .pattern("")) }
        #expect(throws: FormattingError.emptyDateLayout) { try LocaleDateFormatter(locale: en, template: "") }
    }

    @Test func sharedHandles() throws {
        let en = try LocaleIdentifier("en-US")
        let a = try LocaleDateFormatter(locale: en, template: "yMMMd", timeZone: .utc)
        let b = try LocaleDateFormatter(locale: en, template: "yMMMd", timeZone: .utc)
        #expect(try a.string(from: Self.seedDate) == b.string(from: Self.seedDate))
        #expect(a.timeZone == .utc)
        #expect(a.locale == en)
    }

    /// Eight tasks format the same dates with templates at once (each template's formatter is
    /// shared by all of them); every result equals the one computed serially first.
    @Test func concurrentTemplates() async throws {
        let locales = try ["en-US", "de-DE", "ja-JP", "ar-EG", "fr-FR", "ru-RU", "zh-Hans-CN", "he-IL"].map(LocaleIdentifier.init)
        let templates = ["dMMM", "yMMMd", "yMMMMEEEEd", "jmm", "yMd", "MMMMd", "Hms", "yQQQ"]
        let dates = (0..<50).map { Date(timeIntervalSince1970: 1_391_799_600 + Double($0) * 86_400 * 7.3) }
        var serial: [String] = []
        for locale in locales {
            for template in templates {
                let formatter = try LocaleDateFormatter(locale: locale, template: template, timeZone: .utc)
                for date in dates { serial.append(try formatter.string(from: date)) }
            }
        }
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var out: [String] = []
                    for locale in locales {
                        for template in templates {
                            let formatter = try LocaleDateFormatter(locale: locale, template: template, timeZone: .utc)
                            for date in dates { out.append(try formatter.string(from: date)) }
                        }
                    }
                    return out
                }
            }
            var all: [[String]] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { #expect(result == serial) }
    }
}
