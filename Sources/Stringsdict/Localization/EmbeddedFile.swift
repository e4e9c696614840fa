/// A localization file compiled into the program: its path relative to a resources folder and
/// its content.
///
/// The build plugin's generated code holds one per table file of the target, so the tables
/// reach the program without a resource bundle (see ``Localizations/init(embedded:preferences:developmentLanguage:device:width:onMissingKey:)``):
///
/// ```swift
/// let files = [
///     EmbeddedFile(path: "Localizable.xcstrings", text: #"{"sourceLanguage":"en", …}"#),
///     EmbeddedFile(path: "de.lproj/Settings.strings", text: #""title" = "Einstellungen";"#),
///     EmbeddedFile(path: "ja.lproj/Legacy.stringsdict", base64: "YnBsaXN0MDDU…"),
/// ]
/// ```
///
/// Paths are `LANG.lproj/TABLE.strings`, `LANG.lproj/TABLE.stringsdict` or `TABLE.xcstrings`;
/// other paths are ignored. Text is kept as the string literal's UTF-8 and decoded by the same
/// readers as files on disk, when the table is first needed.
public struct EmbeddedFile: Sendable {
    /// The path relative to the resources folder (`de.lproj/Localizable.strings`).
    public let path: String
    private let content: Content

    private enum Content: Sendable {
        case text(String)
        case base64(String)
    }

    /// A text file (UTF-8): a `.strings` or XML `.stringsdict` file, or a catalog.
    public init(path: String, text: String) {
        self.path = path
        content = .text(text)
    }

    /// A binary file (a binary property list, a UTF-16 `.strings` file) as base64 text.
    public init(path: String, base64: String) {
        self.path = path
        content = .base64(base64)
    }

    /// The file's bytes; nil when the base64 text is not valid.
    public var bytes: [UInt8]? {
        switch content {
        case .text(let text): Array(text.utf8)
        case .base64(let text): Base64.decode(text.utf8)
        }
    }
}
