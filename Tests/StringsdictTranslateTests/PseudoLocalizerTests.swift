import Foundation
import Stringsdict
import Testing
@testable import StringsdictTranslate

@Suite("PseudoLocalizer: text transformed, specifiers kept")
struct PseudoLocalizerTests {
    /// Formats from Apple's documentation and real files: every kind of specifier the parser
    /// knows, `%%`, positional arguments, flags, widths, variables, tags and newlines.
    static let formats = [
        "%d of %d files", "%1$@ shared %2$lu photos", "%2$@ and %1$@", "Progress: %.2f%%", "%-8.3lf|%+05d|% d|%#x",
        "%#@files@ in %2$#@folders@", "%1$#@lu_completed_runs@", "%*d items", "50% off", "100%",
        "Tap <b>Done</b> to finish", "Line one\nLine two\n", "%@", "", "Saved %lld bytes (%zu blocks)", "%C and %S and %c",
        "Width %10.4f and %1$@ again",
    ]

    /// The specifiers of `text` as written, in order: what the engine reads.
    static func specifiers(_ text: String) -> [String]? {
        (try? FormatString(text, options: .allowsUnusedSlots))?.specifiers.map(\.text)
    }

    @Test("every style keeps every specifier, in order and slot", arguments: PseudoStyle.allCases)
    func keepsSpecifiers(style: PseudoStyle) throws {
        let localizer = PseudoLocalizer(style: style)
        for format in Self.formats {
            let pseudo = localizer.transform(format)
            // A text that is no valid format ("100%") is shown as it is: only its `%` runs must stay.
            if Self.specifiers(format) != nil {
                #expect(Self.specifiers(pseudo) == Self.specifiers(format), "\(style): \(format) -> \(pseudo)")
            }
            #expect(pseudo.filter { $0 == "%" }.count == format.filter { $0 == "%" }.count, "\(style): \(format)")
            if let source = try? FormatString(format, options: .allowsUnusedSlots) {
                let transformed = try FormatString(pseudo, options: .allowsUnusedSlots)
                #expect(transformed.slotKinds == source.slotKinds, "\(style): \(format)")
            }
            // `%%` and other `%` runs survive as written.
            #expect(pseudo.components(separatedBy: "%%").count == format.components(separatedBy: "%%").count, "\(style): \(format)")
            // Newlines stay newlines.
            #expect(pseudo.filter { $0 == "\n" }.count == format.filter { $0 == "\n" }.count, "\(style): \(format)")
        }
    }

    @Test("accented: ASCII letters become accented look-alikes, nothing else changes")
    func accented() {
        let localizer = PseudoLocalizer(style: .accented)
        let text = localizer.transform("Delete %1$@? <b>All</b> 3 files")
        #expect(text == "Ðéļéţé %1$@? <b>Åļļ</b> 3 ƒîļéš")
        // Every ASCII letter has a look-alike that is not ASCII, and stays a letter of the same case.
        for scalar in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars {
            let mapped = PseudoLocalizer.accented(scalar)
            #expect(!mapped.isASCII && mapped.properties.isAlphabetic, "\(scalar)")
            #expect(mapped.properties.isUppercase == scalar.properties.isUppercase, "\(scalar)")
        }
    }

    @Test("expanded: at least 40% longer, never inside a specifier, trailing newline kept")
    func expanded() {
        let localizer = PseudoLocalizer(style: .expanded)
        for source in ["Cancel", "Delete all files", "%d files selected", "OK", "Line\n"] {
            let pseudo = localizer.transform(source)
            let sourceLiteral = source.unicodeScalars.count
            #expect(Double(pseudo.unicodeScalars.count) >= Double(sourceLiteral) * 1.4 - 2, "\(source) -> \(pseudo)")
            #expect(pseudo.hasPrefix(source.trimmingCharacters(in: .newlines)), "\(pseudo)")
            #expect(pseudo.hasSuffix("\n") == source.hasSuffix("\n"))
        }
        // Literal text of 10 letters grows by 4.
        #expect(localizer.transform("abcdefghij").unicodeScalars.count == 14)
        // Nothing to grow in a bare specifier.
        #expect(localizer.transform("%@") == "%@")
        // A lone `%` at the end is not made a specifier by the padding.
        #expect(localizer.transform("Test %") == "on Test %")
    }

    @Test("bounded: one pair of brackets around a whole message, none around a piece")
    func bounded() {
        let localizer = PseudoLocalizer(style: .bounded)
        #expect(localizer.transform("%d files") == "[%d files]")
        #expect(localizer.transform("%d files", isWhole: false) == "%d files")
        #expect(localizer.transform("") == "[]")
    }

    @Test("rtl: each word between RLM RLO and PDF RLM, as Android's ar-XB; specifiers outside")
    func rightToLeft() {
        let localizer = PseudoLocalizer(style: .rightToLeft)
        let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"
        #expect(localizer.transform("Two words") == "\(rlm)\(rlo)Two\(pdf)\(rlm) \(rlm)\(rlo)words\(pdf)\(rlm)")
        #expect(localizer.transform("%d") == "%d")
        #expect(localizer.transform("%1$@ files") == "%1$@ \(rlm)\(rlo)files\(pdf)\(rlm)")
        // Removing the marks gives back the source.
        let source = "Delete %1$@ and %2$lu more?\nSure"
        let marks: Set<Character> = ["\u{200F}", "\u{202E}", "\u{202C}"]
        #expect(String(localizer.transform(source).filter { !marks.contains($0) }) == source)
    }

    @Test("a text that is no valid format keeps its % runs")
    func invalidFormats() {
        let localizer = PseudoLocalizer(style: .accented)
        #expect(localizer.transform("100%") == "100%")
        #expect(localizer.transform("%d and %1$@ clash") == "%d åñð %1$@ çļåšĥ")
        #expect(localizer.transform("%#@name@ broken %") == "%#@name@ ƀŕöķéñ %")
        // A String Catalog substitution's placeholder.
        #expect(localizer.transform("%arg files") == "%arg ƒîļéš")
    }

    // MARK: specifiers in texts that do not parse

    /// The printf grammar of SPEC §3, `%[n$][flags][width][.precision][length]conversion`: every
    /// length modifier with every conversion, every flag, width and precision form with an
    /// integer and a `long long` conversion, positional arguments, variables `%[n$]#…@NAME@`
    /// and `%%`.
    static let specifierForms: [String] = {
        let lengths = ["", "hh", "h", "l", "ll", "L", "q", "j", "z", "t"]
        let conversions = ["d", "i", "D", "u", "U", "o", "O", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "@", "p"]
        var forms = lengths.flatMap { length in conversions.map { "%" + length + $0 } }
        for position in ["", "1$", "12$"] {
            for flags in ["", "-", "+", " ", "0", "#", "-0", "+ #"] {
                for width in ["", "5", "12", "*", "*2$"] {
                    for precision in ["", ".3", ".*", ".*3$", "."] {
                        for tail in ["d", "lld", "zu", "hhd", "Lf"] { forms.append("%" + position + flags + width + precision + tail) }
                    }
                }
            }
        }
        forms += ["%#@files@", "%1$#@files@", "%2$#@lu_total_runs@", "%#5@n@", "%3$#.2@count_1@", "%%", "%@", "%1$@"]
        return forms
    }()

    /// Texts the parser rejects as a whole (a trailing `%`, `%n`, one slot read as two types,
    /// slot 0), each with the form before it: what pseudo met in real files.
    static let unparsableTails = [" files, 100%", " files %n", " files %1$d %1$@", " files %0$d"]

    @Test("no character of a specifier changes in a text the parser rejects", arguments: PseudoStyle.allCases)
    func specifiersInUnparsableTexts(style: PseudoStyle) {
        let localizer = PseudoLocalizer(style: style)
        for form in Self.specifierForms {
            for tail in Self.unparsableTails {
                let text = form + tail
                #expect(Self.specifiers(text) == nil, "\(text) parses; the test needs texts that do not")
                let pseudo = localizer.transform(text)
                #expect(pseudo.unicodeScalars.starts(with: form.unicodeScalars) || pseudo.contains(form), "\(style): \(text) -> \(pseudo)")
                if style == .accented {
                    // The specifier as written, then the words transformed.
                    #expect(pseudo.hasPrefix(form + " ƒîļéš"), "\(text) -> \(pseudo)")
                }
            }
        }
    }

    @Test("the forms issue 30 found: %zu, %hhd, %Lf stay as written", arguments: [
        ("%zu files, 100%", "%zu ƒîļéš, 100%"),
        ("%hhd of %Lf done %", "%hhd öƒ %Lf ðöñé %"),
        ("%1$-08.3lld and %2$*3$.*4$jd %n", "%1$-08.3lld åñð %2$*3$.*4$jd %n"),
        ("%qd %td %zd %1$d %1$@", "%qd %td %zd %1$d %1$@"),
        ("%2$#@files@ in %hu %", "%2$#@files@ îñ %hu %"),
    ])
    func issueForms(text: String, expected: String) {
        #expect(Self.specifiers(text) == nil)
        #expect(PseudoLocalizer(style: .accented).transform(text) == expected)
    }
}
