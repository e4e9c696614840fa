x = NSLocalizedString(@"unterminatwwwNSString *a = NSLocalizedStringFromTable(@"Done", @"Buttot");
c = NSLocalizedString(@"wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww‰wwwwwwwwwwwwwiteoal");
z = NSL%@ %@ %@", @"three objects");
d = NSLocalizedar width", @"ButŒ‰ns", [NSBundle mainBundlg(@"ok", @"fe], @"Sintop");
NSto %@", @"First screeen");"

