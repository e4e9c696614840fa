/// The UTF-8 of one render in progress: bytes written into a buffer that starts on the stack and
/// moves to the heap only if the render outgrows it, then made into one `String`.
///
/// Appending to a `String` piece by piece pays, per piece, for capacity checks, the ASCII flag
/// and count updates; a plural entry appends three to ten pieces. Here a piece is a copy of
/// bytes, and the `String` (the render's one allocation) is made once, by ``string()``.
struct RenderBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// True once `base` is a heap block this buffer allocated (and must free).
    private var ownsBase = false

    /// A buffer writing into `stack` first.
    init(stack: UnsafeMutableBufferPointer<UInt8>) {
        // A zero-capacity temporary allocation may have no address: start on the heap then.
        if let address = stack.baseAddress, stack.count > 0 {
            base = address
            capacity = stack.count
        } else {
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
            capacity = 64
            ownsBase = true
        }
    }

    deinit {
        if ownsBase { base.deallocate() }
    }

    /// Makes room for `extra` more bytes, moving to a heap block twice as large as needed.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let block = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        block.update(from: base, count: count)
        if ownsBase { base.deallocate() }
        base = block
        capacity = grown
        ownsBase = true
    }

    /// The bytes written so far.
    var byteCount: Int { count }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Writes an integer in `style` (see ``LocalizedIntegerStyle/write(magnitude:negative:into:)``).
    mutating func append(magnitude: UInt64, negative: Bool, style: LocalizedIntegerStyle) {
        reserve(style.maximumByteCount)
        count += style.write(magnitude: magnitude, negative: negative, into: UnsafeMutableBufferPointer(start: base + count, count: style.maximumByteCount))
    }

    /// Writes the finite `value` as C's `%.{precision}{conversion}` (`conversion` one of `f e g`),
    /// then in the locale's digits and separators (``LocalizedDecimalStyle/write(cText:into:)``):
    /// the text `FormatString` appends for such a specifier without a width, straight into the
    /// buffer instead of through a `String`.
    mutating func append(finite value: Double, conversion: UInt8, precision: Int, style: LocalizedDecimalStyle) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FloatDigits.capacity(precision: precision)) { c in
            let written = FloatDigits.write(value, conversion: conversion, precision: precision, alternate: false, into: c)
            let maximum = style.maximumByteCount(cTextCount: written)
            reserve(maximum)
            count += style.write(cText: UnsafeBufferPointer(rebasing: c[0..<written]), into: UnsafeMutableBufferPointer(start: base + count, count: maximum))
        }
    }

    /// The bytes written, as a `String`.
    ///
    /// They are valid UTF-8 by construction: every append is a whole valid text (a `String`'s
    /// UTF-8, a plan text cut at segment boundaries) or a number written from whole digit,
    /// minus and separator strings, and nothing is ever cut. So the `String` is made without
    /// decoding them again (see ``UnicodeText/string(validUTF8:)``).
    func string() -> String {
        UnicodeText.string(validUTF8: UnsafeBufferPointer(start: base, count: count))
    }
}
