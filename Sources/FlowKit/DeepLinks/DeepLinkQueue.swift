import Signals

/// The router's deep-link queue: at most one link, waiting for a coordinator to finish.
@MainActor
final class DeepLinkQueue {
    /// The queued link.
    var pending: DeepLink?
    /// The coordinator the queued link waits for.
    weak var waitingFor: Coordinator?
    /// Watches the router's releases while a link waits.
    var releaseWatch: AnyCancellable?
    /// Dropped links, as they are dropped.
    let dropped = PassthroughSubject<DroppedDeepLink, Never>()

    /// Empties the queue and returns the link it held.
    func take() -> DeepLink? {
        defer {
            pending = nil
            waitingFor = nil
            releaseWatch = nil
        }
        return pending
    }
}
