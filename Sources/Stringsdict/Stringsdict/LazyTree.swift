import Synchronization

/// A `.stringsdict` file kept for entries loaded straight from its bytes: their trees (the
/// public views' data) are rebuilt from it on first use.
///
/// The file is parsed as a property list once, on the first tree asked for, and the dictionary
/// kept. Sendable: the bytes are immutable and the parse is guarded by a `Mutex`.
final class StringsdictDocument: Sendable {
    /// The file's bytes as UTF-8 (transcoded if it was UTF-16).
    let bytes: [UInt8]
    let file: String
    let limits: PropertyListLimits
    private let root = Mutex<PropertyListDictionary?>(nil)

    init(bytes: [UInt8], file: String, limits: PropertyListLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    /// The value of root key `key` (its last occurrence), or nil when the file no longer reads
    /// as the loader read it (which loading rules out).
    func entry(_ key: String) -> PropertyListNode? {
        root.withLock { root in
            if root == nil {
                root = (try? PropertyListReader.readDictionary(bytes, file: file, limits: limits))?.dictionary
            }
            return root?[key]
        }
    }
}

/// The tree of one plural entry, compiled from its ``StringsdictDocument`` on first use.
///
/// Sendable: the tree is built once under a `Mutex`.
final class LazyTree: Sendable {
    private let document: StringsdictDocument
    private let key: String
    private let built = Mutex<PluralEntry.Tree?>(nil)

    init(document: StringsdictDocument, key: String) {
        self.document = document
        self.key = key
    }

    /// The tree. The loader compiled this entry from the same bytes before, so compiling it
    /// again succeeds; if it somehow did not, the tree is empty rather than a crash.
    var tree: PluralEntry.Tree {
        built.withLock { built in
            if let built { return built }
            var tree = PluralEntry.Tree.empty
            if let node = document.entry(key), let dictionary = node.dictionary {
                var compiler = PluralCompiler(key: key, entry: dictionary, location: node.location)
                if let (compiled, _) = try? compiler.compileTree() { tree = compiled }
            }
            built = tree
            return tree
        }
    }
}
