import Synchronization

/// A `.stringsdict` file kept for entries loaded straight from its bytes: their trees (the
/// public views' data) and locations are worked out from it when first asked for.
///
/// The file is parsed as a property list once, on the first tree asked for, and the dictionary
/// and the trees built are kept. Sendable: the bytes are immutable; the parse and the trees
/// are guarded by a `Mutex`.
final class StringsdictDocument: Sendable {
    /// The file's bytes as UTF-8 (transcoded if it was UTF-16).
    let bytes: [UInt8]
    let file: String
    let limits: PropertyListLimits
    private let parsed = Mutex<(root: PropertyListDictionary?, trees: [String: PluralEntry.Tree])>((nil, [:]))

    init(bytes: [UInt8], file: String, limits: PropertyListLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    /// The line and column of byte `offset`.
    func location(at offset: Int) -> SourceLocation {
        var positions = TextPositions(file: file)
        return bytes.withUnsafeBufferPointer { positions.location(at: offset, in: $0) }
    }

    /// The tree of plural entry `key`, compiled from the file on first use.
    ///
    /// The loader compiled this entry from the same bytes before, so compiling it again
    /// succeeds; if it somehow did not, the tree is empty rather than a crash.
    func tree(for key: String) -> PluralEntry.Tree {
        parsed.withLock { parsed in
            if let tree = parsed.trees[key] { return tree }
            if parsed.root == nil {
                parsed.root = (try? PropertyListReader.readDictionary(bytes, file: file, limits: limits))?.dictionary
            }
            var tree = PluralEntry.Tree.empty
            // The last occurrence of the key, as the loader kept it.
            if let node = parsed.root?[key], let dictionary = node.dictionary {
                var compiler = PluralCompiler(key: key, entry: dictionary, location: node.location)
                if let (compiled, _) = try? compiler.compileTree() { tree = compiled }
            }
            parsed.trees[key] = tree
            return tree
        }
    }
}
