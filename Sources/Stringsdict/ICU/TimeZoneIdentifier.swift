internal import CICU
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A time zone ICU knows, by its IANA name (`UTC`, `Europe/Berlin`) or a custom offset
/// (`GMT+02:00`).
///
/// The zone a date formatter uses when none is given is ``default``: the process environment's
/// `TZ` when it names a zone ICU knows, otherwise UTC. An explicit zone always wins over `TZ`;
/// the system's `/etc/localtime` is never read, so a server's output does not depend on how the
/// machine happens to be configured.
public struct TimeZoneIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The identifier as given (`America/Denver`, `UTC`).
    public let identifier: String

    /// Coordinated Universal Time.
    public static let utc = TimeZoneIdentifier(trusted: "UTC")

    private init(trusted identifier: String) {
        self.identifier = identifier
    }

    /// A zone by name, checked against ICU's time zone data (`ucal_getCanonicalTimeZoneID`).
    ///
    /// - Throws: ``FormattingError/unknownTimeZone(_:)`` when ICU does not know the name.
    public init(_ identifier: String) throws(FormattingError) {
        let trimmed = identifier.trimmingASCIIWhitespace()
        guard !trimmed.isEmpty, Self.isKnown(trimmed) else { throw .unknownTimeZone(identifier) }
        self.identifier = trimmed
    }

    /// The zone named by the environment's `TZ` (a leading `:`, as POSIX allows, is dropped), or
    /// nil when `TZ` is unset, empty, or not a zone ICU knows (a POSIX rule such as `CET-1CEST`).
    public static func fromEnvironment() -> TimeZoneIdentifier? {
        guard let raw = getenv("TZ") else { return nil }
        var value = String(cString: raw)
        if value.hasPrefix(":") { value.removeFirst() }
        return try? TimeZoneIdentifier(value)
    }

    /// The zone formatters use when none is given: ``fromEnvironment()`` when `TZ` names a zone,
    /// otherwise ``utc``. Read each time, so a change to `TZ` is seen by formatters made later.
    public static var `default`: TimeZoneIdentifier { fromEnvironment() ?? .utc }

    public var description: String { identifier }

    /// True when ICU resolves `identifier` to a time zone (a system zone or a custom `GMT±hh:mm`).
    private static func isKnown(_ identifier: String) -> Bool {
        let units = identifier.utf16Array
        var isSystemID: Int8 = 0
        let canonical = try? ICUBuffer.string("ucal_getCanonicalTimeZoneID") { buffer, capacity, status in
            cicu_ucal_getCanonicalTimeZoneID(units, Int32(units.count), buffer, capacity, &isSystemID, &status)
        }
        // ICU answers "Etc/Unknown" rather than failing for some malformed names.
        guard let canonical, !canonical.isEmpty, canonical != "Etc/Unknown" else { return false }
        return true
    }
}
