/// Bounds the readers enforce so hostile input costs bounded time and memory.
///
/// Exceeding any of them throws a ``StringsdictError`` of kind `.limit`.
public struct PropertyListLimits: Hashable, Sendable {
    /// The deepest nesting of dictionaries and arrays (the root counts as 1).
    public var maximumDepth: Int
    /// The largest input accepted, in bytes.
    public var maximumInputSize: Int
    /// The most values a property list may hold (a binary plist's object referenced N times
    /// counts N times), and the most key-value pairs a `.strings` file may hold.
    public var maximumNodeCount: Int

    /// Limits; the defaults allow any real localization file and stop hostile ones.
    public init(maximumDepth: Int = 512, maximumInputSize: Int = 256 << 20, maximumNodeCount: Int = 10_000_000) {
        self.maximumDepth = maximumDepth
        self.maximumInputSize = maximumInputSize
        self.maximumNodeCount = maximumNodeCount
    }

    /// 512 levels, 256 MiB, 10 million nodes.
    public static let `default` = PropertyListLimits()
}
