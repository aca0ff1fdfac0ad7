/// What ``Router/open(_:)`` did with a valid link.
public enum DeepLinkResult: Hashable, Sendable {
    /// The navigation shows the link (if it already did, nothing changed).
    case applied
    /// The link waits until the flow that owns it runs (see ``DeepLinkApplication/waiting(for:)``); a newer
    /// link replaces it.
    case queued
}

/// A queued deep link that was never applied, and why; published on ``Router/droppedDeepLinks``.
public struct DroppedDeepLink: Hashable, Sendable, CustomStringConvertible {
    /// Why a queued link was dropped.
    public enum Reason: Hashable, Sendable {
        /// A newer link replaced it in the queue.
        case replaced(by: DeepLink)
        /// The coordinator it waited for was released without finishing (for this reason).
        case targetReleased(coordinator: String, reason: ReleaseReason)
        /// Applying it once its flow ran failed.
        case failed(DeepLinkError)
    }

    /// The link.
    public let link: DeepLink
    /// Why it was dropped.
    public let reason: Reason

    /// For example `demo://lizard dropped: replaced by demo://profile`.
    public var description: String {
        switch reason {
        case .replaced(let newer): "\(link) dropped: replaced by \(newer)"
        case .targetReleased(let coordinator, let why): "\(link) dropped: \(coordinator) released (\(why))"
        case .failed(let error): "\(link) dropped: \(error)"
        }
    }
}
