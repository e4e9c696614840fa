#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A short, human reason for a file-system error from Foundation or the system, for messages
/// such as `cannot list PATH: No such file or directory`.
///
/// Foundation's `CocoaError` prints as a dump of its `userInfo`; this gives the underlying POSIX
/// error's text (`strerror`) when there is one, else a sentence for the common Cocoa codes.
package enum SystemErrorReason {
    /// The reason `error` happened, in a few words.
    package static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return text(ofErrno: posix.code.rawValue) }
        if let cocoa = error as? CocoaError {
            if let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
                return text(ofErrno: underlying.code.rawValue)
            }
            switch cocoa.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return text(ofErrno: ENOENT)
            case .fileReadNoPermission, .fileWriteNoPermission: return text(ofErrno: EACCES)
            case .fileReadCorruptFile: return "the file is damaged or not in the expected format"
            case .fileReadInapplicableStringEncoding: return "the file's text encoding cannot be read"
            default: return "file system error \(cocoa.code.rawValue)"
            }
        }
        return "unexpected error (\(type(of: error)))"
    }

    /// The system's text for an `errno` value (`No such file or directory`).
    package static func text(ofErrno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
