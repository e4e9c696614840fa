// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for swift-stringsdict, apart from the library so its users do not fetch
// package-benchmark. Run: cd Benchmarks && swift package --disable-sandbox benchmark
// Compare with the peers in one table: Benchmarks/compare.sh
//
// Each benchmark target sets one scaling factor for all its benchmarks (compare.sh relies on it):
// the micro-benchmarks measure 1,000 calls a sample, LoadBenchmarks one call.
let package = Package(
    name: "StringsdictBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so the product resolves whatever the checkout folder is called.
        .package(name: "swift-stringsdict", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The system ICU's compiler and linker flags, for PeerICU (declares nothing itself).
        .systemLibrary(
            name: "SystemICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // The ICU peers in C, behind a header of plain C types (see its header for why).
        .target(
            name: "PeerICU",
            dependencies: ["SystemICU"]
        ),
        // The peers' Swift side (umsg_format, the C baselines' entries), shared.
        .target(name: "PeerSupport", dependencies: ["PeerICU"]),
        // The inputs ours and the peers share.
        .target(name: "BenchmarkInputs"),
        // Inputs made with the library (the generated catalog and its Codable peer model, the
        // flat-scaling tables), shared by the benchmark targets and GoalCheck.
        .target(
            name: "SharedTables",
            dependencies: [.product(name: "Stringsdict", package: "swift-stringsdict")]
        ),
        // Issue 20's goals with both sides interleaved in one process (a plain executable:
        // `swift run -c release GoalCheck`), so a swing of the machine's speed hits both.
        .executableTarget(
            name: "GoalCheck",
            dependencies: [
                "BenchmarkInputs", "PeerICU", "PeerSupport", "SharedTables",
                .product(name: "Stringsdict", package: "swift-stringsdict"),
            ]
        ),
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
            name: "EngineBenchmarks",
            dependencies: [
                "BenchmarkInputs",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Stringsdict", package: "swift-stringsdict"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        .executableTarget(
            name: "PeerBenchmarks",
            dependencies: [
                "BenchmarkInputs",
                "PeerICU",
                "PeerSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/PeerBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        .executableTarget(
            name: "LoadBenchmarks",
            dependencies: [
                "BenchmarkInputs", "SharedTables",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Stringsdict", package: "swift-stringsdict"),
            ],
            path: "Benchmarks/LoadBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        .executableTarget(
            name: "CatalogBenchmarks",
            dependencies: [
                "SharedTables",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Stringsdict", package: "swift-stringsdict"),
            ],
            path: "Benchmarks/CatalogBenchmarks",
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
        .executableTarget(
            name: "ExtractBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "StringsdictExtract", package: "swift-stringsdict"),
            ],
            path: "Benchmarks/ExtractBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
