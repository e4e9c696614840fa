a = NSLocalizedString(@"%d of %lu files", @"progress");
b = NSLocalizedString(@"%.1f%% done", @"percent");
c = NSLocalizedString(@"%@ %@ %@", @"three objects");
d = NSLocalizedString(@"%*d width", @"star width");
