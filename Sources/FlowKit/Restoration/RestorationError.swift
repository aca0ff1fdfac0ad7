/// Why a snapshot cannot be saved or restored.
///
/// Every case but ``interrupted(kind:_:)`` is thrown before anything starts: a snapshot is checked in
/// full against the routes the flows declare first (``NavigationSnapshot/check(root:)``).
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The snapshot was written in a format version this FlowKit does not read.
    case unknownVersion(Int, supported: Int)
    /// A coordinator kind that no flow declares (any more) where it appears; `parent` is the kind it
    /// appears under, `nil` at the root.
    case unknownRoute(kind: String, parent: String?)
    /// The data does not decode, a flow's saved value or a route's parameter is not what it writes, a
    /// coordinator runs more children than its routes allow, the router already runs a root, or the root
    /// given to restore already ran (the detail is ``RouterStartError``'s description).
    case corrupt(String)
    /// Saving: a running coordinator is not ``Routable``.
    case notRoutable(coordinator: String)
    /// Restoring a checked snapshot stopped at a coordinator of this kind: its flow's own code refused a
    /// step (its `start()` failed, a route's screen was not shown, a saved value's restore threw). This is a
    /// bug in that flow. What is left: the router runs its root and every coordinator restored before the
    /// failing step, with their saved state; the coordinator that failed to start was released with
    /// ``ReleaseReason/startFailed(_:)``; nothing else was released. Discard the router and its window.
    case interrupted(kind: String, NavigationError)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unknownVersion(let version, let supported):
            "snapshot version \(version) is not supported (this build reads version \(supported))"
        case .unknownRoute(let kind, let parent):
            "unknown route \"\(kind)\"" + (parent.map { " under \"\($0)\"" } ?? " at the root")
        case .corrupt(let detail): "corrupt snapshot: \(detail)"
        case .notRoutable(let coordinator): "\(coordinator) cannot be saved (it is not Routable)"
        case .interrupted(let kind, let error): "restoring was interrupted at \"\(kind)\": \(error)"
        }
    }
}
