// The XML property-list tree reader (PropertyListReader on XML in UTF-8 or UTF-16).
//
// Property: a file read as UTF-8 reads the same (values and positions, or the same error) when
// its text is re-encoded as UTF-16, little- and big-endian, with a byte-order mark. Its
// Info.plist strings (InfoPlistStrings) each expand to themselves and to the text their
// build-setting references are replaced with; a value without references matches only itself.
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
        // What migrate and xliff export do with an Info.plist: its strings, and the texts their
        // build-setting references can expand to.
        for entry in InfoPlistStrings.strings(in: dictionary) {
            require(InfoPlistStrings.value(entry.value, canExpandTo: entry.value), "\(entry.key): a value does not expand to itself")
            let expanded = expand(entry.value, with: "Fuzz Name")
            if expanded.utf8.count <= 4096 {
                require(InfoPlistStrings.value(entry.value, canExpandTo: expanded), "\(entry.key): '\(entry.value)' does not expand to '\(expanded)'")
            }
            if !InfoPlistStrings.hasBuildSettingReference(entry.value) {
                require(!InfoPlistStrings.value(entry.value, canExpandTo: entry.value + "x"), "\(entry.key): a value without references matches other text")
            }
        }
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

/// `value` with each build-setting reference (`$(…)`, `${…}`) replaced by `text`.
func expand(_ value: String, with text: String) -> String {
    let bytes = Array(value.utf8)
    var output: [UInt8] = []
    var literal = 0
    for reference in InfoPlistStrings.references(in: bytes) {
        output += bytes[literal..<reference.lowerBound] + Array(text.utf8)
        literal = reference.upperBound
    }
    return String(decoding: output + bytes[literal...], as: UTF8.self)
}
