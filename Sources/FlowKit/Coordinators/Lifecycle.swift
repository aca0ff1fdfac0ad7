/// Where a coordinator is in its life. Each state carries only what is true in it, so no combination
/// describes an impossible coordinator (a released one with a placement, an anchor without a running
/// flow), and leaving ``running(_:)`` is one transition (``Coordinator/markReleased(_:)``).
enum Lifecycle {
    /// How a running coordinator shows its screens, set by the helper that started it.
    enum Placement {
        /// Nowhere: ``Coordinator/show(_:)`` throws ``NavigationError/noPlacement(coordinator:)``.
        case none
        /// Pushed onto this stack.
        case push(NavigationStack)
        /// As the window's root.
        case root
    }

    /// What is true of a running coordinator. A reference, so the router updates it in place while the
    /// coordinator runs; it is dropped with the running state.
    @MainActor
    final class Running {
        /// Where ``Coordinator/show(_:)`` puts screens.
        let placement: Placement
        /// Whether the coordinator was anchored with ``Coordinator/anchor(to:)``.
        var isAnchored = false
        /// The anchor, when anchored; held weakly: an anchor that no longer exists is not in the window.
        weak var anchor: Screen?
        /// Whether the coordinator's flow was ever in the window; only then can it be released for
        /// leaving it.
        var wasPresent = false
        /// The last presence walk that visited the coordinator (see ``Router/absentCoordinators(after:cause:)``).
        var visit = 0

        init(placement: Placement) {
            self.placement = placement
        }
    }

    /// Created, not started by a parent or a router yet.
    case notStarted
    /// Started and not released.
    case running(Running)
    /// Released, for this reason; it never runs again.
    case released(ReleaseReason)
}
