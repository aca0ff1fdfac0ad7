/// The state machine behind `switchToLatest()`: the upstream of publishers, the current inner
/// publisher, the downstream demand and the values waiting to be delivered.
///
/// Every event is a `mutating` method returning what the owner must do after releasing its lock.
///
/// Serialisation: an inner publisher that was just replaced may still be delivering on one thread while
/// the new one (or the upstream's completion) arrives on another, and a value may be sent from inside
/// the downstream's `receive(_:)`. Values take their unit of demand when they arrive and join a queue;
/// only the caller that finds ``delivering`` false delivers, draining the queue, so the downstream is
/// never called concurrently and a completion waits for the values accepted before it.
struct SwitchToLatestState<Value, Failure: Error> {
    /// Where the state is in its life.
    enum Status {
        /// Accepting events.
        case active
        /// Ended; the completion goes out once the delivering caller has emptied the queue.
        case completing(Subscribers.Completion<Failure>)
        /// Completed or cancelled: every later event is ignored.
        case terminated
    }

    /// The current inner publisher.
    enum Inner {
        /// No inner publisher (none yet, or the last one finished).
        case none
        /// Subscribed to inner publisher `index`, which has not sent its subscription yet.
        case awaiting(UInt64)
        /// Inner publisher `index` and its subscription.
        case subscribed(UInt64, any Subscription)

        var index: UInt64? {
            switch self {
            case .none: nil
            case .awaiting(let index), .subscribed(let index, _): index
            }
        }

        var subscription: (any Subscription)? {
            if case .subscribed(_, let subscription) = self { subscription } else { nil }
        }
    }

    /// The next thing the delivering caller hands downstream.
    enum Delivery {
        /// A value that inner publisher `source` sent.
        case value(Value, source: UInt64)
        /// The completion.
        case completion(Subscribers.Completion<Failure>)
        /// Nothing to deliver: the caller stops delivering.
        case idle
    }

    private(set) var status = Status.active
    private(set) var delivering = false
    private(set) var demand = Subscribers.Demand.none
    private var queue = PendingFIFO<(value: Value, source: UInt64)>()
    private var outer: (any Subscription)?
    private var outerReceived = false
    private var outerFinished = false
    private var inner = Inner.none
    private var nextIndex: UInt64 = 1

    private var isActive: Bool {
        if case .active = status { true } else { false }
    }

    /// Ends with `completion`: returns whether the caller must deliver it now (otherwise the delivering
    /// caller delivers it after the queue).
    private mutating func complete(_ completion: Subscribers.Completion<Failure>) -> Bool {
        outer = nil
        inner = .none
        if delivering {
            status = .completing(completion)
            return false
        }
        status = .terminated
        return true
    }

    // MARK: Downstream

    /// The downstream asks for more: returns the current inner subscription to forward it to.
    mutating func request(_ more: Subscribers.Demand) -> (any Subscription)? {
        guard isActive else { return nil }
        demand += more
        return inner.subscription
    }

    /// The downstream cancelled: returns the inner subscription, then the upstream's, to cancel.
    mutating func cancel() -> [any Subscription] {
        if case .terminated = status { return [] }
        let cancel = [inner.subscription, outer].compactMap { $0 }
        status = .terminated
        inner = .none
        outer = nil
        queue.removeAll()
        return cancel
    }

    /// The delivering caller asks what to hand downstream next; after `.idle` or `.completion` it is no
    /// longer delivering.
    mutating func nextDelivery() -> Delivery {
        if case .terminated = status {
            delivering = false
            return .idle
        }
        if let next = queue.popFirst() {
            return .value(next.value, source: next.source)
        }
        delivering = false
        if case .completing(let completion) = status {
            status = .terminated
            return .completion(completion)
        }
        return .idle
    }

    /// The downstream answered a value from `source` with `more`.
    ///
    /// - Returns: Whether `more` can be the answer to `source` (it is still the current inner), or
    ///   else the current inner subscription to ask for it instead.
    mutating func delivered(_ more: Subscribers.Demand, source: UInt64) -> (answer: Bool, request: (any Subscription)?)
    {
        guard isActive, more > 0 else { return (false, nil) }
        demand += more
        return (inner.index == source, inner.subscription)
    }

    // MARK: Upstream of publishers

    /// The upstream sent its subscription.
    mutating func upstreamSubscribed(_ subscription: any Subscription) -> SubscriptionAction {
        guard isActive, !outerReceived else { return .cancel }
        outerReceived = true
        outer = subscription
        return .request(.unlimited)
    }

    /// The upstream sent a new inner publisher.
    ///
    /// - Returns: The index to subscribe it with (`nil` to ignore it), and the previous inner
    ///   subscription to cancel first.
    mutating func upstreamValue() -> (index: UInt64?, cancel: (any Subscription)?) {
        guard isActive, !outerFinished else { return (nil, nil) }
        let previous = inner.subscription
        let index = nextIndex
        nextIndex += 1
        inner = .awaiting(index)
        return (index, previous)
    }

    /// The upstream finished: returns whether the caller must deliver `.finished` now. With a current
    /// inner publisher, the completion waits for that publisher to finish.
    mutating func upstreamFinished() -> Bool {
        guard isActive else { return false }
        outerFinished = true
        outer = nil
        guard inner.index == nil else { return false }
        return complete(.finished)
    }

    /// The upstream failed: returns the inner subscription to cancel, and whether the caller must
    /// deliver the failure now.
    mutating func upstreamFailed(_ failure: Failure) -> (cancel: (any Subscription)?, deliver: Bool) {
        guard isActive else { return (nil, false) }
        let cancel = inner.subscription
        return (cancel, complete(.failure(failure)))
    }

    // MARK: Inner publishers

    /// Inner publisher `index` sent its subscription.
    mutating func innerSubscribed(_ subscription: any Subscription, index: UInt64) -> SubscriptionAction {
        guard isActive, case .awaiting(let current) = inner, current == index else { return .cancel }
        inner = .subscribed(index, subscription)
        return demand > 0 ? .request(demand) : .keep
    }

    /// Inner publisher `index` sent a value: returns whether the caller must now deliver. A value from
    /// a replaced publisher, or beyond the downstream's demand, is dropped.
    mutating func innerValue(_ value: Value, index: UInt64) -> Bool {
        guard isActive, inner.index == index, demand > 0 else { return false }
        if demand != .unlimited {
            demand -= 1
        }
        queue.append((value, index))
        guard !delivering else { return false }
        delivering = true
        return true
    }

    /// Inner publisher `index` finished: returns whether the caller must deliver `.finished` now.
    mutating func innerFinished(index: UInt64) -> Bool {
        guard isActive, inner.index == index else { return false }
        inner = .none
        return outerFinished ? complete(.finished) : false
    }

    /// Inner publisher `index` failed: returns the upstream subscription to cancel, and whether the
    /// caller must deliver the failure now.
    mutating func innerFailed(_ failure: Failure, index: UInt64) -> (cancel: (any Subscription)?, deliver: Bool) {
        guard isActive, inner.index == index else { return (nil, false) }
        let cancel = outer
        return (cancel, complete(.failure(failure)))
    }
}
