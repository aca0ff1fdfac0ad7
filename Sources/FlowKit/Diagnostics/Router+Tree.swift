extension Router {
    /// A snapshot of the running coordinators, from the root; `nil` when no root runs.
    public var tree: CoordinatorNode? {
        guard let root, root.isRunning else { return nil }
        return node(for: root)
    }

    private func node(for coordinator: Coordinator) -> CoordinatorNode {
        CoordinatorNode(
            name: coordinator.name,
            id: coordinator.id,
            screens: coordinator.screens.map { screen in
                CoordinatorNode.ScreenEntry(
                    title: screen.title,
                    kind: screen is NavigationStack ? .navigationStack : screen is TabBar ? .tabBar : .screen,
                    isInWindow: screen.window === window,
                    isAnchor: coordinator.anchor === screen
                )
            },
            children: coordinator.children.map(node(for:))
        )
    }
}
