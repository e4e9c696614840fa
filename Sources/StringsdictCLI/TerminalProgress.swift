#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// A sign of life for a long command on a terminal: after a second and a half without finishing,
/// `⋯ stringsdict catalog migrate: 4 s` on standard error, redrawn every half second and erased
/// when the command ends.
///
/// Only when standard error is a terminal (`isatty(2)`): a pipe, a file or CI gets nothing. The
/// line is erased before each of our own diagnostics (``printToStandardError(_:)``), so they
/// never share a line with it.
enum TerminalProgress {
    /// What is shown, and whether the line is on screen.
    private struct State {
        var label: String?
        var start: UInt64 = 0
        var visible = false
    }

    private static let state = Mutex(State())
    private static let queue = DispatchQueue(label: "stringsdict.progress")
    /// The commands that may run long enough to need it.
    static let longCommands: Set<String> = [
        "lint", "generate", "extract", "genstrings", "pseudo", "bench", "migrate", "compile", "merge", "format", "export", "import",
    ]

    /// Starts the ticker for `label` (`stringsdict catalog migrate`) when standard error is a terminal.
    static func start(_ label: String) {
        guard isatty(2) == 1 else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock {
            $0.label = label
            $0.start = now
        }
        tick()
    }

    private static func tick() {
        queue.asyncAfter(deadline: .now() + .milliseconds(500)) {
            let line: String? = state.withLock { state in
                guard let label = state.label else { return nil }
                let elapsed = (DispatchTime.now().uptimeNanoseconds - state.start) / 1_000_000_000
                guard elapsed >= 1 || state.visible else { return "" }
                state.visible = true
                return "\r\u{1B}[K⋯ \(label): \(max(elapsed, 1)) s"
            }
            guard let line else { return }
            if !line.isEmpty { writeRaw(line) }
            tick()
        }
    }

    /// Erases the line and stops the ticker.
    static func stop() {
        let wasVisible = state.withLock { state in
            defer {
                state.label = nil
                state.visible = false
            }
            return state.visible
        }
        if wasVisible { writeRaw("\r\u{1B}[K") }
    }

    /// Erases the line (when shown) before a diagnostic; the next tick draws it again.
    static func clearForMessage() {
        let wasVisible = state.withLock { state in
            defer { state.visible = false }
            return state.visible
        }
        if wasVisible { writeRaw("\r\u{1B}[K") }
    }

    private static func writeRaw(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            _ = write(2, base, bytes.count)
        }
    }
}
