import Foundation
import Testing
import Stringsdict
import StringsdictTestSupport

/// `Localizations.url(forResource:…)` against the Bundle Programming Guide's order: region
/// folder, language folder, nonlocalized resource; then (our documented decision) `Base.lproj`
/// and the development language.
@Suite("Localized resources")
struct LocalizationsResourcesTests {
    /// Each file's content names where it is, so a test reads which copy was chosen.
    static let files: [String: String] = [
        "en-GB.lproj/flag.png": "en-GB",
        "en.lproj/flag.png": "en",
        "en.lproj/help.html": "en",
        "en.lproj/only-development.txt": "en",
        "en.lproj/Localizable.strings": "\"a\" = \"b\";",
        "de.lproj/flag.png": "de",
        "de.lproj/Sounds/click.caf": "de",
        "es.lproj/flag.png": "es",
        "es-419.lproj/.keep": "",
        "pt-PT.lproj/flag.png": "pt-PT",
        "Base.lproj/Main.storyboard": "Base",
        "Base.lproj/both.txt": "Base",
        "help.html": "top",
        "both.txt": "top",
        "Sounds/click.caf": "top",
        "Sounds/beep.caf": "top",
        "notes.png": "top",
    ]

    static func resolve(_ name: String, _ ext: String, preferences: [String], subdirectory: String? = nil, localization: String? = nil) throws -> String? {
        let folder = try TemporaryFolder(files)
        let l10n = try Localizations(at: folder.path, preferences: preferences.map { try LocaleIdentifier($0) })
        guard let url = l10n.url(forResource: name, withExtension: ext, subdirectory: subdirectory, localization: localization) else { return nil }
        #expect(url.path.hasPrefix(folder.path))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("Step 1, region: the region's folder wins over the language's")
    func region() throws {
        #expect(try Self.resolve("flag", "png", preferences: ["en-GB"]) == "en-GB")
    }

    @Test("Step 2, language: a resource the region folder lacks comes from the language folder, not the top level")
    func language() throws {
        #expect(try Self.resolve("help", "html", preferences: ["en-GB"]) == "en")
        #expect(try Self.resolve("flag", "png", preferences: ["en-US"]) == "en")
    }

    @Test("Parent chain: es-MX is served by es-419, which falls back to es (CLDR parents)")
    func parentChain() throws {
        #expect(try Self.resolve("flag", "png", preferences: ["es-MX"]) == "es")
        let folder = try TemporaryFolder(Self.files)
        let l10n = try Localizations(at: folder.path, preferences: [LocaleIdentifier("es-MX")])
        #expect(l10n.resourceSearchOrder() == ["es-419.lproj", "es.lproj", "", "Base.lproj", "en.lproj"])
    }

    @Test("Step 3, nonlocalized: no localized folder has it, the top level does")
    func nonlocalized() throws {
        #expect(try Self.resolve("help", "html", preferences: ["de"]) == "top")
        #expect(try Self.resolve("both", "txt", preferences: ["de"]) == "top", "the nonlocalized copy comes before Base")
    }

    @Test("Then Base.lproj")
    func base() throws {
        #expect(try Self.resolve("Main", "storyboard", preferences: ["de"]) == "Base")
    }

    @Test("Then the development language's folder")
    func developmentLanguage() throws {
        #expect(try Self.resolve("only-development", "txt", preferences: ["de"]) == "en")
        let folder = try TemporaryFolder(Self.files)
        let l10n = try Localizations(at: folder.path, preferences: [LocaleIdentifier("de-AT")])
        #expect(l10n.resourceSearchOrder() == ["de.lproj", "", "Base.lproj", "en.lproj"])
    }

    @Test("A sibling region serves when it is the negotiated localization (pt-PT for pt-BR)")
    func sibling() throws {
        #expect(try Self.resolve("flag", "png", preferences: ["pt-BR"]) == "pt-PT")
    }

    @Test("Subdirectories are searched inside each folder, in the same order")
    func subdirectory() throws {
        #expect(try Self.resolve("click", "caf", preferences: ["de"], subdirectory: "Sounds") == "de")
        #expect(try Self.resolve("click", "caf", preferences: ["en"], subdirectory: "Sounds") == "top")
        #expect(try Self.resolve("click", "caf", preferences: ["en"]) == nil)
    }

    @Test("localization: searches that localization (and its parents), then the nonlocalized resource only")
    func explicitLocalization() throws {
        #expect(try Self.resolve("flag", "png", preferences: ["en"], localization: "de") == "de")
        #expect(try Self.resolve("flag", "png", preferences: ["de"], localization: "en_GB") == "en-GB")
        #expect(try Self.resolve("help", "html", preferences: ["en"], localization: "de") == "top")
        #expect(try Self.resolve("Main", "storyboard", preferences: ["en"], localization: "de") == nil)
    }

    @Test("Missing resources and names that would leave the folder find nothing", arguments: [
        ("missing", "png", nil), ("../flag", "png", nil), ("flag", "png", "../en.lproj"), ("/etc/passwd", "", nil), ("", "", nil),
    ] as [(String, String, String?)])
    func notFound(name: String, ext: String, subdirectory: String?) throws {
        #expect(try Self.resolve(name, ext, preferences: ["en"], subdirectory: subdirectory) == nil)
    }

    @Test("A name with its extension and no withExtension: works as Bundle's does")
    func nameWithExtension() throws {
        let folder = try TemporaryFolder(Self.files)
        let l10n = try Localizations(at: folder.path, preferences: [LocaleIdentifier("de")])
        #expect(l10n.url(forResource: "flag.png")?.path.hasSuffix("/de.lproj/flag.png") == true)
    }

    @Test("urls(forResourcesWithExtension:) gives one URL per file name, the copy the search order finds")
    func urls() throws {
        let folder = try TemporaryFolder(Self.files)
        let l10n = try Localizations(at: folder.path, preferences: [LocaleIdentifier("en-GB")])
        let found = l10n.urls(forResourcesWithExtension: "png").map { String($0.path.dropFirst(folder.path.count + 1)) }
        #expect(found == ["en-GB.lproj/flag.png", "notes.png"])
        let sounds = l10n.urls(forResourcesWithExtension: "caf", subdirectory: "Sounds").map { String($0.path.dropFirst(folder.path.count + 1)) }
        #expect(sounds == ["Sounds/beep.caf", "Sounds/click.caf"])
        let german = try l10n.preferring([LocaleIdentifier("de")])
        let germanSounds = german.urls(forResourcesWithExtension: "caf", subdirectory: "Sounds").map { String($0.path.dropFirst(folder.path.count + 1)) }
        #expect(germanSounds == ["Sounds/beep.caf", "de.lproj/Sounds/click.caf"])
        #expect(l10n.urls(forResourcesWithExtension: "lproj").isEmpty, ".lproj folders are not resources")
    }
}
