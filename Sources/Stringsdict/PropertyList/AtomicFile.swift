#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// Writes whole files so that a reader sees the old content or the new one, never a part.
public enum AtomicFile {
    /// Writes `bytes` to `path` through a temporary file in the same folder, flushed and then
    /// renamed over `path`; on failure the temporary file is removed and `path` is untouched.
    /// The new file gets mode 0644 (less the umask), or the mode of the file it replaces.
    ///
    /// - Throws: ``StringsdictError`` `.io` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws(StringsdictError) {
        let location = SourceLocation(file: path, line: 1, column: 1)
        func failure(_ what: String) -> StringsdictError {
            let reason = String(cString: strerror(errno))
            return StringsdictError(.io, "cannot \(what) \(path): \(reason)", at: location)
        }
        let folder: String
        let name: String
        if let slash = path.lastIndex(of: "/") {
            folder = String(path[...slash])
            name = String(path[path.index(after: slash)...])
        } else {
            folder = ""
            name = path
        }
        var template = Array((folder + "." + name + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw failure("create a temporary file beside") }
        let temporary = String(cString: template.map { UInt8(bitPattern: $0) } + [0])
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        var existing = stat()
        if stat(path, &existing) == 0 {
            fchmod(descriptor, existing.st_mode & 0o7777)
        } else {
            let mask = umask(0)
            umask(mask)
            fchmod(descriptor, 0o644 & ~mask)
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, base + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let error = failure("write")
                unlink(temporary)
                throw error
            }
            written += count
        }
        guard fsync(descriptor) == 0 else {
            let error = failure("flush")
            unlink(temporary)
            throw error
        }
        close(descriptor)
        closed = true
        guard rename(temporary, path) == 0 else {
            let error = failure("replace")
            unlink(temporary)
            throw error
        }
    }

    /// Creates `path` and its missing parent folders (mode 0755).
    ///
    /// - Throws: ``StringsdictError`` `.io` when a folder cannot be created.
    public static func createDirectory(_ path: String) throws(StringsdictError) {
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            current += component + "/"
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                let reason = String(cString: strerror(errno))
                throw StringsdictError(.io, "cannot create the folder \(current): \(reason)", at: SourceLocation(file: path, line: 1, column: 1))
            }
        }
    }
}
