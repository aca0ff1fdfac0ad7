import FlowKit

/// The demo's links, scheme `demo`: the tabs route them; during the splash they wait for it to finish.
extension AppCoordinator: DeepLinkRoot {
    static let deepLinkScheme = "demo"

    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
        try TabCoordinator.validate(route)
    }

    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
        if let tabs = children.first(where: { $0 is TabCoordinator }) as? TabCoordinator {
            return try tabs.apply(route)
        }
        guard let splash = children.first else { throw .coordinatorReleased(coordinator: "TabCoordinator") }
        return .waiting(for: splash)
    }
}
