import Foundation
import Stringsdict
import Testing
import StringsdictTestSupport

@Suite("Output paths: language codes, table names, containment")
struct OutputPathTests {
    /// Well-formed tags: RFC 5646's own examples (appendix A), `.lproj` spellings Xcode writes,
    /// and the grandfathered irregular tags.
    @Test("RFC 5646's example tags and .lproj spellings are language folder names", arguments: [
        "de", "fr", "ja", "i-enochian", "zh-Hant", "zh-Hans", "sr-Cyrl", "sr-Latn", "zh-cmn-Hans-CN", "cmn-Hans-CN",
        "zh-yue-HK", "yue-HK", "zh-Hans-CN", "sr-Latn-RS", "sl-rozaj", "sl-rozaj-biske", "sl-nedis", "de-CH-1901",
        "sl-IT-nedis", "hy-Latn-IT-arevela", "de-DE", "en-US", "es-419", "de-CH-x-phonebk", "az-Arab-x-AZE-derbend",
        "x-whatever", "qaa-Qaaa-QM-x-southern", "de-Qaaa", "sr-Latn-QM", "sr-Qaaa-RS", "en-US-u-islamcal",
        "zh-CN-a-myext-x-private", "en-a-myext-b-another", "en-GB-oed", "sgn-BE-FR", "pt_BR", "zh_TW", "en_GB",
        "English", "Japanese", "Base", "und", "und-RU", "en-XA", "ar-XB",
    ])
    func wellFormed(_ tag: String) {
        #expect(OutputPath.isLanguageFolderName(tag))
        #expect(throws: Never.self) { try OutputPath.checkLanguage(tag, at: nil) }
    }

    /// RFC 5646 appendix A's ill-formed examples, and names that would be paths.
    @Test("Ill-formed tags and path-like names are refused", arguments: [
        "de-419-DE", "a-DE", "ar-a-aaa-b-bbb-a-ccc-", "", ".", "..", "../x", "../../x", "../outside", "a/b", "/etc",
        "de.lproj", "en-", "-en", "e", "en--US", "toolongsubtag", "en US", "en-a", "en-x", "12", "en\u{0}", "en\n",
        "de\\x", "ру", "Base/..", "x", "i",
    ])
    func illFormed(_ tag: String) throws {
        #expect(!OutputPath.isLanguageFolderName(tag))
        let location = SourceLocation(file: "de.xliff", line: 3, column: 5)
        let error = try #require(throws: StringsdictError.self) { try OutputPath.checkLanguage(tag, at: location) }
        #expect(error.code == OutputPath.unsafeNameCode)
        #expect(error.location == location)
        #expect(error.description.hasPrefix("de.xliff:3:5: error:"))
    }

    @Test("Table names are plain file names", arguments: ["Localizable", "InfoPlist", "Main Menu", "Ünïcode", "a.b", "Settings-2"])
    func plainTables(_ name: String) {
        #expect(OutputPath.isPlainFileName(name))
    }

    @Test("Table names that are paths, hidden or control characters are refused",
          arguments: ["", ".", "..", "../x", "../victim/Localizable", "a/b", ".hidden", "a\\b", "a\u{0}b", "a\u{7F}", "tab\there", String(repeating: "x", count: 201)])
    func unsafeTables(_ name: String) throws {
        #expect(!OutputPath.isPlainFileName(name))
        let error = try #require(throws: StringsdictError.self) { try OutputPath.checkTable(name, at: nil) }
        #expect(error.code == OutputPath.unsafeNameCode)
        #expect(!error.message.contains("\u{0}"))
    }

    @Test("A joined path stays in its folder; a link inside it to elsewhere is refused")
    func containment() throws {
        let folder = try TemporaryFolder(["out/": "", "elsewhere/": ""])
        let output = folder.path + "/out"
        #expect(try OutputPath.join(["de.lproj", "Localizable.strings"], under: output) == output + "/de.lproj/Localizable.strings")
        #expect(throws: StringsdictError.self) { try OutputPath.join([".."], under: output) }
        #expect(throws: StringsdictError.self) { try OutputPath.join(["a/../../x"], under: output) }
        // "/" followed by a combining mark is one Character but still a path separator (a fuzz finding).
        #expect(!OutputPath.isPlainFileName("a/\u{315}b"))
        #expect(!OutputPath.isPlainFileName("..\u{315}/x"))
        #expect(throws: StringsdictError.self) { try OutputPath.join(["de.lproj", "..\u{315}/\u{301}x"], under: output) }
        #expect(OutputPath.resolved(output + "/\u{315}a/../b") == OutputPath.resolved(output) + "/b")
        try FileManager.default.createSymbolicLink(atPath: output + "/fr.lproj", withDestinationPath: folder.path + "/elsewhere")
        let error = try #require(throws: StringsdictError.self) { try OutputPath.join(["fr.lproj", "Localizable.strings"], under: output) }
        #expect(error.code == OutputPath.outsideFolderCode)
        // A link that stays inside is fine.
        try FileManager.default.createDirectory(atPath: output + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output + "/de-CH.lproj", withDestinationPath: "real")
        #expect(throws: Never.self) { try OutputPath.join(["de-CH.lproj", "x.strings"], under: output) }
        // The output folder may itself be reached through a link.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: output)
        #expect(throws: Never.self) { try OutputPath.join(["de.lproj"], under: folder.path + "/link") }
    }

    @Test("Catalog compile refuses a localization named ../../x before writing anything, at its position")
    func compileRefusesTraversal() throws {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : {
                  "localizations" : {
                    "../../x" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let folder = try TemporaryFolder(["Localizable.xcstrings": json, "out/": ""])
        let catalog = try StringCatalog(contentsOf: folder.path + "/Localizable.xcstrings")
        let error = try #require(throws: StringsdictError.self) {
            try catalog.compile(to: folder.path + "/out", format: .xml)
        }
        #expect(error.code == OutputPath.unsafeNameCode)
        #expect(error.location?.line == 6)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/x.lproj"))
    }
}

@Suite("Atomic writes: no litter, links written through")
struct AtomicFileTests {
    @Test("A write leaves no temporary file and keeps the replaced file's mode")
    func noLitter() throws {
        let folder = try TemporaryFolder(["a.strings": "old"])
        let path = folder.path + "/a.strings"
        chmod(path, 0o600)
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.strings"])
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test("Writing over a link updates the file it points to and keeps the link")
    func throughLink() throws {
        let folder = try TemporaryFolder(["shared/Localizable.xcstrings": "old", "project/": ""])
        let link = folder.path + "/project/Localizable.xcstrings"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../shared/Localizable.xcstrings")
        try AtomicFile.write(Array("new".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../shared/Localizable.xcstrings")
        #expect(try String(contentsOfFile: folder.path + "/shared/Localizable.xcstrings", encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/shared") == ["Localizable.xcstrings"])
    }

    @Test("A temporary file a killed write left is removed by the next write of the same file, a fresh one is not")
    func leftovers() throws {
        let folder = try TemporaryFolder(["a.strings": "old", ".a.strings.tmp-AbC123": "partial", ".a.strings.tmp-new456": "in flight", ".b.strings.tmp-AbC123": "other file"])
        let old = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path + "/.a.strings.tmp-AbC123")
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path + "/.b.strings.tmp-AbC123")
        try AtomicFile.write(Array("new".utf8), to: folder.path + "/a.strings")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".a.strings.tmp-new456", ".b.strings.tmp-AbC123", "a.strings"])
    }

    @Test("A write that fails leaves the original untouched and no temporary file")
    func failureLeavesOriginal() throws {
        let folder = try TemporaryFolder(["a.strings": "old"])
        // A folder where the file should be: the rename fails.
        try FileManager.default.createDirectory(atPath: folder.path + "/b.strings/inner", withIntermediateDirectories: true)
        #expect(throws: StringsdictError.self) { try AtomicFile.write(Array("new".utf8), to: folder.path + "/b.strings") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.strings", "b.strings"])
    }

    @Test("A file written in pieces is their bytes in order; a producer that fails after some pieces leaves the original and no temporary file")
    func pieces() throws {
        let folder = try TemporaryFolder(["a.strings": "old"])
        let path = folder.path + "/a.strings"
        let piece = Array(repeating: UInt8(ascii: "x"), count: 100_000)
        try AtomicFile.write(to: path) { (output: inout AtomicFile.Output) throws(StringsdictError) in
            for byte in UInt8(ascii: "a")...UInt8(ascii: "c") {
                try [byte].withUnsafeBufferPointer { (bytes) throws(StringsdictError) in try output.write(UnsafeRawBufferPointer(bytes)) }
                try piece.withUnsafeBufferPointer { (bytes) throws(StringsdictError) in try output.write(UnsafeRawBufferPointer(bytes)) }
            }
        }
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(written) == [UInt8(ascii: "a")] + piece + [UInt8(ascii: "b")] + piece + [UInt8(ascii: "c")] + piece)

        let failure = StringsdictError(.io, "the producer gave up")
        #expect(throws: failure) {
            try AtomicFile.write(to: path) { (output: inout AtomicFile.Output) throws(StringsdictError) in
                try piece.withUnsafeBufferPointer { (bytes) throws(StringsdictError) in try output.write(UnsafeRawBufferPointer(bytes)) }
                throw failure
            }
        }
        #expect(FileManager.default.contents(atPath: path) == written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.strings"])
    }
}
