/// The state machine behind `zip`: a queue of unconsumed values per side, their subscriptions and the
/// downstream demand.
///
/// Every event is a `mutating` method returning what the owner must queue on its ``SerialDelivery``
/// inside its critical section (the pairs, the completion) and what it must do after releasing its
/// lock (request, cancel). The delivery serialises the downstream calls: a value arriving while a pair
/// is being delivered (from inside the downstream, or racing in from another thread) is paired at once
/// if the downstream has demand for it, and that pair goes out right after the current one.
///
/// Demand, as in Combine: each downstream request, and each positive answer of the downstream to a
/// pair, is forwarded to both sides; values queue up on their side, and a pair forms when both sides
/// have a value and the downstream has demand.
///
/// Completion: the zip finishes as soon as a side has finished and has no value left to pair (so no
/// further pair can ever form), cancelling the other side; a failure ends it at once, dropping the
/// unpaired values (pairs already formed go out first).
struct ZipState<A, B, Failure: Error> {
    /// What the owner queues for delivery, in order, and the subscriptions it cancels afterwards.
    struct Output {
        /// Pairs formed, oldest first.
        var pairs: [(A, B)] = []
        /// The completion that ends the zip, after the pairs.
        var completion: Subscribers.Completion<Failure>?
        /// Subscriptions to cancel once the lock is released.
        var cancel: [any Subscription] = []
    }

    private(set) var isActive = true
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
    /// The side whose value is being delivered by its own `receive(_:)`: demand the downstream asks for
    /// meanwhile is returned to that side from `receive(_:)` instead of requested from it, as in
    /// Combine.
    private var answering: Int?
    /// The demand held for ``answering``.
    private var heldAnswer = Subscribers.Demand.none

    /// Whether no further pair can form: a side finished and has nothing left to pair.
    private var isExhausted: Bool {
        (sideFinished[0] && bufferA.isEmpty) || (sideFinished[1] && bufferB.isEmpty)
    }

    /// Ends with `completion`, releasing the subscriptions and queues.
    private mutating func complete(_ completion: Subscribers.Completion<Failure>, into output: inout Output) {
        isActive = false
        output.completion = completion
        output.cancel += subscriptions.compactMap { $0 }
        subscriptions = [nil, nil]
        bufferA.removeAll()
        bufferB.removeAll()
    }

    /// Forms the pairs the demand allows, then finishes if no further pair can form.
    private mutating func pairUp() -> Output {
        var output = Output()
        while demand > 0, !bufferA.isEmpty, !bufferB.isEmpty, let a = bufferA.popFirst(),
            let b = bufferB.popFirst()
        {
            if demand != .unlimited {
                demand -= 1
            }
            output.pairs.append((a, b))
        }
        if isExhausted {
            complete(.finished, into: &output)
        }
        return output
    }

    // MARK: Downstream

    /// The downstream asks for more (or answered a pair with more): returns the side subscriptions to
    /// forward the request to (all but the ``answering`` side, which is answered from its `receive`),
    /// and what the demand releases.
    mutating func request(_ more: Subscribers.Demand) -> (sides: [any Subscription], output: Output) {
        guard isActive else { return ([], Output()) }
        demand += more
        requested += more
        var sides: [any Subscription] = []
        for (index, subscription) in subscriptions.enumerated() {
            guard let subscription else { continue }
            if index == answering {
                heldAnswer += more
            } else {
                sides.append(subscription)
            }
        }
        return (sides, pairUp())
    }

    /// Side `index` is about to deliver the pairs its value made: returns whether it now answers (no
    /// other side does).
    mutating func beginAnswering(side index: Int) -> Bool {
        guard answering == nil else { return false }
        answering = index
        return true
    }

    /// The side that answers has delivered: returns the demand to answer it with.
    mutating func endAnswering() -> Subscribers.Demand {
        answering = nil
        defer { heldAnswer = .none }
        return heldAnswer
    }

    /// The downstream cancelled: returns the side subscriptions to cancel.
    mutating func cancel() -> [any Subscription] {
        guard isActive else { return [] }
        var output = Output()
        complete(.finished, into: &output)
        return output.cancel
    }

    // MARK: Sides

    /// Side `index` sent its subscription.
    mutating func subscribed(_ subscription: any Subscription, side index: Int) -> SubscriptionAction {
        guard isActive, !received[index] else { return .cancel }
        received[index] = true
        subscriptions[index] = subscription
        return requested > 0 ? .request(requested) : .keep
    }

    /// A side sent a value, queued into `buffer`: returns the pairs it completes.
    mutating func receive<Value>(
        _ value: Value,
        into buffer: WritableKeyPath<Self, PendingFIFO<Value>>,
        side index: Int
    ) -> Output {
        guard isActive, !sideFinished[index] else { return Output() }
        self[keyPath: buffer].append(value)
        return pairUp()
    }

    /// Side `index` finished: returns `.finished` (and the other side to cancel) when no further pair
    /// can form.
    mutating func finished(side index: Int) -> Output {
        guard isActive, !sideFinished[index] else { return Output() }
        sideFinished[index] = true
        subscriptions[index] = nil
        var output = Output()
        if isExhausted {
            complete(.finished, into: &output)
        }
        return output
    }

    /// Side `index` failed: returns the failure and the subscriptions to cancel (both sides, the failed
    /// one included, as in Combine).
    mutating func failed(_ failure: Failure, side index: Int) -> Output {
        guard isActive else { return Output() }
        var output = Output()
        complete(.failure(failure), into: &output)
        return output
    }
}
