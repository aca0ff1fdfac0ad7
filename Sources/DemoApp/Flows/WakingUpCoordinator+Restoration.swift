import FlowKit

/// Waking Up restores its Settings chain or Safari; Settings its deeper Settings or Compose.
extension WakingUpCoordinator: Restorable {
    static let restorationKind = "wakingup"

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        try snapshot.validateChildren([SettingsCoordinator.self, SafariCoordinator.self], atMost: 1)
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        guard let screen else { throw .coordinatorReleased(coordinator: name) }
        if snapshot.kind == SettingsCoordinator.restorationKind {
            try showSettings()
        } else {
            try present(SafariCoordinator(url: snapshot.state["url"] ?? Self.website), from: screen)
        }
        return try lastChild()
    }
}

extension SettingsCoordinator: Restorable {
    static let restorationKind = "settings"

    var savedState: [String: String] { ["depth": String(depth)] }

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        _ = try snapshot.number("depth", in: 1...Int.max)
        try snapshot.validateChildren([SettingsCoordinator.self, ComposeCoordinator.self], atMost: 1)
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        guard let screen else { throw .coordinatorReleased(coordinator: name) }
        if snapshot.kind == Self.restorationKind {
            try pushSettings()
        } else {
            try present(ComposeCoordinator(), from: screen)
        }
        return try lastChild()
    }
}

extension SafariCoordinator: Restorable {
    static let restorationKind = "safari"

    var savedState: [String: String] { ["url": url] }

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        guard snapshot.state["url"] != nil else { throw .corrupt("safari.url is missing") }
        try snapshot.validateChildren([], atMost: 0)
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        throw .noPlacement(coordinator: name)
    }
}
