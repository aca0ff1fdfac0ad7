import FlowKit

/// `compose` segments: each stacks one more Compose modal; Compose saves how many were sent from it.
extension Route<ComposeCoordinator> {
    /// `compose`: another Compose presented on top; each message sent from it counts here.
    static var compose: Self {
        .present("compose", from: \.screen) { _ in
            ComposeCoordinator()
        } onResult: { compose, sent in
            if sent == true { compose.sent += 1 }
        }
    }
}

extension ComposeCoordinator: Routable {
    static let routes = Routes<ComposeCoordinator>("compose", saving: [.number("sent", \.sent, in: 0...)], [.compose])
}
