// The fast .stringsdict loader (LocalizationTable(name:stringsdict:file:): scanner, table
// compiler, render plan) against the tree path (PropertyListReader + EntryCompiler).
//
// Property: both throw, or both give the same keys, the same invalid entries (same error) and,
// for every key, the same renders in en/ru/ar/fr with counts reaching each plural category;
// the same with the plural entries compiled when looked up, as a large file's are.
//
// fuzz-seeds: Tests/**/*.stringsdict Resources/**/*.stringsdict Tests/**/*.bplist
// fuzz-dict: plist.dict
// fuzz-options: -max_len=16384

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdictLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let file = "fuzz/ru.lproj/Localizable.stringsdict"
    let tree = Result { () throws(StringsdictError) in
        LocalizationTable(name: "Localizable", stringsdict: try PropertyListReader.readDictionary(bytes, file: file).dictionary)
    }
    // As loaded at this size (eagerly), and with the plural entries compiled when looked up
    // (as a large file is).
    for lazy in [false, true] {
        let fast = Result { () throws(StringsdictError) in
            try LocalizationTable(name: "Localizable", stringsdict: bytes, file: file, limits: .default, lazy: lazy)
        }
        compare(fast, tree, lazy ? "the lazy loader" : "the loader")
    }
    return 0
}

private func compare(_ fast: Result<LocalizationTable, StringsdictError>, _ tree: Result<LocalizationTable, StringsdictError>, _ name: String) {
    switch (fast, tree) {
    case (.failure(let fastError), .failure(let treeError)):
        require(fastError == treeError, "\(name) and the tree path fail differently:\n  fast: \(fastError)\n  tree: \(treeError)")
    case (.success(let fastTable), .success(let treeTable)):
        require(fastTable.keys == treeTable.keys, "\(name): keys differ: fast \(fastTable.keys.prefix(20)) tree \(treeTable.keys.prefix(20))")
        for key in fastTable.keys.prefix(12) {
            guard let a = fastTable[key], let b = treeTable[key] else { continue }
            require(a.error == b.error, "\(name): '\(key)': compile errors differ:\n  fast: \(String(describing: a.error))\n  tree: \(String(describing: b.error))")
            for context in Fuzz.contexts {
                let left = Fuzz.renders(of: a, in: context, decimals: [1.5])
                let right = Fuzz.renders(of: b, in: context, decimals: [1.5])
                require(left == right, "\(name): '\(key)' in \(context.locale): renders differ:\n  fast: \(left)\n  tree: \(right)")
            }
        }
    case (.success, .failure(let error)):
        require(false, "\(name) takes a file the tree path rejects: \(error)")
    case (.failure(let error), .success):
        require(false, "\(name) rejects a file the tree path takes: \(error)")
    }
}
