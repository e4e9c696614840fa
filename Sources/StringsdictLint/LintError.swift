/// A usage or I/O problem that stops a lint run before it starts: a path that does not exist,
/// a file of another kind, a folder that cannot be listed, an unknown rule.
public struct LintError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in one sentence without a trailing period.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
