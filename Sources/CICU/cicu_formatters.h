// CICU formatters: the ICU date, relative-time, list and spell-out entry points, wrapped as in
// cicu.h (`static inline cicu_*`, one per ICU function used) because Debian's libicu renames them
// with version-suffix macros Swift cannot import. Included once, at the end of cicu.h.
#ifndef CICU_FORMATTERS_H
#define CICU_FORMATTERS_H

#include <unicode/utypes.h>
#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/udisplaycontext.h>
#include <unicode/ulistformatter.h>
#include <unicode/unum.h>
#include <unicode/ureldatefmt.h>

// MARK: time zones and currencies

static inline int32_t cicu_ucal_getCanonicalTimeZoneID(const UChar *id, int32_t length, UChar *result, int32_t capacity, UBool *isSystemID, UErrorCode *status) {
    return ucal_getCanonicalTimeZoneID(id, length, result, capacity, isSystemID, status);
}
static inline int32_t cicu_ucurr_forLocale(const char *locale, UChar *buffer, int32_t capacity, UErrorCode *status) {
    return ucurr_forLocale(locale, buffer, capacity, status);
}

// MARK: dates (udat) and pattern generators (udatpg)

static inline UDateFormat *cicu_udat_open(UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale, const UChar *tzID, int32_t tzIDLength, const UChar *pattern, int32_t patternLength, UErrorCode *status) {
    return udat_open(timeStyle, dateStyle, locale, tzID, tzIDLength, pattern, patternLength, status);
}
static inline void cicu_udat_close(UDateFormat *format) { udat_close(format); }
static inline int32_t cicu_udat_format(const UDateFormat *format, UDate date, UChar *result, int32_t capacity, UErrorCode *status) {
    return udat_format(format, date, result, capacity, NULL, status);
}
static inline int32_t cicu_udat_toPattern(const UDateFormat *format, UBool localized, UChar *result, int32_t capacity, UErrorCode *status) {
    return udat_toPattern(format, localized, result, capacity, status);
}

static inline UDateTimePatternGenerator *cicu_udatpg_open(const char *locale, UErrorCode *status) {
    return udatpg_open(locale, status);
}
static inline void cicu_udatpg_close(UDateTimePatternGenerator *generator) { udatpg_close(generator); }
static inline int32_t cicu_udatpg_getBestPattern(UDateTimePatternGenerator *generator, const UChar *skeleton, int32_t length, UChar *result, int32_t capacity, UErrorCode *status) {
    return udatpg_getBestPattern(generator, skeleton, length, result, capacity, status);
}

// MARK: relative times (ureldatefmt)

static inline URelativeDateTimeFormatter *cicu_ureldatefmt_open(const char *locale, UDateRelativeDateTimeFormatterStyle width, UErrorCode *status) {
    return ureldatefmt_open(locale, NULL, width, UDISPCTX_CAPITALIZATION_NONE, status);
}
static inline void cicu_ureldatefmt_close(URelativeDateTimeFormatter *formatter) { ureldatefmt_close(formatter); }
static inline int32_t cicu_ureldatefmt_formatNumeric(const URelativeDateTimeFormatter *formatter, double offset, URelativeDateTimeUnit unit, UChar *result, int32_t capacity, UErrorCode *status) {
    return ureldatefmt_formatNumeric(formatter, offset, unit, result, capacity, status);
}
static inline int32_t cicu_ureldatefmt_format(const URelativeDateTimeFormatter *formatter, double offset, URelativeDateTimeUnit unit, UChar *result, int32_t capacity, UErrorCode *status) {
    return ureldatefmt_format(formatter, offset, unit, result, capacity, status);
}

// MARK: lists (ulistfmt)

static inline UListFormatter *cicu_ulistfmt_openForType(const char *locale, UListFormatterType type, UListFormatterWidth width, UErrorCode *status) {
    return ulistfmt_openForType(locale, type, width, status);
}
static inline void cicu_ulistfmt_close(UListFormatter *formatter) { ulistfmt_close(formatter); }
static inline int32_t cicu_ulistfmt_format(const UListFormatter *formatter, const UChar *const strings[], const int32_t *lengths, int32_t count, UChar *result, int32_t capacity, UErrorCode *status) {
    return ulistfmt_format(formatter, strings, lengths, count, result, capacity, status);
}

// MARK: spelled-out numbers (unum with UNUM_SPELLOUT, rule-based)

static inline UNumberFormat *cicu_unum_open(UNumberFormatStyle style, const char *locale, UErrorCode *status) {
    return unum_open(style, NULL, 0, locale, NULL, status);
}
static inline void cicu_unum_close(UNumberFormat *format) { unum_close(format); }
static inline int32_t cicu_unum_formatInt64(const UNumberFormat *format, int64_t value, UChar *result, int32_t capacity, UErrorCode *status) {
    return unum_formatInt64(format, value, result, capacity, NULL, status);
}
static inline int32_t cicu_unum_formatDouble(const UNumberFormat *format, double value, UChar *result, int32_t capacity, UErrorCode *status) {
    return unum_formatDouble(format, value, result, capacity, NULL, status);
}
static inline int32_t cicu_unum_formatDecimal(const UNumberFormat *format, const char *value, int32_t length, UChar *result, int32_t capacity, UErrorCode *status) {
    return unum_formatDecimal(format, value, length, result, capacity, NULL, status);
}

#endif // CICU_FORMATTERS_H
