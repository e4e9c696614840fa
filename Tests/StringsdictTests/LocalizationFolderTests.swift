import Stringsdict
import Testing

@Suite("LocalizationFolder: .lproj names and paths to localizations and back")
struct LocalizationFolderTests {
    @Test("Folder names, paths and file paths read as their localization", arguments: [
        ("de.lproj", "de"), ("en_GB.lproj", "en_GB"), ("Base.lproj", "Base"), ("zh-Hans.lproj", "zh-Hans"),
    ])
    func reads(folderName: String, name: String) throws {
        #expect(LocalizationFolder(folderName: folderName)?.name == name)
        #expect(LocalizationFolder(path: "Resources/" + folderName)?.name == name)
        #expect(LocalizationFolder(path: "/tmp/App/" + folderName + "/")?.name == name)
        #expect(LocalizationFolder(containing: "App/" + folderName + "/Localizable.strings")?.name == name)
        #expect(LocalizationFolder(name: name).folderName == folderName)
        #expect(LocalizationName(folderName).folder == LocalizationFolder(name: name))
    }

    @Test("Names that are not .lproj folders read as none")
    func rejects() {
        #expect(LocalizationFolder(folderName: ".lproj") == nil)
        #expect(LocalizationFolder(folderName: "de") == nil)
        #expect(LocalizationFolder(folderName: "de.lproj.bak") == nil)
        #expect(LocalizationFolder(path: "") == nil)
        #expect(LocalizationFolder(containing: "Localizable.strings") == nil)
        #expect(LocalizationFolder(containing: "de.lproj/sub/Localizable.strings") == nil)
    }

    @Test("Base is not a language; a folder's locale is its name's")
    func languages() throws {
        #expect(LocalizationFolder.base.isBase)
        #expect(LocalizationFolder.base.locale == nil)
        #expect(LocalizationFolder(folderName: "en_GB.lproj")?.locale == LocalizationName("en_GB").locale)
        #expect(LocalizationFolder(folderName: "en_GB.lproj")?.locale != nil)
    }
}

@Suite("StringsdictError.Code: typed codes with the text callers already compare")
struct StringsdictErrorCodeTests {
    @Test("code is the typed code's text, both ways, and the rule is named after it")
    func code() {
        var error = StringsdictError(.compile, "x", code: .slotTypeConflict)
        #expect(error.code == "slot-type-conflict")
        #expect(error.errorCode == .slotTypeConflict)
        #expect(DiagnosticRule(for: error) == .slotTypeConflict)
        error.code = "missing-other"
        #expect(error.errorCode == .missingOther)
        error.code = nil
        #expect(error.errorCode == nil)
        #expect(DiagnosticRule(for: error) == .invalidEntry)
        let text: String? = "variable-cycle"
        #expect(StringsdictError(.compile, "x", code: text).errorCode == .variableCycle)
    }
}
