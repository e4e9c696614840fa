import ArgumentParser
import Stringsdict
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `stringsdict bench <file-or-folder>`: how fast the user's own tables load and render.
///
/// The options and the output; the measuring is ``BenchHarness``'s, the figures and their JSON
/// shape ``BenchReport``'s.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure how fast your tables load and render: per table, and the ten slowest keys.",
        discussion: """
            Loads every table of a folder of .lproj folders (or one .strings, .stringsdict or \
            .xcstrings file; a String Catalog gives a table per language), then renders every key with arguments that reach each plural category of its \
            language, for --duration seconds in all. Prints load times, renders per second per \
            table and the ten slowest keys; --format json gives the same figures as one JSON \
            object (its shape is in Benchmarks/README.md). A progress line goes to standard error \
            when it is a terminal.
            Examples:
              stringsdict bench Resources
              stringsdict bench Resources --language ru --language pl --duration 5
              stringsdict bench Resources/ru.lproj/Localizable.stringsdict --format json
            """
    )

    /// How results are printed.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A folder of .lproj folders, or one .strings, .stringsdict or .xcstrings file.")
    var path: String

    @Option(name: .customLong("language"), help: "Bench only these languages (repeat the option, or separate them with commas); with a file, its locale.")
    var languages: [String] = []

    @Option(help: "The time to spend rendering, in seconds, shared by all tables (every key renders at least once).")
    var duration: Double = 2

    @Option(help: "The output format.")
    var format: OutputFormat = .text

    func validate() throws {
        guard duration.isFinite, duration > 0, duration <= 3600 else {
            throw ValidationError("--duration must be a number of seconds above 0 and at most 3600")
        }
    }

    func run() throws {
        #if DEBUG
        Diagnostics.printWarning("this stringsdict is a debug build, several times slower than a release build; measure with `swift build -c release` and .build/release/stringsdict")
        #endif
        do {
            let progress: ((Int, Int, String) -> Void)? = isatty(2) == 1 ? { Self.showProgress(done: $0, total: $1, name: $2) } : nil
            let report = try harness.measure(progress: progress)
            print(format == .json ? try report.json() : report.text())
        } catch let error as StringsdictError {
            for line in Diagnostics.lines(for: error) { printToStandardError(line) }
            throw ExitCode(ExitStatus.failure)
        }
    }

    /// The harness for these options.
    var harness: BenchHarness {
        BenchHarness(path: path, languages: languages, duration: duration)
    }

    /// The progress line: rewritten in place on the terminal, cleared at the end.
    private static func showProgress(done: Int, total: Int, name: String) {
        let line = done < total ? "\r\u{1B}[Kbench: \(name) (\(done + 1)/\(total))" : "\r\u{1B}[K"
        var text = line
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            _ = write(2, base, bytes.count)
        }
    }
}
