import FlowKit

/// The splash screen: shows **Splash**, and finishes after one second on the app's scheduler.
@MainActor
final class SplashCoordinator: BaseCoordinator<Void> {
    /// How long the splash shows.
    static let duration: TestScheduler.SchedulerTimeType.Stride = .seconds(1)

    private let scheduler: TestScheduler

    /// Creates a splash.
    /// - Parameter scheduler: The clock the one-second timer runs on.
    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    override func start() throws(NavigationError) -> AnyPublisher<Void, Never> {
        try show(Screen(title: "Splash", lines: ["FlowKit demo", "Loading..."]))
        return Just(()).delay(for: Self.duration, scheduler: scheduler).eraseToAnyPublisher()
    }
}
