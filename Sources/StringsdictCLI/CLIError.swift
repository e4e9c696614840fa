#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An error the CLI reports on standard error before exiting with status 2 (usage or I/O).
struct CLIError: Error, CustomStringConvertible {
    /// What went wrong, and where it helps, how to fix it.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Writes `message` and a newline to standard error.
func printToStandardError(_ message: String) {
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
