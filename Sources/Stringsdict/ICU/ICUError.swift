internal import CICU

/// An error reported by an ICU function.
///
/// Carries ICU's `UErrorCode` (as its raw value and its name, `U_ILLEGAL_ARGUMENT_ERROR`) and the
/// name of the ICU function that reported it. ICU's warnings (negative codes) are not errors.
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The raw `UErrorCode` value.
    public let code: Int32
    /// The ICU function that failed, e.g. `uplrules_openForType`.
    public let function: String
    /// What the caller was doing, when it adds something to the code (a locale, a skeleton).
    public let context: String?

    init(code: UErrorCode, function: String, context: String? = nil) {
        self.code = code
        self.function = function
        self.context = context
    }

    /// ICU's name for the code, e.g. `U_MISSING_RESOURCE_ERROR`.
    public var name: String {
        String(cString: cicu_errorName(code))
    }

    public var description: String {
        if let context { return "\(function) failed with \(name) (\(context))" }
        return "\(function) failed with \(name)"
    }
}

extension UErrorCode {
    /// True for `U_ZERO_ERROR` and for every warning (ICU's warnings are negative codes).
    var isSuccess: Bool { self <= 0 }

    /// Throws an ``ICUError`` naming `function` when the code is a failure.
    func check(_ function: String, context: @autoclosure () -> String? = nil) throws(ICUError) {
        if !isSuccess { throw ICUError(code: self, function: function, context: context()) }
    }
}

/// Calls an ICU function that reports through a `UErrorCode` out-parameter, and throws on failure.
///
/// `try icuCall("uplrules_openForType") { status in cicu_uplrules_openForType(id, type, &status) }`
func icuCall<T>(
    _ function: String,
    context: @autoclosure () -> String? = nil,
    _ body: (inout UErrorCode) -> T
) throws(ICUError) -> T {
    var status = U_ZERO_ERROR
    let result = body(&status)
    try status.check(function, context: context())
    return result
}
