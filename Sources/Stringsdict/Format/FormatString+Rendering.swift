extension FormatString {
    /// Renders with Swift values as arguments: `try format.render(locale: ru, 3, "x", 2.5)`.
    ///
    /// - Parameters:
    ///   - locale: nil prints exactly what C's printf prints; a locale localizes
    ///     `d i D u U f F e E g G` as Foundation's `String(format:locale:)` does.
    ///   - arguments: one value per slot, in slot order.
    /// - Throws: ``StringsdictError`` (see ``render(into:locale:arguments:)``).
    public func render(locale: LocaleIdentifier? = nil, _ arguments: any FormatArgumentConvertible...) throws(StringsdictError) -> String {
        var output = ""
        try render(into: &output, locale: locale, access: ConvertibleArguments(values: arguments))
        return output
    }

    /// Renders with an array of Swift values, for callers that build the list at run time.
    public func render(locale: LocaleIdentifier? = nil, arguments: [any FormatArgumentConvertible]) throws(StringsdictError) -> String {
        var output = ""
        try render(into: &output, locale: locale, access: ConvertibleArguments(values: arguments))
        return output
    }

    /// Renders with typed arguments.
    public func render(locale: LocaleIdentifier? = nil, arguments: [FormatArgument]) throws(StringsdictError) -> String {
        var output = ""
        try render(into: &output, locale: locale, access: TypedArguments(values: arguments))
        return output
    }

    /// Appends the rendered format to `output`: the entry point for the stringsdict engine,
    /// which renders nested variants into one string.
    ///
    /// `arguments[0]` fills slot 1. Extra arguments are ignored, as printf does.
    ///
    /// What a locale changes, and where this differs from Foundation on purpose:
    /// - `d i D u U` are written with the locale's digits, grouping (CLDR minimum grouping
    ///   digits included) and minus sign. Unsigned values above `Int64.max` (and `%u` values above
    ///   `Int32.max`) print correctly; Foundation prints them negative.
    /// - `f F e E g G` take C's digits (so C's rounding of the binary value), then the locale's
    ///   decimal separator, digits and grouping; `%e` is `1,234568E+05` in German (capital E, a
    ///   signed two-digit exponent, as Foundation). `%g` chooses between the two forms as C does.
    ///   Infinity and NaN are the locale's words (`∞`, `NaN`, `не число`).
    /// - Flags with a locale: `+` shows the locale's plus sign; the space flag and `#` are ignored
    ///   (as Foundation); `-` pads on the right; `0` with an integer pads the locale's zero digits
    ///   to the width, grouped (`%06d` of 42 is `000,042` in English, as Foundation); `0` with a
    ///   floating value inserts the locale's zero digits after the sign (Foundation pads spaces
    ///   there). A precision on an integer is a minimum digit count, then the width pads spaces.
    ///   Widths count characters of the localized text.
    /// - `o O x X a A c C s S p @` are never localized.
    ///
    /// Without a locale, numbers are exactly C's; strings (`%s %S %@`) take width and precision
    /// in characters, never splitting one (C counts bytes). `%@` honours width and precision
    /// (Foundation ignores them). `%c` of a code prints the character with that Latin-1 code;
    /// `%p` prints `0x…` (`0x0` for null where glibc writes `(nil)`). `%L…` reads a `Double`.
    ///
    /// - Throws: ``StringsdictError`` of kind `.argument` when an argument is missing or its type
    ///   does not fit (naming the specifier and its offset), of kind `.format` for a `%#@NAME@`
    ///   variable (the stringsdict engine evaluates those) or when ICU fails. On error `output` is
    ///   left as it was.
    public func render(into output: inout String, locale: LocaleIdentifier?, arguments: [FormatArgument]) throws(StringsdictError) {
        try render(into: &output, locale: locale, access: TypedArguments(values: arguments))
    }

    // MARK: core

    /// Renders with any argument list; checks arrive before any output is written, except the
    /// per-value type checks, which undo the partial output.
    func render<Arguments: FormatArgumentAccess>(into output: inout String, locale: LocaleIdentifier?, access arguments: Arguments) throws(StringsdictError) {
        let localizer: FormatLocalizer? = if let locale, hasLocalizedSpecifiers { try FormatLocalizer.shared(for: locale) } else { nil }
        try render(into: &output, localizer: localizer, access: arguments)
    }

    /// Renders with a localizer already at hand (nil: C's output); the stringsdict engine keeps
    /// one per locale.
    func render<Arguments: FormatArgumentAccess>(into output: inout String, localizer: FormatLocalizer?, access arguments: Arguments) throws(StringsdictError) {
        if hasVariables, let variable = specifiers.first(where: { $0.variableName != nil }) {
            throw StringsdictError(
                .format, "\(variable) is a stringsdict variable, which a plain format cannot render",
                hint: "render the stringsdict entry that defines '\(variable.variableName ?? "")' instead")
        }
        if arguments.count < slotKinds.count {
            throw tooFewArguments(arguments.count)
        }
        // Built as UTF-8 on the stack (on the heap beyond 1 KB, see `RenderBuffer`) and made into
        // one String at the end: a result of up to 15 bytes is stored inline, without allocating,
        // and the pieces are byte copies instead of String appends.
        let capacity = min(max(literalBytes.count + 24 * slotKinds.count, 64), 1024)
        var failure: StringsdictError?
        let rendered = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { stack -> String in
            var buffer = RenderBuffer(stack: stack)
            do throws(StringsdictError) {
                try steps.withUnsafeBufferPointer { steps throws(StringsdictError) in
                    try literalBytes.withUnsafeBufferPointer { literals throws(StringsdictError) in
                        for step in steps {
                            try renderStep(step, literals: literals, localizer: localizer, arguments: arguments, into: &buffer)
                            if buffer.byteCount > FormatString.maximumOutputLength {
                                throw FormatString.outputTooLong()
                            }
                        }
                    }
                }
            } catch {
                failure = error
                return ""
            }
            return buffer.string()
        }
        if let failure { throw failure }
        output.append(rendered)
    }

    /// Appends one step: a literal's bytes; a plain integer straight from the locale's integer
    /// style (C's digits without a locale) when its argument is an integer, as
    /// `render(_:localizer:arguments:into:)` writes it into a buffer; anything else
    /// through that render of the step's specifier.
    @inline(__always)
    private func renderStep<Arguments: FormatArgumentAccess>(
        _ step: RenderStep, literals: UnsafeBufferPointer<UInt8>, localizer: FormatLocalizer?, arguments: Arguments, into buffer: inout RenderBuffer
    ) throws(StringsdictError) {
        switch step.kind {
        case .literal:
            // Steps are made with their literals' bytes, so the range is inside them.
            guard step.start >= 0, step.count >= 0, step.start + step.count <= literals.count else { return }
            buffer.append(UnsafeBufferPointer(rebasing: literals[step.start..<step.start + step.count]))
            return
        case .signedInteger, .unsignedInteger:
            let argument = arguments.argument(Int(step.slot))
            if Self.appendPlainInteger(argument, signed: step.kind == .signedInteger, bits: Int(step.bits), localizer: localizer, into: &buffer) { return }
        case .specifier:
            break
        }
        guard step.start >= 0, step.start < segments.count, case .specifier(let spec) = segments[step.start] else { return }
        try Self.render(spec, localizer: localizer, arguments: arguments, into: &buffer)
    }

    /// Renders one specifier into a render buffer: a plain `%d %i %D %u %U` (any length, no
    /// flag, width or precision) with an integer argument straight from the locale's integer
    /// style (C's digits without a locale); `%f %e %g` without a width or `+`, with a fixed or no
    /// precision and a finite value, straight from ``FloatDigits`` and the locale's decimal
    /// style (as ``appendFloating(_:conversion:flags:width:precision:localizer:into:)`` does
    /// through a `String`); anything else through the general renderer.
    static func render<Arguments: FormatArgumentAccess>(_ spec: FormatSpecifier, localizer: FormatLocalizer?, arguments: Arguments, into buffer: inout RenderBuffer) throws(StringsdictError) {
        if spec.width == nil, let localizer, let style = localizer.decimalStyle {
            let conversion: UInt8?
            switch spec.conversion {
            case .fixed: conversion = UInt8(ascii: "f")
            case .exponential: conversion = UInt8(ascii: "e")
            case .general: conversion = UInt8(ascii: "g")
            default: conversion = nil
            }
            let precision: Int? = switch spec.precision {
            case .fixed(let value)?: min(value, FormatString.maximumCount)
            case nil: 6
            case .argument?: nil
            }
            if let conversion, let precision, !spec.flags.contains(.plusSign) {
                let argument = arguments.argument(spec.slot)
                if argument.fits(spec.argumentKind) {
                    let value = Self.doubleValue(argument)
                    if value.isFinite {
                        buffer.append(finite: value, conversion: conversion, precision: precision, style: style)
                        return
                    }
                }
            }
        }
        if spec.flags.isEmpty, spec.width == nil, spec.precision == nil {
            let signed: Bool
            switch spec.conversion {
            case .signedDecimal: signed = true
            case .unsignedDecimal: signed = false
            default: return try renderGeneral(spec, localizer: localizer, arguments: arguments, into: &buffer)
            }
            if appendPlainInteger(arguments.argument(spec.slot), signed: signed, bits: spec.integerBits, localizer: localizer, into: &buffer) { return }
        }
        try renderGeneral(spec, localizer: localizer, arguments: arguments, into: &buffer)
    }

    /// Appends an integer argument of a plain `%d %i %D %u %U` (no flag, width or precision, C
    /// width `bits`) in the locale's integer style, or C's digits without a locale; false, with
    /// nothing written, when the argument is not an integer or the locale's integers have no
    /// style of their own (the general renderer takes those).
    @inline(__always)
    private static func appendPlainInteger(_ argument: FormatArgument, signed: Bool, bits: Int, localizer: FormatLocalizer?, into buffer: inout RenderBuffer) -> Bool {
        let style = localizer == nil ? LocalizedIntegerStyle.c : localizer?.integerStyle
        guard let style, argument.isInteger else { return false }
        if signed {
            let value = signedValue(argument, bits: bits)
            buffer.append(magnitude: value.magnitude, negative: value < 0, style: style)
        } else {
            buffer.append(magnitude: unsignedValue(argument, bits: bits), negative: false, style: style)
        }
        return true
    }

    private static func renderGeneral<Arguments: FormatArgumentAccess>(_ spec: FormatSpecifier, localizer: FormatLocalizer?, arguments: Arguments, into buffer: inout RenderBuffer) throws(StringsdictError) {
        var text = ""
        try render(spec, localizer: localizer, arguments: arguments, into: &text)
        buffer.append(text)
    }

    private func tooFewArguments(_ given: Int) -> StringsdictError {
        for spec in specifiers {
            var slots = [spec.slot]
            if case .argument(let slot) = spec.width { slots.append(slot) }
            if case .argument(let slot) = spec.precision { slots.append(slot) }
            if let missing = slots.first(where: { $0 > given }) {
                return StringsdictError(
                    .argument,
                    "too few arguments: \(spec) reads argument \(missing), but \(given) \(given == 1 ? "was" : "were") given",
                    hint: "the format '\(FormatString.excerpt(source, around: spec.offset))' needs \(slotKinds.count)")
            }
        }
        return StringsdictError(.argument, "too few arguments for '\(FormatString.excerpt(source, around: 0))': \(given) given, \(slotKinds.count) needed")
    }

    /// Appends one specifier (not a variable) rendered for `arguments`: the work of every format,
    /// and of every specifier of a stringsdict entry.
    static func render<Arguments: FormatArgumentAccess>(_ spec: FormatSpecifier, localizer: FormatLocalizer?, arguments: Arguments, into output: inout String) throws(StringsdictError) {
        var flags = spec.flags
        var width = 0
        switch spec.width {
        case .fixed(let value)?: width = value
        case .argument(let slot)?:
            let value = try countArgument(arguments.argument(slot), slot: slot, for: spec, what: "width")
            if value < 0 { flags.insert(.leftJustify) }
            width = value.magnitude > UInt64(FormatString.maximumCount) ? FormatString.maximumCount + 1 : Int(value.magnitude)
            guard width <= FormatString.maximumCount else {
                throw StringsdictError(.argument, "the width \(value) for \(spec) is beyond the limit of \(FormatString.maximumCount)")
            }
        case nil: break
        }
        var precision: Int?
        switch spec.precision {
        case .fixed(let value)?: precision = value
        case .argument(let slot)?:
            let value = try countArgument(arguments.argument(slot), slot: slot, for: spec, what: "precision")
            guard value <= Int64(FormatString.maximumCount) else {
                throw StringsdictError(.argument, "the precision \(value) for \(spec) is beyond the limit of \(FormatString.maximumCount)")
            }
            precision = value < 0 ? nil : Int(value)  // a negative precision is taken as omitted
        case nil: break
        }
        let argument = arguments.argument(spec.slot)
        let kind = spec.argumentKind
        guard argument.fits(kind) else {
            throw StringsdictError(
                .argument, "\(spec) needs a \(kind) for argument \(spec.slot), but got \(argument.kindDescription)")
        }
        switch spec.conversion {
        case .signedDecimal:
            let value = Self.signedValue(argument, bits: spec.integerBits)
            let negative = value < 0
            if let localizer {
                try appendLocalizedInteger(magnitude: value.magnitude, negative: negative, signed: true, flags: flags, width: width, precision: precision, localizer: localizer, into: &output)
            } else {
                PrintfNumbers.appendInteger(magnitude: value.magnitude, negative: negative, signed: true, radix: 10, uppercase: false, flags: flags, width: width, precision: precision, to: &output)
            }
        case .unsignedDecimal:
            let value = Self.unsignedValue(argument, bits: spec.integerBits)
            if let localizer {
                try appendLocalizedInteger(magnitude: value, negative: false, signed: false, flags: flags, width: width, precision: precision, localizer: localizer, into: &output)
            } else {
                PrintfNumbers.appendInteger(magnitude: value, negative: false, signed: false, radix: 10, uppercase: false, flags: flags, width: width, precision: precision, to: &output)
            }
        case .octal:
            PrintfNumbers.appendInteger(magnitude: Self.unsignedValue(argument, bits: spec.integerBits), negative: false, signed: false, radix: 8, uppercase: false, flags: flags, width: width, precision: precision, to: &output)
        case .hexadecimal(let uppercase):
            PrintfNumbers.appendInteger(magnitude: Self.unsignedValue(argument, bits: spec.integerBits), negative: false, signed: false, radix: 16, uppercase: uppercase, flags: flags, width: width, precision: precision, to: &output)
        case .fixed(let uppercase):
            try appendFloating(Self.doubleValue(argument), conversion: uppercase ? UInt8(ascii: "F") : UInt8(ascii: "f"), flags: flags, width: width, precision: precision ?? 6, localizer: localizer, into: &output)
        case .exponential(let uppercase):
            try appendFloating(Self.doubleValue(argument), conversion: uppercase ? UInt8(ascii: "E") : UInt8(ascii: "e"), flags: flags, width: width, precision: precision ?? 6, localizer: localizer, into: &output)
        case .general(let uppercase):
            try appendFloating(Self.doubleValue(argument), conversion: uppercase ? UInt8(ascii: "G") : UInt8(ascii: "g"), flags: flags, width: width, precision: precision ?? 6, localizer: localizer, into: &output)
        case .hexFloat(let uppercase):
            // Without a precision C prints the exact shortest hexadecimal; -1 asks for that.
            let text = PrintfNumbers.text(Self.doubleValue(argument), conversion: uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a"), precision: precision ?? -1, alternate: flags.contains(.alternate))
            PrintfNumbers.appendFloating(text, hexadecimal: true, flags: flags, width: width, to: &output)
        case .character, .utf16Unit:
            Self.appendPadded(String(Self.character(argument, bits: kind == .character ? 8 : spec.length == .long ? 32 : 16)), flags: flags, width: width, into: &output)
        case .cString, .utf16String, .object:
            var text = argument.description
            if let precision, precision < text.count { text = String(text.prefix(precision)) }
            Self.appendPadded(text, flags: flags, width: width, into: &output)
        case .pointer:
            let address: UInt64 = switch argument {
            case .pointer(let value): UInt64(value)
            default: Self.unsignedValue(argument, bits: 64)
            }
            var text = "0x"
            PrintfNumbers.appendInteger(magnitude: address, negative: false, signed: false, radix: 16, uppercase: false, flags: [], width: 0, precision: precision, to: &text)
            Self.appendPadded(text, flags: flags, width: width, into: &output)
        case .variable:
            throw StringsdictError(.format, "\(spec) is a stringsdict variable, which a plain format cannot render")
        }
    }

    // MARK: localized numbers

    private static func appendLocalizedInteger(magnitude: UInt64, negative: Bool, signed: Bool, flags: FormatSpecifier.Flags, width: Int, precision: Int?, localizer: FormatLocalizer, into output: inout String) throws(StringsdictError) {
        let alwaysSign = signed && flags.contains(.plusSign)
        let left = flags.contains(.leftJustify)
        var minimumDigits = 0
        if let precision {
            minimumDigits = precision
        } else if flags.contains(.zeroPad), !left {
            minimumDigits = width
        }
        if width == 0, minimumDigits == 0, !alwaysSign, let style = localizer.integerStyle {
            style.append(magnitude: magnitude, negative: negative, to: &output)
            return
        }
        let text = try localizer.integer(magnitude: magnitude, negative: negative, minimumIntegerDigits: minimumDigits, alwaysSign: alwaysSign)
        Self.appendPadded(text, flags: flags, width: width, into: &output)
    }

    private static func appendFloating(_ value: Double, conversion: UInt8, flags: FormatSpecifier.Flags, width: Int, precision: Int, localizer: FormatLocalizer?, into output: inout String) throws(StringsdictError) {
        guard let localizer else {
            let text = PrintfNumbers.text(value, conversion: conversion, precision: precision, alternate: flags.contains(.alternate))
            PrintfNumbers.appendFloating(text, hexadecimal: false, flags: flags, width: width, to: &output)
            return
        }
        let alwaysSign = flags.contains(.plusSign)
        if value.isFinite, !alwaysSign, let style = localizer.decimalStyle {
            // C's digits, then the locale's: no ICU call.
            let lower = conversion | 0x20
            let precision = min(precision, FormatString.maximumCount)
            let text: String? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FloatDigits.capacity(precision: precision)) { c in
                let count = FloatDigits.write(value, conversion: lower, precision: precision, alternate: false, into: c)
                let cText = UnsafeBufferPointer(rebasing: c[0..<count])
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: style.maximumByteCount(cTextCount: count)) { buffer in
                    let written = style.write(cText: cText, into: buffer)
                    let localized = String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<written]), as: UTF8.self)
                    if width == 0 {
                        output.append(localized)
                        return nil
                    }
                    return localized
                }
            }
            guard let text else { return }
            appendLocalizedFloating(text, value: value, flags: flags, width: width, localizer: localizer, into: &output)
            return
        }
        let text: String
        if value.isFinite {
            let lower = conversion | 0x20  // f, e, g
            let digits = PrintfNumbers.text(value, conversion: lower, precision: precision, alternate: false)
            var fractionDigits = 0
            var scientific = false
            var afterPoint = false
            for byte in digits.utf8 {
                if byte == UInt8(ascii: "e") { scientific = true; break }
                if afterPoint { fractionDigits += 1 } else if byte == UInt8(ascii: ".") { afterPoint = true }
            }
            text = try localizer.decimal(digits, fractionDigits: fractionDigits, scientific: scientific, alwaysSign: alwaysSign)
        } else {
            text = try localizer.nonFinite(value, alwaysSign: alwaysSign)
        }
        appendLocalizedFloating(text, value: value, flags: flags, width: width, localizer: localizer, into: &output)
    }

    /// Appends a localized floating text padded to `width`: the locale's zeros after the sign
    /// with the `0` flag (finite values), spaces otherwise.
    private static func appendLocalizedFloating(_ text: String, value: Double, flags: FormatSpecifier.Flags, width: Int, localizer: FormatLocalizer, into output: inout String) {
        if flags.contains(.zeroPad), !flags.contains(.leftJustify), value.isFinite, width > 0 {
            let missing = width - text.count
            if missing > 0, let firstDigit = text.firstIndex(where: \.isNumber) {
                var padded = text
                padded.insert(contentsOf: String(repeating: localizer.zeroDigit, count: missing), at: firstDigit)
                output.append(padded)
                return
            }
        }
        Self.appendPadded(text, flags: flags, width: width, into: &output)
    }

    // MARK: helpers

    /// Appends `text` padded with spaces to `width` characters (on the right with `-`).
    private static func appendPadded(_ text: String, flags: FormatSpecifier.Flags, width: Int, into output: inout String) {
        guard width > 0 else {
            output.append(text)
            return
        }
        let missing = width - text.count
        guard missing > 0 else {
            output.append(text)
            return
        }
        if flags.contains(.leftJustify) {
            output.append(text)
            output.append(String(repeating: " ", count: missing))
        } else {
            output.append(String(repeating: " ", count: missing))
            output.append(text)
        }
    }

    private static func countArgument(_ argument: FormatArgument, slot: Int, for spec: FormatSpecifier, what: String) throws(StringsdictError) -> Int64 {
        switch argument {
        case .int(let value): return Int64(Int32(truncatingIfNeeded: value))
        case .uint(let value): return Int64(Int32(truncatingIfNeeded: value))
        default:
            throw StringsdictError(
                .argument, "the \(what) '*' of \(spec) needs an integer for argument \(slot), but got \(argument.kindDescription)")
        }
    }

    /// The value C would see for a signed conversion of `bits` bits.
    static func signedValue(_ argument: FormatArgument, bits: Int) -> Int64 {
        let raw: Int64 = switch argument {
        case .int(let value): value
        case .uint(let value): Int64(bitPattern: value)
        default: 0
        }
        switch bits {
        case 8: return Int64(Int8(truncatingIfNeeded: raw))
        case 16: return Int64(Int16(truncatingIfNeeded: raw))
        case 32: return Int64(Int32(truncatingIfNeeded: raw))
        default: return raw
        }
    }

    /// The value C would see for an unsigned conversion of `bits` bits.
    static func unsignedValue(_ argument: FormatArgument, bits: Int) -> UInt64 {
        let raw: UInt64 = switch argument {
        case .int(let value): UInt64(bitPattern: value)
        case .uint(let value): value
        case .pointer(let value): UInt64(value)
        default: 0
        }
        switch bits {
        case 8: return UInt64(UInt8(truncatingIfNeeded: raw))
        case 16: return UInt64(UInt16(truncatingIfNeeded: raw))
        case 32: return UInt64(UInt32(truncatingIfNeeded: raw))
        default: return raw
        }
    }

    static func doubleValue(_ argument: FormatArgument) -> Double {
        switch argument {
        case .double(let value): value
        case .int(let value): Double(value)
        case .uint(let value): Double(value)
        default: 0
        }
    }

    /// The character for `%c` (8-bit code, as Latin-1), `%C` (UTF-16 unit) or `%lc` (scalar);
    /// a surrogate or invalid code is U+FFFD.
    static func character(_ argument: FormatArgument, bits: Int) -> Character {
        if case .character(let character) = argument { return character }
        let code = unsignedValue(argument, bits: bits)
        return Unicode.Scalar(UInt32(truncatingIfNeeded: code)).map(Character.init) ?? "\u{FFFD}"
    }
}

/// Read access to a render's arguments by 1-based slot; the count is checked before any read.
protocol FormatArgumentAccess {
    var count: Int { get }
    func argument(_ slot: Int) -> FormatArgument
}

/// Arguments given as ``FormatArgument`` values.
struct TypedArguments: FormatArgumentAccess {
    let values: [FormatArgument]
    var count: Int { values.count }
    func argument(_ slot: Int) -> FormatArgument { values[slot - 1] }
}

/// Arguments given as Swift values, converted when read (no intermediate array).
struct ConvertibleArguments: FormatArgumentAccess {
    let values: [any FormatArgumentConvertible]
    var count: Int { values.count }
    func argument(_ slot: Int) -> FormatArgument { values[slot - 1].formatArgument }
}

extension FormatArgument {
    /// `an integer (3)`, `text ("abc")`: how errors name a value.
    var kindDescription: String {
        switch self {
        case .int(let value): "an integer (\(value))"
        case .uint(let value): "an unsigned integer (\(value))"
        case .double(let value): "a floating-point number (\(value))"
        case .string(let value): "text (\"\(value.count > 40 ? String(value.prefix(40)) + "…" : value)\")"
        case .character(let value): "a character ('\(value)')"
        case .object(let value): "an object (\(value.count > 40 ? String(value.prefix(40)) + "…" : value))"
        case .pointer(let value): "a pointer (0x\(String(value, radix: 16)))"
        }
    }
}
