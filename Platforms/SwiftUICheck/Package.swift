// swift-tools-version: 6.2
import PackageDescription

// Type-checks FlowKitSwiftUI and the SwiftUI example on Linux, and exercises the bindings FlowKitSwiftUI
// hands to SwiftUI. `Sources/FlowKitSwiftUI`, `Sources/FlowKitUIKit`, `Sources/FlowKit`, `Sources/Signals`,
// `Sources/CSignalsAtomics` and the example are symlinks to the root package's sources; `Sources/UIKit` is
// Platforms/UIKitCheck's stand-in UIKit (for UIKit screens in the SwiftUI host); `Sources/SwiftUI` is a stub
// declaring only the SwiftUI members used, with the signatures of Apple's documentation: nothing draws.
// Run with `swift test --package-path Platforms/SwiftUICheck` from the repository root.

let package = Package(
    name: "SwiftUICheck",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    targets: [
        .target(name: "CSignalsAtomics"),
        .target(name: "Signals", dependencies: ["CSignalsAtomics"]),
        .target(name: "FlowKit", dependencies: ["Signals"]),
        .target(name: "UIKit"),
        .target(name: "SwiftUI", dependencies: ["UIKit"]),
        .target(name: "FlowKitUIKit", dependencies: ["UIKit", "FlowKit"]),
        .target(name: "FlowKitSwiftUI", dependencies: ["SwiftUI", "UIKit", "FlowKit", "FlowKitUIKit"]),
        // The SwiftUI example app's sources (`Examples/FlowKitSwiftUIExample`, symlinked).
        .target(
            name: "FlowKitSwiftUIExample", dependencies: ["SwiftUI", "Signals", "FlowKit", "FlowKitSwiftUI"],
            exclude: ["README.md"]),
        // Swift Testing declares cross-import overlays with Apple's UIKit and SwiftUI, which the stand-ins lack.
        .testTarget(
            name: "FlowKitSwiftUITests", dependencies: ["SwiftUI", "Signals", "FlowKit", "FlowKitSwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "CSignalsAtomics" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
