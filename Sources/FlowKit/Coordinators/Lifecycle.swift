/// Where a coordinator is in its life. Leaving ``running`` is one transition
/// (``Coordinator/didRelease(_:)``), which also records the reason and clears the coordinator's placement
/// and anchor. What each stage carries (the router's record of the coordinator, the reason, the placement,
/// the anchor) is kept in the coordinator's own fields beside it, not in the enum: reading the stage, or
/// the link, copies no payload (no retain and release of it).
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
    /// Started and not released: ``Coordinator/record`` is the coordinator's door to its router.
    case running
    /// Released, for ``Coordinator/releaseReason``; it never runs again. The router's record of it stays
    /// (its identity and where it was in the tree).
    case released
}
