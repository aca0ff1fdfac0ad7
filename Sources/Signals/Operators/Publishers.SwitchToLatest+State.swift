/// The state machine behind `switchToLatest()`: the upstream of publishers, the current inner
/// publisher and the downstream demand.
///
/// Every event is a `mutating` method returning what the owner must queue on its ``SerialDelivery``
/// inside its critical section (an accepted value, the completion) and what it must do after releasing
/// its lock (request, cancel).
///
/// Serialisation is the delivery's: an inner publisher that was just replaced may still be delivering
/// on one thread while the new one (or the upstream's completion) arrives on another, and a value may
/// be sent from inside the downstream's `receive(_:)`. Values take their unit of demand when they
/// arrive and are queued; the downstream is never called concurrently, and a completion follows the
/// values accepted before it.
struct SwitchToLatestState<Value, Failure: Error> {

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

    private(set) var isActive = true
    private(set) var demand = Subscribers.Demand.none
    private var outer: (any Subscription)?
    private var outerReceived = false
    private var outerFinished = false
    private var inner = Inner.none
    private var nextIndex: UInt64 = 1

    /// Ends: returns `true`, for the owner to queue the completion (after the values accepted).
    private mutating func complete() -> Bool {
        outer = nil
        inner = .none
        isActive = false
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
        guard isActive else { return [] }
        let cancel = [inner.subscription, outer].compactMap { $0 }
        _ = complete()
        return cancel
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

    /// The upstream finished: returns whether the owner must queue `.finished`. With a current
    /// inner publisher, the completion waits for that publisher to finish.
    mutating func upstreamFinished() -> Bool {
        guard isActive else { return false }
        outerFinished = true
        outer = nil
        guard inner.index == nil else { return false }
        return complete()
    }

    /// The upstream failed: returns the inner subscription to cancel, and whether the owner must queue
    /// the failure.
    mutating func upstreamFailed(_ failure: Failure) -> (cancel: (any Subscription)?, deliver: Bool) {
        guard isActive else { return (nil, false) }
        let cancel = inner.subscription
        return (cancel, complete())
    }

    // MARK: Inner publishers

    /// Inner publisher `index` sent its subscription.
    mutating func innerSubscribed(_ subscription: any Subscription, index: UInt64) -> SubscriptionAction {
        guard isActive, case .awaiting(let current) = inner, current == index else { return .cancel }
        inner = .subscribed(index, subscription)
        return demand > 0 ? .request(demand) : .keep
    }

    /// Inner publisher `index` sent a value: returns whether it is accepted (it takes one demand; the
    /// owner queues it). A value from a replaced publisher, or beyond the downstream's demand, is
    /// dropped.
    mutating func innerValue(_ value: Value, index: UInt64) -> Bool {
        guard isActive, inner.index == index, demand > 0 else { return false }
        if demand != .unlimited {
            demand -= 1
        }
        return true
    }

    /// Inner publisher `index` finished: returns whether the owner must queue `.finished`.
    mutating func innerFinished(index: UInt64) -> Bool {
        guard isActive, inner.index == index else { return false }
        inner = .none
        return outerFinished ? complete() : false
    }

    /// Inner publisher `index` failed: returns the upstream subscription to cancel, and whether the
    /// owner must queue the failure.
    mutating func innerFailed(_ failure: Failure, index: UInt64) -> (cancel: (any Subscription)?, deliver: Bool) {
        guard isActive, inner.index == index else { return (nil, false) }
        let cancel = outer
        return (cancel, complete())
    }
}
