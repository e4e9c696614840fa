// The .strings reader in every encoding: UTF-8 with and without a BOM, UTF-16 little- and
// big-endian with and without a BOM (detected from NUL bytes), and the property-list forms.
//
// Property: text read as UTF-8 reads the same (pairs, comments, duplicates, positions, or the
// same error) in the other five encodings, where detection takes them as that encoding; a
// table of it renders its keys. The input's bytes as UTF-16, in both byte orders, transcode the
// same through the fast path (ASCII four units at a time) as through the checking loop: the
// same UTF-8, or the same error. Valid UTF-8 text encodes through the writers' UTF-16 encoder
// to the standard library's UTF-16.
//
// fuzz-seeds: Tests/**/*.strings Resources/**/*.strings
// fuzz-dict: strings.dict
// fuzz-options: -max_len=4096

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let file = "fuzz/ru.lproj/Localizable.strings"
    bytes.withUnsafeBufferPointer { buffer in
        for bigEndian in [false, true] {
            let fast = Result { () throws(StringsdictError) in try UnicodeText.utf8(fromUTF16: buffer, from: 0, bigEndian: bigEndian, file: file) }
            let checked = Result { () throws(StringsdictError) in try UnicodeText.checkedUTF8(fromUTF16: buffer, from: 0, bigEndian: bigEndian, file: file) }
            require(fast == checked, "UTF-16 (big-endian: \(bigEndian)) transcodes differently:\n  fast: \(fast)\n  checked: \(checked)")
        }
    }
    let direct = Result { () throws(StringsdictError) in try StringsFileReader.read(bytes, file: file) }
    if case .success(let strings) = direct, let context = Fuzz.contexts.dropFirst().first {
        let table = LocalizationTable(name: "Localizable", strings: strings)
        for key in table.keys.prefix(8) {
            guard let message = table[key] else { continue }
            _ = Fuzz.renders(of: message, in: context, counts: [1, 3])
        }
    }
    // A binary plist is bytes, not text: re-encoded, it would be read as text.
    guard isPlainUTF8(bytes), !bytes.starts(with: "bplist".utf8), let text = validUTF8(bytes) else { return 0 }
    if case .success(let strings) = direct, strings.format != .text(.utf8) { return 0 }
    // The writers' UTF-16 encoder (ASCII eight bytes at a time) against the standard library's
    // UTF-16 view.
    for bigEndian in [false, true] {
        require(StringsFileWriter.utf16Bytes(text, bigEndian: bigEndian, byteOrderMark: true) == utf16(text, bigEndian: bigEndian, bom: true),
                "the writers' UTF-16 (big-endian: \(bigEndian)) is not the text's")
    }
    let encodings: [(StringsFile.TextEncoding, [UInt8])] = [
        (.utf8WithBOM, [0xEF, 0xBB, 0xBF] + bytes),
        (.utf16LittleEndian, utf16(text, bigEndian: false, bom: true)),
        (.utf16BigEndian, utf16(text, bigEndian: true, bom: true)),
        (.utf16LittleEndianWithoutBOM, utf16(text, bigEndian: false, bom: false)),
        (.utf16BigEndianWithoutBOM, utf16(text, bigEndian: true, bom: false)),
    ]
    for (encoding, encoded) in encodings {
        // Without a BOM, UTF-16 is recognized only from its NUL bytes (mostly ASCII text).
        let detected = encoded.withUnsafeBufferPointer { UnicodeText.detect($0) }
        switch encoding {
        case .utf16LittleEndianWithoutBOM: guard detected.encoding == .utf16LittleEndian, !detected.hasBOM else { continue }
        case .utf16BigEndianWithoutBOM: guard detected.encoding == .utf16BigEndian, !detected.hasBOM else { continue }
        // A BOM FF FE before a text that starts with U+0000 is FF FE 00 00, UTF-32 LE's BOM, as
        // CoreFoundation reads it too: such a re-encoding is not the same file, so no comparison.
        case .utf16LittleEndian: guard detected.encoding == .utf16LittleEndian else { continue }
        default: break
        }
        let other = Result { () throws(StringsdictError) in try StringsFileReader.read(encoded, file: file) }
        switch (direct, other) {
        case (.success(let a), .success(let b)):
            require(b.format == .text(encoding), "\(encoding): read as \(b.format)")
            require(a.entries == b.entries, "\(encoding): other pairs:\n  utf8: \(a.entries.prefix(4))\n  \(encoding): \(b.entries.prefix(4))")
            require(a.duplicates == b.duplicates, "\(encoding): other duplicates")
        case (.failure(let a), .failure(let b)):
            require(a == b, "\(encoding) fails differently:\n  utf8: \(a)\n  \(encoding): \(b)")
        case (.success, .failure(let error)):
            require(false, "UTF-8 reads, \(encoding) fails: \(error)")
        case (.failure(let error), .success):
            require(false, "UTF-8 fails (\(error)), \(encoding) reads")
        }
    }
    return 0
}
