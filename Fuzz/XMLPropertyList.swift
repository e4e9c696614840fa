// The XML property-list tree reader (PropertyListReader on XML in UTF-8 or UTF-16).
//
// Property: a file read as UTF-8 reads the same (values and positions, or the same error) when
// its text is re-encoded as UTF-16, little- and big-endian, with a byte-order mark.
//
// fuzz-seeds: Tests/**/*.stringsdict Tests/**/*.plist Resources/**/*.stringsdict Tests/**/xml-plist.strings
// fuzz-dict: plist.dict
// fuzz-options: -max_len=8192

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLPropertyList(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let file = "fuzz.plist"
    let direct = Result { () throws(StringsdictError) in try PropertyListReader.read(bytes, file: file) }
    if case .success(let node) = direct, let dictionary = node.dictionary {
        // What a table does with it next.
        _ = LocalizationTable(name: "Fuzz", stringsdict: dictionary).problems
    }
    // The re-encoding check applies to UTF-8 text without a BOM, as an XML file (not binary).
    guard PropertyListReader.format(of: bytes) == .xml, isPlainUTF8(bytes), let text = validUTF8(bytes) else { return 0 }
    // FF FE then U+0000 is FF FE 00 00, UTF-32 LE's byte-order mark: not the same file re-encoded.
    guard text.unicodeScalars.first != "\u{0}" else { return 0 }
    for bigEndian in [false, true] {
        let other = Result { () throws(StringsdictError) in try PropertyListReader.read(utf16(text, bigEndian: bigEndian, bom: true), file: file) }
        switch (direct, other) {
        case (.success(let a), .success(let b)):
            require(a == b, "UTF-16\(bigEndian ? "BE" : "LE") reads another tree:\n  utf8: \(a)\n  utf16: \(b)")
        case (.failure(let a), .failure(let b)):
            require(a == b, "UTF-16\(bigEndian ? "BE" : "LE") fails differently:\n  utf8: \(a)\n  utf16: \(b)")
        case (.success, .failure(let error)):
            require(false, "UTF-8 reads, UTF-16\(bigEndian ? "BE" : "LE") fails: \(error)")
        case (.failure(let error), .success):
            require(false, "UTF-8 fails (\(error)), UTF-16\(bigEndian ? "BE" : "LE") reads")
        }
    }
    return 0
}
