// swift-tools-version: 6.2
import PackageDescription

// Type-checks FlowKitUIKit's sources on Linux. `Sources/FlowKitUIKit`, `Sources/FlowKit`, `Sources/Signals`
// and `Sources/CSignalsAtomics` are symlinks to the root package's sources (not a package dependency: target
// names must be unique across a package graph, and the example imports `FlowKitUIKit`), compiled against
// `Sources/UIKit`, a stub module declaring only the UIKit members those sources use, with the iOS SDK's
// signatures; and the example app's sources against both. Nothing here runs. Build with
// `swift build --package-path Platforms/UIKitCheck` from the repository root.

let package = Package(
    name: "UIKitCheck",
    // The root package's floor (see docs/PLATFORMS.md); the example app itself needs iOS 14
    // (`UIControl.addAction(_:for:)`). The stub UIKit declares no availability: nothing is checked here.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    targets: [
        .target(name: "CSignalsAtomics"),
        .target(name: "Signals", dependencies: ["CSignalsAtomics"]),
        .target(name: "FlowKit", dependencies: ["Signals"]),
        .target(name: "UIKit"),
        .target(name: "FlowKitUIKit", dependencies: ["UIKit", "FlowKit"]),
        // The example app's sources (`Examples/FlowKitExample`, symlinked).
        .target(
            name: "FlowKitExample", dependencies: ["UIKit", "Signals", "FlowKit", "FlowKitUIKit"],
            exclude: ["README.md"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "CSignalsAtomics" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
