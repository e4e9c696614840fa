#import <Foundation/Foundation.h>

// The TextEdit menu items of the String Resources guide (Listing 3-2).
// NSLocalizedString(@"Commented out", @"never extracted")
/* NSLocalizedString(@"In a block comment", @"never extracted") */

#if 0
NSString *old = NSLocalizedString(@"Disabled by the preprocessor", @"never extracted");
#if 1
NSString *older = NSLocalizedString(@"Nested in #if 0", @"never extracted");
#endif
#endif

@implementation Document
- (void)buildMenu {
    NSString *plain = NSLocalizedString(@"Make Plain Text", @"Menu item to make the current document plain text");
    NSString *rich = NSLocalizedString(@"Make Rich Text", @"Menu item to make the current document rich text");
    NSString *yes = NSLocalizedStringFromTable(@"Yes", @"Custom", @"A comment");
    NSString *error = NSLocalizedString(@"%@ Error! %@ failed!", @"Message in alert dialog when something fails");
    NSString *quoted = NSLocalizedString(@"File \"%@\" cannot be opened", nil);
    NSString *joined = NSLocalizedString(@"Type \"OK\" " @"when done", @"Joined by the compiler");
    NSString *text = @"NSLocalizedString(@\"Inside a string\", nil)";
    NSString *dynamic = NSLocalizedString(keyFromServer, @"A key only known at run time");
    NSString *same = NSLocalizedString(@"Make Plain Text", @"Menu item in the Format menu");
    NSString *welcome = NSLocalizedStringWithDefaultValue(@"welcome.title", nil, [NSBundle mainBundle], @"Welcome, %@ and %@!", @"Greeting on the welcome screen");
}
@end
