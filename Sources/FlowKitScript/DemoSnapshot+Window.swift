import FlowKit

extension DemoSnapshot {
    /// The snapshot of a live window and its router: the layers as containers, the coordinator tree and the
    /// router's counters.
    ///
    /// - Parameters:
    ///   - window: The window, read root layer first.
    ///   - router: The router running the window's coordinators.
    ///   - leaks: The leaks found so far, one line each.
    @MainActor
    package init(window: Window, router: Router, leaks: [String]) {
        let layers = window.layers.map(Self.container(for:))
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
    private static func container(for screen: Screen) -> DemoContainer {
        if let tabs = screen as? TabBar {
            return .tabs(
                tabs.tabs.map { DemoTab(title: $0.title, content: container(for: $0)) }, selected: tabs.selectedIndex)
        }
        if let stack = screen as? NavigationStack {
            return .stack(stack.screens.map(demoScreen(for:)))
        }
        return .screen(demoScreen(for: screen))
    }

    @MainActor
    private static func demoScreen(for screen: Screen) -> DemoScreen {
        DemoScreen(title: screen.title, lines: screen.lines, buttons: screen.buttonLabels)
    }
}
