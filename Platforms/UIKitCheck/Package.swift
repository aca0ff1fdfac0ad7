// swift-tools-version: 6.2
import PackageDescription

// Type-checks FlowKitUIKit's sources on Linux. `Sources/FlowKitUIKit`, `Sources/FlowKit` and
// `Sources/Signals` are symlinks to the root package's sources (not a package dependency: target names
// must be unique across a package graph, and the example imports `FlowKitUIKit`), compiled against
// `Sources/UIKit`, a stub module declaring only the UIKit members those sources use, with the iOS SDK's
// signatures; and the example app's sources against both. Nothing here runs. Build with `swift build --package-path Platforms/UIKitCheck` from the
// repository root.

let package = Package(
    name: "UIKitCheck",
    platforms: [.macOS(.v15)],
    targets: [
        .target(name: "Signals"),
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

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
