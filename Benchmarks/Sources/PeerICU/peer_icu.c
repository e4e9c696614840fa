// The ICU calls behind peer_icu.h. See the header for what each peer stands for.
#include "peer_icu.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/utypes.h>
#include <unicode/umsg.h>
#include <unicode/upluralrules.h>
#include <unicode/unumberformatter.h>
#include <unicode/unum.h>
#include <unicode/ustring.h>

#define STATUS(s) ((UErrorCode *)(s))

_Static_assert(sizeof(UErrorCode) == sizeof(peer_status), "UErrorCode is 32 bits");
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar is 16 bits");

// MARK: MessageFormat

peer_message *peer_message_open(const uint16_t *pattern, int32_t length, const char *locale, peer_status *status) {
    UParseError parseError;
    return (peer_message *)umsg_open((const UChar *)pattern, length, locale, &parseError, STATUS(status));
}

void peer_message_close(peer_message *message) { umsg_close((UMessageFormat *)message); }

int32_t peer_message_format1(const peer_message *message, double first, uint16_t *out, int32_t capacity, peer_status *status) {
    return umsg_format((const UMessageFormat *)message, (UChar *)out, capacity, STATUS(status), first);
}

int32_t peer_message_format2(const peer_message *message, double first, double second, uint16_t *out, int32_t capacity, peer_status *status) {
    return umsg_format((const UMessageFormat *)message, (UChar *)out, capacity, STATUS(status), first, second);
}

// MARK: locale

struct peer_locale {
    UPluralRules *rules;
    UNumberFormatter *integers;
    UNumberFormatter *doubles;
    UNumberFormatter *decimals;
    UFormattedNumber *result;
};

static UNumberFormatter *open_skeleton(const char *skeleton, const char *locale, UErrorCode *status) {
    UChar units[64];
    int32_t length = (int32_t)strlen(skeleton);
    if (length > 63) length = 63;
    for (int32_t i = 0; i < length; i++) units[i] = (UChar)skeleton[i];
    return unumf_openForSkeletonAndLocale(units, length, locale, status);
}

peer_locale *peer_locale_open(const char *locale, peer_status *status) {
    peer_locale *opened = calloc(1, sizeof(peer_locale));
    if (!opened) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    opened->rules = uplrules_open(locale, STATUS(status));
    opened->integers = open_skeleton("precision-integer group-auto", locale, STATUS(status));
    opened->doubles = open_skeleton("group-auto", locale, STATUS(status));
    opened->decimals = open_skeleton("precision-unlimited group-off", "root", STATUS(status));
    opened->result = unumf_openResult(STATUS(status));
    if (U_FAILURE(*STATUS(status))) {
        peer_locale_close(opened);
        return NULL;
    }
    return opened;
}

void peer_locale_close(peer_locale *locale) {
    if (!locale) return;
    if (locale->rules) uplrules_close(locale->rules);
    if (locale->integers) unumf_close(locale->integers);
    if (locale->doubles) unumf_close(locale->doubles);
    if (locale->decimals) unumf_close(locale->decimals);
    if (locale->result) unumf_closeResult(locale->result);
    free(locale);
}

/// The index (0 zero … 5 other) of a keyword ICU returned.
static int32_t category_index(const UChar *keyword, int32_t length) {
    static const char *names[] = {"zero", "one", "two", "few", "many", "other"};
    for (int32_t index = 0; index < 6; index++) {
        const char *name = names[index];
        int32_t i = 0;
        while (i < length && name[i] != 0 && keyword[i] == (UChar)name[i]) i++;
        if (i == length && name[i] == 0) return index;
    }
    return 5;
}

int32_t peer_locale_select(const peer_locale *locale, double number, peer_status *status) {
    UChar keyword[8];
    int32_t length = uplrules_select(locale->rules, number, keyword, 8, STATUS(status));
    if (U_FAILURE(*STATUS(status)) || length > 8) return 5;
    return category_index(keyword, length);
}

int32_t peer_locale_select_decimal(peer_locale *locale, const char *decimal, int32_t length, peer_status *status) {
    unumf_formatDecimal(locale->decimals, decimal, length, locale->result, STATUS(status));
    UChar keyword[8];
    int32_t keywordLength = uplrules_selectFormatted(locale->rules, locale->result, keyword, 8, STATUS(status));
    if (U_FAILURE(*STATUS(status)) || keywordLength > 8) return 5;
    return category_index(keyword, keywordLength);
}

int32_t peer_locale_format_int(peer_locale *locale, int64_t value, uint16_t *out, int32_t capacity, peer_status *status) {
    unumf_formatInt(locale->integers, value, locale->result, STATUS(status));
    return unumf_resultToString(locale->result, (UChar *)out, capacity, STATUS(status));
}

int32_t peer_locale_format_double(peer_locale *locale, double value, uint16_t *out, int32_t capacity, peer_status *status) {
    unumf_formatDouble(locale->doubles, value, locale->result, STATUS(status));
    return unumf_resultToString(locale->result, (UChar *)out, capacity, STATUS(status));
}

// MARK: the raw baseline

typedef struct {
    int32_t present;
    UChar *before;
    int32_t before_length;
    int32_t shows_number;
    UChar *middle;
    int32_t middle_length;
    const peer_plural *child;
    UChar *after;
    int32_t after_length;
} peer_variant;

struct peer_plural {
    int32_t argument;
    peer_variant variants[6];
};

peer_plural *peer_plural_create(int32_t argument) {
    peer_plural *plural = calloc(1, sizeof(peer_plural));
    if (plural) plural->argument = argument;
    return plural;
}

void peer_plural_free(peer_plural *plural) {
    if (!plural) return;
    for (int32_t index = 0; index < 6; index++) {
        free(plural->variants[index].before);
        free(plural->variants[index].middle);
        free(plural->variants[index].after);
    }
    free(plural);
}

static UChar *copy_units(const uint16_t *units, int32_t length) {
    UChar *copy = malloc(sizeof(UChar) * (size_t)(length > 0 ? length : 1));
    if (copy && length > 0) memcpy(copy, units, sizeof(UChar) * (size_t)length);
    return copy;
}

void peer_plural_set_variant(
    peer_plural *plural, int32_t category,
    const uint16_t *before, int32_t before_length, int32_t shows_number,
    const uint16_t *middle, int32_t middle_length, const peer_plural *child,
    const uint16_t *after, int32_t after_length) {
    if (!plural || category < 0 || category > 5) return;
    peer_variant *variant = &plural->variants[category];
    free(variant->before);
    free(variant->middle);
    free(variant->after);
    variant->present = 1;
    variant->before = copy_units(before, before_length);
    variant->before_length = before_length;
    variant->shows_number = shows_number;
    variant->middle = copy_units(middle, middle_length);
    variant->middle_length = middle_length;
    variant->child = child;
    variant->after = copy_units(after, after_length);
    variant->after_length = after_length;
}

static int32_t append_units(UChar *out, int32_t at, int32_t capacity, const UChar *units, int32_t length) {
    if (at + length > capacity) return -1;
    memcpy(out + at, units, sizeof(UChar) * (size_t)length);
    return at + length;
}

static int32_t render(peer_locale *locale, const peer_plural *plural, const int64_t *arguments, int32_t argument_count,
                      UChar *out, int32_t at, int32_t capacity, UErrorCode *status) {
    if (plural->argument >= argument_count) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    int64_t number = arguments[plural->argument];
    const peer_variant *variant = &plural->variants[5];
    if (number == 0 && plural->variants[0].present) {
        variant = &plural->variants[0];
    } else {
        int32_t category = peer_locale_select(locale, (double)number, (peer_status *)status);
        if (plural->variants[category].present) variant = &plural->variants[category];
    }
    at = append_units(out, at, capacity, variant->before, variant->before_length);
    if (at < 0) goto overflow;
    if (variant->shows_number) {
        unumf_formatInt(locale->integers, number, locale->result, status);
        int32_t length = unumf_resultToString(locale->result, out + at, capacity - at, status);
        if (U_FAILURE(*status)) return -1;
        at += length;
    }
    at = append_units(out, at, capacity, variant->middle, variant->middle_length);
    if (at < 0) goto overflow;
    if (variant->child) {
        at = render(locale, variant->child, arguments, argument_count, out, at, capacity, status);
        if (at < 0) return -1;
    }
    at = append_units(out, at, capacity, variant->after, variant->after_length);
    if (at < 0) goto overflow;
    return at;
overflow:
    *status = U_BUFFER_OVERFLOW_ERROR;
    return -1;
}

int32_t peer_plural_render(
    peer_locale *locale, const peer_plural *plural, const int64_t *arguments, int32_t argument_count,
    uint16_t *out, int32_t capacity, peer_status *status) {
    int32_t length = render(locale, plural, arguments, argument_count, (UChar *)out, 0, capacity, STATUS(status));
    return length < 0 ? 0 : length;
}

// MARK: the lean baseline

struct peer_lean {
    UPluralRules *rules;
    UNumberFormat *format;
};

peer_lean *peer_lean_open(const char *locale, peer_status *status) {
    peer_lean *opened = calloc(1, sizeof(peer_lean));
    if (!opened) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    opened->rules = uplrules_open(locale, STATUS(status));
    opened->format = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, STATUS(status));
    if (U_FAILURE(*STATUS(status))) {
        peer_lean_close(opened);
        return NULL;
    }
    return opened;
}

void peer_lean_close(peer_lean *lean) {
    if (!lean) return;
    if (lean->rules) uplrules_close(lean->rules);
    if (lean->format) unum_close(lean->format);
    free(lean);
}

static int32_t lean_render(const peer_lean *lean, const peer_plural *plural, const int64_t *arguments, int32_t argument_count,
                           UChar *out, int32_t at, int32_t capacity, UErrorCode *status) {
    if (plural->argument >= argument_count) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    int64_t number = arguments[plural->argument];
    const peer_variant *variant = &plural->variants[5];
    if (number == 0 && plural->variants[0].present) {
        variant = &plural->variants[0];
    } else {
        UChar keyword[8];
        int32_t length = uplrules_select(lean->rules, (double)number, keyword, 8, status);
        int32_t category = U_FAILURE(*status) || length > 8 ? 5 : category_index(keyword, length);
        if (plural->variants[category].present) variant = &plural->variants[category];
    }
    at = append_units(out, at, capacity, variant->before, variant->before_length);
    if (at < 0) goto overflow;
    if (variant->shows_number) {
        int32_t length = unum_formatInt64(lean->format, number, out + at, capacity - at, NULL, status);
        if (U_FAILURE(*status)) return -1;
        at += length;
    }
    at = append_units(out, at, capacity, variant->middle, variant->middle_length);
    if (at < 0) goto overflow;
    if (variant->child) {
        at = lean_render(lean, variant->child, arguments, argument_count, out, at, capacity, status);
        if (at < 0) return -1;
    }
    at = append_units(out, at, capacity, variant->after, variant->after_length);
    if (at < 0) goto overflow;
    return at;
overflow:
    *status = U_BUFFER_OVERFLOW_ERROR;
    return -1;
}

int32_t peer_lean_render_utf8(
    const peer_lean *lean, const peer_plural *plural, const int64_t *arguments, int32_t argument_count,
    char *out, int32_t capacity, peer_status *status) {
    UChar units[256];
    int32_t length = lean_render(lean, plural, arguments, argument_count, units, 0, 256, STATUS(status));
    if (length < 0) return 0;
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, units, length, STATUS(status));
    return U_FAILURE(*STATUS(status)) ? 0 : written;
}
