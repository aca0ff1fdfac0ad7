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
/// It is thread-safe with Combine's contract: `value`, `send`, subscribing, requesting and cancelling
/// may happen on any threads at once, and each subscriber still receives one event at a time, never a
/// value after its completion, never the same value twice (a replayed current value is not delivered
/// again when its own send arrives later), and every value (with demand) in the order each thread sent
/// them. As with ``PassthroughSubject``, a value sent while another thread is delivering to a subscriber
/// waits for that delivery to return. It is `Sendable` when its `Output` is (Combine's subjects are not
/// `Sendable`).
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(5)
/// let cancellable = volume.sink { print($0) }  // prints 5
/// volume.value = 7  // prints 7
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject, ConduitParent {
    // Safety: every stored `var` is read and written with `lock` held.
    @usableFromInline
    let lock = UnfairLock()
    @usableFromInline
    @exclusivity(unchecked) var currentValue: Output
    /// The subscribers' conduits and the value's version (the part shared with `@Published`).
    @usableFromInline
    @exclusivity(unchecked) var subscribers = ReplayingConduits()
    @usableFromInline
    @exclusivity(unchecked) var completion: Subscribers.Completion<Failure>?
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
                lock.unlock()  // no conduit is left to offer it to, nor will one attach
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
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        attach(subscriber)
    }

    /// Takes the lock for a new subscriber; the completion (and the lock let go) if the subject has
    /// completed. Its conduits never announce their demand (``recordDemand()`` is not needed).
    @inlinable @inline(__always)
    func lockForNewSubscriber(announcesDemand: inout Bool) -> Subscribers.Completion<Failure>? {
        lock.lock()
        if let completion {
            lock.unlock()
            return completion
        }
        announcesDemand = false
        return nil
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

    /// Makes `input` the current version and offers it to every conduit; called with `lock` held while
    /// the subject has not completed, returns with it released (before the offers: they call out).
    @inlinable
    func publishAndUnlock(_ input: Output) {
        let offer = subscribers.advance()
        lock.unlock()
        offer.deliver(input)
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
        let conduits = subscribers.conduits
        subscribers.conduits = []
        let upstreams = self.upstreams
        self.upstreams = []
        lock.unlock()
        _ = upstreams  // released outside the lock
        withUnsafePointer(to: completion) { pointer in
            for conduit in conduits {
                conduit.perform(conduit, .finish, UnsafeRawPointer(pointer), 0)
            }
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

    @usableFromInline
    static var conduitDescription: String { "CurrentValueSubject" }

    @usableFromInline
    static var replaysCurrentValue: Bool { true }

    @usableFromInline
    func currentValueAndVersion() -> (Output, UInt32) {
        lock.lock()
        defer { lock.unlock() }
        return (currentValue, subscribers.version)
    }

    @usableFromInline
    func recordDemand() -> Bool { false }

    @usableFromInline
    func requestUpstreams() {}

    /// Called by a conduit when it is cancelled.
    @usableFromInline
    func remove(_ conduit: SubjectConduitBase) {
        lock.lock()
        subscribers.remove(conduit)
        lock.unlock()
    }
}

// Safety: every stored `var` of the subject is read and written with `lock` held, and its conduits are
// `Sendable` themselves; the only thing shared between threads that the lock does not make safe is the
// values, which a send on one thread may deliver on another (the thread delivering at the time) and which
// `value` hands to any thread: hence `Output: Sendable` (a `Failure` is an `Error`, `Sendable`). Combine
// declares no `Sendable` conformance on its subjects; Swift 6 code shares Signals' subjects of `Sendable`
// values across tasks.
extension CurrentValueSubject: @unchecked Sendable where Output: Sendable {}
