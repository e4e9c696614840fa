import Foundation
import Testing
@testable import StringsdictCLI
import StringsdictTestSupport

/// Every subcommand, through the built binary, with a bad path, a bad option value and an empty
/// input: the exit status and the shape of every standard-error line (see `Diagnostics`).
///
/// To cover a new subcommand, add its rows to ``cases``: `PACKAGE` in an argument is the package
/// root, `EMPTY_DIR` an empty folder, `EMPTY_LPROJ` a folder whose `en.lproj` holds no table,
/// `EMPTY_FILE` an empty `Localizable.strings`.
@Suite("Every command's errors in one voice")
struct CommandErrorShapeTests {
    /// One run: the arguments, the exit status it must end with, and a text its standard error
    /// must contain (empty: anything, including nothing).
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let says: String

        init(_ arguments: [String], _ status: Int32, says: String = "") {
            self.arguments = arguments
            self.status = status
            self.says = says
        }

        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // demo
        Case(["demo", "--resources", "/no/such/folder"], 2, says: "no such folder: /no/such/folder"),
        Case(["demo", "--resources", "PACKAGE/Resources", "--counts", "many"], 2, says: "not a count: 'many'"),
        Case(["demo", "--resources", "EMPTY_DIR"], 2, says: "no .lproj folder"),
        // format
        Case(["format", "/no/such/file.strings", "key"], 2, says: "no such file or folder"),
        Case(["format", "PACKAGE/Resources", "files.count", "1", "--device", "toaster"], 2, says: "'toaster'"),
        // A key found nowhere prints the key, as NSLocalizedString returns it, with a warning.
        Case(["format", "EMPTY_FILE", "key", "--locale", "en"], 0, says: "no key 'key'"),
        Case(["format", "EMPTY_DIR", "key"], 2, says: "no .lproj folder"),
        // plural
        Case(["plural", "@@", "1"], 2, says: "invalid locale"),
        Case(["plural", "en", "1", "--ordinal=yes"], 2),
        Case(["plural", "en"], 2, says: "at least one number"),
        Case(["plural", "en", ""], 2, says: "not a number: ''"),
        // printf
        Case(["printf", "%d", "1", "--locale", "@@"], 2, says: "invalid locale"),
        Case(["printf", "%d", "x"], 2, says: "('x') is not an integer"),
        Case(["printf"], 2, says: "missing expected argument"),
        Case(["printf", ""], 0),
        // number
        Case(["number", "1", "--style", "roman"], 2, says: "'roman'"),
        Case(["number", ""], 2, says: "not a number: ''"),
        Case(["number", "1", "--locale", "@@"], 2, says: "invalid locale"),
        // date
        Case(["date", "2014-02-07T12:00:00Z", "--date-style", "huge"], 2, says: "'huge'"),
        Case(["date", ""], 2, says: "not an ISO 8601 instant"),
        Case(["date", "2014-02-07T12:00:00Z", "--time-zone", "Nowhere/Atlantis"], 2),
        // lint
        Case(["lint", "/no/such/folder"], 2, says: "no such file or folder: /no/such/folder"),
        Case(["lint", "PACKAGE/Tests/StringsdictLintTests/Fixtures/clean", "--format", "xml"], 2, says: "'xml'"),
        Case(["lint", "PACKAGE/Tests/StringsdictLintTests/Fixtures/clean", "--base", "zz"], 2, says: "no zz.lproj folder"),
        Case(["lint", "EMPTY_DIR"], 2, says: "nothing to check"),
        Case(["lint", "EMPTY_LPROJ"], 2, says: "hold no .strings or .stringsdict file"),
        Case(["lint"], 2, says: "at least one file or folder"),
        // bench
        Case(["bench", "/no/such/folder"], 2, says: "no such file or folder: /no/such/folder"),
        Case(["bench", "PACKAGE/Resources", "--duration", "forever"], 2, says: "'forever'"),
        Case(["bench", "PACKAGE/Resources", "--language", "zz", "--duration", "0.01"], 2, says: "serves --language zz"),
        Case(["bench", "EMPTY_DIR"], 2, says: "no .lproj folder"),
        // catalog compile, migrate, format, merge
        Case(["catalog", "compile", "/no/such.xcstrings", "-o", "OUT"], 2, says: "cannot open /no/such.xcstrings"),
        Case(["catalog", "compile", "PACKAGE/Tests/StringsdictTests/Fixtures/Catalog/Parcel.xcstrings", "-o", "OUT", "--format", "yaml"], 2, says: "'yaml'"),
        Case(["catalog", "compile", "EMPTY_CATALOG", "-o", "OUT"], 2, says: "not valid JSON"),
        Case(["catalog", "migrate", "/no/such", "-o", "OUT"], 2, says: "no such file or folder: /no/such"),
        Case(["catalog", "migrate", "PACKAGE/Resources", "-o", "OUT", "--source-language", "@@"], 2, says: "invalid locale"),
        Case(["catalog", "migrate", "EMPTY_DIR", "-o", "OUT"], 2, says: "nothing to migrate"),
        Case(["catalog", "format", "/no/such.xcstrings"], 2, says: "cannot open /no/such.xcstrings"),
        Case(["catalog", "format", "--bogus", "x"], 2, says: "unknown option '--bogus'"),
        Case(["catalog", "format", "EMPTY_CATALOG", "--check"], 2, says: "found the end of the file"),
        Case(["catalog", "merge", "/no/a.xcstrings", "/no/b.xcstrings", "/no/c.xcstrings"], 2, says: "cannot open /no/a.xcstrings"),
        Case(["catalog", "merge", "EMPTY_CATALOG", "EMPTY_CATALOG", "EMPTY_CATALOG"], 2, says: "found the end of the file"),
        // preview
        Case(["preview", "/no/such"], 2, says: "cannot list the folder /no/such"),
        Case(["preview", "PACKAGE/Resources", "--locale", "@@"], 2, says: "invalid locale"),
        Case(["preview", "EMPTY_DIR"], 2, says: "nothing to preview"),
        // genstrings
        Case(["genstrings", "/no/such.m"], 2, says: "cannot read /no/such.m"),
        Case(["genstrings", "-bogus", "x.m"], 2, says: "unknown option '-bogus'"),
        Case(["genstrings", "EMPTY_SWIFT", "-o", "OUT"], 0, says: "0 strings in 1 file"),
        // extract
        Case(["extract", "/no/such.swift", "--catalog", "OUT/L.xcstrings"], 2, says: "no such file or folder: /no/such.swift"),
        Case(["extract", "EMPTY_SWIFT"], 2, says: "give either --catalog"),
        Case(["extract", "EMPTY_SWIFT", "--catalog", "OUT/Empty.xcstrings"], 2, says: "no localizable strings in 1 file"),
        // generate
        Case(["generate", "/no/such", "-o", "OUT/x.swift"], 2, says: "no such file or folder: /no/such"),
        Case(["generate", "PACKAGE/Resources", "-o", "OUT/x.swift", "--access", "open"], 2, says: "'open'"),
        Case(["generate", "EMPTY_DIR", "-o", "OUT/x.swift"], 2, says: "nothing to generate"),
        // resource
        Case(["resource", "/no/such", "flag.png"], 2, says: "cannot list the resources folder /no/such"),
        Case(["resource", "PACKAGE/Resources", "flag.png", "--language", "@@"], 2, says: "invalid locale"),
        Case(["resource", "EMPTY_DIR", "x.png"], 2, says: "no .lproj folder"),
        // languages
        Case(["languages", "/no/such"], 2, says: "cannot list the resources folder /no/such"),
        Case(["languages", "PACKAGE/Resources", "--in", "@@"], 2, says: "invalid locale"),
        Case(["languages", "EMPTY_DIR"], 2, says: "no .lproj folder"),
        // pseudo (every case that could write has -o OUT: never into the package)
        Case(["pseudo", "/no/such/folder", "-o", "OUT"], 2, says: "no such file or folder: /no/such/folder"),
        Case(["pseudo", "PACKAGE/Resources", "-o", "OUT", "--style", "loud"], 2, says: "'loud'"),
        Case(["pseudo", "PACKAGE/Resources", "-o", "OUT", "--source-language", "@@"], 2, says: "'@@' is not a language"),
        Case(["pseudo", "PACKAGE/Resources", "-o", "OUT", "--source-language", "xx"], 2, says: "no xx.lproj folder"),
        Case(["pseudo", "EMPTY_DIR", "-o", "OUT"], 2, says: "nothing to pseudo-localize"),
        Case(["pseudo", "EMPTY_LPROJ", "-o", "OUT"], 2, says: "holds no .strings or .stringsdict file"),
        Case(["pseudo", "EMPTY_CATALOG", "-o", "OUT"], 2),
        Case(["pseudo", "EMPTY_FILE", "-o", "OUT"], 0),
        Case(["pseudo"], 2, says: "missing expected argument"),
        // lint --max-length-ratio
        Case(["lint", "PACKAGE/Tests/StringsdictLintTests/Fixtures/clean", "--max-length-ratio", "0.5"], 2, says: "max length ratio 0.5"),
        Case(["lint", "PACKAGE/Tests/StringsdictLintTests/Fixtures/clean", "--max-length-ratio", "wide"], 2, says: "'wide'"),
        // ibtool
        Case(["ibtool", "--generate-strings-file", "OUT/x.strings", "/no/such.xib"], 2, says: "/no/such.xib"),
        Case(["ibtool", "PACKAGE/Tests/StringsdictTranslateTests/Fixtures/Rectangle/MessageView.xib"], 2, says: "say what to do"),
        Case(["ibtool", "--strings-file", "EMPTY_FILE", "PACKAGE/Tests/StringsdictTranslateTests/Fixtures/Rectangle/MessageView.xib"], 2, says: "--strings-file needs --write"),
        Case(["ibtool", "--generate-strings-file", "OUT/x.strings", "EMPTY_FILE"], 2, says: "empty document"),
        Case(["ibtool", "--strings-file", "EMPTY_FILE", "--write", "OUT/x.xib", "PACKAGE/Tests/StringsdictTranslateTests/Fixtures/Rectangle/MessageView.xib"], 0),
        // xliff export, import
        Case(["xliff", "export", "/no/such/folder", "-o", "OUT", "--language", "de"], 2, says: "no such file or folder: /no/such/folder"),
        Case(["xliff", "export", "EMPTY_DIR", "-o", "OUT", "--language", "de"], 2, says: "no en.lproj or Base.lproj table, Base.lproj interface file or String Catalog"),
        Case(["xliff", "export", "EMPTY_LPROJ", "-o", "OUT"], 2, says: "at least one target language"),
        Case(["xliff", "export", "EMPTY_LPROJ", "-o", "OUT", "--language", "../de"], 2, says: "not a language: '../de'"),
        Case(["xliff", "import", "/no/such/file.xliff", "--into", "EMPTY_DIR"], 2, says: "cannot open /no/such/file.xliff"),
        Case(["xliff", "import", "EMPTY_FILE", "--into", "EMPTY_DIR"], 2, says: "empty document"),
        Case(["xliff", "import", "EMPTY_DIR/de.xcloc", "--into", "EMPTY_DIR"], 2, says: "cannot list the folder"),
        // the command itself
        Case(["no-such-command"], 2, says: "unexpected argument 'no-such-command'"),
        Case(["--version"], 0),
    ]

    static let packageRoot = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    /// Folders and files the cases read, made once per run.
    static let scratch: String = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stringsdict-shape-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: root + "/lproj/en.lproj", withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: root + "/file/en.lproj", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/file/en.lproj/Localizable.strings", contents: Data())
        try? FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/Empty.xcstrings", contents: Data())
        _ = FileManager.default.createFile(atPath: root + "/Empty.swift", contents: Data())
        return root
    }()

    static func resolve(_ argument: String) -> String {
        argument
            .replacingOccurrences(of: "PACKAGE", with: packageRoot)
            .replacingOccurrences(of: "EMPTY_DIR", with: scratch + "/empty")
            .replacingOccurrences(of: "EMPTY_LPROJ", with: scratch + "/lproj")
            .replacingOccurrences(of: "EMPTY_FILE", with: scratch + "/file/en.lproj/Localizable.strings")
            .replacingOccurrences(of: "EMPTY_CATALOG", with: scratch + "/Empty.xcstrings")
            .replacingOccurrences(of: "EMPTY_SWIFT", with: scratch + "/Empty.swift")
            .replacingOccurrences(of: "OUT", with: scratch + "/out")
    }

    /// `path:line:column: severity: message` or `stringsdict: severity: message`.
    static func hasShape(_ line: Substring) -> Bool {
        for severity in ["error", "warning", "note"] {
            if line.hasPrefix("stringsdict: \(severity): ") { return true }
            // path:line:column: severity: — the path may hold colons, the numbers may not.
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            if place.count >= 3, Int(place[place.count - 1]) != nil, Int(place[place.count - 2]) != nil { return true }
        }
        return false
    }

    @Test("exit status and the shape of standard error", .enabled(if: StringsdictBinary.isBuilt), arguments: cases)
    func shape(_ item: Case) throws {
        let result = try StringsdictBinary.run(item.arguments.map(Self.resolve))
        #expect(result.status == item.status, "\(result.error)")
        let lines = result.error.split(separator: "\n")
        for line in lines {
            #expect(Self.hasShape(line), "not in the one voice: \(line)")
            for leak in ["CocoaError", "POSIXError", "Error Domain", "userInfo", "Optional("] {
                #expect(!line.contains(leak), "a raw error leaks: \(line)")
            }
        }
        if item.status == 2 {
            #expect(lines.contains { $0.contains(": error: ") }, "no error line for a failure")
            #expect(result.output.isEmpty, "a failure printed a result: \(result.output)")
        } else {
            #expect(!lines.contains { $0.contains(": error: ") })
        }
        if !item.says.isEmpty {
            #expect(result.error.contains(item.says), "\(result.error)")
        }
    }

    @Test("echoed input is clipped to 200 characters", .enabled(if: StringsdictBinary.isBuilt))
    func clipped() throws {
        let huge = String(repeating: "9", count: 50_000)
        // `format` of a key found nowhere prints the key and warns (exit 0); the others fail.
        for (arguments, status) in [(["printf", "%d", huge], 2), (["number", huge + "x"], 2), (["format", Self.packageRoot + "/Resources", huge], 0), (["no-such-" + huge], 2)] as [([String], Int32)] {
            let result = try StringsdictBinary.run(arguments)
            #expect(result.status == status)
            #expect(result.error.count < 600, "\(result.error.prefix(300))")
            #expect(result.error.contains(String(repeating: "9", count: 190) + "…") || result.error.contains("…"))
        }
    }

    @Test("--version prints the one version constant", .enabled(if: StringsdictBinary.isBuilt))
    func version() throws {
        let result = try StringsdictBinary.run(["--version"])
        #expect(result.output == StringsdictVersion.current + "\n")
    }
}
