/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// Unlike ``PassthroughSubject``, a `CurrentValueSubject` maintains a buffer of the most recently
/// published element: a new subscriber receives the current value as soon as it requests anything,
/// and then every later value while it has demand.
///
/// Behaviour, as in Combine:
/// - Setting ``value`` and calling ``send(_:)`` are equivalent while the subject is active.
/// - After a completion, ``value`` is still readable and settable (setting it publishes nothing),
///   while ``send(_:)`` is ignored and leaves ``value`` unchanged.
/// - A subscriber whose demand is zero when a value arrives misses that value, but the subject
///   remembers that it is behind: its next ``Subscription/request(_:)`` delivers the value that is
///   current at that moment (only the latest one, never a backlog).
/// - A subscriber that arrives after completion receives ``Subscriptions/empty`` and the completion.
/// - Subscriptions passed to ``send(subscription:)`` are asked for `.unlimited` at once, and cancelled
///   when the subject is deinitialized.
/// - Sending from inside a subscriber (re-entrantly) delivers recursively, in place; it never deadlocks.
///
/// It is thread-safe: `value`, `send`, subscribing and cancelling may happen on any threads at once.
/// Calls made concurrently from several threads reach a subscriber concurrently, in no defined order.
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(5)
/// let cancellable = volume.sink { print($0) }  // prints 5
/// volume.value = 7  // prints 7
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // Safety: every stored `var` is read and written with `lock` held.
    @usableFromInline
    let lock = UnfairLock()
    @usableFromInline
    var currentValue: Output
    @usableFromInline
    var conduits: ContiguousArray<SubjectConduit<Output, Failure>> = []
    @usableFromInline
    var completion: Subscribers.Completion<Failure>?
    private var upstreams: [any Subscription] = []

    /// The value wrapped by this subject, published as a new element whenever it changes.
    ///
    /// Setting it after the subject completed stores the value without publishing it.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return currentValue
        }
        set {
            lock.lock()
            var previous = newValue
            swap(&currentValue, &previous)
            if completion == nil {
                publishAndUnlock(newValue)
            } else {
                lock.unlock()
            }
            _ = previous  // the old value is destroyed outside the lock
        }
    }

    /// Creates a current value subject with the given initial value.
    ///
    /// - Parameter value: The initial value to publish.
    public init(_ value: Output) {
        currentValue = value
    }

    deinit {
        for upstream in upstreams {
            upstream.cancel()
        }
    }

    /// Attaches the subscriber. After completion it receives the completion at once.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(parent: self, downstream: subscriber)
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    /// Sets ``value`` and sends it to every subscriber that has outstanding demand.
    ///
    /// Ignored after completion (``value`` keeps its last value).
    ///
    /// - Parameter input: The value to send.
    @inlinable
    public func send(_ input: Output) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
        var previous = input
        swap(&currentValue, &previous)
        publishAndUnlock(input)
        _ = previous  // the old value is destroyed outside the lock
    }

    /// Offers `input` to every conduit; called with `lock` held while the subject has not completed,
    /// returns with it released.
    @inlinable
    func publishAndUnlock(_ input: Output) {
        let conduits = self.conduits
        lock.unlock()
        for conduit in conduits {
            conduit.offer(input)
        }
    }

    /// Sends a completion to every subscriber and releases them. Later sends are ignored.
    ///
    /// - Parameter completion: `.finished` or `.failure`.
    public func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let conduits = self.conduits
        self.conduits = []
        let upstreams = self.upstreams
        self.upstreams = []
        lock.unlock()
        _ = upstreams  // released outside the lock
        for conduit in conduits {
            conduit.finish(completion)
        }
    }

    /// Accepts an upstream subscription and asks it for `.unlimited` at once, as Combine does.
    ///
    /// After completion the subscription is cancelled instead.
    ///
    /// - Parameter subscription: The upstream subscription.
    public func send(subscription: any Subscription) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    /// Called by a conduit when it is cancelled.
    func remove(_ conduit: SubjectConduit<Output, Failure>) {
        lock.lock()
        if let index = conduits.firstIndex(where: { $0 === conduit }) {
            conduits.remove(at: index)
        }
        lock.unlock()
    }

    /// The subscription handed to each subscriber: holds its demand and whether it is up to date.
    final class Conduit<Downstream: Subscriber>: SubjectConduit<Output, Failure>, CustomStringConvertible,
        @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is read and written with `lock` held.
        private var parent: CurrentValueSubject?
        private var downstream: Downstream?
        private var demand = Subscribers.Demand.none
        /// Whether the subscriber has seen the subject's latest value (false until the first request,
        /// and again after a value is dropped for lack of demand).
        private var isUpToDate = false

        init(parent: CurrentValueSubject, downstream: Downstream) {
            self.parent = parent
            self.downstream = downstream
        }

        var description: String { "CurrentValueSubject" }

        override func offer(_ value: Output) {
            lock.lock()
            guard let downstream else {
                lock.unlock()
                return
            }
            guard demand > 0 else {
                isUpToDate = false
                lock.unlock()
                return
            }
            isUpToDate = true
            let unlimited = demand == .unlimited
            if !unlimited {
                demand -= 1
            }
            lock.unlock()
            let more = downstream.receive(value)
            if !unlimited, more > 0 {
                lock.lock()
                demand += more
                lock.unlock()
            }
        }

        override func finish(_ completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let downstream = self.downstream
            self.downstream = nil
            parent = nil
            lock.unlock()
            downstream?.receive(completion: completion)
        }

        override func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            guard let downstream, let parent else {
                lock.unlock()
                return
            }
            self.demand += demand
            guard !isUpToDate else {
                lock.unlock()
                return
            }
            isUpToDate = true
            self.demand -= 1
            // Read under both locks (lock order: conduit, then subject), so a value sent meanwhile
            // either is this one or marks us behind.
            let value = parent.value
            lock.unlock()
            let more = downstream.receive(value)
            if more > 0 {
                lock.lock()
                self.demand += more
                lock.unlock()
            }
        }

        override func cancel() {
            lock.lock()
            let parent = self.parent
            let downstream = self.downstream
            self.parent = nil
            self.downstream = nil
            lock.unlock()
            parent?.remove(self)
            _ = downstream  // released outside the lock
        }
    }
}
