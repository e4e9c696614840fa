// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-stringsdict",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Stringsdict", targets: ["Stringsdict"]),
        .library(name: "StringsdictLint", targets: ["StringsdictLint"]),
        .library(name: "StringsdictCodegen", targets: ["StringsdictCodegen"]),
        .plugin(name: "StringsdictPlugin", targets: ["StringsdictPlugin"]),
        .library(name: "StringsdictExtract", targets: ["StringsdictExtract"]),
        .library(name: "StringsdictTranslate", targets: ["StringsdictTranslate"]),
        .executable(name: "stringsdict", targets: ["StringsdictCLI"]),
        // The local browser editor for String Catalogs; its own product so the CLI never builds a
        // web server.
        .executable(name: "stringsdict-studio", targets: ["StringsdictStudio"]),
    ],
    // `Studio` builds stringsdict-studio's web server (Hummingbird). Off by default, so a
    // newcomer's first `swift run stringsdict demo`, `swift test` and every package depending on
    // this one resolve and build no web server: `swift run --traits Studio stringsdict-studio …`.
    traits: [
        .trait(name: "Studio", description: "Builds stringsdict-studio with its web server (Hummingbird)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation`: the DocC catalogs in Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `stringsdict-studio` only, and only with the `Studio` trait (the same version
        // Examples/Server uses): without the trait SwiftPM does not even fetch it.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // The system ICU: compiler and linker flags through pkg-config; declares nothing itself.
        .systemLibrary(
            name: "ICU4C",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // The C shim over ICU, in plain C types (see Sources/CICU/include/cicu.h for why).
        .target(
            name: "CICU",
            dependencies: ["ICU4C"]
        ),
        .target(
            name: "Stringsdict",
            dependencies: ["CICU"]
        ),
        .target(
            name: "StringsdictLint",
            dependencies: ["Stringsdict", "StringsdictTranslate"],
            exclude: ["RULES.md"]
        ),
        // Typed accessors from tables: for `stringsdict generate` and the build plugin.
        .target(
            name: "StringsdictCodegen",
            dependencies: ["Stringsdict"]
        ),
        // The build tool plugin: runs `stringsdict generate` on a target's localization files.
        .plugin(
            name: "StringsdictPlugin",
            capability: .buildTool(),
            dependencies: ["StringsdictCLI"]
        ),
        // Source scanners (C family, Swift) -> extracted strings; genstrings tables, catalog sync.
        .target(
            name: "StringsdictExtract",
            dependencies: ["Stringsdict"]
        ),
        // The translator's side: XLIFF, .xcloc, interface files, pseudo-localization.
        .target(
            name: "StringsdictTranslate",
            dependencies: ["Stringsdict"]
        ),
        .executableTarget(
            name: "StringsdictCLI",
            dependencies: [
                "Stringsdict",
                "StringsdictLint",
                "StringsdictCodegen",
                "StringsdictExtract",
                "StringsdictTranslate",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `stringsdict-studio PATH…`: a local page to review and edit catalogs (Hummingbird); the
        // page is plain HTML/CSS/JS in Resources/, served from the bundle.
        .executableTarget(
            name: "StringsdictStudio",
            dependencies: [
                "Stringsdict",
                "StringsdictLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Studio"])),
            ],
            resources: [.copy("Resources")]
        ),
        // What the test targets share: a process runner, temporary folders, text with position
        // markers. Not a product, and no target outside Tests/ depends on it.
        .target(
            name: "StringsdictTestSupport",
            path: "Tests/StringsdictTestSupport"
        ),
        .testTarget(
            name: "StringsdictTestSupportTests",
            dependencies: ["StringsdictTestSupport"]
        ),
        .testTarget(
            name: "StringsdictTests",
            dependencies: ["Stringsdict", "StringsdictTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "StringsdictLintTests",
            dependencies: ["StringsdictLint", "Stringsdict", "StringsdictCLI", "StringsdictTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StringsdictCodegenTests",
            dependencies: ["StringsdictCodegen", "Stringsdict", "StringsdictTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StringsdictExtractTests",
            dependencies: ["StringsdictExtract", "Stringsdict", "StringsdictCLI", "StringsdictTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StringsdictCLITests",
            dependencies: ["StringsdictCLI", "Stringsdict", "StringsdictTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StringsdictTranslateTests",
            dependencies: ["StringsdictTranslate", "Stringsdict", "StringsdictLint", "StringsdictCLI", "StringsdictTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        // The README's Swift blocks, verbatim, compiled and run; a test keeps them from drifting.
        .testTarget(
            name: "ReadmeSnippetTests",
            dependencies: ["Stringsdict"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
