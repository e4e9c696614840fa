import Stringsdict

/// The `unknown-info-plist-key` rule: `InfoPlist.strings` localizes keys of the group's
/// `Info.plist`, so a key the plist does not have is a typo or a leftover that is never used.
///
/// Runs only when the group folder (the parent of its `.lproj` folders) has an `Info.plist`
/// whose root is a dictionary; a plist that does not parse is not this rule's business (the
/// run time reports it), so nothing is reported then.
struct InfoPlistChecker {
    /// The folder holding the `.lproj` folders and `Info.plist`.
    let group: String
    /// The tables of each folder of the group.
    let tables: [LocalizationName: [TableSummary]]

    func check() -> [Diagnostic] {
        guard let root = try? PropertyListReader.read(contentsOf: group + "/Info.plist"),
              let dictionary = root.dictionary else { return [] }
        let plistKeys = Set(dictionary.keys)
        var diagnostics: [Diagnostic] = []
        for files in tables.values {
            for file in files where file.tableName == "InfoPlist" {
                for (key, info) in file.keys ?? [:] where !plistKeys.contains(key) {
                    diagnostics.append(Diagnostic(
                        .unknownInfoPlistKey, at: info.location, file: file.path, key: key,
                        message: "'\(key)' is not a key of \(group)/Info.plist, so this localized value is never used"))
                }
            }
        }
        return diagnostics
    }
}
