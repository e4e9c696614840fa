import Stringsdict

/// An XLIFF 1.2 document as Xcode's localization catalogs (`.xcloc`) hold it: one `<file>` per
/// source table or String Catalog, one `<trans-unit>` per string or variant.
///
/// ``XLIFFWriter`` writes it, ``XLIFFReader`` reads it back with the position of every unit.
public struct XLIFFDocument: Hashable, Sendable {
    /// The `<file>` elements, in document order.
    public var files: [File]

    /// A document of `files`.
    public init(files: [File] = []) {
        self.files = files
    }

    /// One `<file>`: the units of one table or catalog for one target language.
    public struct File: Hashable, Sendable {
        /// The `original` attribute: the source table's path relative to the exported folder
        /// (`App/en.lproj/Localizable.strings`) or the catalog's (`App/Localizable.xcstrings`).
        public var original: String
        /// The `source-language` attribute (the development language).
        public var sourceLanguage: String
        /// The `target-language` attribute; nil when absent.
        public var targetLanguage: String?
        /// The `<trans-unit>` elements, in document order.
        public var units: [Unit]
        /// Where the `<file>` element starts (line 0 for a document built in memory).
        public var location: SourceLocation

        /// A file element.
        ///
        /// - Parameters:
        ///   - original: the source table's or catalog's relative path.
        ///   - sourceLanguage: the development language.
        ///   - targetLanguage: the language translated into.
        ///   - units: the translation units.
        ///   - location: where the element starts.
        public init(original: String, sourceLanguage: String, targetLanguage: String?, units: [Unit] = [],
                    location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)) {
            self.original = original
            self.sourceLanguage = sourceLanguage
            self.targetLanguage = targetLanguage
            self.units = units
            self.location = location
        }
    }

    /// One `<trans-unit>`: a string (or one variant of a string) with its translation.
    public struct Unit: Hashable, Sendable {
        /// The `id` attribute: the key, or the path to a variant as Xcode names it
        /// (`/files.count:dict/files:dict/one:dict/:string` for a `.stringsdict` variant,
        /// `KEY|==|plural.one` for a catalog variation).
        public var id: String
        /// The `<source>` text.
        public var source: String
        /// The `<target>` text; nil when the unit has no `<target>` element.
        public var target: String?
        /// The target's `state` attribute (`translated`, `needs-review-l10n`, `new`, …).
        public var state: String?
        /// The `<note>` text (the developer's comment); nil when there is none.
        public var note: String?
        /// Where the `<trans-unit>` element starts (line 0 for a unit built in memory).
        public var location: SourceLocation
        /// False for `translate="no"`: a string the developer marked not to translate (a catalog
        /// entry's `shouldTranslate: false`), which Xcode 16 exports with its source only.
        public var isTranslatable = true

        /// A translation unit.
        ///
        /// - Parameters:
        ///   - id: the unit's id.
        ///   - source: the source text.
        ///   - target: the translation; nil for none.
        ///   - state: the translation's state attribute.
        ///   - note: the comment for translators.
        ///   - location: where the element starts.
        public init(id: String, source: String, target: String? = nil, state: String? = nil, note: String? = nil,
                    location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)) {
            self.id = id
            self.source = source
            self.target = target
            self.state = state
            self.note = note
            self.location = location
        }
    }
}
