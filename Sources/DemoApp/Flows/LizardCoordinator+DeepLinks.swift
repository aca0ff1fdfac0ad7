import FlowKit

/// `demo://lizard/compose...`: Lizard with that many Compose modals stacked.
extension LizardCoordinator: DeepLinkHandling {
    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
        try ComposeCoordinator.validateComposeChain(route, in: "LizardCoordinator")
    }

    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
        try applyComposeChain(route) { [weak self] screen throws(NavigationError) in try self?.compose(from: screen) }
    }
}
