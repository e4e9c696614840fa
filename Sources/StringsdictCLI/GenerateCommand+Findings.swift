import Stringsdict
import StringsdictCodegen
import StringsdictLint

extension GenerateCommand {
    /// The warnings listed before they are only counted, unless `--max-warnings` or the
    /// configuration says otherwise.
    static let defaultMaximumWarnings = 20

    /// Prints `diagnostics` the way a build wants them: each error once (with its rule id and
    /// place), the first warnings up to `--max-warnings`, then one summary line when something
    /// blocks generation or warnings were left out
    /// (`3 errors in 2 files block generation; 1,436 warnings (20 listed): run stringsdict lint for the list`).
    /// Returns true when no error remains.
    @discardableResult
    func printFindings(_ diagnostics: [Diagnostic]) -> Bool {
        // One finding once: the generator's checks are the linter's, so with --lint both may
        // report it (same place, rule and key).
        var seen = Set<String>()
        var unique: [Diagnostic] = []
        for diagnostic in diagnostics.sorted() where seen.insert("\(diagnostic.location)|\(diagnostic.rule)|\(diagnostic.key ?? "")|\(diagnostic.language ?? "")").inserted {
            unique.append(diagnostic)
        }
        let errors = unique.filter { $0.severity == .error }
        let others = unique.filter { $0.severity != .error }
        let limit = max(maxWarnings ?? Self.defaultMaximumWarnings, 0)
        for diagnostic in errors { printToStandardError(diagnostic.description) }
        for diagnostic in others.prefix(limit) { printToStandardError(diagnostic.description) }
        let warningCount = others.count { $0.severity == .warning }
        let hidden = others.count > limit
        let lintHint = "run stringsdict lint \(paths.map(Diagnostics.echo).joined(separator: " ")) for the list"
        if !errors.isEmpty {
            let files = Set(errors.map(\.file)).count
            var line = "\(Self.counted(errors.count, "error")) in \(Self.counted(files, "file")) block generation"
            if hidden {
                line += "; \(Self.counted(warningCount, "warning")) (\(limit) listed): \(lintHint)"
            } else if warningCount > 0 {
                line += "; \(Self.counted(warningCount, "warning"))"
            }
            printToStandardError(Diagnostics.error(line))
        } else if hidden {
            printToStandardError(Diagnostics.warning("\(Self.counted(warningCount, "warning")) (\(limit) listed): \(lintHint)"))
        }
        return errors.isEmpty
    }

    /// `1 error`, `1,436 warnings`.
    static func counted(_ count: Int, _ noun: String) -> String {
        let digits = Array(String(count))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return "\(grouped) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `diagnostics` with a String Catalog finding that has no place in the file (the generator
    /// reads catalogs without positions) moved to its entry, as lint places it. Catalogs are read
    /// again only when such a finding exists.
    func located(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result = diagnostics
        let files = Set(diagnostics.lazy.filter { $0.file.hasSuffix(".xcstrings") && $0.line == 1 && $0.column == 1 }.map(\.file))
        for file in files.sorted() {
            guard let document = try? JSONDocument(contentsOf: file) else { continue }
            result = StringCatalog.placed(result, in: document)
        }
        return result
    }
}
