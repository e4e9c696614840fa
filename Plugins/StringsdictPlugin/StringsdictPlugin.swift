import Foundation
import PackagePlugin

/// Runs `stringsdict generate` on a target's localization files (`*.xcstrings`, and
/// `*.strings`/`*.stringsdict` in `.lproj` folders) and adds the generated `L10n` accessors to
/// the target. The tool checks the files (errors fail the build, with `file:line:column`) and
/// embeds their text in the generated file. Holds no logic of its own.
///
/// One build command with the files as declared inputs and the Swift file as its output, so
/// the build system runs it only when a file changed.
@main
struct StringsdictPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles.map(\.url).filter(Self.isLocalization).sorted { $0.path < $1.path }
        guard !inputs.isEmpty else {
            Diagnostics.warning("StringsdictPlugin: target \(target.name) has no .xcstrings, .strings or .stringsdict file")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+L10n.swift")
        // Large tables get their accessors spread over several files (one per 128 KiB of input,
        // at most 16): the compiler builds them in parallel, and an edit recompiles only the
        // files whose keys changed. The tool writes OUTPUT-1.swift … OUTPUT-N.swift and the
        // embedded text in OUTPUT-files.swift.
        let size = inputs.reduce(0) { total, url in
            total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
        }
        let parts = min(max(size / 131_072, 1), 16)
        let outputs = parts == 1 ? [output] : [output] + (1...parts).map {
            context.pluginWorkDirectoryURL.appending(path: "\(target.name)+L10n-\($0).swift")
        } + [context.pluginWorkDirectoryURL.appending(path: "\(target.name)+L10n-files.swift")]
        return [
            .buildCommand(
                displayName: "Generating L10n accessors for \(target.name) from \(inputs.count) localization file(s)",
                executable: try context.tool(named: "StringsdictCLI").url,
                arguments: ["generate"] + inputs.map(\.path) + ["--output", output.path, "--parts", String(parts)],
                inputFiles: inputs,
                outputFiles: outputs
            ),
        ]
    }

    static func isLocalization(_ url: URL) -> Bool {
        switch url.pathExtension {
        case "xcstrings": true
        case "strings", "stringsdict": url.deletingLastPathComponent().pathExtension == "lproj"
        default: false
        }
    }
}
