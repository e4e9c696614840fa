import Foundation
import Stringsdict
import Testing
@testable import StringsdictCodegen

/// The cache of `stringsdict generate --cache` (what the build plugin keeps between builds):
/// each read with a cache must give the checks and the code a read without one gives.
@Suite("Generation cache")
struct GenerationCacheTests {
    /// A catalog in en, de and ru: a plural, a two-argument text and plain texts, with escapes
    /// and non-ASCII text in values and one key with an escape.
    static func catalog(ru label: String = "Надпись", en title: String = "Label", invite: String = "%1$@ пригласил вас на %2$lld событий", extraKey: Bool = false) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            \(extraKey ? "\"added.key\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Added %lld\" } } } }," : "")
            "files.count" : {
              "comment" : "Files in the folder, \\"quoted\\".",
              "localizations" : {
                "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                "ru" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } }, "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }, "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } }
              }
            },
            "invite" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ invited you to %2$lld events" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "\(invite)" } }
              }
            },
            "label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "\(title) {1} [2] \\\\ \\"x\\"" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Beschriftung" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "\(label)" } }
              }
            },
            "quote\\"key" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Quote" } } }
            }
          },
          "version" : "1.0"
        }
        """
    }

    /// Reads `text` as the only file of a fresh folder, with `cache`.
    static func read(_ text: String, cache: GenerationCache?, outputsExist: Bool = true) throws -> (LocalizationSources, CodegenFixture) {
        let fixture = try CodegenFixture(["Localizable.xcstrings": text])
        return (LocalizationSources(paths: [fixture.folder], cache: cache, outputsExist: outputsExist), fixture)
    }

    /// The cache a successful run leaves.
    static func cache(after sources: LocalizationSources) -> GenerationCache {
        GenerationCache(signature: sources.signature, entries: sources.fingerprints, heads: sources.heads)
    }

    static let options = AccessorGenerator.Options(storage: .bundle, parts: 4)

    static func code(_ output: AccessorGenerator.Output) -> [String] { [output.code] + output.parts }

    @Test("The cache file keeps signature, heads and entries, keys with spaces, % and line breaks too")
    func roundTrip() throws {
        let cache = GenerationCache(
            signature: 0xfedc_ba98_7654_3210,
            entries: ["Localizable": ["a b": .init(raw: 1, source: 2), "100%\nsure": .init(raw: .max, source: 0)], "Other Table": ["x": .init(raw: 3, source: 4)]],
            heads: ["Localizable": 42])
        let path = FileManager.default.temporaryDirectory.path + "/cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: path) }
        try cache.write(to: path)
        #expect(GenerationCache(contentsOf: path) == cache)
        // Not a cache (or another version): empty, so everything is compiled and checked.
        try Data("stringsdict-generate-cache 2\ns 1\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(GenerationCache(contentsOf: path) == GenerationCache())
        try Data("stringsdict-generate-cache 1\nk zz 1 T K\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(GenerationCache(contentsOf: path) == GenerationCache())
    }

    @Test("A changed translation: only its entry is compiled and checked, and the code is unchanged")
    func translationChanged() throws {
        let (first, firstFixture) = try Self.read(Self.catalog(), cache: GenerationCache())
        defer { firstFixture.remove() }
        #expect(first.compiledKeys?["Localizable"] == ["files.count", "invite", "label", "quote\"key"])
        let cache = Self.cache(after: first)

        let (same, sameFixture) = try Self.read(Self.catalog(), cache: cache)
        defer { sameFixture.remove() }
        #expect(same.codeUnchanged)
        #expect(same.compiledKeys?["Localizable"] ?? [] == [])

        let (changed, changedFixture) = try Self.read(Self.catalog(ru: "Метка"), cache: cache)
        defer { changedFixture.remove() }
        #expect(changed.codeUnchanged)
        #expect(changed.compiledKeys?["Localizable"] == ["label"])
        #expect(try changed.tables["Localizable"]?["ru"]?["label"]?.render(locale: LocaleIdentifier("ru"), arguments: []) == "Метка")
        #expect(changed.tables["Localizable"]?["ru"]?["invite"] == nil)
        #expect(AccessorGenerator(options: Self.options).check(changed).isEmpty)
        // Without the cache, the same checks find nothing either.
        let (full, fullFixture) = try Self.read(Self.catalog(ru: "Метка"), cache: nil)
        defer { fullFixture.remove() }
        #expect(AccessorGenerator(options: Self.options).generate(full).diagnostics.isEmpty)
    }

    @Test("A changed source-language text or an added key: the code is generated again, as without the cache")
    func sourceChanged() throws {
        let (first, firstFixture) = try Self.read(Self.catalog(), cache: GenerationCache())
        defer { firstFixture.remove() }
        let cache = Self.cache(after: first)
        for text in [Self.catalog(en: "Caption"), Self.catalog(extraKey: true)] {
            let (cached, cachedFixture) = try Self.read(text, cache: cache)
            let (full, fullFixture) = try Self.read(text, cache: nil)
            #expect(!cached.codeUnchanged)
            #expect(cached.signature != cache.signature)
            let cachedOutput = AccessorGenerator(options: Self.options).generate(cached)
            let fullOutput = AccessorGenerator(options: Self.options).generate(full)
            #expect(Self.code(cachedOutput) == Self.code(fullOutput))
            #expect(cachedOutput.diagnostics == fullOutput.diagnostics)
            cachedFixture.remove()
            fullFixture.remove()
        }
        // Missing outputs: generated again even when nothing changed.
        let (missing, missingFixture) = try Self.read(Self.catalog(), cache: cache, outputsExist: false)
        defer { missingFixture.remove() }
        #expect(!missing.codeUnchanged)
    }

    @Test("A translation that breaks is still an error naming its key, with or without the cache")
    func brokenTranslation() throws {
        let (first, firstFixture) = try Self.read(Self.catalog(), cache: GenerationCache())
        defer { firstFixture.remove() }
        let cache = Self.cache(after: first)
        let broken = Self.catalog(invite: "%1$@ пригласил вас на %2$@ событий")
        let (cached, cachedFixture) = try Self.read(broken, cache: cache)
        defer { cachedFixture.remove() }
        #expect(cached.codeUnchanged)
        let findings = AccessorGenerator(options: Self.options).check(cached)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.entry == CodegenDiagnostic.Entry(table: "Localizable", key: "invite"))
        #expect(findings.first?.message.contains("ru: 'invite' reads argument 2") == true)
        #expect(findings.first?.location.file.hasSuffix("Localizable.xcstrings") == true)
        let (full, fullFixture) = try Self.read(broken, cache: nil)
        defer { fullFixture.remove() }
        #expect(AccessorGenerator(options: Self.options).generate(full).diagnostics.map(\.message) == findings.map(\.message))
    }

    @Test("Catalogs are cut into the same entries by brackets as by the tokenizer")
    func slices() throws {
        let bytes = Array(Self.catalog().utf8)
        let slices = try #require(CatalogSlices(bytes: bytes, file: "Localizable.xcstrings"))
        #expect(slices.sourceLanguage == "en")
        // The key with an escape is cut by the tokenizer; the values are whole JSON objects.
        #expect(Set(slices.entries.map(\.key)) == ["files.count", "invite", "label", "quote\"key"])
        let strings = try #require(JSONDocument(bytes: bytes, file: "Localizable.xcstrings").root.object?["strings"]?.object)
        for entry in slices.entries {
            let value = try JSONDocument(bytes: Array(bytes[entry.range]), file: "entry")
            #expect(value.root == strings[entry.key])
        }
        // Not a catalog's shape, a repeated key, a file cut short: nil (the reader says why).
        #expect(CatalogSlices(bytes: Array("[1]".utf8), file: "x") == nil)
        #expect(CatalogSlices(bytes: Array(#"{"strings":{"a":{},"a":{}}}"#.utf8), file: "x") == nil)
        #expect(CatalogSlices(bytes: Array(#"{"strings":{"a":{"#.utf8), file: "x") == nil)
    }
}
