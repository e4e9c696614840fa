import Benchmark
import StringsdictLint

/// `stringsdict lint` on the whole corpus (DuckDuckGo iOS and SwiftGen's fixtures: 58
/// `.stringsdict` and 344 `.strings` files): discovery, parsing, every rule, in parallel on all
/// cores. The target is under 1 s wall time on a 2-core machine.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(10),
        maxIterations: 20
    )
    // This file is Benchmarks/Benchmarks/LintBenchmarks/LintBenchmarks.swift.
    let file = "\(#filePath)"
    let root = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/")
    let corpus = root + "/Tests/StringsdictTests/Fixtures/corpus"
    let linter = Linter()

    Benchmark("lint corpus") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? linter.lint(paths: [corpus]).diagnostics.count)
        }
    }

    Benchmark("lint corpus, DuckDuckGo only") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? linter.lint(paths: [corpus + "/duckduckgo-ios"]).diagnostics.count)
        }
    }
}
