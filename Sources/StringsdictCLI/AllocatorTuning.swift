#if canImport(Glibc)
import Glibc
#endif

/// How a batch command asks the C allocator to keep its big transient arrays.
///
/// glibc serves a request above its mmap threshold with a fresh mapping and unmaps it on free.
/// The threshold starts at 128 KiB and rises only as such blocks are freed, so an array that
/// doubles as it grows (a table's records, a sort's buffer, the bytes being written) gets a new
/// mapping at each step, and every page of each mapping faults in zeroed once more. On
/// `genstrings`' dense 15 MB benchmark file that was 28,600 page faults (15% of its time);
/// with the threshold fixed at 32 MiB (glibc's largest), blocks below it come from the heap
/// and are reused: 20,600 faults. The price is memory freed in the middle of the heap staying
/// resident: peak 104 → 105 MB on that file, 52 → 56 MB on the screens file.
///
/// Only `genstrings` calls it: not the library, and not the commands whose peak memory is a
/// goal of its own (`extract`, loading big tables). On other C libraries it does nothing.
enum AllocatorTuning {
    /// Fixes glibc's mmap threshold at 32 MiB for the rest of the process.
    static func keepLargeBlocksInHeap() {
        #if canImport(Glibc)
        // Glibc's Swift module does not include <malloc.h>: mallopt is looked up by name, and
        // M_MMAP_THRESHOLD is that header's -3.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
        let mmapThreshold: Int32 = -3
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 32 << 20)
        #endif
    }
}
