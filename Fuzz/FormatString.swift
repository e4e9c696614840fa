// printf-style formats: FormatString's parser and renderer, with fuzzed arguments, in C's
// notation (no locale) and in a few locales.
//
// Input: the format, then optionally a NUL byte and bytes that choose the arguments and the
// locale. Property: parsing either throws or gives slots whose kinds the arguments fit, and
// rendering then gives a string or a typed error, never a trap or a hang; genstrings'
// numbering of the format (`%@ and %@` to `%1$@ and %2$@`), which reads common specifiers
// without the parser, numbers exactly the specifiers FormatString reads.
//
// fuzz-seed-lines: Tests/**/*.strings Resources/**/*.strings Fuzz/seeds/FormatString/*
// fuzz-dict: format.dict
// fuzz-options: -max_len=1024

@testable import Stringsdict

private let formatLocales: [LocaleIdentifier?] = [nil] + ["en", "de-CH", "ru", "ar-EG", "hi-IN", "fr"].map { try? LocaleIdentifier($0) }

/// Values worth trying for each kind of slot.
private let integers: [Int64] = [0, 1, -1, 2, 21, 255, 256, 1000, 65_535, 1_234_567, Int64(Int32.max), Int64(Int32.min), .max, .min]
private let doubles: [Double] = [0, -0.0, 1, 1.5, -2.25, 0.1, 1e-300, 1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
                                 .infinity, -.infinity, .nan, 123_456.789, 9.3e18, 1e19]
private let strings: [String] = ["", "x", "héllo", "日本語", "👩‍👩‍👧", "%d", "\u{0}", String(repeating: "a", count: 300)]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let source = String(decoding: bytes[..<split], as: UTF8.self)
    var choices = split < bytes.endIndex ? Array(bytes[(split + 1)...]) : []
    choices.reverse()
    func next() -> Int { Int(choices.popLast() ?? 0) }

    let numbered = FormatString.numberingSpecifiers(source) ?? source
    let expected = referenceNumbering(source)
    require(numbered == expected, "numbering gives \(numbered.debugDescription), FormatString's specifiers \(expected.debugDescription)")

    let startingSlot = 1 + next() % 3
    let options: FormatString.ParseOptions = next() % 2 == 0 ? [] : .allowsUnusedSlots
    guard let format = try? FormatString(source, startingSlot: startingSlot, options: options) else { return 0 }
    require(format.slotKinds.count <= FormatString.maximumSlot, "\(format.slotKinds.count) slots")
    for slot in format.slotKinds.indices { _ = format.kind(ofSlot: slot + 1) }

    var arguments: [FormatArgument] = []
    for kind in format.slotKinds {
        let pick = next()
        switch kind {
        case .signedInteger?, .variable?, nil: arguments.append(.int(integers[pick % integers.count]))
        case .unsignedInteger?: arguments.append(pick & 1 == 0 ? .uint(UInt64(bitPattern: integers[pick % integers.count])) : .int(integers[pick % integers.count]))
        case .double?: arguments.append(pick & 1 == 0 ? .double(doubles[pick % doubles.count]) : .int(integers[pick % integers.count]))
        case .character?, .utf16Unit?: arguments.append(pick & 1 == 0 ? .int(Int64(pick) * 257) : .character("é"))
        case .cString?, .utf16String?: arguments.append(.string(strings[pick % strings.count]))
        case .object?: arguments.append(.object(strings[pick % strings.count]))
        case .pointer?: arguments.append(.pointer(UInt(pick) << 12))
        }
    }
    let locale = formatLocales[next() % formatLocales.count]
    for candidate in [nil, locale] {
        _ = try? format.render(locale: candidate, arguments: arguments)
    }
    // Too few arguments, and the wrong kind, are errors, never traps.
    _ = try? format.render(locale: locale, arguments: Array(arguments.dropLast()))
    _ = try? format.render(locale: locale, arguments: arguments.map { _ in .object("o") })
    return 0
}

/// genstrings' numbering read off FormatString's specifiers: the non-variable ones, when there
/// are two or more and none is numbered or reads a `*`, each get `n$` after the `%`.
private func referenceNumbering(_ source: String) -> String {
    guard let format = try? FormatString(source, options: [.allowsUnusedSlots]) else { return source }
    let specifiers = format.specifiers.filter { if case .variable = $0.conversion { false } else { true } }
    guard specifiers.count > 1, !specifiers.contains(where: { $0.isPositional || $0.text.contains("*") }) else { return source }
    let scalars = Array(source.unicodeScalars)
    var result = String.UnicodeScalarView()
    var cursor = 0
    for specifier in specifiers {
        result.append(contentsOf: scalars[cursor...specifier.offset])
        result.append(contentsOf: "\(specifier.slot)$".unicodeScalars)
        cursor = specifier.offset + 1
    }
    result.append(contentsOf: scalars[cursor...])
    return String(result)
}
