import Dispatch
import Synchronization
import FoundationEssentials
import Stringsdict

/// Finds the localizable strings in C, Objective-C, C++, Java and Swift sources: the calls of
/// `NSLocalizedString`, `CFCopyLocalizedString` and their `FromTable`, `FromTableInBundle` and
/// `WithDefaultValue` forms, routines named with ``Options/routines`` (genstrings' `-s`), and
/// optionally every SwiftUI, WidgetKit, App Intents and Foundation API of ``LocalizableAPITable``
/// (`Text("…")`, `Label`, `.navigationTitle`, `@Parameter(title:)`, `String(localized:)`, …),
/// literals in places of a localizable type (`let title: LocalizedStringResource = "…"`), and
/// calls of the project's own functions with such parameters (see ``DeclarationIndex``).
///
/// Sources in, ``ExtractedString`` entries (table, key, value, comment, position) and
/// ``ExtractionWarning``s out. Calls inside comments, string literals and `#if 0` groups are not
/// seen; adjacent C literals are joined; escapes are read as the compiler reads them. A call whose
/// key, table or value is not a literal is skipped with a warning (a declaration of the routine,
/// such as `static NSString *MyString(NSString *key, …)`, is skipped silently).
///
/// The scanners are hand-written rather than built on swift-syntax: extraction needs tokens, not
/// a syntax tree, and swift-syntax would add minutes to the first build of the command.
public struct StringExtractor: Sendable {
    /// What to recognize and how to read it.
    public struct Options: Hashable, Sendable {
        /// Base names of custom routines (genstrings' `-s`): each adds `NAME`, `NAMEFromTable`,
        /// `NAMEFromTableInBundle` and `NAMEWithDefaultValue`.
        public var routines: [String]
        /// Also the SwiftUI, WidgetKit and App Intents APIs of ``LocalizableAPITable`` (`Text("…")`,
        /// `Button("…")`, `.navigationTitle("…")`, `@Parameter(title:)`, …; genstrings' `-SwiftUI`),
        /// and the project's declarations of localizable type; never `Text(verbatim:)` or
        /// `Text(someString)`.
        public var recognizesSwiftUIText: Bool
        /// Also Foundation's `String(localized:…)`, `AttributedString(localized:…)`,
        /// `LocalizedStringResource("…")` and `String.LocalizationValue("…")`, as Xcode's String
        /// Catalog sync does.
        public var recognizesLocalizationValues: Bool
        /// Reads `\Uxxxx` (a backslash, `U` and 1 to 4 hex digits, as the strings file format
        /// writes a character) in keys and values as that character (genstrings' `-u`).
        public var interpretsUnicodeEscapes: Bool

        public init(routines: [String] = [], recognizesSwiftUIText: Bool = false, recognizesLocalizationValues: Bool = false,
                    interpretsUnicodeEscapes: Bool = false) {
            self.routines = routines
            self.recognizesSwiftUIText = recognizesSwiftUIText
            self.recognizesLocalizationValues = recognizesLocalizationValues
            self.interpretsUnicodeEscapes = interpretsUnicodeEscapes
        }

        /// genstrings' defaults: the Foundation and Core Foundation macros only.
        public static let genstrings = Options()
        /// Xcode's String Catalog sync: every API of ``LocalizableAPITable`` and the project's
        /// declarations.
        public static let catalog = Options(recognizesSwiftUIText: true, recognizesLocalizationValues: true)

        /// ``catalog`` with the macros the Xcode project around the first of `paths` names in
        /// `LOCALIZED_STRING_MACRO_NAMES` as routines (see
        /// ``XcodeProject/localizedStringMacroNames(around:)``), as Xcode's extraction takes them.
        public static func catalog(projectAround paths: [String]) -> Options {
            var options = catalog
            guard let first = paths.first else { return options }
            var folder = first
            if !DirectoryListing.isDirectory(folder), let slash = folder.lastIndex(of: "/") { folder = String(folder[..<slash]) }
            options.routines = XcodeProject.localizedStringMacroNames(around: folder)
            return options
        }
    }

    /// The syntax a file is read with.
    public enum Language: String, Hashable, Sendable {
        /// C, Objective-C, C++, Objective-C++, and Java (whose literals read the same way).
        case cFamily
        case swift

        /// The language of a file from its extension: `.c .h .m .mm .cc .cpp .cxx .hh .hpp .java`
        /// or `.swift`; nil for anything else.
        public init?(path: String) {
            guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
            switch path[path.index(after: dot)...].lowercased() {
            case "c", "h", "m", "mm", "cc", "cpp", "cxx", "hh", "hpp", "hxx", "java": self = .cFamily
            case "swift": self = .swift
            default: return nil
            }
        }
    }

    public let options: Options
    /// The forms, by their name.
    let forms: NameTable<ExtractionForm>
    /// The signatures of ``LocalizableAPITable`` the options enable, by their name.
    let apiSignatures: NameTable<[LocalizableSignature]>
    /// Whether Swift sources are read for declarations and localizable types (with SwiftUI or
    /// Foundation's localization values on).
    let readsDeclarations: Bool

    public init(options: Options = .genstrings) {
        self.options = options
        var all = ExtractionForm.standard
        for routine in options.routines where !routine.isEmpty { all += ExtractionForm.family(routine) }
        var frameworks: Set<String> = []
        if options.recognizesSwiftUIText { frameworks.formUnion(["SwiftUI", "Charts", "WidgetKit", "AppIntents"]) }
        if options.recognizesLocalizationValues { frameworks.formUnion(["Foundation", "Stringsdict"]) }
        readsDeclarations = !frameworks.isEmpty
        // Only Swift's APIs have signatures: genstrings' options read none (and do not parse
        // the API table).
        var signatureTable: [(name: [UInt8], value: [LocalizableSignature])] = []
        if !frameworks.isEmpty {
            var slots: [String: Int] = [:]
            for signature in LocalizableAPI.entries where frameworks.contains(signature.framework) {
                if let slot = slots[signature.name] {
                    signatureTable[slot].value.append(signature)
                } else {
                    slots[signature.name] = signatureTable.count
                    signatureTable.append((Array(signature.name.utf8), [signature]))
                }
            }
        }
        apiSignatures = NameTable(signatureTable)
        forms = NameTable(all.map { (Array($0.name.utf8), $0) })
    }

    /// The strings and warnings of one source file's text (UTF-8). Swift declarations of other
    /// files are known through `index` (see ``declarations(ofSwiftFiles:encoding:)``); the file's own
    /// are always read.
    public func extract(_ bytes: [UInt8], file: String, language: Language, index: DeclarationIndex? = nil) -> ExtractionResult {
        extract(bytes, file: file, language: language, index: index, segments: 1)
    }

    /// ``extract(_:file:language:index:)``, a C-family file of a megabyte or more scanned in up to
    /// `segments` parts at once (each on a thread), with the same result.
    func extract(_ bytes: [UInt8], file: String, language: Language, index: DeclarationIndex?, segments: Int) -> ExtractionResult {
        var scan = ExtractionScan(extractor: self, text: SourceText(file: file, bytes: bytes), language: language, index: index)
        scan.run(segments: segments)
        return ExtractionResult(strings: scan.strings, warnings: scan.warnings)
    }

    /// The declarations of the Swift files among `paths` that extraction uses across files:
    /// parameters of a localizable type, the types of names, string constants. Files that cannot
    /// be read are left out (``extract(contentsOf:encoding:language:index:)`` reports them).
    ///
    /// The files are read on every core; the index is the same as one read in order.
    public func declarations(ofSwiftFiles paths: [String], encoding: SourceEncoding = .utf8) -> DeclarationIndex {
        var index = DeclarationIndex()
        guard readsDeclarations else { return index }
        let swiftFiles = paths.filter { Language(path: $0) == .swift }
        let files = Self.inParallel(swiftFiles.count) { position -> DeclarationIndex? in
            guard let bytes = try? Self.read(swiftFiles[position]) else { return nil }
            return DeclarationIndex(swiftSource: encoding.utf8(bytes), file: swiftFiles[position])
        }
        for (path, file) in zip(swiftFiles, files) {
            guard let file else { continue }
            index.add(file)
            index.files[path] = file
        }
        return index
    }

    /// ``extract(contentsOf:encoding:language:index:)`` of each file of `paths`, in their order:
    /// the files are scanned on every core, and each result is what a call on its own gives.
    /// With fewer files than cores, a long C-family file is itself scanned in parts at once.
    ///
    /// - Parameters:
    ///   - paths: the source files.
    ///   - encoding: how the files are encoded.
    ///   - fallbackLanguage: the language of a file whose extension names none; nil makes such a
    ///     file an error.
    ///   - index: the declarations of the Swift files (``declarations(ofSwiftFiles:encoding:)``).
    public func extract(contentsOfFiles paths: [String], encoding: SourceEncoding = .utf8, fallbackLanguage: Language? = nil,
                        index: DeclarationIndex? = nil) -> [Result<ExtractionResult, StringsdictError>] {
        let cores = StringExtractor.cores
        let segments = paths.isEmpty ? 1 : max(1, min(cores, 8) / paths.count)
        return Self.inParallel(paths.count) { position in
            let path = paths[position]
            do throws(StringsdictError) {
                return .success(try extract(contentsOf: path, encoding: encoding, language: Language(path: path) ?? fallbackLanguage,
                                            index: index, segments: segments))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The processors this process may use, read once: `ProcessInfo` reads the control groups'
    /// files at every call (13 µs), and the threads are sized many times a run.
    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// `body(0) … body(count - 1)` in that order, computed on up to as many threads as the
    /// machine has cores (one when there is little to share, or `onThreads` is false: the
    /// fuzzer checks the work's logic, not the threads). Files are taken a few at a time.
    static func inParallel<Element: Sendable>(_ count: Int, onThreads: Bool = true, _ body: @Sendable (Int) -> Element) -> [Element] {
        let workers = min(StringExtractor.cores, 8, count)
        guard onThreads, workers > 1 else { return (0..<count).map(body) }
        let batch = max(1, min(16, count / (workers * 8)))
        let next = Mutex(0)
        let results = Mutex([Element?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let start = next.withLock { value -> Int in
                    defer { value += batch }
                    return value
                }
                guard start < count else { return }
                let end = min(start + batch, count)
                let computed = (start..<end).map { body($0) }
                results.withLock { results in
                    for (offset, element) in computed.enumerated() { results[start + offset] = element }
                }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// The strings and warnings of source text.
    public func extract(_ source: String, file: String, language: Language) -> ExtractionResult {
        extract(Array(source.utf8), file: file, language: language)
    }

    /// The strings and warnings of the file at `path`, read in `encoding`, in `language` (by
    /// default, the one its extension says).
    ///
    /// - Throws: `.io` when the file cannot be read or its extension is not a supported language.
    public func extract(contentsOf path: String, encoding: SourceEncoding = .utf8, language: Language? = nil,
                        index: DeclarationIndex? = nil) throws(StringsdictError) -> ExtractionResult {
        try extract(contentsOf: path, encoding: encoding, language: language, index: index, segments: 1)
    }

    /// The C-family scan of `bytes` in segments from `starts` (line starts), chunks of
    /// `chunkTokens` tokens and segments' first chunks of `firstChunkTokens`, whatever the
    /// file's size: for tests and the fuzzer, which check that it equals the scan in order.
    func extractInSegments(_ bytes: [UInt8], file: String, starts: [Int], chunkTokens: Int, firstChunkTokens: Int,
                           onThreads: Bool = true) -> ExtractionResult {
        var scan = ExtractionScan(extractor: self, text: SourceText(file: file, bytes: bytes), language: .cFamily, index: nil)
        scan.runCFamily(starts: starts, chunkTokens: chunkTokens, firstChunkTokens: firstChunkTokens, onThreads: onThreads)
        scan.sortFindings()
        return ExtractionResult(strings: scan.strings, warnings: scan.warnings)
    }

    /// ``extract(contentsOf:encoding:language:index:)`` in up to `segments` parts at once.
    func extract(contentsOf path: String, encoding: SourceEncoding, language: Language?, index: DeclarationIndex?,
                 segments: Int) throws(StringsdictError) -> ExtractionResult {
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard let language = language ?? Language(path: path) else {
            throw StringsdictError(.io, "cannot extract strings from \(path): not a .c, .h, .m, .mm, .cpp, .java or .swift file", at: location)
        }
        return extract(encoding.utf8(try Self.read(path)), file: path, language: language, index: index, segments: segments)
    }

    /// The bytes of a source file, at most 1 GB.
    static func read(_ path: String) throws(StringsdictError) -> [UInt8] {
        let location = SourceLocation(file: path, line: 1, column: 1)
        // POSIX reads straight into the array: a URL and a Data per file cost more than the
        // scan of a small source.
        do {
            return try FileBytes.read(path, maximumSize: Int(Int32.max / 2) - 1)
        } catch where error.kind == .limit {
            throw StringsdictError(.limit, "\(path) is larger than the 1 GB limit for a source file", at: location)
        } catch {
            throw StringsdictError(.io, "cannot read \(path): \(Self.reason(path))", at: location)
        }
    }

    private static func reason(_ path: String) -> String {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory ? "it is a folder" : "permission denied"
    }

    /// The API signatures named by bytes `start..<end`.
    func signatures(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> [LocalizableSignature] {
        apiSignatures.value(bytes, start, end) ?? []
    }

    /// The form named by bytes `start..<end`, if any.
    @inline(__always)
    func form(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> ExtractionForm? {
        forms.value(bytes, start, end)
    }
}

/// What ``StringExtractor`` found in a file.
public struct ExtractionResult: Hashable, Sendable {
    /// The strings, in source order.
    public var strings: [ExtractedString]
    /// Calls skipped and keys guessed, in source order.
    public var warnings: [ExtractionWarning]

    public init(strings: [ExtractedString] = [], warnings: [ExtractionWarning] = []) {
        self.strings = strings
        self.warnings = warnings
    }
}
