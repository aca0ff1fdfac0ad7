// swift-tools-version: 6.2
import PackageDescription

// Swift 6 language mode for every target (`swiftLanguageModes` below). Warnings are errors in CI
// (`.ci/run` passes `-Xswiftc -warnings-as-errors`), not here: an app that depends on FlowKit must not
// fail to build because a newer compiler warns about something new.

let package = Package(
    name: "FlowKit",
    // Combine's own floor: nothing used is newer (docs/PLATFORMS.md lists what was checked, and how).
    // Signals' locks and atomics use `os_unfair_lock` and C atomics on Apple platforms, not
    // `Synchronization` (iOS 18 / macOS 15).
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Signals", targets: ["Signals"]),
        .library(name: "SignalsFoundation", targets: ["SignalsFoundation"]),
        // Converts publishers and subjects between Signals and Apple's Combine; empty where Combine does not
        // exist (built and tested on Linux by the nested package Platforms/CombineCheck against OpenCombine).
        .library(name: "SignalsCombine", targets: ["SignalsCombine"]),
        .library(name: "FlowKit", targets: ["FlowKit"]),
        // Shows FlowKit in a UIKit app; empty where UIKit does not exist (type-checked on Linux by the
        // nested package Platforms/UIKitCheck against a stub UIKit).
        .library(name: "FlowKitUIKit", targets: ["FlowKitUIKit"]),
        // Shows FlowKit in a SwiftUI app (iOS 16+); empty where SwiftUI does not exist (type-checked on Linux
        // by the nested package Platforms/SwiftUICheck against a stub SwiftUI).
        .library(name: "FlowKitSwiftUI", targets: ["FlowKitSwiftUI"]),
        // Tests a team's own flows headless: a window, a router and a virtual clock in one line, the user's
        // actions, a release log of values, leak expectations, the demo's script language. Link it into test
        // targets only: it imports Swift Testing and XCTest where they exist.
        .library(name: "FlowKitTesting", targets: ["FlowKitTesting"]),
        .executable(name: "DemoApp", targets: ["DemoApp"]),
    ],
    targets: [
        // C atomics for Signals on Apple platforms (see Sources/Signals/Internal/AtomicWord.swift).
        .target(name: "CSignalsAtomics"),
        .target(name: "Signals", dependencies: ["CSignalsAtomics"]),
        // Signals' Foundation integration (schedulers, Timer, NotificationCenter, coders, URLSession).
        .target(name: "SignalsFoundation", dependencies: ["Signals"]),
        .target(name: "SignalsCombine", dependencies: ["Signals"]),
        .target(name: "FlowKit", dependencies: ["Signals"]),
        .target(name: "FlowKitUIKit", dependencies: ["FlowKit"]),
        .target(name: "FlowKitSwiftUI", dependencies: ["FlowKit", "FlowKitUIKit"]),
        // The demo's script language (grammar, parser, executor, what the screen offers), shared by DemoApp and
        // FlowKitTesting so both read the same scripts; `package` access only, no product.
        .target(name: "FlowKitScript", dependencies: ["FlowKit"]),
        // Signals is named for `VirtualTimeScheduler`, the test's clock (FlowKit already depends on it).
        .target(name: "FlowKitTesting", dependencies: ["FlowKit", "FlowKitScript", "Signals"]),
        .executableTarget(name: "DemoApp", dependencies: ["FlowKit", "FlowKitScript", "Signals"]),
        .testTarget(name: "SignalsTests", dependencies: ["Signals", "SignalsFoundation"]),
        // Code written for Combine, in the Swift 5 language mode: it must compile with no warning.
        .testTarget(
            name: "SignalsSwift5Tests",
            dependencies: ["Signals", "SignalsFoundation"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "SignalsFoundationTests", dependencies: ["SignalsFoundation"]),
        // Empty where Combine does not exist; on Linux, Platforms/CombineCheck runs them against OpenCombine.
        .testTarget(name: "SignalsCombineTests", dependencies: ["SignalsCombine", "Signals"]),
        .testTarget(name: "FlowKitTests", dependencies: ["FlowKit", "FlowKitTesting", "Signals"]),
        .testTarget(name: "FlowKitTestingTests", dependencies: ["FlowKitTesting", "FlowKit", "Signals"]),
        .testTarget(
            name: "DemoAppTests", dependencies: ["DemoApp", "FlowKit", "FlowKitScript", "FlowKitTesting", "Signals"]),
    ],
    swiftLanguageModes: [.v6]
)
