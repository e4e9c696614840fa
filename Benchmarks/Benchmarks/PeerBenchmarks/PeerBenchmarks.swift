import Benchmark
import BenchmarkInputs
import Foundation
import PeerICU
import PeerSupport

/// The peers of EngineBenchmarks, on the same inputs: ICU through the C shim PeerICU (its own
/// calls, `umsg_format`, and the raw baseline: select, format, concatenate in C) and Foundation
/// (`NumberFormatter`, `String(format:locale:)`).
///
/// Every peer returns a Swift `String`, as Stringsdict does: ICU's UTF-16 output is decoded into
/// one, which is part of what a Swift caller of ICU pays.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        // 1,000 calls a sample, as EngineBenchmarks (compare.sh divides).
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )
    var status: peer_status = 0
    guard let icu = peer_locale_open("ru", &status), status <= 0,
          let files = PeerEntry.files(), let selected = PeerEntry.selected(), let englishFiles = PeerEntry.englishFiles(),
          let leanRu = peer_lean_open("ru", &status), let leanEn = peer_lean_open("en", &status), status <= 0,
          let filesMessage = PeerMessage(BenchmarkInputs.filesPattern),
          let selectedMessage = PeerMessage(BenchmarkInputs.selectedPattern)
    else {
        print("PeerBenchmarks: ICU cannot open the Russian peers (status \(status))")
        return
    }
    let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
    func text(_ length: Int32) -> String {
        String(decoding: UnsafeBufferPointer(start: buffer, count: Int(length)), as: UTF16.self)
    }
    func rawRender(_ entry: PeerEntry, _ arguments: [Int64]) -> String {
        var status: peer_status = 0
        let length = arguments.withUnsafeBufferPointer {
            peer_plural_render(icu, entry.root, $0.baseAddress, Int32($0.count), buffer, 256, &status)
        }
        return text(length)
    }
    let utf8 = UnsafeMutablePointer<CChar>.allocate(capacity: 1024)
    /// The lean baseline's UTF-8, as a String (validated, as any UTF-8 from C must be).
    func leanText(_ length: Int32) -> String {
        UnsafeRawBufferPointer(start: utf8, count: Int(length)).withMemoryRebound(to: UInt8.self) {
            String(decoding: $0, as: UTF8.self)
        }
    }
    func leanRender(_ lean: OpaquePointer, _ entry: PeerEntry, _ arguments: [Int64]) -> String {
        var status: peer_status = 0
        let length = arguments.withUnsafeBufferPointer {
            peer_lean_render_utf8(lean, entry.root, $0.baseAddress, Int32($0.count), utf8, 1024, &status)
        }
        return leanText(length)
    }
    let foundationRu = Locale(identifier: "ru")
    let numberFormatter = NumberFormatter()
    numberFormatter.locale = foundationRu
    numberFormatter.numberStyle = .decimal
    guard rawRender(files, [5]) == "5 файлов", rawRender(files, [0]) == "Нет файлов",
          rawRender(selected, [2, 5]) == "Выбрано 2 из 5 файлов",
          leanRender(leanRu, files, [1250]) == "1\u{00A0}250 файлов", leanRender(leanRu, files, [0]) == "Нет файлов",
          leanRender(leanRu, selected, [2, 5]) == "Выбрано 2 из 5 файлов",
          leanRender(leanEn, englishFiles, [1250]) == "1,250 files", leanRender(leanEn, englishFiles, [1]) == "1 file",
          filesMessage.format(21, into: buffer).map(text) == "21 файл",
          selectedMessage.format(2, 5, into: buffer).map(text) == "Выбрано 2 из 5 файлов"
    else {
        print("PeerBenchmarks: the ICU peers do not render what Stringsdict renders")
        return
    }

    // MARK: plural categories

    Benchmark("ICU uplrules_select/ru/integer") { benchmark in
        var status: peer_status = 0
        for iteration in benchmark.scaledIterations {
            blackHole(peer_locale_select(icu, Double(BenchmarkInputs.count(iteration)), &status))
        }
    }

    Benchmark("ICU uplrules_selectFormatted/ru/decimal as written") { benchmark in
        var status: peer_status = 0
        for iteration in benchmark.scaledIterations {
            let decimal = BenchmarkInputs.decimals[iteration & 7]
            blackHole(peer_locale_select_decimal(icu, decimal, Int32(decimal.utf8.count), &status))
        }
    }

    // MARK: number formatting

    Benchmark("ICU unumf_formatInt/ru/integer") { benchmark in
        var status: peer_status = 0
        for iteration in benchmark.scaledIterations {
            blackHole(text(peer_locale_format_int(icu, BenchmarkInputs.count(iteration), buffer, 256, &status)))
        }
    }

    Benchmark("ICU unumf_formatDouble/ru/double") { benchmark in
        var status: peer_status = 0
        for iteration in benchmark.scaledIterations {
            blackHole(text(peer_locale_format_double(icu, BenchmarkInputs.doubles[iteration & 7], buffer, 256, &status)))
        }
    }

    Benchmark("NumberFormatter/ru/integer") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(numberFormatter.string(from: NSNumber(value: BenchmarkInputs.count(iteration))))
        }
    }

    Benchmark("NumberFormatter/ru/double") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(numberFormatter.string(from: NSNumber(value: BenchmarkInputs.doubles[iteration & 7])))
        }
    }

    // MARK: messages

    Benchmark("String(format:locale:)/ru/plain, %@") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(String(format: BenchmarkInputs.greeting, locale: foundationRu, BenchmarkInputs.name))
        }
    }

    Benchmark("String(format:locale:)/ru/plural variant") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(String(format: BenchmarkInputs.filesVariant, locale: foundationRu, Int(BenchmarkInputs.count(iteration))))
        }
    }

    Benchmark("String(format:locale:)/ru/nested variant, two integers") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(String(
                format: BenchmarkInputs.selectedVariant, locale: foundationRu,
                Int(BenchmarkInputs.count(iteration)), Int(BenchmarkInputs.count(iteration + 5))))
        }
    }

    Benchmark("String(format:locale:)/ru/floating variant, .1f") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(String(format: BenchmarkInputs.storageVariant, locale: foundationRu, BenchmarkInputs.doubles[iteration & 7]))
        }
    }

    Benchmark("ICU umsg_format/ru/plural") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(filesMessage.format(Double(BenchmarkInputs.count(iteration)), into: buffer).map(text))
        }
    }

    Benchmark("ICU umsg_format/ru/nested, two integers") { benchmark in
        for iteration in benchmark.scaledIterations {
            let first = Double(BenchmarkInputs.count(iteration)), second = Double(BenchmarkInputs.count(iteration + 5))
            blackHole(selectedMessage.format(first, second, into: buffer).map(text))
        }
    }

    Benchmark("raw ICU in C/ru/plural") { benchmark in
        var status: peer_status = 0
        var argument: Int64 = 0
        for iteration in benchmark.scaledIterations {
            argument = BenchmarkInputs.count(iteration)
            blackHole(text(peer_plural_render(icu, files.root, &argument, 1, buffer, 256, &status)))
        }
    }

    Benchmark("raw ICU in C/ru/nested, two integers") { benchmark in
        var status: peer_status = 0
        let arguments = UnsafeMutablePointer<Int64>.allocate(capacity: 2)
        for iteration in benchmark.scaledIterations {
            arguments[0] = BenchmarkInputs.count(iteration)
            arguments[1] = BenchmarkInputs.count(iteration + 5)
            blackHole(text(peer_plural_render(icu, selected.root, arguments, 2, buffer, 256, &status)))
        }
        arguments.deallocate()
    }

    Benchmark("lean ICU in C/ru/plural") { benchmark in
        var status: peer_status = 0
        var argument: Int64 = 0
        for iteration in benchmark.scaledIterations {
            argument = BenchmarkInputs.count(iteration)
            blackHole(leanText(peer_lean_render_utf8(leanRu, files.root, &argument, 1, utf8, 1024, &status)))
        }
    }

    Benchmark("lean ICU in C/en/plural") { benchmark in
        var status: peer_status = 0
        var argument: Int64 = 0
        for iteration in benchmark.scaledIterations {
            argument = BenchmarkInputs.count(iteration)
            blackHole(leanText(peer_lean_render_utf8(leanEn, englishFiles.root, &argument, 1, utf8, 1024, &status)))
        }
    }

    Benchmark("lean ICU in C/ru/nested, two integers") { benchmark in
        var status: peer_status = 0
        let arguments = UnsafeMutablePointer<Int64>.allocate(capacity: 2)
        for iteration in benchmark.scaledIterations {
            arguments[0] = BenchmarkInputs.count(iteration)
            arguments[1] = BenchmarkInputs.count(iteration + 5)
            blackHole(leanText(peer_lean_render_utf8(leanRu, selected.root, arguments, 2, utf8, 1024, &status)))
        }
        arguments.deallocate()
    }
}
