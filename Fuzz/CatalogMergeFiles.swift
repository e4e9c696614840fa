// The merge from files' bytes (StringCatalogSlices cuts each version into entries, each spelling
// of an entry is read alone by StringCatalogReader.entry(in:)) against the merge of the three
// documents read in full.
//
// Input: up to three catalogs separated by NUL bytes (base, ours, theirs); a missing one is the
// one before it.
// Properties: the scanner's ranges lie inside the bytes and in order; when the fast merge gives a
// result, each version reads in full too, and the merged bytes and the conflicts are the same.
//
// fuzz-seeds: Tests/**/*.xcstrings Resources/**/*.xcstrings Fuzz/seeds/StringCatalog/*
// fuzz-dict: xcstrings.dict
// fuzz-options: -max_len=16384

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogMergeFiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    var versions = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { Array($0) }
    while versions.count < 3 { versions.append(versions.last ?? []) }
    let files = ["fuzz/base.xcstrings", "fuzz/ours.xcstrings", "fuzz/theirs.xcstrings"]
    for version in versions {
        guard let slices = StringCatalogSlices(bytes: version, file: files[0]) else { continue }
        var end = 0
        for entry in slices.entries {
            require(entry.keyRange.lowerBound >= end && entry.keyRange.upperBound <= entry.range.lowerBound
                && entry.range.upperBound <= version.count, "an entry's ranges are out of order or outside the bytes")
            end = entry.range.upperBound
        }
    }
    guard let fast = StringCatalogMerge.merge(baseBytes: versions[0], oursBytes: versions[1], theirsBytes: versions[2], files: files) else { return 0 }
    var documents: [StringCatalogDocument] = []
    for (version, file) in zip(versions, files) {
        do {
            documents.append(try StringCatalogDocument(bytes: version, file: file))
        } catch {
            require(false, "the fast merge took \(file), which does not read in full: \(error)")
            return 0
        }
    }
    let full = StringCatalogMerge.merge(base: documents[0], ours: documents[1], theirs: documents[2])
    require(fast.conflicts == full.conflicts, "the conflicts differ: \(fast.conflicts.prefix(3)) against \(full.conflicts.prefix(3))")
    require(fast.document.canonicalBytes() == full.document.canonicalBytes(), "the merged bytes differ")
    return 0
}
