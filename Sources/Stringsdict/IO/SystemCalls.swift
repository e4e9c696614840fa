#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's `read` and `write`, named so that types with methods of those names
// (``FileBytes/read(_:maximumSize:)``, ``AtomicFile``) can call them: the one place that picks
// the C library per platform for them.

#if canImport(Glibc)
let systemRead = Glibc.read
let systemWrite = Glibc.write
#elseif canImport(Musl)
let systemRead = Musl.read
let systemWrite = Musl.write
#elseif canImport(Darwin)
let systemRead = Darwin.read
let systemWrite = Darwin.write
#endif
