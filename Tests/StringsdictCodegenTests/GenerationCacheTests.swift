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

    /// The cache a successful run leaves with the accessors it generated (what the CLI keeps).
    static func cacheWithBlocks(after sources: LocalizationSources, salt: UInt64 = 0) -> GenerationCache {
        let output = AccessorGenerator(options: Self.options).generate(sources)
        return GenerationCache(signature: sources.signature, entries: sources.fingerprints, heads: sources.heads, salt: salt, blocks: output.blocks)
    }

    /// Reads the files of `files` in a fresh folder with `cache`, reusing its accessors.
    static func reading(_ files: [String: String], cache: GenerationCache, salt: UInt64 = 0) throws -> (LocalizationSources, CodegenFixture) {
        let fixture = try CodegenFixture(files)
        return (LocalizationSources(paths: [fixture.folder], cache: cache, salt: salt, outputsExist: true, reuseBlocks: true), fixture)
    }

    @Test("The cache file keeps signature, salt, heads, entries and accessors, keys with spaces, % and line breaks too")
    func roundTrip() throws {
        let cache = GenerationCache(
            signature: 0xfedc_ba98_7654_3210,
            entries: ["Localizable": ["a b": .init(raw: 1, source: 2), "100%\nsure": .init(raw: .max, source: 0)], "Other Table": ["x": .init(raw: 3, source: 4)]],
            heads: ["Localizable": 42], salt: 7,
            blocks: [
                "Localizable": [
                    "a b": .init(name: "aB", text: "/// en: \"a b\" 100% ünï\n\nstatic var aB: String {\n    L10n.localizations.localized(\"a b\")\n}"),
                    "100%\nsure": .init(name: "_100Sure", text: ""),
                ],
                "Other Table": ["x": .init(name: "x", text: "b x y z 1\nk 1 2 T K\n")],
            ])
        let path = FileManager.default.temporaryDirectory.path + "/cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: path) }
        try cache.write(to: path)
        #expect(GenerationCache(contentsOf: path) == cache)
        // Not a cache (or another version, the first had no accessors): empty, so everything is
        // compiled and checked.
        try Data("stringsdict-generate-cache 3\ns 1\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(GenerationCache(contentsOf: path) == GenerationCache())
        try Data("stringsdict-generate-cache 1\ns 1\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(GenerationCache(contentsOf: path) == GenerationCache())
        try Data("stringsdict-generate-cache 2\nk zz 1 T K\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(GenerationCache(contentsOf: path) == GenerationCache())
        // An accessor longer than the rest of the file, or without its line break.
        try Data("stringsdict-generate-cache 2\nb T K n 10\nshort\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(GenerationCache(contentsOf: path) == GenerationCache())
        try Data("stringsdict-generate-cache 2\nb T K n 2\nabc\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(GenerationCache(contentsOf: path) == GenerationCache())
    }

    @Test("A changed source-language text, an added or a removed key: only those entries are compiled, the other accessors come from the cache, and the code is the full read's")
    func reusedAccessors() throws {
        let settings = Self.catalog(en: "Settings title").replacingOccurrences(of: "\"files.count\"", with: "\"settings.files\"")
        let cases: [(before: [String: String], after: [String: String], compiled: Set<String>)] = [
            (["Localizable.xcstrings": Self.catalog()], ["Localizable.xcstrings": Self.catalog(en: "Caption")], ["label"]),
            (["Localizable.xcstrings": Self.catalog()], ["Localizable.xcstrings": Self.catalog(ru: "Метка", en: "Caption")], ["label"]),
            (["Localizable.xcstrings": Self.catalog()], ["Localizable.xcstrings": Self.catalog(extraKey: true)], ["added.key"]),
            (["Localizable.xcstrings": Self.catalog(extraKey: true)], ["Localizable.xcstrings": Self.catalog()], []),
            // Two tables: one changes, the other's accessors all come from the cache.
            (["Localizable.xcstrings": Self.catalog(), "Settings.xcstrings": settings],
             ["Localizable.xcstrings": Self.catalog(en: "Caption"), "Settings.xcstrings": settings], ["label"]),
        ]
        for (before, after, compiled) in cases {
            let first = try CodegenFixture(before)
            defer { first.remove() }
            let cache = Self.cacheWithBlocks(after: LocalizationSources(paths: [first.folder], cache: GenerationCache()))
            let (cached, cachedFixture) = try Self.reading(after, cache: cache)
            defer { cachedFixture.remove() }
            #expect(!cached.codeUnchanged)
            #expect(cached.reusableBlocks != nil)
            #expect(cached.compiledKeys?["Localizable"] ?? [] == compiled)
            // Only the changed entries are compiled, in every language.
            #expect(Set(cached.tables["Localizable"]?["en"]?.keys ?? []) == compiled)
            #expect(cached.tables["Settings"] == nil)
            let output = try #require(AccessorGenerator(options: Self.options).generateReusingBlocks(cached))
            let full = try CodegenFixture(after)
            defer { full.remove() }
            let fullOutput = full.generate(Self.options)
            #expect(Self.code(output) == Self.code(fullOutput))
            #expect(output.diagnostics == fullOutput.diagnostics)
            #expect(output.blocks == fullOutput.blocks)
            // generate(_:) gives the same from such sources.
            #expect(Self.code(AccessorGenerator(options: Self.options).generate(cached)) == Self.code(fullOutput))
        }
    }

    @Test("The cached accessors are not used when they cannot give the full read's code")
    func accessorsNotReused() throws {
        let first = try CodegenFixture(["Localizable.xcstrings": Self.catalog()])
        defer { first.remove() }
        let cache = Self.cacheWithBlocks(after: LocalizationSources(paths: [first.folder], cache: GenerationCache()), salt: 5)
        // Other options or another generator (the salt), a missing accessor, a file that is not a catalog.
        let (salted, saltedFixture) = try Self.reading(["Localizable.xcstrings": Self.catalog(en: "Caption")], cache: cache, salt: 6)
        defer { saltedFixture.remove() }
        #expect(salted.reusableBlocks == nil)
        #expect(salted.tables["Localizable"]?["en"]?.keys.count == 4)
        var missing = cache
        missing.blocks["Localizable"]?["invite"] = nil
        let (gap, gapFixture) = try Self.reading(["Localizable.xcstrings": Self.catalog(en: "Caption")], cache: missing, salt: 5)
        defer { gapFixture.remove() }
        #expect(gap.reusableBlocks == nil)
        let (mixed, mixedFixture) = try Self.reading(
            ["Localizable.xcstrings": Self.catalog(en: "Caption"), "de.lproj/Settings.strings": "\"a\" = \"b\";"], cache: cache, salt: 5)
        defer { mixedFixture.remove() }
        #expect(mixed.reusableBlocks == nil)
        // A new key whose name clashes with a kept key's: the rename is the full read's.
        let clash = Self.catalog(extraKey: true).replacingOccurrences(of: "\"added.key\"", with: "\"Label\"")
        let (clashing, clashingFixture) = try Self.reading(["Localizable.xcstrings": clash], cache: cache, salt: 5)
        defer { clashingFixture.remove() }
        #expect(clashing.reusableBlocks != nil)
        #expect(AccessorGenerator(options: Self.options).generateReusingBlocks(clashing) == nil)
        #expect(AccessorGenerator(options: Self.options).generate(clashing).diagnostics.first?.severity == .error)
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
        let slices = try #require(HashedCatalogSlices(bytes: bytes, file: "Localizable.xcstrings"))
        #expect(slices.sourceLanguage == "en")
        // The key with an escape is cut by the tokenizer; the values are whole JSON objects.
        #expect(Set(slices.entries.map(\.key)) == ["files.count", "invite", "label", "quote\"key"])
        let strings = try #require(JSONDocument(bytes: bytes, file: "Localizable.xcstrings").root.object?["strings"]?.object)
        for entry in slices.entries {
            let value = try JSONDocument(bytes: Array(bytes[entry.range]), file: "entry")
            #expect(value.root == strings[entry.key])
        }
        // Not a catalog's shape, a repeated key, a file cut short: nil (the reader says why).
        #expect(HashedCatalogSlices(bytes: Array("[1]".utf8), file: "x") == nil)
        #expect(HashedCatalogSlices(bytes: Array(#"{"strings":{"a":{},"a":{}}}"#.utf8), file: "x") == nil)
        #expect(HashedCatalogSlices(bytes: Array(#"{"strings":{"a":{"#.utf8), file: "x") == nil)
    }
}
