import Foundation
import StringsdictTestSupport
import Testing

@Suite("ProcessRunner and TemporaryFolder")
struct ProcessRunnerTests {
    static let shell = "/bin/sh"

    @Test("Standard output, standard error and the exit status, read together", .enabled(if: FileManager.default.isExecutableFile(atPath: shell)))
    func outputErrorStatus() throws {
        let result = try ProcessRunner.run(Self.shell, ["-c", "printf out; printf err >&2; exit 3"])
        #expect(result == ProcessResult(status: 3, output: "out", error: "err"))
    }

    @Test("A process that fills standard error before it writes standard output does not block", .enabled(if: FileManager.default.isExecutableFile(atPath: shell)))
    func largeStandardError() throws {
        // 1 MB to standard error, far beyond a pipe's buffer, then a line to standard output.
        let result = try ProcessRunner.run(Self.shell, ["-c", "i=0; while [ $i -lt 16384 ]; do printf '%064d' 0 >&2; i=$((i+1)); done; echo done"])
        #expect(result.status == 0)
        #expect(result.output == "done\n")
        #expect(result.error.utf8.count == 16384 * 64)
    }

    @Test("Environment variables are set and removed; the working folder is the one given", .enabled(if: FileManager.default.isExecutableFile(atPath: shell)))
    func environmentAndFolder() throws {
        let folder = try TemporaryFolder(prefix: "process-runner")
        defer { folder.remove() }
        let result = try ProcessRunner.run(
            Self.shell, ["-c", "printf '%s|%s|' \"$RUNNER_SET\" \"${HOME-unset}\"; pwd -P"],
            environment: ["RUNNER_SET": "yes", "HOME": nil], in: folder.path)
        let real = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
        #expect(result.output == "yes|unset|\(real)\n")
    }

    @Test("A temporary folder holds the files given, written by relative path, and is removed")
    func temporaryFolder() throws {
        let folder = try TemporaryFolder(["en.lproj/Localizable.strings": "\"a\" = \"b\";\n", "empty/": ""])
        let path = folder.path
        #expect(try String(contentsOfFile: path + "/en.lproj/Localizable.strings", encoding: .utf8) == "\"a\" = \"b\";\n")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path + "/empty", isDirectory: &isDirectory) && isDirectory.boolValue)
        let written = try folder.write("de.lproj/Localizable.strings", bytes: [0xFF, 0xFE])
        #expect(written == path + "/de.lproj/Localizable.strings")
        #expect(FileManager.default.contents(atPath: written) == Data([0xFF, 0xFE]))
        for outside in ["/etc/passwd", "../x", "a/../../x", ""] {
            #expect(throws: TemporaryFolder.PathError.self) { try folder.write(outside, "x") }
        }
        folder.remove()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("The built stringsdict is found and runs", .enabled(if: StringsdictBinary.isBuilt))
    func stringsdict() throws {
        let result = try StringsdictBinary.run(["plural", "ru", "1", "2", "5"])
        #expect(result == ProcessResult(status: 0, output: "one\nfew\nmany\n", error: ""))
    }
}
