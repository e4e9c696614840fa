import Stringsdict
import StringsdictTestSupport

extension MarkedText {
    /// The place of `marker` as the library's readers report it in `file`.
    ///
    /// - Throws: ``MarkedText/MarkerError/missing(_:)`` when the text has no such marker.
    func location(_ marker: String, file: String) throws -> SourceLocation {
        let place = try position(marker)
        return SourceLocation(file: file, line: place.line, column: place.column)
    }
}
