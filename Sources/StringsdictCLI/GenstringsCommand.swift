import ArgumentParser
import FoundationEssentials
import Stringsdict
import StringsdictExtract

/// `stringsdict genstrings [options] FILE...`: Apple's genstrings on any platform, with its
/// single-dash options, so existing scripts work unchanged.
///
/// ArgumentParser has no single-dash long options (`-skipTable`), so the arguments are captured
/// as they are and read by ``GenstringsArguments``.
struct GenstringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "genstrings",
        abstract: "Write .strings tables from the NSLocalizedString and CFCopyLocalizedString calls in C, Objective-C and Swift sources, as Apple's genstrings does.",
        usage: "stringsdict genstrings [-o DIR] [-a] [-q] [-u] [-s ROUTINE]... [-skipTable TABLE]... [-SwiftUI] [-noPositionalParameters] [-bigEndian | -littleEndian] [-encoding NAME] FILE...",
        discussion: """
            Options (single dash, as genstrings spells them):
              -o DIR          write the tables into DIR (default: the current folder)
              -a              append: keep the keys and values of the tables already in
                              DIR; a key in the sources takes their comment
              -q              no warning for a key used again in a table
              -u              read \\Uxxxx in keys and values as its character
              -s ROUTINE      also ROUTINE, ROUTINEFromTable, ROUTINEFromTableInBundle
                              and ROUTINEWithDefaultValue (repeatable)
              -skipTable T    do not write T.strings (repeatable)
              -SwiftUI        also the SwiftUI, WidgetKit and App Intents APIs that
                              take a LocalizedStringKey (Text, Button, Label,
                              .navigationTitle, …) and the project's own views
                              and functions that do; never Text(verbatim:)
              -noPositionalParameters
                              keep "%@ and %@" (default: "%1$@ and %2$@")
              -bigEndian      big-endian UTF-16 tables (default: -littleEndian)
              -encoding NAME  encoding of the sources: utf-8 (default), utf-16,
                              utf-16le, utf-16be, iso-8859-1, us-ascii
            One TABLE.strings is written per table, in UTF-16 with a byte order mark, sorted by \
            key. Calls whose key, table or value is not a literal are skipped with a warning on \
            standard error, as are keys used again in a table (unless -q).
            Exit status: 0 success (warnings included), 2 usage or I/O error.
            Example: find . -name '*.m' | xargs stringsdict genstrings -o en.lproj -s LocalizedActivityTrackerString
            """
    )

    @Argument(parsing: .captureForPassthrough, help: "Options as listed above, then the source files (.c .h .m .mm .java .swift).")
    var arguments: [String] = []

    func validate() throws {
        do {
            _ = try GenstringsArguments(arguments)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The command `stringsdict ARGUMENTS` is when it is `genstrings` with options that read
    /// (not asking for help, no `--`), as ArgumentParser would make it; nil otherwise, and
    /// ArgumentParser parses them (with its messages for what does not read).
    static func direct(_ arguments: [String]) -> GenstringsCommand? {
        guard arguments.first == configuration.commandName, !arguments.contains("--") else { return nil }
        let options = Array(arguments.dropFirst())
        guard let parsed = try? GenstringsArguments(options), !parsed.wantsHelp else { return nil }
        var command = GenstringsCommand()
        command.arguments = options
        return command
    }

    func run() throws {
        guard let parsed = try? GenstringsArguments(arguments) else { return }
        if parsed.wantsHelp {
            print(Self.helpMessage())
            return
        }
        AllocatorTuning.keepLargeBlocksInHeap()
        let status = try Self.run(parsed)
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// Extracts, reports on standard error, writes the tables; the exit status.
    static func run(_ options: GenstringsArguments) throws -> Int32 {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: options.outputFolder, isDirectory: &isDirectory), isDirectory else {
            printToStandardError(Diagnostics.error("the output folder \(options.outputFolder) does not exist; create it first (genstrings does not)"))
            return ExitStatus.failure
        }
        let extractor = StringExtractor(options: .init(routines: options.routines, recognizesSwiftUIText: options.swiftUI,
                                                       interpretsUnicodeEscapes: options.unicodeEscapes))
        var strings: [ExtractedString] = []
        var failed = false
        // With -SwiftUI, the Swift files' declarations first (parameters of localizable type, the
        // types of names, table constants), so that a call in one file sees a declaration in another.
        let index = extractor.declarations(ofSwiftFiles: options.files, encoding: options.encoding)
        for result in extractor.extract(contentsOfFiles: options.files, encoding: options.encoding, fallbackLanguage: .cFamily, index: index) {
            switch result {
            case .success(let result):
                // The first file's array is taken as it is, not copied string by string.
                if strings.isEmpty { strings = result.strings } else { strings += result.strings }
                for warning in result.warnings { printToStandardError(warning.description) }
            case .failure(let error):
                printToStandardError(Diagnostics.error("\(error.message)"))
                failed = true
            }
        }
        guard !failed else {
            printToStandardError(Diagnostics.error("no table written, as some sources could not be read"))
            return ExitStatus.failure
        }
        let built = StringsTable.tables(from: strings, options: .init(positionalParameters: options.positionalParameters,
                                                                     reportsDuplicateKeys: !options.quiet,
                                                                     skippedTables: Set(options.skippedTables)))
        for warning in built.warnings { printToStandardError(warning.description) }
        ExitKeeper.keep(strings, built.tables)
        // Every table name is checked before any table is written (a `tableName:` of `../x` is an error).
        var unsafe = false
        for table in built.tables {
            do {
                _ = try table.outputPath(in: options.outputFolder)
            } catch {
                Diagnostics.printError(error)
                unsafe = true
            }
        }
        if unsafe {
            printToStandardError(Diagnostics.error("no table written, as some table names cannot be files in \(options.outputFolder)"))
            return ExitStatus.failure
        }
        var summaries: [String] = []
        for var table in built.tables {
            let path = (options.outputFolder.hasSuffix("/") ? options.outputFolder : options.outputFolder + "/") + table.name + ".strings"
            if options.append, FileManager.default.fileExists(atPath: path) {
                do {
                    let existing = try StringsFileReader.read(contentsOf: path)
                    let before = Set(table.entries.map(\.key))
                    table.keepEntries(of: existing)
                    let added = before.subtracting(existing.entries.map(\.key)).count
                    summaries.append("\(path): \(table.entries.count) keys, \(added) added, \(existing.entries.count) kept")
                } catch {
                    Diagnostics.printError(error)
                    return ExitStatus.failure
                }
            } else {
                summaries.append("\(path): \(table.entries.count) \(table.entries.count == 1 ? "key" : "keys")")
            }
            do {
                try table.write(to: options.outputFolder, bigEndian: options.bigEndian)
            } catch {
                Diagnostics.printError(error)
                return ExitStatus.failure
            }
        }
        let count = built.tables.count
        printToStandardError(Diagnostics.note("genstrings: \(strings.count) strings in \(options.files.count) \(options.files.count == 1 ? "file" : "files"); wrote \(count) \(count == 1 ? "table" : "tables")"))
        for summary in summaries { printToStandardError(Diagnostics.note("\(summary)")) }
        return ExitStatus.success
    }
}

/// Big results the command is done with, kept to the end of the process instead of freed: the
/// process exits just after, and freeing a million strings one by one costs as much as sorting
/// them (compilers skip it the same way). Only for results past a size, so that tests and small
/// runs in one process keep nothing.
enum ExitKeeper {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ strings: [ExtractedString], _ tables: [StringsTable]) {
        guard strings.count >= 10_000 else { return }
        kept.append(strings)
        kept.append(tables)
    }
}

/// genstrings' command line, read by hand: single-dash long options, some repeatable.
struct GenstringsArguments: Equatable {
    struct UsageError: Error, Equatable {
        let message: String
    }

    var outputFolder = "."
    var append = false
    var quiet = false
    var unicodeEscapes = false
    var routines: [String] = []
    var skippedTables: [String] = []
    var swiftUI = false
    var positionalParameters = true
    var bigEndian = false
    var encoding = SourceEncoding.utf8
    var files: [String] = []
    var wantsHelp = false

    init(_ arguments: [String]) throws(UsageError) {
        var index = 0
        func value(for option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "option \(option) needs a value") }
            return arguments[index]
        }
        var onlyFiles = false
        while index < arguments.count {
            let argument = arguments[index]
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                files.append(argument)
                index += 1
                continue
            }
            switch argument {
            case "--": onlyFiles = true
            case "-h", "-help", "--help": wantsHelp = true
            case "-o": outputFolder = try value(for: argument)
            case "-a": append = true
            case "-q": quiet = true
            case "-u": unicodeEscapes = true
            case "-s": routines.append(try value(for: argument))
            case "-skipTable": skippedTables.append(try value(for: argument))
            case "-SwiftUI": swiftUI = true
            case "-noPositionalParameters": positionalParameters = false
            case "-bigEndian": bigEndian = true
            case "-littleEndian": bigEndian = false
            case "-encoding":
                let name = try value(for: argument)
                guard let encoding = SourceEncoding(name: name) else {
                    throw UsageError(message: "unknown encoding '\(name)' for -encoding; use one of \(SourceEncoding.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                self.encoding = encoding
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
            index += 1
        }
        if files.isEmpty && !wantsHelp { throw UsageError(message: "no source files given") }
    }
}
