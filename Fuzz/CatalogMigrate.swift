// `catalog migrate` (StringCatalogMigration) on a .stringsdict of any bytes: the German table of a
// folder whose English table is fixed.
//
// Properties: the migration never crashes; no key is lost silently (every key of the file is in
// the catalog in German, or a warning names it); the catalog it makes writes and reads back and
// compiles; an entry that compiles and that the migration reports no change for renders in the
// compiled catalog as it did in the file. The same with the code known to use no key (keys only
// German has are then left out, each with a warning).
//
// fuzz-seeds: Tests/**/*.stringsdict Resources/**/*.stringsdict
// fuzz-dict: plist.dict
// fuzz-options: -max_len=8192

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
@testable import Stringsdict

/// This process's folder: `en.lproj` (fixed) and `de.lproj` (the input).
private let folder: String = {
    let path = "/tmp/stringsdict-fuzz-migrate-\(getpid())"
    try? AtomicFile.createDirectory(path + "/en.lproj")
    try? AtomicFile.createDirectory(path + "/de.lproj")
    _ = writeFile(Array("\"Open\" = \"Open\";\n\"%d files\" = \"%d files\";\n".utf8), to: path + "/en.lproj/Localizable.strings")
    return path
}()

/// Writes `bytes` to `path` in place (no temporary file and no sync: thousands of inputs a second).
private func writeFile(_ bytes: [UInt8], to path: String) -> Bool {
    guard let handle = fopen(path, "wb") else { return false }
    defer { fclose(handle) }
    return bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) } == bytes.count
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogMigrate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let file = folder + "/de.lproj/Localizable.stringsdict"
    guard writeFile(bytes, to: file) else { return 0 }
    // The file's keys, where it reads as a dictionary.
    let keys = (try? PropertyListReader.readDictionary(bytes, file: file).dictionary.keys) ?? []
    let original = Result { () throws(StringsdictError) in try LocalizationTable(contentsOf: file) }
    for usedKeys in [nil, ["Localizable": Set<String>()]] as [[String: Set<String>]?] {
        let result: StringCatalogMigration.Result
        do {
            result = try StringCatalogMigration.migrate(paths: [folder], options: .init(sourceLanguage: "en", usedKeys: usedKeys))
        } catch {
            require(false, "the migration of a folder that lists throws: \(error)")
            return 0
        }
        guard result.failures.isEmpty, let catalog = result.catalogs["Localizable"] else { continue }
        let named = Set(result.warnings.map(\.key))
        for key in keys {
            require(catalog.strings[key]?.localizations?["de"] != nil || named.contains(key),
                    "'\(key)' is neither in the catalog in German nor named by a warning")
        }
        let reread: StringCatalog
        do {
            reread = try StringCatalog(bytes: catalog.canonicalBytes(), file: "Localizable.xcstrings")
        } catch {
            require(false, "the catalog the migration made does not read back: \(error)")
            return 0
        }
        let german = reread.compiledTable(for: "de")
        guard case .success(let table) = original, let context = try? RenderContext(locale: LocaleIdentifier("de")) else { continue }
        for key in Set(keys).sorted().prefix(8) where !named.contains(key) {
            guard let before = table[key], before.error == nil, let after = german[key] else { continue }
            let left = Fuzz.renders(of: before, in: context, counts: [0, 1, 2, 5])
            let right = Fuzz.renders(of: after, in: context, counts: [0, 1, 2, 5])
            require(left == right, "'\(key)' renders otherwise after the migration:\n  before: \(left)\n  after:  \(right)")
        }
    }
    return 0
}
