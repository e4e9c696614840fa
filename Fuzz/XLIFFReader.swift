// The XLIFF reader (`stringsdict xliff import`) on the shared XML tokenizer.
//
// Property: reading never crashes or hangs; a document it reads, written again by XLIFFWriter,
// reads back to the same files and units (ids, sources, targets, states, notes): the writer's
// escaping and the reader's decoding agree on every character the reader can produce, and the
// writer refuses (naming the unit) exactly the text XML 1.0 cannot carry.
//
// fuzz-seeds: Fuzz/seeds/XLIFFReader/*
// fuzz-dict: xliff.dict
// fuzz-options: -max_len=4096

import Stringsdict
@testable import StringsdictTranslate

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFFReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard case .success(let document) = Result(catching: { () throws(StringsdictError) -> XLIFFDocument in try XLIFFReader.read(bytes, file: "fuzz.xliff") }) else {
        return 0
    }
    // A document holding text XML 1.0 cannot carry (a reference such as `&#1;`, which the
    // reader accepts as XML 1.1 does) is refused by the writer, with the unit named.
    let written: [UInt8]
    do {
        written = try XLIFFWriter.bytes(of: document)
    } catch {
        require(error.code == "xml-forbidden-character" && !error.keyPath.isEmpty, "the writer refused a document it should write: \(error)")
        return 0
    }
    let again: XLIFFDocument
    do {
        again = try XLIFFReader.read(written, file: "again.xliff")
    } catch {
        require(false, "the writer's output does not read back: \(error)")
        return 0
    }
    func content(_ document: XLIFFDocument) -> [[String?]] {
        document.files.map { [$0.original, $0.sourceLanguage, $0.targetLanguage] }
            + document.files.flatMap { $0.units.map { [$0.id, $0.source, $0.target, $0.state, $0.note] } }
    }
    require(content(again) == content(document), "read, written and read again differs")
    return 0
}
