import ArgumentParser
import Stringsdict
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

/// Prints what `render` returns; a ``StringsdictError`` goes to standard error as the editor-readable
/// `path:line:column: error: message` and the command exits with status 2.
func printRendering(_ render: () throws -> String) throws {
    do {
        print(try render())
    } catch let error as StringsdictError {
        printToStandardError(error.description)
        throw ExitCode(2)
    }
}

/// A locale option's text as an identifier, or a ``CLIError`` that says why it is not one.
func localeOption(_ text: String) throws -> LocaleIdentifier {
    do {
        return try LocaleIdentifier(text)
    } catch {
        throw CLIError("invalid locale: \(error)")
    }
}

/// Helpers for quoting user input in messages.
enum CLIText {
    /// The most characters of user input an error message echoes.
    static let maximumEcho = 200

    /// `text`, or its first ``maximumEcho`` characters and a note of how many more there are:
    /// an error never echoes a huge argument back.
    static func excerpt(_ text: String) -> String {
        var count = 0
        var end = text.startIndex
        while end < text.endIndex, count < maximumEcho {
            text.formIndex(after: &end)
            count += 1
        }
        guard end < text.endIndex else { return text }
        return String(text[..<end]) + "… (\(text.count - count) more characters)"
    }
}
