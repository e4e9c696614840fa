NSString *a = NSLocalizedStringFromTable(@"Done", @"Buttons", @"Finish editing");
NSString *b = NSLocalizedStringFromTableInBundle(@"Cancel", @"Buttons", [NSBundle mainBundle], @"Stop");
NSString *c = NSLocalizedStringWithDefaultValue(@"welcome.key", @"Onboarding", bundle, @"Welcome to %@", @"First screen");
