x = NSLocalizedString(@"Grüße, 世界 😀", @"Unicode key — with a dash");
y = NSLocalizedString(@"Ключ", @"Кириллица");
