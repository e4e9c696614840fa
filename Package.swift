// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-stringsdict",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Stringsdict", targets: ["Stringsdict"]),
        .library(name: "StringsdictLint", targets: ["StringsdictLint"]),
        .library(name: "StringsdictExtract", targets: ["StringsdictExtract"]),
        .executable(name: "stringsdict", targets: ["StringsdictCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
            dependencies: ["Stringsdict"],
            exclude: ["RULES.md"]
        ),
        // Source scanners (C family, Swift) -> extracted strings; genstrings tables, catalog sync.
        .target(
            name: "StringsdictExtract",
            dependencies: ["Stringsdict"]
        ),
        .executableTarget(
            name: "StringsdictCLI",
            dependencies: [
                "Stringsdict",
                "StringsdictLint",
                "StringsdictExtract",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "StringsdictTests",
            dependencies: ["Stringsdict"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "StringsdictLintTests",
            dependencies: ["StringsdictLint", "Stringsdict", "StringsdictCLI"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StringsdictExtractTests",
            dependencies: ["StringsdictExtract", "Stringsdict", "StringsdictCLI"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StringsdictCLITests",
            dependencies: ["StringsdictCLI", "Stringsdict"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
