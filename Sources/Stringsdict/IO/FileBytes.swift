#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file into memory with POSIX calls, for the readers' `contentsOf:` helpers.
package enum FileBytes {
    /// The bytes of the file at `path`.
    ///
    /// Throws `.io` naming the path and the system's reason when the file cannot be opened or
    /// read, and `.limit` when it is larger than `maximumSize`.
    package static func read(_ path: String, maximumSize: Int) throws(StringsdictError) -> [UInt8] {
        let location = SourceLocation(file: path, line: 1, column: 1)
        func failure(_ what: String) -> StringsdictError {
            let reason = String(cString: strerror(errno))
            return StringsdictError(.io, "cannot \(what) \(path): \(reason)", at: location)
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure("open") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure("stat") }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            // A folder where a file was wanted has no line to point at: `stringsdict: error: …`.
            throw StringsdictError(.io, "cannot read \(path): it is a folder, not a file")
        }
        let size = max(Int(status.st_size), 0)
        guard size <= maximumSize else {
            throw StringsdictError(.limit, "file \(path) is larger than the \(maximumSize)-byte limit", at: location)
        }
        // The size the file says it has, read straight into the array (one byte more, to see
        // whether it ends there); a file that grows, or has no size (a pipe), goes on below.
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            while initialized < buffer.count {
                let count = systemRead(descriptor, base + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if count == 0 { return }
                initialized += count
            }
        }
        if failed { throw failure("read") }
        if bytes.count <= size { return bytes }
        guard bytes.count <= maximumSize else {
            throw StringsdictError(.limit, "file \(path) is larger than the \(maximumSize)-byte limit", at: location)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("read")
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= maximumSize else {
                throw StringsdictError(.limit, "file \(path) is larger than the \(maximumSize)-byte limit", at: location)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
