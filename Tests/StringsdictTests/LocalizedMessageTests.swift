import Testing
import Stringsdict

private typealias X = StringsdictXML

/// The fixed-arity render entry points (`render(in:arguments:)` with one, two or three
/// `FormatArgument` values, and `render(into:in:arguments:)`) against the array path they stand
/// in for, and against CLDR's own categories.
@Suite("LocalizedMessage: renders without an argument array")
struct LocalizedMessageTests {
    /// Every category a key: each number reaches its CLDR category's variant, and 0 the `zero` key.
    static let everyCategory = X.entry("%#@n@", [("n", X.variable("ld", PluralCategory.allCases.map { ($0.rawValue, "%ld \($0.rawValue)") }))])
    /// Two variables, the second nested in the first's variants, reading slots 1 and 2.
    static let nested = X.entry("%1$#@first@", [
        ("first", X.variable("ld", [("zero", "none of %2$#@second@"), ("one", "%1$ld one of %2$#@second@"), ("other", "%1$ld of %2$#@second@")])),
        ("second", X.variable("lu", PluralCategory.allCases.filter { $0 != .zero }.map { ($0.rawValue, "%2$lu \($0.rawValue)") })),
    ])

    /// The cardinal locales of the CLDR samples, and their integer samples (no fraction digits,
    /// no compact exponent): the first four of each category.
    static let integerSamples: [String: [(Int64, PluralCategory)]] = {
        var samples: [String: [(Int64, PluralCategory)]] = [:]
        var perCategory: [String: Int] = [:]
        for sample in CLDRSamples.data.samples where sample.type == .cardinal {
            guard let number = Int64(sample.number) else { continue }
            let taken = perCategory["\(sample.locale) \(sample.category)", default: 0]
            guard taken < 4 else { continue }
            perCategory["\(sample.locale) \(sample.category)"] = taken + 1
            samples[sample.locale, default: []].append((number, sample.category))
        }
        return samples
    }()

    @Test("The fixture gives integer samples for every CLDR cardinal locale")
    func samplesPresent() {
        #expect(Self.integerSamples.count > 200)
    }

    @Test("One argument: the same text as the array path, in the sample's CLDR category, for every CLDR locale")
    func oneArgument() throws {
        let message = try X.message(Self.everyCategory)
        var failures: [String] = []
        for (locale, samples) in Self.integerSamples.sorted(by: { $0.key < $1.key }) {
            let identifier = try LocaleIdentifier(locale)
            let context = try RenderContext(locale: identifier)
            let numbers = try LocaleNumberFormatter(locale: identifier)
            for (number, category) in samples {
                let fixed = try message.render(in: context, arguments: .int(number))
                let array = try message.render(in: context, arguments: [.int(number)])
                // Apple's rule: 0 takes the zero key whatever its CLDR category.
                let expected = "\(try numbers.string(number)) \(number == 0 ? "zero" : category.rawValue)"
                if fixed != array || fixed != expected {
                    failures.append("\(locale) \(number): fixed \(fixed), array \(array), CLDR \(expected)")
                }
                var appended = "> "
                try message.render(into: &appended, in: context, arguments: .uint(UInt64(number)))
                if appended != "> " + expected { failures.append("\(locale) \(number): appended \(appended)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("Two arguments: a nested entry gives the array path's text for every pair of a locale's samples", arguments: ["en", "ru", "ar", "pl", "lv", "cy", "fr", "ja"])
    func twoArguments(locale: String) throws {
        let message = try X.message(Self.nested)
        let context = try RenderContext(locale: LocaleIdentifier(locale))
        let numbers = (Self.integerSamples[locale] ?? []).map(\.0) + [0, 1_234_567]
        #expect(numbers.count > 2)
        for first in numbers {
            for second in numbers.prefix(6) {
                let array = try message.render(in: context, arguments: [.int(first), .uint(UInt64(second))])
                #expect(try message.render(in: context, arguments: .int(first), .uint(UInt64(second))) == array)
                var appended = ""
                try message.render(into: &appended, in: context, arguments: .int(first), .uint(UInt64(second)))
                #expect(appended == array)
            }
        }
    }

    @Test("Three arguments and plain strings: the array path's text")
    func threeArguments() throws {
        let ru = try RenderContext(locale: LocaleIdentifier("ru"))
        let plain = try X.message("<string>%2$@: %1$ld of %3$.1f</string>")
        let arguments: [FormatArgument] = [.int(1250), .string("Anna"), .double(2.25)]
        let expected = try plain.render(in: ru, arguments: arguments)
        #expect(expected == "Anna: 1\u{00A0}250 of 2,2")
        #expect(try plain.render(in: ru, arguments: arguments[0], arguments[1], arguments[2]) == expected)
        let greeting = try X.message("<string>Hello, %@!</string>")
        #expect(try greeting.render(in: ru, arguments: .string("Anna")) == "Hello, Anna!")
        #expect(try greeting.render(in: ru, arguments: .string("Anna"), .int(2)) == "Hello, Anna!")
    }

    @Test("Errors: too few arguments and wrong types throw what the array path throws; output is untouched")
    func errors() throws {
        let ru = try RenderContext(locale: LocaleIdentifier("ru"))
        let nested = try X.message(Self.nested)
        let arrayError = #expect(throws: StringsdictError.self) { try nested.render(in: ru, arguments: [.int(2)]) }
        let fixedError = #expect(throws: StringsdictError.self) { try nested.render(in: ru, arguments: .int(2)) }
        #expect(arrayError?.description == fixedError?.description)
        let plural = try X.message(Self.everyCategory)
        let wrongArray = #expect(throws: StringsdictError.self) { try plural.render(in: ru, arguments: [.string("x")]) }
        let wrongFixed = #expect(throws: StringsdictError.self) { try plural.render(in: ru, arguments: .string("x")) }
        #expect(wrongArray?.description == wrongFixed?.description)
        var output = "kept"
        #expect(throws: StringsdictError.self) { try plural.render(into: &output, in: ru, arguments: .string("x")) }
        #expect(output == "kept")
    }
}
