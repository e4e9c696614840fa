// swift-tools-version: 6.1
import PackageDescription

// A Hummingbird 2 server that answers in the client's language (Accept-Language), and a small
// load client to measure it. Uses the library as an app would: by path, from the repository.
let package = Package(
    name: "Server",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "swift-stringsdict", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // The routes and the shared localizations, as a library the tests call.
        .target(
            name: "FilesServer",
            dependencies: [
                .product(name: "Stringsdict", package: "swift-stringsdict"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            resources: [.copy("Resources")]
        ),
        // `swift run -c release Server [--port 8080]`
        .executableTarget(
            name: "Server",
            dependencies: [
                "FilesServer",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // `swift run -c release LoadClient --connections 32 --duration 10`: loopback only.
        .executableTarget(name: "LoadClient"),
        .testTarget(
            name: "FilesServerTests",
            dependencies: [
                "FilesServer",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
