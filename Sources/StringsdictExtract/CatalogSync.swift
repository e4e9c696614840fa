import Stringsdict

/// Brings a String Catalog up to date with the strings extracted from the sources, the way
/// Xcode's sync does.
///
/// - A new key gets its comment; when the call gives a default value that differs from the key,
///   also `extractionState: extracted_with_value` and a source-language `stringUnit` in state
///   `new` holding the value.
/// - A key already in the catalog keeps its translations and gets the current comment; where the
///   calls give none it keeps its own (Xcode's sync kept the migrated comments of Easydict's 7,
///   Loki's 6 and XcodesApp's 14 keys whose calls have none); a key that was `stale` is live again.
/// - A key in the catalog that no call extracts any more becomes `extractionState: stale`; its
///   translations stay.
/// - A key marked `manual` is never touched.
///
/// The same key extracted several times keeps the first default value and every distinct
/// comment, one a line.
public enum CatalogSync {
    /// What a sync changed.
    public struct Report: Hashable, Sendable {
        /// Keys added, sorted.
        public var added: [String] = []
        /// Keys marked stale, sorted.
        public var markedStale: [String] = []
        /// Keys that were stale and are extracted again, sorted.
        public var revived: [String] = []
        /// Keys whose comment changed, sorted.
        public var commentsChanged: [String] = []
        /// Extracted keys left alone because they are marked `manual`, sorted.
        public var manual: [String] = []

        public init() {}

        /// True when the catalog did not change.
        public var isEmpty: Bool { added.isEmpty && markedStale.isEmpty && revived.isEmpty && commentsChanged.isEmpty }
    }

    static let stale = "stale"
    static let manual = "manual"
    static let extractedWithValue = "extracted_with_value"

    /// Applies `strings` (all of the catalog's table) to `catalog`.
    public static func sync(_ catalog: inout StringCatalogDocument, with strings: [ExtractedString]) -> Report {
        // The extracted keys: first value, distinct comments.
        // Changed in place, each comment checked against a set: linear however often a key repeats.
        var extracted: [String: (value: String?, comments: [String])] = [:]
        var seenComments: [String: Set<String>] = [:]
        for string in strings {
            if extracted[string.key] == nil { extracted[string.key] = (string.value, []) }
            if let comment = string.comment, seenComments[string.key, default: []].insert(comment).inserted {
                extracted[string.key, default: (string.value, [])].comments.append(comment)
            }
        }
        var report = Report()
        for (key, found) in extracted {
            let comment = found.comments.isEmpty ? nil : found.comments.sorted(by: StringsFileWriter.commentPrecedes).joined(separator: "\n")
            let value = found.value.flatMap { $0 == key ? nil : $0 }
            guard var entry = catalog.strings[key] else {
                var entry = StringCatalogDocument.Entry(comment: comment)
                if let value {
                    entry.extractionState = extractedWithValue
                    entry.localizations = [catalog.sourceLanguage: .init(stringUnit: .init(state: "new", value: value))]
                }
                catalog.strings[key] = entry
                report.added.append(key)
                continue
            }
            if entry.extractionState == manual {
                report.manual.append(key)
                continue
            }
            if entry.extractionState == stale {
                entry.extractionState = value == nil ? nil : extractedWithValue
                report.revived.append(key)
            }
            if let comment, entry.comment != comment {
                entry.comment = comment
                report.commentsChanged.append(key)
            }
            catalog.strings[key] = entry
        }
        for (key, entry) in catalog.strings where extracted[key] == nil {
            guard entry.extractionState != manual, entry.extractionState != stale else { continue }
            catalog.strings[key]?.extractionState = stale
            report.markedStale.append(key)
        }
        report.added.sort()
        report.markedStale.sort()
        report.revived.sort()
        report.commentsChanged.sort()
        report.manual.sort()
        return report
    }
}
