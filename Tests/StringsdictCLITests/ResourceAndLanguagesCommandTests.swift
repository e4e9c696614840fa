import ArgumentParser
import Testing
@testable import StringsdictCLI
import Stringsdict

/// A small bundle-like folder (Tests/StringsdictCLITests/Fixtures/Bundle).
private let bundle = "/" + #filePath.split(separator: "/").dropLast(1).joined(separator: "/") + "/Fixtures/Bundle"

@Suite("stringsdict resource")
struct ResourceCommandTests {
    @Test("The path chosen by the guide's order", arguments: [
        (["flag.txt", "--language", "en-GB"], "en-GB.lproj/flag.txt"),
        (["flag.txt", "--language", "en-US"], "en.lproj/flag.txt"),
        (["flag.txt", "--language", "ja", "--language", "de-CH"], "de.lproj/flag.txt"),
        (["help.txt", "--language", "de"], "help.txt"),
        (["Main.txt", "--language", "de"], "Base.lproj/Main.txt"),
        (["terms.txt", "--language", "de"], "en.lproj/terms.txt"),
        (["click.txt", "--language", "de", "--subdirectory", "Sounds"], "Sounds/click.txt"),
    ])
    func found(arguments: [String], expected: String) throws {
        let (path, _) = try ResourceCommand.parse([bundle] + arguments).resolve()
        #expect(path == bundle + "/" + expected)
    }

    @Test("No folder has it: no path, and the folders searched")
    func missing() throws {
        let (path, searched) = try ResourceCommand.parse([bundle, "nothing.txt", "--language", "en-GB"]).resolve()
        #expect(path == nil)
        #expect(searched == ["en-GB.lproj", "en.lproj", "(top level)", "Base.lproj"])
    }
}

@Suite("stringsdict languages")
struct LanguagesCommandTests {
    @Test("Tab-separated names in the --in language and their own")
    func text() throws {
        let output = try LanguagesCommand.parse([bundle, "--in", "fr"]).output()
        #expect(output == "de\tallemand\tDeutsch\nen\tanglais\tEnglish\nen-GB\tanglais (Royaume-Uni)\tEnglish (United Kingdom)")
    }

    @Test("JSON rows")
    func json() throws {
        let output = try LanguagesCommand.parse([bundle, "--in", "de", "--json"]).output()
        #expect(output.hasPrefix("[\n  {\"localization\": \"de\", \"identifier\": \"de\", \"name\": \"Deutsch\", \"nativeName\": \"Deutsch\"},"))
        #expect(output.hasSuffix("\"nativeName\": \"English (United Kingdom)\"}\n]"))
    }
}

@Suite("stringsdict format --accept-language")
struct FormatAcceptLanguageTests {
    @Test("The header negotiates the folder", arguments: [
        ("de-CH, fr;q=0.8, *;q=0.1", "3 Dateien"),
        ("fr, en;q=0.5", "3 files"),
        ("de;q=0, *", "3 files"),
        ("garbage;;;", "3 files"),
    ])
    func negotiated(header: String, expected: String) throws {
        #expect(try FormatCommand.parse([bundle, "files.count", "3", "--accept-language", header]).render() == expected)
    }

    @Test("--accept-language with --language is a usage error")
    func conflict() throws {
        #expect(throws: CLIError.self) {
            try FormatCommand.parse([bundle, "files.count", "3", "--accept-language", "de", "--language", "fr"]).render()
        }
    }
}
