// The ICU calls behind cicu_names.h: each function casts the plain types to ICU's and calls the
// (version-renamed) ICU function. See cicu.h for why this layer exists.
#include "cicu.h"

#include <unicode/utypes.h>
#include <unicode/uloc.h>
#include <unicode/ucol.h>

#define STATUS(s) ((UErrorCode *)(s))

_Static_assert(UCOL_LESS == -1 && UCOL_EQUAL == 0 && UCOL_GREATER == 1, "UCollationResult");

// MARK: display names

int32_t cicu_uloc_getDisplayName(const char *locale, const char *displayLocale, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return uloc_getDisplayName(locale, displayLocale, (UChar *)result, capacity, STATUS(status));
}
int32_t cicu_uloc_getDisplayLanguage(const char *locale, const char *displayLocale, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return uloc_getDisplayLanguage(locale, displayLocale, (UChar *)result, capacity, STATUS(status));
}
int32_t cicu_uloc_getDisplayScript(const char *locale, const char *displayLocale, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return uloc_getDisplayScript(locale, displayLocale, (UChar *)result, capacity, STATUS(status));
}
int32_t cicu_uloc_getDisplayCountry(const char *locale, const char *displayLocale, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return uloc_getDisplayCountry(locale, displayLocale, (UChar *)result, capacity, STATUS(status));
}

// MARK: collation

int32_t cicu_ucol_strcoll(const cicu_collator *collator, const cicu_uchar *source, int32_t sourceLength, const cicu_uchar *target, int32_t targetLength) {
    return (int32_t)ucol_strcoll((const UCollator *)collator, (const UChar *)source, sourceLength, (const UChar *)target, targetLength);
}
