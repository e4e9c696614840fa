// The output-path policy every writer uses (`OutputPath`): language folder names, table names,
// paths joined under an output folder.
//
// Property: the input is split at NUL bytes into names. A name the policy accepts as a
// language is `Base` or made of ASCII letters, digits, `-` and `_` only; a name it accepts as a
// table has no `/`, no control character and is not `.`, `..` or hidden. For any names at all
// (accepted or not), `OutputPath.join` either throws or returns a path that resolves under the
// output folder, one component per name; names that both checks accepted always join.
//
// fuzz-seeds: Fuzz/seeds/OutputPath/*
// fuzz-options: -max_len=256

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import Stringsdict

/// A real, link-free folder to join under (made once per process).
private let root = OutputPath.resolved(scratchFolder("output"))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOutputPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let names = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(4).map { String(decoding: $0, as: UTF8.self) }
    guard !names.isEmpty else { return 0 }
    for name in names {
        if OutputPath.isLanguageFolderName(name) {
            require(name == "Base" || name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x2D || $0 == 0x5F },
                    "accepted as a language: \(name.debugDescription)")
        }
        if OutputPath.isPlainFileName(name) {
            require(!name.utf8.contains(0x2F) && name.utf8.first != 0x2E
                    && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
                    "accepted as a table: \(name.debugDescription)")
        }
    }
    let language = names.first ?? ""
    let table = names.count > 1 ? names[1] : ""
    let components = [language + ".lproj", table + ".strings"]
    let accepted = OutputPath.isLanguageFolderName(language) && OutputPath.isPlainFileName(table)
    do {
        let joined = try OutputPath.join(components, under: root)
        let resolved = OutputPath.resolved(joined)
        require(resolved.utf8.starts(with: (root + "/").utf8), "\(components) joined to \(joined), which resolves to \(resolved), outside \(root)")
        // Path components are counted in bytes ("/" then a combining mark is one Character).
        require(resolved.utf8.split(separator: 0x2F).count == root.utf8.split(separator: 0x2F).count + 2,
                "\(components) joined to \(resolved): not one component each")
    } catch {
        require(!accepted, "accepted names \(components) did not join: \(error)")
    }
    // Raw names, as a careless writer would pass them, must never get out either.
    if let joined = try? OutputPath.join(Array(names), under: root) {
        require(OutputPath.resolved(joined).utf8.starts(with: (root + "/").utf8), "\(names) joined to \(joined), outside \(root)")
    }
    return 0
}
