internal import CICU

/// Canonical decomposition (NFD) through ICU: `ö` as `o` and U+0308, as Foundation's non-literal
/// string comparisons see text.
package enum CanonicalDecomposition {
    /// The UTF-16 units of `text` in NFD; its own units when ICU cannot decompose it (text that
    /// is all ASCII is returned as it is, without calling ICU).
    package static func utf16(_ text: String) -> [UInt16] {
        let units = Array(text.utf16)
        guard units.contains(where: { $0 >= 0xC0 }), units.count < Int(Int32.max) / 4 else { return units }
        let decomposed: [UInt16]? = units.withUnsafeBufferPointer { source in
            try? ICUBuffer.read("unorm2_normalize", UInt16.self, fill: { out, capacity, status in
                cicu_nfd(source.baseAddress, Int32(source.count), out, capacity, &status)
            }, read: { Array($0) })
        }
        return decomposed ?? units
    }
}
