// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 mode is set package-wide; warnings are errors.
let sharedSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
    name: "FlowKit",
    // Combine's own floor: nothing used is newer (docs/PLATFORMS.md lists what was checked, and how).
    // Signals' locks and atomics use `os_unfair_lock` and C atomics on Apple platforms, not
    // `Synchronization` (iOS 18 / macOS 15).
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Signals", targets: ["Signals"]),
        .library(name: "SignalsFoundation", targets: ["SignalsFoundation"]),
        .library(name: "FlowKit", targets: ["FlowKit"]),
        // Shows FlowKit in a UIKit app; empty where UIKit does not exist (type-checked on Linux by the
        // nested package Platforms/UIKitCheck against a stub UIKit).
        .library(name: "FlowKitUIKit", targets: ["FlowKitUIKit"]),
        .executable(name: "DemoApp", targets: ["DemoApp"]),
    ],
    targets: [
        // C atomics for Signals on Apple platforms (see Sources/Signals/Internal/AtomicWord.swift).
        .target(name: "CSignalsAtomics"),
        .target(name: "Signals", dependencies: ["CSignalsAtomics"]),
        // Signals' Foundation integration (schedulers, Timer, NotificationCenter, coders, URLSession).
        .target(name: "SignalsFoundation", dependencies: ["Signals"]),
        .target(name: "FlowKit", dependencies: ["Signals"]),
        .target(name: "FlowKitUIKit", dependencies: ["FlowKit"]),
        .executableTarget(name: "DemoApp", dependencies: ["FlowKit", "Signals"]),
        .testTarget(name: "SignalsTests", dependencies: ["Signals", "SignalsFoundation"]),
        // Code written for Combine, in the Swift 5 language mode: it must compile with no warning.
        .testTarget(
            name: "SignalsSwift5Tests",
            dependencies: ["Signals", "SignalsFoundation"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "SignalsFoundationTests", dependencies: ["SignalsFoundation"]),
        .testTarget(name: "FlowKitTests", dependencies: ["FlowKit", "Signals"]),
        .testTarget(name: "DemoAppTests", dependencies: ["DemoApp", "FlowKit", "Signals"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "CSignalsAtomics" {
    target.swiftSettings = (target.swiftSettings ?? []) + sharedSettings
}
