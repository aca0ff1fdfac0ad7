import Signals

/// A started coordinator's outcome cell that also listens to the publisher its `start()` returned (that
/// publisher's first value, or its finishing, ends the coordinator) and holds the parent's first
/// ``Coordinator/onResult(of:_:)`` wait inline (its handler, and the parent's list of waits, which holds the
/// channel as the wait). One object per start instead of a cell, a watcher and a listener (and instead of
/// sinks, their closures and `AnyCancellable`s); made by ``BaseCoordinator/run()``, where the result type is
/// known, so making it needs no metadata look-up.
///
/// It does not retain the coordinator, nor refer to it weakly (a weak reference would give the coordinator
/// a side table, and every retain and release of it a slower path): the coordinator stops the watching
/// (``OutcomeCell/stopWatching()``) when it is released and when it is deinitialised, which forgets it. The
/// cell's part lives on, for the subscribers of the result.
///
/// A start publisher delivers on the main actor, as the coordinator's own code does; receiving a value or
/// the completion checks it.
@usableFromInline
final class OutcomeChannel<Result>: OutcomeCell, Subscriber, ResultWait, @unchecked Sendable {
    // Safety: `coordinator` and `subscription` are written on the main actor (`init`, `receive(subscription:)`
    // from a start publisher, which delivers there), or by `stopWatching()`, which runs there or in the
    // coordinator's `deinit`, when nothing else refers to the coordinator. `handler` and `waits` are used on
    // the main actor only, as ``ResultListener``'s. The cell's part has its lock.
    @usableFromInline typealias Input = Result
    @usableFromInline typealias Failure = Never

    @exclusivity(unchecked) private unowned(unsafe) var coordinator: BaseCoordinator<Result>?
    @exclusivity(unchecked) private var subscription: (any Subscription)?
    /// The inline wait's handler, until it is called or cancelled.
    @exclusivity(unchecked) private var handler: ((Result?) -> Void)?
    /// The waiting coordinator's list, which holds the channel while the inline wait lasts.
    @exclusivity(unchecked) private var waits: ResultWaits?

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

    /// Holds `request`'s wait inline, if nobody waits yet and the outcome is not settled.
    ///
    /// - Parameter request: The wait of ``Coordinator/onResult(of:_:)``.
    /// - Returns: Whether the channel holds it (and is listed in the request's waits); if not, the caller
    ///   waits with a ``ResultListener``.
    @usableFromInline
    func wait(for request: ResultRequest<Result>) -> Bool {
        guard handler == nil, beginInlineWait() else { return false }
        handler = request.handler
        waits = request.waits
        request.waits.append(self)
        return true
    }

    override func settleInlineWait(_ outcome: Any?) {
        guard let handler else { return }
        self.handler = nil
        waits?.remove(self)
        waits = nil
        if let outcome {
            handler((outcome as! Result))
        } else {
            handler(nil)
        }
    }

    /// Cancels the inline wait (its coordinator was released or deinitialised): the handler is not called.
    @usableFromInline
    func cancel() {
        guard handler != nil else { return }
        handler = nil
        waits = nil
        endInlineWait()
    }

    /// `nil`: the inline wait serves a child's result, not another publisher.
    @usableFromInline
    var requestIdentifier: CombineIdentifier? { nil }

    override func stopWatching() {
        coordinator = nil
        let subscription = self.subscription
        self.subscription = nil
        subscription?.cancel()
    }
}
