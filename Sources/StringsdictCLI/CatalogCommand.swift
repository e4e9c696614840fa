import ArgumentParser

/// `stringsdict catalog …`: the String Catalog (`.xcstrings`) toolchain.
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Compile, migrate, format and merge String Catalogs (.xcstrings) without Xcode.",
        discussion: """
            Every command that writes a catalog writes it in Xcode's own form, byte for byte, and \
            writes atomically (a temporary file, then a rename).
            Examples:
              stringsdict catalog compile Localizable.xcstrings -o build/Resources
              stringsdict catalog migrate Resources -o Catalogs
              stringsdict catalog format Localizable.xcstrings --check
              stringsdict catalog merge %O %A %B -o %A
            """,
        subcommands: [CatalogCompileCommand.self, CatalogMigrateCommand.self, CatalogFormatCommand.self, CatalogMergeCommand.self]
    )
}
