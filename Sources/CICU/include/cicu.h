// CICU: the C face of libicu for Swift, in plain C types.
//
// Two problems meet here:
// - Debian's libicu renames every entry point with a version suffix (`uplrules_select` is really
//   `uplrules_select_72`) through macros in <unicode/urename.h>, which Swift cannot import.
// - Foundation on Linux carries its own ICU headers (module `_FoundationICU`) declaring the same
//   types (`UErrorCode`, `UChar`, …) with other definitions; clang refuses any module that sees both
//   Foundation and a header including <unicode/*.h>. Every app that imports Foundation and this
//   package would fail to compile.
// So this header includes no ICU header: it declares one `cicu_*` function per ICU function used,
// with plain types (int32_t for UErrorCode, uint16_t for UChar, opaque structs for ICU objects),
// and cicu.c implements each by calling ICU. Only Sources/Stringsdict/ICU/ calls them.
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's UErrorCode: 0 is success, negative values are warnings, positive values errors.
typedef int32_t cicu_status;
/// ICU's UChar: a UTF-16 code unit.
typedef uint16_t cicu_uchar;

typedef struct cicu_enumeration cicu_enumeration;          // UEnumeration
typedef struct cicu_resource cicu_resource;                // UResourceBundle
typedef struct cicu_plural_rules cicu_plural_rules;        // UPluralRules
typedef struct cicu_number_formatter cicu_number_formatter; // UNumberFormatter
typedef struct cicu_formatted_number cicu_formatted_number; // UFormattedNumber
typedef struct cicu_collator cicu_collator;                // UCollator

// MARK: errors

/// u_errorName
const char *cicu_errorName(cicu_status code);

// MARK: enumerations

/// uenum_unext
const cicu_uchar *cicu_uenum_unext(cicu_enumeration *en, int32_t *length, cicu_status *status);
/// uenum_close
void cicu_uenum_close(cicu_enumeration *en);

// MARK: locale identifiers

/// uloc_canonicalize
int32_t cicu_uloc_canonicalize(const char *id, char *out, int32_t capacity, cicu_status *status);
/// uloc_forLanguageTag
int32_t cicu_uloc_forLanguageTag(const char *tag, char *out, int32_t capacity, int32_t *parsed, cicu_status *status);
/// uloc_toLanguageTag (strict when `strict` is non-zero)
int32_t cicu_uloc_toLanguageTag(const char *id, char *out, int32_t capacity, int8_t strict, cicu_status *status);
/// uloc_addLikelySubtags
int32_t cicu_uloc_addLikelySubtags(const char *id, char *out, int32_t capacity, cicu_status *status);
/// uloc_minimizeSubtags
int32_t cicu_uloc_minimizeSubtags(const char *id, char *out, int32_t capacity, cicu_status *status);
/// uloc_getParent
int32_t cicu_uloc_getParent(const char *id, char *out, int32_t capacity, cicu_status *status);

// MARK: resource bundles (CLDR parent locales, plural-rule coverage)

/// ures_openDirect
cicu_resource *cicu_ures_openDirect(const char *path, const char *locale, cicu_status *status);
/// ures_getByKey (a new bundle; close it)
cicu_resource *cicu_ures_getByKey(const cicu_resource *bundle, const char *key, cicu_status *status);
/// ures_getStringByKey
const cicu_uchar *cicu_ures_getStringByKey(const cicu_resource *bundle, const char *key, int32_t *length, cicu_status *status);
/// ures_getSize
int32_t cicu_ures_getSize(const cicu_resource *bundle);
/// ures_getStringByIndex
const cicu_uchar *cicu_ures_getStringByIndex(const cicu_resource *bundle, int32_t index, int32_t *length, cicu_status *status);
/// ures_close
void cicu_ures_close(cicu_resource *bundle);

// MARK: plural rules

/// uplrules_openForType; `ordinal` non-zero for UPLURAL_TYPE_ORDINAL.
cicu_plural_rules *cicu_uplrules_openForType(const char *locale, int8_t ordinal, cicu_status *status);
/// uplrules_close
void cicu_uplrules_close(cicu_plural_rules *rules);
/// uplrules_select
int32_t cicu_uplrules_select(const cicu_plural_rules *rules, double number, cicu_uchar *keyword, int32_t capacity, cicu_status *status);
/// uplrules_selectFormatted
int32_t cicu_uplrules_selectFormatted(const cicu_plural_rules *rules, const cicu_formatted_number *number, cicu_uchar *keyword, int32_t capacity, cicu_status *status);
/// uplrules_getKeywords
cicu_enumeration *cicu_uplrules_getKeywords(const cicu_plural_rules *rules, cicu_status *status);

// MARK: number formatting (skeletons)

/// unumf_openForSkeletonAndLocaleWithError; `errorOffset` receives the parse error's offset.
cicu_number_formatter *cicu_unumf_openForSkeletonAndLocaleWithError(const cicu_uchar *skeleton, int32_t length, const char *locale, int32_t *errorOffset, cicu_status *status);
/// unumf_close
void cicu_unumf_close(cicu_number_formatter *formatter);
/// unumf_openResult
cicu_formatted_number *cicu_unumf_openResult(cicu_status *status);
/// unumf_closeResult
void cicu_unumf_closeResult(cicu_formatted_number *result);
/// unumf_formatInt
void cicu_unumf_formatInt(const cicu_number_formatter *formatter, int64_t value, cicu_formatted_number *result, cicu_status *status);
/// unumf_formatDouble
void cicu_unumf_formatDouble(const cicu_number_formatter *formatter, double value, cicu_formatted_number *result, cicu_status *status);
/// unumf_formatDecimal
void cicu_unumf_formatDecimal(const cicu_number_formatter *formatter, const char *value, int32_t length, cicu_formatted_number *result, cicu_status *status);
/// unumf_resultToString
int32_t cicu_unumf_resultToString(const cicu_formatted_number *result, cicu_uchar *buffer, int32_t capacity, cicu_status *status);

// MARK: collation

/// ucol_open
cicu_collator *cicu_ucol_open(const char *locale, cicu_status *status);
/// ucol_openRules: the root collation tailored by `rules` (ICU rule syntax), default strength
cicu_collator *cicu_ucol_openRules(const cicu_uchar *rules, int32_t length, cicu_status *status);
/// ucol_close
void cicu_ucol_close(cicu_collator *collator);
/// ucol_setStrength with UCOL_IDENTICAL: equal only when the code points are equal
void cicu_ucol_setIdenticalStrength(cicu_collator *collator);
/// ucol_setAttribute(UCOL_NUMERIC_COLLATION, UCOL_ON): runs of digits compare by their numeric value ("2" < "10")
void cicu_ucol_setNumericOrdering(cicu_collator *collator);
/// ucol_getSortKey; returns the key's length (its terminating zero included), which may exceed `capacity`
int32_t cicu_ucol_getSortKey(const cicu_collator *collator, const cicu_uchar *text, int32_t length, uint8_t *key, int32_t capacity);

// MARK: normalization

/// unorm2_normalize with the NFD instance: the canonical decomposition of `text`; returns its
/// length in UTF-16 units, which may exceed `capacity` (then U_BUFFER_OVERFLOW_ERROR)
int32_t cicu_nfd(const cicu_uchar *text, int32_t length, cicu_uchar *out, int32_t capacity, cicu_status *status);

#ifdef __cplusplus
}
#endif

#include "cicu_formatters.h"
#include "cicu_names.h"
#endif // CICU_H
