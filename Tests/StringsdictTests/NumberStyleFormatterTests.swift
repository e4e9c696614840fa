import Testing
import Stringsdict

@Suite("NumberStyleFormatter")
struct NumberStyleFormatterTests {
    static let de = try! LocaleIdentifier("de-DE")
    static let arJO = try! LocaleIdentifier("ar-JO")

    /// The seed's table for 2.5 in German. `2,50 €` and `250 %` hold a no-break space (U+00A0),
    /// as CLDR's German currency and percent patterns do. `none` rounds half-even, as Apple's
    /// NumberFormatter `.none` style does: 2.5 → 2.
    @Test(arguments: [
        (NumberStyleFormatter.Style.none, "2"),
        (.decimal, "2,5"),
        (.currency, "2,50\u{00A0}€"),
        (.scientific, "2,5E0"),
        (.percent, "250\u{00A0}%"),
        (.spellOut, "zwei Komma fünf"),
    ])
    func germanSeedTable(style: NumberStyleFormatter.Style, expected: String) throws {
        let formatter = try NumberStyleFormatter(locale: Self.de, style: style)
        #expect(try formatter.string(2.5) == expected)
    }

    /// The seed's Arabic (Jordan) row: Arabic-Indic digits, the Arabic decimal separator U+066B.
    ///
    /// The currency string is exactly what ICU 72 (CLDR 42) produces: a RIGHT-TO-LEFT MARK
    /// (U+200F) that starts CLDR's Arabic currency pattern for Arabic-Indic digits
    /// (`‏#,##0.00 ¤`), three fraction digits (the Jordanian dinar has 1000 fils), a no-break space
    /// (U+00A0), and the symbol `د.أ.` which CLDR's Arabic data ends with its own U+200F, so the
    /// trailing dots stay on the symbol's side in bidirectional display.
    @Test(arguments: [
        (NumberStyleFormatter.Style.decimal, "٢٫٥"),
        (.currency, "\u{200F}٢٫٥٠٠\u{00A0}د.أ.\u{200F}"),
        (.spellOut, "إثنان فاصل خمسة"),
    ])
    func arabicSeedRow(style: NumberStyleFormatter.Style, expected: String) throws {
        let formatter = try NumberStyleFormatter(locale: Self.arJO, style: style)
        #expect(try formatter.string(2.5) == expected)
        #expect(formatter.currencyCode == (style == .currency ? "JOD" : nil))
    }

    @Test func arabicCurrencyScalars() throws {
        let text = try NumberStyleFormatter(locale: Self.arJO, style: .currency).string(2.5)
        let scalars = text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        #expect(scalars == ["200F", "662", "66B", "665", "660", "660", "A0", "62F", "2E", "623", "2E", "200F"])
    }

    @Test(arguments: [
        ("en-US", NumberStyleFormatter.Style.decimal, 1234.5, "1,234.5"),
        ("en-US", .currency, 1234.5, "$1,234.50"),
        ("en-US", .percent, 0.25, "25%"),
        ("en-US", .scientific, 12345, "1.2345E4"),
        ("en-US", .spellOut, 1234, "one thousand two hundred thirty-four"),
        ("en-US", .spellOut, 2.5, "two point five"),
        // French groups with, and spaces the percent sign by, a narrow no-break space (U+202F).
        ("fr-FR", .decimal, 1234.5, "1\u{202F}234,5"),
        ("fr-FR", .percent, 0.25, "25\u{00A0}%"),
        ("fr-FR", .currency, 1234.5, "1\u{202F}234,50\u{00A0}€"),
        // The yen has no minor unit; ja writes the full-width yen sign.
        ("ja-JP", .currency, 1234.5, "￥1,234"),
        ("ja-JP", .decimal, 1234.5, "1,234.5"),
        ("ar-EG", .decimal, 1234.5, "١٬٢٣٤٫٥"),
        ("de-CH", .currency, 1234.5, "CHF\u{00A0}1’234.50"),
    ])
    func stylesInLocales(locale: String, style: NumberStyleFormatter.Style, value: Double, expected: String) throws {
        let formatter = try NumberStyleFormatter(locale: LocaleIdentifier(locale), style: style)
        #expect(try formatter.string(value) == expected)
    }

    @Test func explicitCurrencyCode() throws {
        let usd = try NumberStyleFormatter(locale: Self.de, style: .currency, currencyCode: "usd")
        #expect(usd.currencyCode == "USD")
        #expect(try usd.string(2.5) == "2,50\u{00A0}$")
        let jpy = try NumberStyleFormatter(locale: LocaleIdentifier("en-US"), style: .currency, currencyCode: "JPY")
        #expect(try jpy.string(1234.5) == "¥1,234")
    }

    @Test func localeCurrencies() throws {
        #expect(NumberStyleFormatter.currencyCode(for: Self.de) == "EUR")
        #expect(NumberStyleFormatter.currencyCode(for: try LocaleIdentifier("de")) == "EUR")
        #expect(NumberStyleFormatter.currencyCode(for: Self.arJO) == "JOD")
        #expect(NumberStyleFormatter.currencyCode(for: try LocaleIdentifier("ja")) == "JPY")
        #expect(NumberStyleFormatter.currencyCode(for: .root) == nil)
    }

    @Test func currencyErrors() throws {
        #expect(throws: FormattingError.invalidCurrencyCode("EURO")) {
            try NumberStyleFormatter(locale: Self.de, style: .currency, currencyCode: "EURO")
        }
        #expect(throws: FormattingError.invalidCurrencyCode("€")) {
            try NumberStyleFormatter(locale: Self.de, style: .currency, currencyCode: "€")
        }
        #expect(throws: FormattingError.noCurrency(.root)) {
            try NumberStyleFormatter(locale: .root, style: .currency)
        }
        // Other styles ignore the currency.
        #expect(try NumberStyleFormatter(locale: Self.de, style: .decimal, currencyCode: "nonsense").currencyCode == nil)
    }

    @Test(arguments: [
        (NumberFormatOptions.RoundingMode.halfEven, 2.5, "2"),
        (.halfEven, 3.5, "4"),
        (.halfUp, 2.5, "3"),
        (.halfDown, 2.5, "2"),
        (.ceiling, 2.1, "3"),
        (.floor, -2.1, "-3"),
        (.down, -2.9, "-2"),
        (.up, 2.1, "3"),
    ])
    func roundingModes(mode: NumberFormatOptions.RoundingMode, value: Double, expected: String) throws {
        let formatter = try NumberStyleFormatter(locale: LocaleIdentifier("en-US"), style: .none, roundingMode: mode)
        #expect(try formatter.string(value) == expected)
    }

    @Test func groupingAndDigits() throws {
        let en = try LocaleIdentifier("en-US")
        let off = try NumberStyleFormatter(locale: en, options: NumberFormatOptions(grouping: .off))
        #expect(try off.string(1_234_567.5) == "1234567.5")
        let two = try NumberStyleFormatter(locale: en, options: NumberFormatOptions(precision: .fractionDigits(min: 2, max: 2)))
        #expect(try two.string(2.5) == "2.50")
        #expect(try two.string(2.125) == "2.12")
        let twoUp = try NumberStyleFormatter(
            locale: en, options: NumberFormatOptions(precision: .fractionDigits(min: 2, max: 2)), roundingMode: .halfUp)
        #expect(try twoUp.string(decimal: "2.125") == "2.13")
        let three = try NumberStyleFormatter(locale: en, options: NumberFormatOptions(precision: .significantDigits(min: 1, max: 3)))
        #expect(try three.string(1234.5) == "1,230")
        let percent = try NumberStyleFormatter(
            locale: en, style: .percent, options: NumberFormatOptions(precision: .fractionDigits(min: 1, max: 1)))
        #expect(try percent.string(0.1234) == "12.3%")
        let euro = try NumberStyleFormatter(
            locale: Self.de, style: .currency, options: NumberFormatOptions(grouping: .off))
        #expect(try euro.string(1234.5) == "1234,50\u{00A0}€")
    }

    @Test func skeletons() {
        let options = NumberFormatOptions()
        #expect(options.skeleton(style: .none) == "precision-integer group-auto")
        #expect(options.skeleton(style: .decimal) == "group-auto")
        #expect(options.skeleton(style: .currency, currencyCode: "EUR") == "currency/EUR group-auto")
        #expect(options.skeleton(style: .percent) == "percent scale/100 group-auto")
        #expect(options.skeleton(style: .scientific) == "scientific group-auto")
        #expect(options.skeleton(style: .spellOut) == nil)
        #expect(options.skeleton(style: .none, roundingMode: .halfUp) == "precision-integer group-auto rounding-mode-half-up")
        #expect(NumberFormatOptions(notation: .engineering).skeleton(style: .scientific) == "engineering group-auto")
    }

    @Test func integersAndDecimals() throws {
        let spell = try NumberStyleFormatter(locale: Self.de, style: .spellOut)
        // ICU's German spell-out rules put a soft hyphen (U+00AD) between the parts of a
        // compound, so long number words can break across lines; it is invisible otherwise.
        #expect(try spell.string(21) == "ein\u{00AD}und\u{00AD}zwanzig")
        #expect(try spell.string(decimal: "2.5") == "zwei Komma fünf")
        #expect(throws: PluralRulesError.notADecimal("2,5")) { try spell.string(decimal: "2,5") }
        #expect(spell.skeleton == nil)
        let decimal = try NumberStyleFormatter(locale: Self.de)
        #expect(try decimal.string(decimal: "18446744073709551616") == "18.446.744.073.709.551.616")
        #expect(try decimal.string(Int64(-1234)) == "-1.234")
    }
}
