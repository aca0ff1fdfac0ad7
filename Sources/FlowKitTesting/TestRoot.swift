import FlowKit

/// The root coordinator of a ``FlowTest`` set up with a stack or tabs: it shows the container as the
/// window's root, owns the root screen of each stack, and never finishes. Children a test starts are its
/// children (or those of the coordinator showing the top screen).
@MainActor
final class TestRoot: BaseCoordinator<Never> {
    /// The container to show, until it is shown.
    private var container: Screen?
    /// The screens to own besides the container: each stack's root.
    private var rootScreens: [Screen]

    init(showing container: Screen, owning rootScreens: [Screen]) {
        self.container = container
        self.rootScreens = rootScreens
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        // Owned before they enter the window, so no change shows them without their owner.
        if let container { own(container) }
        for screen in rootScreens { own(screen) }
        rootScreens = []
        if let container {
            self.container = nil
            try show(container)
        }
        return resultFromFinish
    }
}
