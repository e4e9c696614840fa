#include <CoreFoundation/CoreFoundation.h>

/* The Core Foundation form of the guide's Custom.strings example. */
CFStringRef YesString(void) {
    return CFCopyLocalizedStringFromTable(CFSTR("Yes"), CFSTR("Custom"), "A comment");
}

CFStringRef EscapedString(void) {
    return CFCopyLocalizedString(CFSTR("Tab\tand caf\u00e9"), "Escapes read as the compiler reads them");
}
