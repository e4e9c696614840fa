import Benchmark
import FoundationEssentials
import StringsdictExtract

/// `StringExtractor` on large sources, one file a call: the package's own Swift sources (real
/// Swift: doc comments, literals, interpolations), and generated Objective-C with comments,
/// `#if 0` groups, `@"…"` literals and a localization macro every few lines. The goal is at
/// least 20 MB of source a second on one core: MB/s = the input's size × calls a second.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(5),
        maxIterations: 200
    )
    // This file is Benchmarks/Benchmarks/ExtractBenchmarks/ExtractBenchmarks.swift.
    let root = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/")
    let swift = swiftSources(under: root + "/Sources")
    let objectiveC = generatedObjectiveC(bytes: 4 << 20)
    let extractor = StringExtractor(options: .catalog)
    let genstrings = StringExtractor(options: .genstrings)

    Benchmark("extract/swift \(swift.count / 1024) KB (the package's Sources)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(extractor.extract(swift, file: "Sources.swift", language: .swift).strings.count)
        }
    }

    Benchmark("extract/objc \(objectiveC.count / 1024) KB (generated)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(genstrings.extract(objectiveC, file: "Generated.m", language: .cFamily).strings.count)
        }
    }
}

/// Every `.swift` file under `folder`, concatenated.
private func swiftSources(under folder: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var pending = [folder]
    while let current = pending.popLast() {
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []).sorted() {
            let path = current + "/" + name
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory {
                pending.append(path)
            } else if name.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: path) {
                bytes += [UInt8](data)
                bytes.append(0x0A)
            }
        }
    }
    return bytes
}

/// Objective-C in the shape of an app's view controllers, about `bytes` long.
private func generatedObjectiveC(bytes: Int) -> [UInt8] {
    var text = "#import <Foundation/Foundation.h>\n"
    var index = 0
    while text.utf8.count < bytes {
        text += """
            /// Shows item \(index) and what can be done with it.
            @implementation ItemViewController\(index)
            - (void)viewDidLoad {
                [super viewDidLoad];
                // The title is localized; the identifier is not.
                self.title = NSLocalizedString(@"item.\(index).title", @"Title of the item screen \(index)");
                self.identifier = @"com.example.item.\(index)";
                NSString *format = NSLocalizedStringFromTable(@"%@ of %lu items", @"Items", @"Counter \(index)");
                self.label.text = [NSString stringWithFormat:format, self.name, (unsigned long)self.items.count];
            #if 0
                self.debug = NSLocalizedString(@"debug.\(index)", @"never");
            #endif
                /* Core Foundation callers use CFSTR keys. */
                CFStringRef s = CFCopyLocalizedString(CFSTR("cf.\(index)"), "A CF string \\"quoted\\"");
                for (NSInteger i = 0; i < 10; i++) { [self.values addObject:@(i * \(index))]; }
            }
            @end


            """
        index += 1
    }
    return Array(text.utf8)
}
