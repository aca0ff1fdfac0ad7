import FlowKit

/// The root of the demo: owns the window through the router and never finishes. It shows a splash,
/// then the tabs when the splash is done, then a fresh splash when the tabs log out, and so on.
@MainActor
final class AppCoordinator: BaseCoordinator<Never> {
    private let scheduler: VirtualTimeScheduler

    /// Creates the root coordinator.
    /// - Parameter scheduler: The clock of the app (the splash timer runs on it).
    init(scheduler: VirtualTimeScheduler) {
        self.scheduler = scheduler
    }

    override func start() -> AnyPublisher<Never, Never> {
        showSplash()
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func showSplash() {
        guard let done = try? setRoot(SplashCoordinator(scheduler: scheduler)) else { return }
        onResult(of: done) { [weak self] _ in self?.showTabs() }
    }

    private func showTabs() {
        guard let loggedOut = try? setRoot(TabCoordinator()) else { return }
        onResult(of: loggedOut) { [weak self] _ in self?.showSplash() }
    }
}
