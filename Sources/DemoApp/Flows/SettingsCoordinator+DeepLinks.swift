import FlowKit

/// After a Settings screen: `settings` pushes another, `compose` presents Compose (more stack more).
extension SettingsCoordinator: DeepLinkHandling {
    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
        var index = route.startIndex
        while index < route.endIndex, route[index] == "settings" { index += 1 }
        guard index < route.endIndex else { return }
        try ComposeCoordinator.validateComposeChain(route[index...], in: "SettingsCoordinator")
    }

    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
        try applyChildRoute(route, segment: Self.segment) { [weak self] segment throws(NavigationError) in
            guard let self, let screen = self.screen else {
                throw .coordinatorReleased(coordinator: "SettingsCoordinator")
            }
            if segment == "settings" {
                try self.pushSettings()
            } else {
                try self.present(ComposeCoordinator(), from: screen)
            }
            return try self.lastChild()
        }
    }

    /// `settings` for a pushed Settings, `compose` for a Compose.
    static func segment(of child: Coordinator) -> String? {
        switch child {
        case is SettingsCoordinator: "settings"
        case is ComposeCoordinator: "compose"
        default: nil
        }
    }
}
