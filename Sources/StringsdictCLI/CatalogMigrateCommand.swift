import ArgumentParser
import Foundation
import Stringsdict

/// `stringsdict catalog migrate PATH... -o DIR [--source-language en]`.
struct CatalogMigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Turn .lproj folders of .strings and .stringsdict files into String Catalogs, one per table.",
        discussion: """
            Every language, comment (from the .strings files), variable name, argument position and \
            device variant is kept: a plural entry of one variable becomes plural variations, others \
            substitutions with their argNum. Width variants, which a catalog cannot express, keep \
            their widest variant; each such loss is reported on standard error. Base.lproj counts as \
            the source language. DIR/T.xcstrings is written for each table T, in Xcode's form; the \
            paths written are listed on standard output.
            Example: stringsdict catalog migrate App/Resources -o App/Catalogs --source-language en
            """
    )

    @Argument(help: "Folders of .lproj folders, .lproj folders, or .strings and .stringsdict files.")
    var paths: [String] = []

    @Option(name: [.short, .customLong("output")], help: "The folder to write the catalogs into.")
    var output: String

    @Option(help: "The catalog's development language.")
    var sourceLanguage = "en"

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one folder or file to migrate") }
        _ = try localeOption(sourceLanguage)
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw CLIError("no such file or folder: \(Diagnostics.echo(path))")
        }
    }

    func run() throws {
        do {
            let result = try StringCatalogMigration.migrate(paths: paths, sourceLanguage: sourceLanguage)
            for warning in result.warnings { printToStandardError(warning.description) }
            if result.catalogs.isEmpty {
                throw CLIError("nothing to migrate in \(paths.map(Diagnostics.echo).joined(separator: ", ")): no .lproj folder, .strings or .stringsdict file")
            }
            try AtomicFile.createDirectory(output)
            for table in result.catalogs.keys.sorted() {
                guard let document = result.catalogs[table] else { continue }
                let path = (output.hasSuffix("/") ? output : output + "/") + table + ".xcstrings"
                try document.write(to: path)
                print(path)
            }
        } catch let error as StringsdictError {
            printToStandardError(error.description)
            throw ExitCode(2)
        }
    }
}
