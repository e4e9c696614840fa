#import <Foundation/Foundation.h>

// objc.io's custom routine (genstrings -s LocalizedActivityTrackerString).
static NSString *LocalizedActivityTrackerString(NSString *key, NSString *comment) {
    return [[NSBundle mainBundle] localizedStringForKey:key value:key table:@"ActivityTracker"];
}

@implementation ActivityViewController
- (void)update {
    self.startButton.title = LocalizedActivityTrackerString(@"home.button.start-run", @"Button that starts a run");
    NSString *format = NSLocalizedString(@"activity-profile.label.run %lu out of %lu completed", nil);
    self.label.text = [NSString localizedStringWithFormat:format, completedRuns, totalRuns];
}
@end
