import ArgumentParser
import Stringsdict

/// `stringsdict catalog format CATALOG... [--check]`: rewrites catalogs in Xcode's byte form.
struct CatalogFormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite String Catalogs in exactly the form Xcode writes them.",
        discussion: """
            Two-space indentation, "key" : value, keys in the order Xcode sorts them (CLDR root \
            collation), non-ASCII as is, no newline at the end: a catalog Xcode wrote is left \
            unchanged. Fields this tool does not know are kept. A catalog with a JSON key written \
            twice is not rewritten (one of the two values would be lost).
            The files rewritten are listed on standard output; a file already in that form is left \
            alone and not listed. With --check nothing is written: the files that would change are \
            listed, and the exit status is 1 when there is any (for CI).
            Exit status: 0 done (or nothing to change), 1 files to change with --check, 2 a file \
            that cannot be read or written.
            Example: stringsdict catalog format App/Localizable.xcstrings --check
            """
    )

    @Argument(help: "The .xcstrings files to format.")
    var catalogs: [String] = []

    @Flag(help: "List the files that would change instead of rewriting them, and exit 1 when there is any.")
    var check = false

    func validate() throws {
        guard !catalogs.isEmpty else { throw ValidationError("give at least one .xcstrings file") }
    }

    func run() throws {
        var failed = false
        var changed = false
        for path in catalogs {
            do {
                let json = try JSONDocument(contentsOf: path)
                try json.refuseDuplicates()
                let document = try StringCatalogDocument(json: json)
                let bytes = document.canonicalBytes()
                guard bytes != (try AtomicFile.read(path)) else { continue }
                changed = true
                // --check lists what would change; a rewrite lists what changed.
                if !check { try document.write(to: path) }
                print(path)
            } catch {
                Diagnostics.printError(error)
                failed = true
            }
        }
        if failed { throw ExitCode(ExitStatus.failure) }
        if check, changed { throw ExitCode(ExitStatus.findings) }
    }
}
