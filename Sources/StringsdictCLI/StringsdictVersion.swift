/// The version `stringsdict --version` prints: the package's release, as in CHANGELOG.md.
///
/// Change it here, in one place, when tagging a release.
enum StringsdictVersion {
    /// The current release.
    static let current = "0.1.0"
}
