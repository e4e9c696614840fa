import Stringsdict

/// Runs the single-file rules on one `.strings` or `.stringsdict` file.
///
/// A file that cannot be parsed yields one `syntax-error` diagnostic (never a thrown error); a
/// file that cannot be read at all is returned as an I/O error for the caller to report.
struct FileChecker: Sendable {
    /// The path of the file.
    let path: String
    /// The language whose plural rules apply; nil to skip the plural-category rules.
    let locale: LocaleIdentifier?

    /// The deepest dictionary nesting the duplicate-key walk follows (the reader's own limit is
    /// lower; this only keeps the walk bounded on its own).
    static let maximumDepth = 64

    /// Checks the file.
    func check() -> FileResult {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let tableName = Self.tableName(of: fileName)
        if fileName.hasSuffix(".stringsdict") {
            return checkStringsdict(fileName: fileName, tableName: tableName)
        }
        return checkStrings(fileName: fileName, tableName: tableName)
    }

    /// `Localizable` for `Localizable.strings`.
    static func tableName(of fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    // MARK: .strings

    private func checkStrings(fileName: String, tableName: String) -> FileResult {
        let file: StringsFile
        do {
            file = try StringsFileReader.read(contentsOf: path)
        } catch {
            return failure(error, fileName: fileName, tableName: tableName)
        }
        var diagnostics: [Diagnostic] = []
        for duplicate in file.duplicates {
            diagnostics.append(Self.duplicate(duplicate, file: path))
        }
        var keys: [String: TableSummary.Key] = [:]
        for entry in file.entries {
            keys[entry.key] = TableSummary.Key(
                location: entry.keyLocation, reading: ArgumentReading(text: entry.value), valueLocation: entry.valueLocation,
                lengths: ["": TranslationLength.measure(entry.value)],
                maximumLength: TranslationLength.maximumLength(inComment: entry.comment))
        }
        return FileResult(diagnostics: diagnostics, table: TableSummary(path: path, fileName: fileName, tableName: tableName, keys: keys))
    }

    // MARK: .stringsdict

    private func checkStringsdict(fileName: String, tableName: String) -> FileResult {
        let root: PropertyListNode
        do {
            root = try PropertyListReader.read(contentsOf: path)
        } catch {
            return failure(error, fileName: fileName, tableName: tableName)
        }
        guard let dictionary = root.dictionary else {
            let error = StringsdictError(.structure, "the root of the property list is \(root.value.typeName), not a dictionary", at: root.location)
            return failure(error, fileName: fileName, tableName: tableName)
        }
        var diagnostics: [Diagnostic] = []
        Self.duplicates(in: dictionary, file: path, depth: 0, into: &diagnostics)
        let checked = Self.checkEntries(of: dictionary, tableName: tableName, coverage: locale.flatMap(PluralCoverage.of), file: path)
        diagnostics += checked.diagnostics
        return FileResult(diagnostics: diagnostics, table: TableSummary(path: path, fileName: fileName, tableName: tableName, keys: checked.keys))
    }

    /// The entry rules (structure, the compiled message, plural categories when `coverage` is
    /// given, arguments) on every key of a `.stringsdict` dictionary, and the summary of each key
    /// for the cross-language rules. A String Catalog's languages are checked through this too.
    static func checkEntries(of dictionary: PropertyListDictionary, tableName: String, coverage: PluralCoverage?, file: String) -> (diagnostics: [Diagnostic], keys: [String: TableSummary.Key]) {
        let table = LocalizationTable(name: tableName, stringsdict: dictionary)
        var diagnostics: [Diagnostic] = []
        var keys: [String: TableSummary.Key] = [:]
        var seen = Set<String>()
        // The last occurrence of a key wins, as in the engine.
        for entry in dictionary.entries.reversed() where seen.insert(entry.key).inserted {
            var entryChecker = EntryChecker(key: entry.key, file: file)
            entryChecker.checkStructure(entry.value)
            var reading: ArgumentReading?
            var valueLocation = entry.keyLocation
            if let message = table[entry.key] {
                var messageChecker = MessageChecker(key: entry.key, file: file, keyLocation: entry.keyLocation, coverage: coverage, suppressed: entryChecker.suppressed)
                messageChecker.check(message)
                reading = entryChecker.hasMalformedVariable ? nil : ArgumentReading(message)
                if case .text = message.kind, let location = message.location { valueLocation = location }
                diagnostics += messageChecker.diagnostics
            }
            diagnostics += entryChecker.diagnostics
            var summary = TableSummary.Key(location: entry.keyLocation, reading: reading, valueLocation: valueLocation)
            if let text = entry.value.string {
                summary.lengths[""] = TranslationLength.measure(text)
            } else if let widths = entry.value.dictionary?["NSStringVariableWidthRuleType"]?.dictionary {
                summary.hasWidthVariants = true
                for variant in widths.entries {
                    if let text = variant.value.string { summary.lengths[variant.key] = TranslationLength.measure(text) }
                }
            }
            keys[entry.key] = summary
        }
        return (diagnostics, keys)
    }

    // MARK: shared

    /// The result for a file that did not parse: a `syntax-error`, or an I/O error.
    private func failure(_ error: StringsdictError, fileName: String, tableName: String) -> FileResult {
        let table = TableSummary(path: path, fileName: fileName, tableName: tableName, keys: nil)
        if error.kind == .io {
            return FileResult(diagnostics: [], table: table, ioError: error)
        }
        let diagnostic = Diagnostic(.syntaxError, at: error.location, file: path, key: error.keyPath.first, message: MessageChecker.text(of: error))
        return FileResult(diagnostics: [diagnostic], table: table)
    }

    private static func duplicate(_ duplicate: PropertyListDictionary.Duplicate, file: String) -> Diagnostic {
        Diagnostic(
            .duplicateKey, at: duplicate.second, file: file, key: duplicate.key,
            message: "key '\(duplicate.key)' is written again; the first one, at line \(duplicate.first.line), is ignored")
    }

    /// Duplicate keys in `dictionary` and every dictionary below it.
    private static func duplicates(in dictionary: PropertyListDictionary, file: String, depth: Int, into diagnostics: inout [Diagnostic]) {
        guard depth < maximumDepth else { return }
        for duplicate in dictionary.duplicateKeys {
            diagnostics.append(Self.duplicate(duplicate, file: file))
        }
        for entry in dictionary.entries {
            if let child = entry.value.dictionary {
                duplicates(in: child, file: file, depth: depth + 1, into: &diagnostics)
            }
        }
    }
}
