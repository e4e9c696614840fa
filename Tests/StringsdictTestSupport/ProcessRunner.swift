import Dispatch
import Foundation
import Synchronization

/// How a process ended and what it wrote.
public struct ProcessResult: Sendable, Equatable {
    /// The exit status (0 success; `stringsdict` uses 1 for findings and 2 for usage and I/O
    /// errors), or the signal number when the process was killed by one.
    public var status: Int32
    /// Everything written to standard output, as UTF-8 (invalid bytes replaced).
    public var output: String
    /// Everything written to standard error, as UTF-8 (invalid bytes replaced).
    public var error: String

    public init(status: Int32, output: String, error: String) {
        self.status = status
        self.output = output
        self.error = error
    }
}

/// Runs an executable to its end, for end-to-end tests: the built `stringsdict`
/// (``StringsdictBinary``), `swiftc`, or anything else.
///
/// Standard output and standard error are read at the same time (a process that fills one pipe
/// while the reader waits on the other would never end); standard input is empty.
public enum ProcessRunner {
    /// Runs `executable` with `arguments` and waits for it to end.
    ///
    /// - Parameters:
    ///   - environment: variables to set (a value) or remove (`nil`) in a copy of this
    ///     process's environment, such as `["LANGUAGE": "de", "TZ": nil]`.
    ///   - folder: the working folder; this process's when nil.
    /// - Throws: what `Process.run()` throws when the executable cannot be started.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String?] = [:], in folder: String? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (name, value) in environment { variables[name] = value }
            process.environment = variables
        }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorReader = PipeReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.wait()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus,
                             output: String(decoding: outputData, as: UTF8.self),
                             error: String(decoding: errorData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on another thread.
private final class PipeReader: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchGroup()

    init(_ handle: FileHandle) {
        done.enter()
        DispatchQueue.global().async { [self] in
            let read = handle.readDataToEndOfFile()
            data.withLock { $0 = read }
            done.leave()
        }
    }

    /// Everything the pipe held, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data.withLock { $0 }
    }
}

/// The `stringsdict` executable of this build, which the end-to-end tests run.
public enum StringsdictBinary {
    /// The package root (this file is `Tests/StringsdictTestSupport/ProcessRunner.swift`).
    public static let packageRoot = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    /// The built executable: beside the running test bundle (its folder or one of its three
    /// parents, where SwiftPM puts products), else `.build/debug/stringsdict` in the package;
    /// nil when there is none (build the `stringsdict` product first).
    public static let path: String? = {
        var folders: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        for bundle in [Bundle.main] + Bundle.allBundles.filter({ $0.bundlePath.hasSuffix(".xctest") }) {
            var folder = bundle.bundleURL
            for _ in 0..<4 {
                folders.append(folder)
                folder = folder.deletingLastPathComponent()
            }
        }
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        let candidates = folders.map { $0.appendingPathComponent("stringsdict").path } + [packageRoot + "/.build/debug/stringsdict"]
        return candidates.first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: path)
        }
    }()

    /// Whether there is a built executable to run (for `.enabled(if:)`).
    public static var isBuilt: Bool { path != nil }

    /// The error of ``run(_:environment:in:)`` when the executable is not built.
    public struct NotBuilt: Error, CustomStringConvertible {
        public var description: String { "build the stringsdict product first (swift build)" }
    }

    /// Runs `stringsdict` with `arguments` (see ``ProcessRunner/run(_:_:environment:in:)``).
    ///
    /// - Throws: ``NotBuilt`` when there is no executable, or what starting it throws.
    public static func run(_ arguments: [String], environment: [String: String?] = [:], in folder: String? = nil) throws -> ProcessResult {
        guard let path else { throw NotBuilt() }
        return try ProcessRunner.run(path, arguments, environment: environment, in: folder)
    }
}
