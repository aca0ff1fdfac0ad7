/// The state machine behind `combineLatest` (two, three or four sides, their latest values kept in a
/// ``LatestValues``): the latest value of each side, their subscriptions and the downstream demand.
///
/// Every event is a `mutating` method returning what the owner must queue for delivery, and what it
/// must do after releasing its lock.
///
/// Demand, as in Combine: each request is forwarded to every side; a value emits a combination only
/// when every side has a value and the downstream has demand (otherwise it just becomes the side's
/// latest value), and the downstream's answer goes back to the side whose value was emitted.
///
/// Serialisation: the owner queues each combination on its ``SerialDelivery`` in the same critical
/// section that made it, so a value that arrives while a combination is being delivered, from inside
/// the downstream's `receive(_:)` or racing in from another thread, becomes its side's latest value at
/// once and, if the downstream has demand for it, makes its own combination (taking one demand), which
/// goes out after the current one, in order. No combination is dropped or folded into a later one, so
/// a feedback loop (a subscriber that sends into a side on every value) does not end on its own, as
/// with `merge`.
struct CombineLatestState<Latest: LatestValues, Failure: Error> {
    private(set) var isActive = true
    private(set) var demand = Subscribers.Demand.none
    /// Everything the downstream ever asked for, for a side whose subscription arrives late.
    private var requested = Subscribers.Demand.none
    private var latest = Latest()
    private var subscriptions = [(any Subscription)?](repeating: nil, count: Latest.count)
    private var received = [Bool](repeating: false, count: Latest.count)
    private var sideFinished = [Bool](repeating: false, count: Latest.count)

    /// Ends: the owner queues the completion (after the combinations already made).
    private mutating func complete() {
        subscriptions = [(any Subscription)?](repeating: nil, count: Latest.count)
        isActive = false
        latest = Latest()
    }

    // MARK: Downstream

    /// The downstream asks for more: returns the side subscriptions to forward the request to.
    mutating func request(_ more: Subscribers.Demand) -> [any Subscription] {
        guard isActive else { return [] }
        demand += more
        requested += more
        return subscriptions.compactMap { $0 }
    }

    /// The downstream cancelled: returns the side subscriptions to cancel.
    mutating func cancel() -> [any Subscription] {
        guard isActive else { return [] }
        let cancel = subscriptions.compactMap { $0 }
        complete()
        return cancel
    }

    /// The downstream answered a combination with `more`.
    ///
    /// - Returns: The subscription of the side that emitted, for the caller to pass `more` to when it
    ///   is not answering that side directly.
    mutating func delivered(_ more: Subscribers.Demand, emitter: Int) -> (any Subscription)? {
        guard isActive, more > 0 else { return nil }
        demand += more
        return subscriptions[emitter]
    }

    // MARK: Sides

    /// Side `index` sent its subscription.
    mutating func subscribed(_ subscription: any Subscription, side index: Int) -> SubscriptionAction {
        guard isActive, !received[index] else { return .cancel }
        received[index] = true
        subscriptions[index] = subscription
        return requested > 0 ? .request(requested) : .keep
    }

    /// Side `index` sent a value, stored at `keyPath`: returns the combination it makes, if the
    /// downstream has demand for it (the owner queues it, answering side `index`).
    mutating func receive<Value>(
        _ value: Value,
        at keyPath: WritableKeyPath<Latest, Value?>,
        side index: Int
    ) -> Latest.Output? {
        guard isActive, !sideFinished[index] else { return nil }
        latest[keyPath: keyPath] = value
        guard let combined = latest.combined, demand > 0 else { return nil }
        if demand != .unlimited {
            demand -= 1
        }
        return combined
    }

    /// Side `index` finished: returns whether every side has, so the owner must queue `.finished`.
    mutating func finished(side index: Int) -> Bool {
        guard isActive, !sideFinished[index] else { return false }
        sideFinished[index] = true
        subscriptions[index] = nil
        guard sideFinished.allSatisfy({ $0 }) else { return false }
        complete()
        return true
    }

    /// Side `index` failed: returns the other sides' subscriptions to cancel, and whether the owner
    /// must queue the failure.
    mutating func failed(_ failure: Failure, side index: Int) -> (cancel: [any Subscription], deliver: Bool) {
        guard isActive else { return ([], false) }
        subscriptions[index] = nil
        let cancel = subscriptions.compactMap { $0 }
        complete()
        return (cancel, true)
    }
}

/// The latest value of each side of a `combineLatest`, kept by ``CombineLatestState``.
protocol LatestValues {
    /// The combination the downstream receives.
    associatedtype Output
    /// How many sides there are.
    static var count: Int { get }
    /// No side has a value yet.
    init()
    /// Every side's latest value, once each side has one.
    var combined: Output? { get }
}

/// The latest values of two sides.
struct Latest2<A, B>: LatestValues {
    var a: A?
    var b: B?
    static var count: Int { 2 }
    var combined: (A, B)? {
        guard let a, let b else { return nil }
        return (a, b)
    }
}

/// The latest values of three sides.
struct Latest3<A, B, C>: LatestValues {
    var a: A?
    var b: B?
    var c: C?
    static var count: Int { 3 }
    var combined: (A, B, C)? {
        guard let a, let b, let c else { return nil }
        return (a, b, c)
    }
}

/// The latest values of four sides.
struct Latest4<A, B, C, D>: LatestValues {
    var a: A?
    var b: B?
    var c: C?
    var d: D?
    static var count: Int { 4 }
    var combined: (A, B, C, D)? {
        guard let a, let b, let c, let d else { return nil }
        return (a, b, c, d)
    }
}
