// CICU: the C face of libicu for Swift.
//
// Debian's libicu renames every entry point with a version suffix (`uplrules_select` is really
// `uplrules_select_72`) through macros in <unicode/urename.h>, which Swift cannot import. Each
// `cicu_*` function below is a `static inline` wrapper, so the macro expands in C and Swift sees a
// plain function. One wrapper per ICU function used; only Sources/Stringsdict/ICU/ calls them.
#ifndef CICU_H
#define CICU_H

#include <unicode/utypes.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/upluralrules.h>
#include <unicode/unumberformatter.h>
#include <unicode/uformattedvalue.h>

// MARK: errors

static inline const char *cicu_errorName(UErrorCode code) { return u_errorName(code); }

// MARK: enumerations

static inline const UChar *cicu_uenum_unext(UEnumeration *en, int32_t *length, UErrorCode *status) {
    return uenum_unext(en, length, status);
}
static inline void cicu_uenum_close(UEnumeration *en) { uenum_close(en); }

// MARK: locale identifiers

static inline int32_t cicu_uloc_canonicalize(const char *id, char *out, int32_t capacity, UErrorCode *status) {
    return uloc_canonicalize(id, out, capacity, status);
}
static inline int32_t cicu_uloc_forLanguageTag(const char *tag, char *out, int32_t capacity, int32_t *parsed, UErrorCode *status) {
    return uloc_forLanguageTag(tag, out, capacity, parsed, status);
}
static inline int32_t cicu_uloc_toLanguageTag(const char *id, char *out, int32_t capacity, UBool strict, UErrorCode *status) {
    return uloc_toLanguageTag(id, out, capacity, strict, status);
}
static inline int32_t cicu_uloc_addLikelySubtags(const char *id, char *out, int32_t capacity, UErrorCode *status) {
    return uloc_addLikelySubtags(id, out, capacity, status);
}
static inline int32_t cicu_uloc_minimizeSubtags(const char *id, char *out, int32_t capacity, UErrorCode *status) {
    return uloc_minimizeSubtags(id, out, capacity, status);
}
static inline int32_t cicu_uloc_getParent(const char *id, char *out, int32_t capacity, UErrorCode *status) {
    return uloc_getParent(id, out, capacity, status);
}

// MARK: resource bundles (CLDR parent locales, plural-rule coverage)

static inline UResourceBundle *cicu_ures_openDirect(const char *path, const char *locale, UErrorCode *status) {
    return ures_openDirect(path, locale, status);
}
static inline UResourceBundle *cicu_ures_getByKey(const UResourceBundle *bundle, const char *key, UResourceBundle *fill, UErrorCode *status) {
    return ures_getByKey(bundle, key, fill, status);
}
static inline const UChar *cicu_ures_getStringByKey(const UResourceBundle *bundle, const char *key, int32_t *length, UErrorCode *status) {
    return ures_getStringByKey(bundle, key, length, status);
}
static inline void cicu_ures_close(UResourceBundle *bundle) { ures_close(bundle); }

// MARK: plural rules

static inline UPluralRules *cicu_uplrules_openForType(const char *locale, UPluralType type, UErrorCode *status) {
    return uplrules_openForType(locale, type, status);
}
static inline void cicu_uplrules_close(UPluralRules *rules) { uplrules_close(rules); }
static inline int32_t cicu_uplrules_select(const UPluralRules *rules, double number, UChar *keyword, int32_t capacity, UErrorCode *status) {
    return uplrules_select(rules, number, keyword, capacity, status);
}
static inline int32_t cicu_uplrules_selectFormatted(const UPluralRules *rules, const UFormattedNumber *number, UChar *keyword, int32_t capacity, UErrorCode *status) {
    return uplrules_selectFormatted(rules, number, keyword, capacity, status);
}
static inline UEnumeration *cicu_uplrules_getKeywords(const UPluralRules *rules, UErrorCode *status) {
    return uplrules_getKeywords(rules, status);
}

// MARK: number formatting (skeletons)

static inline UNumberFormatter *cicu_unumf_openForSkeletonAndLocale(const UChar *skeleton, int32_t length, const char *locale, UErrorCode *status) {
    return unumf_openForSkeletonAndLocale(skeleton, length, locale, status);
}
static inline UNumberFormatter *cicu_unumf_openForSkeletonAndLocaleWithError(const UChar *skeleton, int32_t length, const char *locale, UParseError *perror, UErrorCode *status) {
    return unumf_openForSkeletonAndLocaleWithError(skeleton, length, locale, perror, status);
}
static inline void cicu_unumf_close(UNumberFormatter *formatter) { unumf_close(formatter); }
static inline UFormattedNumber *cicu_unumf_openResult(UErrorCode *status) { return unumf_openResult(status); }
static inline void cicu_unumf_closeResult(UFormattedNumber *result) { unumf_closeResult(result); }
static inline void cicu_unumf_formatInt(const UNumberFormatter *f, int64_t value, UFormattedNumber *result, UErrorCode *status) {
    unumf_formatInt(f, value, result, status);
}
static inline void cicu_unumf_formatDouble(const UNumberFormatter *f, double value, UFormattedNumber *result, UErrorCode *status) {
    unumf_formatDouble(f, value, result, status);
}
static inline void cicu_unumf_formatDecimal(const UNumberFormatter *f, const char *value, int32_t length, UFormattedNumber *result, UErrorCode *status) {
    unumf_formatDecimal(f, value, length, result, status);
}
static inline int32_t cicu_unumf_resultToString(const UFormattedNumber *result, UChar *buffer, int32_t capacity, UErrorCode *status) {
    return unumf_resultToString(result, buffer, capacity, status);
}

#include "cicu_formatters.h"
#endif // CICU_H
