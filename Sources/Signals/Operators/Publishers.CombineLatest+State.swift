/// The state machine behind `combineLatest` (two, three or four sides, their latest values kept in a
/// ``LatestValues``): the latest value of each side, their subscriptions, the downstream demand, and who
/// is delivering.
///
/// Every event is a `mutating` method returning what the owner must do after releasing its lock.
///
/// Demand, as in Combine: each request is forwarded to every side; a value emits a combination only
/// when every side has a value and the downstream has demand (otherwise it just becomes the side's
/// latest value), and the downstream's answer goes back to the side whose value was emitted.
///
/// Serialisation (the queue-drain rule every Signals operator follows): only one caller delivers at a
/// time. A value that arrives while a combination is being delivered, from inside the downstream's
/// `receive(_:)` or racing in from another thread, becomes its side's latest value at once and, if the
/// downstream has demand for it, queues the combination it makes (taking one demand); the delivering
/// caller delivers the queued combinations after the current one, in order, before it lets go. No
/// combination is dropped or folded into a later one, so a feedback loop (a subscriber that sends into
/// a side on every value) does not end on its own, as with `merge`.
struct CombineLatestState<Latest: LatestValues, Failure: Error> {
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
        /// Deliver this combination; send the downstream's answer to side `emitter`.
        case emit(Latest.Output, emitter: Int)
        /// Deliver the completion.
        case completion(Subscribers.Completion<Failure>)
        /// Nothing to deliver: the caller stops delivering.
        case idle
    }

    private(set) var status = Status.active
    private var established = false
    /// Whether a caller is delivering; only that caller delivers.
    private var delivering = false
    /// Combinations made while a caller was delivering, each with its emitting side, oldest first.
    private var pending = PendingFIFO<(Latest.Output, emitter: Int)>()
    private(set) var demand = Subscribers.Demand.none
    /// Everything the downstream ever asked for, for a side whose subscription arrives late.
    private var requested = Subscribers.Demand.none
    private var latest = Latest()
    private var subscriptions = [(any Subscription)?](repeating: nil, count: Latest.count)
    private var received = [Bool](repeating: false, count: Latest.count)
    private var sideFinished = [Bool](repeating: false, count: Latest.count)

    private var isActive: Bool {
        if case .active = status { true } else { false }
    }

    /// Ends with `completion`: returns whether the caller must deliver it now.
    private mutating func complete(_ completion: Subscribers.Completion<Failure>) -> Bool {
        subscriptions = [(any Subscription)?](repeating: nil, count: Latest.count)
        if delivering || !established {
            status = .completing(completion)
            return false
        }
        status = .terminated
        latest = Latest()
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

    /// The downstream asks for more: returns the side subscriptions to forward the request to.
    mutating func request(_ more: Subscribers.Demand) -> [any Subscription] {
        guard isActive else { return [] }
        demand += more
        requested += more
        return subscriptions.compactMap { $0 }
    }

    /// The downstream cancelled: returns the side subscriptions to cancel.
    mutating func cancel() -> [any Subscription] {
        if case .terminated = status { return [] }
        let cancel = subscriptions.compactMap { $0 }
        status = .terminated
        subscriptions = [(any Subscription)?](repeating: nil, count: Latest.count)
        latest = Latest()
        pending.removeAll()
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

    /// The delivering caller asks what to do next: the queued combinations in order, then a completion
    /// that waited for them. After `.idle` or `.completion` it is no longer delivering.
    mutating func nextDelivery() -> Delivery {
        if case .terminated = status {
            stopDelivering()
            return .idle
        }
        if let next = pending.popFirst() {
            return .emit(next.0, emitter: next.emitter)
        }
        stopDelivering()
        if case .completing(let completion) = status, established {
            status = .terminated
            latest = Latest()
            return .completion(completion)
        }
        return .idle
    }

    private mutating func stopDelivering() {
        delivering = false
        pending.removeAll()
    }

    // MARK: Sides

    /// Side `index` sent its subscription.
    mutating func subscribed(_ subscription: any Subscription, side index: Int) -> SubscriptionAction {
        guard isActive, !received[index] else { return .cancel }
        received[index] = true
        subscriptions[index] = subscription
        return requested > 0 ? .request(requested) : .keep
    }

    /// Side `index` sent a value, stored at `keyPath`: returns the combination to deliver now, if any.
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
        if delivering {
            pending.append((combined, emitter: index))
            return nil
        }
        delivering = true
        return combined
    }

    /// Side `index` finished: returns whether the caller must deliver `.finished` now.
    mutating func finished(side index: Int) -> Bool {
        guard isActive, !sideFinished[index] else { return false }
        sideFinished[index] = true
        subscriptions[index] = nil
        return sideFinished.allSatisfy { $0 } ? complete(.finished) : false
    }

    /// Side `index` failed: returns the other sides' subscriptions to cancel, and whether the caller
    /// must deliver the failure now.
    mutating func failed(_ failure: Failure, side index: Int) -> (cancel: [any Subscription], deliver: Bool) {
        guard isActive else { return ([], false) }
        subscriptions[index] = nil
        let cancel = subscriptions.compactMap { $0 }
        return (cancel, complete(.failure(failure)))
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
