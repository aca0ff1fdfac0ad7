/// Where a coordinator is in its life. Each state carries only what is true in it, so no combination
/// describes an impossible coordinator (a released one with a placement, an anchor without a running
/// flow), and leaving ``running(_:)`` is one transition (``Coordinator/didRelease(_:)``).
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

    /// What is true of a running coordinator. A reference, so the coordinator updates its anchor in place
    /// while it runs; it is dropped with the running state.
    @MainActor
    final class Running {
        /// The coordinator's door to its router, and the router's record of it.
        let link: RouterLink
        /// Where ``Coordinator/show(_:)`` puts screens.
        let placement: Placement
        /// Whether the coordinator was anchored with ``Coordinator/anchor(to:)``.
        @exclusivity(unchecked) var isAnchored = false
        /// The anchor, when anchored; held weakly: an anchor that no longer exists is not in the window.
        @exclusivity(unchecked) weak var anchor: Screen?

        init(link: RouterLink, placement: Placement) {
            self.link = link
            self.placement = placement
        }
    }

    /// Created, not started by a parent or a router yet.
    case notStarted
    /// Started and not released.
    case running(Running)
    /// Released, for this reason; it never runs again. The router's record of it stays (its identity and
    /// where it was in the tree).
    case released(ReleaseReason, record: RouterLink)
}
