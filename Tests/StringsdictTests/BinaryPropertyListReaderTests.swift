import Stringsdict
import Testing

@Suite("Binary property list reader")
struct BinaryPropertyListReaderTests {
    typealias Fixtures = PropertyListFixtures

    /// A `bplist00` file: the header, `objects` in order, the offset table and the trailer.
    ///
    /// Objects holding references write them with `referenceSize` bytes themselves. Overrides let
    /// a test corrupt the trailer.
    struct Builder {
        var objects: [[UInt8]]
        var root: UInt64 = 0
        var referenceSize = 1
        var offsetSize = 2
        var objectCount: UInt64?
        var tableOffset: UInt64?

        /// Byte offsets of the objects, in order.
        var offsets: [Int] {
            var offsets: [Int] = []
            var offset = 8
            for object in objects {
                offsets.append(offset)
                offset += object.count
            }
            return offsets
        }

        /// Where the offset table starts.
        var table: Int { 8 + objects.reduce(0) { $0 + $1.count } }

        var bytes: [UInt8] {
            var bytes = Array("bplist00".utf8)
            for object in objects { bytes += object }
            for offset in offsets { bytes += Self.bigEndian(UInt64(offset), size: offsetSize) }
            bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
            bytes += Self.bigEndian(objectCount ?? UInt64(objects.count), size: 8)
            bytes += Self.bigEndian(root, size: 8)
            bytes += Self.bigEndian(tableOffset ?? UInt64(table), size: 8)
            return bytes
        }

        static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
            (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - $0))) }
        }
    }

    private func read(_ bytes: [UInt8]) throws(StringsdictError) -> PropertyListNode {
        try PropertyListReader.read(bytes, file: "b.plist")
    }

    private func expectError(_ bytes: [UInt8], _ kind: StringsdictError.Kind, byteOffset: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let error = Fixtures.error({ () throws(StringsdictError) in _ = try read(bytes) }, sourceLocation: sourceLocation)
        #expect(error?.kind == kind, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.location == SourceLocation(file: "b.plist", line: 1, column: byteOffset + 1), "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.message.contains("byte offset \(byteOffset)") == true, "\(String(describing: error))", sourceLocation: sourceLocation)
    }

    // MARK: fixtures written by plistlib

    static let sources: [(binary: String, xml: String)] = PropertyListFixtures.reference("binary-sources.tsv").map {
        ($0.path, "PropertyList/" + $0.json)
    }

    @Test("plistlib binary equals the XML it came from", arguments: sources.map(\.binary))
    func binaryEqualsXML(binary: String) throws {
        let xml = try #require(Self.sources.first { $0.binary == binary }?.xml)
        let fromBinary = try PropertyListReader.read(Fixtures.bytes("PropertyList/" + binary), file: binary)
        let fromXML = try PropertyListReader.read(Fixtures.bytes(xml), file: xml)
        #expect(PropertyListReader.format(of: try Fixtures.bytes("PropertyList/" + binary)) == .binary)
        #expect(fromBinary.withoutLocations == fromXML.withoutLocations)
        #expect(Fixtures.canonicalJSON(fromBinary) == Fixtures.canonicalJSON(fromXML))
        #expect(fromBinary.location.line == 1)
    }

    /// CoreFoundation reads any `bplist0x` header as version 0; a version it cannot read is named.
    @Test("bplist0x headers of any minor version are binary", arguments: Array("0123456789".utf8))
    func anyMinorVersionIsBinary(minor: UInt8) throws {
        var bytes = try Fixtures.bytes("PropertyList/binary/AllTypes.bplist")
        bytes[7] = minor
        #expect(PropertyListReader.format(of: bytes) == .binary)
        let root = try PropertyListReader.read(bytes, file: "v.plist")
        #expect(root.dictionary?["non-BMP and accents"]?.string == "😀 Grüße, 日本語 & <tags> \"quotes\"")
    }

    @Test func unsupportedVersionIsNamed() {
        var bytes = Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40)
        let error = Fixtures.error { () throws(StringsdictError) in _ = try PropertyListReader.read(bytes, file: "v.plist") }
        #expect(error?.message.contains("bplist15") == true, "\(String(describing: error))")
        #expect(error?.message.contains("UTF-8") == false)
        bytes = Array("bplist1".utf8)
        #expect(PropertyListReader.format(of: bytes) == .xml)
    }

    @Test func fixtureListIsComplete() {
        #expect(Self.sources.count == 7)
    }

    @Test func everyValueTypeFromBinary() throws {
        let root = try PropertyListReader.read(contentsOf: Fixtures.path("PropertyList/binary/AllTypes.bplist"))
        let dictionary = try #require(root.dictionary)
        #expect(dictionary.keys.first == "string")
        #expect(dictionary["non-BMP and accents"]?.string == "😀 Grüße, 日本語 & <tags> \"quotes\"")
        #expect(dictionary["integers"]?.array?.last?.value == .integer(PropertyListInteger(UInt64.max)))
        #expect(dictionary["integers"]?.array?.contains { $0.value == .integer(PropertyListInteger(Int64.min)) } == true)
        #expect(dictionary["data"]?.array?[2].value == .data(Array(0...255)))
        // plistlib writes "same" once; each use is its own node, at the shared object's offset.
        let shared = try #require(dictionary["shared"]?.array)
        #expect(shared.map(\.string) == ["same", "same", "same"])
        #expect(Set(shared.map(\.location)).count == 1)
    }

    // MARK: hand-made objects

    @Test func locationsAreByteOffsets() throws {
        let builder = Builder(objects: [[0xA2, 0x01, 0x02], [0x51, 0x61], [0x09]])
        let root = try read(builder.bytes)
        #expect(root.location == SourceLocation(file: "b.plist", line: 1, column: 9))
        #expect(root.array?.map(\.location.column) == [12, 14])
        #expect(root.array?.map(\.value) == [.string("a"), .bool(true)])
    }

    @Test func integersRealsAndStrings() throws {
        let objects: [[UInt8]] = [
            [0xA8, 1, 2, 3, 4, 5, 6, 7, 8],
            [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8),
            [0x14] + [UInt8](repeating: 0xFF, count: 8) + [0x80, 0, 0, 0, 0, 0, 0, 0],
            [0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE],
            [0x11, 0x01, 0x00],
            [0x22, 0x3F, 0xC0, 0x00, 0x00],
            [0x63, 0xD8, 0x3D, 0xDE, 0x00, 0x00, 0x41],
            [0x33, 0x40, 0x4E, 0, 0, 0, 0, 0, 0],
            [0x4F, 0x10, 0x03, 0x01, 0x02, 0x03],
        ]
        let root = try read(Builder(objects: objects).bytes)
        #expect(root.array?.map(\.value) == [
            .integer(PropertyListInteger(UInt64.max)), .integer(PropertyListInteger(Int64.min)),
            .integer(PropertyListInteger(Int64(-2))), .integer(PropertyListInteger(Int64(256))),
            .real(1.5), .string("😀A"), .date(PropertyListDate(secondsSinceReferenceDate: 60)), .data([1, 2, 3]),
        ])
    }

    @Test func dictionaryKeysKeepTheirLocationsAndDuplicates() throws {
        let objects: [[UInt8]] = [[0xD2, 0x01, 0x01, 0x02, 0x03], [0x51, 0x6B], [0x08], [0x09]]
        let dictionary = try #require(try read(Builder(objects: objects).bytes).dictionary)
        #expect(dictionary.keys == ["k", "k"])
        #expect(dictionary["k"]?.value == .bool(true))
        #expect(dictionary.entries[0].keyLocation.column == 14)
        #expect(dictionary.duplicateKeys.count == 1)
    }

    // MARK: errors

    @Test func offsetOutOfRange() {
        var bytes = Builder(objects: [[0xA1, 0x01], [0x09]]).bytes
        let table = 8 + 3
        bytes[table + 2] = 0x7F
        expectError(bytes, .syntax, byteOffset: table + 2)
    }

    @Test func referenceOutOfRange() {
        expectError(Builder(objects: [[0xA1, 0x05], [0x09]]).bytes, .syntax, byteOffset: 9)
    }

    @Test func directCycle() {
        expectError(Builder(objects: [[0xA2, 0x01, 0x00], [0x09]]).bytes, .syntax, byteOffset: 10)
    }

    @Test func indirectCycle() {
        // 0 = [1], 1 = {"k": 0}, 2 = "k": the dictionary's value leads back to the array.
        let builder = Builder(objects: [[0xA1, 0x01], [0xD1, 0x02, 0x00], [0x51, 0x6B]])
        expectError(builder.bytes, .syntax, byteOffset: 12)
        let error = Fixtures.error { () throws(StringsdictError) in _ = try read(builder.bytes) }
        #expect(error?.message.contains("cycle") == true)
    }

    @Test func truncatedTrailer() {
        let bytes = Builder(objects: [[0xA1, 0x01], [0x09]]).bytes
        // Shorter than header + object + offset + trailer.
        expectError(Array(bytes.prefix(30)), .syntax, byteOffset: 30)
        // Cut inside the trailer: the last 32 bytes no longer form a valid trailer.
        let cut = Array(bytes.dropLast(5))
        let error = Fixtures.error { () throws(StringsdictError) in _ = try read(cut) }
        #expect(error?.kind == .syntax)
        #expect(error?.location?.line == 1)
        #expect(error?.message.contains("byte offset") == true)
    }

    @Test func truncatedPlistlibFile() throws {
        let bytes = try Fixtures.bytes("PropertyList/binary/ddg_en.lproj_Localizable.bplist")
        for length in [8, 40, bytes.count / 2, bytes.count - 33, bytes.count - 1] {
            let error = Fixtures.error { () throws(StringsdictError) in _ = try read(Array(bytes.prefix(length))) }
            #expect(error?.kind == .syntax, "length \(length): \(String(describing: error))")
            #expect(error?.location?.line == 1)
        }
    }

    @Test func objectCountOverflow() {
        let builder = Builder(objects: [[0x09]], objectCount: UInt64.max)
        expectError(builder.bytes, .syntax, byteOffset: builder.bytes.count - 24)
        let tooMany = Builder(objects: [[0x09], [0x09]], objectCount: 40)
        expectError(tooMany.bytes, .syntax, byteOffset: tooMany.table)
    }

    @Test func offsetTableOutOfRange() {
        let builder = Builder(objects: [[0x09]], tableOffset: UInt64.max - 3)
        expectError(builder.bytes, .syntax, byteOffset: builder.bytes.count - 8)
    }

    @Test func lengthsPastTheObjectTable() {
        // A length larger than the file is reported at its integer marker.
        expectError(Builder(objects: [[0x5F, 0x10, 0xFF]]).bytes, .syntax, byteOffset: 9)
        expectError(Builder(objects: [[0x6F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]).bytes, .syntax, byteOffset: 9)
        expectError(Builder(objects: [[0xAF, 0x13, 0x40, 0, 0, 0, 0, 0, 0, 0]]).bytes, .syntax, byteOffset: 9)
        // A length that fits the file but not the object area is reported at the object.
        expectError(Builder(objects: [[0x5F, 0x10, 0x08], [0x09]]).bytes, .syntax, byteOffset: 8)
        expectError(Builder(objects: [[0xA4, 0x01, 0x01, 0x01]]).bytes, .syntax, byteOffset: 8)
        expectError(Builder(objects: [[0x13, 0x00]]).bytes, .syntax, byteOffset: 8)
    }

    @Test func unsupportedObjects() {
        expectError(Builder(objects: [[0xA1, 0x01], [0x00]]).bytes, .structure, byteOffset: 10)
        expectError(Builder(objects: [[0x80, 0x01]]).bytes, .structure, byteOffset: 8)
        expectError(Builder(objects: [[0xD1, 0x01, 0x01], [0x09]]).bytes, .structure, byteOffset: 11)
        expectError(Builder(objects: [[0x62, 0xDC, 0x00, 0x00, 0x41]]).bytes, .encoding, byteOffset: 9)
        expectError(Builder(objects: [[0x51, 0xE9]]).bytes, .encoding, byteOffset: 9)
        expectError(Builder(objects: [[0x75]]).bytes, .syntax, byteOffset: 8)
    }

    @Test func sharedObjectsExplodingBeyondTheNodeLimit() {
        // Object i is [i+1, i+1]: 40 levels reference the last object 2^40 times.
        var objects: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x09])
        let error = Fixtures.error { () throws(StringsdictError) in _ = try read(Builder(objects: objects).bytes) }
        #expect(error?.kind == .limit)
        #expect(error?.location?.line == 1)
    }

    @Test func sharedObjectsWithinTheLimitAreFine() throws {
        var objects: [[UInt8]] = (0..<10).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x09])
        let root = try read(Builder(objects: objects).bytes)
        var node = root
        for _ in 0..<10 { node = try #require(node.array?.last) }
        #expect(node.value == .bool(true))
    }

    @Test("100,000-deep nesting throws a limit error")
    func deepNesting() {
        let depth = 100_000
        var objects: [[UInt8]] = (0..<depth).map { [0xA1] + Builder.bigEndian(UInt64($0 + 1), size: 4) }
        objects.append([0x09])
        let builder = Builder(objects: objects, referenceSize: 4, offsetSize: 4)
        let error = Fixtures.error { () throws(StringsdictError) in _ = try read(builder.bytes) }
        #expect(error?.kind == .limit)
        #expect(error?.location?.column == builder.offsets[512] + 1)
    }

    @Test func rootThatIsNotADictionary() {
        let error = Fixtures.error { () throws(StringsdictError) in
            _ = try PropertyListReader.readDictionary(Builder(objects: [[0x09]]).bytes, file: "b.plist")
        }
        #expect(error?.kind == .structure)
        #expect(error?.location?.column == 9)
    }
}
