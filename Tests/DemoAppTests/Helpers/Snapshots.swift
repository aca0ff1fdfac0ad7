@testable import DemoApp
@testable import FlowKit

/// Small hand-made snapshots shared by the renderer, JSON and key-map tests.
///
/// Each is built afresh on every read (computed, not stored) and freed with the test that read it.
/// Stored in a `static let`, a snapshot would live until the process exits, and LeakSanitizer would
/// report its `DemoContainer` boxes (`.stack`, `.tabs`) as leaked: Swift keeps the case of an
/// `indirect enum` in the spare high bits of the pointer to its box, so a scan of the global's memory
/// finds no pointer to the box, and `.ci/run`'s AddressSanitizer pass would fail.
enum Snapshots {
    static var splash: DemoSnapshot {
        DemoSnapshot(
            root: .screen(DemoScreen(title: "Splash", lines: ["Loading..."])),
            coordinators: [
                CoordinatorNode(
                    type: "AppCoordinator", children: [CoordinatorNode(type: "SplashCoordinator", screens: ["Splash"])])
            ],
            created: 2)
    }

    static var settingsUnderCompose: DemoSnapshot {
        DemoSnapshot(
            root: .tabs(
                [
                    DemoTab(
                        title: "Lizard",
                        content: .stack([DemoScreen(title: "Lizard", lines: ["Items: 2"], buttons: ["Compose"])])),
                    DemoTab(
                        title: "Waking Up",
                        content: .stack([
                            DemoScreen(title: "Waking Up", buttons: ["Open Website", "Settings"]),
                            DemoScreen(title: "Settings", buttons: ["Settings", "Compose", "Logout"]),
                        ])),
                ], selected: 1),
            modals: [.stack([DemoScreen(title: "Compose", buttons: ["OK", "Cancel", "Compose"])])],
            coordinators: [
                CoordinatorNode(
                    type: "AppCoordinator",
                    children: [
                        CoordinatorNode(
                            type: "TabCoordinator",
                            children: [
                                CoordinatorNode(type: "LizardCoordinator", screens: ["Lizard"]),
                                CoordinatorNode(
                                    type: "WakingUpCoordinator", screens: ["Waking Up"],
                                    children: [
                                        CoordinatorNode(
                                            type: "SettingsCoordinator", screens: ["Settings"],
                                            children: [
                                                CoordinatorNode(type: "ComposeCoordinator", screens: ["Compose"])
                                            ])
                                    ]),
                            ])
                    ])
            ],
            created: 8, released: 2)
    }

    static var settings: DemoSnapshot {
        var snapshot = settingsUnderCompose
        snapshot.modals = []
        return snapshot
    }
}
