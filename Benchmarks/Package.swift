// swift-tools-version: 6.2
import PackageDescription

// Signals vs OpenCombine, on identical scenario code: `Shared/` is symlinked into both scenario targets,
// each of which re-exports its library from a one-line `Library.swift`. FlowKit's navigation cycles
// (coordinators vs the bare navigation model) live in `FlowKitScenarios`. Run with
// `swift run -c release --package-path Benchmarks Benchmarks` from the repository root.

/// Settings every target shares: Swift 6 mode is set package-wide; warnings are errors.
let sharedSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
    name: "Benchmarks",
    // Above the root package's floor (iOS 13 / macOS 10.15): the harness's own counters and thread
    // barrier use `Synchronization.Atomic`, available from these releases on Apple platforms.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        // The root package (its identity is its folder's name, so it is named here explicitly).
        .package(name: "FlowKit", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        .target(name: "BenchmarkSupport"),
        .target(
            name: "SignalsScenarios",
            dependencies: ["BenchmarkSupport", .product(name: "Signals", package: "FlowKit")]
        ),
        .target(
            name: "OpenCombineScenarios",
            dependencies: ["BenchmarkSupport", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        .target(
            name: "FlowKitScenarios",
            dependencies: ["BenchmarkSupport", .product(name: "FlowKit", package: "FlowKit")]
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["BenchmarkSupport", "SignalsScenarios", "OpenCombineScenarios", "FlowKitScenarios"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + sharedSettings
}
