import Testing
@testable import Stringsdict

private typealias X = StringsdictXML

@Suite("Compiling entries: errors with file, line, column and key path")
struct EntryCompilerTests {
    /// The error of the one entry of a table built from `value`.
    static func compileError(_ value: String, key: String = "key") throws -> StringsdictError {
        let message = try X.message(value, key: key)
        return try #require(message.error, "expected '\(key)' not to compile")
    }

    @Test("Undefined variable: names it and the variables the entry has")
    func undefinedVariable() throws {
        let error = try Self.compileError(X.entry("%#@files@", [("folders", X.variable("d", [("other", "x")]))]))
        #expect(error.kind == .compile)
        #expect(error.message == "undefined variable 'files'")
        #expect(error.keyPath == ["key", "NSStringLocalizedFormatKey"])
        #expect(error.hint?.contains("'folders'") == true)
        // The XML declaration, DOCTYPE, <plist> and <dict> take lines 1–4; the key is on line 5
        // and the entry's dictionary, holding the format key, on line 6 (see StringsdictXML.file).
        #expect(error.location?.file == "Test.stringsdict")
        #expect(error.location?.line == 6)
    }

    @Test("Cycles, direct and through another variable, are compile errors, not stack overflows")
    func cycles() throws {
        let direct = try Self.compileError(X.entry("%#@a@", [("a", X.variable("d", [("other", "%#@a@")]))]))
        #expect(direct.message == "variable cycle a → a")
        let indirect = try Self.compileError(X.entry("%#@a@", [
            ("a", X.variable("d", [("one", "%#@b@"), ("other", "x")])),
            ("b", X.variable("d", [("other", "%#@c@")])),
            ("c", X.variable("d", [("other", "%1$#@a@")])),
        ]))
        #expect(indirect.message == "variable cycle a → b → c → a")
        #expect(indirect.keyPath == ["key", "c", "other"])
    }

    @Test("Nesting deeper than 32 variables is a limit error")
    func depth() throws {
        var variables: [(String, String)] = []
        for level in 0..<40 {
            variables.append(("v\(level)", X.variable("d", [("other", "%1$#@v\(level + 1)@")])))
        }
        variables.append(("v40", X.variable("d", [("other", "end")])))
        let error = try Self.compileError(X.entry("%#@v0@", variables))
        #expect(error.kind == .limit)
        #expect(error.message.contains("32"))
        // 32 levels are fine.
        var fine: [(String, String)] = (0..<31).map { ("v\($0)", X.variable("d", [("other", "%1$#@v\($0 + 1)@")])) }
        fine.append(("v31", X.variable("d", [("other", "%d end")])))
        #expect(try X.message(X.entry("%#@v0@", fine)).render(locale: LocaleIdentifier("en"), 7) == "7 end")
    }

    /// `depth` variables, each referring to the next `fanOut` times (the last holds `%d`).
    static func fanOut(depth: Int, fanOut: Int) -> String {
        var variables: [(String, String)] = []
        for level in 1...depth {
            let other = level == depth ? "%d" : String(repeating: "%1$#@v\(level + 1)@", count: fanOut)
            variables.append(("v\(level)", X.variable("d", [("other", other)])))
        }
        return X.entry("%1$#@v1@", variables)
    }

    /// Depth is capped at 32 but fan-out was not: a 2.6 KB entry whose 8 variables each refer
    /// to the next 16 times compiled cleanly and then rendered 16^8 pieces.
    @Test("An entry whose worst-case render is over the expansion limit is a compile error naming key and limit")
    func expansionBomb() throws {
        let error = try Self.compileError(Self.fanOut(depth: 8, fanOut: 16), key: "bomb")
        #expect(error.kind == .limit)
        #expect(error.code == "expansion-too-large")
        #expect(error.message.contains("'bomb'"))
        #expect(error.message.contains("\(EntryCompiler.maximumExpansion)"))
        #expect(error.keyPath == ["bomb"])
        #expect(error.location?.file == "Test.stringsdict")
        // 16^3 = 4,096 pieces (and 273 variable choices) fit: it renders, every piece.
        let fits = try X.message(Self.fanOut(depth: 4, fanOut: 16), key: "fits")
        #expect(fits.error == nil)
        #expect(try fits.render(locale: LocaleIdentifier("en"), 7) == String(repeating: "7", count: 4096))
        // 16^4 = 65,536 does not.
        #expect(try Self.compileError(Self.fanOut(depth: 5, fanOut: 16)).code == "expansion-too-large")
    }

    /// A plain format or an entry whose text outgrows the output limit fails, naming it.
    @Test("A render longer than the output limit is a limit error")
    func outputLimit() throws {
        let wide = String(repeating: "%100000d", count: FormatString.maximumOutputLength / 100_000 + 1)
        let error = PropertyListFixtures.error { () throws(StringsdictError) in
            _ = try FormatString(wide).render(arguments: [FormatArgument](repeating: .int(1), count: FormatString.maximumOutputLength / 100_000 + 1))
        }
        #expect(error?.kind == .limit)
        #expect(error?.message.contains("\(FormatString.maximumOutputLength)") == true)
        let entry = try X.message(X.entry("%#@n@", [("n", X.variable("d", [("other", String(repeating: "%1$100000d", count: 170))]))]), key: "wide")
        let english = try LocaleIdentifier("en")
        let entryError = PropertyListFixtures.error { () throws(StringsdictError) in _ = try entry.render(locale: english, 1) }
        #expect(entryError?.kind == .limit)
        #expect(entryError?.keyPath.first == "wide")
    }

    @Test("A variable without other")
    func missingOther() throws {
        let error = try Self.compileError(X.entry("%#@n@", [("n", X.variable("d", [("one", "one")]))]))
        #expect(error.message == "variable 'n' has no 'other' variant")
        #expect(error.keyPath == ["key", "n"])
    }

    @Test("Invalid value types", arguments: ["", "k", "%%", "*d", "1$d", "#@x@", "dd"])
    func invalidValueType(_ valueType: String) throws {
        let error = try Self.compileError(X.entry("%#@n@", [("n", X.variable(valueType, [("other", "x")]))]))
        #expect(error.kind == .compile)
        #expect(error.message.hasPrefix("invalid value type"))
        #expect(error.keyPath == ["key", "n", "NSStringFormatValueTypeKey"])
    }

    @Test("One slot read with two incompatible types names both readers")
    func slotConflict() throws {
        let error = try Self.compileError(X.entry("%1$@ and %1$#@n@", [("n", X.variable("d", [("other", "%d")]))]))
        #expect(error.message.contains("argument 1 is read as object"))
        #expect(error.message.contains("variable 'n'"))
        // Compatible kinds share a slot: %d and %ld, %u and %d.
        let fine = try X.message(X.entry("%1$ld — %1$#@n@", [("n", X.variable("d", [("one", "%u one"), ("other", "%d other")]))]))
        #expect(try fine.render(locale: LocaleIdentifier("en"), 1) == "1 — 1 one")
    }

    @Test("An entry mixing rule types, an unknown device, an unsupported rule type")
    func structure() throws {
        let mixed = try Self.compileError("<dict><key>NSStringLocalizedFormatKey</key><string>x</string><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>a</string></dict></dict>")
        #expect(mixed.kind == .structure)
        #expect(mixed.message.contains("mixes"))
        let device = try Self.compileError("<dict><key>NSStringDeviceSpecificRuleType</key><dict><key>toaster</key><string>a</string></dict></dict>")
        #expect(device.message == "unknown device 'toaster'")
        #expect(device.hint?.contains("applevision") == true)
        let rule = try Self.compileError(X.entry("%#@n@", [("n", X.variable("d", [("other", "x")], specType: "NSStringGenderRuleType"))]))
        #expect(rule.message.contains("only NSStringPluralRuleType is supported"))
        let width = try Self.compileError("<dict><key>NSStringVariableWidthRuleType</key><dict><key>wide</key><string>a</string></dict></dict>")
        #expect(width.message == "width 'wide' is not a whole number")
    }

    @Test("A bad format in a variant is reported at the variant")
    func badVariantFormat() throws {
        let error = try Self.compileError(X.entry("%#@n@", [("n", X.variable("d", [("one", "%d"), ("other", "%0$d files")]))]))
        #expect(error.kind == .format)
        #expect(error.keyPath == ["key", "n", "other"])
        #expect(error.location != nil)
    }

    @Test("Render errors: too few arguments, a non-number for a plural, name key and variable")
    func renderErrors() throws {
        let en = try LocaleIdentifier("en")
        let message = try X.message(X.entry("%#@n@ %@", [("n", X.variable("d", [("other", "%d")]))]))
        let tooFew = #expect(throws: StringsdictError.self) { try message.render(locale: en, 1) }
        #expect(tooFew?.kind == .argument)
        #expect(tooFew?.keyPath == ["key"])
        let text = #expect(throws: StringsdictError.self) { try message.render(locale: en, "three", "x") }
        #expect(text?.keyPath == ["key", "n"])
        #expect(text?.message.contains("needs a number") == true)
    }

    /// SwiftGen's deliberately broken fixtures, each failing with the error it was made for.
    @Test("SwiftGen LocPluralError* fixtures")
    func swiftGenFixtures() throws {
        let folder = FixtureFiles.url("corpus/swiftgen-fixtures").path
        let both = try LocalizationTable(contentsOf: folder + "/LocPluralErrorBothTypeKeys.stringsdict")
        #expect(both["competition.event.number-of-matches"]?.error == nil)
        #expect(both["competition.tab.favorite-teams"]?.error == nil)
        #expect(both["competition.tab.favorite-players"]?.error?.message.contains("mixes NSStringLocalizedFormatKey and NSStringVariableWidthRuleType") == true)

        let missing = try LocalizationTable(contentsOf: folder + "/LocPluralErrorMissingVariable.stringsdict")
        #expect(missing["plural.missing-variable"]?.error?.message == "undefined variable 'hat_bewertung'")
        #expect(missing["plural.missing-variable"]?.error?.hint?.contains("'has_rating'") == true)

        let placeholders = try LocalizationTable(contentsOf: folder + "/LocPluralErrorPlaceholders.stringsdict")
        let conflict = try #require(placeholders["plural.wrong-positional-value"]?.error)
        #expect(conflict.message.contains("argument 2 is read as object"))
        #expect(conflict.location?.line != nil)

        // `@` as a plural value type: valid (RenderingMessages.md, "Choosing a plural variant", rule 4), but a text argument is an error.
        let invalidValue = try LocalizationTable(contentsOf: folder + "/LocPluralErrorInvalidVariableValue.stringsdict")
        let message = try #require(invalidValue["unsupported-use.invalid-variable-value-type.string"])
        #expect(message.error == nil)
        let error = #expect(throws: StringsdictError.self) { try message.render(locale: LocaleIdentifier("en"), "text") }
        #expect(error?.message.contains("needs a number") == true)
        #expect(try message.render(locale: LocaleIdentifier("en"), 3) == "3 is not supported")

        // Not an error fixture, but unusable as written: `%@` in a variant reads the variable's own
        // (integer) slot.
        let unsupported = try LocalizationTable(contentsOf: folder + "/LocPluralUnsupported.stringsdict")
        #expect(unsupported["unsupported-use.placeholders-in-variable-rule.string-int"]?.error?.message.contains("argument 1") == true)
    }
}

@Suite("Real corpora")
struct CorpusTests {
    static let corpus = FixtureFiles.url("corpus").path

    static func files(withSuffix suffix: String) -> [String] {
        let enumerator = FileManagerShim.files(under: corpus)
        return enumerator.filter { $0.hasSuffix(suffix) }.sorted()
    }

    @Test("Every .strings and .stringsdict file of the corpora loads")
    func everyFileLoads() throws {
        let stringsdicts = Self.files(withSuffix: ".stringsdict")
        let strings = Self.files(withSuffix: ".strings")
        #expect(stringsdicts.count == 58)
        #expect(strings.count == 344)
        for path in stringsdicts + strings {
            #expect(throws: Never.self, "\(path)") { _ = try LocalizationTable(contentsOf: path) }
        }
    }

    @Test("Every DuckDuckGo entry renders in its own locale for 0, 1, 2, 3, 5, 11, 21, 101, 1,000,000")
    func duckDuckGoRenders() throws {
        let counts: [Int64] = [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000]
        var rendered = 0
        var failures: [String] = []
        for path in Self.files(withSuffix: ".stringsdict") where path.contains("duckduckgo-ios") {
            let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            let locale = try #require(LocalizationName(folder).locale, "\(path)")
            let context = try RenderContext(locale: locale)
            let table = try LocalizationTable(contentsOf: path)
            for key in table.keys {
                guard let message = table[key] else { continue }
                if let error = message.error {
                    failures.append("\(error)")
                    continue
                }
                // A format key that names a variable must compile to one (never to literal text).
                if case .plural(let entry) = message.kind, entry.formatKey.contains("#@") {
                    #expect(!entry.variableNames.isEmpty, "\(path) \(key): '\(entry.formatKey)' compiled without a variable")
                }
                let kinds = message.argumentKinds(in: context)
                for count in counts {
                    let arguments: [FormatArgument] = kinds.map { kind in
                        switch kind {
                        case .double?: .double(Double(count))
                        case .object?, .cString?, .utf16String?, nil: .string("Example")
                        default: .int(count)
                        }
                    }
                    do {
                        let text = try message.render(in: context, arguments: arguments)
                        #expect(!text.contains("#@"), "\(path) \(key): \(text)")
                        rendered += 1
                    } catch {
                        failures.append("\(path) \(key) \(count): \(error)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(5))")
        #expect(rendered > 1000)
    }

    @Test("DuckDuckGo's Russian plural renders the right forms")
    func duckDuckGoRussian() throws {
        let path = Self.corpus + "/duckduckgo-ios/DuckDuckGo/ru.lproj/Localizable.stringsdict"
        let table = try LocalizationTable(contentsOf: path)
        let ru = try RenderContext(locale: LocaleIdentifier("ru"))
        let keys = table.keys.filter { table[$0]?.hasPlurals == true }
        #expect(!keys.isEmpty)
        // Whatever the wording, 1, 2 and 5 take three different variants in Russian and 21 the one of 1.
        for key in keys {
            guard let message = table[key], message.argumentKinds(in: ru).count == 1,
                  message.argumentKinds(in: ru).first == .signedInteger || message.argumentKinds(in: ru).first == .unsignedInteger
            else { continue }
            let forms = try [1, 2, 5, 21].map { try message.render(in: ru, arguments: [.int($0)]).replacingDigits() }
            #expect(forms[0] == forms[3], "\(key): \(forms)")
            #expect(Set(forms.prefix(3)).count == 3 || forms[1] == forms[2], "\(key): \(forms)")
        }
    }
}

extension String {
    /// The text with every run of digits replaced by `#`, to compare word forms.
    fileprivate func replacingDigits() -> String {
        var result = ""
        var inNumber = false
        for character in self {
            if character.isNumber { if !inNumber { result.append("#") }; inNumber = true } else { result.append(character); inNumber = false }
        }
        return result
    }
}
