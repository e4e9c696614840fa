// `catalog migrate` (StringCatalogMigration) on a .stringsdict of any bytes: the German table of a
// folder whose English table is fixed.
//
// Properties: the migration never crashes; no key is lost silently (every key of the file is in
// the catalog in German, or a warning names it); the catalog it makes writes and reads back and
// compiles; a plain plural entry (variables and their own specifiers only) that compiles and that
// the migration reports no change for renders in the compiled catalog as it did in the file. The same with the code known to use no key (keys only
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
    let path = scratchFolder("migrate")
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
            // A plural entry with variables, whose texts are all well-formed formats: how a
            // malformed specifier (`%1#N`) reads is the engine's leniency, not the migration's.
            guard case .plural(let entry) = before.kind, !entry.variables.isEmpty,
                  wellFormed(key, in: bytes, file: file) else { continue }
            let left = Fuzz.renders(of: before, in: context, counts: [0, 1, 2, 5])
            let right = Fuzz.renders(of: after, in: context, counts: [0, 1, 2, 5])
            require(left == right, "'\(key)' renders otherwise after the migration:\n  before: \(left)\n  after:  \(right)")
        }
    }
    return 0
}

/// Whether the entry `key` of the file is a plain plural entry: its format names only variables
/// it defines, and each variant's specifiers are variables it defines or the variable's own
/// value type (`%d` in a `d` variable). Other specifiers beside numbered ones (`%d … %@` where
/// the catalog numbers `%arg`) are read by the engine's printf rules for mixed formats, which the
/// catalog compile does not model: not what this harness checks.
private func wellFormed(_ key: String, in bytes: [UInt8], file: String) -> Bool {
    guard let entry = (try? PropertyListReader.readDictionary(bytes, file: file).dictionary)?[key]?.dictionary,
          let format = entry["NSStringLocalizedFormatKey"]?.string,
          let parsed = try? FormatString(format, options: .allowsUnusedSlots) else { return false }
    func defines(_ name: String) -> Bool { name != "NSStringLocalizedFormatKey" && entry[name]?.dictionary != nil }
    guard parsed.specifiers.allSatisfy({ $0.variableName.map(defines) ?? false }) else { return false }
    for item in entry.entries {
        guard let variable = item.value.dictionary, let type = variable["NSStringFormatValueTypeKey"]?.string else { continue }
        for category in PluralCategory.allCases {
            guard let text = variable[category.rawValue]?.string else { continue }
            guard let variant = try? FormatString(text, options: .allowsUnusedSlots) else { return false }
            for specifier in variant.specifiers {
                if let name = specifier.variableName { if !defines(name) { return false } } else if !specifier.text.hasSuffix(type) { return false }
            }
        }
    }
    return true
}
