import Foundation
@testable import Stringsdict
import StringsdictTestSupport
import Testing

// MARK: - the UTF-8 validator's oracle

enum UTF8Fuzz {
    /// Valid iff the standard library validates it and, for a property list, it holds no NUL
    /// (CoreFoundation lets every other character through in plist text).
    static func reference(_ bytes: ArraySlice<UInt8>, xmlCharacters: Bool) -> Bool {
        guard let text = String(validating: bytes, as: UTF8.self) else { return false }
        guard xmlCharacters else { return true }
        return !text.unicodeScalars.contains("\u{0}")
    }

    static func validates(_ bytes: [UInt8], from start: Int, xmlCharacters: Bool) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            do {
                try UnicodeText.validateUTF8(buffer, from: start, file: "fuzz", xmlCharacters: xmlCharacters)
                return true
            } catch {
                return false
            }
        }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { UnicodeText.hex(UInt32($0)) }.joined(separator: " ")
    }

    /// Bytes of the classes the validator tells apart, biased toward the two-byte path.
    static func randomBytes(_ generator: inout SplitMix64) -> [UInt8] {
        let length = Int(generator.next() % 41)
        var bytes: [UInt8] = []
        while bytes.count < length {
            let roll = generator.next() % 100
            let random = generator.next()
            switch roll {
            case 0..<30: bytes.append(UInt8(0x20 + random % 0x5F))           // printable ASCII
            case 30..<36: bytes.append(UInt8(random % 0x20))                 // controls 00–1F
            case 36..<38: bytes.append([0x09, 0x0A, 0x0D, 0x7F][Int(random % 4)])
            case 38..<42: bytes.append(UInt8(0xC0 + random % 2))             // C0, C1
            case 42..<55: bytes.append(UInt8(0xC2 + random % 0x1E))          // C2–DF leads
            case 55..<68: bytes.append(UInt8(0x80 + random % 0x40))          // 80–BF continuations
            case 68..<76: bytes.append(UInt8(0xE0 + random % 0x10))          // E0–EF leads
            case 76..<81: bytes.append(UInt8(0xF0 + random % 5))             // F0–F4 leads
            case 81..<83: bytes.append(UInt8(0xF5 + random % 0x0B))          // F5–FF
            default:                                                          // a valid two-byte pair
                bytes += [UInt8(0xC2 + random % 0x1E), UInt8(0x80 + (random >> 8) % 0x40)]
            }
        }
        return Array(bytes.prefix(40))
    }

    static let samples = [
        "Привет, мир! Как дела?", "café déjà vu, naïve façade", "日本語のテキストです", "😀👍🏽 emoji 🇫🇷 𝄞",
        "Ελληνικά και عربي и русский", "mixed ASCII and ж and é and ☃", "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏ", "\t\r\n plain text \u{7F}",
    ]

    /// A valid text with a few bytes flipped, cut, inserted, removed or swapped.
    static func mutatedText(_ generator: inout SplitMix64) -> [UInt8] {
        var bytes = Array(samples[Int(generator.next() % UInt64(samples.count))].utf8)
        let start = Int(generator.next() % UInt64(max(1, bytes.count - 20)))
        bytes = Array(bytes[start...].prefix(40))
        for _ in 0..<Int(generator.next() % 3) where !bytes.isEmpty {
            let index = Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 6 {
            case 0: bytes[index] ^= UInt8(1) << (generator.next() % 8)
            case 1: bytes.removeSubrange(index...)
            case 2: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: index)
            case 3: bytes.remove(at: index)
            case 4: bytes[index] = UInt8(0x80 + generator.next() % 0x40)
            default: if index + 1 < bytes.count { bytes.swapAt(index, index + 1) }
            }
        }
        return Array(bytes.prefix(40))
    }

    /// Whole sequences, valid and not, strung together: the boundaries land everywhere in a word.
    static func pieces(_ generator: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = [
            [0x41], [0x20], [0x0A], [0x09], [0x0D], [0x00], [0x01], [0x1F], [0x7F],
            [0xC2, 0x80], [0xC2, 0x85], [0xDF, 0xBF], [0xD0, 0xB6], [0xC3, 0xA9],        // valid two-byte
            [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xC2, 0xC2], [0x80], [0xBF],
            [0xE2, 0x98, 0x83], [0xEF, 0xBF, 0xBD], [0xEF, 0xBB, 0xBF], [0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBF],
            [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
            [0xF0, 0x9F, 0x98, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE], [0xE2, 0x98], [0xF0, 0x9F, 0x98],
        ]
        var bytes: [UInt8] = []
        let count = Int(generator.next() % 16)
        for _ in 0..<count {
            // Mostly valid pieces, so that a run reaches the word paths before failing.
            let roll = generator.next() % 10
            let index = roll < 7 ? Int(generator.next() % 14) : Int(generator.next() % UInt64(pieces.count))
            bytes += pieces[index]
        }
        return Array(bytes.prefix(40))
    }

    /// A sequence with its verdicts, plain and for XML.
    struct Known: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var valid: Bool
        var validXML: Bool
        var testDescription: String { name }
    }

    static let knownSequences: [Known] = [
        Known(name: "Cyrillic", bytes: Array("жжжжжжжжж".utf8), valid: true, validXML: true),
        Known(name: "U+0080 (C2 80)", bytes: [0xC2, 0x80], valid: true, validXML: true),
        Known(name: "U+07FF (DF BF)", bytes: [0xDF, 0xBF], valid: true, validXML: true),
        Known(name: "overlong C0 80", bytes: [0xC0, 0x80], valid: false, validXML: false),
        Known(name: "overlong C1 BF", bytes: [0xC1, 0xBF], valid: false, validXML: false),
        Known(name: "lead without continuation", bytes: [0xD0, 0x41], valid: false, validXML: false),
        Known(name: "two leads", bytes: [0xD0, 0xD0, 0xB6], valid: false, validXML: false),
        Known(name: "lone continuation", bytes: [0xB6], valid: false, validXML: false),
        Known(name: "continuation after a two-byte sequence", bytes: [0xD0, 0xB6, 0xB6], valid: false, validXML: false),
        Known(name: "NUL", bytes: [0x00], valid: true, validXML: false),
        Known(name: "U+0001 between two-byte text", bytes: [0xD0, 0xB6, 0x01, 0xD0, 0xB6], valid: true, validXML: true),
        Known(name: "U+001F", bytes: [0x1F], valid: true, validXML: true),
        Known(name: "tab LF CR", bytes: [0x09, 0x0A, 0x0D], valid: true, validXML: true),
        Known(name: "DEL", bytes: [0x7F], valid: true, validXML: true),
        Known(name: "U+FFFE", bytes: [0xEF, 0xBF, 0xBE], valid: true, validXML: true),
        Known(name: "U+FFFF", bytes: [0xEF, 0xBF, 0xBF], valid: true, validXML: true),
        Known(name: "U+FFFD", bytes: [0xEF, 0xBF, 0xBD], valid: true, validXML: true),
        Known(name: "surrogate ED A0 80", bytes: [0xED, 0xA0, 0x80], valid: false, validXML: false),
        Known(name: "overlong E0 80 80", bytes: [0xE0, 0x80, 0x80], valid: false, validXML: false),
        Known(name: "U+1F600", bytes: [0xF0, 0x9F, 0x98, 0x80], valid: true, validXML: true),
        Known(name: "U+10FFFF", bytes: [0xF4, 0x8F, 0xBF, 0xBF], valid: true, validXML: true),
        Known(name: "above U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], valid: false, validXML: false),
        Known(name: "overlong F0 80 80 80", bytes: [0xF0, 0x80, 0x80, 0x80], valid: false, validXML: false),
        Known(name: "F5", bytes: [0xF5, 0x80, 0x80, 0x80], valid: false, validXML: false),
        Known(name: "truncated three-byte", bytes: [0xE2, 0x98], valid: false, validXML: false),
    ]
}
