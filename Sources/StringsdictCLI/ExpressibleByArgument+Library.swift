import ArgumentParser
import Stringsdict

// The library's types that options take as they are (their raw values are the spellings), in
// one place: a conformance declared beside one command would silently serve every other.
// The CLI's own value types (`LintCommand.Format`, `NumberCommand.Style`, …) conform where they
// are declared.

/// `format --device`.
extension Device: ExpressibleByArgument {}

/// `catalog compile --format`.
extension PropertyListWriter.Format: ExpressibleByArgument {}
