// The ICU calls behind cicu_formatters.h: each function casts the plain types to ICU's and calls
// the (version-renamed) ICU function. See cicu.h for why this layer exists.
#include "cicu.h"

#include <unicode/utypes.h>
#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/udisplaycontext.h>
#include <unicode/ulistformatter.h>
#include <unicode/unum.h>
#include <unicode/ureldatefmt.h>

#define STATUS(s) ((UErrorCode *)(s))

// The enum values the Swift side passes as plain integers (see cicu_formatters.h).
_Static_assert(UDAT_FULL == 0 && UDAT_LONG == 1 && UDAT_MEDIUM == 2 && UDAT_SHORT == 3, "UDateFormatStyle");
_Static_assert(UDAT_NONE == -1 && UDAT_PATTERN == -2, "UDateFormatStyle");
_Static_assert(UDAT_STYLE_LONG == 0 && UDAT_STYLE_SHORT == 1 && UDAT_STYLE_NARROW == 2, "UDateRelativeDateTimeFormatterStyle");
_Static_assert(UDAT_REL_UNIT_YEAR == 0 && UDAT_REL_UNIT_QUARTER == 1 && UDAT_REL_UNIT_MONTH == 2 && UDAT_REL_UNIT_WEEK == 3, "URelativeDateTimeUnit");
_Static_assert(UDAT_REL_UNIT_DAY == 4 && UDAT_REL_UNIT_HOUR == 5 && UDAT_REL_UNIT_MINUTE == 6 && UDAT_REL_UNIT_SECOND == 7, "URelativeDateTimeUnit");
_Static_assert(ULISTFMT_TYPE_AND == 0 && ULISTFMT_TYPE_OR == 1 && ULISTFMT_TYPE_UNITS == 2, "UListFormatterType");
_Static_assert(ULISTFMT_WIDTH_WIDE == 0 && ULISTFMT_WIDTH_SHORT == 1 && ULISTFMT_WIDTH_NARROW == 2, "UListFormatterWidth");
_Static_assert(UNUM_SPELLOUT == 5, "UNumberFormatStyle");

// MARK: time zones and currencies

int32_t cicu_ucal_getCanonicalTimeZoneID(const cicu_uchar *id, int32_t length, cicu_uchar *result, int32_t capacity, int8_t *isSystemID, cicu_status *status) {
    UBool system = 0;
    int32_t needed = ucal_getCanonicalTimeZoneID((const UChar *)id, length, (UChar *)result, capacity, &system, STATUS(status));
    if (isSystemID) *isSystemID = system ? 1 : 0;
    return needed;
}
int32_t cicu_ucurr_forLocale(const char *locale, cicu_uchar *buffer, int32_t capacity, cicu_status *status) {
    return ucurr_forLocale(locale, (UChar *)buffer, capacity, STATUS(status));
}

// MARK: dates and pattern generators

cicu_date_format *cicu_udat_open(int32_t timeStyle, int32_t dateStyle, const char *locale, const cicu_uchar *tzID, int32_t tzIDLength, const cicu_uchar *pattern, int32_t patternLength, cicu_status *status) {
    return (cicu_date_format *)udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, locale,
                                         (const UChar *)tzID, tzIDLength, (const UChar *)pattern, patternLength, STATUS(status));
}
void cicu_udat_close(cicu_date_format *format) { udat_close((UDateFormat *)format); }
int32_t cicu_udat_format(const cicu_date_format *format, double date, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return udat_format((const UDateFormat *)format, (UDate)date, (UChar *)result, capacity, NULL, STATUS(status));
}
int32_t cicu_udat_toPattern(const cicu_date_format *format, int8_t localized, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return udat_toPattern((const UDateFormat *)format, localized ? 1 : 0, (UChar *)result, capacity, STATUS(status));
}

cicu_pattern_generator *cicu_udatpg_open(const char *locale, cicu_status *status) {
    return (cicu_pattern_generator *)udatpg_open(locale, STATUS(status));
}
void cicu_udatpg_close(cicu_pattern_generator *generator) { udatpg_close((UDateTimePatternGenerator *)generator); }
int32_t cicu_udatpg_getBestPattern(cicu_pattern_generator *generator, const cicu_uchar *skeleton, int32_t length, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return udatpg_getBestPattern((UDateTimePatternGenerator *)generator, (const UChar *)skeleton, length, (UChar *)result, capacity, STATUS(status));
}

// MARK: relative times

cicu_relative_formatter *cicu_ureldatefmt_open(const char *locale, int32_t width, cicu_status *status) {
    return (cicu_relative_formatter *)ureldatefmt_open(locale, NULL, (UDateRelativeDateTimeFormatterStyle)width,
                                                       UDISPCTX_CAPITALIZATION_NONE, STATUS(status));
}
void cicu_ureldatefmt_close(cicu_relative_formatter *formatter) { ureldatefmt_close((URelativeDateTimeFormatter *)formatter); }
int32_t cicu_ureldatefmt_formatNumeric(const cicu_relative_formatter *formatter, double offset, int32_t unit, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return ureldatefmt_formatNumeric((const URelativeDateTimeFormatter *)formatter, offset, (URelativeDateTimeUnit)unit,
                                     (UChar *)result, capacity, STATUS(status));
}
int32_t cicu_ureldatefmt_format(const cicu_relative_formatter *formatter, double offset, int32_t unit, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return ureldatefmt_format((const URelativeDateTimeFormatter *)formatter, offset, (URelativeDateTimeUnit)unit,
                              (UChar *)result, capacity, STATUS(status));
}

// MARK: lists

cicu_list_formatter *cicu_ulistfmt_openForType(const char *locale, int32_t type, int32_t width, cicu_status *status) {
    return (cicu_list_formatter *)ulistfmt_openForType(locale, (UListFormatterType)type, (UListFormatterWidth)width, STATUS(status));
}
void cicu_ulistfmt_close(cicu_list_formatter *formatter) { ulistfmt_close((UListFormatter *)formatter); }
int32_t cicu_ulistfmt_format(const cicu_list_formatter *formatter, const cicu_uchar *const strings[], const int32_t *lengths, int32_t count, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return ulistfmt_format((const UListFormatter *)formatter, (const UChar *const *)strings, lengths, count,
                           (UChar *)result, capacity, STATUS(status));
}

// MARK: spelled-out numbers

cicu_rule_number_format *cicu_unum_open(int32_t style, const char *locale, cicu_status *status) {
    return (cicu_rule_number_format *)unum_open((UNumberFormatStyle)style, NULL, 0, locale, NULL, STATUS(status));
}
void cicu_unum_close(cicu_rule_number_format *format) { unum_close((UNumberFormat *)format); }
int32_t cicu_unum_formatInt64(const cicu_rule_number_format *format, int64_t value, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return unum_formatInt64((const UNumberFormat *)format, value, (UChar *)result, capacity, NULL, STATUS(status));
}
int32_t cicu_unum_formatDouble(const cicu_rule_number_format *format, double value, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return unum_formatDouble((const UNumberFormat *)format, value, (UChar *)result, capacity, NULL, STATUS(status));
}
int32_t cicu_unum_formatDecimal(const cicu_rule_number_format *format, const char *value, int32_t length, cicu_uchar *result, int32_t capacity, cicu_status *status) {
    return unum_formatDecimal((const UNumberFormat *)format, value, length, (UChar *)result, capacity, NULL, STATUS(status));
}
