import Stringsdict

/// Writes an ``XLIFFDocument`` as the XLIFF 1.2 text Xcode puts in a `.xcloc`.
///
/// The layout follows Xcode's exports: the `xliff` element with the OASIS namespace and schema
/// location, two-space indentation, a `<header>` naming the tool in each `<file>`, units with
/// `xml:space="preserve"`, then `<source>`, `<target state="…">` (only where a translation
/// exists) and `<note>`. Text keeps every character: `&`, `<`, `>` are escaped, a carriage
/// return is written `&#13;` (parsers fold a raw one into a line feed); in attributes line
/// breaks and tabs are character references too, as attribute normalization would turn them
/// into spaces. The output depends only on the document.
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
    public static func bytes(of document: XLIFFDocument, tool: Tool = Tool()) -> [UInt8] {
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
                out += "      <trans-unit id=\"\(attribute(unit.id))\" xml:space=\"preserve\">\n"
                out += "        <source>\(text(unit.source))</source>\n"
                if let target = unit.target {
                    if let state = unit.state {
                        out += "        <target state=\"\(attribute(state))\">\(text(target))</target>\n"
                    } else {
                        out += "        <target>\(text(target))</target>\n"
                    }
                }
                if let note = unit.note {
                    out += "        <note>\(text(note))</note>\n"
                }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n"
        }
        out += "</xliff>\n"
        return Array(out.utf8)
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
