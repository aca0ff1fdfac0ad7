import FlowKit

/// `compose` segments: each stacks one more Compose modal.
extension ComposeCoordinator: DeepLinkHandling {
    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
        try validateComposeChain(route, in: "ComposeCoordinator")
    }

    /// Accepts `compose` repeated; the first wrong segment is named with `flow` when it comes first, else
    /// with `ComposeCoordinator`.
    static func validateComposeChain(_ route: ArraySlice<String>, in flow: String) throws(DeepLinkError) {
        for index in route.indices where route[index] != "compose" {
            throw .unknownSegment(
                segment: route[index], index: index, flow: index == route.startIndex ? flow : "ComposeCoordinator")
        }
    }

    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
        try applyComposeChain(route) { [weak self] screen throws(NavigationError) in try self?.compose(from: screen) }
    }
}

extension Coordinator {
    /// Keeps or starts the Compose child presented from ``screen`` for a route of `compose` segments.
    /// - Parameters:
    ///   - route: `compose` repeated (or empty: no Compose child).
    ///   - compose: Presents a Compose child from the given screen, as the flow's **Compose** button does.
    func applyComposeChain(
        _ route: ArraySlice<String>, compose: @escaping (Screen) throws(NavigationError) -> Void
    ) throws(NavigationError) -> DeepLinkApplication {
        try applyChildRoute(route, segment: { $0 is ComposeCoordinator ? "compose" : nil }) {
            [weak self] _ throws(NavigationError) in
            guard let self, let screen = self.screens.last(where: { !($0 is NavigationStack) }) else {
                throw .coordinatorReleased(coordinator: "ComposeCoordinator")
            }
            try compose(screen)
            return try self.lastChild()
        }
    }

    /// The child started last.
    func lastChild() throws(NavigationError) -> Coordinator {
        guard let child = children.last else { throw .coordinatorReleased(coordinator: name) }
        return child
    }
}
