/// A coordinator that declares the deep-link routes it handles and applies them.
///
/// Checking is static, so a link is validated in full before anything moves, even when the flows it
/// reaches do not exist yet. Applying keeps what already matches (the same screens, the same coordinator
/// instances) and releases only what differs, with ``Coordinator/releaseForDeepLink(_:)``.
///
/// ```swift
/// extension LizardCoordinator: DeepLinkHandling {
///     static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
///         for (index, segment) in zip(route.indices, route) where segment != "compose" {
///             throw .unknownSegment(segment: segment, index: index, flow: "LizardCoordinator")
///         }
///     }
///     func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication { ... }
/// }
/// ```
@MainActor
public protocol DeepLinkHandling: Coordinator {
    /// Checks the part of a link this flow is responsible for, moving nothing.
    ///
    /// - Parameter route: The remaining parts of ``DeepLink/route``; its indices are positions in the
    ///   whole route (1 is the first segment after the host), for error messages.
    /// - Throws: ``DeepLinkError/unknownSegment(segment:index:flow:)`` (or ``DeepLinkError/unknownHost(host:)``
    ///   at the root) for the first part it declares no route for.
    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError)

    /// Shows `route`, which ``validate(_:)`` accepted, keeping what already matches.
    ///
    /// - Parameter route: The remaining parts of the route, as for ``validate(_:)``.
    /// - Returns: ``DeepLinkApplication/applied`` or, when the flow that owns the link is not running yet,
    ///   ``DeepLinkApplication/waiting(for:)``.
    /// - Throws: The navigation model's refusal: a bug in the flow's route handling.
    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication
}

/// The root coordinator of an app that opens deep links: names the app's scheme.
@MainActor
public protocol DeepLinkRoot: DeepLinkHandling {
    /// The scheme of the app's links, for example `demo`.
    static var deepLinkScheme: String { get }
}

/// What applying a deep link did.
@MainActor
public enum DeepLinkApplication {
    /// The navigation shows the link.
    case applied
    /// The flow that owns the link is not running yet; `coordinator` (a splash, for example) runs until it
    /// is. The router queues the link until the app calls ``Router/applyPendingDeepLink()``, and drops it
    /// if `coordinator` is released without finishing.
    case waiting(for: Coordinator)
}

extension Coordinator {
    /// Releases a child that a deep link does not keep, with ``ReleaseReason/deepLink``: its screens (and
    /// its children's) are dismissed or popped as ``Router``'s programmatic removal does, and its parent
    /// receives no value. Does nothing unless `child` runs.
    ///
    /// - Parameter child: A running coordinator of this router.
    public func releaseForDeepLink(_ child: Coordinator) {
        router?.finish(child, reason: .deepLink)
    }
}

extension Coordinator {
    /// One step of a route with minimal change: keeps the first running child that stands for the route's
    /// first segment (the same instance), releases every other child with ``releaseForDeepLink(_:)``,
    /// starts the child for the segment if none was kept, then hands the rest of the route to that child
    /// (when it is a ``DeepLinkHandling``). An empty route releases every child.
    ///
    /// - Parameters:
    ///   - route: The remaining parts of the route.
    ///   - segment: The segment a running child stands for, or `nil` when it stands for none.
    ///   - start: Starts the child for a segment, as the flow's own button would, and returns it.
    /// - Returns: What the kept or started child's ``DeepLinkHandling/apply(_:)`` returned, or
    ///   ``DeepLinkApplication/applied``.
    /// - Throws: ``NavigationError/leaveRefused(screen:path:asked:)`` when a leave guard of a screen the
    ///   children released would remove refuses (checked before any of them is released), or the navigation
    ///   model's refusal, from `start` or the child.
    public func applyChildRoute(
        _ route: ArraySlice<String>,
        segment: (Coordinator) -> String?,
        start: (String) throws(NavigationError) -> Coordinator
    ) throws(NavigationError) -> DeepLinkApplication {
        let wanted = route.first
        var kept: Coordinator?
        var released: [Coordinator] = []
        for child in children {
            if kept == nil, let wanted, segment(child) == wanted {
                kept = child
            } else {
                released.append(child)
            }
        }
        if let refusal = router?.leaveRefusal(releasing: released, path: .deepLink) { throw refusal }
        for child in released { releaseForDeepLink(child) }
        guard let wanted else { return .applied }
        let next: Coordinator
        if let kept { next = kept } else { next = try start(wanted) }
        guard let handler = next as? any DeepLinkHandling else { return .applied }
        return try handler.apply(route.dropFirst())
    }
}
