import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Merging catalogs from their files, reading only what the merge needs.
///
/// A merge driver's three versions mostly share their entries byte for byte. The files are cut
/// into entries by ``StringCatalogSlices`` and each distinct spelling of an entry is read once
/// (``StringCatalogReader/entry(in:)``): an entry written the same in all three versions is
/// read once, not three times. Every entry is still read (so a file with an error anywhere is
/// refused as the whole-file read refuses it), and the merge itself is the one of
/// ``StringCatalogMerge/merge(base:ours:theirs:)`` on the same models, so the result is the
/// same to the byte. Whenever anything is unusual (a key with an escape, a key spelled two ways
/// that Swift holds equal, a file that does not cut or read), the three files are read in full
/// and merged as documents, which gives the same result, or the error with its place.
extension StringCatalogMerge {
    /// Reads the catalogs at `base`, `ours` and `theirs` and merges them: the result of
    /// ``merge(base:ours:theirs:)`` on the three read with
    /// ``StringCatalogDocument/init(contentsOf:)``, in less time.
    ///
    /// - Throws: the error ``StringCatalogDocument/init(contentsOf:)`` throws for the first of
    ///   `base`, `ours` and `theirs` that cannot be read, and for one with a key written twice in
    ///   one object the error of ``JSONDocument/refuseDuplicates()`` (what `catalog format`
    ///   says): the merge would keep the first value and lose the second.
    public static func merge(contentsOfBase base: String, ours: String, theirs: String) throws(StringsdictError) -> Result {
        let paths = [base, ours, theirs]
        let limit = PropertyListLimits.default.maximumInputSize
        let read = Mutex<[[UInt8]?]>([nil, nil, nil])
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            let bytes = try? FileBytes.read(paths[index], maximumSize: limit)
            read.withLock { $0[index] = bytes }
        }
        let contents = read.withLock { $0 }
        if let baseBytes = contents[0], let oursBytes = contents[1], let theirsBytes = contents[2],
           let result = merge(baseBytes: baseBytes, oursBytes: oursBytes, theirsBytes: theirsBytes, files: paths) {
            return result
        }
        // The whole files, in parallel; the first error in the order of the arguments.
        let documents = Mutex<[Swift.Result<StringCatalogDocument, StringsdictError>?]>([nil, nil, nil])
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            let document = Swift.Result { () throws(StringsdictError) -> StringCatalogDocument in
                if let bytes = contents[index] { return try StringCatalogDocument(refusingDuplicates: bytes, file: paths[index]) }
                return try StringCatalogDocument(refusingDuplicates: FileBytes.read(paths[index], maximumSize: limit), file: paths[index])
            }
            documents.withLock { $0[index] = document }
        }
        let read3 = try documents.withLock { $0 }.map { document throws(StringsdictError) -> StringCatalogDocument in
            switch document {
            case .success(let document)?: return document
            case .failure(let error)?: throw error
            case nil: throw StringsdictError(.io, "cannot read the catalogs")
            }
        }
        var result = merge(base: read3[0], ours: read3[1], theirs: read3[2])
        result.outputCapacity = outputCapacity(contents.map { $0?.count ?? 0 })
        return result
    }

    /// Room for a merged catalog: the larger of ours and theirs and an eighth more.
    private static func outputCapacity(_ sizes: [Int]) -> Int {
        let largest = max(sizes[1], sizes[2])
        return largest + largest / 8 + 64
    }

    /// The merge of three catalogs' bytes (`files` names them, base, ours, theirs), reading each
    /// distinct spelling of an entry once; nil when the files cannot be merged this way (read
    /// them in full: that gives the same result, or the error).
    package static func merge(baseBytes: [UInt8], oursBytes: [UInt8], theirsBytes: [UInt8], files: [String]) -> Result? {
        guard files.count == 3 else { return nil }
        let bytes = [baseBytes, oursBytes, theirsBytes]
        let cut = Mutex<[StringCatalogSlices?]>([nil, nil, nil])
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            let slices = StringCatalogSlices.scan(bytes[index])
            cut.withLock { $0[index] = slices }
        }
        let found = cut.withLock { $0 }
        guard let baseSlices = found[0], let oursSlices = found[1], let theirsSlices = found[2] else { return nil }
        let slices = [baseSlices, oursSlices, theirsSlices]

        // The top-level members other than `strings`, read as a catalog without keys.
        var heads: [StringCatalogDocument] = []
        for (index, cut) in slices.enumerated() {
            var reader = StringCatalogReader(bytes: cut.headBytes + Array(#""strings":{}}"#.utf8), file: files[index], recordsPositions: false)
            // A key written twice: read in full, which refuses it with its place.
            guard let head = reader.read(), !reader.sawRepeat else { return nil }
            heads.append(head)
        }

        // Each key's entry in each version, as an index into `jobs` (the entries to read).
        let plan = Plan(slices: slices, bytes: bytes)
        guard let plan else { return nil }
        guard let models = read(plan.jobs, slices: slices, bytes: bytes, files: files) else { return nil }

        var merger = Merger()
        var strings: [String: StringCatalogDocument.Entry] = [:]
        strings.reserveCapacity(plan.keys.count)
        for key in plan.keys {
            let merged = merger.item(key.base.map { models[$0] }, key.ours.map { models[$0] }, key.theirs.map { models[$0] }, ["strings", key.name]) { merger, b, o, t, path in
                merger.entry(b, o, t, path)
            }
            if let merged { strings[key.name] = merged }
        }
        var result = merger.result(base: heads[0], ours: heads[1], theirs: heads[2], strings: strings)
        result.outputCapacity = outputCapacity(bytes.map(\.count))
        return result
    }

    /// Which entries to read, and which read entry stands for each key in each version.
    private struct Plan {
        /// A key and, for each version that has it, the index of its entry's model in the jobs.
        struct Key {
            var name: String
            var base: Int?
            var ours: Int?
            var theirs: Int?
        }

        /// The entries to read: a version (0 base, 1 ours, 2 theirs) and an entry of its slices.
        var jobs: [(file: Int, entry: Int)] = []
        var keys: [Key] = []

        /// Nil when a key is spelled with different bytes in two versions (Swift's `String`
        /// holds canonically equivalent spellings equal, so the full merge would take them as
        /// one key: left to it).
        init?(slices: [StringCatalogSlices], bytes: [[UInt8]]) {
            var indexes: [[String: Int]] = []
            for cut in slices {
                var index: [String: Int] = [:]
                index.reserveCapacity(cut.entries.count)
                for (position, entry) in cut.entries.enumerated() { index[entry.key] = position }
                indexes.append(index)
            }
            let base = slices[0].entries, ours = slices[1].entries, theirs = slices[2].entries
            keys.reserveCapacity(ours.count + ours.count / 8)
            jobs.reserveCapacity(ours.count + ours.count / 4)
            func same(_ first: (Int, Int), _ second: (Int, Int)) -> Bool {
                let a = slices[first.0].entries[first.1].range, b = slices[second.0].entries[second.1].range
                guard a.count == b.count else { return false }
                guard !a.isEmpty else { return true }
                return bytes[first.0].withUnsafeBytes { left in
                    bytes[second.0].withUnsafeBytes { right in
                        // Both ranges lie inside their arrays (the scanner's ranges).
                        guard let l = left.baseAddress, let r = right.baseAddress, a.upperBound <= left.count, b.upperBound <= right.count else { return false }
                        return memcmp(l + a.lowerBound, r + b.lowerBound, a.count) == 0
                    }
                }
            }
            func sameKey(_ name: String, _ other: Int?, in file: Int) -> Bool {
                guard let other else { return true }
                return slices[file].entries[other].key.utf8.elementsEqual(name.utf8)
            }
            var seen = Set<String>()
            seen.reserveCapacity(ours.count + theirs.count / 8)
            for name in ours.map(\.key) + theirs.map(\.key) + base.map(\.key) where seen.insert(name).inserted {
                let b = indexes[0][name], o = indexes[1][name], t = indexes[2][name]
                guard sameKey(name, b, in: 0), sameKey(name, o, in: 1), sameKey(name, t, in: 2) else { return nil }
                var key = Key(name: name)
                if let o {
                    key.ours = jobs.count
                    jobs.append((1, o))
                }
                if let t {
                    if let o, let job = key.ours, same((2, t), (1, o)) {
                        key.theirs = job
                    } else {
                        key.theirs = jobs.count
                        jobs.append((2, t))
                    }
                }
                if let b {
                    if let o, let job = key.ours, same((0, b), (1, o)) {
                        key.base = job
                    } else if let t, let job = key.theirs, same((0, b), (2, t)) {
                        key.base = job
                    } else {
                        key.base = jobs.count
                        jobs.append((0, b))
                    }
                }
                keys.append(key)
            }
        }
    }

    /// Reads the entries of `jobs`, on every core; nil when one does not read.
    private static func read(_ jobs: [(file: Int, entry: Int)], slices: [StringCatalogSlices], bytes: [[UInt8]], files: [String]) -> [StringCatalogDocument.Entry]? {
        let ranges = jobs.map { (file: $0.file, range: slices[$0.file].entries[$0.entry].range) }
        let pieces = max(1, min(ranges.count / 64, 16))
        let read = Mutex<[[StringCatalogDocument.Entry]?]>(Array(repeating: nil, count: pieces))
        DispatchQueue.concurrentPerform(iterations: pieces) { piece in
            var readers = (0..<3).map { StringCatalogReader(bytes: bytes[$0], file: files[$0], recordsPositions: false) }
            let start = ranges.count * piece / pieces, end = ranges.count * (piece + 1) / pieces
            var entries: [StringCatalogDocument.Entry] = []
            entries.reserveCapacity(end - start)
            for job in ranges[start..<end] {
                guard let entry = readers[job.file].entry(in: job.range) else { return }
                entries.append(entry)
            }
            // A key written twice inside an entry: read in full, which refuses it with its place.
            guard !readers.contains(where: \.sawRepeat) else { return }
            read.withLock { $0[piece] = entries }
        }
        var models: [StringCatalogDocument.Entry] = []
        models.reserveCapacity(ranges.count)
        for piece in read.withLock({ $0 }) {
            guard let piece else { return nil }
            models += piece
        }
        return models
    }
}
