import Synchronization

/// A `.stringsdict` file kept for entries loaded straight from its bytes: their trees (the
/// public views' data) and locations are worked out from it when first asked for. A `.strings`
/// file's text, loaded into a ``CompactStringTable``, is kept the same way for its locations.
///
/// The file is parsed as a property list once, on the first tree asked for, and the dictionary
/// and the trees built are kept. Sendable: the bytes are immutable; the parse and the trees
/// are guarded by a `Mutex`.
///
/// Part of the fast path (``StringsdictLoader``): the trees and positions it works out later must
/// equal the tree path's; `Tests/StringsdictTests/StringsdictLoaderTests.swift` holds them equal.
final class StringsdictDocument: Sendable {
    /// The file's bytes as UTF-8 (transcoded if it was UTF-16), or a binary plist's bytes.
    let bytes: [UInt8]
    let file: String
    let limits: PropertyListLimits
    /// A binary plist: locations are byte offsets (line 1, column offset + 1), as
    /// ``BinaryPropertyListParser`` gives them.
    let isBinary: Bool
    /// The parsed root, each key's position in it (the last occurrence), and the trees built.
    private let parsed = Mutex<(root: PropertyListDictionary?, positions: [String: Int], trees: [String: PluralEntry.Tree])>((nil, [:], [:]))

    init(bytes: [UInt8], file: String, limits: PropertyListLimits, isBinary: Bool = false) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
        self.isBinary = isBinary
    }

    /// Where each line starts (byte offsets), counted on first use: asking for the location of
    /// every message of a large table then costs a search each, not a pass over the file each.
    private let lineStarts = Mutex<[Int]?>(nil)

    /// The line and column (in Unicode scalars) of byte `offset`, as ``TextPositions`` counts
    /// them: LF, CRLF and a lone CR each end a line (a binary plist: line 1, column offset + 1).
    func location(at offset: Int) -> SourceLocation {
        if isBinary { return SourceLocation(file: file, line: 1, column: offset + 1) }
        let starts = lineStarts.withLock { starts in
            if let starts { return starts }
            var found = [0]
            bytes.withUnsafeBufferPointer { text in
                for index in text.indices {
                    let byte = text[index]
                    if byte == 0x0A || (byte == 0x0D && (index + 1 == text.count || text[index + 1] != 0x0A)) {
                        found.append(index + 1)
                    }
                }
            }
            starts = found
            return found
        }
        let target = min(max(offset, 0), bytes.count)
        // The last line starting at or before the target.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        var column = 1
        for index in starts[low]..<target where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(file: file, line: low + 1, column: column)
    }

    /// The tree of plural entry `key`, compiled from the file on first use: from the root's
    /// dictionary `object` alone when given (a binary file loaded lazily, where parsing the whole
    /// file for one entry would cost as much memory as the eager load avoided), else from the
    /// whole file, parsed once.
    ///
    /// The loader compiled this entry from the same bytes before, so compiling it again
    /// succeeds; if it somehow did not, the tree is empty rather than a crash.
    func tree(for key: String, object: Int? = nil) -> PluralEntry.Tree {
        parsed.withLock { parsed in
            if let tree = parsed.trees[key] { return tree }
            let node: PropertyListNode?
            if let object, isBinary {
                node = try? bytes.withUnsafeBufferPointer { (bytes) throws(StringsdictError) in
                    try BinaryPropertyListParser.parse(bytes, file: file, limits: limits, object: object)
                }
            } else {
                if parsed.root == nil {
                    let root = (try? PropertyListReader.readDictionary(bytes, file: file, limits: limits))?.dictionary
                    parsed.root = root
                    // Each key found through an index: the root's subscript searches, and asking
                    // for every key's tree (a migration does) was quadratic in the keys.
                    parsed.positions.reserveCapacity(root?.count ?? 0)
                    for (position, entry) in (root?.entries ?? []).enumerated() { parsed.positions[entry.key] = position }
                }
                // The last occurrence of the key, as the loader kept it.
                node = parsed.positions[key].flatMap { parsed.root?.entries[$0].value }
            }
            var tree = PluralEntry.Tree.empty
            if let node, let dictionary = node.dictionary {
                var compiler = PluralCompiler(key: key, entry: dictionary, location: node.location)
                if let (compiled, _) = try? compiler.compileTree() { tree = compiled }
            }
            parsed.trees[key] = tree
            return tree
        }
    }
}
