import FlowKit

/// `demo://lizard/compose...`: Lizard with that many Compose modals stacked; Lizard saves its item count.
extension Route<LizardCoordinator> {
    /// `compose`: Compose presented from Lizard; each message sent adds an item.
    static var compose: Self {
        .present("compose", from: \.screen) { _ in
            ComposeCoordinator()
        } onResult: { lizard, sent in
            if sent == true { lizard.items += 1 }
        }
    }
}

extension LizardCoordinator: Routable {
    static let routes = Routes<LizardCoordinator>("lizard", saving: [.number("items", \.items, in: 0...)], [.compose])
}
