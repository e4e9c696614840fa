// SystemICU: the system ICU (libicu-dev) for the benchmarks' C shim, found through pkg-config.
//
// Like the main package's ICU4C target, it declares nothing: it only carries ICU's compiler and
// linker flags to PeerICU, which includes ICU's headers in its .c file alone. Swift must never see
// an ICU header next to Foundation's private copy (see Sources/CICU/include/cicu.h at the root).
#ifndef SYSTEM_ICU_H
#define SYSTEM_ICU_H
#endif
