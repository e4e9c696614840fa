auto s = NSLocalizedString(@"C++ key", @"in Objective-C++");
std::string raw = R"(NSLocalizedString(@"raw", @"not code"))";
