import ArgumentParser
import Stringsdict
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An error the CLI reports on standard error as `stringsdict: error: DESCRIPTION` before
/// exiting with status 2 (usage or I/O); see ``Diagnostics`` for the voice.
struct CLIError: Error, CustomStringConvertible {
    /// What went wrong, and where it helps, how to fix it.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Writes `message` and a newline to standard error.
func printToStandardError(_ message: String) {
    TerminalProgress.clearForMessage()
    var line = message
    line.append("\n")
    line.utf8.withContiguousStorageIfAvailable { bytes in
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(2, base + offset, bytes.count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
}

/// Prints what `render` returns; a ``StringsdictError`` goes to standard error as the editor-readable
/// `path:line:column: error: message` (``Diagnostics/lines(for:help:)``) and the command exits with status 2.
func printRendering(_ render: () throws -> String) throws {
    do {
        print(try render())
    } catch let error as StringsdictError {
        for line in Diagnostics.lines(for: error) { printToStandardError(line) }
        throw ExitCode(ExitStatus.failure)
    }
}
