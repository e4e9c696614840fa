// String Catalogs read in two halves (the parallel read of large catalogs): the cut that
// StringCatalogHalves finds in any bytes, and the catalog the two halves read to.
//
// Property: nothing traps or hangs; when the halves read, the whole file reads too, to the same
// document, languages and key positions (a file the cut gets wrong must not read as another).
//
// fuzz-seeds: Tests/**/*.xcstrings Resources/**/*.xcstrings Fuzz/seeds/StringCatalog/*
// fuzz-dict: xcstrings.dict
// fuzz-options: -max_len=16384

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalogHalves(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard StringCatalogHalves(bytes) != nil else { return 0 }
    guard let joined = StringCatalog.readInHalves(bytes: bytes, file: "fuzz/L.xcstrings", languages: nil) else { return 0 }
    guard let whole = try? StringCatalog(treeBytes: bytes, file: "fuzz/L.xcstrings") else {
        require(false, "the halves read but the whole file does not")
        return 0
    }
    require(joined.document == whole.document, "the halves read to another document")
    require(joined.languages == whole.languages, "the halves read to other languages")
    for key in whole.keys {
        require(joined.location(of: ["strings", key]) == whole.location(of: ["strings", key]), "key \(key) at another position")
    }
    require(joined.compileNotes == whole.compileNotes, "other compile notes")
    return 0
}
