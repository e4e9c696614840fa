import Foundation
@testable import Stringsdict
import Testing

/// Binary plists written byte by byte, for shapes ``PropertyListWriter`` never writes.
enum RawBinaryPlist {
    enum Object {
        case ascii(String)
        /// ASCII with its length always as a two-byte integer object (longer than the shortest
        /// form under 256 characters, which other writers may use).
        case wideASCII(String)
        case utf16(String)
        /// UTF-16 units as they are, valid or not.
        case units([UInt16])
        case dictionary([(key: Int, value: Int)])
        case array([Int])
        case integer(UInt8)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        /// Whether the binary fast path takes it.
        var fast: Bool
        var limits: PropertyListLimits = .default
        var keys: [String]?
        var testDescription: String { name }
    }

    /// A `bplist00` of `objects` (references two bytes wide, offsets four), rooted at `root`.
    static func file(_ objects: [Object], root: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        func length(_ marker: UInt8, _ count: Int, wide: Bool = false) {
            if count < 15, !wide {
                bytes.append(marker | UInt8(count))
            } else if count < 256, !wide {
                // The shortest form, as plistlib and CoreFoundation write it.
                bytes += [marker | 0x0F, 0x10, UInt8(count)]
            } else {
                bytes += [marker | 0x0F, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
            }
        }
        func reference(_ object: Int) { bytes += [UInt8(object >> 8), UInt8(object & 0xFF)] }
        for object in objects {
            offsets.append(bytes.count)
            switch object {
            case .ascii(let text):
                length(0x50, text.utf8.count)
                bytes += text.utf8
            case .wideASCII(let text):
                length(0x50, text.utf8.count, wide: true)
                bytes += text.utf8
            case .utf16(let text):
                length(0x60, text.utf16.count)
                for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            case .units(let units):
                length(0x60, units.count)
                for unit in units { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            case .dictionary(let pairs):
                length(0xD0, pairs.count)
                for pair in pairs { reference(pair.key) }
                for pair in pairs { reference(pair.value) }
            case .array(let elements):
                length(0xA0, elements.count)
                for element in elements { reference(element) }
            case .integer(let value):
                bytes += [0x10, value]
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 24), UInt8((offset >> 16) & 0xFF), UInt8((offset >> 8) & 0xFF), UInt8(offset & 0xFF)] }
        func word(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2] + word(objects.count) + word(root) + word(table)
        return bytes
    }

    /// Objects 1… of a plural entry `%#@n@` (one / other) appended to `objects`; its index.
    static func entry(_ objects: inout [Object], one: Object = .ascii("%d file"), other: Object = .ascii("%d files")) -> Int {
        let first = objects.count
        objects += [
            .ascii("NSStringLocalizedFormatKey"), .ascii("%#@n@"), .ascii("n"),
            .ascii("NSStringFormatSpecTypeKey"), .ascii("NSStringPluralRuleType"),
            .ascii("NSStringFormatValueTypeKey"), .ascii("d"), .ascii("one"), one, .ascii("other"), other,
        ]
        let variable = objects.count
        objects.append(.dictionary([(first + 3, first + 4), (first + 5, first + 6), (first + 7, first + 8), (first + 9, first + 10)]))
        objects.append(.dictionary([(first, first + 1), (first + 2, variable)]))
        return objects.count - 1
    }

    /// A file with UTF-16 keys and values (BMP and beyond) and a UTF-16 plural entry.
    static let utf16File: [UInt8] = {
        var objects: [Object] = [.dictionary([]), .utf16("ключ😀"), .utf16("значение 中文 😀 é"), .ascii("files")]
        let plural = entry(&objects, one: .utf16("%d файл 😀"), other: .utf16("%d файла"))
        objects[0] = .dictionary([(1, 2), (3, plural)])
        return file(objects)
    }()

    /// ASCII and UTF-16 strings side by side, short and long (every length form), string
    /// objects shared between keys, values and a plural entry's variants, one used as both key
    /// and value, and UTF-16 keys repeated around an entry of the same name.
    static let mixedFile: [UInt8] = {
        let long = String(repeating: "long value ", count: 30)
        var objects: [Object] = [
            .dictionary([]),
            .ascii("a"), .utf16("ключ"), .ascii("twenty characters!!!"), .wideASCII("wide %d"),
            .ascii(long), .utf16(String(repeating: "длинное значение ", count: 20)), .utf16("общий 😀"),
            .ascii("b"), .ascii(""), .utf16(""), .ascii("empty"), .ascii("c"), .utf16("ключ2"),
        ]
        // objects 1…13: keys and values; 7 is a value twice and an entry's key, 2 is a key and
        // its own value.
        let plural = entry(&objects, one: .utf16("%d общий"), other: .ascii("%d shared"))
        let utf16Entry = entry(&objects, one: .utf16("один %d"), other: .utf16("много %d"))
        objects.append(.utf16("ключ3"))
        let repeated = objects.count - 1
        objects[0] = .dictionary([
            (1, 3), (2, 2), (8, 4), (12, 5), (13, 6), (11, 9), (10, 10), (3, 7),
            (repeated, 7), (repeated, utf16Entry), (7, plural),
        ])
        return file(objects)
    }()

    static let cases: [Case] = {
        var cases: [Case] = []
        func add(_ name: String, fast: Bool, limits: PropertyListLimits = .default, keys: [String]? = nil, _ build: (inout [Object]) -> Void) {
            var objects: [Object] = [.dictionary([])]
            build(&objects)
            cases.append(Case(name: name, bytes: file(objects), fast: fast, limits: limits, keys: keys))
        }
        cases.append(Case(name: "UTF-16 keys and values", bytes: utf16File, fast: true, keys: ["files", "ключ😀"]))
        cases.append(Case(name: "ASCII and UTF-16, every length form, shared strings", bytes: mixedFile, fast: true,
                          keys: ["", "a", "b", "c", "empty", "twenty characters!!!", "ключ", "ключ2", "ключ3", "общий 😀"]))
        add("an empty root", fast: true, keys: []) { _ in }
        add("a plain string then an entry under one key", fast: true, keys: ["k", "other"]) { objects in
            objects += [.ascii("k"), .ascii("plain %d"), .ascii("other"), .ascii("x")]
            let plural = entry(&objects)
            objects[0] = .dictionary([(1, 2), (3, 4), (1, plural)])
        }
        add("an entry then a plain string under one key", fast: true, keys: ["k"]) { objects in
            objects += [.ascii("k"), .ascii("plain %d")]
            let plural = entry(&objects)
            objects[0] = .dictionary([(1, plural), (1, 2)])
        }
        add("one entry object under two keys", fast: true, keys: ["a", "b"]) { objects in
            objects += [.ascii("a"), .ascii("b")]
            let plural = entry(&objects)
            objects[0] = .dictionary([(1, plural), (2, plural)])
        }
        add("a string object as key and value", fast: true, keys: ["same"]) { objects in
            objects += [.ascii("same")]
            objects[0] = .dictionary([(1, 1)])
        }
        add("a repeated variant key: the last wins", fast: true, keys: ["k"]) { objects in
            objects += [.ascii("k")]
            let plural = entry(&objects)
            // The variable's dictionary repeats "other".
            guard case .dictionary(var pairs) = objects[plural - 1] else { return }
            objects.append(.ascii("%d things"))
            pairs.append((pairs[3].key, objects.count - 1))
            objects[plural - 1] = .dictionary(pairs)
            objects[0] = .dictionary([(1, plural)])
        }
        add("an unpaired high surrogate in a value", fast: false) { objects in
            objects += [.ascii("k"), .units([0x61, 0xD83D, 0x62])]
            objects[0] = .dictionary([(1, 2)])
        }
        add("a lone low surrogate in a key", fast: false) { objects in
            objects += [.units([0xDE00]), .ascii("v")]
            objects[0] = .dictionary([(1, 2)])
        }
        add("a high surrogate ending a string", fast: false) { objects in
            objects += [.ascii("k"), .units([0x61, 0xD83D])]
            objects[0] = .dictionary([(1, 2)])
        }
        add("an integer value", fast: false, keys: ["k", "n"]) { objects in
            objects += [.ascii("k"), .ascii("v"), .ascii("n"), .integer(3)]
            objects[0] = .dictionary([(1, 2), (3, 4)])
        }
        add("an array value", fast: false, keys: ["a", "k"]) { objects in
            objects += [.ascii("k"), .ascii("v"), .ascii("a"), .array([2])]
            objects[0] = .dictionary([(1, 2), (3, 4)])
        }
        add("an integer key", fast: false) { objects in
            objects += [.integer(1), .ascii("v")]
            objects[0] = .dictionary([(1, 2)])
        }
        add("a dictionary that contains itself", fast: false) { objects in
            objects += [.ascii("k")]
            objects[0] = .dictionary([(1, 0)])
        }
        add("a value type given as an integer", fast: false, keys: ["k"]) { objects in
            objects += [.ascii("k")]
            let plural = entry(&objects)
            objects[plural - 6] = .integer(4)
            objects[0] = .dictionary([(1, plural)])
        }
        add("nesting past the depth limit", fast: false, limits: PropertyListLimits(maximumDepth: 2)) { objects in
            objects += [.ascii("k")]
            let plural = entry(&objects)
            objects[0] = .dictionary([(1, plural)])
        }
        add("more nodes than the limit", fast: false, limits: PropertyListLimits(maximumNodeCount: 3)) { objects in
            objects += [.ascii("a"), .ascii("b"), .ascii("c"), .ascii("v")]
            objects[0] = .dictionary([(1, 4), (2, 4), (3, 4)])
        }
        // A string root: the tree path's error.
        cases.append(Case(name: "a string root", bytes: file([.ascii("text")]), fast: false))
        // Non-ASCII bytes in an ASCII string object.
        var latin = file([.dictionary([(1, 2)]), .ascii("k"), .ascii("caf?")])
        if let mark = latin.lastIndex(of: UInt8(ascii: "?")) { latin[mark] = 0xE9 }
        cases.append(Case(name: "a byte over 0x7F in an ASCII string", bytes: latin, fast: false))
        // A reference past the object table.
        var broken = file([.dictionary([(1, 2)]), .ascii("k"), .ascii("v")])
        broken[9 + 2] = 0x7F
        cases.append(Case(name: "a reference out of range", bytes: broken, fast: false))
        return cases
    }()
}
