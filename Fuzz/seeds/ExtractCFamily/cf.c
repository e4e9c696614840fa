#include <CoreFoundation/CoreFoundation.h>
CFStringRef s = CFCopyLocalizedString(CFSTR("Open"), "Menu item \"Open\"");
CFStringRef t = CFCopyLocalizedStringFromTable(CFSTR("Quit %d"), CFSTR("Menu"), "Quit with count");
