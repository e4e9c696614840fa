import Stringsdict

/// A String Catalog cut into byte ranges without building it (``StringCatalogSlices``), with
/// the hash of its top-level members other than `strings`, so a run with a ``GenerationCache``
/// can hash each entry and compile only those that changed.
///
/// Nil when the file is not a JSON object of that shape or a key under `strings` appears twice:
/// then the catalog is read in full and its reader says what is wrong.
struct HashedCatalogSlices {
    typealias Entry = StringCatalogSlices.Entry

    var entries: [Entry]
    /// The bytes of ``headBytes`` hashed.
    var head: UInt64
    /// The `sourceLanguage` member's value.
    var sourceLanguage: String?
    /// `{`, the members other than `strings` and a comma after each.
    var headBytes: [UInt8]

    init?(bytes: [UInt8], file: String) {
        guard let slices = StringCatalogSlices(bytes: bytes, file: file) else { return nil }
        entries = slices.entries
        sourceLanguage = slices.sourceLanguage
        headBytes = slices.headBytes
        head = slices.headBytes.withUnsafeBufferPointer { StableHash.of($0) }
    }
}
