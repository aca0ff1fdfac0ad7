import Dispatch
import FlowKit

import protocol Signals.Scheduler

/// The root: a splash, then the tabs, then a splash again after logout.
@MainActor
final class AppFlow: BaseCoordinator<Never> {
    private let makeSplash: @MainActor () -> SplashFlow

    /// - Parameter scheduler: The splash's clock: the main queue in the app, a virtual clock in tests.
    init<S: Scheduler>(scheduler: S) {
        makeSplash = { SplashFlow(scheduler: scheduler) }
    }

    /// The app's root, its splash timed on the main queue.
    override convenience init() {
        self.init(scheduler: DispatchQueue.main)
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        try showSplash()
        return resultFromFinish
    }

    private func showSplash() throws(NavigationError) {
        onResult(of: try setRoot(makeSplash())) { [weak self] _ in
            self?.show { app throws(NavigationError) in try app.showTabs() }
        }
    }

    private func showTabs() throws(NavigationError) {
        onResult(of: try setRoot(TabsFlow())) { [weak self] _ in
            self?.show { app throws(NavigationError) in try app.showSplash() }
        }
    }

    /// The root runs as long as the app, so it can always show the next flow: a refusal is a bug.
    private func show(_ next: (AppFlow) throws(NavigationError) -> Void) {
        do {
            try next(self)
        } catch {
            assertionFailure("cannot show the next flow: \(error)")
        }
    }
}
