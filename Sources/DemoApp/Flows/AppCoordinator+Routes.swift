import FlowKit

/// The splash, then the tabs, which take the demo's links: a link opened during the splash waits for them.
extension Route<AppCoordinator> {
    /// The splash; the tabs when it is done.
    static var splash: Self {
        .root {
            SplashCoordinator(scheduler: $0.scheduler)
        } onResult: { app, _ in
            app.next(.tabs)
        }
    }

    /// The tabs; a fresh splash when they log out.
    static var tabs: Self {
        .root(takingLinks: true) { _ in
            TabCoordinator()
        } onResult: { app, _ in
            app.next(.splash)
        }
    }
}

extension AppCoordinator: Routable {
    static let routes = Routes<AppCoordinator>("app", [.splash, .tabs])
}
