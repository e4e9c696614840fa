import Foundation
import Testing
import Stringsdict
@testable import StringsdictExtract

/// The API table (every entry with a call that is extracted and one that is not), literals in
/// places of a localizable type, the project's declarations across files, and tables given as
/// constants.
@Suite("Localizable APIs")
struct LocalizableAPITests {
    typealias Fixtures = ExtractFixtures

    static func extract(_ source: String, file: String = "a.swift", index: DeclarationIndex? = nil) -> ExtractionResult {
        StringExtractor(options: .catalog).extract(Array(source.utf8), file: file, language: .swift, index: index)
    }

    static func keys(_ source: String) -> [String] {
        extract(source).strings.map(\.key)
    }

    @Test("The table parses: every line, every type declared, every entry documented")
    func tableParses() {
        let parsed = LocalizableAPI.parse()
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(parsed.entries.count > 150)
        for entry in parsed.entries {
            if entry.framework == "Stringsdict" && !entry.documentation.hasSuffix("expressiblebystringliteral") {
                #expect(entry.documentation.hasPrefix("doc:Stringsdict/"), "\(entry.description)")
            } else {
                #expect(entry.documentation.hasPrefix("https://developer.apple.com/documentation/"), "\(entry.description)")
            }
        }
        for name in ["Text", "Button", "Label", "Toggle", "Picker", "Section", "TextField", "SecureField", "Menu", "Link", "Stepper",
                     "DatePicker", "ColorPicker", "GroupBox", "DisclosureGroup", "LabeledContent", "ProgressView", "Gauge",
                     "ContentUnavailableView", "Tab", "ShareLink", "navigationTitle", "navigationSubtitle", "help", "alert",
                     "confirmationDialog", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "searchable", "badge", "tabItem",
                     "configurationDisplayName", "description", "ControlWidgetToggle", "ControlWidgetButton", "Parameter", "IntentDescription", "DisplayRepresentation",
                     "TypeDisplayRepresentation", "LocalizedStringResource", "LocalizedStringKey", "String", "AttributedString"] {
            #expect(parsed.entries.contains { $0.name == name }, "\(name) is missing from the table")
        }
        #expect(Set(parsed.types.keys) == ["LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "IntentDescription",
                                           "DisplayRepresentation", "TypeDisplayRepresentation", "IntentDialog", "LocalizationValue",
                                           "LocalizedResource"])
    }

    /// A control widget's title, with its label as a trailing closure, as Xcode 26's export of
    /// FitTrackPro has it ("Start Timer" in the widget target's catalog).
    @Test("Control widgets' titles are extracted, trailing closures and all")
    func controlWidgets() {
        let source = """
            struct TimerControl: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: "timer", provider: Provider()) { value in
                        ControlWidgetToggle(
                            "Start Timer",
                            isOn: value,
                            action: StartTimerIntent()
                        ) { isRunning in
                            Label(isRunning ? "On" : "Off", systemImage: "timer")
                        }
                    }
                    .displayName("Timer")
                }
            }
            let button = ControlWidgetButton("Open Trunk", action: OpenTrunkIntent()) { isActive in Image(systemName: "car") }
            """
        let keys = Self.keys(source)
        #expect(keys.contains("Start Timer"))
        #expect(keys.contains("Open Trunk"))
        #expect(keys.contains("Timer"))
    }

    /// A call of `signature` with a literal for each key (`"K0"`, `"K1"`, …) and `replacing`
    /// the argument of that label with `replacement`.
    static func call(_ signature: LocalizableSignature, replacing: Int? = nil, with replacement: String = "someString") -> (source: String, keys: [String]) {
        var arguments: [String] = []
        var keys: [String] = []
        for (position, label) in signature.labels.enumerated() {
            var value: String
            if signature.keys[position] != nil {
                value = "\"K\(position)\""
                if position == replacing {
                    value = replacement
                } else {
                    keys.append("K\(position)")
                }
            } else {
                switch label {
                case "tableName", "table": value = "nil"
                case "comment": value = "\"c\""
                case "defaultValue": value = "\"v\""
                default: value = "x\(position)"
                }
            }
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        let name = (signature.qualifier.map { $0 + "." } ?? "") + signature.name + "(" + arguments.joined(separator: ", ") + ")"
        let source = switch signature.placement {
        case .member: "let v = view\n    ." + name
        case .attribute: "struct S {\n    @" + name + "\n    var p: Int\n}"
        case .call, .any: "let v = " + name
        }
        return (source, keys)
    }

    static let keyed = LocalizableAPI.entries.filter { !$0.keys.isEmpty }

    @Test("Every API entry: literals for its localizable parameters are extracted", arguments: keyed)
    func positive(_ signature: LocalizableSignature) {
        let (source, keys) = Self.call(signature)
        let result = Self.extract(source)
        #expect(result.strings.map(\.key).sorted() == keys.sorted(), "\(source)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        if signature.keys.count == 1, signature.labels.contains("comment") {
            #expect(result.strings.first?.comment == "c")
        }
    }

    @Test("Every API entry: a String variable for a localizable parameter is not extracted", arguments: keyed)
    func negativeVariable(_ signature: LocalizableSignature) throws {
        let position = try #require(signature.keys.keys.sorted().first)
        let (source, keys) = Self.call(signature, replacing: position)
        #expect(Self.keys(source).sorted() == keys.sorted(), "\(source)")
    }

    @Test("Every API entry whose key is its unlabelled first argument: verbatim: is not extracted",
          arguments: keyed.filter { $0.labels.first == "_" && $0.keys[0] != nil && $0.placement != .attribute })
    func negativeVerbatim(_ signature: LocalizableSignature) {
        let (source, _) = Self.call(signature)
        let verbatim = source.replacingOccurrences(of: "(\"K0\"", with: "(verbatim: \"K0\"")
        #expect(!Self.keys(verbatim).contains("K0"), "\(verbatim)")
    }

    @Test("A modifier needs its dot, an attribute its @, and String.LocalizationValue its String.")
    func placements() {
        #expect(Self.keys("navigationTitle(\"free function\")").isEmpty)
        #expect(Self.keys("x.navigationTitle(\"modifier\")") == ["modifier"])
        #expect(Self.keys("Parameter(title: \"no attribute\")").isEmpty)
        // A bare LocalizationValue is this package's own type (Stringsdict.LocalizationValue).
        #expect(Self.keys("LocalizationValue(\"bare\")") == ["bare"])
        #expect(Self.keys("Other.LocalizationValue(\"qualified by another type\")").isEmpty)
        #expect(Self.keys("String.LocalizationValue(\"qualified\")") == ["qualified"])
        #expect(Self.keys("SwiftUI.Text(\"module\")") == ["module"])
        #expect(Self.keys("model.Text(\"member of a value\")").isEmpty)
    }

    @Test("Both branches of a ternary of literals; neither when one branch is a String")
    func ternaries() {
        #expect(Self.keys("Text(isOn ? \"On\" : \"Off\")") == ["On", "Off"])
        #expect(Self.keys("Text(a ? \"One\" : b ? \"Two\" : \"Three\")") == ["One", "Two", "Three"])
        #expect(Self.keys("Text(isOn ? \"On\" : name)").isEmpty)
        #expect(Self.keys("Text((a ? \"<\" : \"\") + name + (b ? \"+\" : \"\"))").isEmpty)
        #expect(Self.keys("Text(\"\")") == [""])
    }

    @Test("Literals in places of a localizable type")
    func typedPlaces() {
        let source = """
            struct Intent: AppIntent {
                static var title: LocalizedStringResource = "Open Thing"
                static let description: IntentDescription = "Opens the thing"
                static let typeDisplayRepresentation: TypeDisplayRepresentation = .init(name: "Thing")
                static var caseDisplayRepresentations: [Kind: DisplayRepresentation] = [
                    .a: "Alpha",
                    .b: .init(title: "Beta", subtitle: "Second"),
                    .c: DisplayRepresentation(title: "Gamma"),
                ]
                let tabs: [LocalizedStringKey] = ["Home", "Search"]
                var optional: LocalizedStringKey? = "Maybe"
                var label: LocalizedStringKey {
                    switch kind {
                    case .a: return "First"
                    case .b: "Second case"
                    }
                }
                var computed: LocalizedStringResource { isOn ? "Yes" : "No" }
                func caption() -> LocalizedStringKey {
                    return "Caption"
                }
                var plain: String { "not localized" }
                let name: String = "not localized either"
                func header(title: LocalizedStringKey = "Default title") {}
            }
            enum Mode: LocalizedStringKey, CaseIterable {
                case timer = "Timer"
                case typing = "Typing"
            }
            enum Plain: String { case one = "not localized" }
            struct Other: AppIntent {
                static var title = "Inferred title"
                static var description = "Inferred description"
            }
            """
        #expect(Self.keys(source) == ["Open Thing", "Opens the thing", "Thing", "Alpha", "Beta", "Second", "Gamma", "Home", "Search", "Maybe",
                                      "First", "Second case", "Yes", "No", "Caption", "Default title", "Timer", "Typing",
                                      "Inferred title", "Inferred description"])
    }

    /// IceCubesApp's `@State private var instanceFetchError: LocalizedStringKey?`, set with
    /// `instanceFetchError = "account.add.error.instance-not-supported"`: Xcode's migration found
    /// the key used (the compiler types the literal).
    @Test("A literal assigned to a property or variable the file declares with a localizable type is extracted")
    func typedAssignments() {
        let source = """
            struct AddAccountView: View {
                @State private var fetchError: LocalizedStringKey?
                @State private var title: LocalizedStringResource = "Add account"
                var note: String = ""
                func fail(_ other: AddAccountView) {
                    fetchError = nil
                    fetchError = "account.add.error.unsupported"
                    self.title = isOn ? "On" : "Off"
                    note = "not localized"
                    other.fetchError = "another value's member"
                    if fetchError == "compared, not assigned" {}
                    fetchError += "appended"
                }
            }
            """
        #expect(Self.keys(source) == ["Add account", "account.add.error.unsupported", "On", "Off"])
        // A name the file also declares with another type is not known to be localizable.
        let mixed = """
            struct A { var label: LocalizedStringKey = "Label" }
            struct B { var label: String = "text"; func f() { label = "plain" } }
            """
        #expect(Self.keys(mixed) == ["Label"])
    }

    @Test("#if false groups are not extracted; their #else is")
    func falseGroups() {
        let source = """
            #if false
            Text("Dead")
            #if os(iOS)
            Text("Dead too")
            #endif
            #else
            Text("Alive")
            #endif
            Text("After")
            """
        #expect(Self.keys(source) == ["Alive", "After"])
    }

    @Test("Interpolations become the specifier of their type", arguments: [
        ("Text(\"+\\(items.count - 1)\")", "+%lld"),
        ("let n: Int64 = 0\nText(\"\\(n)\")", "%lld"),
        ("let n: UInt = 0\nText(\"\\(n)\")", "%llu"),
        ("let n: UInt16 = 0\nText(\"\\(n)\")", "%u"),
        ("let n: Int8 = 0\nText(\"\\(n)\")", "%d"),
        ("let d: CGFloat = 0\nText(\"\\(d)\")", "%lf"),
        ("let f: Float = 0\nText(\"\\(f * 2)\")", "%f"),
        ("Text(\"\\(Int(x)) items\")", "%lld items"),
        ("Text(\"\\(Double(x) / 2) km\")", "%lf km"),
        ("let n: Int? = 0\nText(\"\\(n)\")", "%@"),
        ("let n: Int? = 0\nText(\"\\(n!)\")", "%lld"),
        ("let n: Int? = 0\nText(\"\\(n ?? 0)\")", "%lld"),
        ("@State private var count = 0\nText(\"\\(count) taps\")", "%lld taps"),
        ("let on = true\nText(\"\\(on)\")", "%@"),
        ("Text(\"\\(a == b)\")", "%@"),
        ("Text(\"\\(items.isEmpty)\")", "%@"),
        ("Text(\"\\(date, style: .date)\")", "%@"),
        ("Text(\"\\(value, format: .number)\")", "%@"),
        ("Text(\"\\(Text(\"bold\").bold()) text\")", "%@ text"),
        ("func total() -> Double { 0 }\nText(\"\\(total())\")", "%lf"),
        ("struct S { var score: Int }\nText(\"\\(s.score) points\")", "%lld points"),
        ("typealias Score = Int\nlet s: Score = 1\nText(\"\\(s)\")", "%lld"),
        ("Text(\"\\(x as Int)\")", "%lld"),
        ("Text(\"\\(Int.random(in: 1...6))\")", "%lld"),
        ("Summary(\"Open \\(\\.$target) now\")", "Open ${target} now"),
        ("let a = 1, b = 2\nText(\"\\(max(a, 3))\")", "%lld"),
    ])
    func interpolation(source: String, key: String) {
        let result = Self.extract(source)
        #expect(result.strings.map(\.key).first == key, "\(source)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("An interpolation of unknown type is %@ with a note")
    func unknownType() {
        let result = Self.extract("Text(\"\\(model.mystery) left\")")
        #expect(result.strings.map(\.key) == ["%@ left"])
        #expect(result.warnings.map(\.severity) == [.note])
        #expect(result.warnings.first?.description.hasPrefix("a.swift:1:9: note: the type of 'model.mystery' is not evident") == true)
    }

    @Test("Declarations in one file make calls in another localizable")
    func acrossFiles() {
        let declarations = """
            struct Header: View {
                let title: LocalizedStringKey
                var subtitle: LocalizedStringKey?
                let count: Int
                var body: some View { Text(title) }
            }
            struct Row: View {
                init(_ label: LocalizedStringResource, value: String) {}
                var body: some View { EmptyView() }
            }
            enum UITemplates {
                struct IconLabel: View {
                    let icon: String
                    let text: LocalizedStringKey
                    var body: some View { Label(text, systemImage: icon) }
                }
            }
            extension View {
                func card(heading: String.LocalizationValue) -> some View { self }
            }
            enum Status { case valid, invalid(description: LocalizedStringKey) }
            struct Settings { var items: Int }
            enum Tables { static let settings = "Settings" }
            enum Table: String { case profile = "ProfileTable", help }
            """
        let uses = """
            Header(title: "Welcome", subtitle: "Glad you came", count: 3)
            Row("Version", value: version)
            UITemplates.IconLabel(icon: "gear", text: "Open Settings")
            content.card(heading: "Card heading")
            status = .invalid(description: "Not a symbol")
            Text("\\(settings.items) items")
            Text("In settings", tableName: Tables.settings)
            Text("In profile", tableName: Table.profile.rawValue)
            String(localized: "In help", table: Table.help.rawValue)
            Header(title: verbatimString, count: 1)
            Row(version, value: "not a key")
            """
        var index = DeclarationIndex()
        index.add(DeclarationIndex(swiftSource: Array(declarations.utf8), file: "Declarations.swift"))
        let result = Self.extract(uses, file: "Uses.swift", index: index)
        #expect(result.strings.map(\.key) == ["Welcome", "Glad you came", "Version", "Open Settings", "Card heading", "Not a symbol",
                                              "%lld items", "In settings", "In profile", "In help"])
        #expect(result.strings.map(\.table) == ["Localizable", "Localizable", "Localizable", "Localizable", "Localizable", "Localizable",
                                                "Localizable", "Settings", "ProfileTable", "help"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        // Without the other file's declarations, only SwiftUI's Text is known.
        #expect(Self.extract(uses, file: "Uses.swift").strings.map(\.key).contains("Welcome") == false)
    }

    @Test("A table that is not a plain name is reported by the output path check, never used as a path")
    func unsafeTable() throws {
        let result = Self.extract("Text(\"Escape\", tableName: \"../x\")")
        #expect(result.strings.map(\.table) == ["../x"])
        #expect(throws: StringsdictError.self) { try OutputPath.checkTable("../x", at: nil) }
        #expect(throws: StringsdictError.self) { try OutputPath.checkTable("a/b", at: nil) }
    }

    @Test("A table that is not a literal or a known constant is skipped with a warning")
    func unknownTable() {
        let result = Self.extract("Text(\"k\", tableName: tableFor(user))")
        #expect(result.strings.isEmpty)
        #expect(result.warnings.first?.message.contains("the table is not a string literal or a constant") == true)
    }
}

@Suite("Large Swift files")
struct LargeSwiftFileTests {
    @Test("A file of many chunks gives what its parts give: calls, typed literals, declarations across chunks")
    func chunks() {
        let part = """
            struct Card: View {
                let heading: LocalizedStringKey
                var body: some View { Text(heading) }
            }
            enum Mode: LocalizedStringKey { case timer = "Timer", typing = "Typing" }
            struct Screen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Card(heading: "Heading")
                        Text("\\(count) taps")
                        Button("Tap") { count += 1 }
                    }
                }
            }

            """
        let tokensPerPart = SwiftTokenizer.tokenize(SourceText(file: "p.swift", bytes: Array(part.utf8))).tokens.count
        let copies = DeclarationIndex.chunkTokens / tokensPerPart * 3 + 1
        let whole = String(repeating: part, count: copies)
        let result = StringExtractor(options: .catalog).extract(Array(whole.utf8), file: "big.swift", language: .swift)
        let one = ["Timer", "Typing", "Heading", "%lld taps", "Tap"]
        #expect(result.strings.count == one.count * copies)
        #expect(Set(result.strings.map(\.key)) == Set(one))
        #expect(result.warnings.isEmpty, "\(result.warnings.prefix(3))")
        // Lines count on across chunks.
        let lines = part.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(result.strings.last?.line == lines * (copies - 1) + 12)
    }
}

@Suite("Large C files")
struct LargeCFileTests {
    /// Every call, comment, directive and warning of `part` once per copy, lines counted on:
    /// the file is scanned a chunk at a time, and each chunk must give what the part gives.
    @Test("A file of many chunks gives what its parts give, with or without a bracket left open", arguments: [false, true])
    func chunks(unbalanced: Bool) throws {
        let part = #"""
            #define TITLE NSLocalizedString(@"Title", @"From a macro") /* { */
            #define BLOCK(x) { \
                NSLog(@"%@", NSLocalizedString(@"In a block", nil)); }
            /* A comment with NSLocalizedString(@"not this", nil) and a { brace
               over two lines ) ] */
            static NSString *Greeting(void) {
                return NSLocalizedStringFromTable(@"Hello %@ and %@", @"Greetings", @"Two names");
            }
            @implementation Screen
            - (void)viewDidLoad {
                self.title = NSLocalizedString(@"Screen \"title\"", @"Title");
                CFStringRef s = CFCopyLocalizedString(CFSTR("cf" "joined"), "A CF string");
                NSString *key = @"dynamic";
                self.label.text = NSLocalizedString(key, @"Not a literal");
            #if 0
                self.debug = NSLocalizedString(@"never", nil); {
            #endif
                [self.values addObject:@[@1, @2, @{@"k": NSLocalizedString(@"Nested", nil)}]];
            }
            @end

            """#
        let opening = unbalanced ? "#ifdef A\nvoid f() {\n#else\nvoid g() {\n#endif\n}\n" : ""
        let one = StringExtractor(options: .genstrings).extract(Array((opening + part).utf8), file: "one.m", language: .cFamily)
        try #require(one.strings.map(\.key) == ["Title", "In a block", "Hello %@ and %@", "Screen \"title\"", "cfjoined", "Nested"] && one.warnings.count == 1)
        let tokensPerPart = CTokenizer.tokenize(SourceText(file: "p.m", bytes: Array(part.utf8))).tokens.count
        let copies = ExtractionScan.cChunkTokens / tokensPerPart * 3 + 1
        let whole = opening + String(repeating: part, count: copies)
        let result = StringExtractor(options: .genstrings).extract(Array(whole.utf8), file: "one.m", language: .cFamily)
        // Balanced, the file is cut into chunks; with a bracket left open, it is one.
        let first = CTokenizer.tokenize(SourceText(file: "one.m", bytes: Array(whole.utf8)), from: 0, line: 1,
                                        chunkTokens: ExtractionScan.cChunkTokens, reusing: [])
        #expect((first.end < whole.utf8.count) == !unbalanced)
        let lines = part.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        func moved(_ location: Stringsdict.SourceLocation, _ copy: Int) -> Stringsdict.SourceLocation {
            SourceLocation(file: location.file, line: location.line + copy * lines, column: location.column)
        }
        let expected = (0..<copies).flatMap { copy in
            one.strings.map { string in
                var string = string
                string.location = moved(string.location, copy)
                return string
            }
        }
        let expectedWarnings = (0..<copies).flatMap { copy in one.warnings.map { ExtractionWarning(location: moved($0.location, copy), message: $0.message, severity: $0.severity, rule: $0.rule) } }
        #expect(result.strings.count == expected.count)
        #expect(result.strings == expected)
        #expect(result.warnings == expectedWarnings)
    }
}
