import FlowKit

/// Hosts `lizard`, `wakingup` and `profile` select their tab and hand the rest of the link to its flow.
extension TabCoordinator: Routable {
    static let routes = Routes<TabCoordinator>(
        "tabs",
        [
            .tab("lizard", LizardCoordinator.self, in: \.tabBar),
            .tab("wakingup", WakingUpCoordinator.self, in: \.tabBar),
            .tab("profile", ProfileCoordinator.self, in: \.tabBar),
        ])
}
