import FlowKit

/// Hosts `lizard`, `wakingup` and `profile` select their tab (a modal another flow presented over the
/// tabs is dismissed) and hand the rest of the link to the tab's coordinator.
extension TabCoordinator: DeepLinkHandling {
    /// The hosts, in tab order.
    static let hosts = ["lizard", "wakingup", "profile"]

    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
        guard let host = route.first, let index = hosts.firstIndex(of: host) else {
            throw .unknownHost(host: route.first ?? "")
        }
        let rest = route.dropFirst()
        switch index {
        case 0: try LizardCoordinator.validate(rest)
        case 1: try WakingUpCoordinator.validate(rest)
        default: try ProfileCoordinator.validate(rest)
        }
    }

    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
        guard let host = route.first, let index = Self.hosts.firstIndex(of: host), let tabBar,
            index < children.count
        else { return .applied }
        guard let target = children[index] as? any DeepLinkHandling else { return .applied }
        if let presented = tabBar.presentedScreen, let owner = router?.owner(of: presented),
            !Self.isInFlow(owner, of: target)
        {
            releaseForDeepLink(owner)
        }
        try tabBar.select(index)
        return try target.apply(route.dropFirst())
    }

    /// Whether `coordinator` is `flow` or one of its descendants.
    private static func isInFlow(_ coordinator: Coordinator, of flow: Coordinator) -> Bool {
        var node: Coordinator? = coordinator
        while let current = node {
            if current === flow { return true }
            node = current.parent
        }
        return false
    }
}
