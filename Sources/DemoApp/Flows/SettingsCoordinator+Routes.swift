import FlowKit

/// After a Settings screen: `settings` pushes another, `compose` presents Compose (more stack more).
extension Route<SettingsCoordinator> {
    /// `settings`: another Settings pushed, one deeper; its logout logs this one out too.
    static var settings: Self {
        .push("settings") {
            SettingsCoordinator(depth: $0.depth + 1)
        } onResult: { settings, logout in
            if logout != nil { settings.finish() }
        }
    }

    /// `compose`: Compose presented from this Settings screen.
    static var compose: Self { .present("compose", from: \.screen) { _ in ComposeCoordinator() } }
}

extension SettingsCoordinator: Routable {
    static let routes = Routes<SettingsCoordinator>(
        "settings", saving: [.number("depth", \.depth, in: 1...)], [.settings, .compose])
}
