// Entry compile + render across locales: each root entry of a .stringsdict file compiled on
// its own (EntryCompiler: slots, nested variables, cycles, value types, width and device
// variants) and rendered with counts reaching every plural category in en, ru, ar and fr, on
// every device and at a few widths.
//
// Property: compiling throws or gives a message; rendering gives text or a typed error, never
// a trap, a hang or unbounded output.
//
// fuzz-seeds: Tests/**/*.stringsdict Resources/**/*.stringsdict Fuzz/seeds/EntryRender/*
// fuzz-dict: plist.dict
// fuzz-options: -max_len=8192

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntryRender(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard let (dictionary, _) = try? PropertyListReader.readDictionary(bytes, file: "fuzz.stringsdict") else { return 0 }
    for entry in dictionary.entries.prefix(4) {
        guard let message = try? EntryCompiler.message(key: entry.key, node: entry.value) else { continue }
        _ = message.hasPlurals
        for locale in Fuzz.locales {
            for (device, width) in [(nil, nil), (Device.allCases.first, 20 as Int?), (Device.allCases.last, 1000)] {
                guard let context = try? RenderContext(locale: locale, device: device, width: width) else { continue }
                _ = Fuzz.renders(of: message, in: context, decimals: Fuzz.decimals)
            }
        }
    }
    return 0
}
