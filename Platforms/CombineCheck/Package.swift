// swift-tools-version: 6.2
import PackageDescription

// Builds and tests `SignalsCombine` (the bridge between Signals and Apple's Combine) on Linux, where Apple's
// Combine does not exist. `Sources/Combine` is a stand-in module named `Combine` that re-exports OpenCombine
// (Combine's API and contracts, reimplemented), and `Sources/SwiftUI` a stub `SwiftUI` that re-exports it
// and declares the few views the checked code uses. `Sources/Signals`, `Sources/SignalsCombine`,
// `Sources/CSignalsAtomics` and `Tests/SignalsCombineTests` are symlinks to the root package's folders (not
// a package dependency: target names must be unique across a package graph, and the root package's
// `SignalsCombine` is empty where `Combine` cannot be imported). Linux only: on Apple platforms the stand-in
// would collide with Apple's Combine; there the root package's `SignalsCombineTests` (the same files) would
// run against Apple's Combine instead (never run so far: no Apple machine).
// Run from the repository root: `swift build --package-path Platforms/CombineCheck --build-tests` then
// `swift test --package-path Platforms/CombineCheck`.
//
// FlowKit next to SwiftUI: `DemoFlowsBesideSwiftUI` and `ReadmeBesideSwiftUI` compile the demo's flows and
// the README's coordinator examples, each file with `import SwiftUI` added (written into their
// `Generated/` folders by `.ci/coexistence`, which CI runs first), against FlowKit (`Sources/FlowKit`,
// symlinked). Every name Signals shares with Combine is then visible twice, so a flow that named one
// unqualified would fail here.

let package = Package(
    name: "CombineCheck",
    // The root package's floor (see docs/PLATFORMS.md).
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0")
    ],
    targets: [
        .target(name: "CSignalsAtomics"),
        .target(name: "Signals", dependencies: ["CSignalsAtomics"]),
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        .target(name: "SwiftUI", dependencies: ["Combine"]),
        .target(name: "SignalsCombine", dependencies: ["Signals", "Combine"]),
        .target(name: "FlowKit", dependencies: ["Signals"]),
        .target(name: "DemoFlowsBesideSwiftUI", dependencies: ["FlowKit", "Signals", "SwiftUI"]),
        .target(name: "ReadmeBesideSwiftUI", dependencies: ["FlowKit", "Signals", "SignalsCombine", "SwiftUI"]),
        .testTarget(name: "SignalsCombineTests", dependencies: ["SignalsCombine", "Signals", "Combine", "SwiftUI"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "CSignalsAtomics" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
