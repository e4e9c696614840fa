#define L(key) NSLocalizedString(key, nil)
#if 0
  NSLocalizedString(@"never", @"disabled");
#else
  NSLocalizedString(@"always", @"enabled");
#endif
// NSLocalizedString(@"comment", @"in a comment")
/* NSLocalizedString(@"block", @"in a block") */
