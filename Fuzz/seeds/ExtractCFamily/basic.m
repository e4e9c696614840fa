#import <Foundation/Foundation.h>

- (void)viewDidLoad {
    self.title = NSLocalizedString(@"Settings", @"Title of the settings screen");
    label.text = NSLocalizedString(@"Hello, %@!", nil);
}
