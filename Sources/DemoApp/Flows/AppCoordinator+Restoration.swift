import FlowKit

/// The app saves which flow runs: the splash (restored as a fresh splash) or the tabs.
extension AppCoordinator: Restorable {
    static let restorationKind = "app"

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        try snapshot.validateChildren([SplashCoordinator.self, TabCoordinator.self], atMost: 1)
        guard snapshot.children.count == 1 else { throw .corrupt("app runs no flow") }
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        if snapshot.kind == TabCoordinator.restorationKind { try showTabs() } else { try showSplash() }
        return try lastChild()
    }
}

extension SplashCoordinator: Restorable {
    static let restorationKind = "splash"

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        try snapshot.validateChildren([], atMost: 0)
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        throw .noPlacement(coordinator: name)
    }
}
