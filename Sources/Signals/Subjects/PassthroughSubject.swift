/// A subject that broadcasts elements to downstream subscribers.
///
/// As a concrete implementation of ``Subject``, the `PassthroughSubject` provides a convenient way to
/// adapt existing imperative code to the Signals model.
///
/// Unlike ``CurrentValueSubject``, a `PassthroughSubject` doesn't have an initial value or a buffer of
/// the most recently-published element. A `PassthroughSubject` drops values if there are no
/// subscribers, or its current demand is zero.
///
/// Behaviour, as in Combine:
/// - A subscriber that arrives after completion receives a subscription and the completion at once.
/// - Values and completions sent after completion are ignored.
/// - Sending from inside a subscriber (re-entrantly) delivers recursively, in place; it never deadlocks.
/// - Subscriptions passed to ``send(subscription:)`` are asked for `.unlimited` once any subscriber has
///   demand, and cancelled when the subject is deinitialized.
///
/// It is thread-safe: `send`, subscribing and cancelling may happen on any threads at once.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// let cancellable = subject.sink { print($0) }
/// subject.send(1)
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // Safety: every stored `var` is read and written with `lock` held.
    @usableFromInline
    let lock = UnfairLock()
    @usableFromInline
    var conduits: ContiguousArray<SubjectConduit<Output, Failure>> = []
    @usableFromInline
    var completion: Subscribers.Completion<Failure>?
    private var upstreams: [any Subscription] = []
    private var hasDownstreamDemand = false

    /// Creates a subject.
    public init() {}

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

    /// Sends a value to every subscriber that has outstanding demand.
    ///
    /// - Parameter input: The value to send.
    @inlinable
    public func send(_ input: Output) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
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

    /// Accepts an upstream subscription; asks it for `.unlimited` once any subscriber has demand.
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
        let request = hasDownstreamDemand
        lock.unlock()
        if request {
            subscription.request(.unlimited)
        }
    }

    /// Called by a conduit the first time it gets demand.
    func conduitDidRequest() {
        lock.lock()
        guard !hasDownstreamDemand else {
            lock.unlock()
            return
        }
        hasDownstreamDemand = true
        let upstreams = self.upstreams
        lock.unlock()
        for upstream in upstreams {
            upstream.request(.unlimited)
        }
    }

    /// Called by a conduit when it is cancelled.
    func remove(_ conduit: SubjectConduit<Output, Failure>) {
        lock.lock()
        if let index = conduits.firstIndex(where: { $0 === conduit }) {
            conduits.remove(at: index)
        }
        lock.unlock()
    }

    /// The subscription handed to each subscriber: holds its demand and forwards values.
    final class Conduit<Downstream: Subscriber>: SubjectConduit<Output, Failure>, CustomStringConvertible,
        @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is read and written with `lock` held.
        private var parent: PassthroughSubject?
        private var downstream: Downstream?
        private var demand = Subscribers.Demand.none

        init(parent: PassthroughSubject, downstream: Downstream) {
            self.parent = parent
            self.downstream = downstream
        }

        var description: String { "PassthroughSubject" }

        override func offer(_ value: Output) {
            lock.lock()
            guard let downstream, demand > 0 else {
                lock.unlock()
                return
            }
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
            guard downstream != nil else {
                lock.unlock()
                return
            }
            let first = self.demand == .none
            self.demand += demand
            let parent = first ? self.parent : nil
            lock.unlock()
            parent?.conduitDidRequest()
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

/// The type-erased conduit a subject keeps for each subscriber.
@usableFromInline
class SubjectConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    // Safety: subclasses guard their state with `lock`.
    @usableFromInline
    let lock = UnfairLock()

    @usableFromInline
    init() {}

    /// Delivers a value if the subscriber has demand; drops it otherwise.
    @usableFromInline
    func offer(_ value: Output) {
        fatalError("abstract")
    }

    /// Delivers the completion and releases the subscriber.
    @usableFromInline
    func finish(_ completion: Subscribers.Completion<Failure>) {
        fatalError("abstract")
    }

    @usableFromInline
    func request(_ demand: Subscribers.Demand) {
        fatalError("abstract")
    }

    @usableFromInline
    func cancel() {
        fatalError("abstract")
    }
}
