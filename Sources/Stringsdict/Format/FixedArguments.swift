/// One argument held as a value, for the one-argument render entry points: no array, and only
/// one ``FormatArgument`` to copy.
struct OneArgument: FormatArgumentAccess {
    let first: FormatArgument
    var count: Int { 1 }

    init(_ first: FormatArgument) { self.first = first }

    /// The argument (renders check `count` before reading a slot, so `slot` is 1).
    @inline(__always)
    func argument(_ slot: Int) -> FormatArgument { first }
}

/// Two or three arguments held as values, for the fixed-arity render entry points: read by
/// slot like ``TypedArguments``, without the array a caller would otherwise build (and allocate)
/// for every render.
struct FixedArguments: FormatArgumentAccess {
    let first: FormatArgument
    let second: FormatArgument
    let third: FormatArgument
    let count: Int

    init(_ first: FormatArgument, _ second: FormatArgument) {
        (self.first, self.second, third, count) = (first, second, .int(0), 2)
    }

    init(_ first: FormatArgument, _ second: FormatArgument, _ third: FormatArgument) {
        (self.first, self.second, self.third, count) = (first, second, third, 3)
    }

    /// The argument at `slot` (1-based). Renders check `count` against the slots a message reads
    /// before reading any, so `slot` is always 1 … `count`.
    @inline(__always)
    func argument(_ slot: Int) -> FormatArgument {
        switch slot {
        case 1: first
        case 2: second
        default: third
        }
    }
}
