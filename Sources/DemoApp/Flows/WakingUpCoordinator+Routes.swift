import FlowKit

/// `demo://wakingup[/settings...][/compose...]` or `demo://wakingup/website`.
extension Route<WakingUpCoordinator> {
    /// `settings`: the first Settings pushed; its logout finishes the tab.
    static var settings: Self {
        .push("settings") { _ in
            SettingsCoordinator(depth: 1)
        } onResult: { wakingUp, logout in
            if logout != nil { wakingUp.finish() }
        }
    }
}

extension WakingUpCoordinator: Routable {
    static let routes = Routes<WakingUpCoordinator>(
        "wakingup",
        [.settings, .present("website", from: \.screen) { _ in SafariCoordinator(url: WakingUpCoordinator.website) }])
}
