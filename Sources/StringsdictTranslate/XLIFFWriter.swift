import Stringsdict

/// Writes an ``XLIFFDocument`` as the XLIFF 1.2 text Xcode puts in a `.xcloc`.
///
/// The layout follows Xcode's exports: the `xliff` element with the OASIS namespace and schema
/// location, two-space indentation, a `<header>` naming the tool in each `<file>`, units with
/// `xml:space="preserve"`, then `<source>`, `<target state="…">` (only where a translation
/// exists) and `<note>` (`<note/>` for a string without a comment). Text keeps every
/// character: `&`, `<`, `>` are escaped, a carriage return is written `&#13;` (parsers fold a
/// raw one into a line feed); in attributes line breaks and tabs are character references too,
/// as attribute normalization would turn them into spaces. The output depends only on the
/// document.
///
/// Text XML 1.0 cannot carry (control characters other than tab, line feed and carriage return;
/// U+FFFE, U+FFFF) is refused before anything is written: such a file is not XML 1.0, and
/// translation tools reject it.
public enum XLIFFWriter {
    /// The `<tool>` element's attributes.
    public struct Tool: Hashable, Sendable {
        /// `tool-id`: Xcode's identifier, which translation services use to recognize Xcode's
        /// XLIFF dialect (its unit ids).
        public var id: String
        /// `tool-name`.
        public var name: String
        /// `tool-version`; nil to leave it out.
        public var version: String?

        /// A tool description.
        ///
        /// - Parameters:
        ///   - id: the tool-id attribute.
        ///   - name: the tool-name attribute.
        ///   - version: the tool-version attribute; nil for none.
        public init(id: String = "com.apple.dt.xcode", name: String = "stringsdict", version: String? = nil) {
            self.id = id
            self.name = name
            self.version = version
        }
    }

    /// The document as UTF-8 bytes.
    ///
    /// - Parameters:
    ///   - document: the files and units to write.
    ///   - tool: the tool named in each file's header.
    /// - Throws: ``StringsdictError`` (code `xml-forbidden-character`) naming the file and unit
    ///   whose text holds a character XML 1.0 cannot carry.
    public static func bytes(of document: XLIFFDocument, tool: Tool = Tool()) throws(StringsdictError) -> [UInt8] {
        try check(document, tool: tool)
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
            http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        var toolElement = "<tool tool-id=\"\(attribute(tool.id))\" tool-name=\"\(attribute(tool.name))\""
        if let version = tool.version { toolElement += " tool-version=\"\(attribute(version))\"" }
        toolElement += "/>"
        for file in document.files {
            out += "  <file original=\"\(attribute(file.original))\" source-language=\"\(attribute(file.sourceLanguage))\""
            if let target = file.targetLanguage { out += " target-language=\"\(attribute(target))\"" }
            out += " datatype=\"plaintext\">\n"
            out += "    <header>\n      \(toolElement)\n    </header>\n"
            out += "    <body>\n"
            for unit in file.units {
                let translate = unit.isTranslatable ? "" : " translate=\"no\""
                out += "      <trans-unit id=\"\(attribute(unit.id))\"\(translate) xml:space=\"preserve\">\n"
                out += "        <source>\(text(unit.source))</source>\n"
                if let target = unit.target {
                    if let state = unit.state {
                        out += "        <target state=\"\(attribute(state))\">\(text(target))</target>\n"
                    } else {
                        out += "        <target>\(text(target))</target>\n"
                    }
                }
                // Xcode writes an empty `<note/>` for a string without a comment.
                if let note = unit.note, !note.isEmpty {
                    out += "        <note>\(text(note))</note>\n"
                } else {
                    out += "        <note/>\n"
                }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n"
        }
        out += "</xliff>\n"
        return Array(out.utf8)
    }

    /// Throws when any text of `document` or `tool` holds a character XML 1.0 cannot carry.
    private static func check(_ document: XLIFFDocument, tool: Tool) throws(StringsdictError) {
        for text in [tool.id, tool.name, tool.version ?? ""] {
            try XMLEscaping.check(text, keyPath: ["tool"])
        }
        for file in document.files {
            for text in [file.original, file.sourceLanguage, file.targetLanguage ?? ""] {
                try XMLEscaping.check(text, keyPath: [file.original], location: file.location)
            }
            for unit in file.units {
                for text in [unit.id, unit.source, unit.target ?? "", unit.state ?? "", unit.note ?? ""] {
                    try XMLEscaping.check(text, keyPath: [file.original, unit.id], location: unit.location)
                }
            }
        }
    }

    /// `value` as element content.
    static func text(_ value: String) -> String {
        XMLEscaping.escaped(value, in: .content)
    }

    /// `value` as a double-quoted attribute value.
    static func attribute(_ value: String) -> String {
        XMLEscaping.escaped(value, in: .attribute(quote: UInt8(ascii: "\"")))
    }
}
