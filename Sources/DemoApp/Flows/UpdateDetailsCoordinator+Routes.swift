import FlowKit

/// After First Name: `last-name` shows Last Name (a link that stops before it goes back to First Name); the
/// flow saves which of its screens shows.
extension UpdateDetailsCoordinator: Routable {
    static let routes = Routes<UpdateDetailsCoordinator>(
        "update-details", saving: [.choice("screen", \.step, restore: UpdateDetailsCoordinator.show)],
        [
            .screen(
                "last-name", isShown: \.showsLastName, show: UpdateDetailsCoordinator.showLastName,
                hide: UpdateDetailsCoordinator.showFirstName)
        ])
}
