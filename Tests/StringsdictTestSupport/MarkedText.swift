/// A text with position markers, as swift-format's tests write them: each marker (`1️⃣` … `9️⃣`,
/// `0️⃣`, `🔟`) is removed from ``text`` and its place kept, so a test says where a finding is
/// by pointing at it instead of counting lines and columns by hand.
///
/// ```swift
/// let marked = try MarkedText("""
///     "greeting" = "Hello";
///     1️⃣"greeting" = "Hi";
///     """)
/// // marked.text has no marker; marked["1️⃣"] is line 2, column 1.
/// ```
///
/// Positions count as the library's `SourceLocation` does: 1-based lines and columns, columns
/// in Unicode scalars, and LF, CRLF (one break) and a lone CR as line breaks.
public struct MarkedText: Sendable, Equatable {
    /// Where a marker stood in the text without markers.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        /// 1-based line.
        public var line: Int
        /// 1-based column, in Unicode scalars.
        public var column: Int
        /// The offset in bytes of UTF-8 from the start of ``MarkedText/text``.
        public var utf8Offset: Int

        public init(line: Int, column: Int, utf8Offset: Int) {
            self.line = line
            self.column = column
            self.utf8Offset = utf8Offset
        }

        /// `line:column`.
        public var description: String { "\(line):\(column)" }
    }

    /// A marker written twice, or asked for and not in the text.
    public enum MarkerError: Error, Equatable, CustomStringConvertible {
        case repeated(String)
        case missing(String)

        public var description: String {
            switch self {
            case .repeated(let marker): "the marker \(marker) is in the text more than once"
            case .missing(let marker): "the marker \(marker) is not in the text"
            }
        }
    }

    /// The markers this type recognizes: the keycap digits and the keycap ten.
    public static let markers: Set<Character> = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    /// The text with every marker removed.
    public let text: String
    /// Each marker's position in ``text``.
    public let positions: [String: Position]

    /// Reads the markers of `marked`.
    ///
    /// - Throws: ``MarkerError/repeated(_:)`` when a marker occurs twice.
    public init(_ marked: String) throws(MarkerError) {
        var text = ""
        var offsets: [String: Int] = [:]
        var utf8Count = 0
        for character in marked {
            if Self.markers.contains(character) {
                let marker = String(character)
                guard offsets[marker] == nil else { throw .repeated(marker) }
                offsets[marker] = utf8Count
            } else {
                text.append(character)
                utf8Count += character.utf8.count
            }
        }
        self.text = text
        self.positions = Self.positions(of: offsets, in: text)
    }

    /// The position of `marker`, or nil when the text has none.
    public subscript(marker: String) -> Position? {
        positions[marker]
    }

    /// The position of `marker`.
    ///
    /// - Throws: ``MarkerError/missing(_:)`` when the text has no such marker.
    public func position(_ marker: String) throws(MarkerError) -> Position {
        guard let position = positions[marker] else { throw .missing(marker) }
        return position
    }

    /// Line and column of each UTF-8 offset in `text`, counted in one pass.
    private static func positions(of offsets: [String: Int], in text: String) -> [String: Position] {
        let wanted = offsets.sorted { $0.value < $1.value }
        var result: [String: Position] = [:]
        var next = wanted.startIndex
        var line = 1
        var column = 1
        var offset = 0
        func record() {
            while next < wanted.endIndex, wanted[next].value == offset {
                result[wanted[next].key] = Position(line: line, column: column, utf8Offset: offset)
                next += 1
            }
        }
        // As the library's readers count: a CR followed by an LF is part of that line break.
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            record()
            if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                line += 1
                column = 1
            } else if scalar != "\r" {
                column += 1
            }
            offset += UTF8.width(scalar)
        }
        record()
        return result
    }
}
