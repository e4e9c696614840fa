import Stringsdict

/// Changes values of a `.strings` text file in place: each changed value's literal is replaced
/// where it stands, new pairs are added at the end, and every other byte (comments, order,
/// spacing, the encoding and its byte order mark) stays as it was.
enum StringsTextEdit {
    /// The file's bytes with `values` set.
    ///
    /// - Parameters:
    ///   - values: keys and their new values; a key the file lacks is added at the end, with
    ///     its comment from `comments`.
    ///   - bytes: the file as read.
    ///   - file: the file as ``StringsFileReader`` read it (for the values' locations).
    ///   - encoding: the file's text encoding, kept.
    ///   - comments: comments for added keys (the development language's).
    /// - Throws: ``StringsdictError`` `.encoding` when the text cannot be decoded again.
    static func apply(_ values: [(key: String, value: String)], to bytes: [UInt8], file: StringsFile,
                      encoding: StringsFile.TextEncoding, comments: [String: String]) throws(StringsdictError) -> [UInt8] {
        guard let (prefix, text) = decode(bytes, encoding: encoding) else {
            throw StringsdictError(.encoding, "cannot decode the table to change it", at: SourceLocation(file: file.file, line: 1, column: 1))
        }
        let scalars = Array(text.unicodeScalars)
        let lineStarts = lineStarts(of: scalars)
        var replacements: [(range: Range<Int>, text: String)] = []
        var added: [StringsFileWriter.Pair] = []
        for (key, value) in values {
            guard let entry = file[key] else {
                added.append(StringsFileWriter.Pair(key: key, value: value, comment: comments[key]))
                continue
            }
            let line = entry.valueLocation.line - 1
            guard line >= 0, line < lineStarts.count else { continue }
            let start = lineStarts[line] + entry.valueLocation.column - 1
            guard start >= 0, start < scalars.count, let end = literalEnd(in: scalars, from: start) else { continue }
            replacements.append((start..<end, "\"" + StringsFileWriter.escaped(value) + "\""))
        }
        // The text is copied once, in order, with each replaced literal swapped on the way
        // (replacing in place would move the rest of the text once per value: quadratic). Into
        // an array: UnicodeScalarView.append(contentsOf:) copies the whole view per call.
        var edited: [Unicode.Scalar] = []
        edited.reserveCapacity(scalars.count + scalars.count / 4)
        var cursor = 0
        // A key given twice: its last value wins.
        let ordered = replacements.enumerated().sorted { ($0.element.range.lowerBound, $1.offset) < ($1.element.range.lowerBound, $0.offset) }.map(\.element)
        for replacement in ordered where replacement.range.lowerBound >= cursor {
            edited.append(contentsOf: scalars[cursor..<replacement.range.lowerBound])
            edited.append(contentsOf: replacement.text.unicodeScalars)
            cursor = replacement.range.upperBound
        }
        edited.append(contentsOf: scalars[cursor...])
        var result = String(String.UnicodeScalarView(edited))
        if !added.isEmpty {
            if !result.isEmpty && !result.hasSuffix("\n") { result += "\n" }
            if !result.isEmpty { result += "\n" }
            result += String(decoding: StringsFileWriter.bytes(of: added), as: UTF8.self)
        }
        return prefix + encode(result, encoding: encoding)
    }

    /// The index of each line's first scalar (LF, CR LF and a lone CR end a line).
    private static func lineStarts(of scalars: [Unicode.Scalar]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r" {
                if index < scalars.count, scalars[index] == "\n" { index += 1 }
                starts.append(index)
            } else if scalar == "\n" {
                starts.append(index)
            }
        }
        return starts
    }

    /// The end (exclusive) of the literal starting at `start`: a quoted string with its escapes,
    /// or an unquoted word.
    private static func literalEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        if scalars[start] == "\"" {
            var index = start + 1
            while index < scalars.count {
                switch scalars[index] {
                case "\\": index += 2
                case "\"": return index + 1
                default: index += 1
                }
            }
            return nil
        }
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ";" || scalar == "=" || scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "/" && index > start { break }
            index += 1
        }
        return index > start ? index : nil
    }

    /// The byte order mark (kept as is) and the text after it.
    private static func decode(_ bytes: [UInt8], encoding: StringsFile.TextEncoding) -> ([UInt8], String)? {
        switch encoding {
        case .utf8:
            return ([], String(decoding: bytes, as: UTF8.self))
        case .utf8WithBOM:
            return (Array(bytes.prefix(3)), String(decoding: bytes.dropFirst(3), as: UTF8.self))
        case .utf16LittleEndian, .utf16BigEndian, .utf16LittleEndianWithoutBOM, .utf16BigEndianWithoutBOM:
            let bom = encoding == .utf16LittleEndian || encoding == .utf16BigEndian ? 2 : 0
            let big = encoding == .utf16BigEndian || encoding == .utf16BigEndianWithoutBOM
            let body = Array(bytes.dropFirst(bom))
            guard body.count % 2 == 0 else { return nil }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = 0
            while index + 1 < body.count {
                units.append(big ? UInt16(body[index]) << 8 | UInt16(body[index + 1]) : UInt16(body[index + 1]) << 8 | UInt16(body[index]))
                index += 2
            }
            return (Array(bytes.prefix(bom)), String(decoding: units, as: UTF16.self))
        case .utf32LittleEndian, .utf32BigEndian:
            let big = encoding == .utf32BigEndian
            let body = Array(bytes.dropFirst(4))
            guard body.count % 4 == 0 else { return nil }
            var text = String.UnicodeScalarView()
            var index = 0
            while index + 3 < body.count {
                let value = big
                    ? UInt32(body[index]) << 24 | UInt32(body[index + 1]) << 16 | UInt32(body[index + 2]) << 8 | UInt32(body[index + 3])
                    : UInt32(body[index + 3]) << 24 | UInt32(body[index + 2]) << 16 | UInt32(body[index + 1]) << 8 | UInt32(body[index])
                guard let scalar = Unicode.Scalar(value) else { return nil }
                text.append(scalar)
                index += 4
            }
            return (Array(bytes.prefix(4)), String(text))
        }
    }

    /// `text` in `encoding`, without a byte order mark.
    private static func encode(_ text: String, encoding: StringsFile.TextEncoding) -> [UInt8] {
        switch encoding {
        case .utf8, .utf8WithBOM:
            return Array(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian, .utf16LittleEndianWithoutBOM, .utf16BigEndianWithoutBOM:
            let big = encoding == .utf16BigEndian || encoding == .utf16BigEndianWithoutBOM
            return StringsFileWriter.utf16Bytes(text, bigEndian: big, byteOrderMark: false)
        case .utf32LittleEndian, .utf32BigEndian:
            var out: [UInt8] = []
            for scalar in text.unicodeScalars {
                let v = scalar.value
                let le = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
                out += encoding == .utf32BigEndian ? le.reversed() : le
            }
            return out
        }
    }
}
