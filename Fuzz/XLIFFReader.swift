// The XLIFF reader (`stringsdict xliff import`) on the shared XML tokenizer.
//
// Property: reading never crashes or hangs; a document it reads, written again by XLIFFWriter,
// reads back to the same files and units (ids, sources, targets, states, notes): the writer's
// escaping and the reader's decoding agree on every character the reader can produce.
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
    let written = XLIFFWriter.bytes(of: document)
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
