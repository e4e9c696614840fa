// The C-family tokenizer and extractor (StringsdictExtract): Objective-C/C source in, strings
// and warnings out, then genstrings' table written and read back.
//
// Property: no crash or hang on any source; every string and warning is placed inside the file
// (line ≤ lines, column ≥ 1); the table genstrings writes from the strings reads back with our
// .strings reader as exactly the same keys and values (the writer's escapes are complete); the
// scan in segments (from the lines nearest a third and two thirds of the input, chunks of three
// tokens, as a long file is scanned on two or more cores) finds exactly what the scan in order
// finds; the tables built in three shares are the tables built in one.
//
// fuzz-seeds: Tests/StringsdictExtractTests/Fixtures/**/*.m Tests/StringsdictExtractTests/Fixtures/**/*.c
// fuzz-options: -max_len=8192

@testable import Stringsdict
@testable import StringsdictExtract

private let extractor = StringExtractor(options: .init(routines: ["MyString"], recognizesSwiftUIText: true, interpretsUnicodeEscapes: true))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExtractCFamily(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let text = SourceEncoding.utf8.utf8(bytes)
    let result = extractor.extract(text, file: "f.m", language: .cFamily)
    checkExtraction(result, bytes: bytes)
    let split = extractor.extractInSegments(text, file: "f.m", starts: ExtractionScan.segmentStarts(text, 3),
                                            chunkTokens: 3, firstChunkTokens: 1, onThreads: false)
    require(split == result, "the scan in segments differs from the scan in order")
    let whole = StringsTable.tables(from: result.strings, options: .init(), shares: 1)
    let shared = StringsTable.tables(from: result.strings, options: .init(), shares: 3, onThreads: false)
    require(whole.tables == shared.tables && whole.warnings == shared.warnings, "tables built in shares differ from the tables built in one")
    return 0
}

/// Positions inside the file; the table reads back (ExtractSwift.swift has the same check:
/// each harness is linked alone).
private func checkExtraction(_ result: ExtractionResult, bytes: [UInt8]) {
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    for location in result.strings.map(\.location) + result.warnings.map(\.location) {
        require(location.line >= 1 && location.line <= lines && location.column >= 1, "position \(location) outside a file of \(lines) lines")
    }
    let built = StringsTable.tables(from: result.strings)
    for table in built.tables {
        do {
            let read = try StringsFileReader.read(table.bytes(), file: table.name + ".strings")
            require(read.entries.map(\.key) == table.entries.map(\.key), "keys differ after write and read in \(table.name)")
            require(read.entries.map(\.value) == table.entries.map(\.value), "values differ after write and read in \(table.name)")
        } catch {
            require(false, "the written table \(table.name) does not read back: \(error)")
        }
    }
}
