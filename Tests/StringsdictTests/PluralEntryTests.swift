import Testing
import Stringsdict

private typealias X = StringsdictXML

@Suite("Plural entries: RenderingMessages.md")
struct PluralEntryTests {
    static let en = try! LocaleIdentifier("en")

    // MARK: the SPEC's worked examples

    static let completedRuns = X.entry("%1$#@lu_completed_runs@", [
        ("lu_completed_runs", X.variable("lu", [("zero", "No runs completed yet"), ("one", "One %2$#@lu_total_runs@"), ("other", "%lu %2$#@lu_total_runs@")])),
        ("lu_total_runs", X.variable("lu", [("one", "run completed"), ("other", "of %lu runs completed")])),
    ])

    @Test("Worked example 1: nested variables with positions", arguments: [
        (UInt64(0), UInt64(3), "No runs completed yet"), (1, 1, "One run completed"),
        (1, 5, "One of 5 runs completed"), (3, 7, "3 of 7 runs completed"),
    ])
    func example1(completed: UInt64, total: UInt64, expected: String) throws {
        let message = try X.message(Self.completedRuns)
        #expect(try message.render(locale: Self.en, completed, total) == expected)
    }

    @Test("Worked example 2: a variable takes the next slot")
    func example2() throws {
        let message = try X.message(X.entry("%lu out of %#@lu_total_runs@ completed", [
            ("lu_total_runs", X.variable("lu", [("one", "%lu run"), ("other", "%lu runs")])),
        ]))
        #expect(try message.render(locale: Self.en, UInt64(2), UInt64(5)) == "2 out of 5 runs completed")
        #expect(try message.render(locale: Self.en, UInt64(2), UInt64(1)) == "2 out of 1 run completed")
    }

    static let selectedFiles = X.entry("%2$#@files@", [
        ("files", X.variable("d", [("zero", "There is no file"), ("one", "There is a file, and %1$#@sel@"), ("other", "%1$d in %2$d files are selected")])),
        ("sel", X.variable("d", [("zero", "it is not selected"), ("other", "it is selected")])),
    ])

    @Test("Worked example 3: a variable reads an earlier slot", arguments: [
        (7, 0, "There is no file"), (0, 1, "There is a file, and it is not selected"),
        (1, 1, "There is a file, and it is selected"), (3, 5, "3 in 5 files are selected"),
    ])
    func example3(selected: Int, files: Int, expected: String) throws {
        let message = try X.message(Self.selectedFiles)
        #expect(try message.render(locale: Self.en, selected, files) == expected)
    }

    // MARK: choosing variants

    static let allCategories = X.entry("%#@n@", [("n", X.variable("d", PluralCategory.allCases.map { ($0.rawValue, "%d \($0.rawValue)") }))])
    static let noZeroKey = X.entry("%#@n@", [("n", X.variable("d", PluralCategory.allCases.filter { $0 != .zero }.map { ($0.rawValue, "%d \($0.rawValue)") }))])

    /// Full tables: the category each number reaches, from CLDR 42's samples (cldr-42/plural-samples.txt).
    @Test("Every category reached: ru, pl, ar, lv, cy", arguments: [
        ("ru", [(1, "one"), (21, "one"), (2, "few"), (24, "few"), (5, "many"), (11, "many"), (100, "many")]),
        ("pl", [(1, "one"), (2, "few"), (22, "few"), (5, "many"), (12, "many"), (21, "many")]),
        ("ar", [(1, "one"), (2, "two"), (3, "few"), (10, "few"), (11, "many"), (99, "many"), (100, "other"), (102, "other")]),
        ("lv", [(10, "zero"), (19, "zero"), (1, "one"), (21, "one"), (2, "other"), (22, "other")]),
        ("cy", [(1, "one"), (2, "two"), (3, "few"), (6, "many"), (4, "other"), (7, "other")]),
    ] as [(String, [(Int, String)])])
    func fullTables(locale: String, cases: [(Int, String)]) throws {
        // Every key present; no number is 0, so each reaches its CLDR category's key.
        let message = try X.message(Self.allCategories)
        let identifier = try LocaleIdentifier(locale)
        let numbers = try LocaleNumberFormatter(locale: identifier)
        for (number, category) in cases {
            #expect(try message.render(locale: identifier, number) == "\(try numbers.string(Int64(number))) \(category)")
        }
    }

    @Test("The zero key wins for 0 in every language; lv's CLDR zero without it", arguments: ["en", "ru", "lv", "ar", "ja", "fr"])
    func zeroRule(locale: String) throws {
        let identifier = try LocaleIdentifier(locale)
        let zero = try LocaleNumberFormatter(locale: identifier).string(Int64(0))
        #expect(try X.message(Self.allCategories).render(locale: identifier, 0) == "\(zero) zero")
        let withoutZero = try X.message(Self.noZeroKey).render(locale: identifier, 0)
        let expected: [String: String] = ["en": "0 other", "ru": "0 many", "lv": "0 other", "ar": "\(zero) other", "ja": "0 other", "fr": "0 one"]
        #expect(withoutZero == expected[locale])
    }

    @Test("lv: its CLDR zero category (10) versus the zero key (0)")
    func latvianZero() throws {
        let lv = try LocaleIdentifier("lv")
        let message = try X.message(X.entry("%#@n@", [("n", X.variable("d", [("zero", "%d zero"), ("one", "%d one"), ("other", "%d other")]))]))
        #expect(try message.render(locale: lv, 0) == "0 zero")
        #expect(try message.render(locale: lv, 10) == "10 zero")
        #expect(try message.render(locale: lv, 11) == "11 zero")
        #expect(try message.render(locale: lv, 21) == "21 one")
    }

    @Test("A missing category falls back to other; a category the language never uses is never chosen")
    func fallback() throws {
        let message = try X.message(X.entry("%#@n@", [("n", X.variable("d", [("one", "one"), ("few", "few"), ("other", "other")]))]))
        #expect(try message.render(locale: LocaleIdentifier("ru"), 5) == "other")   // many → other
        #expect(try message.render(locale: LocaleIdentifier("ru"), 3) == "few")
        #expect(try message.render(locale: Self.en, 3) == "other")                   // en has no few
        #expect(try message.render(locale: LocaleIdentifier("ja"), 1) == "other")   // ja has no one
    }

    @Test("Floating value types: precision decides the visible fraction digits")
    func floating() throws {
        let fixed = try X.message(X.entry("%#@gb@", [("gb", X.variable(".1f", [("one", "%.1f gigabyte"), ("other", "%.1f gigabytes")]))]))
        #expect(try fixed.render(locale: Self.en, 1.0) == "1.0 gigabytes")
        #expect(try fixed.render(locale: LocaleIdentifier("fr"), 1.0) == "1,0 gigabyte")
        let shortest = try X.message(X.entry("%#@n@", [("n", X.variable("f", [("one", "one"), ("other", "other")]))]))
        #expect(try shortest.render(locale: Self.en, 1.0) == "one")
        #expect(try shortest.render(locale: Self.en, 1.5) == "other")
        let integer = try X.message(X.entry("%#@n@", [("n", X.variable("d", [("one", "%d one"), ("other", "%d other")]))]))
        #expect(try integer.render(locale: Self.en, 1) == "1 one")
    }

    @Test("Nesting three deep with positional arguments")
    func threeDeep() throws {
        let message = try X.message(X.entry("%1$#@a@", [
            ("a", X.variable("d", [("one", "one A, %2$#@b@"), ("other", "%1$d As, %2$#@b@")])),
            ("b", X.variable("d", [("one", "one B and %3$#@c@"), ("other", "%2$d Bs and %3$#@c@")])),
            ("c", X.variable("d", [("one", "one C"), ("other", "%3$d Cs (of %1$d)")])),
        ]))
        #expect(try message.render(locale: Self.en, 1, 1, 1) == "one A, one B and one C")
        #expect(try message.render(locale: Self.en, 2, 3, 4) == "2 As, 3 Bs and 4 Cs (of 2)")
    }

    @Test("A translation that reorders two variables keeps each argument with its variable")
    func reorder() throws {
        let english = try X.message(X.entry("%1$#@files@ in %2$#@folders@", [
            ("files", X.variable("d", [("one", "%d file"), ("other", "%d files")])),
            ("folders", X.variable("d", [("one", "%d folder"), ("other", "%d folders")])),
        ]))
        let german = try X.message(X.entry("In %2$#@folders@: %1$#@files@", [
            ("files", X.variable("d", [("one", "%d Datei"), ("other", "%d Dateien")])),
            ("folders", X.variable("d", [("one", "%d Ordner"), ("other", "%d Ordnern")])),
        ]))
        #expect(try english.render(locale: Self.en, 1, 3) == "1 file in 3 folders")
        #expect(try german.render(locale: LocaleIdentifier("de"), 1, 3) == "In 3 Ordnern: 1 Datei")
        #expect(try german.render(locale: LocaleIdentifier("de"), 5, 1) == "In 1 Ordner: 5 Dateien")
    }

    @Test("Numbers inside variants are localized")
    func localizedNumbers() throws {
        let message = try X.message(X.entry("%#@n@", [("n", X.variable("ld", [("one", "%ld файл"), ("few", "%ld файла"), ("many", "%ld файлов"), ("other", "%ld файла")]))]))
        #expect(try message.render(locale: LocaleIdentifier("ru"), 1234567) == "1\u{A0}234\u{A0}567 файлов")
        #expect(try message.render(locale: LocaleIdentifier("ru"), 22) == "22 файла")
    }

    // MARK: width and device variants

    static let widths = "<dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>Hi</string><key>20</key><string>Hello</string><key>53</key><string>Greetings and salutations</string></dict></dict>"

    @Test("Width variants: the largest key ≤ width; below all, the smallest; none given, the largest", arguments: [
        (nil, "Greetings and salutations"), (0, "Hi"), (1, "Hi"), (19, "Hi"), (20, "Hello"), (52, "Hello"), (53, "Greetings and salutations"), (1000, "Greetings and salutations"),
    ] as [(Int?, String)])
    func widths(width: Int?, expected: String) throws {
        #expect(try X.message(Self.widths).render(locale: Self.en, arguments: [], width: width) == expected)
    }

    static let devices = "<dict><key>NSStringDeviceSpecificRuleType</key><dict><key>iphone</key><string>Tap</string><key>mac</key><string>Click</string><key>ipad</key>"
        + X.entry("%#@n@", [("n", X.variable("d", [("one", "Tap %d item"), ("other", "Tap %d items")]))])
        + "<key>other</key><string>Select</string></dict></dict>"

    @Test("Device variants: the device, else other; a device value may be a plural entry")
    func devices() throws {
        let message = try X.message(Self.devices)
        #expect(try message.render(locale: Self.en, 2, device: .iphone) == "Tap")
        #expect(try message.render(locale: Self.en, 2, device: .mac) == "Click")
        #expect(try message.render(locale: Self.en, 1, device: .ipad) == "Tap 1 item")
        #expect(try message.render(locale: Self.en, 2, device: .appletv) == "Select")
        #expect(try message.render(locale: Self.en, 2) == "Select")
        let noOther = try X.message("<dict><key>NSStringDeviceSpecificRuleType</key><dict><key>iphone</key><string>Tap</string></dict></dict>")
        let error = #expect(throws: StringsdictError.self) { try noOther.render(locale: Self.en, arguments: [], device: .mac) }
        #expect(error?.message.contains("'mac'") == true)
    }

    // MARK: what real files contain

    @Test("Accepted: %-prefixed value types, . and - in names, empty variants, no variable at all")
    func realFileQuirks() throws {
        let message = try X.message(X.entry("%#@photo.count-label@", [("photo.count-label", X.variable("%ld", [("one", ""), ("other", "%ld photos")]))]))
        #expect(try message.render(locale: Self.en, 1) == "")
        #expect(try message.render(locale: Self.en, 4) == "4 photos")
        let noVariable = try X.message(X.entry("Just %@ text", []))
        #expect(try noVariable.render(locale: Self.en, "plain") == "Just plain text")
        let implicitType = try X.message(X.entry("%#@n@", [("n", X.variable(nil, [("one", "one"), ("other", "other")], specType: nil))]))
        #expect(try implicitType.render(locale: Self.en, 1) == "one")
    }

    @Test("Plain strings: returned as stored without arguments, formatted with them")
    func plainStrings() throws {
        let message = try X.message("<string>100%% of %@</string>")
        #expect(try message.render(locale: Self.en, arguments: []) == "100%% of %@")
        #expect(try message.render(locale: Self.en, "files") == "100% of files")
    }
}
