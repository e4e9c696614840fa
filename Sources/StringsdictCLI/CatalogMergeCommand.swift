import ArgumentParser
import Dispatch
import Stringsdict
import Synchronization

/// `stringsdict catalog merge BASE OURS THEIRS [-o OUT]`: a three-way merge, for git.
struct CatalogMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two versions of a String Catalog with their common ancestor, by key, language and variation.",
        discussion: """
            Changes to different keys, languages or variants always merge. A string unit changed on \
            both sides to different values is a conflict: the result keeps ours and marks the unit \
            needs_review; each conflict is listed on standard error as a key path, and the exit \
            status is 1. Without -o the merged catalog goes to standard output.
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
        let oursCatalog: StringCatalog
        do {
            // The three versions are read in parallel, one per core.
            let paths = [base, ours, theirs]
            let read = Mutex<[Result<StringCatalog, StringsdictError>?]>([nil, nil, nil])
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                let catalog = Result { () throws(StringsdictError) -> StringCatalog in try StringCatalog(contentsOf: paths[index]) }
                read.withLock { $0[index] = catalog }
            }
            let catalogs = try read.withLock { $0 }.map { result throws(StringsdictError) -> StringCatalog in
                switch result {
                case .success(let catalog)?: return catalog
                case .failure(let error)?: throw error
                case nil: throw StringsdictError(.io, "cannot read the catalogs")
                }
            }
            oursCatalog = catalogs[1]
            result = StringCatalogMerge.merge(base: catalogs[0].document, ours: oursCatalog.document, theirs: catalogs[2].document)
            if let output {
                try result.document.write(to: output)
            } else {
                print(String(decoding: result.document.canonicalBytes(), as: UTF8.self))
            }
        } catch {
            printToStandardError(error.description)
            throw ExitCode(2)
        }
        for conflict in result.conflicts {
            printToStandardError("\(oursCatalog.location(of: conflict.keyPath)): error: conflict at \(conflict)")
        }
        if !result.conflicts.isEmpty { throw ExitCode(1) }
    }
}
