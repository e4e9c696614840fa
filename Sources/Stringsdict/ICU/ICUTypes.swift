internal import CICU

// ICU's C types as the CICU shim passes them (see Sources/CICU/include/cicu.h): plain integers,
// named as ICU names them so the code reads like ICU's documentation.

/// ICU's `UErrorCode`: 0 success, negative a warning, positive an error.
typealias UErrorCode = cicu_status
/// ICU's `UChar`: one UTF-16 code unit.
typealias UChar = cicu_uchar

/// No error.
let U_ZERO_ERROR: UErrorCode = 0
/// Memory allocation failed (also used here when ICU returns no object without saying why).
let U_MEMORY_ALLOCATION_ERROR: UErrorCode = 7
/// The output buffer was too small; the returned length is the one needed.
let U_BUFFER_OVERFLOW_ERROR: UErrorCode = 15
/// The output filled the buffer exactly, with no room for a terminating NUL (a warning).
let U_STRING_NOT_TERMINATED_WARNING: UErrorCode = -124
