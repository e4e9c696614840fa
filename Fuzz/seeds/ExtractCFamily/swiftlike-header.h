#define APP_TITLE NSLocalizedString(@"App Title", @"The app's name")
static NSString *const kKey = @"not.localized";
extern NSString *Localized(NSString *key);
