import FlowKit

extension DemoSnapshot {
    /// The snapshot of a live window and its router: the layers as containers, the coordinator tree and the
    /// router's counters.
    ///
    /// - Parameters:
    ///   - window: The window, read root layer first.
    ///   - router: The router running the window's coordinators.
    ///   - leaks: The leaks found so far, one line each.
    ///   - isDialog: Whether a screen is one of the app's questions, answered by `confirm` and `cancel`
    ///     (the demo's `ConfirmationDialog`); none by default.
    @MainActor
    package init(window: Window, router: Router, leaks: [String], isDialog: (Screen) -> Bool = { _ in false }) {
        let container = { (screen: Screen) in Self.container(for: screen, isDialog: isDialog) }
        let layers = window.layers.map(container)
        let statistics = router.statistics
        self.init(
            root: layers.first,
            modals: Array(layers.dropFirst()),
            coordinators: router.tree.map { [$0] } ?? [],
            created: statistics.created,
            released: statistics.released,
            leaks: leaks)
    }

    @MainActor
    private static func container(for screen: Screen, isDialog: (Screen) -> Bool) -> DemoContainer {
        if let tabs = screen as? TabBar {
            return .tabs(
                tabs.tabs.map { DemoTab(title: $0.title, content: container(for: $0, isDialog: isDialog)) },
                selected: tabs.selectedIndex)
        }
        if let stack = screen as? NavigationStack {
            return .stack(stack.screens.map { demoScreen(for: $0, isDialog: isDialog) })
        }
        return .screen(demoScreen(for: screen, isDialog: isDialog))
    }

    @MainActor
    private static func demoScreen(for screen: Screen, isDialog: (Screen) -> Bool) -> DemoScreen {
        DemoScreen(title: screen.title, lines: screen.lines, buttons: screen.buttonLabels, isDialog: isDialog(screen))
    }
}
