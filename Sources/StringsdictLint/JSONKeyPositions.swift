import Stringsdict

/// Where each object key of a JSON document is written: the line and column of its opening quote,
/// by key path (`["strings", "Welcome", "localizations", "de"]`; an array element's index is its
/// path component).
///
/// A view of a ``JSONDocument`` (the package's one JSON reader, which ``StringCatalog`` reads
/// through too) that indexes its key positions by path. The reader is iterative, so nesting costs
/// no stack, and refuses nesting deeper than ``maximumDepth``. Lines are counted at `\n`, `\r\n`
/// and `\r`; columns in Unicode scalars, 1-based, as in ``SourceLocation``. A key written twice
/// in one object keeps the position of its first occurrence, the one `JSONDecoder` reads; the
/// later ones are listed in ``duplicates``.
struct JSONKeyPositions: Sendable {
    /// A place where the text stops being JSON.
    struct SyntaxError: Error, Sendable {
        let message: String
        let line: Int
        let column: Int
    }

    /// The deepest nesting of objects and arrays accepted.
    static let maximumDepth = JSONDocument.maximumDepth

    /// A key written again in the same object.
    struct Duplicate: Sendable {
        /// The key path (the last component is the key).
        let path: [String]
        /// Where it is first written (the one read) and written again (ignored).
        let first: (line: Int, column: Int)
        let second: (line: Int, column: Int)
    }

    /// The position of every key, by key path.
    private(set) var positions: [[String]: (line: Int, column: Int)] = [:]
    /// The keys written more than once in one object, in file order.
    private(set) var duplicates: [Duplicate] = []

    /// The position of the key at `path`, in `file`.
    func location(of path: [String], file: String) -> SourceLocation? {
        positions[path].map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }

    /// The document read.
    let document: JSONDocument

    /// Reads `bytes` (UTF-8 JSON) with ``JSONDocument``, the package's one JSON reader.
    ///
    /// - Throws: ``SyntaxError`` at the first byte that is not valid JSON.
    init(bytes: [UInt8], file: String = "") throws(SyntaxError) {
        do {
            document = try JSONDocument(bytes: bytes, file: file)
        } catch {
            throw SyntaxError(message: error.message, line: error.location?.line ?? 1, column: error.location?.column ?? 1)
        }
        duplicates = document.duplicates.map {
            Duplicate(path: $0.path, first: ($0.first.line, $0.first.column), second: ($0.second.line, $0.second.column))
        }
        // Walk the tree without recursion: (path of the container, its value).
        var pending: [([String], JSONValue)] = [([], document.root)]
        while let (path, value) = pending.popLast() {
            switch value {
            case .object(let object):
                for member in object.members {
                    let keyPath = path + [member.key]
                    positions[keyPath] = (member.line, member.column)
                    pending.append((keyPath, member.value))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() { pending.append((path + [String(index)], element)) }
            default:
                break
            }
        }
    }
}
