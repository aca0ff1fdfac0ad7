import FlowKit

/// The splash screen: shows **Splash**, and finishes after one second on the app's scheduler.
@MainActor
final class SplashCoordinator: BaseCoordinator<Void> {
    /// How long the splash shows.
    static let duration: VirtualTimeScheduler.SchedulerTimeType.Stride = .seconds(1)

    private let scheduler: VirtualTimeScheduler

    /// Creates a splash.
    /// - Parameter scheduler: The clock the one-second timer runs on.
    init(scheduler: VirtualTimeScheduler) {
        self.scheduler = scheduler
    }

    override func start() -> AnyPublisher<Void, Never> {
        try? show(Screen(title: "Splash", lines: ["FlowKit demo", "Loading..."]))
        return Just(()).delay(for: Self.duration, scheduler: scheduler).eraseToAnyPublisher()
    }
}
