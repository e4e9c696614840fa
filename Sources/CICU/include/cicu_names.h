// CICU names: ICU's locale display names (uloc_getDisplay*) and collation (ucol) for sorting
// them, declared in plain C types as in cicu.h (no ICU header here: see cicu.h for why).
// cicu_names.c implements each by calling ICU. Only Sources/Stringsdict/ICU/ calls them.
#ifndef CICU_NAMES_H
#define CICU_NAMES_H

#include <stdint.h>
#include "cicu.h"  // cicu_status, cicu_uchar

#ifdef __cplusplus
extern "C" {
#endif


// MARK: display names (uloc)

/// uloc_getDisplayName
int32_t cicu_uloc_getDisplayName(const char *locale, const char *displayLocale, cicu_uchar *result, int32_t capacity, cicu_status *status);
/// uloc_getDisplayLanguage
int32_t cicu_uloc_getDisplayLanguage(const char *locale, const char *displayLocale, cicu_uchar *result, int32_t capacity, cicu_status *status);
/// uloc_getDisplayScript
int32_t cicu_uloc_getDisplayScript(const char *locale, const char *displayLocale, cicu_uchar *result, int32_t capacity, cicu_status *status);
/// uloc_getDisplayCountry (the region's name)
int32_t cicu_uloc_getDisplayCountry(const char *locale, const char *displayLocale, cicu_uchar *result, int32_t capacity, cicu_status *status);

// MARK: collation (ucol)

// cicu_ucol_open and cicu_ucol_close are declared in cicu.h, beside the root collator's calls.
/// ucol_strcoll: -1 (UCOL_LESS), 0 (UCOL_EQUAL) or 1 (UCOL_GREATER).
int32_t cicu_ucol_strcoll(const cicu_collator *collator, const cicu_uchar *source, int32_t sourceLength, const cicu_uchar *target, int32_t targetLength);

#ifdef __cplusplus
}
#endif

#endif // CICU_NAMES_H
