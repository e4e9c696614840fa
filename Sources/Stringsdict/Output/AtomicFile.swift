#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files so that a reader sees the old content or the new one, never a part.
public enum AtomicFile {
    /// Writes `bytes` to `path` through a temporary file in the same folder, flushed and then
    /// renamed over `path`; on failure the temporary file is removed and `path` is untouched.
    /// The new file gets mode 0644 (less the umask), or the mode of the file it replaces.
    ///
    /// When `path` is a symbolic link, the file it points to is written (as editors do) and the
    /// link stays. On Linux the bytes go to an anonymous file (`O_TMPFILE`) that gets a name only
    /// once it is complete, so a process killed mid-write leaves nothing behind; elsewhere, or
    /// where the file system lacks `O_TMPFILE`, a named temporary file `.NAME.tmp-XXXXXX` is used,
    /// and one left by a killed run is removed by the next write of the same file.
    ///
    /// - Throws: ``StringsdictError`` `.io` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws(StringsdictError) {
        try write(to: path) { (output: inout Output) throws(StringsdictError) in
            try bytes.withUnsafeBufferPointer { (buffer) throws(StringsdictError) in try output.write(UnsafeRawBufferPointer(buffer)) }
        }
    }

    /// The temporary file ``write(to:producing:)`` fills, written to as its producer goes.
    package struct Output: ~Copyable {
        fileprivate let descriptor: Int32
        fileprivate let path: String
        /// Bytes written so far, and where the last early write-back was asked for.
        private var offset = 0
        private var flushed = 0

        fileprivate init(descriptor: Int32, path: String) {
            self.descriptor = descriptor
            self.path = path
        }

        /// Appends `bytes` to the file.
        /// - Throws: ``StringsdictError`` `.io` naming the target path and the system's reason.
        package mutating func write(_ bytes: UnsafeRawBufferPointer) throws(StringsdictError) {
            guard let base = bytes.baseAddress else { return }
            var written = 0
            while written < bytes.count {
                let count = systemWrite(descriptor, base + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    let reason = String(cString: strerror(errno))
                    throw StringsdictError(.io, "cannot write \(path): \(reason)", at: SourceLocation(file: path, line: 1, column: 1))
                }
                written += count
            }
            offset += bytes.count
            // A big file's pages are handed to the disk as they are written, so that the fsync
            // before the rename waits only for the last of them.
            if offset - flushed >= AtomicFile.writeBackBytes {
                AtomicFile.startWriteBack(descriptor, from: flushed, count: offset - flushed)
                flushed = offset
            }
        }
    }

    /// How many written bytes ask the system to start writing them to disk (Linux).
    static let writeBackBytes = 1 << 20

    /// Asks the system to start writing bytes `start..<start + count` of `descriptor` to disk
    /// without waiting (Linux `sync_file_range(SYNC_FILE_RANGE_WRITE)`); nothing elsewhere.
    static func startWriteBack(_ descriptor: Int32, from start: Int, count: Int) {
        #if os(Linux)
        guard let syncFileRange = syncFileRange else { return }
        _ = syncFileRange(descriptor, Int64(start), Int64(count), 2)
        #endif
    }

    #if os(Linux)
    /// Glibc's `sync_file_range`, looked up by name: its Swift module does not export it.
    private static let syncFileRange: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32)? = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "sync_file_range") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32).self)
    }()
    #endif

    /// Writes what `produce` writes to its ``Output``, as ``write(_:to:)`` writes bytes: through
    /// a temporary file renamed over `path` once complete. A file of tens of megabytes is written
    /// a piece at a time, without all of it in memory. When `produce` throws, the temporary file is
    /// removed, `path` is untouched, and its error is thrown.
    package static func write(to path: String, producing produce: (inout Output) throws(StringsdictError) -> Void) throws(StringsdictError) {
        let target = followingLinks(path)
        let location = SourceLocation(file: path, line: 1, column: 1)
        func failure(_ what: String) -> StringsdictError {
            let reason = String(cString: strerror(errno))
            return StringsdictError(.io, "cannot \(what) \(path): \(reason)", at: location)
        }
        let (folder, name) = split(target)
        removeLeftovers(in: folder, of: name)
        let mode: mode_t
        var existing = stat()
        if stat(target, &existing) == 0 {
            mode = existing.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o644 & ~mask
        }
        // The anonymous file first; a named one where the system cannot make it.
        var temporary: String?
        var descriptor = anonymousFile(in: folder)
        if descriptor < 0 {
            var template = Array((folder + "." + name + temporaryInfix + "XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
            guard descriptor >= 0 else { throw failure("create a temporary file beside") }
            temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        func discard() {
            if let temporary { unlink(temporary) }
        }
        fchmod(descriptor, mode)
        var output = Output(descriptor: descriptor, path: path)
        do throws(StringsdictError) {
            try produce(&output)
        } catch {
            discard()
            throw error
        }
        guard fsync(descriptor) == 0 else {
            let error = failure("flush")
            discard()
            throw error
        }
        if temporary == nil {
            // Name the complete anonymous file, then move the name over the target.
            for _ in 0..<16 {
                let candidate = folder + "." + name + temporaryInfix + randomSuffix()
                if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                    temporary = candidate
                    break
                }
                if errno != EEXIST { break }
            }
            guard temporary != nil else { throw failure("name the temporary file beside") }
        }
        close(descriptor)
        closed = true
        guard let temporary, rename(temporary, target) == 0 else {
            let error = failure("replace")
            discard()
            throw error
        }
    }

    /// What names a temporary file of ours: `.NAME` + this + six random characters.
    static let temporaryInfix = ".tmp-"

    /// `path`, or the file its chain of symbolic links ends at (at most 40 links, as the
    /// system allows); a relative link is taken from the link's folder.
    package static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: 4097)
            let count = readlink(current, &buffer, 4096)
            guard count > 0 else { return current }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.utf8.first == 0x2F {
                current = link
            } else {
                current = split(current).folder + link
            }
        }
        return current
    }

    /// The folder part of `path` with its trailing `/` (empty for a bare name) and the name.
    static func split(_ path: String) -> (folder: String, name: String) {
        // At the byte "/": a "/" followed by a combining mark is one Character.
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: 0x2F) else { return ("", path) }
        return (String(decoding: bytes[...slash], as: UTF8.self), String(decoding: bytes[(slash + 1)...], as: UTF8.self))
    }

    /// A descriptor of a new anonymous file in `folder` (Linux `O_TMPFILE`), or -1.
    private static func anonymousFile(in folder: String) -> Int32 {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        // O_TMPFILE is __O_TMPFILE | O_DIRECTORY; Glibc's Swift overlay does not export it.
        let temporaryFile: Int32 = 0o20000000 | O_DIRECTORY
        return open(folder.isEmpty ? "." : folder, temporaryFile | O_WRONLY | O_CLOEXEC, 0o600)
        #else
        return -1
        #endif
    }

    private static func randomSuffix() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        return String(decoding: (0..<6).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }, as: UTF8.self)
    }

    /// Removes `.NAME.tmp-XXXXXX` files in `folder` that a killed write of `name` left, when
    /// they are over a minute old (a younger one may be another process's write under way).
    private static func removeLeftovers(in folder: String, of name: String) {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
        defer { closedir(directory) }
        let prefix = Array(("." + name + temporaryInfix).utf8)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let bytes = Array(entryName.utf8)
            guard bytes.count == prefix.count + 6, bytes.starts(with: prefix) else { continue }
            let path = folder + entryName
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = info.st_mtimespec.tv_sec
            #else
            let modified = info.st_mtim.tv_sec
            #endif
            guard now.tv_sec - modified > 60 else { continue }
            unlink(path)
        }
    }

    /// The bytes of the file at `path` (at most the readers' default input size).
    ///
    /// - Throws: ``StringsdictError`` `.io` when it cannot be read, `.limit` when it is larger.
    public static func read(_ path: String) throws(StringsdictError) -> [UInt8] {
        try FileBytes.read(path, maximumSize: PropertyListLimits.default.maximumInputSize)
    }

    /// Creates `path` and its missing parent folders (mode 0755).
    ///
    /// - Throws: ``StringsdictError`` `.io` when a folder cannot be created.
    public static func createDirectory(_ path: String) throws(StringsdictError) {
        var current = path.utf8.first == 0x2F ? "/" : ""
        for component in Array(path.utf8).split(separator: 0x2F) {
            current += String(decoding: component, as: UTF8.self) + "/"
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                let reason = String(cString: strerror(errno))
                throw StringsdictError(.io, "cannot create the folder \(current): \(reason)", at: SourceLocation(file: path, line: 1, column: 1))
            }
        }
    }
}
