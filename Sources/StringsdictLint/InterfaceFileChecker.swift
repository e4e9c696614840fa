import Stringsdict
import StringsdictTranslate

/// The `unknown-interface-object` rule: a `.strings` table named like an Interface Builder
/// document of its group (`fr.lproj/Main.strings` next to `Base.lproj/Main.storyboard`) holds
/// `objectID.property` keys; a key that names no object, or no localizable property of it, is
/// never used (the object was deleted or its id changed).
///
/// The document is looked for in `Base.lproj`, then in the other `.lproj` folders of the group,
/// as `NAME.storyboard` or `NAME.xib`. A document that does not parse is not this rule's
/// business (nothing is reported then).
struct InterfaceFileChecker {
    /// The folder holding the `.lproj` folders.
    let group: String
    /// The tables of each folder of the group.
    let tables: [LocalizationName: [TableSummary]]

    func check() -> [Diagnostic] {
        var documents: [String: InterfaceDocument?] = [:]
        var diagnostics: [Diagnostic] = []
        for files in tables.values {
            for file in files where file.fileName.hasSuffix(".strings") {
                if documents[file.tableName] == nil { documents[file.tableName] = .some(document(named: file.tableName)) }
                guard let found = documents[file.tableName], let document = found else { continue }
                let keys = Set(document.strings.map(\.key))
                var classes: [String: String] = [:]
                for string in document.strings { classes[string.objectID] = string.className }
                for (key, info) in file.keys ?? [:] where !keys.contains(key) {
                    let objectID = key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
                    let message = if let className = classes[objectID] {
                        "'\(key)' names no localizable property of the \(className) '\(objectID)' in \(document.file)"
                    } else {
                        "'\(key)' names no object of \(document.file), so this value is never used"
                    }
                    diagnostics.append(Diagnostic(.unknownInterfaceObject, at: info.location, file: file.path, key: key, message: message))
                }
            }
        }
        return diagnostics
    }

    /// The interface document of the table `name`, or nil.
    private func document(named name: String) -> InterfaceDocument? {
        let folders = ([LocalizationFolder.base] + tables.keys.map(\.name).sorted().map(LocalizationFolder.init(name:))).map(\.folderName)
        for folder in folders {
            for suffix in [".storyboard", ".xib"] {
                let path = group + "/" + folder + "/" + name + suffix
                if let document = try? InterfaceDocument(contentsOf: path) { return document }
            }
        }
        return nil
    }
}
