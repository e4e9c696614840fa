extension Array {
    /// Hands `body` the elements at `positions`, in that order, moved out of the array rather
    /// than copied: a copy of an element holding `String`s retains each of them, and the array's
    /// end releases them again. Each moved-from slot gets `empty` (best a value holding nothing
    /// reference-counted), so the array stays whole; a position outside the array is skipped, and
    /// a position given twice hands over `empty` the second time. `body` takes each element
    /// `consuming`: borrowed, it would copy (retain) what it keeps.
    mutating func moveOut(at positions: some Sequence<Int>, leaving empty: Element, _ body: (consuming Element) -> Void) {
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for position in positions where position >= 0 && position < buffer.count {
                body((base + position).move())
                (base + position).initialize(to: empty)
            }
        }
    }
}
