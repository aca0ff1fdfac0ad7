/// Where a coordinator is in its life. Leaving ``running(_:)`` is one transition
/// (``Coordinator/didRelease(_:)``), which also clears the coordinator's placement and anchor: kept in the
/// coordinator itself rather than in an object per start, they are set only while it runs.
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

    /// Created, not started by a parent or a router yet.
    case notStarted
    /// Started and not released, with the coordinator's door to its router (the router's record of it).
    /// Where it shows its screens and its anchor are the coordinator's own fields
    /// (``Coordinator/placement``, ``Coordinator/anchor``), set only while it runs: no object per start.
    case running(RouterLink)
    /// Released, for this reason; it never runs again. The router's record of it stays (its identity and
    /// where it was in the tree).
    case released(ReleaseReason, record: RouterLink)
}
