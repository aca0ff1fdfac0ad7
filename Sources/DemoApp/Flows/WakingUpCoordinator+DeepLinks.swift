import FlowKit

/// `demo://wakingup[/settings...][/compose...]` or `demo://wakingup/website`.
extension WakingUpCoordinator: DeepLinkHandling {
    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
        guard let first = route.first else { return }
        switch first {
        case "settings": try SettingsCoordinator.validate(route.dropFirst())
        case "website":
            if let extra = route.dropFirst().first {
                throw .unknownSegment(segment: extra, index: route.startIndex + 1, flow: "SafariCoordinator")
            }
        default: throw .unknownSegment(segment: first, index: route.startIndex, flow: "WakingUpCoordinator")
        }
    }

    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
        try applyChildRoute(route, segment: Self.segment) { [weak self] segment throws(NavigationError) in
            guard let self, let screen = self.screen else {
                throw .coordinatorReleased(coordinator: "WakingUpCoordinator")
            }
            if segment == "settings" {
                try self.showSettings()
            } else {
                try self.present(SafariCoordinator(url: Self.website), from: screen)
            }
            return try self.lastChild()
        }
    }

    /// `settings` for a pushed Settings, `website` for Safari.
    static func segment(of child: Coordinator) -> String? {
        switch child {
        case is SettingsCoordinator: "settings"
        case is SafariCoordinator: "website"
        default: nil
        }
    }
}
