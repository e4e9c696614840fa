x = NSLocalizedString(@"Line\nbreak\ttab \"quoted\" \\ back \u00e9 \U0001F600", @"escapes");
y = NSLocalizedString(@"Concat" @"enated", @"two literals");
z = NSLocalizedString(@"%1$@ and %2$@", @"positional");
