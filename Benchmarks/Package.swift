// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for swift-stringsdict, apart from the library so its users do not fetch
// package-benchmark. Run: cd Benchmarks && swift package --disable-sandbox benchmark
let package = Package(
    name: "StringsdictBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so the product resolves whatever the checkout folder is called.
        .package(name: "swift-stringsdict", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "FormatBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Stringsdict", package: "swift-stringsdict"),
            ],
            path: "Benchmarks/FormatBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        .executableTarget(
            name: "LintBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "StringsdictLint", package: "swift-stringsdict"),
            ],
            path: "Benchmarks/LintBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
