import Foundation
import Stringsdict
import Testing

@Suite("FormatString: parsing, slots, errors")
struct FormatStringTests {
    static let ru = (try? LocaleIdentifier("ru")) ?? .root

    // MARK: parsing

    /// ICU's number skeletons take at most 999 fraction digits: `%.1000f` failed inside ICU
    /// (and the error echoed every digit). Precision is C's: the digits are C's, as
    /// Foundation's `String(format:)` prints them without a locale.
    @Test("precisions beyond ICU's 999 fraction digits keep C's digits", arguments: [
        ("%.1000f", 1.0), ("%.1000f", 0.1), ("%.1500f", -123.456), ("%.999f", 2.5), ("%.1001e", 12345.0), ("%+.1200f", 2.5),
    ])
    func longPrecision(format: String, value: Double) throws {
        let c = String(format: format, value)
        #expect(try FormatString(format).render(locale: nil, arguments: [.double(value)]) == c)
        let english = try FormatString(format).render(locale: try LocaleIdentifier("en"), arguments: [.double(value)])
        // English writes C's text but for the exponent's `E`.
        #expect(english == c.replacingOccurrences(of: "e", with: "E"))
        let arabic = try FormatString(format).render(locale: try LocaleIdentifier("ar-EG"), arguments: [.double(value)])
        let arabicDigits = arabic.unicodeScalars.filter { (0x660...0x669).contains($0.value) }.count
        let cDigits = c.split(separator: "e").first.map { $0.filter(\.isNumber).count } ?? 0
        #expect(arabicDigits >= cDigits, "\(arabicDigits) Arabic-Indic digits for \(cDigits) C digits")
    }

    @Test("an error quotes at most 200 characters of a format")
    func errorQuotesAnExcerpt() {
        let long = String(repeating: "%d ", count: 2000)
        let error = PropertyListFixtures.error { () throws(StringsdictError) in _ = try FormatString(long) }
        #expect(error != nil)
        #expect((error?.message.count ?? .max) < 400, "\(error?.message.count ?? 0) characters")
    }

    @Test("literals and specifiers are split once; %% is a literal")
    func segments() throws {
        let format = try FormatString("100%% of %d files")
        #expect(format.segments == [
            .literal("100% of "),
            .specifier(format.specifiers[0]),
            .literal(" files"),
        ])
        #expect(format.specifiers.count == 1)
        #expect(format.argumentCount == 1)
        #expect(format.slotKinds == [.signedInteger])
    }

    @Test("a specifier keeps its flags, width, precision, length and offset")
    func specifierFields() throws {
        let spec = try #require(try FormatString("ab %2$-+#08.3lf %1$d").specifiers.first)
        #expect(spec.slot == 2)
        #expect(spec.isPositional)
        #expect(spec.flags == [.leftJustify, .plusSign, .alternate, .zeroPad])
        #expect(spec.width == .fixed(8))
        #expect(spec.precision == .fixed(3))
        #expect(spec.length == .long)
        #expect(spec.conversion == .fixed(uppercase: false))
        #expect(spec.offset == 3)
        #expect(spec.text == "%2$-+#08.3lf")
        #expect(spec.argumentKind == .double)
    }

    @Test("slots: * and *n$ take arguments; positional specifiers do not move the counter")
    func slots() throws {
        let stars = try FormatString("%*.*f %d")
        #expect(stars.specifiers.map(\.slot) == [3, 4])
        #expect(stars.specifiers[0].width == .argument(slot: 1))
        #expect(stars.specifiers[0].precision == .argument(slot: 2))
        #expect(stars.slotKinds == [.signedInteger, .signedInteger, .double, .signedInteger])

        let positional = try FormatString("%3$*1$.*2$f")
        #expect(positional.specifiers[0].width == .argument(slot: 1))
        #expect(positional.specifiers[0].precision == .argument(slot: 2))
        #expect(try positional.render(8, 2, 3.14159) == "    3.14")

        let mixed = try FormatString("%lu %2$#@total@ %lu")
        #expect(mixed.specifiers.map(\.slot) == [1, 2, 2])
        #expect(mixed.slotKinds == [.unsignedInteger, .unsignedInteger])
    }

    @Test("a starting slot: a variant's non-positional specifiers start at its variable's slot")
    func startingSlot() throws {
        let variant = try FormatString("%d in %1$d", startingSlot: 2, options: .allowsUnusedSlots)
        #expect(variant.specifiers.map(\.slot) == [2, 1])
        #expect(try variant.render(7, 3) == "3 in 7")
        #expect(throws: StringsdictError.self) { try FormatString("%d", startingSlot: 0) }
    }

    @Test("variables are recognized with their slot; rendering one is a clear error")
    func variables() throws {
        let format = try FormatString("%lu out of %#@lu_total_runs@ and %1$#@x.y-z@")
        #expect(format.variableNames == ["lu_total_runs", "x.y-z"])
        #expect(format.specifiers[1].slot == 2)
        #expect(format.specifiers[1].conversion == .variable("lu_total_runs"))
        #expect(format.kind(ofSlot: 2) == .variable)
        let error = try #require(throws: StringsdictError.self) { try format.render(1, 2) }
        #expect(error.kind == .format)
        #expect(error.message.contains("%#@lu_total_runs@"))
    }

    @Test("unknown conversion characters are output as themselves")
    func unknownConversion() throws {
        #expect(try FormatString("%'d|%k|%5y").render() == "'d|k|y")
        #expect(try FormatString("%é").render() == "é")
    }

    // MARK: parse errors

    @Test("parse errors name the column (1-based) and what is wrong", arguments: [
        ("abc %", "ends the format", 5),
        ("%5", "no conversion", 1),
        ("x %0$d", "start at 1", 3),
        ("%n", "not supported", 1),
        ("%1$d %1$@", "reads argument 1 as a object", 6),
        ("%1$f %1$d", "reads argument 1", 6),
        ("%1$d %3$d", "argument 2 is never read", -1),
        ("%9999999d", "larger than", 1),
        ("%1001$d", "beyond the limit", 1),
        ("100% guaranteed", "reads argument", -1),
    ])
    func parseErrors(_ source: String, _ fragment: String, _ column: Int) throws {
        if source == "100% guaranteed" {
            // Parses (as '% g'): prose only to the agreement check, which quotes it.
            let format = try FormatString(source, options: .allowsUnusedSlots)
            #expect(format.specifiers.first?.description == "'% g' at column 4")
            return
        }
        let error = try #require(throws: StringsdictError.self) { try FormatString(source) }
        #expect(error.kind == .format)
        #expect(error.message.contains(fragment), "\(error.message)")
        if column >= 0 { #expect(error.message.contains("column \(column)"), "\(error.message)") }
    }

    @Test("Flags may follow a width, as in CoreFoundation: %1#@count@ is the variable count")
    func flagsAfterWidth() throws {
        let format = try FormatString("%1#@count@", options: .allowsUnusedSlots)
        #expect(format.variableNames == ["count"])
        #expect(format.specifiers.first?.slot == 1)
        #expect(try FormatString("%05d").render(arguments: [.int(42)]) == "00042")
        #expect(try FormatString("%10d|").render(arguments: [.int(42)]) == "        42|")
    }

    @Test("A %#@ that is not a closed NAME@ reads as Apple's parser reads it: %@ with the # flag", arguments: [
        ("%#@name", "x", "xname"), ("%#@@", "x", "x@"), ("%#@na me@", "x", "xna me@"), ("%# @sites @", "5", "5sites @"),
    ])
    func malformedVariable(_ source: String, _ argument: String, _ expected: String) throws {
        let format = try FormatString(source)
        #expect(format.variableNames.isEmpty)
        let first = try #require(format.specifiers.first)
        #expect(first.argumentKind == .object)
        #expect(first.flags.contains(.alternate))
        #expect(try format.render(arguments: [.string(argument)]) == expected)
    }

    @Test("compatible kinds may share a slot; gaps are fine when asked for")
    func compatibleKinds() throws {
        #expect(try FormatString("%1$d %1$lu %1$x %1$c").slotKinds == [.signedInteger])
        #expect(try FormatString("%1$s %1$S").slotKinds == [.cString])
        #expect(try FormatString("%3$d", options: .allowsUnusedSlots).slotKinds == [nil, nil, .signedInteger])
        #expect(try FormatString("%1$#@v@ %1$f").slotKinds == [.double])
    }

    // MARK: arguments

    @Test("too few arguments names the specifier and its column")
    func tooFewArguments() throws {
        let format = try FormatString("%d and %2$@")
        let error = try #require(throws: StringsdictError.self) { try format.render(1) }
        #expect(error.kind == .argument)
        #expect(error.message.contains("'%2$@' at column 8"))
        #expect(error.message.contains("1 was given"))
        let none = try #require(throws: StringsdictError.self) { try FormatString("%*d").render() }
        #expect(none.message.contains("'%*d' at column 1"))
    }

    @Test("an argument of the wrong type is an error naming the specifier", arguments: [
        ("%d", FormatArgument.string("x"), "needs a signed integer"),
        ("%u", .double(2.5), "needs a unsigned integer"),
        ("%f", .string("2.5"), "needs a floating-point number"),
        ("%s", .double(1), "needs a C string"),
        ("%c", .string("ab"), "needs a 8-bit character"),
        ("%*d", .double(1), "width '*'"),
        ("%.*f", .string("x"), "precision '*'"),
    ])
    func wrongType(_ source: String, _ argument: FormatArgument, _ fragment: String) throws {
        let format = try FormatString(source)
        let error = try #require(throws: StringsdictError.self) {
            try format.render(locale: Self.ru, arguments: [argument, argument])
        }
        #expect(error.kind == .argument)
        #expect(error.message.contains(fragment), "\(error.message)")
        #expect(error.message.contains("at column 1"), "\(error.message)")
    }

    @Test("an error leaves the output as it was")
    func errorLeavesOutput() throws {
        let format = try FormatString("%d files, %d folders")
        var output = "before: "
        #expect(throws: StringsdictError.self) {
            try format.render(into: &output, locale: nil, arguments: [.int(3), .string("x")])
        }
        #expect(output == "before: ")
    }

    @Test("extra arguments are ignored, as printf does")
    func extraArguments() throws {
        #expect(try FormatString("%d").render(1, 2, 3) == "1")
    }

    // MARK: Swift values

    @Test("every standard integer type, floats, text and characters pass directly")
    func swiftValues() throws {
        let format = try FormatString("%d %d %d %d %d %u %u %u %u %u %.1f %.1f %@ %@ %@ %c")
        let text = try format.render(
            Int(-1), Int8(-2), Int16(-3), Int32(-4), Int64(-5), UInt(1), UInt8(2), UInt16(3), UInt32(4), UInt64(5),
            2.5, Float(0.5), "text", "sub text".dropFirst(4), Character("é"), Character("x"))
        #expect(text == "-1 -2 -3 -4 -5 1 2 3 4 5 2.5 0.5 text text é x")
    }

    struct Point: CustomStringConvertible, FormatArgumentConvertible {
        var description: String { "(1, 2)" }
    }

    @Test("a CustomStringConvertible value prints its description through %@")
    func describing() throws {
        let format = try FormatString("at %@ and %@")
        #expect(try format.render(Point(), FormatArgument.describing([1, 2])) == "at (1, 2) and [1, 2]")
        #expect(try format.render(arguments: [Point(), 3]) == "at (1, 2) and 3")
    }

    // MARK: rendering details

    static let cRows: [(String, [FormatArgument], String)] = [
        ("%hhd %hd", [.int(300), .int(70000)], "44 4464"),
        ("%d", [.int(3_000_000_000)], "-1294967296"),
        ("%ld", [.int(3_000_000_000)], "3000000000"),
        ("%u", [.int(-1)], "4294967295"),
        ("%lu", [.uint(UInt64.max)], "18446744073709551615"),
        ("%D %U %O", [.int(-3_000_000_000), .uint(5_000_000_000), .int(8)], "-3000000000 5000000000 10"),
        ("%5.1s|%-4c|%C|%lc", [.string("héllo"), .int(0xE9), .int(0x263A), .int(0x1F600)], "    h|é   |☺|😀"),
        ("%p %p", [.pointer(0x1f), .pointer(0)], "0x1f 0x0"),
        ("%10@|%-6.2@|", [.string("a"), .object("xyz")], "         a|xy    |"),
        ("%Lf", [.double(1.5)], "1.500000"),
        ("%s", [.character("ü")], "ü"),
        ("%f", [.int(2)], "2.000000"),
    ]

    @Test("C truncation and conversions without a locale", arguments: cRows)
    func cDetails(_ source: String, _ arguments: [FormatArgument], _ expected: String) throws {
        #expect(try FormatString(source).render(arguments: arguments) == expected)
    }

    static let localizedRows: [(String, String, [FormatArgument], String)] = [
        ("%u", "en", [.uint(4_000_000_000)], "4,000,000,000"),
        ("%lu", "en", [.uint(UInt64.max)], "18,446,744,073,709,551,615"),
        ("%lu из %lu файлов", "ru", [.uint(3), .uint(1250)], "3 из 1\u{A0}250 файлов"),
        ("%d", "es", [.int(1234)], "1234"),
        ("%d", "es", [.int(12345)], "12.345"),
        ("%d", "hi", [.int(123_456_789)], "12,34,56,789"),
        ("%06d|%-6d|%6d", "en", [.int(42), .int(42), .int(42)], "000,042|42    |    42"),
        ("%+d %+d % d", "en", [.int(5), .int(-5), .int(5)], "+5 -5 5"),
        ("%8.4d|", "de", [.int(42)], "   0.042|"),
        ("%010.2f|%-9.1f|", "de", [.double(-3.14159), .double(2)], "-000003,14|2,0      |"),
        ("%+.1f %e", "en", [.double(2.25), .double(0)], "+2.2 0.000000E+00"),
        ("%g %g", "en", [.double(123456), .double(1e-5)], "123,456 1E-05"),
        ("%.3e", "ar-EG", [.double(1234.5)], "١٫٢٣٤اس؜+٠٣"),
        ("%f", "en", [.double(-.infinity)], "-∞"),
        ("%x %o %a %c %s %@", "ar-EG", [.int(255), .int(8), .double(1), .int(65), .string("s"), .int(1234)], "ff 10 0x1p+0 A s 1234"),
    ]

    @Test("localized numbers: what Foundation does and where we differ on purpose", arguments: localizedRows)
    func localized(_ source: String, _ locale: String, _ arguments: [FormatArgument], _ expected: String) throws {
        let rendered = try FormatString(source).render(locale: try LocaleIdentifier(locale), arguments: arguments)
        #expect(rendered == expected)
    }

    @Test("one format renders from many tasks at once")
    func concurrent() async throws {
        let format = try FormatString("%lu из %lu файлов, %.2f")
        let locale = Self.ru
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<500).allSatisfy { index in
                        let value = UInt64(task * 1000 + index)
                        let text = try? format.render(locale: locale, value, 1250 as UInt64, 0.5)
                        return text == "\(value < 1000 ? String(value) : "\(value / 1000)\u{A0}\(String(value % 1000).leftPadded())") из 1\u{A0}250 файлов, 0,50"
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 })
    }
}

private extension String {
    func leftPadded() -> String { String(repeating: "0", count: max(0, 3 - count)) + self }
}
