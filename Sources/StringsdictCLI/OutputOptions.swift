import ArgumentParser

/// `-o/--output DIR`: the folder a command writes its files into, for the commands that have
/// nowhere to write without it (`catalog compile`, `catalog migrate`, `xliff export`).
///
/// `generate` and `catalog merge` spell their output `-o/--output` too, but it names a file, not
/// a folder, so they declare their own.
struct OutputOptions: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write into.")
    var output: String
}

/// `-o/--output DIR` for the commands that can do without it (`pseudo` writes beside its input,
/// `extract` into `--catalog`), with `--output-dir`, `extract`'s first spelling, kept as a hidden
/// alias so that existing scripts keep working.
struct OptionalOutputOptions: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write into.")
    var output: String?

    /// The old spelling of `-o/--output`: accepted, not shown in help.
    @Option(name: .customLong("output-dir"), help: .hidden)
    var outputDir: String?

    /// The folder given with `-o/--output` or `--output-dir`; nil when neither is.
    var folder: String? { output ?? outputDir }

    func validate() throws {
        if output != nil, outputDir != nil {
            throw ValidationError("give the output folder once, with -o/--output (--output-dir is its old spelling)")
        }
    }
}
