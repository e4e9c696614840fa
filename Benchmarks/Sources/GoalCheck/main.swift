import BenchmarkInputs
import Foundation
import PeerICU
import PeerSupport
import SharedTables
import Stringsdict

// Issue 20's goals, each measured with both sides interleaved in one process: a round times a
// batch of our calls and a batch of the peer's (the order alternating from round to round), and
// the round's ratio is peer time / our time. This machine's speed swings by 2× within seconds;
// a round is a few milliseconds, so both sides of a ratio see the same speed, which compare.sh's
// separate benchmark windows do not give. Two rows take longer calls: the `.xcstrings` parse
// (a call a side a round, at most 15 rounds) and flat scaling (the same code on 100k keys
// against 1k keys, per key, rounds of about 150 ms a side, at most 31 rounds; on 1M keys,
// rounds of about 600 ms, at most 11), through the generic and the fixed-arity render paths.
//
//   swift run -c release GoalCheck [ROUNDS] [TEXT]   (default 31 rounds a goal; with TEXT, only
//                                                    the goals whose name contains it)
//   GOALCHECK_SIDE=ours GOALCHECK_CALLS=N GoalCheck 3 TEXT   (one side only, for perf)
//
// Prints a Markdown table: each goal's median ratio over the rounds, the lowest and highest
// round, each side's median time per call (per key on the scaling row), and whether the median
// meets the goal.

let rounds = CommandLine.arguments.count > 1 ? max(3, Int(CommandLine.arguments[1]) ?? 31) : 31

/// The time per call of `body` run `calls` times, in nanoseconds.
@inline(never)
func timed(_ calls: Int, _ body: (Int) -> Int) -> (ns: Double, sink: Int) {
    var sink = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<calls { sink &+= body(index) }
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / Double(calls), sink)
}

struct Goal {
    var name: String
    var goal: Double
    var ours: (Int) -> Int
    var peer: (Int) -> Int
    /// Units of work in one call of each side (keys, for the scaling row): times are per unit.
    var oursUnits: Double = 1
    var peerUnits: Double = 1
    /// For sides that take milliseconds a call: rounds of about `target` nanoseconds a side, and
    /// at most `rounds` of them.
    var target: Double = 3_000_000
    var rounds: Int? = nil
}

struct Outcome {
    var ratios: [Double]
    var ours: [Double]
    var peer: [Double]
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Calls for a batch of about `target` nanoseconds of `body`.
func batch(_ body: (Int) -> Int, target: Double) -> Int {
    var calls = 1
    while true {
        let (ns, _) = timed(calls, body)
        if ns * Double(calls) >= target / 4 || calls >= 1 << 24 {
            return max(1, Int(target / max(ns, 0.1)))
        }
        calls *= 4
    }
}

func measure(_ goal: Goal) -> Outcome {
    // Warm both sides up, then size each side's batch to about 3 ms (or the goal's target).
    let heavy = goal.rounds != nil  // the rows whose calls take milliseconds
    _ = timed(heavy ? 1 : 1_000, goal.ours)
    _ = timed(heavy ? 1 : 10, goal.peer)
    let ourCalls = batch(goal.ours, target: goal.target), peerCalls = batch(goal.peer, target: goal.target)
    var outcome = Outcome(ratios: [], ours: [], peer: [])
    var sink = 0
    for round in 0..<min(rounds, goal.rounds ?? rounds) {
        let ours: (ns: Double, sink: Int), peer: (ns: Double, sink: Int)
        if round % 2 == 0 {
            ours = timed(ourCalls, goal.ours)
            peer = timed(peerCalls, goal.peer)
        } else {
            peer = timed(peerCalls, goal.peer)
            ours = timed(ourCalls, goal.ours)
        }
        sink &+= ours.sink &+ peer.sink
        let ourTime = ours.ns / goal.oursUnits, peerTime = peer.ns / goal.peerUnits
        outcome.ratios.append(peerTime / ourTime)
        outcome.ours.append(ourTime)
        outcome.peer.append(peerTime)
    }
    if sink == 42 { print("") }  // keeps the results alive
    return outcome
}

func time(_ ns: Double) -> String {
    if ns >= 1_000_000 { return String(format: "%.2f ms", ns / 1_000_000) }
    if ns >= 10_000 { return String(format: "%.1f µs", ns / 1_000) }
    return ns >= 100 ? String(format: "%.0f ns", ns) : String(format: "%.1f ns", ns)
}

// MARK: the two sides of each goal

func goals() -> [Goal]? {
    guard let ru = try? LocaleIdentifier("ru"), let en = try? LocaleIdentifier("en"),
          let context = try? RenderContext(locale: ru), let englishContext = try? RenderContext(locale: en),
          let rules = try? PluralRules(locale: ru),
          let l10n = try? Localizations(at: BenchmarkInputs.resources, preferences: [ru]),
          let table = try? l10n.table("Localizable", in: l10n.localization),
          let files = table["files.count"], let storage = table["storage.used"],
          let english = try? Localizations(at: BenchmarkInputs.resources, preferences: [en]),
          let englishTable = try? english.table("Localizable", in: english.localization),
          let englishFiles = englishTable["files.count"],
          let printfInteger = try? FormatString("%lu из %lu файлов"),
          let printfFloating = try? FormatString("Использовано %.1f гигабайта")
    else { return nil }
    var status: peer_status = 0
    guard let icu = peer_locale_open("ru", &status), status <= 0,
          let peerFiles = PeerEntry.files(), let peerEnglishFiles = PeerEntry.englishFiles(),
          let leanRu = peer_lean_open("ru", &status), let leanEn = peer_lean_open("en", &status), status <= 0,
          let filesMessage = PeerMessage(BenchmarkInputs.filesPattern)
    else { return nil }
    let foundationRu = Locale(identifier: "ru")
    let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
    let utf8 = UnsafeMutablePointer<CChar>.allocate(capacity: 1024)
    func leanText(_ length: Int32) -> String {
        UnsafeRawBufferPointer(start: utf8, count: Int(length)).withMemoryRebound(to: UInt8.self) {
            String(decoding: $0, as: UTF8.self)
        }
    }
    func lean(_ handle: OpaquePointer, _ entry: PeerEntry, _ value: Int64) -> Int {
        var status: peer_status = 0
        var argument = value
        return leanText(peer_lean_render_utf8(handle, entry.root, &argument, 1, utf8, 1024, &status)).utf8.count
    }
    func bytes(_ path: String) -> [UInt8] { FileManager.default.contents(atPath: path).map { Array($0) } ?? [] }
    let binary = bytes(BenchmarkInputs.binaryPlists + "/ddg_ru.lproj_Localizable.bplist")
    var utf16: [UInt8] = [0xFF, 0xFE]
    let utf8Strings = String(decoding: bytes(BenchmarkInputs.duckDuckGoRussian + "/Localizable.strings"), as: UTF8.self)
    for unit in utf8Strings.utf16 {
        utf16.append(UInt8(unit & 0xFF))
        utf16.append(UInt8(unit >> 8))
    }
    let binaryData = Data(binary), utf16Data = Data(utf16)
    func serialization(_ data: Data) -> Int {
        ((try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any])?.count ?? 0
    }
    guard !binary.isEmpty, serialization(binaryData) > 0, serialization(utf16Data) > 0 else { return nil }
    let count = BenchmarkInputs.count, doubles = BenchmarkInputs.doubles
    // The catalog row: 5,000 keys × 10 languages (CatalogBenchmarks' input), the whole file.
    let catalog = CatalogInput.generate(languages: Array(CatalogInput.languages.prefix(10))).canonicalBytes()
    let catalogData = Data(catalog)
    // The scaling row: the same work on 1k and on 100k keys, per key (LoadBenchmarks' input).
    let small = ScalingInput.table(keys: 1_000), large = ScalingInput.table(keys: 100_000)
    // 1M keys (a 95 MB file) only when a 1M row is chosen.
    final class Million { lazy var input = ScalingInput.table(keys: 1_000_000) }
    let million = Million()

    return [
        Goal(name: "`%.1f` render (ru, `Использовано %.1f гигабайта`) vs `String(format:locale:)`", goal: 60,
             ours: { (try? printfFloating.render(locale: ru, doubles[$0 & 7]))?.utf8.count ?? 0 },
             peer: { String(format: "Использовано %.1f гигабайта", locale: foundationRu, doubles[$0 & 7]).utf8.count }),
        Goal(name: "`%.1f` entry render (`storage.used`, fixed arity) vs `String(format:locale:)` of the variant", goal: 60,
             ours: { (try? storage.render(in: context, arguments: .double(doubles[$0 & 7])))?.utf8.count ?? 0 },
             peer: { String(format: BenchmarkInputs.storageVariant, locale: foundationRu, doubles[$0 & 7]).utf8.count }),
        Goal(name: "`%d` render (ru, `%lu из %lu файлов`) vs `String(format:locale:)`", goal: 120,
             ours: { (try? printfInteger.render(locale: ru, UInt($0 & 7), UInt(1250)))?.utf8.count ?? 0 },
             peer: { String(format: "%lu из %lu файлов", locale: foundationRu, UInt($0 & 7), UInt(1250)).utf8.count }),
        Goal(name: "plural render (ru, fixed arity) vs lean raw ICU in C", goal: 5,
             ours: { (try? files.render(in: context, arguments: .int(count($0))))?.utf8.count ?? 0 },
             peer: { lean(leanRu, peerFiles, count($0)) }),
        Goal(name: "plural render (en, fixed arity) vs lean raw ICU in C", goal: 5,
             ours: { (try? englishFiles.render(in: englishContext, arguments: .int(count($0))))?.utf8.count ?? 0 },
             peer: { lean(leanEn, peerEnglishFiles, count($0)) }),
        Goal(name: "plural render (ru, fixed arity) vs `umsg_format`", goal: 12,
             ours: { (try? files.render(in: context, arguments: .int(count($0))))?.utf8.count ?? 0 },
             peer: { Int(filesMessage.format(Double(count($0)), into: buffer) ?? 0) }),
        Goal(name: "plural render (ru, fixed arity) vs `String(format:locale:)` of the variant", goal: 250,
             ours: { (try? files.render(in: context, arguments: .int(count($0))))?.utf8.count ?? 0 },
             peer: { String(format: BenchmarkInputs.filesVariant, locale: foundationRu, Int(count($0))).utf8.count }),
        Goal(name: "binary `.stringsdict` load + compile vs `PropertyListSerialization` (parse only)", goal: 5,
             ours: { _ in (try? LocalizationTable(name: "Localizable", stringsdict: binary, file: "Localizable.stringsdict"))?.count ?? 0 },
             peer: { _ in serialization(binaryData) }),
        Goal(name: "UTF-16 `.strings` load + compile vs `PropertyListSerialization`", goal: 4,
             ours: { _ in (try? LocalizationTable(name: "Localizable", strings: utf16, file: "Localizable.strings"))?.count ?? 0 },
             peer: { _ in serialization(utf16Data) }),
        Goal(name: "`.xcstrings` (5,000 keys × 10 languages) parse vs `JSONDecoder` of a plain Codable model", goal: 3,
             ours: { _ in (try? StringCatalogDocument(bytes: catalog, file: "Ten.xcstrings"))?.strings.count ?? 0 },
             peer: { _ in (try? JSONDecoder().decode(CodableCatalog.self, from: catalogData))?.strings.count ?? 0 },
             target: 1, rounds: 15),
        Goal(name: "load + compile + render per key, 100k keys (ours) vs 1k keys (peer: the same code)", goal: 0.9,
             ours: { _ in ScalingInput.loadAndRenderEvery(large.utf16, keys: large.keys, context: englishContext) },
             peer: { _ in ScalingInput.loadAndRenderEvery(small.utf16, keys: small.keys, context: englishContext) },
             oursUnits: 100_000, peerUnits: 1_000, target: 150_000_000, rounds: 31),
        Goal(name: "load + compile + render per key, fixed arity, 100k keys (ours) vs 1k keys (peer: the same code)", goal: 0.9,
             ours: { _ in ScalingInput.loadAndRenderEveryFixedArity(large.utf16, keys: large.keys, context: englishContext) },
             peer: { _ in ScalingInput.loadAndRenderEveryFixedArity(small.utf16, keys: small.keys, context: englishContext) },
             oursUnits: 100_000, peerUnits: 1_000, target: 150_000_000, rounds: 31),
        Goal(name: "load + compile + render per key, 1M keys (ours) vs 1k keys (peer: the same code)", goal: 0.8,
             ours: { _ in ScalingInput.loadAndRenderEvery(million.input.utf16, keys: million.input.keys, context: englishContext) },
             peer: { _ in ScalingInput.loadAndRenderEvery(small.utf16, keys: small.keys, context: englishContext) },
             oursUnits: 1_000_000, peerUnits: 1_000, target: 600_000_000, rounds: 11),
        Goal(name: "load + compile + render per key, fixed arity, 1M keys (ours) vs 1k keys (peer: the same code)", goal: 0.8,
             ours: { _ in ScalingInput.loadAndRenderEveryFixedArity(million.input.utf16, keys: million.input.keys, context: englishContext) },
             peer: { _ in ScalingInput.loadAndRenderEveryFixedArity(small.utf16, keys: small.keys, context: englishContext) },
             oursUnits: 1_000_000, peerUnits: 1_000, target: 600_000_000, rounds: 11),
        Goal(name: "decimal plural category vs `unumf_formatDecimal` + `uplrules_selectFormatted`", goal: 2,
             ours: { (try? rules.category(ofDecimal: BenchmarkInputs.decimals[$0 & 7]))?.hashValue ?? 0 },
             peer: {
                 var status: peer_status = 0
                 let decimal = BenchmarkInputs.decimals[$0 & 7]
                 return Int(peer_locale_select_decimal(icu, decimal, Int32(decimal.utf8.count), &status))
             }),
    ]
}

let only = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil
guard let all = goals()?.filter({ only == nil || $0.name.contains(only ?? "") }) else {
    print("GoalCheck: an input does not load or a peer does not open")
    exit(1)
}
// `GOALCHECK_SIDE=ours` or `=peer` with `GOALCHECK_CALLS=N`: call only that side of each
// chosen goal N times and print nothing else, for `perf stat` / `perf record` (instruction
// counts do not swing with the machine's speed as times do).
if let side = ProcessInfo.processInfo.environment["GOALCHECK_SIDE"] {
    let calls = Int(ProcessInfo.processInfo.environment["GOALCHECK_CALLS"] ?? "") ?? 10_000
    var sink = 0
    for goal in all { sink &+= timed(calls, side == "peer" ? goal.peer : goal.ours).sink }
    if sink == 42 { print("") }
    exit(0)
}
print("Issue 20's goals, both sides interleaved in one process: \(rounds) rounds of about 3 ms a side each;")
print("ratio = peer time / our time, the median over the rounds, then the lowest and highest round.")
print()
print("| goal (issue 20) | ours (median) | peer (median) | ratio | rounds' range | goal | met |")
print("|---|---:|---:|---:|---:|---:|---|")
for goal in all {
    let outcome = measure(goal)
    let ratio = median(outcome.ratios)
    let range = String(format: "%.2f–%.2f×", outcome.ratios.min() ?? 0, outcome.ratios.max() ?? 0)
    print("| \(goal.name) | \(time(median(outcome.ours))) | \(time(median(outcome.peer))) | "
        + String(format: "%.2f×", ratio) + " | \(range) | ≥ " + (goal.goal < 1 ? String(format: "%.2f", goal.goal) : "\(Int(goal.goal))×")
        + " | \(ratio >= goal.goal ? "yes" : "**no**") |")
}
