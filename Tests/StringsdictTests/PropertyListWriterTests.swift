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
        let bytes = PropertyListWriter.bytes(of: Self.sample, format: format)
        let read = try PropertyListReader.read(bytes, file: "t")
        #expect(read.withoutLocations.value == PropertyListNode(Self.sample, at: Self.location).withoutLocations.value)
    }

    @Test("A control character survives binary; XML writes it as a character reference, which Foundation reads")
    func controlCharacters() throws {
        let value = Self.dictionary([("c", .string("a\u{1}b"))])
        let binary = try PropertyListReader.read(PropertyListWriter.binary(value), file: "t")
        #expect(binary.dictionary?["c"]?.string == "a\u{1}b")
        let xml = PropertyListWriter.xml(value)
        #expect(String(decoding: xml, as: UTF8.self).contains("<string>a&#1;b</string>"))
        let foundation = try PropertyListSerialization.propertyList(from: Data(xml), options: [], format: nil) as? [String: String]
        #expect(foundation?["c"] == "a\u{1}b")
    }

    @Test("Foundation reads what we write, to the same strings and numbers", arguments: PropertyListWriter.Format.allCases)
    func foundationReads(_ format: PropertyListWriter.Format) throws {
        let bytes = PropertyListWriter.bytes(of: Self.sample, format: format)
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

    @Test("XML is Apple's form: the DTD, tab indentation, one element per line")
    func xmlForm() {
        let text = String(decoding: PropertyListWriter.xml(Self.dictionary([("a", .string("x"))])), as: UTF8.self)
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
