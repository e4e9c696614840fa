/// An error the studio reports and stops on.
struct StudioError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String
    init(_ description: String) { self.description = description }
}
