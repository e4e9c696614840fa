import Stringsdict

/// Reads XLIFF 1.2 documents: the `<file>` elements and their `<trans-unit>`s (also inside
/// `<group>`s), each with its `<source>`, `<target>` and `state`, and `<note>`s, positioned
/// at file:line:column for diagnostics.
///
/// Built on the package's one XML tokenizer (`XMLTokenizer`), so encodings, references, limits
/// and error positions are those of every other XML reader here. Element names are matched
/// without their namespace prefix. Everything else (`<header>`, `<alt-trans>`, `<context-group>`,
/// unknown attributes translation tools add such as `approved`) is skipped. Inline markup in a
/// `<source>` or `<target>` (`<g>`, `<x/>`, `<ph>`…) is an error: Xcode's XLIFF holds plain
/// text, and dropping a placeholder would change the translation.
public enum XLIFFReader {
    /// Reads the document in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: the file's content (UTF-8, or UTF-16/32 with a byte order mark).
    ///   - file: the path diagnostics name.
    ///   - limits: size, depth and node-count limits.
    /// - Throws: ``StringsdictError`` `.syntax` for malformed XML or a document that is not XLIFF
    ///   1.2, `.structure` for a unit without an id or a `<source>`, `.encoding`/`.limit` from the
    ///   tokenizer; each at the offending element.
    public static func read(_ bytes: [UInt8], file: String, limits: PropertyListLimits = .default) throws(StringsdictError) -> XLIFFDocument {
        var tokenizer = try XMLTokenizer(bytes: bytes, file: file, limits: limits)
        var document = XLIFFDocument()
        var sawRoot = false
        var currentFile: XLIFFDocument.File?
        var unit: XLIFFDocument.Unit?
        var unitDepth = 0
        var hasSource = false
        var notes: [String] = []
        /// The child of the unit whose text is being collected: source, target or note.
        var collecting: String?
        var buffer = ""

        while let token = try tokenizer.next() {
            switch token {
            case .startTag(let tag):
                let name = localName(tag.name)
                let location = tokenizer.location(at: tag.range.lowerBound)
                if !sawRoot {
                    sawRoot = true
                    guard name == "xliff" else {
                        throw StringsdictError(.syntax, "not an XLIFF document: the root element is <\(tag.name)>, not <xliff>", at: location)
                    }
                    if let version = tag["version"], !version.hasPrefix("1.") {
                        throw StringsdictError(.syntax, "XLIFF \(version) is not supported; export XLIFF 1.2 (Xcode's version)", at: location,
                                               hint: "most tools offer XLIFF 1.2 as the Xcode or iOS format")
                    }
                    continue
                }
                if let part = collecting {
                    throw StringsdictError(.syntax, "inline markup <\(tag.name)> in <\(part)> is not supported: Xcode's XLIFF holds plain text",
                                           at: location, hint: "write the text without markup")
                }
                if unit != nil {
                    if tokenizer.depth == unitDepth + 1, ["source", "target", "note"].contains(name) {
                        collecting = name
                        buffer = ""
                        if name == "target", var current = unit {
                            current.state = tag["state"]
                            unit = current
                        }
                    }
                    continue
                }
                switch name {
                case "file":
                    guard currentFile == nil else {
                        throw StringsdictError(.syntax, "<file> inside another <file>", at: location)
                    }
                    guard let original = tag["original"] else {
                        throw StringsdictError(.structure, "<file> without an original attribute; it names the table the units belong to", at: location)
                    }
                    currentFile = XLIFFDocument.File(original: original, sourceLanguage: tag["source-language"] ?? "en",
                                                     targetLanguage: tag["target-language"], location: location)
                case "trans-unit":
                    guard currentFile != nil else {
                        throw StringsdictError(.structure, "<trans-unit> outside a <file>", at: location)
                    }
                    guard let id = tag["id"] else {
                        throw StringsdictError(.structure, "<trans-unit> without an id attribute", at: location)
                    }
                    unit = XLIFFDocument.Unit(id: id, source: "", location: location)
                    unit?.isTranslatable = tag["translate"] != "no"
                    unitDepth = tokenizer.depth
                    hasSource = false
                    notes = []
                default:
                    continue
                }
            case .text(let text):
                if collecting != nil { buffer += text.value }
            case .endTag(let tag):
                let name = localName(tag.name)
                if let part = collecting, name == part, tokenizer.depth == unitDepth {
                    collecting = nil
                    switch part {
                    case "source":
                        unit?.source = buffer
                        hasSource = true
                    case "target": unit?.target = buffer
                    // Xcode's `<note/>` says there is no comment.
                    default: if !buffer.isEmpty { notes.append(buffer) }
                    }
                    continue
                }
                if name == "trans-unit", var finished = unit, tokenizer.depth == unitDepth - 1 {
                    guard hasSource else {
                        throw StringsdictError(.structure, "<trans-unit id=\"\(finished.id)\"> has no <source>", at: finished.location)
                    }
                    finished.note = notes.isEmpty ? nil : notes.joined(separator: "\n")
                    currentFile?.units.append(finished)
                    unit = nil
                } else if name == "file", unit == nil, let finished = currentFile {
                    document.files.append(finished)
                    currentFile = nil
                }
            }
        }
        guard sawRoot else {
            throw StringsdictError(.syntax, "empty document: no <xliff> element", at: SourceLocation(file: file, line: 1, column: 1))
        }
        return document
    }

    /// `name` without a namespace prefix.
    private static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }
}
