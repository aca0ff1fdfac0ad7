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
    // Safety: every stored `var` is read and written with `lock` held. A send reads only the list the
    // lock publishes (``SubjectSendLock/beginSend()``), which is changed only in a copy while a send is
    // counted in, and freed only once none is.
    @usableFromInline
    let lock = SubjectSendLock()
    @usableFromInline
    @exclusivity(unchecked) var isCompleted = false
    /// The failure the subject completed with, if any, type-erased so that `deinit` needs no generic
    /// metadata (see ``ErasedValue``).
    @usableFromInline
    @exclusivity(unchecked) var failure: (any Error)?
    /// Lists that sends in progress may still read, freed once none is in progress.
    @usableFromInline
    @exclusivity(unchecked) var retiredConduits = ConduitLists()
    @usableFromInline
    @exclusivity(unchecked) var upstreams: [any Subscription] = []
    /// How many of `upstreams` (the first ones) were asked for `.unlimited`.
    @usableFromInline
    @exclusivity(unchecked) var requestedUpstreams = 0

    /// Creates a subject.
    @inlinable
    public init() {}

    deinit {
        // No send is in progress: nothing can read a list any more.
        lock.conduits.free()
        retiredConduits.free()
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
    /// completed. Once a subscriber had demand, the upstreams were asked for `.unlimited`: later conduits
    /// need not tell this subject about theirs.
    @inlinable @inline(__always)
    func lockForNewSubscriber(announcesDemand: inout Bool) -> Subscribers.Completion<Failure>? {
        lock.lock()
        if isCompleted {
            let completion = failure.map { Subscribers.Completion<Failure>.failure($0 as! Failure) } ?? .finished
            lock.unlock()
            return completion
        }
        announcesDemand = !lock.hasDemand
        return nil
    }

    /// With the lock held, on a subject that has not completed: adds `conduit` to the list, lets go of
    /// the lock and hands the subscription over (outside the lock: the subscriber may call back). The one
    /// registration step of ``receive(subscriber:)`` and of the fused `sink`.
    ///
    /// - Parameter conduit: The new conduit.
    @inlinable
    func register<Downstream: Subscriber>(_ conduit: SubjectConduit<PassthroughSubject, Downstream>) {
        unlock(freeing: add(conduit))
        conduit.handOver()
    }

    /// Sends a value to every subscriber that has outstanding demand.
    ///
    /// - Parameter input: The value to send.
    @inlinable
    public func send(_ input: Output) {
        // The list does not change while this send is counted in, and keeps every conduit alive: each is
        // used without a retain. After the completion it is empty.
        let conduits = lock.beginSend()
        withUnsafePointer(to: input) { pointer in
            conduits.forEach { conduit in
                conduit.perform(conduit, .offer, UnsafeRawPointer(pointer), 0)
            }
        }
        switch lock.endSend() {
        case .done:
            break
        case .freeRetired:
            freeRetiredConduits()
        case .freeRetiredHoldingLock:
            freeRetiredConduitsHoldingLock()
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
        let conduits = lock.conduits.retainedArray()
        let freed = replaceConduits(with: ConduitList())
        let upstreams = self.upstreams
        self.upstreams = []
        requestedUpstreams = 0
        unlock(freeing: freed)
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
        // Recorded in the lock's word, where a subscriber's first demand is recorded without the lock:
        // whichever comes second asks the upstreams not asked yet.
        let pending = lock.recordUpstream() ? takePendingUpstreams() : []
        lock.unlock()
        for upstream in pending {
            upstream.request(.unlimited)
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

    /// Called by a conduit, with its lock held, the first time it gets demand (see
    /// ``ConduitParent/recordDemand()``).
    @usableFromInline
    func recordDemand() -> Bool {
        lock.recordDemand()
    }

    /// Asks the upstreams not asked yet for `.unlimited`, after a subscriber's first demand.
    @usableFromInline
    func requestUpstreams() {
        lock.lock()
        lock.markDemanded()
        let pending = takePendingUpstreams()
        lock.unlock()
        for upstream in pending {
            upstream.request(.unlimited)
        }
    }

    /// With the lock held, once a subscriber has demand: the upstreams not asked yet, now counted as
    /// asked (the caller asks them outside the lock).
    @usableFromInline
    func takePendingUpstreams() -> ArraySlice<any Subscription> {
        let pending = upstreams[requestedUpstreams...]
        requestedUpstreams = upstreams.count
        return pending
    }

    /// Called by a conduit when it is cancelled.
    @usableFromInline
    func remove(_ conduit: SubjectConduitBase) {
        lock.lock()
        var removed: Unmanaged<SubjectConduitBase>?
        var freed = ConduitLists()
        var conduits = lock.conduits
        if !lock.isSending {
            freed = takeRetiredConduits()
            removed = conduits.remove(conduit)
            lock.publish(conduits)
        } else if conduits.contains(conduit) {
            freed = replaceConduits(with: conduits.copied(removing: conduit))
        }
        unlock(freeing: freed)
        removed?.release()
    }

    // MARK: The list of conduits (see `SubjectSendLock`)

    /// With the lock held: adds `conduit`, in place if no send is in progress, else to a copy. Returns
    /// the lists to free once the lock is let go of.
    @usableFromInline
    func add(_ conduit: SubjectConduitBase) -> ConduitLists {
        var conduits = lock.conduits
        guard lock.isSending else {
            conduits.append(conduit)
            lock.publish(conduits)
            return takeRetiredConduits()
        }
        var copy = conduits.copied()
        copy.append(conduit)
        return replaceConduits(with: copy)
    }

    /// With the lock held: makes `list` the subscribers, retiring the old list if a send may read it.
    /// Returns the lists to free once the lock is let go of.
    @usableFromInline
    func replaceConduits(with list: ConduitList) -> ConduitLists {
        let old = lock.conduits
        lock.publish(list)
        if lock.isSending {
            retiredConduits.append(old)  // recorded as the lock is let go: ``unlock(freeing:)``
            return ConduitLists()
        }
        var freed = takeRetiredConduits()
        freed.append(old)
        return freed
    }

    /// With the lock held, after a change to the list: lets go of the lock and frees `freed` (outside
    /// the lock). A list retired meanwhile is recorded as the lock is let go, for the last send to end to
    /// free; if no send is in progress any more, it is freed here.
    @inlinable
    func unlock(freeing freed: ConduitLists) {
        if retiredConduits.isEmpty {
            lock.unlock()
        } else if !lock.unlockRetiring() {
            let retired = takeRetiredConduits()
            lock.unlock()
            retired.free()
        }
        freed.free()
    }

    /// With the lock held and no send in progress: takes the retired lists, for the caller to free.
    @usableFromInline
    func takeRetiredConduits() -> ConduitLists {
        guard !retiredConduits.isEmpty else { return ConduitLists() }
        let retired = retiredConduits
        retiredConduits = ConduitLists()
        lock.clearRetired()
        return retired
    }

    /// Frees the retired lists if no send is in progress; called by the last send to end after a
    /// retirement (another may have begun since: then the last of those frees them).
    @usableFromInline
    func freeRetiredConduits() {
        lock.lock()
        let freed = lock.isSending ? ConduitLists() : takeRetiredConduits()
        lock.unlock()
        freed.free()  // outside the lock
    }

    /// Frees the retired lists; called by the last send to end after a retirement, which took the lock
    /// as it ended (no send is in progress, and the retired mark is cleared).
    @usableFromInline
    func freeRetiredConduitsHoldingLock() {
        let freed = retiredConduits
        retiredConduits = ConduitLists()
        lock.unlock()
        freed.free()  // outside the lock
    }
}

// Safety: every stored `var` of the subject is read and written with `lock` held; a send reads only the
// list the lock publishes, changed only in a copy while a send is counted in (see ``SubjectSendLock``);
// its conduits are `Sendable` themselves; the only thing shared between threads that the lock does not make
// safe is the
// values, which a send on one thread may deliver on another (the thread delivering at the time) and which
// the subscribers keep: hence `Output: Sendable` (a `Failure` is an `Error`, `Sendable`). Combine
// declares no `Sendable` conformance on its subjects; Swift 6 code shares Signals' subjects of `Sendable`
// values across tasks.
extension PassthroughSubject: @unchecked Sendable where Output: Sendable {}
