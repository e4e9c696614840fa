import Benchmark
import Foundation
import Stringsdict

/// Rendering `"%lu из %lu файлов"` with two integers, for Russian and without a locale: our
/// compiled ``FormatString`` side by side with Foundation's `String(format:locale:)` and
/// `String(format:)`; and Russian `%.1f` (in the demo's sentence), `%e` and `%g` of eight doubles.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        // 1,000 calls a sample, so the harness's own per-sample cost does not blur a 1 µs call:
        // wall clock and mallocs are per 1,000 calls.
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )
    let source = "%lu из %lu файлов"
    guard let format = try? FormatString(source), let ru = try? LocaleIdentifier("ru") else { return }
    let foundationRu = Locale(identifier: "ru")

    Benchmark("FormatString.render ru") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? format.render(locale: ru, UInt(iteration & 7), UInt(1250)))
        }
    }

    Benchmark("FormatString.render, no locale") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? format.render(locale: nil, UInt(iteration & 7), UInt(1250)))
        }
    }

    Benchmark("FormatString.render(into:) ru, typed arguments") { benchmark in
        var output = ""
        output.reserveCapacity(64)
        for iteration in benchmark.scaledIterations {
            output.removeAll(keepingCapacity: true)
            try? format.render(into: &output, locale: ru, arguments: [.uint(UInt64(iteration & 7)), .uint(1250)])
            blackHole(output)
        }
    }

    Benchmark("String(format:locale:) ru") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(String(format: source, locale: foundationRu, UInt(iteration & 7), UInt(1250)))
        }
    }

    Benchmark("String(format:)") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(String(format: source, UInt(iteration & 7), UInt(1250)))
        }
    }

    // MARK: floating point (the ICU-free %f %e %g path)

    let doubles: [Double] = [0, 1, 1.5, 2, 5.25, 21, 0.1, 1234.5]
    for (name, source) in [("%.1f", "Использовано %.1f гигабайта"), ("%e", "%e"), ("%g", "%g")] {
        guard let floating = try? FormatString(source) else { continue }
        Benchmark("FormatString.render ru \(name)") { benchmark in
            for iteration in benchmark.scaledIterations {
                blackHole(try? floating.render(locale: ru, doubles[iteration & 7]))
            }
        }
        Benchmark("String(format:locale:) ru \(name)") { benchmark in
            for iteration in benchmark.scaledIterations {
                blackHole(String(format: source, locale: foundationRu, doubles[iteration & 7]))
            }
        }
    }
}
