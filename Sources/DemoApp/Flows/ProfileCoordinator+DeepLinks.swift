import FlowKit

/// `demo://profile[/update-details[/last-name]]`.
extension ProfileCoordinator: DeepLinkHandling {
    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
        guard let first = route.first else { return }
        guard first == "update-details" else {
            throw .unknownSegment(segment: first, index: route.startIndex, flow: "ProfileCoordinator")
        }
        try UpdateDetailsCoordinator.validate(route.dropFirst())
    }

    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
        try applyChildRoute(route, segment: Self.segment) { [weak self] _ throws(NavigationError) in
            guard let self, let screen = self.screen else {
                throw .coordinatorReleased(coordinator: "ProfileCoordinator")
            }
            try self.updateDetails(on: screen)
            return try self.lastChild()
        }
    }

    /// `update-details` for an update-details flow that has not saved yet (a saved one cannot show the
    /// link's screens, so it is replaced).
    static func segment(of child: Coordinator) -> String? {
        guard let flow = child as? UpdateDetailsCoordinator, !flow.hasSaved else { return nil }
        return "update-details"
    }
}
