import Stringsdict

/// The order of the units in a `<file>` of Xcode's exports: ids compared as `NSString`'s
/// numeric search compares them, UTF-16 unit by unit, with each run of digits compared as a
/// number (`4tU-j1-N4m.title` before `13c-ID-Fgy.title`, `5bs…` before `59l…`) and letters by
/// code (`7QN…` before `7dk…`, upper case first).
///
/// Checked against 360 `<file>`s of Xcode 13.3 to 16.4 exports of one project (every one in this
/// order, its `.strings` tables, interface files and catalogs) and a `.stringsdict` export
/// (`…:dict/NSStringLocalizedFormatKey:dict/:string` before `…:dict/few:dict/…`). As
/// `NSString`'s non-literal comparison, characters compare decomposed (NFD): Xcode 26.5's export
/// of FitTrackPro has `Größe` before `Gruppenname` and `Männlich` before `Monat`.
enum XcodeUnitOrder {
    /// Whether id `a` comes before id `b`. Equal numbers written with different leading zeros,
    /// and nothing else, fall back to plain UTF-16 order, so the order is total.
    ///
    /// With `ignoringCase`, ASCII letters compare as lower case first (the order of the `<file>`s
    /// of an export, by `original`: `KeepingYouAwake/…` before `KYALauncher/…` in all 40 exports
    /// of KeepingYouAwake and PrincessGuide looked at), then as written.
    static func precedes(_ a: String, _ b: String, ignoringCase: Bool = false) -> Bool {
        let x = CanonicalDecomposition.utf16(a), y = CanonicalDecomposition.utf16(b)
        if ignoringCase {
            let foldedX = folded(x), foldedY = folded(y)
            if foldedX != foldedY { return precedes(units: foldedX, foldedY) }
        }
        if x != y { return precedes(units: x, y) }
        // Canonically equal (a composed and a decomposed spelling): by their own units.
        return precedes(units: Array(a.utf16), Array(b.utf16))
    }

    private static func folded(_ units: [UInt16]) -> [UInt16] {
        units.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    private static func precedes(units x: [UInt16], _ y: [UInt16]) -> Bool {
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                // Digit runs, leading zeros aside: the longer number is the larger; else the first digit that differs.
                var startX = i, startY = j
                while startX < x.count, x[startX] == 0x30 { startX += 1 }
                while startY < y.count, y[startY] == 0x30 { startY += 1 }
                var endX = startX, endY = startY
                while endX < x.count, isDigit(x[endX]) { endX += 1 }
                while endY < y.count, isDigit(y[endY]) { endY += 1 }
                if endX - startX != endY - startY { return endX - startX < endY - startY }
                var k = 0
                while k < endX - startX {
                    if x[startX + k] != y[startY + k] { return x[startX + k] < y[startY + k] }
                    k += 1
                }
                i = endX
                j = endY
                continue
            }
            if x[i] != y[j] { return x[i] < y[j] }
            i += 1
            j += 1
        }
        if x.count - i != y.count - j { return x.count - i < y.count - j }
        return x.lexicographicallyPrecedes(y)
    }

    private static func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }
}
