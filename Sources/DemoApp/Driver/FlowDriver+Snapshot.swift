import FlowKit

extension FlowDriver {
    /// The window, the live coordinators and the counters, as values for the terminal.
    ///
    /// Leaks are every report of the leak detector so far, plus released coordinators still in memory.
    func snapshot() -> DemoSnapshot {
        let layers = window.layers.map(Self.container(for:))
        let statistics = router.statistics
        let lingering = router.lingeringCoordinators.map { "\($0.name)#\($0.id) was released but is still in memory" }
        return DemoSnapshot(
            root: layers.first,
            modals: Array(layers.dropFirst()),
            coordinators: router.tree.map { [$0] } ?? [],
            created: statistics.created,
            released: statistics.released,
            leaks: leakReports + lingering)
    }

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

    private static func demoScreen(for screen: Screen) -> DemoScreen {
        DemoScreen(
            title: screen.title, lines: screen.lines, buttons: screen.buttonLabels,
            isDialog: screen is ConfirmationDialog)
    }

}
