import FlowKit
import struct Signals.AnyPublisher
import struct Signals.Just
import protocol Signals.Scheduler

/// The splash screen: shows **Splash**, and finishes after one second on the app's scheduler.
@MainActor
final class SplashCoordinator: BaseCoordinator<Void>, Routable {
    static let routes = Routes<SplashCoordinator>("splash")
    /// How long the splash shows, in seconds.
    static let seconds = 1

    private let scheduler: any Scheduler

    /// Creates a splash.
    /// - Parameter scheduler: The clock the one-second timer runs on, virtual or real.
    init(scheduler: any Scheduler) {
        self.scheduler = scheduler
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(Screen(title: "Splash", lines: ["FlowKit demo", "Loading..."]))
        return Self.timer(on: scheduler)
    }

    /// One value after ``seconds`` on `scheduler`, whatever its kind of clock.
    private static func timer<S: Scheduler>(on scheduler: S) -> AnyPublisher<Void, Never> {
        Just(()).delay(for: .seconds(seconds), scheduler: scheduler).eraseToAnyPublisher()
    }
}
