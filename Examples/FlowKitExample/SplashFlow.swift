import Dispatch
import FlowKit

import struct Signals.Just
import protocol Signals.Scheduler

/// A splash screen that finishes after one second on a scheduler: the main queue in the app, a virtual
/// clock in tests.
@MainActor
final class SplashFlow: BaseCoordinator<Void> {
    private let timer: () -> ResultPublisher

    /// - Parameter scheduler: The clock of the one-second delay.
    init<S: Scheduler>(scheduler: S) {
        timer = { Just(()).delay(for: .seconds(1), scheduler: scheduler).eraseToAnyPublisher() }
    }

    /// A splash timed on the main queue.
    override convenience init() {
        self.init(scheduler: DispatchQueue.main)
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(Screen(title: "Splash", lines: ["FlowKit example", "Loading..."]))
        return timer()
    }
}
