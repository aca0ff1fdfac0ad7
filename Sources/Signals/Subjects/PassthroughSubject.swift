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
/// It is thread-safe with Combine's contract: `send`, subscribing, requesting and cancelling may happen
/// on any threads at once, and each subscriber still receives one event at a time, never a value after
/// its completion, and every value (with demand) exactly once, in the order each thread sent them.
/// It is `Sendable` when its `Output` is (Combine's subjects are not `Sendable`).
/// As in Combine, a value sent while another thread is delivering to a subscriber waits for that
/// delivery to return, and `send` returns once its value was offered to every subscriber; a value
/// sent from inside a subscriber on the delivering thread is delivered at once, recursively.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// let cancellable = subject.sink { print($0) }
/// subject.send(1)
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject, ConduitParent {
    // Safety: every stored `var` is read and written with `lock` held.
    @usableFromInline
    let lock = UnfairLock()
    @usableFromInline
    @exclusivity(unchecked) var isCompleted = false
    /// The failure the subject completed with, if any, type-erased so that `deinit` needs no generic
    /// metadata (see ``ErasedValue``).
    @usableFromInline
    @exclusivity(unchecked) var failure: (any Error)?
    @usableFromInline
    @exclusivity(unchecked) var conduits = ContiguousArray<SubjectConduitBase>()
    @usableFromInline
    @exclusivity(unchecked) var upstreams: [any Subscription] = []
    @usableFromInline
    @exclusivity(unchecked) var hasDownstreamDemand = false

    /// Creates a subject.
    @inlinable
    public init() {}

    deinit {
        for upstream in upstreams {
            upstream.cancel()
        }
    }

    /// Attaches the subscriber. After completion it receives the completion at once.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        lock.lock()
        if isCompleted {
            let completion = failure.map { Subscribers.Completion<Failure>.failure($0 as! Failure) } ?? .finished
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        // Once a subscriber had demand, the upstreams were asked for `.unlimited`: later conduits need
        // not tell this subject about theirs.
        let conduit = SubjectConduit(parent: self, downstream: subscriber, announcesDemand: !hasDownstreamDemand)
        conduits.append(conduit)
        lock.unlock()
        conduit.handOver()
    }

    /// Sends a value to every subscriber that has outstanding demand.
    ///
    /// - Parameter input: The value to send.
    @inlinable
    public func send(_ input: Output) {
        lock.lock()
        guard !isCompleted else {
            lock.unlock()
            return
        }
        let conduits = self.conduits
        lock.unlock()
        // `conduits` (our copy of the array) keeps every conduit alive for the loop, so each is used
        // without a retain of its own.
        withUnsafePointer(to: input) { pointer in
            conduits.withUnsafeBufferPointer { buffer in
                for index in buffer.indices {
                    Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { conduit in
                        conduit.perform(conduit, .offer, UnsafeRawPointer(pointer), 0)
                    }
                }
            }
        }
    }

    /// Sends a completion to every subscriber and releases them. Later sends are ignored.
    ///
    /// - Parameter completion: `.finished` or `.failure`.
    public func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !isCompleted else {
            lock.unlock()
            return
        }
        isCompleted = true
        if case .failure(let error) = completion {
            failure = error
        }
        let conduits = self.conduits
        self.conduits = []
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

    /// Accepts an upstream subscription; asks it for `.unlimited` once any subscriber has demand.
    ///
    /// - Parameter subscription: The upstream subscription.
    public func send(subscription: any Subscription) {
        lock.lock()
        guard !isCompleted else {
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

    @usableFromInline
    static var conduitDescription: String { "PassthroughSubject" }

    @usableFromInline
    static var replaysCurrentValue: Bool { false }

    @usableFromInline
    func currentValueAndVersion() -> (Output, UInt32) {
        fatalError("a PassthroughSubject has no current value")
    }

    /// Called by a conduit the first time it gets demand: asks the upstreams for `.unlimited`.
    @usableFromInline
    func conduitDidRequest() {
        lock.lock()
        let first = !hasDownstreamDemand
        hasDownstreamDemand = true
        let upstreams = first ? self.upstreams : []
        lock.unlock()
        for upstream in upstreams {
            upstream.request(.unlimited)
        }
    }

    /// Called by a conduit when it is cancelled.
    @usableFromInline
    func remove(_ conduit: SubjectConduitBase) {
        lock.lock()
        // A hand-written scan from the end: the most recent subscriber is the likeliest to leave.
        var index = conduits.endIndex
        while index > conduits.startIndex {
            index -= 1
            if conduits[index] === conduit {
                conduits.remove(at: index)
                break
            }
        }
        lock.unlock()
    }
}

// Safety: every stored `var` of the subject is read and written with `lock` held, and its conduits are
// `Sendable` themselves; the only thing shared between threads that the lock does not make safe is the
// values, which a send on one thread may deliver on another (the thread delivering at the time) and which
// the subscribers keep: hence `Output: Sendable` (a `Failure` is an `Error`, `Sendable`). Combine
// declares no `Sendable` conformance on its subjects; Swift 6 code shares Signals' subjects of `Sendable`
// values across tasks.
extension PassthroughSubject: @unchecked Sendable where Output: Sendable {}
