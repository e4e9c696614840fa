// The String Catalog writer and merge: StringCatalogDocument read → canonical bytes → read again.
//
// Properties: a catalog that reads writes canonical bytes that read back as the same document and
// write the same bytes again (the writer loses nothing and is stable); merging a catalog with
// itself as base, ours and theirs gives it back without a conflict; merging where only one side
// changed (ours = the read document, base = theirs = the canonical re-read) has no conflict and
// gives ours.
//
// fuzz-seeds: Tests/**/*.xcstrings Resources/**/*.xcstrings Fuzz/seeds/StringCatalog/*
// fuzz-dict: xcstrings.dict
// fuzz-options: -max_len=16384

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogRoundTrip(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard let document = try? StringCatalogDocument(bytes: bytes, file: "fuzz/Localizable.xcstrings") else { return 0 }
    let written = document.canonicalBytes()
    let reread: StringCatalogDocument
    do {
        reread = try StringCatalogDocument(bytes: written, file: "fuzz/canonical.xcstrings")
    } catch {
        require(false, "the canonical bytes do not read back: \(error)")
        return 0
    }
    require(reread == document, "the canonical bytes read back as another document")
    require(reread.canonicalBytes() == written, "writing the re-read document gives other bytes")
    let same = StringCatalogMerge.merge(base: document, ours: document, theirs: document)
    require(same.conflicts.isEmpty, "merging a catalog with itself conflicts: \(same.conflicts.prefix(3))")
    require(same.document == document, "merging a catalog with itself changes it")
    let oneSide = StringCatalogMerge.merge(base: reread, ours: document, theirs: reread)
    require(oneSide.conflicts.isEmpty, "a change on one side only conflicts: \(oneSide.conflicts.prefix(3))")
    require(oneSide.document == document, "a change on one side only is not taken")
    return 0
}
