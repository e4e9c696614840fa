import Foundation
import Stringsdict
import Testing

@Suite("Property list writers (XML, binary, .strings)")
struct PropertyListWriterTests {
    static let location = SourceLocation(file: "t", line: 1, column: 1)

    static func dictionary(_ entries: [(String, PropertyListValue)]) -> PropertyListValue {
        .dictionary(PropertyListDictionary(entries: entries.map { .init(key: $0.0, keyLocation: location, value: PropertyListNode($0.1, at: location)) }))
    }

    static let sample = dictionary([
        ("plain", .string("Hello & <world> \"quoted\" 'single'")),
        ("unicode", .string("Grüße 😀 日本語")),
        ("nested", dictionary([("NSStringLocalizedFormatKey", .string("%#@n@")), ("n", dictionary([("one", .string("%d file")), ("other", .string("%d files"))]))])),
        ("list", .array([PropertyListNode(.integer(PropertyListInteger(Int64(-5))), at: location), PropertyListNode(.integer(PropertyListInteger(UInt64.max)), at: location), PropertyListNode(.real(1.5), at: location)])),
        ("flags", .array([PropertyListNode(.bool(true), at: location), PropertyListNode(.bool(false), at: location)])),
        ("bytes", .data([0, 1, 2, 254, 255])),
        ("when", .date(PropertyListDate(secondsSinceReferenceDate: 86_400))),
        ("long", .string(String(repeating: "x", count: 300))),
        ("empty", dictionary([])),
    ])

    @Test("XML and binary read back to the same value with our reader", arguments: PropertyListWriter.Format.allCases)
    func roundTrip(_ format: PropertyListWriter.Format) throws {
        let bytes = try PropertyListWriter.bytes(of: Self.sample, format: format)
        let read = try PropertyListReader.read(bytes, file: "t")
        #expect(read.withoutLocations.value == PropertyListNode(Self.sample, at: Self.location).withoutLocations.value)
    }

    /// XML 1.0 §2.2 (`Char`) and §4.1 (a character reference must name a `Char`): U+0000–U+001F
    /// but tab, line feed and carriage return, U+FFFE and U+FFFF cannot be in an XML 1.0 file.
    @Test("A character XML 1.0 cannot carry survives binary; XML refuses it, naming the key path and place",
          arguments: ["\u{0}", "\u{1}", "\u{B}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"])
    func forbiddenCharacters(_ character: String) throws {
        let inner = SourceLocation(file: "en.lproj/Localizable.stringsdict", line: 7, column: 4)
        let variable = PropertyListValue.dictionary(PropertyListDictionary(entries: [
            .init(key: "one", keyLocation: Self.location, value: PropertyListNode(.string("ok"), at: Self.location)),
            .init(key: "other", keyLocation: Self.location, value: PropertyListNode(.string("a" + character + "b"), at: inner)),
        ]))
        let value = Self.dictionary([("files", Self.dictionary([("n", variable)]))])
        let binary = try PropertyListReader.read(PropertyListWriter.binary(value), file: "t")
        #expect(binary.dictionary?["files"]?.dictionary?["n"]?.dictionary?["other"]?.string == "a" + character + "b")
        for viaBytes in [false, true] {
            do {
                let path = "out/de.lproj/Localizable.stringsdict"
                _ = viaBytes ? try PropertyListWriter.bytes(of: value, format: .xml, file: path) : try PropertyListWriter.xml(value, file: path)
                Issue.record("XML written with \(character.unicodeScalars.map(\.value))")
            } catch {
                #expect(error.code == "xml-forbidden-character")
                #expect(error.keyPath == ["files", "n", "other"])
                #expect(error.location == inner)
                #expect(error.message.contains("out/de.lproj/Localizable.stringsdict"))
                #expect(error.message.contains("character 2"))
            }
        }
        #expect(throws: Never.self) { try PropertyListWriter.bytes(of: value, format: .binary) }
    }

    @Test("A key XML 1.0 cannot carry is refused at the key's place")
    func forbiddenKey() {
        let keyLocation = SourceLocation(file: "t", line: 2, column: 5)
        let value = PropertyListValue.dictionary(PropertyListDictionary(entries: [
            .init(key: "k\u{7}", keyLocation: keyLocation, value: PropertyListNode(.string("v"), at: Self.location)),
        ]))
        do {
            _ = try PropertyListWriter.xml(value)
            Issue.record("XML written with U+0007 in a key")
        } catch {
            #expect(error.keyPath == ["k\u{7}"])
            #expect(error.location == keyLocation)
        }
    }

    @Test("Every character XML 1.0 allows is written as itself and reads back, with Foundation too")
    func allowedEdges() throws {
        let text = "\t\n \u{7F}\u{85}\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}"
        let xml = try PropertyListWriter.xml(Self.dictionary([("c", .string(text))]))
        #expect(try PropertyListReader.read(xml, file: "t").dictionary?["c"]?.string == text)
        #expect(!String(decoding: xml, as: UTF8.self).contains("&#"))
        let foundation = try PropertyListSerialization.propertyList(from: Data(xml), options: [], format: nil) as? [String: String]
        #expect(foundation?["c"] == text)
    }

    @Test("Foundation reads what we write, to the same strings and numbers", arguments: PropertyListWriter.Format.allCases)
    func foundationReads(_ format: PropertyListWriter.Format) throws {
        let bytes = try PropertyListWriter.bytes(of: Self.sample, format: format)
        let value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        let root = try #require(value as? [String: Any])
        #expect(root["plain"] as? String == "Hello & <world> \"quoted\" 'single'")
        #expect((root["unicode"] as? String)?.hasPrefix("Grüße 😀 日本語") == true)
        let nested = try #require(root["nested"] as? [String: Any])
        #expect((nested["n"] as? [String: String])?["other"] == "%d files")
        #expect(root["long"] as? String == String(repeating: "x", count: 300))
        #expect((root["list"] as? [Any])?.first as? Int == -5)
        #expect(root["bytes"] as? Data == Data([0, 1, 2, 254, 255]))
    }

    @Test("Comments order by UTF-16 code unit: surrogate pairs before U+E000–U+FFFF, prefixes first, case counts")
    func commentOrderIsUTF16() {
        // Pieces on both sides of every boundary where UTF-8's order and UTF-16's part: ASCII,
        // two- and three-byte scalars, the last BMP scalars, the first and last beyond it.
        let pieces = ["", "a", "Z", "~", "\u{7F}", "é", "ж", "\u{7FF}", "\u{800}", "中", "\u{D7FF}", "\u{E000}",
                      "\u{FFFD}", "\u{FFFF}", "\u{10000}", "😀", "\u{10FFFF}"]
        var texts = Set<String>()
        for first in pieces { for second in pieces { texts.insert(first + second) } }
        let sorted = Array(texts).sorted { $0.utf16.count < $1.utf16.count }
        for a in sorted {
            for b in sorted {
                // The reference: the standard library's comparison of the two UTF-16 views.
                #expect(StringsFileWriter.commentPrecedes(a, b) == a.utf16.lexicographicallyPrecedes(b.utf16),
                        "\(a.unicodeScalars.map { String($0.value, radix: 16) }) vs \(b.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        #expect(StringsFileWriter.commentPrecedes("Zoom", "add"))
        #expect(StringsFileWriter.commentPrecedes("😀", "\u{E000}"))
        #expect(!StringsFileWriter.commentPrecedes("\u{E000}", "😀"))
    }

    @Test("XML is Apple's form: the DTD, tab indentation, one element per line")
    func xmlForm() throws {
        let text = String(decoding: try PropertyListWriter.xml(Self.dictionary([("a", .string("x"))])), as: UTF8.self)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>a</key>
            \t<string>x</string>
            </dict>
            </plist>

            """)
    }

    @Test(".strings text reads back with our reader and Foundation's")
    func stringsFile() throws {
        let pairs = [
            StringsFileWriter.Pair(key: "a \"quoted\" key", value: "line\nbreak\ttab \\ backslash", comment: "A comment */ with an end"),
            StringsFileWriter.Pair(key: "ü", value: "😀 \u{7}"),
        ]
        let bytes = StringsFileWriter.bytes(of: pairs)
        let file = try StringsFileReader.read(bytes, file: "t.strings")
        #expect(file.entries.map(\.key) == pairs.map(\.key))
        #expect(file.entries.map(\.value) == pairs.map(\.value))
        #expect(file.entries.first?.comment == "A comment * / with an end")
        let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: String]
        #expect(foundation?["a \"quoted\" key"] == "line\nbreak\ttab \\ backslash")
    }

    @Test("A string table written straight from its pairs is byte for byte the dictionary written through nodes, on every corpus .strings file", arguments: PropertyListFixtures.reference("corpus-strings.tsv"))
    func stringTable(row: PropertyListFixtures.ReferenceRow) throws {
        let file = try StringsFileReader.read(contentsOf: PropertyListFixtures.path("corpus/" + row.path))
        // Distinct keys, in the file's order (the fast path's precondition), as a compile gives them.
        var seen = Set<String>()
        let pairs = file.entries.filter { seen.insert($0.key).inserted }.map { (key: $0.key, value: $0.value) }
        let throughNodes = PropertyListWriter.binary(Self.dictionary(pairs.map { ($0.key, .string($0.value)) }))
        #expect(PropertyListWriter.binary(stringTable: pairs) == throughNodes, "\(row.path)")
        let foundation = try PropertyListSerialization.propertyList(from: Data(throughNodes), options: [], format: nil) as? [String: String]
        #expect(foundation == Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }), "\(row.path)")
    }

    @Test("Equal strings are stored once, by their bytes: two spellings of é stay two objects, each read back as written")
    func sharingByBytes() throws {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        let value = Self.dictionary([("a", .string(composed)), ("b", .string(decomposed)), ("c", .string(composed)), ("a2", .string("a"))])
        let bytes = PropertyListWriter.binary(value)
        let read = try PropertyListReader.read(bytes, file: "t")
        #expect(read.dictionary?["b"]?.string?.unicodeScalars.elementsEqual(decomposed.unicodeScalars) == true)
        #expect(read.dictionary?["a"]?.string?.unicodeScalars.elementsEqual(composed.unicodeScalars) == true)
        let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: String]
        #expect(foundation?["b"]?.unicodeScalars.elementsEqual(decomposed.unicodeScalars) == true)
        // Objects: the dictionary, keys a b c a2, the two spellings; "a" (a key and a value) and
        // the repeated composed value are shared.
        let trailer = bytes.suffix(32)
        let objects = trailer.dropFirst(8).prefix(8).reduce(0) { $0 << 8 | Int($1) }
        #expect(objects == 7)
    }
}
