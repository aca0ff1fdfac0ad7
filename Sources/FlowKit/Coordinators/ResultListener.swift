import Signals

/// A wait for a child's result started by ``Coordinator/onResult(of:_:)``, as its coordinator keeps it:
/// cancelled when the coordinator is released first. The child's ``OutcomeChannel`` (when the wait is
/// inline), or a ``ResultListener``.
@usableFromInline
protocol ResultWait: AnyObject, Cancellable {
    /// The identifier of the ``ResultRequest`` the wait listens for, if it listens to a publisher other
    /// than a child's result.
    var requestIdentifier: CombineIdentifier? { get }
}

/// A wait on an ``OutcomeCell`` that is not the cell's inline one: a ``ResultListener``.
@usableFromInline
class ResultSubscription: OutcomeWaiter, ResultWait, @unchecked Sendable {
    // Safety: used on the main actor only (see ``ResultListener``).

    /// Waits on `cell` directly. The default does nothing.
    @usableFromInline
    func attach(to cell: OutcomeCell) {}

    /// Stops waiting. The default does nothing.
    @usableFromInline
    func cancel() {}

    /// `nil` unless overridden.
    @usableFromInline
    var requestIdentifier: CombineIdentifier? { nil }
}

/// What ``Coordinator/onResult(of:_:)`` waits with when the child's ``OutcomeChannel`` cannot hold the wait
/// inline (another waiter came first), or for a publisher other than a child's result: keeps the first
/// value and, when the result settles (or the publisher finishes), calls the handler once with it (or with
/// `nil`) and leaves its coordinator's list.
///
/// One object per wait, instead of a sink, its closures, their boxes, an `AnyCancellable` and a
/// subscription. A value is kept as `Any`, so keeping it builds no generic optional in unspecialised code.
/// A child's result is delivered on the main actor (the router settles it there); so must any other
/// publisher given to `onResult(of:_:)`.
@usableFromInline
final class ResultListener<Value>: ResultSubscription, Subscriber, @unchecked Sendable {
    // Safety: called on the main actor only (see above); the handler runs there, checked.
    @usableFromInline typealias Input = Value
    @usableFromInline typealias Failure = Never

    /// The owner's list of waits, until this one leaves it. Held strongly, not the owner weakly (a weak
    /// reference would give the owner a side table, and every retain and release of it a slower path);
    /// the list and the wait refer to each other until the wait finishes or is cancelled, and the owner
    /// cancels its waits when it is released or deinitialised.
    @exclusivity(unchecked) private var waits: ResultWaits?
    @exclusivity(unchecked) private var handler: ((Value?) -> Void)?
    /// The cell waited on, when attached to one.
    @exclusivity(unchecked) private var cell: OutcomeCell?
    /// The subscription, when subscribed to another publisher.
    @exclusivity(unchecked) private var subscription: (any Subscription)?
    @exclusivity(unchecked) private var received: Any?
    @exclusivity(unchecked) private var hasValue = false
    /// The ``ResultRequest`` this listener serves, for another publisher.
    private let identifier: CombineIdentifier?

    /// Creates a wait listed in `waits`.
    ///
    /// - Parameters:
    ///   - waits: The waiting coordinator's list.
    ///   - handler: Called once, with the result or `nil`.
    ///   - identifier: The ``ResultRequest`` that made it for another publisher, which finds it by this.
    @usableFromInline
    init(in waits: ResultWaits, handler: @escaping (Value?) -> Void, identifier: CombineIdentifier? = nil) {
        self.waits = waits
        self.handler = handler
        self.identifier = identifier
    }

    override var requestIdentifier: CombineIdentifier? { identifier }

    @usableFromInline
    override func attach(to cell: OutcomeCell) {
        guard handler != nil, self.cell == nil, subscription == nil else { return }
        self.cell = cell
        cell.add(self)
    }

    override func settle(_ outcome: Any?) {
        nonisolated(unsafe) let outcome = outcome
        MainActor.assumeIsolated { settleOnMainActor(outcome) }
    }

    @MainActor
    override func settleOnMainActor(_ outcome: Any?) {
        cell = nil
        finish(with: outcome)
    }

    @usableFromInline
    func receive(subscription: any Subscription) {
        guard handler != nil, cell == nil, self.subscription == nil else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    @usableFromInline
    func receive(_ input: Value) -> Subscribers.Demand {
        if !hasValue {
            hasValue = true
            received = input
        }
        return .none
    }

    @usableFromInline
    func receive(completion: Subscribers.Completion<Never>) {
        subscription = nil
        nonisolated(unsafe) let value = received
        received = nil
        MainActor.assumeIsolated { finish(with: value) }
    }

    @usableFromInline
    override func cancel() {
        handler = nil
        waits = nil
        received = nil
        let cell = self.cell
        let subscription = self.subscription
        self.cell = nil
        self.subscription = nil
        cell?.remove(self)
        subscription?.cancel()
    }

    /// Calls the handler once, with the value (`Any` holding a `Value`) or `nil`, and leaves the owner's list.
    @MainActor
    private func finish(with outcome: Any?) {
        guard let handler else { return }
        self.handler = nil
        waits?.remove(self)
        waits = nil
        if let outcome {
            handler((outcome as! Value))
        } else {
            handler(nil)
        }
    }
}

/// A coordinator's waits for results (``Coordinator/onResult(of:_:)``), in the order they began: each
/// wait holds the list, so that it leaves it when it finishes without referring to the coordinator.
@usableFromInline
final class ResultWaits: @unchecked Sendable {
    // Safety: used on the main actor (see ``ResultListener``), and by its coordinator's `deinit`, which runs
    // when nothing else refers to the coordinator.
    @exclusivity(unchecked) private(set) var list: [any ResultWait] = []
    /// How many times the list was emptied (its coordinator released or deinitialised): a
    /// ``ResultRequest`` made before then was cancelled with it.
    @usableFromInline @exclusivity(unchecked) private(set) var generation = 0

    /// Adds a wait that begins.
    @usableFromInline
    func append(_ wait: any ResultWait) {
        list.append(wait)
    }

    /// Removes a finished wait.
    func remove(_ wait: any ResultWait) {
        var index = list.count - 1
        while index >= 0, list[index] !== wait { index -= 1 }
        if index >= 0 { list.remove(at: index) }
    }

    /// The listed wait made for the ``ResultRequest`` with this identifier.
    func wait(identifiedBy identifier: CombineIdentifier) -> (any ResultWait)? {
        for wait in list where wait.requestIdentifier == identifier { return wait }
        return nil
    }

    /// Empties the list and returns what it held.
    func takeAll() -> [any ResultWait] {
        generation += 1
        let taken = list
        list = []
        return taken
    }
}
