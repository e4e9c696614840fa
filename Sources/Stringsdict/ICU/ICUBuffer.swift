internal import CICU

/// Text out of ICU's "fill this buffer" functions.
///
/// ICU functions that write text take a buffer and its capacity, return the length they need, and
/// report `U_BUFFER_OVERFLOW_ERROR` when the buffer was too small. ``read(_:_:fill:read:)`` tries a
/// stack buffer first and retries once with the length ICU reported.
enum ICUBuffer {
    /// The first buffer's size, in elements.
    static let stackCapacity = 128

    private enum Attempt<R> {
        case done(R)
        case failed(UErrorCode)
        case retry(Int)
    }

    /// Calls `fill` with a buffer, then `read` with the part of it ICU wrote.
    static func read<Element, R>(
        _ function: String,
        _ element: Element.Type,
        fill: (UnsafeMutablePointer<Element>, Int32, inout UErrorCode) -> Int32,
        read: (UnsafeBufferPointer<Element>) -> R
    ) throws(ICUError) -> R {
        var capacity = stackCapacity
        for _ in 0..<2 {
            let attempt: Attempt<R> = withUnsafeTemporaryAllocation(of: Element.self, capacity: capacity) { buffer in
                guard let base = buffer.baseAddress else { return .failed(U_MEMORY_ALLOCATION_ERROR) }
                var status = U_ZERO_ERROR
                let length = Int(fill(base, Int32(buffer.count), &status))
                if status == U_BUFFER_OVERFLOW_ERROR || length > buffer.count { return .retry(length) }
                if !status.isSuccess { return .failed(status) }
                return .done(read(UnsafeBufferPointer(start: base, count: max(0, length))))
            }
            switch attempt {
            case .done(let result): return result
            case .failed(let status): throw ICUError(code: status, function: function)
            case .retry(let needed): capacity = max(needed, 1)
            }
        }
        throw ICUError(code: U_BUFFER_OVERFLOW_ERROR, function: function)
    }

    /// UTF-16 text (`UChar`) from `fill`, as a `String`.
    static func string(
        _ function: String,
        fill: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
    ) throws(ICUError) -> String {
        try read(function, UChar.self, fill: fill) { String(decoding: $0, as: UTF16.self) }
    }

    /// Invariant-character text (`char`, as locale identifiers are) from `fill`, as a `String`.
    static func cString(
        _ function: String,
        fill: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
    ) throws(ICUError) -> String {
        try read(function, CChar.self, fill: fill) { chars in
            chars.withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
        }
    }
}

extension String {
    /// This string as UTF-16 code units, for ICU's `const UChar *` parameters.
    var utf16Array: [UChar] { Array(utf16) }
}
