// Shared by every harness in Fuzz/ (Fuzz/run.sh compiles this folder with each one).
//
// A harness is one file, Fuzz/<Name>.swift, that defines `LLVMFuzzerTestOneInput` with
// `@_cdecl`; see Fuzz/README.md. What is here: the locales and counts the harnesses render
// with, arguments made to fit a message's slots, and `require`, which turns a broken property
// into a finding.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import Stringsdict

/// A folder of this process's own under /tmp (`/tmp/stringsdict-fuzz-NAME-PID`), made if missing,
/// for the harnesses that work on files.
func scratchFolder(_ name: String) -> String {
    let path = "/tmp/stringsdict-fuzz-\(name)-\(getpid())"
    mkdir(path, 0o755)
    return path
}

/// The input as a byte array (the library's readers take collections of bytes).
@inline(__always)
func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Stops the run with a finding when a property the harness checks does not hold.
///
/// `abort()` is what libFuzzer reports as a crash ("deadly signal"), so the input is written to
/// the artifact folder like any other crash; the message says which property broke.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
             file: StaticString = #fileID, line: UInt = #line) {
    if condition() { return }
    let text = "\n==== property failed at \(file):\(line): \(message())\n"
    text.utf8CString.withUnsafeBufferPointer { buffer in
        _ = write(2, buffer.baseAddress, buffer.count - 1)
    }
    abort()
}

enum Fuzz {
    /// The locales entries are rendered in: one category set each (en: one/other; fr: 0 and 1
    /// are one, millions many; ru: one/few/many; ar: all six).
    static let locales: [LocaleIdentifier] = ["en", "ru", "ar", "fr"].compactMap { try? LocaleIdentifier($0) }

    /// Counts that reach every plural category of those locales.
    static let counts: [Int64] = [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000]

    /// Decimal counts: visible fraction digits pick the category.
    static let decimals: [Double] = [1.5, 0.0, 2.25]

    /// Arguments that fit `kinds` (as ``LocalizedMessage/argumentKinds(in:)`` gives them), with
    /// `count` for every number slot.
    static func arguments(for kinds: [ArgumentKind?], count: Int64) -> [FormatArgument] {
        kinds.map { kind in
            switch kind {
            case .signedInteger?, .variable?, nil: .int(count)
            case .unsignedInteger?: .uint(UInt64(bitPattern: count))
            case .double?: .double(Double(count))
            case .character?, .utf16Unit?: .int(65 + count % 26)
            case .cString?, .utf16String?: .string("s\(count)")
            case .object?: .object("object \(count)")
            case .pointer?: .pointer(UInt(truncatingIfNeeded: count) &+ 0x1000)
            }
        }
    }

    /// Like ``arguments(for:count:)`` with a fractional number in every number slot.
    static func arguments(for kinds: [ArgumentKind?], decimal: Double) -> [FormatArgument] {
        kinds.map { kind in
            switch kind {
            case .signedInteger?, .unsignedInteger?, .variable?, .double?, nil: .double(decimal)
            case .character?, .utf16Unit?: .int(66)
            case .cString?, .utf16String?: .string("d")
            case .object?: .object("o")
            case .pointer?: .pointer(0x2000)
            }
        }
    }

    /// Renders `message` with every count (and decimal) in `locale`: one line each, the text or
    /// the error, so two ways of loading a message can be compared render for render.
    static func renders(of message: LocalizedMessage, in context: RenderContext, counts: [Int64] = Fuzz.counts, decimals: [Double] = []) -> [String] {
        let kinds = message.argumentKinds(in: context)
        var lines: [String] = []
        for count in counts {
            lines.append(line(message, context, arguments(for: kinds, count: count)))
        }
        for decimal in decimals {
            lines.append(line(message, context, arguments(for: kinds, decimal: decimal)))
        }
        return lines
    }

    private static func line(_ message: LocalizedMessage, _ context: RenderContext, _ arguments: [FormatArgument]) -> String {
        do {
            return "= " + (try message.render(in: context, arguments: arguments))
        } catch {
            return "! \(error)"
        }
    }

    /// One render context per locale, made once.
    static let contexts: [RenderContext] = locales.compactMap { try? RenderContext(locale: $0) }
}

/// Reads `bytes` as UTF-8 text when they are valid UTF-8.
func validUTF8(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)
}

/// `text` in UTF-16, little- or big-endian, with or without a byte-order mark.
func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf16.count * 2 + 2)
    let units = (bom ? [UInt16(0xFEFF)] : []) + Array(text.utf16)
    for unit in units {
        let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
        if bigEndian { bytes += [high, low] } else { bytes += [low, high] }
    }
    return bytes
}

/// True when the readers take `bytes` as UTF-8 without a byte-order mark (not UTF-16 detected
/// from NUL bytes), so re-encoding its text gives the same content in another encoding.
func isPlainUTF8(_ bytes: [UInt8]) -> Bool {
    let detected = bytes.withUnsafeBufferPointer { UnicodeText.detect($0) }
    return detected.encoding == .utf8 && !detected.hasBOM
}
