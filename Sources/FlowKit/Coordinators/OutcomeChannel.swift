import Signals

/// A started coordinator's outcome cell that also listens to the publisher its `start()` returned: that
/// publisher's first value, or its finishing, ends the coordinator. One object per start instead of a cell
/// and a watcher (and instead of a sink, its closures and an `AnyCancellable`); made by
/// ``BaseCoordinator/run()``, where the result type is known, so making it needs no metadata look-up.
///
/// It does not retain the coordinator, nor refer to it weakly (a weak reference would give the coordinator
/// a side table, and every retain and release of it a slower path): the coordinator stops the watching
/// (``OutcomeCell/stopWatching()``) when it is released and when it is deinitialised, which forgets it. The
/// cell's part lives on, for the subscribers of the result.
///
/// A start publisher delivers on the main actor, as the coordinator's own code does; receiving a value or
/// the completion checks it.
@usableFromInline
final class OutcomeChannel<Result>: OutcomeCell, Subscriber, @unchecked Sendable {
    // Safety: `coordinator` and `subscription` are written on the main actor (`init`, `receive(subscription:)`
    // from a start publisher, which delivers there), or by `stopWatching()`, which runs there or in the
    // coordinator's `deinit`, when nothing else refers to the coordinator. The cell's part has its lock.
    @usableFromInline typealias Input = Result
    @usableFromInline typealias Failure = Never

    @exclusivity(unchecked) private unowned(unsafe) var coordinator: BaseCoordinator<Result>?
    @exclusivity(unchecked) private var subscription: (any Subscription)?

    /// Creates the channel of `coordinator`, before its `start()` runs.
    ///
    /// - Parameter coordinator: The coordinator; it stops the watching before it is deinitialised.
    @usableFromInline
    init(watching coordinator: BaseCoordinator<Result>) {
        self.coordinator = coordinator
    }

    @usableFromInline
    func receive(subscription: any Subscription) {
        guard coordinator != nil, self.subscription == nil else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    @usableFromInline
    func receive(_ input: Result) -> Subscribers.Demand {
        nonisolated(unsafe) let input = input
        MainActor.assumeIsolated { coordinator?.outputDidArrive(input) }
        return .none
    }

    @usableFromInline
    func receive(completion: Subscribers.Completion<Never>) {
        MainActor.assumeIsolated { coordinator?.publisherDidFinish() }
    }

    override func stopWatching() {
        coordinator = nil
        let subscription = self.subscription
        self.subscription = nil
        subscription?.cancel()
    }
}
