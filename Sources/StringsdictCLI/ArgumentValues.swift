import Stringsdict

/// Command-line text turned into typed arguments, each as the specifier that reads it needs.
enum ArgumentValues {
    /// `text` as an argument of `kind`.
    ///
    /// `reader` names the specifier that reads the slot, for errors.
    static func argument(_ text: String, as kind: ArgumentKind, slot: Int, reader: String? = nil) throws -> FormatArgument {
        switch kind {
        case .signedInteger, .unsignedInteger, .pointer:
            guard let value = integer(text) else {
                let shown = Diagnostics.echo(text)
                let by = reader.map { " for \($0)" } ?? ""
                // A number no 64-bit argument holds is an error naming it, never wrapped.
                if isIntegerLiteral(text) || Double(text) != nil {
                    throw CLIError("argument \(slot) ('\(shown)') is out of range\(by): an integer argument is a whole number from \(Int64.min) to \(UInt64.max)")
                }
                throw CLIError("argument \(slot) ('\(shown)') is not an integer\(by) (write e.g. 42, -7 or 0xff)")
            }
            return value
        case .double:
            if let value = Double(text) { return .double(value) }
            throw CLIError("argument \(slot) ('\(Diagnostics.echo(text))') is not a number (write e.g. 2.5, -1e3, inf or nan)")
        case .character, .utf16Unit:
            if let code = integer(text) { return code }
            if text.count == 1, let character = text.first { return .character(character) }
            throw CLIError("argument \(slot) ('\(Diagnostics.echo(text))') is neither a character code nor a single character")
        case .cString, .utf16String, .object:
            return .string(text)
        case .variable:
            throw CLIError("argument \(slot) is read by a stringsdict variable (%#@…@); render the entry with stringsdict format")
        }
    }

    /// A decimal or `0x` hexadecimal integer, with an optional sign; nil if `text` is not one.
    static func integer(_ text: String) -> FormatArgument? {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.first != "+", digits.first != "-",
              let magnitude = UInt64(digits, radix: radix) else { return nil }
        if !negative { return Int64(exactly: magnitude).map(FormatArgument.int) ?? .uint(magnitude) }
        if magnitude <= UInt64(Int64.max) { return .int(-Int64(magnitude)) }
        if magnitude == UInt64(Int64.max) + 1 { return .int(.min) }
        return nil
    }

    /// Whether `text` is written as a whole number (sign, decimal or `0x` digits), whatever its size.
    static func isIntegerLiteral(_ text: String) -> Bool {
        var digits = Substring(text)
        if let sign = digits.first, sign == "-" || sign == "+" { digits = digits.dropFirst() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
            return !digits.isEmpty && digits.allSatisfy(\.isHexDigit)
        }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `texts` typed by `kinds` (index = slot − 1); a slot nothing reads takes the text as is.
    ///
    /// - Throws: ``CLIError`` naming the first argument that does not parse, or when more
    ///   arguments are given than the message reads.
    static func arguments(_ texts: [String], kinds: [ArgumentKind?], reader: String) throws -> [FormatArgument] {
        guard texts.count <= kinds.count else {
            throw CLIError("\(texts.count) argument\(texts.count == 1 ? "" : "s") given, but \(reader) reads \(kinds.count)")
        }
        var arguments: [FormatArgument] = []
        for (index, text) in texts.enumerated() {
            guard let kind = kinds[index] else {
                arguments.append(.string(text))
                continue
            }
            arguments.append(try argument(text, as: kind, slot: index + 1))
        }
        return arguments
    }
}
