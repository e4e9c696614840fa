import Benchmark
import BenchmarkInputs
import Stringsdict

/// The engine's hot paths for Russian, on the demo resources: plural categories, number
/// formatting, rendering compiled messages, and lookup through ``Localizations``.
///
/// Their peers (ICU, Foundation) run in PeerBenchmarks and FormatBenchmarks on the same inputs;
/// `compare.sh` puts them side by side.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        // 1,000 calls a sample, so the harness's own per-sample cost does not blur a 50 ns call:
        // wall clock and mallocs are per 1,000 calls (compare.sh divides).
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )
    guard let ru = try? LocaleIdentifier("ru"),
          let rules = try? PluralRules(locale: ru),
          let numbers = try? LocaleNumberFormatter(locale: ru),
          let context = try? RenderContext(locale: ru),
          let l10n = try? Localizations(at: BenchmarkInputs.resources, preferences: [ru]),
          let table = try? l10n.table("Localizable", in: l10n.localization),
          let plain = table["greeting"],
          let files = table["files.count"],
          let selected = table["files.selected"],
          let storage = table["storage.used"],
          let en = try? LocaleIdentifier("en"),
          let englishContext = try? RenderContext(locale: en),
          let english = try? Localizations(at: BenchmarkInputs.resources, preferences: [en]),
          let englishTable = try? english.table("Localizable", in: english.localization),
          let englishFiles = englishTable["files.count"],
          (try? englishFiles.render(in: englishContext, arguments: [.int(1250)])) == "1,250 files",
          // Every render below must succeed, or the benchmark would time an error path.
          (try? files.render(in: context, arguments: [.int(5)])) == "5 файлов",
          (try? files.render(in: context, arguments: .int(5))) == "5 файлов",
          (try? englishFiles.render(in: englishContext, arguments: .int(1250))) == "1,250 files",
          (try? selected.render(in: context, arguments: .int(2), .int(5))) == "Выбрано 2 из 5 файлов",
          (try? selected.render(in: context, arguments: [.int(2), .int(5)])) == "Выбрано 2 из 5 файлов",
          (try? storage.render(in: context, arguments: [.double(1.5)])) == "Использовано 1,5 гигабайта",
          (try? l10n.string("greeting", "Anna")) == "Привет, Anna!"
    else {
        print("EngineBenchmarks: cannot set up the Russian resources in \(BenchmarkInputs.resources)")
        return
    }

    // MARK: plural categories

    Benchmark("category/ru/integer") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(rules.category(of: BenchmarkInputs.count(iteration)))
        }
    }

    Benchmark("category/ru/decimal as written") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? rules.category(ofDecimal: BenchmarkInputs.decimals[iteration & 7]))
        }
    }

    // MARK: number formatting

    Benchmark("number/ru/integer") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? numbers.string(BenchmarkInputs.count(iteration)))
        }
    }

    Benchmark("number/ru/double") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? numbers.string(BenchmarkInputs.doubles[iteration & 7]))
        }
    }

    // MARK: compiled messages

    Benchmark("render/ru/plain, %@") { benchmark in
        let arguments: [FormatArgument] = [.string(BenchmarkInputs.name)]
        for _ in benchmark.scaledIterations {
            blackHole(try? plain.render(in: context, arguments: arguments))
        }
    }

    Benchmark("render/ru/plural") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? files.render(in: context, arguments: [.int(BenchmarkInputs.count(iteration))]))
        }
    }

    Benchmark("render/en/plural") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? englishFiles.render(in: englishContext, arguments: [.int(BenchmarkInputs.count(iteration))]))
        }
    }

    // The fixed-arity entry point: no argument array per call, so what remains is the render
    // and its result String, as in PeerBenchmarks' lean C baseline (stack buffer, one String).
    Benchmark("render/ru/plural, fixed arity") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? files.render(in: context, arguments: .int(BenchmarkInputs.count(iteration))))
        }
    }

    Benchmark("render/en/plural, fixed arity") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? englishFiles.render(in: englishContext, arguments: .int(BenchmarkInputs.count(iteration))))
        }
    }

    Benchmark("render/ru/nested, two integers, fixed arity") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? selected.render(in: context, arguments: .int(BenchmarkInputs.count(iteration)), .int(BenchmarkInputs.count(iteration + 5))))
        }
    }

    Benchmark("render/ru/nested, two integers") { benchmark in
        for iteration in benchmark.scaledIterations {
            let arguments: [FormatArgument] = [.int(BenchmarkInputs.count(iteration)), .int(BenchmarkInputs.count(iteration + 5))]
            blackHole(try? selected.render(in: context, arguments: arguments))
        }
    }

    Benchmark("render/ru/floating, .1f") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? storage.render(in: context, arguments: [.double(BenchmarkInputs.doubles[iteration & 7])]))
        }
    }

    Benchmark("render/ru/floating, .1f, fixed arity") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? storage.render(in: context, arguments: .double(BenchmarkInputs.doubles[iteration & 7])))
        }
    }

    // MARK: lookup through Localizations

    Benchmark("lookup/ru/plain, no arguments") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? l10n.string("app.title"))
        }
    }

    Benchmark("lookup/ru/plain, %@ typed") { benchmark in
        // The caller's argument list, built once: the lookup and render allocate only the result.
        let arguments: [FormatArgument] = [.string(BenchmarkInputs.name)]
        for _ in benchmark.scaledIterations {
            blackHole(try? l10n.string("greeting", arguments: arguments))
        }
    }

    Benchmark("lookup/ru/plain, %@ variadic") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? l10n.string("greeting", BenchmarkInputs.name))
        }
    }

    Benchmark("lookup/ru/plural") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(try? l10n.string("files.count", BenchmarkInputs.count(iteration)))
        }
    }
}
