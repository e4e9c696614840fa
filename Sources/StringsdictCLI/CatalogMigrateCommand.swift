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
            A catalog that already exists in DIR is never replaced silently: the command stops \
            before writing anything, naming it. With --merge the migration is merged into it as a \
            sync does: its keys, comments, extractionState and languages stay, migrated keys and \
            languages it lacks are added, and where a key has a different value in a language on \
            both sides the catalog's is kept and a warning names the key and language. With \
            --force it is replaced.
            Exit status: 0 done (warnings included), 2 an unreadable file, or a catalog in the way.
            Example: stringsdict catalog migrate App/Resources -o App/Catalogs --source-language en
            Example: stringsdict catalog migrate App/Resources -o App/Catalogs --merge
            """
    )

    @Argument(help: "Folders of .lproj folders, .lproj folders, or .strings and .stringsdict files.")
    var paths: [String] = []

    @Option(name: [.short, .customLong("output")], help: "The folder to write the catalogs into.")
    var output: String

    @Option(help: "The catalog's development language.")
    var sourceLanguage = "en"

    @Flag(help: "Merge into catalogs that already exist in the output folder, keeping their keys and values.")
    var merge = false

    @Flag(help: "Replace catalogs that already exist in the output folder.")
    var force = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one folder or file to migrate") }
        if merge && force { throw ValidationError("--merge and --force cannot be used together: --merge keeps an existing catalog's content, --force replaces it; choose one") }
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
            // Every catalog is checked (and merged) before anything is written.
            var planned: [(path: String, document: StringCatalogDocument)] = []
            var inTheWay: [String] = []
            for table in result.catalogs.keys.sorted() {
                guard var document = result.catalogs[table] else { continue }
                // The table name comes from a file name: checked like every name that becomes a path.
                try OutputPath.checkTable(table, at: nil)
                let path = try OutputPath.join([table + ".xcstrings"], under: output)
                if FileManager.default.fileExists(atPath: path), !force {
                    if merge {
                        let merged = try StringCatalogMigration.merge(document, intoCatalogAt: path)
                        for warning in merged.warnings { printToStandardError(warning.description) }
                        document = merged.document
                    } else {
                        inTheWay.append(path)
                    }
                }
                planned.append((path, document))
            }
            for path in inTheWay {
                printToStandardError("\(path):1:1: error: a catalog already exists here, and migrating would replace it (its keys would be lost); nothing was written; add --merge to merge the migration into it, or --force to replace it")
            }
            if !inTheWay.isEmpty { throw ExitCode(2) }
            try AtomicFile.createDirectory(output)
            for (path, document) in planned {
                try document.write(to: path)
                print(path)
            }
        } catch let error as StringsdictError {
            printToStandardError(error.description)
            throw ExitCode(2)
        }
    }
}
