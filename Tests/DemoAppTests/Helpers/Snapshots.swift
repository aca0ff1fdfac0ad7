@testable import DemoApp

/// Small hand-made snapshots shared by the renderer, JSON and key-map tests.
enum Snapshots {
    static let splash = DemoSnapshot(
        root: .screen(DemoScreen(title: "Splash", lines: ["Loading..."])),
        coordinators: [
            DemoCoordinatorNode(
                type: "AppCoordinator", children: [DemoCoordinatorNode(type: "SplashCoordinator", screens: ["Splash"])])
        ],
        created: 2)

    static let settingsUnderCompose = DemoSnapshot(
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
            DemoCoordinatorNode(
                type: "AppCoordinator",
                children: [
                    DemoCoordinatorNode(
                        type: "TabCoordinator",
                        children: [
                            DemoCoordinatorNode(type: "LizardCoordinator", screens: ["Lizard"]),
                            DemoCoordinatorNode(
                                type: "WakingUpCoordinator", screens: ["Waking Up"],
                                children: [
                                    DemoCoordinatorNode(
                                        type: "SettingsCoordinator", screens: ["Settings"],
                                        children: [
                                            DemoCoordinatorNode(type: "ComposeCoordinator", screens: ["Compose"])
                                        ])
                                ]),
                        ])
                ])
        ],
        created: 8, released: 2)

    static let settings: DemoSnapshot = {
        var snapshot = settingsUnderCompose
        snapshot.modals = []
        return snapshot
    }()
}
