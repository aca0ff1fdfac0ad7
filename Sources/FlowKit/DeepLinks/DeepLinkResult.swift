/// What ``DeepLinks/open(_:)`` did with a valid link.
public enum DeepLinkResult: Hashable, Sendable {
    /// The navigation shows the link (if it already did, nothing changed).
    case applied
    /// The flow that takes the link does not run yet (a splash shows): the link waits, and shows itself
    /// after the navigation change that starts that flow, with no call from the app. A newer link replaces
    /// it; a link that cannot be shown is published on ``DeepLinks/dropped``.
    case queued
}

/// A queued deep link that was never shown, and why; published on ``DeepLinks/dropped``.
///
/// ```swift
/// links.dropped.sink { dropped in
///     if case .failed(let error) = dropped.reason { log("\(dropped.link): \(error)") }
/// }
/// ```
public struct DroppedDeepLink: Hashable, Sendable, CustomStringConvertible {
    /// Why a queued link was dropped.
    public enum Reason: Hashable, Sendable {
        /// A newer link replaced it (queued, or shown at once).
        case replaced(by: DeepLink)
        /// The coordinator it waited behind (a splash) was released without finishing, for this reason.
        case targetReleased(coordinator: String, reason: ReleaseReason)
        /// Showing it, once the flow that takes it ran, failed: ``DeepLinkError/noHandler`` (the root no
        /// longer runs), ``DeepLinkError/navigationFailed(_:)`` (nothing moved) or
        /// ``DeepLinkError/interrupted(_:shown:)`` (as documented there).
        case failed(DeepLinkError)
    }

    /// The link.
    public let link: DeepLink
    /// Why it was dropped.
    public let reason: Reason

    /// A dropped link, as ``DeepLinks/dropped`` publishes it (tests compare whole histories of them).
    ///
    /// ```swift
    /// DroppedDeepLink(link: try DeepLink(parsing: "demo://lizard"), reason: .replaced(by: newer))
    /// ```
    ///
    /// - Parameters:
    ///   - link: The link.
    ///   - reason: Why it was dropped.
    public init(link: DeepLink, reason: Reason) {
        self.link = link
        self.reason = reason
    }

    /// For example `demo://lizard dropped: replaced by demo://profile`.
    public var description: String {
        switch reason {
        case .replaced(let newer): "\(link) dropped: replaced by \(newer)"
        case .targetReleased(let coordinator, let why): "\(link) dropped: \(coordinator) released (\(why))"
        case .failed(let error): "\(link) dropped: \(error)"
        }
    }
}
