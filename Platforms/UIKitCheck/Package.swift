// swift-tools-version: 6.2
import PackageDescription

// Type-checks FlowKitUIKit's sources on Linux: `Sources/FlowKitUIKitCheck` is a symlink to
// `Sources/FlowKitUIKit` of the root package, compiled against `Sources/UIKit`, a stub module declaring
// only the UIKit members those sources use, with the iOS SDK's signatures. Nothing here runs.
// Build with `swift build --package-path Platforms/UIKitCheck` from the repository root.

let package = Package(
    name: "UIKitCheck",
    platforms: [.macOS(.v15)],
    dependencies: [
        // The root package (its identity is its folder's name, so it is named here explicitly).
        .package(name: "FlowKit", path: "../..")
    ],
    targets: [
        .target(name: "UIKit"),
        .target(
            name: "FlowKitUIKitCheck",
            dependencies: ["UIKit", .product(name: "FlowKit", package: "FlowKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
