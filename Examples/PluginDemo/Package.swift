// swift-tools-version: 6.1
import PackageDescription

// A package that uses swift-stringsdict's build plugin, as an app would: its localizations are
// checked at build time and reach the program through the generated `L10n` accessors.
let package = Package(
    name: "PluginDemo",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    dependencies: [
        // An app writes: .package(url: "https://github.com/…/swift-stringsdict", from: "…")
        .package(name: "swift-stringsdict", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PluginDemo",
            dependencies: [.product(name: "Stringsdict", package: "swift-stringsdict")],
            // The generated code must compile without a warning in Swift 6 mode.
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "StringsdictPlugin", package: "swift-stringsdict")]
        ),
        // The same plugin with SwiftGen's names (Sources/SwiftGenDemo/.stringsdict.json).
        .executableTarget(
            name: "SwiftGenDemo",
            dependencies: [.product(name: "Stringsdict", package: "swift-stringsdict")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "StringsdictPlugin", package: "swift-stringsdict")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
