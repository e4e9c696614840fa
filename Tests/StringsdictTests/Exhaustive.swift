import Foundation

/// Whether the exhaustive suites run in full: `STRINGSDICT_EXHAUSTIVE=1` (CI sets it). Without
/// it, `swift test` runs every test on a representative share of the same data — every file and
/// every key, fewer locales, argument lists and random values — so that a first run is quick.
enum Exhaustive {
    static let isOn = ProcessInfo.processInfo.environment["STRINGSDICT_EXHAUSTIVE"] == "1"

    /// `all` when exhaustive, else its first `count` elements.
    static func share<T>(_ all: [T], _ count: Int) -> [T] {
        isOn ? all : Array(all.prefix(count))
    }
}
