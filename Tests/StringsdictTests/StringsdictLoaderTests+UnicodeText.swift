import Foundation
@testable import Stringsdict
import StringsdictTestSupport
import Testing

/// `UnicodeText.validateUTF8(_:from:file:xmlCharacters:)`, which the fast loader runs over every
/// file it takes, against the standard library and XML's character rules (``UTF8Fuzz``).
extension StringsdictLoaderTests {
    // MARK: 5. the UTF-8 validator

    @Test("validateUTF8 agrees with String(validating:) and XML's character rules on random and mutated bytes")
    func validatorProperty() {
        var generator = SplitMix64(seed: 0x5754_4638_5641_4C44)
        var mismatches: [String] = []
        var outcomes: [Bool: Int] = [:]
        for round in 0..<8000 {
            let body: [UInt8]
            switch round % 3 {
            case 0: body = UTF8Fuzz.randomBytes(&generator)
            case 1: body = UTF8Fuzz.mutatedText(&generator)
            default: body = UTF8Fuzz.pieces(&generator)
            }
            let prefix = (0..<Int(generator.next() % 8)).map { _ in UInt8(0x20 + generator.next() % 0x5F) }
            let bytes = prefix + body
            for xml in [false, true] {
                let expected = UTF8Fuzz.reference(bytes[...], xmlCharacters: xml)
                let actual = UTF8Fuzz.validates(bytes, from: 0, xmlCharacters: xml)
                outcomes[expected, default: 0] += 1
                if expected != actual {
                    mismatches.append("xml \(xml) \(UTF8Fuzz.hex(bytes)): reference \(expected), validateUTF8 \(actual)")
                }
            }
            // The same body after a prefix the validator is told to skip (which may be invalid).
            let junk = (0..<Int(generator.next() % 8)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let offsetBytes = junk + body
            let expected = UTF8Fuzz.reference(offsetBytes[junk.count...], xmlCharacters: true)
            let actual = UTF8Fuzz.validates(offsetBytes, from: junk.count, xmlCharacters: true)
            if expected != actual {
                mismatches.append("from \(junk.count) \(UTF8Fuzz.hex(offsetBytes)): reference \(expected), validateUTF8 \(actual)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(8))")
        // Both answers are common, so neither side of the check is vacuous.
        #expect(outcomes[true, default: 0] > 3000)
        #expect(outcomes[false, default: 0] > 3000)
    }

    @Test("validateUTF8: every pair of bytes across a word's end; every lead with the telling second bytes everywhere")
    func validatorEveryPair() {
        var mismatches: [String] = []
        func check(_ filler: [UInt8], at position: Int, _ first: UInt8, _ second: UInt8) {
            var bytes = filler
            bytes[position] = first
            bytes[position + 1] = second
            for xml in [false, true] where UTF8Fuzz.reference(bytes[...], xmlCharacters: xml) != UTF8Fuzz.validates(bytes, from: 0, xmlCharacters: xml) {
                mismatches.append("xml \(xml) \(UTF8Fuzz.hex(bytes)): reference \(UTF8Fuzz.reference(bytes[...], xmlCharacters: xml))")
            }
        }
        // Fillers the word-at-a-time paths take (ASCII, Cyrillic), so the pair decides.
        let ascii = Array("abcdefghijklmnop".utf8)
        let cyrillic = Array("жжжжжжжж".utf8)
        // Every pair where a lead ends the first word: the case the two-byte path leaves to the next word.
        for first in 0...255 {
            for second in 0...255 { check(ascii, at: 7, UInt8(first), UInt8(second)) }
        }
        // Every byte followed by each second byte that tells a class apart, at every offset.
        let seconds: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x20, 0x41, 0x7F, 0x80, 0x81, 0x8F, 0x90,
                                0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for first in 0...255 {
            for second in seconds {
                for position in 0...8 { check(ascii, at: position, UInt8(first), second) }
                for position in [0, 6, 8, 14] { check(cyrillic, at: position, UInt8(first), second) }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(8))")
    }

    @Test("validateUTF8: known sequences", arguments: UTF8Fuzz.knownSequences)
    func validatorKnown(sequence: UTF8Fuzz.Known) {
        for prefixLength in 0...9 {
            let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: prefixLength) + sequence.bytes + Array("tail end".utf8)
            #expect(UTF8Fuzz.validates(bytes, from: 0, xmlCharacters: false) == sequence.valid, "prefix \(prefixLength)")
            #expect(UTF8Fuzz.validates(bytes, from: 0, xmlCharacters: true) == sequence.validXML, "prefix \(prefixLength)")
            #expect(UTF8Fuzz.reference(bytes[...], xmlCharacters: false) == sequence.valid, "the reference itself")
            #expect(UTF8Fuzz.reference(bytes[...], xmlCharacters: true) == sequence.validXML, "the reference itself")
        }
    }

    // MARK: 6. the UTF-16 transcoder

    /// UTF-16 `.strings` files (what Xcode writes) are transcoded with runs of units below U+0800
    /// taken four at a time: every run length at every alignment, between every class of unit, in
    /// both byte orders, must give the standard library's UTF-8. (Binary plists share the
    /// transcoder, big-endian; their test is in the binary property list suite.)
    @Test("UTF-16 .strings text transcodes as the standard library decodes it: ASCII runs at every length and alignment, every unit class, both byte orders")
    func utf16TranscoderAgreesWithStandardLibrary() throws {
        let others: [Unicode.Scalar] = ["\u{80}", "é", "\u{7FF}", "\u{800}", "中", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}", "😀", "\u{10FFFF}", "\u{7F}", "\u{0}"]
        var texts: [String] = [""]
        for other in others {
            for before in 0..<4 {
                for run in 0..<20 {
                    var text = String(repeating: "a", count: before)
                    text.unicodeScalars.append(other)
                    text += String(repeating: "b", count: run)
                    text.unicodeScalars.append(other)
                    texts.append(text)
                }
            }
        }
        // Runs of two-byte units (Cyrillic, Greek, Hebrew) of every length and alignment, alone
        // and alternating with ASCII: the four-unit blocks of two-byte and of mixed units.
        for run in ["абвгдежзийклмнопрстуфхцчшщъыьэюяё", "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ", "אבגדהוזחטיכלמנסעפצקרשת", "жaжaжaжaжaжaжaжaжaжaж"] {
            for before in 0..<4 {
                for length in 0..<24 {
                    texts.append(String(repeating: "a", count: before) + String(run.prefix(length)) + "中")
                }
            }
        }
        // Text where units from U+0800 outnumber ASCII: more than two bytes a unit.
        texts.append(String(repeating: "中文", count: 300) + "a")
        texts.append(String(repeating: "中", count: 7))
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<200 {
            var text = ""
            for _ in 0..<64 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let pick = Int(state >> 33) % (others.count + 6)
                text.unicodeScalars.append(pick < others.count ? others[pick] : Unicode.Scalar(UInt8(0x61 + pick - others.count)))
            }
            texts.append(text)
        }
        var failures: [String] = []
        for text in texts {
            for bigEndian in [false, true] {
                let bytes = text.utf16.flatMap { unit in bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
                let output = try bytes.withUnsafeBufferPointer { try UnicodeText.utf8(fromUTF16: $0, from: 0, bigEndian: bigEndian, file: "t.strings") }
                if output != Array(text.utf8), failures.count < 5 { failures.append("\(Array(text.unicodeScalars)) big-endian: \(bigEndian)") }
                // After a byte-order mark too.
                let marked = (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + bytes
                let after = try marked.withUnsafeBufferPointer { try UnicodeText.utf8(fromUTF16: $0, from: 2, bigEndian: bigEndian, file: "t.strings") }
                if after != Array(text.utf8), failures.count < 5 { failures.append("after a BOM: \(Array(text.unicodeScalars))") }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(texts.count > 1_000)
    }

    /// Text that is not well-formed UTF-16 is an error that says where, as it was before the
    /// fast path: a lone surrogate anywhere (after ASCII runs of every length), an odd length.
    @Test("Ill-formed UTF-16 is an error naming the place, wherever it is")
    func utf16TranscoderErrors() throws {
        let bad: [(units: [UInt16], odd: Bool, message: String)] = [
            ([0xD800], false, "truncated UTF-16 surrogate pair"),
            ([0xDC00, 0x61], false, "UTF-16 low surrogate 0xDC00 without a high surrogate"),
            ([0xD83D, 0x61, 0x62], false, "UTF-16 high surrogate 0xD83D not followed by a low surrogate"),
            ([0x61], true, "odd number of bytes in UTF-16 text"),
        ]
        for (units, odd, message) in bad {
            for run in 0..<12 {
                for bigEndian in [false, true] {
                    let all = [UInt16](repeating: 0x61, count: run) + [0x0A] + units
                    var bytes = all.flatMap { unit in bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
                    if odd { bytes.append(0x62) }
                    let error = #expect(throws: StringsdictError.self) {
                        try bytes.withUnsafeBufferPointer { try UnicodeText.utf8(fromUTF16: $0, from: 0, bigEndian: bigEndian, file: "t.strings") }
                    }
                    #expect(error?.kind == .encoding)
                    #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
                    // Line 2: the error is after the newline.
                    #expect(error?.location?.line == 2, "\(units) after \(run)")
                }
            }
        }
    }
}
