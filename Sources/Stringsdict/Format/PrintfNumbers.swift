#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// C printf's number output, byte for byte: integers and `%f %e %g` written here (``FloatDigits``),
/// `%a`, infinity and NaN from the C library itself (`strfromd`, or `vsnprintf` for the `#` form).
enum PrintfNumbers {
    // MARK: integers

    /// Appends an integer the way C's `%d %u %o %x %X` print it, with every flag.
    ///
    /// - Parameters:
    ///   - magnitude: the absolute value.
    ///   - negative: whether a minus sign precedes it.
    ///   - signed: a signed conversion (`+` and space apply).
    ///   - radix: 8, 10 or 16.
    static func appendInteger(
        magnitude: UInt64, negative: Bool, signed: Bool, radix: UInt64, uppercase: Bool,
        flags: FormatSpecifier.Flags, width: Int, precision: Int?, to output: inout String
    ) {
        // Digits, most significant last.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: 22 octal digits fit
        var count = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            var value = magnitude
            while value != 0 {
                let digit = UInt8(value % radix)
                raw[count] = digit < 10 ? UInt8(ascii: "0") + digit : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + digit - 10
                value /= radix
                count += 1
            }
            if count == 0 && precision != 0 {
                raw[0] = UInt8(ascii: "0")
                count = 1
            }
        }
        var sign: UInt8 = 0
        if negative { sign = UInt8(ascii: "-") }
        else if signed && flags.contains(.plusSign) { sign = UInt8(ascii: "+") }
        else if signed && flags.contains(.spaceSign) { sign = UInt8(ascii: " ") }
        let hexPrefix = radix == 16 && flags.contains(.alternate) && magnitude != 0
        var zeros = max(0, (precision ?? 0) - count)
        if radix == 8 && flags.contains(.alternate) && zeros == 0 {
            // `#o` guarantees a leading zero.
            let leadingIsZero = count > 0 && withUnsafeBytes(of: &digits) { $0[count - 1] } == UInt8(ascii: "0")
            if !leadingIsZero { zeros = 1 }
        }
        let prefixLength = (sign == 0 ? 0 : 1) + (hexPrefix ? 2 : 0)
        var body = prefixLength + zeros + count
        if width > body, flags.contains(.zeroPad), !flags.contains(.leftJustify), precision == nil {
            zeros += width - body
            body = width
        }
        let total = max(width, body)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { buffer in
            var cursor = 0
            if !flags.contains(.leftJustify) {
                while cursor < total - body { buffer[cursor] = UInt8(ascii: " "); cursor += 1 }
            }
            if sign != 0 { buffer[cursor] = sign; cursor += 1 }
            if hexPrefix {
                buffer[cursor] = UInt8(ascii: "0")
                buffer[cursor + 1] = uppercase ? UInt8(ascii: "X") : UInt8(ascii: "x")
                cursor += 2
            }
            for _ in 0..<zeros { buffer[cursor] = UInt8(ascii: "0"); cursor += 1 }
            withUnsafeBytes(of: &digits) { raw in
                var index = count - 1
                while index >= 0 { buffer[cursor] = raw[index]; cursor += 1; index -= 1 }
            }
            while cursor < total { buffer[cursor] = UInt8(ascii: " "); cursor += 1 }
            output.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<total]), as: UTF8.self))
        }
    }

    // MARK: floating point

    /// `strfromd` (glibc ≥ 2.25, C23), looked up at run time since Swift's Glibc module does not
    /// declare it; not variadic, so it needs no `va_list`.
    private struct StringFromDouble: @unchecked Sendable {
        // Sendable: a C function pointer, immutable once looked up.
        typealias Function = @convention(c) (UnsafeMutablePointer<CChar>?, Int, UnsafePointer<CChar>?, Double) -> Int32
        let function: Function?

        init() {
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "strfromd") else {
                function = nil
                return
            }
            function = unsafeBitCast(symbol, to: Function.self)
        }
    }

    private static let stringFromDouble = StringFromDouble()

    /// C's text for `value` as `%[#].{precision}{conversion}` (`conversion` one of `f F e E g G a A`).
    ///
    /// Finite values under `f F e E g G` come from ``FloatDigits`` (C's digits, computed here);
    /// `%a`, infinity and NaN from the C library.
    static func text(_ value: Double, conversion: UInt8, precision: Int, alternate: Bool) -> String {
        if value.isFinite, conversion | 0x20 != UInt8(ascii: "a") {
            return FloatDigits.text(value, conversion: conversion, precision: min(max(precision, 0), FormatString.maximumCount), alternate: alternate)
        }
        return libraryText(value, conversion: conversion, precision: precision, alternate: alternate)
    }

    /// The C library's text for `value` (see ``text(_:conversion:precision:alternate:)``).
    static func libraryText(_ value: Double, conversion: UInt8, precision: Int, alternate: Bool) -> String {
        // A negative precision means none (`%a` then prints the exact shortest hexadecimal).
        let precision = min(precision, FormatString.maximumCount)
        var capacity = (conversion == UInt8(ascii: "f") || conversion == UInt8(ascii: "F") ? 330 : 40) + max(precision, 0)
        for _ in 0..<2 {
            let (text, needed): (String?, Int) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
                guard let base = buffer.baseAddress else { return (nil, 0) }
                let written: Int32
                if !alternate, let function = stringFromDouble.function {
                    written = withFormat(conversion: conversion, precision: precision) { function(base, capacity, $0, value) }
                } else {
                    let format: StaticString
                    switch (alternate, conversion) {
                    case (true, UInt8(ascii: "f")): format = "%#.*f"
                    case (true, UInt8(ascii: "F")): format = "%#.*F"
                    case (true, UInt8(ascii: "e")): format = "%#.*e"
                    case (true, UInt8(ascii: "E")): format = "%#.*E"
                    case (true, UInt8(ascii: "g")): format = "%#.*g"
                    case (true, UInt8(ascii: "G")): format = "%#.*G"
                    case (true, UInt8(ascii: "a")): format = "%#.*a"
                    case (true, _): format = "%#.*A"
                    case (false, UInt8(ascii: "f")): format = "%.*f"
                    case (false, UInt8(ascii: "F")): format = "%.*F"
                    case (false, UInt8(ascii: "e")): format = "%.*e"
                    case (false, UInt8(ascii: "E")): format = "%.*E"
                    case (false, UInt8(ascii: "g")): format = "%.*g"
                    case (false, UInt8(ascii: "G")): format = "%.*G"
                    case (false, UInt8(ascii: "a")): format = "%.*a"
                    case (false, _): format = "%.*A"
                    }
                    written = format.withUTF8Buffer { formatBytes in
                        formatBytes.withMemoryRebound(to: CChar.self) { chars in
                            withVaList([Int32(precision), value]) { vsnprintf(base, capacity, chars.baseAddress, $0) }
                        }
                    }
                }
                let length = Int(written)
                guard length >= 0 else { return ("", 0) }
                if length >= capacity { return (nil, length + 1) }
                return (buffer.baseAddress.map { pointer in
                    pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
                        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
                    }
                } ?? "", 0)
            }
            if let text { return text }
            capacity = needed
        }
        return ""
    }

    /// Calls `body` with the NUL-terminated format `%.{precision}{conversion}` (`%{conversion}`
    /// for a negative precision).
    private static func withFormat(conversion: UInt8, precision: Int, _ body: (UnsafePointer<CChar>) -> Int32) -> Int32 {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { format in
            guard let base = format.baseAddress else { return -1 }
            var cursor = 0
            format[cursor] = CChar(bitPattern: UInt8(ascii: "%")); cursor += 1
            var divisor = 0
            if precision >= 0 {
                format[cursor] = CChar(bitPattern: UInt8(ascii: ".")); cursor += 1
                divisor = 1
                while divisor * 10 <= precision { divisor *= 10 }
            }
            var rest = max(precision, 0)
            while divisor > 0 {
                format[cursor] = CChar(bitPattern: UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
                cursor += 1
            }
            format[cursor] = CChar(bitPattern: conversion); cursor += 1
            format[cursor] = 0
            return body(base)
        }
    }

    /// Appends C's `text` for a floating conversion (sign included) with the sign flags and the
    /// width applied as printf does: zeros after the sign (and after `0x` for `%a`), never for
    /// infinity and NaN.
    static func appendFloating(_ text: String, hexadecimal: Bool, flags: FormatSpecifier.Flags, width: Int, to output: inout String) {
        var body = Substring(text)
        var sign = ""
        if body.utf8.first == UInt8(ascii: "-") {
            sign = "-"
            body = body.dropFirst()
        } else if flags.contains(.plusSign) {
            sign = "+"
        } else if flags.contains(.spaceSign) {
            sign = " "
        }
        let finite = body.utf8.first.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
        var prefix: Substring = ""
        if hexadecimal && finite {
            prefix = body.prefix(2)
            body = body.dropFirst(2)
        }
        let length = sign.utf8.count + prefix.utf8.count + body.utf8.count
        let padding = width - length
        if padding <= 0 {
            output.append(sign)
            output.append(contentsOf: prefix)
            output.append(contentsOf: body)
        } else if flags.contains(.leftJustify) {
            output.append(sign)
            output.append(contentsOf: prefix)
            output.append(contentsOf: body)
            output.append(String(repeating: " ", count: padding))
        } else if flags.contains(.zeroPad) && finite {
            output.append(sign)
            output.append(contentsOf: prefix)
            output.append(String(repeating: "0", count: padding))
            output.append(contentsOf: body)
        } else {
            output.append(String(repeating: " ", count: padding))
            output.append(sign)
            output.append(contentsOf: prefix)
            output.append(contentsOf: body)
        }
    }
}
