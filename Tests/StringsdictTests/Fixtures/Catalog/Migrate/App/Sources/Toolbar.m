#import <Foundation/Foundation.h>

NSString *toolbarTitle(void) {
    return NSLocalizedString(@"item 10", @"Shown in the toolbar");
}
