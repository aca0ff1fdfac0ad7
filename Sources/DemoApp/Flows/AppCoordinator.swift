import FlowKit

import protocol Signals.Scheduler

/// The root of the demo: owns the window through the router and never finishes. It shows a splash,
/// then the tabs when the splash is done, then a fresh splash when the tabs log out, and so on.
@MainActor
final class AppCoordinator: BaseCoordinator<Never> {
    /// The scheme of the demo's links.
    static let linkScheme = "demo"
    /// The clock of the app (the splash timer runs on it), virtual or real.
    let scheduler: any Scheduler
    /// Whether the app starts on the tabs (restoring a snapshot of them) instead of the splash.
    private let startsOnTabs: Bool

    /// Creates the root coordinator.
    /// - Parameters:
    ///   - scheduler: The clock of the app (the splash timer runs on it), virtual or real.
    ///   - restoring: A checked snapshot of the app to restore: it starts on what the snapshot shows.
    init(scheduler: any Scheduler, restoring: CoordinatorSnapshot? = nil) {
        self.scheduler = scheduler
        startsOnTabs = restoring?.runs(TabCoordinator.self) ?? false
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        try navigate(to: startsOnTabs ? .tabs : .splash)
        return resultFromFinish
    }

    /// Shows the next flow. The root runs as long as the app, so it can always start a child: a refusal
    /// is a bug, stopped in debug builds.
    func next(_ route: Route<AppCoordinator>) {
        do {
            try navigate(to: route)
        } catch {
            assertionFailure("\(name) cannot show the next flow: \(error)")
        }
    }
}
