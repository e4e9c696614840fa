// The studio's save, StringCatalogSplice: a catalog file rewritten entry by entry.
//
// Properties: for any file that reads as a catalog, splicing it with no change gives the file
// itself; with one entry's comment changed (the first key, the last key, or every third key),
// the result reads back as exactly the changed document, whatever the file's layout (the splice
// falls back to Xcode's whole form when the cut does not hold, and that must read back too).
//
// fuzz-seeds: Tests/**/*.xcstrings Resources/**/*.xcstrings Fuzz/seeds/StringCatalog/*
// fuzz-dict: xcstrings.dict
// fuzz-options: -max_len=16384

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalogSplice(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let path = "fuzz/Localizable.xcstrings"
    guard let old = try? StringCatalogDocument(bytes: bytes, file: path) else { return 0 }
    require(StringCatalogSplice.bytes(of: bytes, reading: old, changedTo: old, path: path) == bytes,
            "splicing an unchanged document changes the file")
    let keys = old.strings.keys.sorted()
    guard let first = keys.first, let last = keys.last else { return 0 }
    let choices: [[String]] = [[first], [last], keys.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)]
    for changed in choices {
        var new = old
        for key in changed { new.strings[key]?.comment = (old.strings[key]?.comment ?? "") + " ✓ \"edited\"\n" }
        let spliced = StringCatalogSplice.bytes(of: bytes, reading: old, changedTo: new, path: path)
        do {
            let reread = try StringCatalogDocument(bytes: spliced, file: path)
            require(reread == new, "the spliced file reads as another document (\(changed.count) entries changed)")
        } catch {
            require(false, "the spliced file does not read: \(error)")
        }
    }
    return 0
}
