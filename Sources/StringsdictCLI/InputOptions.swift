import ArgumentParser

/// The localization files a command reads, as positional paths: `.strings`, `.stringsdict` and
/// `.xcstrings` files, `.lproj` folders, or folders holding them (`preview`, `xliff export`).
///
/// Each command says in its own `validate()` what it does when none is given.
struct InputOptions: ParsableArguments {
    @Argument(help: "The .strings, .stringsdict and .xcstrings files, .lproj folders, or folders holding them.")
    var paths: [String] = []
}
