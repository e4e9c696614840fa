// The Swift tokenizer and extractor (StringsdictExtract): raw and multi-line literals, nested
// interpolations and comments, the API table, declarations (the file read as its own project
// index too), interpolation types, then genstrings' table and a catalog sync.
//
// Property: no crash or hang on any source (nesting is capped, never recursed); positions are
// inside the file; the table reads back as the same keys and values; syncing a catalog twice
// with the same strings changes nothing the second time.
//
// fuzz-seeds: Tests/StringsdictExtractTests/Fixtures/**/*.swift Sources/StringsdictExtract/*.swift
// fuzz-options: -max_len=8192

@testable import Stringsdict
@testable import StringsdictExtract

private let swiftExtractor = StringExtractor(options: .catalog)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExtractSwift(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let source = SourceEncoding.utf8.utf8(bytes)
    let result = swiftExtractor.extract(source, file: "f.swift", language: .swift)
    checkExtraction(result, bytes: bytes)
    // The same file as its own project: every string found alone is found again.
    var index = DeclarationIndex()
    index.add(DeclarationIndex(swiftSource: source, file: "f.swift"))
    index.add(DeclarationIndex(swiftSource: source, file: "g.swift"))
    let indexed = swiftExtractor.extract(source, file: "f.swift", language: .swift, index: index)
    checkExtraction(indexed, bytes: bytes)
    require(Set(result.strings.map(\.key)).isSubset(of: Set(indexed.strings.map(\.key))), "the project index lost a string")
    var catalog = StringCatalogDocument(sourceLanguage: "en")
    _ = CatalogSync.sync(&catalog, with: result.strings)
    let once = catalog
    let report = CatalogSync.sync(&catalog, with: result.strings)
    require(report.isEmpty && catalog == once, "a second sync with the same strings changed the catalog")
    return 0
}

/// Positions inside the file; the table reads back (as in ExtractCFamily.swift: each harness
/// is linked alone).
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
