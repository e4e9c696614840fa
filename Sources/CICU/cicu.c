// The ICU calls behind cicu.h: each function casts the plain types to ICU's and calls the
// (version-renamed) ICU function. See cicu.h for why this layer exists.
#include "cicu.h"

#include <unicode/utypes.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/upluralrules.h>
#include <unicode/unumberformatter.h>
#include <unicode/ucol.h>
#include <unicode/unorm2.h>

#define STATUS(s) ((UErrorCode *)(s))

_Static_assert(sizeof(UErrorCode) == sizeof(cicu_status), "UErrorCode is 32 bits");
_Static_assert(sizeof(UChar) == sizeof(cicu_uchar), "UChar is 16 bits");

// MARK: errors

const char *cicu_errorName(cicu_status code) { return u_errorName((UErrorCode)code); }

// MARK: enumerations

const cicu_uchar *cicu_uenum_unext(cicu_enumeration *en, int32_t *length, cicu_status *status) {
    return (const cicu_uchar *)uenum_unext((UEnumeration *)en, length, STATUS(status));
}
void cicu_uenum_close(cicu_enumeration *en) { uenum_close((UEnumeration *)en); }

// MARK: locale identifiers

int32_t cicu_uloc_canonicalize(const char *id, char *out, int32_t capacity, cicu_status *status) {
    return uloc_canonicalize(id, out, capacity, STATUS(status));
}
int32_t cicu_uloc_forLanguageTag(const char *tag, char *out, int32_t capacity, int32_t *parsed, cicu_status *status) {
    return uloc_forLanguageTag(tag, out, capacity, parsed, STATUS(status));
}
int32_t cicu_uloc_toLanguageTag(const char *id, char *out, int32_t capacity, int8_t strict, cicu_status *status) {
    return uloc_toLanguageTag(id, out, capacity, strict ? 1 : 0, STATUS(status));
}
int32_t cicu_uloc_addLikelySubtags(const char *id, char *out, int32_t capacity, cicu_status *status) {
    return uloc_addLikelySubtags(id, out, capacity, STATUS(status));
}
int32_t cicu_uloc_minimizeSubtags(const char *id, char *out, int32_t capacity, cicu_status *status) {
    return uloc_minimizeSubtags(id, out, capacity, STATUS(status));
}
int32_t cicu_uloc_getParent(const char *id, char *out, int32_t capacity, cicu_status *status) {
    return uloc_getParent(id, out, capacity, STATUS(status));
}

// MARK: resource bundles

cicu_resource *cicu_ures_openDirect(const char *path, const char *locale, cicu_status *status) {
    return (cicu_resource *)ures_openDirect(path, locale, STATUS(status));
}
cicu_resource *cicu_ures_getByKey(const cicu_resource *bundle, const char *key, cicu_status *status) {
    return (cicu_resource *)ures_getByKey((const UResourceBundle *)bundle, key, NULL, STATUS(status));
}
const cicu_uchar *cicu_ures_getStringByKey(const cicu_resource *bundle, const char *key, int32_t *length, cicu_status *status) {
    return (const cicu_uchar *)ures_getStringByKey((const UResourceBundle *)bundle, key, length, STATUS(status));
}
int32_t cicu_ures_getSize(const cicu_resource *bundle) { return ures_getSize((const UResourceBundle *)bundle); }
const cicu_uchar *cicu_ures_getStringByIndex(const cicu_resource *bundle, int32_t index, int32_t *length, cicu_status *status) {
    return (const cicu_uchar *)ures_getStringByIndex((const UResourceBundle *)bundle, index, length, STATUS(status));
}
void cicu_ures_close(cicu_resource *bundle) { ures_close((UResourceBundle *)bundle); }

// MARK: plural rules

cicu_plural_rules *cicu_uplrules_openForType(const char *locale, int8_t ordinal, cicu_status *status) {
    return (cicu_plural_rules *)uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, STATUS(status));
}
void cicu_uplrules_close(cicu_plural_rules *rules) { uplrules_close((UPluralRules *)rules); }
int32_t cicu_uplrules_select(const cicu_plural_rules *rules, double number, cicu_uchar *keyword, int32_t capacity, cicu_status *status) {
    return uplrules_select((const UPluralRules *)rules, number, (UChar *)keyword, capacity, STATUS(status));
}
int32_t cicu_uplrules_selectFormatted(const cicu_plural_rules *rules, const cicu_formatted_number *number, cicu_uchar *keyword, int32_t capacity, cicu_status *status) {
    return uplrules_selectFormatted((const UPluralRules *)rules, (const UFormattedNumber *)number, (UChar *)keyword, capacity, STATUS(status));
}
cicu_enumeration *cicu_uplrules_getKeywords(const cicu_plural_rules *rules, cicu_status *status) {
    return (cicu_enumeration *)uplrules_getKeywords((const UPluralRules *)rules, STATUS(status));
}

// MARK: number formatting

cicu_number_formatter *cicu_unumf_openForSkeletonAndLocaleWithError(const cicu_uchar *skeleton, int32_t length, const char *locale, int32_t *errorOffset, cicu_status *status) {
    UParseError parseError;
    parseError.offset = -1;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocaleWithError((const UChar *)skeleton, length, locale, &parseError, STATUS(status));
    if (errorOffset) *errorOffset = parseError.offset;
    return (cicu_number_formatter *)formatter;
}
void cicu_unumf_close(cicu_number_formatter *formatter) { unumf_close((UNumberFormatter *)formatter); }
cicu_formatted_number *cicu_unumf_openResult(cicu_status *status) {
    return (cicu_formatted_number *)unumf_openResult(STATUS(status));
}
void cicu_unumf_closeResult(cicu_formatted_number *result) { unumf_closeResult((UFormattedNumber *)result); }
void cicu_unumf_formatInt(const cicu_number_formatter *formatter, int64_t value, cicu_formatted_number *result, cicu_status *status) {
    unumf_formatInt((const UNumberFormatter *)formatter, value, (UFormattedNumber *)result, STATUS(status));
}
void cicu_unumf_formatDouble(const cicu_number_formatter *formatter, double value, cicu_formatted_number *result, cicu_status *status) {
    unumf_formatDouble((const UNumberFormatter *)formatter, value, (UFormattedNumber *)result, STATUS(status));
}
void cicu_unumf_formatDecimal(const cicu_number_formatter *formatter, const char *value, int32_t length, cicu_formatted_number *result, cicu_status *status) {
    unumf_formatDecimal((const UNumberFormatter *)formatter, value, length, (UFormattedNumber *)result, STATUS(status));
}
int32_t cicu_unumf_resultToString(const cicu_formatted_number *result, cicu_uchar *buffer, int32_t capacity, cicu_status *status) {
    return unumf_resultToString((const UFormattedNumber *)result, (UChar *)buffer, capacity, STATUS(status));
}

// MARK: collation

cicu_collator *cicu_ucol_open(const char *locale, cicu_status *status) {
    return (cicu_collator *)ucol_open(locale, STATUS(status));
}
cicu_collator *cicu_ucol_openRules(const cicu_uchar *rules, int32_t length, cicu_status *status) {
    return (cicu_collator *)ucol_openRules((const UChar *)rules, length, UCOL_DEFAULT, UCOL_DEFAULT_STRENGTH, NULL, STATUS(status));
}
void cicu_ucol_close(cicu_collator *collator) { ucol_close((UCollator *)collator); }

void cicu_ucol_setIdenticalStrength(cicu_collator *collator) {
    ucol_setStrength((UCollator *)collator, UCOL_IDENTICAL);
}
void cicu_ucol_setNumericOrdering(cicu_collator *collator) {
    UErrorCode status = U_ZERO_ERROR;
    ucol_setAttribute((UCollator *)collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
}
int32_t cicu_ucol_getSortKey(const cicu_collator *collator, const cicu_uchar *text, int32_t length, uint8_t *key, int32_t capacity) {
    return ucol_getSortKey((const UCollator *)collator, (const UChar *)text, length, key, capacity);
}

// MARK: normalization

int32_t cicu_nfd(const cicu_uchar *text, int32_t length, cicu_uchar *out, int32_t capacity, cicu_status *status) {
    const UNormalizer2 *nfd = unorm2_getNFDInstance(STATUS(status));
    if (U_FAILURE(*STATUS(status))) return 0;
    return unorm2_normalize(nfd, (const UChar *)text, length, (UChar *)out, capacity, STATUS(status));
}
