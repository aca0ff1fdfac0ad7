// swift-tools-version: 6.2
import PackageDescription

// Runs FlowKitUIKit's sources on Linux. `Sources/FlowKitUIKit`, `Sources/FlowKit`, `Sources/Signals` and
// `Sources/CSignalsAtomics` are symlinks to the root package's sources (not a package dependency: target
// names must be unique across a package graph, and the example imports `FlowKitUIKit`), compiled against
// `Sources/UIKit`, an executable fake of the UIKit members those sources use, with the iOS SDK's signatures
// and the delegate order Apple documents; and the example app's sources against both. `Tests` runs
// `UIKitHost` and the example's flows against the fake: `swift test --package-path Platforms/UIKitCheck`
// from the repository root.

let package = Package(
    name: "UIKitCheck",
    // The root package's floor (see docs/PLATFORMS.md); the example app itself needs iOS 14
    // (`UIControl.addAction(_:for:)`). The fake UIKit declares no availability: nothing is checked here.
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
        // UIKitHost and the example app run against the fake UIKit. Swift Testing declares a cross-import
        // overlay with Apple's UIKit (`_Testing_UIKit`, attachments of images), which the fake does not have.
        .testTarget(
            name: "FlowKitUIKitTests", dependencies: ["UIKit", "Signals", "FlowKit", "FlowKitUIKit", "FlowKitExample"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "CSignalsAtomics" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
