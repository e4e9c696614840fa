// ICU4C: the system ICU (libicu-dev), found through pkg-config (icu-uc, icu-i18n).
//
// This module declares nothing on purpose. Its only job is to carry ICU's compiler and linker
// flags to the CICU shim, which includes ICU's headers in its .c file. Swift never sees an ICU
// declaration: Foundation on Linux carries a private copy of ICU (the `_FoundationICU` module)
// whose types have the same names and other definitions, and clang rejects a module graph that
// holds both. See Sources/CICU/include/cicu.h.
#ifndef ICU4C_H
#define ICU4C_H
#endif
