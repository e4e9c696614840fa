x = NSLocalizedString(@"unterminated, @"oops");
y = NSLocalizedString(key, @"not a literal");
z = NSLocalizedString(@"ok", @"fine"
