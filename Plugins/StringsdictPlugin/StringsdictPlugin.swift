import Foundation
import PackagePlugin

/// Runs `stringsdict generate` on a target's localization files (`*.xcstrings`, and
/// `*.strings`/`*.stringsdict` in `.lproj` folders) and adds the generated `L10n` accessors to
/// the target. The tool checks the files (errors fail the build, with `file:line:column`) and
/// copies them into the plugin's work folder, where SwiftPM (5.9 and later, Linux too) takes a
/// build command's non-Swift outputs as resources of the target: they reach the program in its
/// resource bundle and `L10n.localizations` reads them through `Bundle.module`. So a changed
/// translation changes no Swift file and recompiles nothing. Holds no logic of its own.
///
/// One build command with the files as declared inputs and the Swift files and copies as its
/// outputs, so the build system runs it only when a file changed. The tool keeps what it found in
/// the work folder (`--cache`): after a translation changed it compiles and checks only the
/// catalog entries whose bytes changed and leaves the Swift files alone.
@main
struct StringsdictPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles.map(\.url).filter(Self.isLocalization).sorted { $0.path < $1.path }
        guard !inputs.isEmpty else {
            Diagnostics.warning("StringsdictPlugin: target \(target.name) has no .xcstrings, .strings or .stringsdict file")
            return []
        }
        // An executable's accessors are internal; a library's are `package`, so the other targets
        // of the package can use them (a large catalog in a library target of its own: an edit of
        // the app does not make the compiler read the accessors again) and clients cannot.
        let access = target.kind == .generic ? "package" : "internal"
        let output = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+L10n.swift")
        // Large tables get their accessors spread over several files (one per 128 KiB of input,
        // at most 16): the compiler builds them in parallel, and an edit recompiles only the
        // files whose keys changed. The tool writes OUTPUT-1.swift … OUTPUT-N.swift.
        let size = inputs.reduce(0) { total, url in
            total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
        }
        let parts = min(max(size / 131_072, 1), 16)
        let swiftOutputs = parts == 1 ? [output] : [output] + (1...parts).map {
            context.pluginWorkDirectoryURL.appending(path: "\(target.name)+L10n-\($0).swift")
        }
        // The copies, at their resource paths (what LocalizationSources names them): the bundle's
        // `Localizable.xcstrings`, `de.lproj/Settings.strings`.
        let resources = context.pluginWorkDirectoryURL.appending(path: "Resources")
        let resourcePaths = Set(inputs.map(Self.resourcePath)).sorted()
        let outputs = swiftOutputs + resourcePaths.map { resources.appending(path: $0) }
        // `.stringsdict.json` at the target's root, else the package's: naming, enum name, access.
        let configuration = [target.directoryURL, context.package.directoryURL]
            .map { $0.appending(path: ".stringsdict.json") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        let configurationArguments = configuration.map { ["--config", $0.path] } ?? []
        // SwiftGen's accessors are one file.
        let naming = configuration.flatMap(Self.naming) ?? "stringsdict"
        return [
            .buildCommand(
                displayName: "Generating L10n accessors for \(target.name) from \(inputs.count) localization file(s)",
                executable: try context.tool(named: "StringsdictCLI").url,
                arguments: ["generate"] + inputs.map(\.path) + [
                    "--output", output.path, "--parts", String(naming == "stringsdict" ? parts : 1), "--storage", "bundle",
                    "--resources", resources.path, "--default-access", access,
                    "--cache", context.pluginWorkDirectoryURL.appending(path: "Cache").path,
                ] + configurationArguments,
                inputFiles: inputs + (configuration.map { [$0] } ?? []),
                outputFiles: naming == "stringsdict" ? outputs : [output] + resourcePaths.map { resources.appending(path: $0) }
            ),
        ]
    }

    /// The `generate.naming` a configuration file names (the tool itself checks the file).
    static func naming(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let generate = root["generate"] as? [String: Any] else { return nil }
        return generate["naming"] as? String
    }

    /// `Localizable.xcstrings` for a catalog, `de.lproj/Settings.strings` for a file in a `.lproj` folder.
    static func resourcePath(_ url: URL) -> String {
        url.pathExtension == "xcstrings" ? url.lastPathComponent : url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
    }

    static func isLocalization(_ url: URL) -> Bool {
        switch url.pathExtension {
        case "xcstrings": true
        case "strings", "stringsdict": url.deletingLastPathComponent().pathExtension == "lproj"
        default: false
        }
    }
}
