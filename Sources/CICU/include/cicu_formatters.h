// CICU formatters: ICU's date, pattern-generator, relative-time, list, spell-out, currency and
// time-zone entry points, declared in plain C types as in cicu.h (no ICU header here: see cicu.h
// for why). cicu_formatters.c implements each by calling ICU. Only Sources/Stringsdict/ICU/ calls
// them.
//
// Enumerated arguments are ICU's own enum values passed as int32_t; cicu_formatters.c checks at
// compile time that the values the Swift side uses are the ones this ICU defines.
#ifndef CICU_FORMATTERS_H
#define CICU_FORMATTERS_H

#include <stdint.h>
#include "cicu.h"  // cicu_status, cicu_uchar

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cicu_date_format cicu_date_format;                 // UDateFormat
typedef struct cicu_pattern_generator cicu_pattern_generator;     // UDateTimePatternGenerator
typedef struct cicu_relative_formatter cicu_relative_formatter;   // URelativeDateTimeFormatter
typedef struct cicu_list_formatter cicu_list_formatter;           // UListFormatter
typedef struct cicu_rule_number_format cicu_rule_number_format;   // UNumberFormat (rule-based)

// MARK: time zones and currencies

/// ucal_getCanonicalTimeZoneID; `isSystemID` receives ICU's UBool.
int32_t cicu_ucal_getCanonicalTimeZoneID(const cicu_uchar *id, int32_t length, cicu_uchar *result, int32_t capacity, int8_t *isSystemID, cicu_status *status);
/// ucurr_forLocale
int32_t cicu_ucurr_forLocale(const char *locale, cicu_uchar *buffer, int32_t capacity, cicu_status *status);

// MARK: dates (udat) and pattern generators (udatpg)

/// udat_open; the styles are UDateFormatStyle values (UDAT_FULL 0 … UDAT_SHORT 3, UDAT_NONE -1,
/// UDAT_PATTERN -2, which takes `pattern`).
cicu_date_format *cicu_udat_open(int32_t timeStyle, int32_t dateStyle, const char *locale, const cicu_uchar *tzID, int32_t tzIDLength, const cicu_uchar *pattern, int32_t patternLength, cicu_status *status);
/// udat_close
void cicu_udat_close(cicu_date_format *format);
/// udat_format (no field position); `date` in milliseconds since 1970-01-01T00:00Z.
int32_t cicu_udat_format(const cicu_date_format *format, double date, cicu_uchar *result, int32_t capacity, cicu_status *status);
/// udat_toPattern (localized when `localized` is non-zero)
int32_t cicu_udat_toPattern(const cicu_date_format *format, int8_t localized, cicu_uchar *result, int32_t capacity, cicu_status *status);

/// udatpg_open
cicu_pattern_generator *cicu_udatpg_open(const char *locale, cicu_status *status);
/// udatpg_close
void cicu_udatpg_close(cicu_pattern_generator *generator);
/// udatpg_getBestPattern (not thread-safe: it updates caches inside the generator)
int32_t cicu_udatpg_getBestPattern(cicu_pattern_generator *generator, const cicu_uchar *skeleton, int32_t length, cicu_uchar *result, int32_t capacity, cicu_status *status);

// MARK: relative times (ureldatefmt)

/// ureldatefmt_open with ICU's own number format and no capitalization; `width` is a
/// UDateRelativeDateTimeFormatterStyle value (UDAT_STYLE_LONG 0, SHORT 1, NARROW 2).
cicu_relative_formatter *cicu_ureldatefmt_open(const char *locale, int32_t width, cicu_status *status);
/// ureldatefmt_close
void cicu_ureldatefmt_close(cicu_relative_formatter *formatter);
/// ureldatefmt_formatNumeric; `unit` is a URelativeDateTimeUnit value (UDAT_REL_UNIT_YEAR 0 …
/// UDAT_REL_UNIT_SECOND 7).
int32_t cicu_ureldatefmt_formatNumeric(const cicu_relative_formatter *formatter, double offset, int32_t unit, cicu_uchar *result, int32_t capacity, cicu_status *status);
/// ureldatefmt_format; `unit` as for cicu_ureldatefmt_formatNumeric.
int32_t cicu_ureldatefmt_format(const cicu_relative_formatter *formatter, double offset, int32_t unit, cicu_uchar *result, int32_t capacity, cicu_status *status);

// MARK: lists (ulistfmt)

/// ulistfmt_openForType; `type` is a UListFormatterType value (AND 0, OR 1, UNITS 2), `width` a
/// UListFormatterWidth value (WIDE 0, SHORT 1, NARROW 2).
cicu_list_formatter *cicu_ulistfmt_openForType(const char *locale, int32_t type, int32_t width, cicu_status *status);
/// ulistfmt_close
void cicu_ulistfmt_close(cicu_list_formatter *formatter);
/// ulistfmt_format
int32_t cicu_ulistfmt_format(const cicu_list_formatter *formatter, const cicu_uchar *const strings[], const int32_t *lengths, int32_t count, cicu_uchar *result, int32_t capacity, cicu_status *status);

// MARK: spelled-out numbers (unum, rule-based)

/// unum_open with no pattern and no parse error; `style` is a UNumberFormatStyle value
/// (UNUM_SPELLOUT 5).
cicu_rule_number_format *cicu_unum_open(int32_t style, const char *locale, cicu_status *status);
/// unum_close
void cicu_unum_close(cicu_rule_number_format *format);
/// unum_formatInt64 (no field position)
int32_t cicu_unum_formatInt64(const cicu_rule_number_format *format, int64_t value, cicu_uchar *result, int32_t capacity, cicu_status *status);
/// unum_formatDouble (no field position)
int32_t cicu_unum_formatDouble(const cicu_rule_number_format *format, double value, cicu_uchar *result, int32_t capacity, cicu_status *status);
/// unum_formatDecimal (no field position)
int32_t cicu_unum_formatDecimal(const cicu_rule_number_format *format, const char *value, int32_t length, cicu_uchar *result, int32_t capacity, cicu_status *status);

#ifdef __cplusplus
}
#endif

#endif // CICU_FORMATTERS_H
