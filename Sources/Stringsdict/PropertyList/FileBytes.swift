#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Musl)
private let systemRead = Musl.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// Reads a whole file into memory with POSIX calls, for the readers' `contentsOf:` helpers.
enum FileBytes {
    /// The bytes of the file at `path`.
    ///
    /// Throws `.io` naming the path and the system's reason when the file cannot be opened or
    /// read, and `.limit` when it is larger than `maximumSize`.
    static func read(_ path: String, maximumSize: Int) throws(StringsdictError) -> [UInt8] {
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
            throw StringsdictError(.io, "cannot read \(path): it is a directory", at: location)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(Int(status.st_size), 0))
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
