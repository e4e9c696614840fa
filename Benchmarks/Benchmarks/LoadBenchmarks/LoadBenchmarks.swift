import Benchmark
import BenchmarkInputs
import SharedTables
import Foundation
import Stringsdict

/// Reading tables from bytes already in memory: Stringsdict's readers alone (parse), loading a
/// table with every entry compiled (load: `LocalizationTable(name:stringsdict:file:)`, which
/// compiles the usual `.stringsdict` straight from its bytes), the same through a property-list
/// tree (load via tree, for all 50 files), and Foundation's `PropertyListSerialization` parsing
/// the same bytes. The DuckDuckGo corpus: its Russian `Localizable.stringsdict` as XML and as a binary
/// plist, its Russian `Localizable.strings` re-encoded as UTF-16 (Xcode's default), and all 50
/// `.stringsdict` files at once.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        // One load a sample (compare.sh relies on this target's scaling factor being one).
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )
    func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
    let corpus = BenchmarkInputs.duckDuckGo, russian = BenchmarkInputs.duckDuckGoRussian
    let paths = (FileManager.default.enumerator(atPath: corpus)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".stringsdict") }.sorted()
    let all = paths.compactMap { bytes(corpus + "/" + $0) }
    let utf8Strings = FileManager.default.contents(atPath: russian + "/Localizable.strings")
        .flatMap { String(data: $0, encoding: .utf8) }
    guard all.count == 50,
          let xml = bytes(russian + "/Localizable.stringsdict"),
          let binary = bytes(BenchmarkInputs.binaryPlists + "/ddg_ru.lproj_Localizable.bplist"),
          let utf8Strings
    else {
        print("LoadBenchmarks: the DuckDuckGo corpus is not at \(corpus)")
        return
    }
    // UTF-16 little-endian with a byte order mark, as Xcode writes .strings files.
    var utf16 = [UInt8]([0xFF, 0xFE])
    for unit in utf8Strings.utf16 {
        utf16.append(UInt8(unit & 0xFF))
        utf16.append(UInt8(unit >> 8))
    }
    let xmlData = Data(xml), binaryData = Data(binary), utf16Data = Data(utf16), allData = all.map { Data($0) }

    func load(_ bytes: [UInt8]) -> LocalizationTable? {
        try? LocalizationTable(name: "Localizable", stringsdict: bytes, file: "Localizable.stringsdict")
    }
    func loadViaTree(_ bytes: [UInt8]) -> LocalizationTable? {
        guard let (dictionary, _) = try? PropertyListReader.readDictionary(bytes, file: "Localizable.stringsdict") else { return nil }
        return LocalizationTable(name: "Localizable", stringsdict: dictionary)
    }
    func loadStrings(_ bytes: [UInt8]) -> LocalizationTable? {
        try? LocalizationTable(name: "Localizable", strings: bytes, file: "Localizable.strings")
    }
    func loadStringsViaReader(_ bytes: [UInt8]) -> LocalizationTable? {
        guard let file = try? StringsFileReader.read(bytes, file: "Localizable.strings") else { return nil }
        return LocalizationTable(name: "Localizable", strings: file)
    }
    func serialization(_ data: Data) -> Any? {
        try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }
    // Every input must load (and compile without a problem) on both sides.
    guard let xmlTable = load(xml), xmlTable.problems.isEmpty, load(binary)?.messages.count == xmlTable.messages.count,
          let stringsTable = loadStrings(utf16), !stringsTable.messages.isEmpty,
          loadStringsViaReader(utf16)?.keys == stringsTable.keys,
          all.allSatisfy({ load($0)?.problems.isEmpty == true && loadViaTree($0)?.messages.count == load($0)?.messages.count }),
          serialization(xmlData) != nil, serialization(binaryData) != nil, allData.allSatisfy({ serialization($0) != nil })
    else {
        print("LoadBenchmarks: some input does not load")
        return
    }
    let foundationReadsStrings = (serialization(utf16Data) as? [String: String])?.count == stringsTable.messages.count

    Benchmark("parse/XML stringsdict/ru") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? PropertyListReader.read(xml, file: "Localizable.stringsdict"))
        }
    }

    Benchmark("load/XML stringsdict/ru") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(load(xml))
        }
    }

    Benchmark("PropertyListSerialization/XML stringsdict/ru") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(serialization(xmlData))
        }
    }

    Benchmark("parse/binary stringsdict/ru") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? PropertyListReader.read(binary, file: "Localizable.stringsdict"))
        }
    }

    Benchmark("load/binary stringsdict/ru") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(load(binary))
        }
    }

    Benchmark("PropertyListSerialization/binary stringsdict/ru") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(serialization(binaryData))
        }
    }

    Benchmark("load/strings UTF-16/ru") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(loadStrings(utf16))
        }
    }

    Benchmark("load via reader/strings UTF-16/ru") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(loadStringsViaReader(utf16))
        }
    }

    if foundationReadsStrings {
        Benchmark("PropertyListSerialization/strings UTF-16/ru") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(serialization(utf16Data))
            }
        }
    }

    Benchmark("parse/XML stringsdict/all 50") { benchmark in
        for _ in benchmark.scaledIterations {
            for file in all { blackHole(try? PropertyListReader.read(file, file: "Localizable.stringsdict")) }
        }
    }

    Benchmark("load/XML stringsdict/all 50") { benchmark in
        for _ in benchmark.scaledIterations {
            for file in all { blackHole(load(file)) }
        }
    }

    Benchmark("load via tree/XML stringsdict/all 50") { benchmark in
        for _ in benchmark.scaledIterations {
            for file in all { blackHole(loadViaTree(file)) }
        }
    }

    Benchmark("PropertyListSerialization/XML stringsdict/all 50") { benchmark in
        for _ in benchmark.scaledIterations {
            for data in allData { blackHole(serialization(data)) }
        }
    }

    scalingBenchmarks()
}

/// Flat scaling: a generated `.strings` table (UTF-16, as Xcode writes it) of 1k, 10k, 100k
/// and 1M keys, loaded from bytes in memory and every key then looked up and rendered once with
/// one argument (which compiles its format). A sample is the whole table: divide by the key
/// count for the cost per key (compare.sh does). GoalCheck measures the same work interleaved.
func scalingBenchmarks() {
    for count in [1_000, 10_000, 100_000, 1_000_000] {
        let (utf16, keys) = ScalingInput.table(keys: count)
        guard let context = try? RenderContext(locale: LocaleIdentifier("en")),
              let table = try? LocalizationTable(name: "Scaling", strings: utf16, file: "Scaling.strings"),
              table.count == keys.count
        else {
            print("LoadBenchmarks: the generated \(count)-key table does not load")
            return
        }
        let label = count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)k"
        Benchmark("scaling/strings UTF-16 load + render every key/\(label)", configuration: .init(
            metrics: [.wallClock, .throughput, .mallocCountTotal],
            warmupIterations: count >= 1_000_000 ? 1 : 5,
            maxDuration: .seconds(count >= 1_000_000 ? 20 : 3), maxIterations: count >= 1_000_000 ? 5 : 1_000
        )) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(ScalingInput.loadAndRenderEvery(utf16, keys: keys, context: context))
            }
        }
    }
}
