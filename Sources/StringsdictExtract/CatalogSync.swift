import Stringsdict

/// Brings a String Catalog up to date with the strings extracted from the sources, the way
/// Xcode's sync does.
///
/// - A new key gets its comment; when the call gives a default value that differs from the key,
///   also `extractionState: extracted_with_value` and a source-language `stringUnit` in state
///   `new` holding the value; without one, a key of several specifiers gets them numbered as its
///   source-language `stringUnit` in state `new` (`%@ %@` → "%1$@ %2$@").
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
        let extracted = extractedKeys(strings)
        var report = Report()
        for (key, found) in extracted {
            let comment = found.comment
            let value = found.value
            guard var entry = catalog.strings[key] else {
                catalog.strings[key] = newEntry(key: key, value: value, comment: comment, sourceLanguage: catalog.sourceLanguage)
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

    /// Adds the keys of `strings` (all of the catalog's table) that `catalog` lacks, as
    /// ``sync(_:with:)`` adds them, and gives the keys it has the code's comments where the
    /// code gives some (each file's joined as genstrings joins them, as Xcode's migration does); changes nothing else (no key becomes stale): what Xcode's migration does
    /// with the strings its build extracts (IceCubesApp's `iPad` and `#%@`, which no `.strings`
    /// file has, became `{}`; Vienna's `%@, %@`, "%1$@, %2$@" in state new). Returns the keys
    /// added, sorted.
    public static func addMissing(to catalog: inout StringCatalogDocument, from strings: [ExtractedString]) -> [String] {
        var added: [String] = []
        for (key, found) in extractedKeys(strings, eachFileAsGenstrings: true) {
            guard var entry = catalog.strings[key] else {
                catalog.strings[key] = newEntry(key: key, value: found.value, comment: found.comment, sourceLanguage: catalog.sourceLanguage)
                added.append(key)
                continue
            }
            guard entry.extractionState != manual else { continue }
            // A key the code uses takes the code's comment, where the code gives one, as in
            // a sync (Vienna's `%d new unread articles retrieved`: "Notification body").
            if let comment = found.comment { entry.comment = comment }
            // A default value in the code (`NSLocalizedString("key", value: "force", …)`) is the
            // source text, extracted, where the source language has none or the same (iina's
            // `preference.sub_override_level.force`: state new, extracted_with_value).
            let own = entry.localizations?[catalog.sourceLanguage]
            if let value = found.value, own == nil || (own?.variations == nil && own?.substitutions == nil && own?.stringUnit?.value == value) {
                entry.extractionState = extractedWithValue
                entry.localizations = (entry.localizations ?? [:]).merging([catalog.sourceLanguage: .init(stringUnit: .init(state: "new", value: value))]) { $1 }
            }
            catalog.strings[key] = entry
        }
        return added.sorted()
    }

    /// Each extracted key with its first default value (nil where it is the key) and its
    /// comment as Xcode writes it (``StringsFileWriter/extractedComment(byFile:eachFileAsGenstrings:)``:
    /// a migration joins each file's as genstrings does).
    static func extractedKeys(_ strings: [ExtractedString], eachFileAsGenstrings: Bool = false) -> [String: (value: String?, comment: String?)] {
        // Each key's first value and its distinct comments by file, changed in place: linear
        // however often a key repeats.
        var extracted: [String: (value: String?, comments: [String: Set<String>])] = [:]
        for string in strings {
            if extracted[string.key] == nil { extracted[string.key] = (string.value, [:]) }
            if let comment = string.comment { extracted[string.key]?.comments[string.file, default: []].insert(comment) }
        }
        var result: [String: (value: String?, comment: String?)] = [:]
        result.reserveCapacity(extracted.count)
        for (key, found) in extracted {
            let comment = StringsFileWriter.extractedComment(byFile: found.comments.values, eachFileAsGenstrings: eachFileAsGenstrings)
            result[key] = (found.value.flatMap { $0 == key ? nil : $0 }, comment)
        }
        return result
    }

    /// A key new to the catalog: its comment; with a default value other than the key,
    /// `extracted_with_value` and the value as a source-language unit in state `new`; without
    /// one, a key of several specifiers has them numbered as its source-language unit in state
    /// `new` (Xcode's: Vienna's `%@, %@` "%1$@, %2$@", XcodesApp's `%@ %@ %@`, Meshtastic's
    /// `X: %@, Y: %lld` "X: %1$@, Y: %2$lld"; a key of one stays `{}`).
    static func newEntry(key: String, value: String?, comment: String?, sourceLanguage: String) -> StringCatalogDocument.Entry {
        var entry = StringCatalogDocument.Entry(comment: comment)
        if let value {
            entry.extractionState = extractedWithValue
            entry.localizations = [sourceLanguage: .init(stringUnit: .init(state: "new", value: value))]
        } else {
            let numbered = StringsTable.positional(key)
            if numbered != key { entry.localizations = [sourceLanguage: .init(stringUnit: .init(state: "new", value: numbered))] }
        }
        return entry
    }
}
