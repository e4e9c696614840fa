// String Catalogs (.xcstrings): reading the JSON, then compiling each language into the table
// Xcode would build (plural and device variations, substitutions) and rendering its keys.
//
// Property: nothing traps or hangs; every language's table renders each key (text or error).
//
// fuzz-seeds: Tests/**/*.xcstrings Resources/**/*.xcstrings Fuzz/seeds/StringCatalog/*
// fuzz-dict: xcstrings.dict
// fuzz-options: -max_len=16384

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard let catalog = try? StringCatalog(bytes: bytes, file: "fuzz/Localizable.xcstrings") else { return 0 }
    _ = catalog.keys
    for language in catalog.languages.prefix(6) {
        let table = catalog.table(for: language)
        let locale = (try? LocaleIdentifier(language)) ?? Fuzz.locales[0]
        guard let context = try? RenderContext(locale: locale) else { continue }
        for key in table.keys.prefix(12) {
            guard let message = table[key] else { continue }
            _ = Fuzz.renders(of: message, in: context, counts: [0, 1, 2, 5, 21], decimals: [1.5])
        }
    }
    return 0
}
