// Lint of one file (StringsdictLint): a .strings, .stringsdict or .xcstrings file, chosen from
// its first bytes, in a ru.lproj folder, checked by Linter and written by every reporter.
//
// Property: a file never makes the linter trap, hang or throw (problems are diagnostics), and
// every diagnostic names the file.
//
// fuzz-seeds: Tests/StringsdictLintTests/Fixtures/**/*.strings* Tests/StringsdictLintTests/Fixtures/**/*.xcstrings Resources/ru.lproj/* Resources/ar.lproj/*
// fuzz-dict: plist.dict
// fuzz-options: -max_len=4096

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import Stringsdict
@testable import StringsdictLint

/// A folder of our own for the file being linted, made once per process.
private let folder: String = {
    let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    var template = Array("\(base)/stringsdict-fuzz-lint-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
        guard let base = buffer.baseAddress, let pointer = mkdtemp(base) else { return nil }
        return String(cString: pointer)
    }
    guard let made else { require(false, "mkdtemp failed"); return "" }
    require(mkdir(made + "/ru.lproj", 0o700) == 0, "mkdir failed")
    atexit { cleanUp() }
    return made
}()

/// The three files a run may write.
private let paths = [folder + "/Localizable.xcstrings", folder + "/ru.lproj/Localizable.stringsdict", folder + "/ru.lproj/Localizable.strings"]

private func cleanUp() {
    for path in paths { unlink(path) }
    rmdir(folder + "/ru.lproj")
    rmdir(folder)
}

private func writeFile(_ bytes: [UInt8], to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    require(descriptor >= 0, "cannot write \(path)")
    var offset = 0
    while offset < bytes.count {
        let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        require(count > 0, "short write to \(path)")
        offset += count
    }
    close(descriptor)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let start = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }
    let path: String
    switch start {
    case UInt8(ascii: "{")?: path = paths[0]
    case UInt8(ascii: "<")?, UInt8(ascii: "b")?: path = paths[1]
    default: path = paths[2]
    }
    for old in paths where old != path { unlink(old) }
    writeFile(bytes, to: path)
    let report: LintReport
    do {
        report = try Linter().lint(paths: [path])
    } catch {
        require(false, "lint threw for a file: \(error)")
        return 0
    }
    for diagnostic in report.diagnostics {
        require(diagnostic.file == path, "a diagnostic names another file: \(diagnostic)")
    }
    _ = TextReporter.render(report)
    _ = JSONReporter.render(report)
    _ = GitHubReporter.render(report)
    return 0
}
