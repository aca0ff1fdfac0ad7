import FlowKit
import protocol Signals.Scheduler

/// The root of the demo: owns the window through the router and never finishes. It shows a splash,
/// then the tabs when the splash is done, then a fresh splash when the tabs log out, and so on.
@MainActor
final class AppCoordinator: BaseCoordinator<Never> {
    private let scheduler: any Scheduler
    /// Whether the app starts on the tabs (restoring a snapshot of them) instead of the splash.
    private let startsOnTabs: Bool

    /// Creates the root coordinator.
    /// - Parameters:
    ///   - scheduler: The clock of the app (the splash timer runs on it), virtual or real.
    ///   - restoring: A checked snapshot of the app to restore: it starts on what the snapshot shows.
    init(scheduler: any Scheduler, restoring: CoordinatorSnapshot? = nil) {
        self.scheduler = scheduler
        startsOnTabs = restoring?.children.first?.kind == TabCoordinator.restorationKind
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        if startsOnTabs { try showTabs() } else { try showSplash() }
        return resultFromFinish
    }

    func showSplash() throws(NavigationError) {
        onResult(of: try setRoot(SplashCoordinator(scheduler: scheduler))) { [weak self] _ in
            self?.next { app throws(NavigationError) in try app.showTabs() }
            self?.router?.applyPendingDeepLink()
        }
    }

    func showTabs() throws(NavigationError) {
        onResult(of: try setRoot(TabCoordinator())) { [weak self] _ in
            self?.next { app throws(NavigationError) in try app.showSplash() }
        }
    }

    /// Shows the next flow. The root runs as long as the app, so it can always start a child: a refusal
    /// is a bug, stopped in debug builds.
    private func next(_ show: (AppCoordinator) throws(NavigationError) -> Void) {
        do {
            try show(self)
        } catch {
            assertionFailure("\(name) cannot show the next flow: \(error)")
        }
    }
}
