import Testing
import Stringsdict

@Suite("TimeZoneIdentifier")
struct TimeZoneIdentifierTests {
    @Test(arguments: ["UTC", "America/Denver", "Europe/Berlin", "GMT+02:00", "Etc/GMT+7"])
    func known(zone: String) throws {
        #expect(try TimeZoneIdentifier(zone).identifier == zone)
    }

    @Test(arguments: ["", "Mars/Olympus_Mons", "CET-1CEST", "not a zone"])
    func unknown(zone: String) {
        #expect(throws: FormattingError.unknownTimeZone(zone)) { try TimeZoneIdentifier(zone) }
    }
}
