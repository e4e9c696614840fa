// The general XML tokenizer (XMLTokenizer) and, on what it reads, Interface Builder documents
// (InterfaceDocument: what `stringsdict ibtool` generates and writes).
//
// Properties: every token's ranges lie inside the text, in order and without overlap (attribute
// values inside their tag); a document's strings written back with their own values give the
// same bytes; every value replaced by a text full of XML specials reads back as that text.
//
// fuzz-seeds: Tests/**/*.xib Tests/**/*.storyboard Tests/**/*.xliff
// fuzz-dict: xml.dict
// fuzz-options: -max_len=16384

@testable import Stringsdict
@testable import StringsdictTranslate

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLTokenizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard var tokenizer = try? XMLTokenizer(bytes: bytes, file: "fuzz.xml") else { return 0 }
    let count = tokenizer.text.count
    var end = 0
    do {
        while let token = try tokenizer.next() {
            switch token {
            case .startTag(let tag):
                require(tag.range.lowerBound >= end && tag.range.upperBound <= count, "start tag \(tag.range) after \(end) of \(count)")
                for attribute in tag.attributes {
                    require(tag.range.contains(attribute.range.lowerBound) && attribute.range.upperBound <= tag.range.upperBound, "attribute outside its tag")
                    require(attribute.range.contains(attribute.valueRange.lowerBound) || attribute.valueRange.isEmpty, "value outside its attribute")
                }
                end = tag.range.upperBound
            case .endTag(let tag):
                require(tag.range.lowerBound >= end && tag.range.upperBound <= count, "end tag \(tag.range) after \(end) of \(count)")
                end = tag.range.upperBound
            case .text(let text):
                require(text.range.lowerBound >= end && text.range.upperBound <= count && !text.range.isEmpty, "text \(text.range) after \(end)")
                end = text.range.upperBound
            }
        }
    } catch {
        require(error.location != nil, "an error without a location: \(error)")
        return 0
    }
    guard let document = try? InterfaceDocument(bytes: bytes, file: "fuzz.xib") else {
        require(false, "the tokenizer read it, InterfaceDocument did not")
        return 0
    }
    let same = Dictionary(document.strings.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    // Unchanged values are not written again; only a repeated key whose other value holds
    // text XML 1.0 cannot carry (read from a reference such as `&#1;`) is refused.
    let unchanged: (bytes: [UInt8], unknownKeys: [String])
    do {
        unchanged = try document.localized(with: same)
    } catch {
        let refusable = document.strings.contains { $0.value.unicodeScalars.contains { !XMLEscaping.isXML10Character($0) } }
        require(error.code == "xml-forbidden-character" && refusable, "unchanged values were refused: \(error)")
        return 0
    }
    require(unchanged.bytes == bytes || tokenizerTranscoded(bytes), "unchanged values changed bytes")
    let special = "<&>\"'\n\t]]>"
    guard let translated = try? document.localized(with: same.mapValues { _ in special }) else {
        require(false, "text XML 1.0 carries was refused")
        return 0
    }
    if let again = try? InterfaceDocument(bytes: translated.bytes, file: "fuzz.xib") {
        for string in again.strings where same[string.key] != nil {
            require(string.value == special, "\(string.key) reads back as \(string.value)")
        }
    } else {
        require(false, "the localized document does not read")
    }
    return 0
}

/// Whether the input was UTF-16 or UTF-32 (a localized copy is then UTF-8, not the same bytes).
private func tokenizerTranscoded(_ bytes: [UInt8]) -> Bool {
    (try? XMLTokenizer(bytes: bytes, file: "fuzz.xml"))?.utf8Prefix == nil
}
