/// Writes `.strings` text: `"key" = "value";` pairs in UTF-8, each after its `/* comment */`.
///
/// Escapes `"` and `\`, writes line feeds, tabs and carriage returns as `\n`, `\t`, `\r` and
/// other control characters as `\UXXXX`, everything else as is: ``StringsFileReader`` and
/// Foundation read the text back to the same strings.
public enum StringsFileWriter {
    /// One pair to write.
    public struct Pair: Hashable, Sendable {
        /// The key, as the program looks it up.
        public var key: String
        /// The value.
        public var value: String
        /// Written above the pair as `/* comment */` (a `*/` inside is broken as `* /`).
        public var comment: String?

        /// A pair to write.
        ///
        /// - Parameters:
        ///   - key: the key.
        ///   - value: the value.
        ///   - comment: the comment written above the pair; nil for none.
        public init(key: String, value: String, comment: String? = nil) {
            self.key = key
            self.value = value
            self.comment = comment
        }
    }

    /// The text of `pairs`, in the order given, as UTF-8 bytes.
    public static func bytes(of pairs: [Pair]) -> [UInt8] {
        var output: [UInt8] = []
        for (index, pair) in pairs.enumerated() {
            if index > 0 { output.append(0x0A) }
            if let comment = pair.comment {
                output.append(contentsOf: "/* \(comment.split(separator: "*/", omittingEmptySubsequences: false).joined(separator: "* /")) */\n".utf8)
            }
            quoted(pair.key, into: &output)
            output.append(contentsOf: " = ".utf8)
            quoted(pair.value, into: &output)
            output.append(contentsOf: ";\n".utf8)
        }
        return output
    }

    private static func quoted(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: "\\\"".utf8)
            case "\\": output.append(contentsOf: "\\\\".utf8)
            case "\n": output.append(contentsOf: "\\n".utf8)
            case "\t": output.append(contentsOf: "\\t".utf8)
            case "\r": output.append(contentsOf: "\\r".utf8)
            default:
                if scalar.value < 0x20 {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    output.append(contentsOf: ("\\U" + String(repeating: "0", count: 4 - digits.count) + digits).utf8)
                } else {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
