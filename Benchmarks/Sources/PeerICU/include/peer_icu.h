// PeerICU: the ICU peers the benchmarks compare Stringsdict with, in plain C types.
//
// - `umsg_format` on a MessageFormat pattern (`{0,plural,one{# файл} …}`), what an ICU user calls.
// - A raw ICU baseline, the practical limit of "ICU plus concatenation": `uplrules_select` for the
//   category, `unumf_formatInt` for the number, and the variant's text copied around it, all in C
//   with every ICU object opened once.
// - A lean baseline: the same, but with the older, lighter `unum_formatInt64` writing straight into
//   the output buffer, and one conversion of the whole text to UTF-8 (what a Swift `String` holds).
// - The single ICU calls behind plural categories and number formatting.
//
// Only plain C types cross this header (int32_t, uint16_t for UChar, opaque structs): Foundation on
// Linux carries private ICU headers that clash with the system ICU's in any Swift module that sees
// both, and the benchmarks import Foundation. <unicode/*.h> is included by peer_icu.c alone.
// Nothing here is thread-safe: each benchmark owns its objects.
#ifndef PEER_ICU_H
#define PEER_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's UErrorCode (0 success, negative warnings, positive errors).
typedef int32_t peer_status;

// MARK: MessageFormat

/// A UMessageFormat opened on a pattern and a locale.
typedef struct peer_message peer_message;

/// umsg_open
peer_message *peer_message_open(const uint16_t *pattern, int32_t length, const char *locale, peer_status *status);
/// umsg_close
void peer_message_close(peer_message *message);
/// umsg_format with one numeric argument (plural and number arguments take a double).
int32_t peer_message_format1(const peer_message *message, double first, uint16_t *out, int32_t capacity, peer_status *status);
/// umsg_format with two numeric arguments.
int32_t peer_message_format2(const peer_message *message, double first, double second, uint16_t *out, int32_t capacity, peer_status *status);

// MARK: one locale's plural rules and integer formatter

/// A locale's cardinal rules (uplrules_open), number formatters (unumf skeletons
/// `precision-integer group-auto` for integers, `group-auto` for doubles, and a root
/// `precision-unlimited group-off` one for categories of decimals), and one reusable
/// UFormattedNumber.
typedef struct peer_locale peer_locale;

peer_locale *peer_locale_open(const char *locale, peer_status *status);
void peer_locale_close(peer_locale *locale);
/// The CLDR category of `number` (uplrules_select): 0 zero, 1 one, 2 two, 3 few, 4 many, 5 other.
int32_t peer_locale_select(const peer_locale *locale, double number, peer_status *status);
/// The category of a decimal as written (unumf_formatDecimal, then uplrules_selectFormatted), so
/// visible fraction digits count as in Stringsdict's `category(ofDecimal:)`.
int32_t peer_locale_select_decimal(peer_locale *locale, const char *decimal, int32_t length, peer_status *status);
/// The integer in the locale's notation (unumf_formatInt, unumf_resultToString); returns the length.
int32_t peer_locale_format_int(peer_locale *locale, int64_t value, uint16_t *out, int32_t capacity, peer_status *status);
/// The double in the locale's notation (unumf_formatDouble, skeleton `group-auto`).
int32_t peer_locale_format_double(peer_locale *locale, double value, uint16_t *out, int32_t capacity, peer_status *status);

// MARK: the raw baseline

/// One plural variable of a hand-built entry: which argument it reads and a variant per category.
typedef struct peer_plural peer_plural;

/// A variable reading argument `argument` (0-based); its variants are set next.
peer_plural *peer_plural_create(int32_t argument);
void peer_plural_free(peer_plural *plural);
/// Sets the variant for `category` (0 zero … 5 other): `before`, then the number (when
/// `shows_number`), then `middle`, then the nested variable `child` (when not NULL), then `after`.
/// The texts are copied. Variant 0 (zero) applies to the number 0, as in a `.stringsdict` file.
void peer_plural_set_variant(
    peer_plural *plural, int32_t category,
    const uint16_t *before, int32_t before_length, int32_t shows_number,
    const uint16_t *middle, int32_t middle_length, const peer_plural *child,
    const uint16_t *after, int32_t after_length);
/// Renders `plural` for `arguments` into `out` (UTF-16): per variable one uplrules_select, per
/// number one unumf_formatInt, and the variants' texts copied. Returns the length written.
int32_t peer_plural_render(
    peer_locale *locale, const peer_plural *plural, const int64_t *arguments, int32_t argument_count,
    uint16_t *out, int32_t capacity, peer_status *status);

// MARK: the lean baseline

/// The leanest ICU a C program would write: one `UPluralRules` (uplrules_open) and one
/// `UNumberFormat` (unum_open, UNUM_DECIMAL), opened once.
typedef struct peer_lean peer_lean;

peer_lean *peer_lean_open(const char *locale, peer_status *status);
void peer_lean_close(peer_lean *lean);
/// Renders `plural` for `arguments` as UTF-8 into `out`: per variable one uplrules_select, per
/// number one unum_formatInt64 straight into a stack UTF-16 buffer, the variants' texts copied,
/// then one u_strToUTF8. Returns the UTF-8 length written (0 on an error).
int32_t peer_lean_render_utf8(
    const peer_lean *lean, const peer_plural *plural, const int64_t *arguments, int32_t argument_count,
    char *out, int32_t capacity, peer_status *status);

#ifdef __cplusplus
}
#endif

#endif // PEER_ICU_H
