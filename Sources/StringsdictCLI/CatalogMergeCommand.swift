import ArgumentParser
import Stringsdict

/// `stringsdict catalog merge BASE OURS THEIRS [-o OUT]`: a three-way merge, for git.
struct CatalogMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two versions of a String Catalog with their common ancestor, by key, language and variation.",
        discussion: """
            Changes to different keys, languages or variants always merge. A string unit changed on \
            both sides to different values is a conflict: the result keeps ours and marks the unit \
            needs_review; each conflict is listed on standard error as a key path, and the exit \
            status is 1. So is a value whose structure one side changed (a plural flattened into a \
            string unit) while the other edited it: ours is kept whole, marked needs_review. A \
            catalog with a key written twice in one object is refused (exit 2), as catalog format \
            refuses it. Without -o the merged catalog goes to standard output.
            As a git merge driver, in .gitattributes:
              *.xcstrings merge=xcstrings
            and once per clone:
              git config merge.xcstrings.driver "stringsdict catalog merge %O %A %B -o %A"
            Example: stringsdict catalog merge base.xcstrings ours.xcstrings theirs.xcstrings -o merged.xcstrings
            """
    )

    @Argument(help: "The common ancestor.")
    var base: String

    @Argument(help: "Our version (git's %A).")
    var ours: String

    @Argument(help: "Their version (git's %B).")
    var theirs: String

    @Option(name: [.short, .customLong("output")], help: "Where to write the merged catalog (may be OURS); standard output when omitted.")
    var output: String?

    func run() throws {
        let result: StringCatalogMerge.Result
        do {
            // The three versions are read in parallel, and an entry written the same in several
            // of them is read once (see StringCatalogMerge.merge(contentsOfBase:ours:theirs:)).
            result = try StringCatalogMerge.merge(contentsOfBase: base, ours: ours, theirs: theirs)
            // Conflicts are placed at their keys in OURS, read again for positions only then
            // (before OURS is overwritten by -o).
            if !result.conflicts.isEmpty {
                let positions = try JSONDocument(contentsOf: ours)
                for conflict in result.conflicts {
                    printToStandardError("\(positions.location(of: conflict.keyPath)): error: conflict at \(conflict) [merge-conflict]")
                }
            }
            if let output {
                try result.document.write(to: output, capacity: result.outputCapacity)
                print(output)
            } else {
                print(String(decoding: result.document.canonicalBytes(capacity: result.outputCapacity), as: UTF8.self))
            }
        } catch {
            Diagnostics.printError(error)
            throw ExitCode(ExitStatus.failure)
        }
        if !result.conflicts.isEmpty { throw ExitCode(ExitStatus.findings) }
    }
}
