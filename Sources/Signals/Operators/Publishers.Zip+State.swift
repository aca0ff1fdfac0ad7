/// The state machine behind `zip`: a queue of unconsumed values per side, their subscriptions, the
/// downstream demand, and who is delivering.
///
/// Every event is a `mutating` method returning what the owner must do after releasing its lock.
///
/// Demand, as in Combine: each downstream request, and each positive answer of the downstream to a
/// pair, is forwarded to both sides; values queue up on their side, and a pair goes out when both
/// sides have a value and the downstream has demand.
///
/// Completion: the zip finishes as soon as a side has finished and has no value left to pair (so no
/// further pair can ever form), cancelling the other side; a failure ends it at once, dropping the
/// queued values.
///
/// Serialisation (queue-drain): only one caller delivers at a time. A value arriving while a pair is
/// being delivered (from inside the downstream, or racing in from another thread) is queued, and the
/// delivering caller pairs it up before it stops delivering.
struct ZipState<A, B, Failure: Error> {
    /// Where the state is in its life.
    enum Status {
        /// Accepting events.
        case active
        /// Ended; the completion goes out once the downstream has its subscription and no one is
        /// delivering.
        case completing(Subscribers.Completion<Failure>)
        /// Completed or cancelled: every later event is ignored.
        case terminated
    }

    /// The next thing the delivering caller does.
    enum Delivery {
        /// Deliver this pair, then pass a positive answer to `sides`.
        case emit((A, B), sides: [any Subscription])
        /// Cancel `cancel`, then deliver the completion.
        case completion(Subscribers.Completion<Failure>, cancel: [any Subscription])
        /// Nothing to deliver: the caller stops delivering.
        case idle
    }

    private(set) var status = Status.active
    private var established = false
    private var delivering = false
    private var demand = Subscribers.Demand.none
    /// Everything the downstream ever asked for, for a side whose subscription arrives late.
    private var requested = Subscribers.Demand.none
    /// Side A's unconsumed values.
    var bufferA = PendingFIFO<A>()
    /// Side B's unconsumed values.
    var bufferB = PendingFIFO<B>()
    private var subscriptions: [(any Subscription)?] = [nil, nil]
    private var received = [false, false]
    private var sideFinished = [false, false]

    private var isActive: Bool {
        if case .active = status { true } else { false }
    }

    /// Whether no further pair can form: a side finished and has nothing left to pair.
    private var isExhausted: Bool {
        (sideFinished[0] && bufferA.isEmpty) || (sideFinished[1] && bufferB.isEmpty)
    }

    /// Ends with `completion`: returns the subscriptions to cancel and whether the caller must deliver
    /// the completion now.
    private mutating func complete(
        _ completion: Subscribers.Completion<Failure>
    ) -> (cancel: [any Subscription], deliver: Bool) {
        let cancel = releaseAll()
        if delivering || !established {
            status = .completing(completion)
            return (cancel, false)
        }
        status = .terminated
        return (cancel, true)
    }

    /// Clears the subscriptions and queues; returns the subscriptions to cancel.
    private mutating func releaseAll() -> [any Subscription] {
        let cancel = subscriptions.compactMap { $0 }
        subscriptions = [nil, nil]
        bufferA.removeAll()
        bufferB.removeAll()
        return cancel
    }

    /// Claims the right to deliver when a pair can go out now.
    private mutating func beginDeliveringIfReady() -> Bool {
        guard !delivering, demand > 0, !bufferA.isEmpty, !bufferB.isEmpty else { return false }
        delivering = true
        return true
    }

    // MARK: Downstream

    /// The downstream received its subscription: returns a completion that was waiting for that.
    mutating func establish() -> Subscribers.Completion<Failure>? {
        established = true
        guard !delivering, case .completing(let completion) = status else { return nil }
        status = .terminated
        return completion
    }

    /// The downstream asks for more: returns the side subscriptions to forward the request to, and
    /// whether the caller must now deliver queued pairs.
    mutating func request(_ more: Subscribers.Demand) -> (sides: [any Subscription], deliver: Bool) {
        guard isActive else { return ([], false) }
        demand += more
        requested += more
        return (subscriptions.compactMap { $0 }, beginDeliveringIfReady())
    }

    /// The downstream cancelled: returns the side subscriptions to cancel.
    mutating func cancel() -> [any Subscription] {
        if case .terminated = status { return [] }
        status = .terminated
        return releaseAll()
    }

    /// The delivering caller asks what to do next; after `.idle` or `.completion` it is no longer
    /// delivering.
    mutating func nextDelivery() -> Delivery {
        switch status {
        case .terminated:
            delivering = false
            return .idle
        case .completing(let completion):
            delivering = false
            status = .terminated
            return .completion(completion, cancel: [])
        case .active:
            if demand > 0, !bufferA.isEmpty, !bufferB.isEmpty, let a = bufferA.popFirst(),
                let b = bufferB.popFirst()
            {
                if demand != .unlimited {
                    demand -= 1
                }
                return .emit((a, b), sides: subscriptions.compactMap { $0 })
            }
            delivering = false
            guard isExhausted else { return .idle }
            status = .terminated
            return .completion(.finished, cancel: releaseAll())
        }
    }

    /// The downstream answered a pair with `more` (positive): adds it to the demand.
    mutating func delivered(_ more: Subscribers.Demand) {
        guard isActive else { return }
        demand += more
    }

    // MARK: Sides

    /// Side `index` sent its subscription.
    mutating func subscribed(_ subscription: any Subscription, side index: Int) -> SubscriptionAction {
        guard isActive, !received[index] else { return .cancel }
        received[index] = true
        subscriptions[index] = subscription
        return requested > 0 ? .request(requested) : .keep
    }

    /// A side sent a value, queued into `buffer`: returns whether the caller must now deliver.
    mutating func receive<Value>(
        _ value: Value,
        into buffer: WritableKeyPath<Self, PendingFIFO<Value>>,
        side index: Int
    ) -> Bool {
        guard isActive, !sideFinished[index] else { return false }
        self[keyPath: buffer].append(value)
        return beginDeliveringIfReady()
    }

    /// Side `index` finished: returns the subscriptions to cancel and whether the caller must deliver
    /// `.finished` now.
    mutating func finished(side index: Int) -> (cancel: [any Subscription], deliver: Bool) {
        guard isActive, !sideFinished[index] else { return ([], false) }
        sideFinished[index] = true
        subscriptions[index] = nil
        guard isExhausted else { return ([], false) }
        if delivering {
            // The delivering caller finishes once the values it can still pair are out.
            return ([], false)
        }
        return complete(.finished)
    }

    /// Side `index` failed: returns the other side's subscription to cancel, and whether the caller
    /// must deliver the failure now.
    mutating func failed(_ failure: Failure, side index: Int) -> (cancel: [any Subscription], deliver: Bool) {
        guard isActive else { return ([], false) }
        subscriptions[index] = nil
        return complete(.failure(failure))
    }
}
