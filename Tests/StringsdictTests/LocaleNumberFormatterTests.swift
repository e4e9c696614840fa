import Testing
import Stringsdict

@Suite("LocaleNumberFormatter")
struct LocaleNumberFormatterTests {
    /// The oracle's `%d`-family and `%.Nf` rows for the locales the issue names: Foundation's own
    /// output is the reference for grouping, digits and separators.
    static let numberRows: [OracleRow] = OracleRow.all.filter { row in
        guard let locale = row.locale, ["en_US", "de_DE", "fr_FR", "ru_RU", "ar_EG", "ja_JP"].contains(locale) else { return false }
        return ["%d", "%i", "%ld", "%lld"].contains(row.format) || row.format.wholeMatch(of: /%\.[0-9]f/) != nil
    }

    @Test("The fixture has the rows")
    func rowsPresent() {
        #expect(Self.numberRows.count == 60)
    }

    @Test("Integers and fixed decimals as Foundation writes them", arguments: numberRows)
    func oracle(_ row: OracleRow) throws {
        let locale = try LocaleIdentifier(try #require(row.locale))
        let argument = try #require(row.args.first)
        let value = String(argument.dropFirst(2))
        if row.format.hasSuffix("f") {
            let digits = try #require(Int(String(row.format.dropFirst(2).dropLast())))
            let formatter = try LocaleNumberFormatter(locale: locale, options: .init(precision: .fractionDigits(min: digits, max: digits)))
            #expect(try formatter.string(try #require(Double(value))) == row.expected)
        } else {
            let formatter = try LocaleNumberFormatter(locale: locale)
            #expect(try formatter.string(try #require(Int64(value))) == row.expected)
            #expect(try formatter.string(decimal: value) == row.expected)
        }
    }

    @Test("CLDR minimum grouping digits: es and pl keep four digits ungrouped", arguments: [
        ("es", Int64(1234), "1234"), ("es", 12345, "12.345"), ("es", 1_234_567, "1.234.567"),
        ("pl", 1234, "1234"), ("pl", 12345, "12\u{A0}345"),
        ("de", 1234, "1.234"), ("en", 1234, "1,234"),
    ])
    func minimumGrouping(locale: String, value: Int64, expected: String) throws {
        let formatter = try LocaleNumberFormatter(locale: LocaleIdentifier(locale))
        #expect(try formatter.string(value) == expected)
    }

    @Test("Grouping can be forced or turned off")
    func groupingOptions() throws {
        let es = try LocaleIdentifier("es")
        #expect(try LocaleNumberFormatter(locale: es, options: .init(grouping: .always)).string(Int64(1234)) == "1.234")
        #expect(try LocaleNumberFormatter(locale: es, options: .init(grouping: .off)).string(Int64(1_234_567)) == "1234567")
    }

    @Test("The locale's digits and separators")
    func digits() throws {
        #expect(try LocaleNumberFormatter(locale: LocaleIdentifier("ar-EG")).string(Int64(1234)) == "١٬٢٣٤")
        #expect(try LocaleNumberFormatter(locale: LocaleIdentifier("fa")).string(Int64(1234)) == "۱٬۲۳۴")
        #expect(try LocaleNumberFormatter(locale: LocaleIdentifier("hi-IN")).string(Int64(12_345_678)) == "1,23,45,678")
        #expect(try LocaleNumberFormatter(locale: LocaleIdentifier("de-CH")).string(Int64(1234)) == "1’234")
    }

    @Test("Unsigned values beyond Int64, and decimals without loss")
    func wideValues() throws {
        let en = try LocaleNumberFormatter(locale: LocaleIdentifier("en"))
        #expect(try en.string(UInt64.max) == "18,446,744,073,709,551,615")
        let exact = try LocaleNumberFormatter(locale: LocaleIdentifier("de"), options: .init(precision: .unlimited))
        #expect(try exact.string(decimal: "12345678901234567890.123456789") == "12.345.678.901.234.567.890,123456789")
        #expect(throws: PluralRulesError.notADecimal("1,5")) { try en.string(decimal: "1,5") }
    }

    @Test("Fraction digits: fixed, ranges, significant, scientific")
    func precisionOptions() throws {
        let de = try LocaleIdentifier("de")
        #expect(try LocaleNumberFormatter(locale: de, options: .init(precision: .fractionDigits(min: 2, max: 2))).string(1.5) == "1,50")
        #expect(try LocaleNumberFormatter(locale: de, options: .init(precision: .fractionDigits(min: 0, max: 2))).string(1.5) == "1,5")
        #expect(try LocaleNumberFormatter(locale: de, options: .init(precision: .fractionDigits(min: 0, max: 2))).string(1.0) == "1")
        #expect(try LocaleNumberFormatter(locale: de, options: .init(precision: .significantDigits(min: 1, max: 3))).string(1234.5) == "1.230")
        #expect(try LocaleNumberFormatter(locale: de, options: .init(notation: .scientific)).string(1234.5) == "1,2345E3")
        #expect(try LocaleNumberFormatter(locale: de, options: .init(precision: .integer)).string(2.5) == "2")
    }

    @Test("A skeleton that does not parse is an ICU error naming it")
    func badSkeleton() throws {
        let error = #expect(throws: ICUError.self) {
            try LocaleNumberFormatter(locale: LocaleIdentifier("en"), skeleton: "precision-bogus")
        }
        #expect(error?.description.contains("precision-bogus") == true)
        #expect(error?.name == "U_NUMBER_SKELETON_SYNTAX_ERROR")
    }
}
