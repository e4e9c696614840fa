import Benchmark
import FoundationEssentials
import SharedTables
import Stringsdict

/// The String Catalog toolchain on a generated catalog of 5,000 keys × 20 languages (14 MB of
/// JSON, Xcode's form): 80% plain strings, 10% plural variations, 5% substitutions, 5% with
/// `needs_review` units. Targets (issue 14): compile under 0.5 s, merge under 1 s. And the same
/// shape with 10 languages (issue 20): reading it at least 3× as fast as `JSONDecoder` decodes
/// it into a plain `Codable` model of the catalog's shape.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // .throughput makes the JMH export (and so compare.sh) carry these rows.
        metrics: [.wallClock, .throughput, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(20),
        maxIterations: 10
    )
    let base = CatalogInput.generate()
    let bytes = base.canonicalBytes()
    var ours = base, theirs = base
    for (index, key) in base.strings.keys.sorted().enumerated() {
        if index % 7 == 0, let value = ours.strings[key]?.localizations?["de"]?.stringUnit?.value {
            ours.strings[key]?.localizations?["de"]?.stringUnit?.value = value + " (ours)"
        }
        if index % 7 == 3, let value = theirs.strings[key]?.localizations?["fr"]?.stringUnit?.value {
            theirs.strings[key]?.localizations?["fr"]?.stringUnit?.value = value + " (theirs)"
        }
    }
    let oursBytes = ours.canonicalBytes(), theirsBytes = theirs.canonicalBytes()

    // What `catalog compile --format binary` does but the disk: read, compile every language,
    // write each language's .strings and .stringsdict as binary plists (in memory).
    Benchmark("catalog compile 5000x20") { benchmark in
        for _ in benchmark.scaledIterations {
            guard let catalog = try? StringCatalog(bytes: bytes, file: "Big.xcstrings") else { continue }
            var total = 0
            for language in catalog.compiled() {
                total += PropertyListWriter.binary(.dictionary(language.stringsdict)).count
                let location = SourceLocation(file: "", line: 1, column: 1)
                let entries = language.strings.map { PropertyListDictionary.Entry(key: $0.key, keyLocation: location, value: PropertyListNode(.string($0.value), at: location)) }
                total += PropertyListWriter.binary(.dictionary(PropertyListDictionary(entries: entries))).count
            }
            blackHole(total)
        }
    }

    // What `catalog merge` does but the disk: read the three versions, merge, write Xcode's form.
    Benchmark("catalog merge 5000x20") { benchmark in
        for _ in benchmark.scaledIterations {
            guard let b = try? StringCatalogDocument(bytes: bytes, file: "base"),
                  let o = try? StringCatalogDocument(bytes: oursBytes, file: "ours"),
                  let t = try? StringCatalogDocument(bytes: theirsBytes, file: "theirs") else { continue }
            blackHole(StringCatalogMerge.merge(base: b, ours: o, theirs: t).document.canonicalBytes().count)
        }
    }

    // Parse 5,000 keys × 10 languages (7 MB): our model, straight from the tokens, against
    // JSONDecoder into plain Codable structs of the same shape, the whole file in both.
    let ten = CatalogInput.generate(languages: Array(CatalogInput.languages.prefix(10))).canonicalBytes()
    let tenData = Data(ten)
    Benchmark("catalog parse 5000x10") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole((try? StringCatalogDocument(bytes: ten, file: "Ten.xcstrings"))?.strings.count)
        }
    }
    Benchmark("catalog parse 5000x10, one language") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole((try? StringCatalog(bytes: ten, file: "Ten.xcstrings", languages: ["de"]))?.keys.count)
        }
    }
    Benchmark("JSONDecoder 5000x10 (plain Codable model)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole((try? JSONDecoder().decode(CodableCatalog.self, from: tenData))?.strings.count)
        }
    }

    // What `catalog format` does but the disk: read and write Xcode's form.
    Benchmark("catalog format 5000x20") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole((try? StringCatalogDocument(bytes: bytes, file: "Big.xcstrings"))?.canonicalBytes().count)
        }
    }
}
