import Dispatch
import FlowKit
import struct Signals.Just

/// A splash screen that finishes after one second on the main queue.
@MainActor
final class SplashFlow: BaseCoordinator<Void> {
    override func start() throws(NavigationError) -> ResultPublisher {
        try show(Screen(title: "Splash", lines: ["FlowKit example", "Loading..."]))
        return Just(()).delay(for: .seconds(1), scheduler: DispatchQueue.main).eraseToAnyPublisher()
    }
}
