import Foundation
@testable import Stringsdict
import Testing

// MARK: - binary plists

/// The binary fast path (``BinaryPropertyListParser/scanStringsdict(_:limits:)`` feeding the
/// loader's compiler) against the tree path (``BinaryPropertyListParser/parse(_:file:limits:)``
/// and ``EntryCompiler``) on the same binary bytes.
extension StringsdictLoaderTests {
    /// `bytes` (XML) as a binary plist written by ``PropertyListWriter``, or nil when the tree
    /// reader rejects them.
    static func binary(ofXML bytes: [UInt8], limits: PropertyListLimits = .default) -> [UInt8]? {
        guard let node = try? PropertyListReader.read(bytes, file: "x", limits: limits) else { return nil }
        return PropertyListWriter.binary(node.value)
    }

    @Test("Every DuckDuckGo file as a binary plist takes the fast path and equals the tree path", arguments: duckDuckGoFiles)
    func duckDuckGoBinary(path: String) throws {
        let bytes = try #require(Self.binary(ofXML: try PropertyListFixtures.bytes("corpus/" + path)))
        let context = try RenderContext(locale: Self.locale(ofFile: path))
        let fast = try #require(Oracle.fast(bytes, file: path), "the fast loader declined the binary \(path)")
        let tree = try Oracle.tree(bytes, file: path).get()
        #expect(fast.values.contains { $0.hasPlurals })
        let differences = Oracle.differences(fast: fast, tree: tree.messages, contexts: [context])
        #expect(differences.isEmpty, "\(path): \(differences.count) differences: \(differences.prefix(5))")
        let outcome = Oracle.check(bytes, file: path, contexts: [context])
        #expect(outcome.differences.isEmpty, "\(path): \(outcome.differences.prefix(5))")
        // Locations are byte offsets of the value objects, as the tree reader gives them.
        #expect(fast.values.allSatisfy { $0.location?.line == 1 })
    }

    @Test("Every SwiftGen fixture and demo resource as a binary plist: declined or equal to the tree path",
          arguments: swiftGenFiles.map { "corpus/" + $0 } + demoFiles.map { "demo/" + $0 })
    func otherFilesBinary(path: String) throws {
        let xml = path.hasPrefix("demo/")
            ? try [UInt8](Data(contentsOf: URL(fileURLWithPath: FixtureFiles.demoResources + "/" + path.dropFirst(5))))
            : try PropertyListFixtures.bytes(path)
        let bytes = try #require(Self.binary(ofXML: xml))
        let contexts = try ["en", "ru", "ar"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(bytes, file: path, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(path): \(outcome.differences.prefix(5))")
    }

    @Test("The binary fixtures of the reader's tests: declined or equal to the tree path",
          arguments: ["AllTypes", "ddg_de.lproj_Localizable", "ddg_en.lproj_Localizable", "ddg_pl.lproj_Localizable",
                      "ddg_ru.lproj_Localizable", "swiftgen-fixtures_LocPluralAdvanced", "swiftgen-fixtures_LocPluralNested"])
    func binaryFixtures(name: String) throws {
        // Written by Python's plistlib, not by our writer.
        let bytes = try PropertyListFixtures.bytes("PropertyList/binary/\(name).bplist")
        let contexts = try ["en", "ru", "pl"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(bytes, file: name, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(name): \(outcome.differences.prefix(5))")
        if name.hasPrefix("ddg_") { #expect(outcome.tookFastPath, "\(name)") }
    }

    @Test("Crafted XML inputs converted to binary: declined, or equal to the tree path", arguments: LoaderCases.all)
    func craftedBinary(input: LoaderCase) throws {
        guard let bytes = Self.binary(ofXML: input.bytes, limits: input.limits) else { return }
        let contexts = try ["en", "ru", "ar", "fr"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(bytes, file: "Crafted.stringsdict", limits: input.limits, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(outcome.differences.count) differences: \(outcome.differences.prefix(6))")
    }

    @Test("Crafted XML inputs converted to binary: most of those the XML fast path takes, the binary one takes")
    func craftedBinaryCoverage() {
        // The writer keeps a repeated key's first value, so a few files change in conversion.
        var taken = 0, converted = 0
        for input in LoaderCases.all where input.path == .fast {
            guard let bytes = Self.binary(ofXML: input.bytes, limits: input.limits) else { continue }
            converted += 1
            if Oracle.fast(bytes, file: "Crafted.stringsdict", limits: input.limits) != nil { taken += 1 }
        }
        #expect(converted > 40)
        #expect(taken >= converted - 3, "\(taken) of \(converted)")
    }

    @Test("Hand-written binary plists: repeated keys, shared objects, UTF-16, and the shapes left to the tree path",
          arguments: RawBinaryPlist.cases)
    func handWrittenBinary(input: RawBinaryPlist.Case) throws {
        let contexts = try ["en", "ru"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(input.bytes, file: "Raw.stringsdict", limits: input.limits, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(outcome.differences.count) differences: \(outcome.differences.prefix(6))")
        #expect(outcome.tookFastPath == input.fast, "fast path taken: \(outcome.tookFastPath)")
        if let keys = input.keys { #expect(outcome.treeKeys == keys.sorted()) }
    }

    @Test("Hand-written binary plists read as written: UTF-16 keys and values, the last repeated key")
    func handWrittenValues() throws {
        let en = try LocaleIdentifier("en")
        let fast = try #require(Oracle.fast(RawBinaryPlist.utf16File, file: "u"))
        let text = try #require(fast["ключ😀"])
        guard case .text(let value, _) = text.kind else {
            Issue.record("expected a text message, got \(text.kind)")
            return
        }
        #expect(value == "значение 中文 😀 é")
        #expect(try fast["files"]?.render(locale: en, 1) == "1 файл 😀")
        #expect(try fast["files"]?.render(locale: en, 3) == "3 файла")
    }

    @Test("A binary plist's UTF-16 strings transcode to the same text as Swift's own decoding, for every unit class and its edges")
    func utf16Transcoding() throws {
        // Scalars at the edges of each UTF-8 length, and runs that mix them, as the branch-free
        // one-or-two-byte store and the three- and four-byte paths meet them.
        let edges: [Unicode.Scalar] = [
            "\u{0}", "\u{1}", "\u{7F}", "\u{80}", "\u{FF}", "\u{400}", "\u{44F}", "\u{7FF}", "\u{800}", "\u{D7FF}",
            "\u{E000}", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "\u{1F600}", "\u{10FFFF}", "a", " ", "ж", "中",
        ]
        var state: UInt64 = 0x853C_49E6_748F_EA9B
        var objects: [RawBinaryPlist.Object] = [.dictionary([])]
        var expected: [String: String] = [:]
        var pairs: [(key: Int, value: Int)] = []
        for index in 0..<300 {
            var value = ""
            for _ in 0..<(index % 40) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                value.unicodeScalars.append(edges[Int(state >> 33) % edges.count])
            }
            let key = "k\(index)"
            objects.append(.ascii(key))
            objects.append(.utf16(value))
            pairs.append((objects.count - 2, objects.count - 1))
            expected[key] = value
        }
        // Long runs of one class, every length up to 23 (the four-unit blocks and the tail).
        let runs = ["абвгдежзийклмнопрстуфхцчшщъыьэюяё", "The quick brown fox jumps", "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ", "אבגדהוזחטיכלמנסעפצקרשת"]
        for (index, run) in runs.enumerated() {
            for length in 0..<24 {
                let value = String(run.unicodeScalars.prefix(length).map(Character.init)) + (length % 3 == 0 ? " x" : "")
                let key = "run\(index).\(length)"
                objects.append(.ascii(key))
                objects.append(.utf16(value))
                pairs.append((objects.count - 2, objects.count - 1))
                expected[key] = value
            }
        }
        objects[0] = .dictionary(pairs)
        let fast = try #require(Oracle.fast(RawBinaryPlist.file(objects), file: "u"))
        var failures: [String] = []
        for (key, value) in expected {
            guard case .text(let text, _)? = fast[key]?.kind else {
                failures.append("\(key): missing or not text")
                continue
            }
            if Array(text.utf8) != Array(value.utf8), failures.count < 10 {
                failures.append("\(key): \(Array(text.unicodeScalars)) ≠ \(Array(value.unicodeScalars))")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("A binary plist's ASCII strings are read in place and its UTF-16 ones transcoded beside them: values and locations")
    func mixedBinaryValues() throws {
        let bytes = RawBinaryPlist.mixedFile
        let fast = try #require(Oracle.fast(bytes, file: "m"))
        let tree = try Oracle.tree(bytes, file: "m").get().messages
        func text(_ key: String) -> String? {
            guard case .text(let value, _)? = fast[key]?.kind else { return nil }
            return value
        }
        #expect(text("a") == "twenty characters!!!")
        #expect(text("twenty characters!!!") == "общий 😀")
        #expect(text("ключ") == "ключ")
        #expect(text("b") == "wide %d")
        #expect(text("c") == String(repeating: "long value ", count: 30))
        #expect(text("ключ2") == String(repeating: "длинное значение ", count: 20))
        #expect(text("empty") == "")
        #expect(text("") == "")
        // A UTF-16 key written as a plain string, then as an entry: the entry wins.
        #expect(fast["ключ3"]?.hasPlurals == true)
        #expect(try fast["ключ3"]?.render(locale: LocaleIdentifier("ru"), 1) == "один 1")
        #expect(try fast["общий 😀"]?.render(locale: LocaleIdentifier("en"), 1) == "1 общий")
        // Every location is its value object's byte offset, as the tree reader gives it.
        for (key, message) in tree {
            #expect(fast[key]?.location == message.location, "\(key)")
        }
        let table = try LocalizationTable(name: "M", stringsdict: bytes, file: "m")
        #expect(table["c"]?.location == tree["c"]?.location)
        #expect(table["ключ2"]?.location == tree["ключ2"]?.location)
    }
}
