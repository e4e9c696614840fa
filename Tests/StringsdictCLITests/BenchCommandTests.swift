import ArgumentParser
import Foundation
import Stringsdict
import Testing
@testable import StringsdictCLI
import StringsdictTestSupport

/// The package's bundled demo folder (this file is Tests/StringsdictCLITests/…).
private let resources = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Resources"

/// Every (localization, table) pair of the demo folder, from its files.
private func demoTables() throws -> Set<String> {
    var pairs = Set<String>()
    for folder in try FileManager.default.contentsOfDirectory(atPath: resources) where folder.hasSuffix(".lproj") {
        for file in try FileManager.default.contentsOfDirectory(atPath: resources + "/" + folder) {
            guard let dot = file.lastIndex(of: "."), [".strings", ".stringsdict"].contains(String(file[dot...])) else { continue }
            pairs.insert("\(folder.dropLast(6))/\(file[..<dot])")
        }
    }
    return pairs
}

@Suite("stringsdict bench")
struct BenchCommandTests {
    @Test("A folder: a figure for every table, keys that all render, the slowest ten")
    func folder() throws {
        let report = try BenchCommand.parse([resources, "--duration", "0.2"]).harness.measure()
        #expect(Set(report.tables.map { "\($0.localization)/\($0.table)" }) == (try demoTables()))
        for table in report.tables {
            #expect(table.keys > 0, "\(table.localization)/\(table.table)")
            #expect(table.renders >= table.keys)
            #expect(table.rendersPerSecond > 0)
            #expect(table.loadMilliseconds > 0)
            #expect(!table.files.isEmpty)
        }
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.slowest.count == 10)
        #expect(report.slowest.map(\.nanosecondsPerRender) == report.slowest.map(\.nanosecondsPerRender).sorted(by: >))
    }

    @Test("Plural keys render once per representative count of their language")
    func representativeArguments() throws {
        // The file has fewer than ten keys, so every one is in the slowest list.
        let report = try BenchCommand.parse([resources + "/ru.lproj/Localizable.stringsdict", "--duration", "0.1"]).harness.measure()
        let counts = Dictionary(uniqueKeysWithValues: report.slowest.map { ($0.key, $0.cases) })
        #expect(report.slowest.allSatisfy { $0.renders >= $0.cases })
        // 0, then the two smallest integers reaching one, few and many.
        #expect(counts["files.count"] == 7)
        // A floating value type: five values.
        #expect(counts["storage.used"] == 5)
    }

    @Test("A String Catalog file: a table per language; --language picks the one serving it")
    func catalog() throws {
        let catalog = "/" + #filePath.split(separator: "/").dropLast(2).joined(separator: "/")
            + "/StringsdictTests/Fixtures/Catalog/Parcel.xcstrings"
        let all = try BenchCommand.parse([catalog, "--duration", "0.1"]).harness.measure()
        #expect(all.tables.map(\.localization) == ["de", "en", "fr", "ru"])
        #expect(all.tables.allSatisfy { $0.keys > 0 && $0.rendersPerSecond > 0 && $0.table == "Parcel" })
        #expect(all.failures.isEmpty, "\(all.failures)")
        let russian = try BenchCommand.parse([catalog, "--language", "ru-RU", "--duration", "0.1"]).harness.measure()
        #expect(russian.tables.map(\.localization) == ["ru"])
        #expect(russian.tables.map(\.locale) == ["ru"])
    }

    @Test("--language picks localizations; a file takes its .lproj folder's locale")
    func languagesAndFiles() throws {
        let two = try BenchCommand.parse([resources, "--language", "pl", "--language", "de-CH,pl", "--duration", "0.1"]).harness.measure()
        #expect(Set(two.tables.map(\.localization)) == ["pl", "de"])
        let file = try BenchCommand.parse([resources + "/ru.lproj/Localizable.stringsdict", "--duration", "0.1"]).harness.measure()
        #expect(file.tables.map(\.locale) == ["ru"])
        #expect(file.tables.first?.keys ?? 0 > 0)
    }

    @Test("JSON holds the documented fields and reads back")
    func json() throws {
        let report = try BenchCommand.parse([resources, "--language", "en", "--duration", "0.1", "--format", "json"]).harness.measure()
        let text = try report.json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["path", "durationSeconds", "loadMilliseconds", "rendersPerSecond", "tables", "slowest", "failures"])
        #expect(try JSONDecoder().decode(BenchReport.self, from: Data(text.utf8)) == report)
        #expect(report.text().contains("en.lproj/Localizable"))
    }

    @Test("Bad input names what is wrong", arguments: [
        (["/no/such/folder"], "no such file or folder"),
        ([resources + "/README.md"], "not a .strings, .stringsdict or .xcstrings file"),
        ([resources, "--language", "en_@"], "invalid language"),
    ])
    func errors(arguments: [String], fragment: String) throws {
        let error = #expect(throws: CLIError.self) { try BenchCommand.parse(arguments + ["--duration", "0.1"]).harness.measure() }
        #expect(error?.description.contains(fragment) == true, "\(error?.description ?? "")")
    }

    @Test("--duration must be positive")
    func duration() {
        #expect(throws: (any Error).self) { try BenchCommand.parse([resources, "--duration", "0"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parse([resources, "--duration", "-1"]) }
    }

    @Test("end to end: bench Resources --duration 0.2 --format json has every table", .enabled(if: StringsdictBinary.isBuilt))
    func endToEnd() throws {
        let result = try StringsdictBinary.run(["bench", resources, "--duration", "0.2", "--format", "json"])
        #expect(result.status == 0, "\(result.error)")
        let report = try JSONDecoder().decode(BenchReport.self, from: Data(result.output.utf8))
        #expect(Set(report.tables.map { "\($0.localization)/\($0.table)" }) == (try demoTables()))
        #expect(report.tables.allSatisfy { $0.rendersPerSecond > 0 })
        // Standard error is not a terminal here: no progress line; a debug build says it is one.
        let lines = result.error.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("stringsdict: warning: this stringsdict is a debug build") }, "\(result.error)")
        #if DEBUG
        #expect(lines.count == 1, "a debug build of bench warns that it is one")
        #endif
    }
}
