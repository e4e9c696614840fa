import Stringsdict
import Testing

/// The one argument check lint, generate and compile share. The reference for what a specifier
/// reads is C's printf (ISO C 7.21.6.1, which Foundation's String(format:) follows): a space is a
/// flag, `-` a flag, so "100% guaranteed" holds '% g' and "100%-osan" '%-o'; Foundation shows a
/// string passed no arguments as written (`NSLocalizedString` returns the stored text).
@Suite("FormatAgreement")
struct FormatAgreementTests {
    static let file = "Localizable.strings"

    static func value(_ language: String, _ text: String, line: Int = 1) -> FormatAgreement.Value {
        FormatAgreement.Value(language: language, reading: ArgumentReading(text: text), location: SourceLocation(file: "\(language).lproj/\(file)", line: line, column: 10))
    }

    @Test("what a plain string reads, and whether it shows the key takes arguments", arguments: [
        ("100% guaranteed", [ArgumentKind?.some(.double)] as [ArgumentKind?]?, false),
        ("100%-osan garantált", [.unsignedInteger], false),
        ("50% discount", [.signedInteger], false),
        ("Numeric %", nil, false),
        ("Sent to %1$@%", nil, true),
        ("%d% off", [.signedInteger, .unsignedInteger], true),
        ("%-5d|", [.signedInteger], true),
        ("%d files", [.signedInteger], true),
        ("100%% sure", [], false),
        ("no percent", [], false),
    ])
    func reading(_ text: String, _ kinds: [ArgumentKind?]?, _ evidence: Bool) {
        let reading = ArgumentReading(text: text)
        #expect(reading.kinds == kinds, "\(text)")
        #expect(reading.isEvidence == evidence, "\(text)")
        #expect(reading.isPlain)
    }

    @Test("a specifier is quoted with its 1-based column and its text")
    func quoting() throws {
        let reading = ArgumentReading(text: "100% guaranteed")
        #expect(reading.reader(of: 1)?.description == #"'% g' at column 4 of "100% guaranteed""#)
        let russian = ArgumentReading(text: "%d файлов в папке %@")
        #expect(russian.reader(of: 2)?.description == #"'%@' at column 19 of "%d файлов в папке %@""#)
    }

    @Test("a key no language uses with arguments is text in every language: nothing to report")
    func prose() {
        let outcome = FormatAgreement.check(key: "guarantee", values: [
            Self.value("en", "100% guaranteed"), Self.value("hu", "100%-osan garantált"), Self.value("ru", "Гарантия 100%"),
        ], reference: "en")
        #expect(!outcome.usesArguments)
        #expect(outcome.arguments == [])
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test("used with arguments, a text that does not parse is an error in its language, with the hint")
    func invalid() throws {
        let outcome = FormatAgreement.check(key: "sent", values: [
            Self.value("en", "Sent to %1$@%", line: 4), Self.value("ru", "Отправлено: %1$@", line: 4),
        ], reference: "en")
        #expect(outcome.usesArguments)
        let finding = try #require(outcome.diagnostics.first)
        #expect(outcome.diagnostics.count == 1)
        #expect(finding.rule == "invalid-format")
        #expect(finding.severity == .error)
        #expect(finding.language == "en")
        #expect(finding.description == #"en.lproj/Localizable.strings:4:10: error: en: 'sent' is used with arguments, but a '%' ends the format, at column 13 of "Sent to %1$@%"; write '%%' for a percent sign [invalid-format]"#)
        // The reference cannot be read: the accessor takes what the other languages read.
        #expect(outcome.arguments == [.object])
    }

    @Test("translations are compared slot by slot, naming the language at fault and quoting both texts")
    func comparison() {
        let outcome = FormatAgreement.check(key: "k", values: [
            Self.value("en", "%1$@ has %2$d files"),
            Self.value("de", "%1$@ hat %2$@ Dateien"),
            Self.value("fr", "%1$@ a des fichiers"),
            Self.value("ru", "%1$@: %2$d файлов, %3$@"),
        ], reference: "en")
        #expect(outcome.diagnostics.map(\.rule) == ["argument-retyped", "argument-dropped", "argument-added"])
        #expect(outcome.diagnostics.map(\.severity) == [.error, .warning, .error])
        #expect(outcome.diagnostics.map(\.message) == [
            #"de: 'k' reads argument 2 as object ('%2$@' at column 10 of "%1$@ hat %2$@ Dateien"), but en reads it as signed integer ('%2$d' at column 10 of "%1$@ has %2$d files")"#,
            #"fr: 'k' never reads argument 2 (signed integer), which en reads ('%2$d' at column 10 of "%1$@ has %2$d files")"#,
            #"ru: 'k' reads argument 3 as object ('%3$@' at column 20 of "%1$@: %2$d файлов, %3$@"), which en does not read ("%1$@ has %2$d files"); the caller has no such value to pass"#,
        ])
    }

    @Test("one language's clear specifier makes the key a format everywhere: a stray % elsewhere is an error")
    func evidenceFromOneLanguage() {
        let outcome = FormatAgreement.check(key: "files", values: [
            Self.value("en", "%lld files"), Self.value("ru", "%lld файлов %"),
        ], reference: "en")
        #expect(outcome.diagnostics.map(\.rule) == ["invalid-format"])
        #expect(outcome.diagnostics.first?.language == "ru")
    }

    @Test("a gap below the highest argument is a warning")
    func gap() {
        let outcome = FormatAgreement.check(key: "greeting", values: [Self.value("en", "Hello %2$@")], reference: "en")
        #expect(outcome.diagnostics.map(\.rule) == ["slot-gap"])
        #expect(outcome.diagnostics.first?.message == #"en: 'greeting' never reads argument 1 but reads argument 2 ('%2$@' at column 7 of "Hello %2$@")"#)
    }

    @Test("the caller's knowledge wins: a key known to take arguments makes '100% guaranteed' a format")
    func known() {
        let outcome = FormatAgreement.check(key: "guarantee", values: [Self.value("en", "100% guaranteed")], reference: "en", usesArguments: true)
        #expect(outcome.usesArguments)
        #expect(outcome.arguments == [.double])
    }

    /// IceCubesApp's catalog (Dimillian/IceCubesApp, `Localizable.xcstrings`): the key
    /// `notifications.label.reblog %lld`, extracted by Xcode from `Text("… \(count)")`, is English
    /// "boosted" and Dutch `%1$#@count@`. The caller passes the count (the key says so), so Dutch
    /// reading it is no error; a language that leaves it out, as English does, is no warning.
    @Test("a format key says what the caller passes where the reference leaves a slot out")
    func formatKey() throws {
        let key = "notifications.label.reblog %lld"
        let outcome = FormatAgreement.check(key: key, values: [
            Self.value("en", "boosted"), Self.value("nl", "%lld keer geboost"), Self.value("fr", "a partagé"),
        ], reference: "en")
        #expect(outcome.usesArguments)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        #expect(outcome.arguments == [.signedInteger])
        // A type the key does not read is still an error, and says the key reads it.
        let retyped = FormatAgreement.check(key: key, values: [Self.value("en", "boosted"), Self.value("de", "%@ geteilt")], reference: "en")
        let finding = try #require(retyped.diagnostics.first)
        #expect(finding.rule == "argument-retyped")
        #expect(finding.message.contains("but the key reads it as"), "\(finding.message)")
        // A slot neither the reference nor the key reads is still added.
        let added = FormatAgreement.check(key: key, values: [Self.value("en", "boosted"), Self.value("de", "%1$lld von %2$@")], reference: "en")
        #expect(added.diagnostics.map(\.rule) == ["argument-added"])
        // A key with a prose percent ("100% sure") says nothing: the reference decides, as before.
        let prose = FormatAgreement.check(key: "100% sure", values: [Self.value("en", "Sure"), Self.value("de", "%@ sicher")], reference: "en")
        #expect(prose.diagnostics.map(\.rule) == ["argument-added"])
    }
}
