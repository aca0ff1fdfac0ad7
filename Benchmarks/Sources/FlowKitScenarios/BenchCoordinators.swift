import BenchmarkSupport
import FlowKit
import Signals

/// Starts a fixture's root on its fresh router; a refusal (a bug in the fixture) becomes the fixture's error.
@MainActor
func startRoot<R>(_ root: BaseCoordinator<R>, on router: Router) throws(NavigationError) {
    do {
        try router.start(root)
    } catch {
        throw .coordinatorReleased(coordinator: "\(root.name) refused: \(error)")
    }
}

/// The root coordinator: shows the root navigation stack as the window's root and never finishes.
final class HomeCoordinator: BaseCoordinator<Never> {
    let stack: NavigationStack

    init(showing stack: NavigationStack) {
        self.stack = stack
        super.init()
    }

    override func start() throws(NavigationError) -> AnyPublisher<Never, Never> {
        // The stack's root screen is this coordinator's too (a leak detector reports a screen no one owns).
        for screen in stack.screens { own(screen) }
        try show(stack)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}

/// The child of every cycle: shows one screen where its parent placed it and never produces a result,
/// so it goes away only when the user removes its screen (back button, swipe-down) and the router
/// releases it.
final class OneScreenCoordinator: BaseCoordinator<Int> {
    let deinitialised: AtomicCounter

    init(deinitialised: AtomicCounter) {
        self.deinitialised = deinitialised
        super.init()
    }

    override func start() throws(NavigationError) -> AnyPublisher<Int, Never> {
        try show(CountedScreen(title: "Child", deinitialised: deinitialised))
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}
