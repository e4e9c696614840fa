// The binary property-list reader (bplist00: offset table, object references, every object
// type), and what reads a binary file next: .stringsdict tables and .strings files.
//
// Property: the three readers agree on whether the file reads (a .strings file also needs a
// dictionary of strings), and a table of it renders every key without trapping; loaded with its
// plural entries compiled when looked up (as a large file is), it has the same keys, renders and
// problems.
//
// fuzz-seeds: Tests/**/*.bplist Tests/**/binary-plist.strings
// fuzz-dict: bplist.dict
// fuzz-options: -max_len=16384

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinaryPropertyList(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // Every input is read as binary: the magic is put in front unless it is there already. The
    // magic is the readers' own (`bplist` and two digits): `bplist;` is a .strings text, which
    // the .strings reader rightly reads and the property-list reader rightly rejects.
    var bytes = fuzzBytes(data, size)
    if !bytes.withUnsafeBufferPointer({ BinaryPropertyListParser.hasMagic($0) }) { bytes = Array("bplist00".utf8) + bytes }
    let file = "fuzz.bplist"
    let node = Result { () throws(StringsdictError) in try PropertyListReader.read(bytes, file: file) }
    let table = Result { () throws(StringsdictError) in try LocalizationTable(name: "Fuzz", stringsdict: bytes, file: file) }
    let strings = Result { () throws(StringsdictError) in try StringsFileReader.read(bytes, file: file) }
    switch node {
    case .success(let root):
        // A table needs a dictionary at the root; a .strings file, one of strings.
        require((try? table.get()) != nil || root.dictionary == nil, "the tree reads a dictionary but the table fails: \(table)")
        if case .success(let file) = strings {
            require(root.dictionary != nil, "a .strings file read from a binary plist whose root is \(root.value.typeName)")
            _ = file.entries.count
        }
    case .failure:
        require((try? table.get()) == nil, "the table reads a binary plist the tree reader rejects")
        require((try? strings.get()) == nil, "the .strings reader reads a binary plist the tree reader rejects")
    }
    // The same file with its plural entries compiled when looked up (as a large file is):
    // it reads when the table does, with the same keys, renders and problems.
    let lazy = Result { () throws(StringsdictError) in
        try LocalizationTable(name: "Fuzz", stringsdict: bytes, file: file, limits: .default, lazy: true)
    }
    require((try? lazy.get()) != nil || (try? table.get()) == nil, "the table reads but the lazy table fails: \(lazy)")
    if case .success(let table) = table, let context = Fuzz.contexts.first {
        let lazyTable = try? lazy.get()
        require(lazyTable?.keys == table.keys, "the lazy table has other keys")
        for key in table.keys.prefix(16) {
            guard let message = table[key] else { continue }
            let renders = Fuzz.renders(of: message, in: context, counts: [1, 5])
            let lazyRenders = lazyTable?[key].map { Fuzz.renders(of: $0, in: context, counts: [1, 5]) }
            require(lazyRenders == renders, "'\(key)' renders \(renders) eagerly, \(lazyRenders ?? []) lazily")
        }
        if table.keys.count <= 16 { require(lazyTable?.problems == table.problems, "the lazy table's problems differ") }
    }
    return 0
}
