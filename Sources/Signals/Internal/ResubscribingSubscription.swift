/// The plumbing shared by the operators that move the downstream from one publisher to the next
/// (`catch`, `tryCatch`, `retry`): the downstream keeps one subscription (this object) across them, and
/// its outstanding demand is requested from each new publisher.
///
/// ``subscribe(to:onCompletion:)`` subscribes a publisher through an ``AnySubscriber`` tagged with a
/// new generation; events of older generations (a publisher already left behind) are ignored. The
/// first subscription to arrive is handed to the downstream; later ones are asked for the outstanding
/// demand.
class ResubscribingSubscription<Downstream: Subscriber>: Subscription, CustomReflectable,
    CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    // Safety: every stored `var`, here and in subclasses, is only read or written with `lock` held.
    let lock = UnfairLock()
    private var downstream: Downstream?
    private var current: (any Subscription)?
    private var generation: UInt64 = 0
    /// What the downstream has asked for and not yet received.
    private var demand = Subscribers.Demand.none
    private var handedOver = false
    private var terminated = false

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    /// What `Mirror` shows of this subscription: nothing by default; subclasses may override.
    var customMirror: Mirror {
        Mirror(self, children: [])
    }

    /// The subscription's name (its `description`), as Combine shows it in a playground.
    var playgroundDescription: Any {
        String(describing: self)
    }

    /// Subscribes `publisher` as the new source; `onCompletion` runs when it completes (unless the
    /// downstream cancelled meanwhile).
    func subscribe<P: Publisher>(
        to publisher: P,
        onCompletion: @escaping (Subscribers.Completion<P.Failure>) -> Void
    ) where P.Output == Downstream.Input {
        lock.lock()
        guard !terminated else {
            lock.unlock()
            return
        }
        generation += 1
        let tag = generation
        lock.unlock()
        publisher.receive(
            subscriber: AnySubscriber<P.Output, P.Failure>(
                receiveSubscription: { self.attach($0, tag) },
                receiveValue: { self.forward($0, tag) },
                receiveCompletion: { completion in
                    if self.detach(tag) {
                        onCompletion(completion)
                    }
                }
            )
        )
    }

    private func attach(_ subscription: any Subscription, _ tag: UInt64) {
        lock.lock()
        guard tag == generation, !terminated, current == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        current = subscription
        let first = !handedOver
        handedOver = true
        let outstanding = demand
        lock.unlock()
        if first {
            downstream.receive(subscription: self)
        } else if outstanding > 0 {
            subscription.request(outstanding)
        }
    }

    private func forward(_ value: Downstream.Input, _ tag: UInt64) -> Subscribers.Demand {
        lock.lock()
        guard tag == generation, !terminated, let downstream else {
            lock.unlock()
            return .none
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        if more > 0 {
            lock.withLock { demand += more }
        }
        return more
    }

    /// Forgets the current source if it is `tag`'s; returns whether it was.
    private func detach(_ tag: UInt64) -> Bool {
        lock.lock()
        guard tag == generation, !terminated else {
            lock.unlock()
            return false
        }
        let released = current
        current = nil
        lock.unlock()
        _ = released
        return true
    }

    /// Sends the completion downstream and ends the operator.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        let downstream = self.downstream
        self.downstream = nil
        terminated = true
        let state = takeOperatorState()
        lock.unlock()
        _ = state
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        self.demand += demand
        let current = self.current
        lock.unlock()
        current?.request(demand)
    }

    func cancel() {
        lock.lock()
        let released = (current, downstream, takeOperatorState())
        current = nil
        downstream = nil
        terminated = true
        lock.unlock()
        released.0?.cancel()
    }

    /// Moves out the subclass's state (closures, publishers) so that it is destroyed after the lock is
    /// released. Called with ``lock`` held. Returns `nil` by default.
    func takeOperatorState() -> Any? {
        nil
    }
}
