import Testing
import Stringsdict
@testable import StringsdictExtract

@Suite("CatalogSync")
struct CatalogSyncTests {
    private func string(_ key: String, value: String? = nil, comment: String? = nil, file: String = "a.swift") -> ExtractedString {
        ExtractedString(table: "Localizable", key: key, value: value, comment: comment,
                        location: SourceLocation(file: file, line: 1, column: 1), routine: "Text")
    }

    private func translated(_ value: String) -> StringCatalogDocument.Localization {
        .init(stringUnit: .init(state: "translated", value: value))
    }

    @Test("New keys get their comment; a default value other than the key is extracted_with_value with a new source value")
    func newKeys() {
        var catalog = StringCatalogDocument(sourceLanguage: "en")
        let report = CatalogSync.sync(&catalog, with: [
            string("Make Plain Text", comment: "Menu item to make the current document plain text"),
            string("welcome", value: "Welcome!", comment: "Greeting"),
            string("same", value: "same"),
        ])
        #expect(report.added == ["Make Plain Text", "same", "welcome"])
        #expect(catalog.strings["Make Plain Text"] == .init(comment: "Menu item to make the current document plain text"))
        #expect(catalog.strings["same"] == .init())
        let welcome = catalog.strings["welcome"]
        #expect(welcome?.extractionState == "extracted_with_value")
        #expect(welcome?.localizations?["en"]?.stringUnit == .init(state: "new", value: "Welcome!"))
    }

    @Test("Existing keys keep translations and get the current comment; gone keys go stale; manual keys are never touched")
    func existing() {
        var catalog = StringCatalogDocument(sourceLanguage: "en", strings: [
            "Yes": .init(comment: "old comment", localizations: ["fr": translated("Oui")]),
            "Gone": .init(comment: "c", localizations: ["fr": translated("Parti")]),
            "Manual": .init(comment: "keep", extractionState: "manual"),
            "Manual gone": .init(extractionState: "manual"),
            "Back": .init(extractionState: "stale", localizations: ["fr": translated("Retour")]),
        ])
        let report = CatalogSync.sync(&catalog, with: [
            string("Yes", comment: "A comment"), string("Manual", comment: "new"), string("Back"),
        ])
        #expect(report.added.isEmpty)
        #expect(report.markedStale == ["Gone"])
        #expect(report.revived == ["Back"])
        #expect(report.manual == ["Manual"])
        #expect(catalog.strings["Yes"] == .init(comment: "A comment", localizations: ["fr": translated("Oui")]))
        #expect(catalog.strings["Gone"] == .init(comment: "c", extractionState: "stale", localizations: ["fr": translated("Parti")]))
        #expect(catalog.strings["Manual"] == .init(comment: "keep", extractionState: "manual"))
        #expect(catalog.strings["Manual gone"] == .init(extractionState: "manual"))
        #expect(catalog.strings["Back"] == .init(localizations: ["fr": translated("Retour")]))
    }

    /// Roomie's catalog, which Xcode 15 synced, has the `""` of `Label("", systemImage:)` and
    /// `Toggle("", isOn:)`: a catalog keeps an empty key (an `.xcloc` export of `.strings`
    /// tables does not: `xliff export`).
    @Test("An empty key is a catalog's string, as in the catalog Xcode synced for Roomie")
    func emptyKey() {
        var catalog = StringCatalogDocument(sourceLanguage: "en")
        let report = CatalogSync.sync(&catalog, with: [string("", comment: nil), string("Name", comment: nil)])
        #expect(catalog.strings.keys.sorted() == ["", "Name"])
        #expect(report.added == ["", "Name"])
    }

    /// Xcode's build after its migration of Easydict, Loki and XcodesApp kept the comments the
    /// `.strings` files gave keys whose calls have no comment.
    @Test("A key whose calls give no comment keeps the catalog's")
    func commentKeptWithoutOneInCode() {
        var catalog = StringCatalogDocument(sourceLanguage: "en")
        catalog.strings["about"] = .init(comment: "About menu item")
        catalog.strings["quit"] = .init(comment: "old")
        let report = CatalogSync.sync(&catalog, with: [string("about"), string("quit", comment: "Quit menu item")])
        #expect(catalog.strings["about"]?.comment == "About menu item")
        #expect(catalog.strings["quit"]?.comment == "Quit menu item")
        #expect(report.commentsChanged == ["quit"])
    }

    /// tinode's Xcode 16.4 export: `Unknown`, with two comments in one file, "Placeholder for
    /// missing topic name\nPlaceholder for missing user name". A migration joins one file's as
    /// genstrings does (Vienna's: `Cancel`, called in three files, "Title of a button on an
    /// alert\nTitle of a popup menu item"; `Email Link`, twice in one Swift file, "Toolbar item
    /// label\n   Toolbar item palette label").
    @Test("A key extracted twice keeps every distinct comment, sorted, one a line; a migration joins one file's as genstrings does")
    func comments() {
        var catalog = StringCatalogDocument(sourceLanguage: "en")
        let strings = [string("OK", comment: "Button", file: "b.m"), string("OK", comment: "Alert", file: "a.m"), string("OK", comment: "Button", file: "a.m"),
                       string("Search", comment: "Toolbar item tooltip", file: "w.swift"), string("Search", comment: "Toolbar item label", file: "w.swift"),
                       string("Search", comment: "Search panel title", file: "p.m")]
        _ = CatalogSync.sync(&catalog, with: strings)
        #expect(catalog.strings["OK"]?.comment == "Alert\nButton")
        #expect(catalog.strings["Search"]?.comment == "Search panel title\nToolbar item label\nToolbar item tooltip")
        var migrated = StringCatalogDocument(sourceLanguage: "en")
        migrated.strings["Search"] = .init(comment: "from the table")
        _ = CatalogSync.addMissing(to: &migrated, from: strings)
        #expect(migrated.strings["OK"]?.comment == "Alert\n   Button\nButton")
        #expect(migrated.strings["Search"]?.comment == "Search panel title\nToolbar item label\n   Toolbar item tooltip")
    }

    @Test("Syncing twice changes nothing the second time")
    func idempotent() {
        var catalog = StringCatalogDocument(sourceLanguage: "en")
        let strings = [string("a", comment: "c"), string("b", value: "B")]
        _ = CatalogSync.sync(&catalog, with: strings)
        let first = catalog.canonicalBytes()
        let report = CatalogSync.sync(&catalog, with: strings)
        #expect(report.isEmpty)
        #expect(catalog.canonicalBytes() == first)
    }
}

extension CatalogSyncTests {
    /// Xcode's migrations: IceCubesApp's `iPad` (no table had it) became `{}`; iina's
    /// `NSLocalizedString("preference.sub_override_level.force", value: "force", …)`, whose
    /// English table said "force", became `extracted_with_value` with "force" in state new;
    /// Vienna's Objective-C `%@, %@` became "%1$@, %2$@", state new, with no extractionState.
    @Test("A migration's sync adds the code's keys, gives used keys the code's comments and default values, and leaves manual keys alone")
    func migrationSync() {
        var catalog = StringCatalogDocument(sourceLanguage: "en")
        catalog.strings["level.force"] = .init(comment: "old", localizations: ["en": translated("force"), "de": translated("erzwingen")])
        catalog.strings["level.other"] = .init(localizations: ["en": translated("Something else")])
        catalog.strings["unused"] = .init(comment: "kept", extractionState: "manual")
        let strings = [
            ExtractedString(table: "Localizable", key: "iPad", value: nil, comment: nil, location: SourceLocation(file: "a.swift", line: 1, column: 1), routine: "Text"),
            ExtractedString(table: "Localizable", key: "level.force", value: "force", comment: "force", location: SourceLocation(file: "a.swift", line: 2, column: 1), routine: "NSLocalizedString"),
            ExtractedString(table: "Localizable", key: "level.other", value: "Other", comment: nil, location: SourceLocation(file: "a.swift", line: 3, column: 1), routine: "NSLocalizedString"),
            ExtractedString(table: "Localizable", key: "%@, %@", value: nil, comment: "authors", location: SourceLocation(file: "f.m", line: 1, column: 1), routine: "NSLocalizedString"),
            ExtractedString(table: "Localizable", key: "unused", value: nil, comment: "new", location: SourceLocation(file: "a.swift", line: 4, column: 1), routine: "Text"),
        ]
        let added = CatalogSync.addMissing(to: &catalog, from: strings)
        #expect(added == ["%@, %@", "iPad"])
        #expect(catalog.strings["iPad"] == StringCatalogDocument.Entry())
        #expect(catalog.strings["%@, %@"] == .init(comment: "authors", localizations: ["en": .init(stringUnit: .init(state: "new", value: "%1$@, %2$@"))]))
        #expect(catalog.strings["level.force"]?.extractionState == "extracted_with_value")
        #expect(catalog.strings["level.force"]?.comment == "force")
        #expect(catalog.strings["level.force"]?.localizations?["en"]?.stringUnit == .init(state: "new", value: "force"))
        #expect(catalog.strings["level.force"]?.localizations?["de"] == translated("erzwingen"))
        // The source language says something else: its text stays.
        #expect(catalog.strings["level.other"]?.extractionState == nil)
        #expect(catalog.strings["level.other"]?.localizations?["en"] == translated("Something else"))
        #expect(catalog.strings["unused"] == .init(comment: "kept", extractionState: "manual"))
    }
}

extension CatalogSyncTests {
    /// XcodesApp's, Meshtastic's and Vienna's Xcode-written catalogs: `%@ %@ %@` has "%1$@ %2$@
    /// %3$@", `X: %@, Y: %lld` "X: %1$@, Y: %2$lld", both state new with no extractionState;
    /// `#%@` (one specifier) is `{}`.
    @Test("A new key of several specifiers gets them numbered as its source text, state new")
    func numberedNewKeys() {
        var catalog = StringCatalogDocument(sourceLanguage: "en")
        _ = CatalogSync.sync(&catalog, with: [string("%@ %@ %@"), string("X: %@, Y: %lld"), string("#%@"), string("100%% sure")])
        #expect(catalog.strings["%@ %@ %@"] == .init(localizations: ["en": .init(stringUnit: .init(state: "new", value: "%1$@ %2$@ %3$@"))]))
        #expect(catalog.strings["X: %@, Y: %lld"]?.localizations?["en"]?.stringUnit == .init(state: "new", value: "X: %1$@, Y: %2$lld"))
        #expect(catalog.strings["#%@"] == StringCatalogDocument.Entry())
        #expect(catalog.strings["100%% sure"] == StringCatalogDocument.Entry())
    }
}
