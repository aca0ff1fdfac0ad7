/// What the ``ReleasePolicy`` may read: a read-only view of what the router knows about its coordinators
/// (the tree, ownership of screens, lifecycles and anchors, presence so far). The router's own view is
/// ``RouterFacts``; the policy's tests give it a small tree of their own.
@MainActor
protocol ReleaseFacts {
    /// The root coordinator: never released for leaving the window.
    var root: Coordinator? { get }
    /// The coordinator that registered `screen`, running or released; `nil` when none did.
    func owner(of screen: Screen) -> Coordinator?
    /// Whether `coordinator` runs (started, not released).
    func isRunning(_ coordinator: Coordinator) -> Bool
    /// The coordinator that started `coordinator`; `nil` for the root and once released.
    func parent(of coordinator: Coordinator) -> Coordinator?
    /// The running children of `coordinator`, in start order.
    func children(of coordinator: Coordinator) -> [Coordinator]
    /// Whether the flow of `coordinator` was ever in the window.
    func wasPresent(_ coordinator: Coordinator) -> Bool
    /// Whether `coordinator` runs, is anchored, and where its anchor is.
    func standing(of coordinator: Coordinator) -> Standing
    /// Whether one of the screens a running `coordinator` owns itself is in the window.
    func ownsScreenInWindow(_ coordinator: Coordinator) -> Bool
    /// Whether `ancestor` is a strict ancestor of `coordinator` (both running).
    func isAncestor(_ ancestor: Coordinator, of coordinator: Coordinator) -> Bool
    /// Whether `first` comes before `second` in the tree's order: a coordinator before its children,
    /// children in start order (both running).
    func precedes(_ first: Coordinator, _ second: Coordinator) -> Bool
}

/// Whether a coordinator runs and is anchored (see ``ReleasePolicy/ownPresence(_:)``).
enum Standing: Equatable {
    /// Not running (not started, or released).
    case notRunning
    /// Running, anchored (``Coordinator/anchor(to:)``): whether the anchor is in the window.
    case anchored(inWindow: Bool)
    /// Running, not anchored: its own screens, then its children, decide its presence.
    case free
}

/// The router's view, as the ``ReleasePolicy`` reads it. Reading costs what it touches: a screen's owner
/// is one look-up, ancestor and order queries take O(log depth) steps through the ``RouterLink``s.
@MainActor
struct RouterFacts: ReleaseFacts {
    /// The router read, held strongly: a view is made, read and dropped within one call of the router's, so
    /// that costs one retain when it is made, and reading the router's constants (its window, its
    /// ownership) then takes none (read through an unowned reference, each was retained while used).
    let router: Router

    var root: Coordinator? { router.root }
    private var window: Window { router.window }
    private var ownership: ScreenOwnership { router.ownership }

    func owner(of screen: Screen) -> Coordinator? { ownership.owner(of: screen) }

    func isRunning(_ coordinator: Coordinator) -> Bool { coordinator.isRunning }

    // The router calls, so its tree keeps a running coordinator's parent alive.
    func parent(of coordinator: Coordinator) -> Coordinator? {
        guard let link = coordinator.link else { return nil }
        return link.parent?.runningCoordinator
    }

    func children(of coordinator: Coordinator) -> [Coordinator] { coordinator.children }

    func wasPresent(_ coordinator: Coordinator) -> Bool {
        guard let link = coordinator.link else { return false }
        return link.wasPresent
    }

    func standing(of coordinator: Coordinator) -> Standing {
        guard coordinator.isRunning else { return .notRunning }
        return coordinator.isAnchored ? .anchored(inWindow: coordinator.anchorScreen?.window === window) : .free
    }

    func ownsScreenInWindow(_ coordinator: Coordinator) -> Bool {
        guard let link = coordinator.link else { return false }
        return link.ownedScreens.containsScreen(in: window)
    }

    func isAncestor(_ ancestor: Coordinator, of coordinator: Coordinator) -> Bool {
        guard let above = ancestor.link, let below = coordinator.link else { return false }
        return above.isAncestor(of: below)
    }

    func precedes(_ first: Coordinator, _ second: Coordinator) -> Bool {
        guard let first = first.link, let second = second.link else { return false }
        return first.precedes(second)
    }

    /// The screens of `coordinator` and of its running descendants that still exist.
    func flowScreens(of coordinator: Coordinator) -> [Screen] {
        var result = ownership.screens(of: coordinator)
        for child in coordinator.children { result += flowScreens(of: child) }
        return result
    }

    /// The path of names from the root to `coordinator` (where it was, once released), e.g.
    /// `["AppCoordinator#1", "TabCoordinator#3"]`; its name alone before it starts.
    func path(of coordinator: Coordinator) -> [String] {
        coordinator.record?.path ?? [coordinator.name]
    }
}
