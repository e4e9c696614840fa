// The build plugin's cache file (GenerationCache, read from the plugin's work folder on every
// build): any bytes, a cache or not.
//
// Input: a cache file's bytes.
// Properties: reading never crashes; a cache that reads writes back a text that reads as the
// same cache (so nothing read is lost or changed by the next run's write).
//
// fuzz-seeds: Fuzz/seeds/GenerationCache/*
// fuzz-options: -max_len=16384

@testable import StringsdictCodegen

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerationCache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard let cache = GenerationCache.parsing(bytes) else { return 0 }
    let again = GenerationCache.parsing(Array(cache.text.utf8))
    require(again == cache, "a cache read back from its own text is another cache")
    return 0
}
