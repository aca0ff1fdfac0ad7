/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure passed to ``init(_:)`` runs once, immediately, and receives a ``Promise`` to call with
/// the outcome. Every subscriber, whether it arrived before or after the promise was fulfilled,
/// receives that one outcome:
/// - a value, followed by `.finished`, once the subscriber has requested at least one value;
/// - a failure at once, without needing demand.
///
/// Calls to the promise after the first are ignored. It is thread-safe: the promise may be called,
/// and subscribers may subscribe, request and cancel, on any threads at once.
///
/// Unlike Combine, ``Promise`` is `@Sendable`, so it may be handed to other threads or tasks in
/// Swift 6 code; code written for Combine still compiles.
///
/// ```swift
/// let answer = Future<Int, Never> { promise in
///     queue.async { promise(.success(42)) }
/// }
/// let cancellable = answer.sink { print($0) }
/// ```
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    // Safety: `result` and `conduits` are read and written with `lock` held.

    /// A closure to call, from any thread, with the outcome of the future.
    ///
    /// The promise receives one parameter: a `Result` that contains either the single element
    /// published by the ``Future``, or an error.
    public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

    private let lock = UnfairLock()
    private var result: Result<Output, Failure>?
    private var conduits: ContiguousArray<ConduitBase> = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    ///
    /// - Parameter attemptToFulfill: A closure, run at once, that receives the ``Promise`` to call when
    ///   the outcome is known.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in
            fulfill(result)
        }
    }

    /// Attaches the subscriber; it receives the outcome once known and, for a value, requested.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let conduit = Conduit(parent: self, downstream: subscriber)
        // The subscription goes first, so a promise fulfilled on another thread never reaches the
        // subscriber before it; the conduit is then registered, or fulfilled if the outcome is known.
        subscriber.receive(subscription: conduit)
        lock.lock()
        if let result {
            lock.unlock()
            conduit.fulfill(result)
            return
        }
        if conduit.isActive {
            conduits.append(conduit)
        }
        lock.unlock()
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else {
            lock.unlock()
            return
        }
        self.result = result
        let conduits = self.conduits
        self.conduits = []
        lock.unlock()
        for conduit in conduits {
            conduit.fulfill(result)
        }
    }

    /// Called by a conduit when it is cancelled.
    fileprivate func remove(_ conduit: ConduitBase) {
        lock.lock()
        if let index = conduits.firstIndex(where: { $0 === conduit }) {
            conduits.remove(at: index)
        }
        lock.unlock()
    }

    /// The type-erased conduit the future keeps for each waiting subscriber.
    fileprivate class ConduitBase: Subscription, @unchecked Sendable {
        // Safety: subclasses guard their state with `lock`.
        let lock = UnfairLock()

        /// Whether the subscriber has neither been served nor cancelled. Takes `lock`.
        var isActive: Bool { fatalError("abstract") }

        /// Delivers the outcome now if possible, or keeps a value until the first request.
        func fulfill(_ result: Result<Output, Failure>) { fatalError("abstract") }

        func request(_ demand: Subscribers.Demand) { fatalError("abstract") }

        func cancel() { fatalError("abstract") }
    }

    private final class Conduit<Downstream: Subscriber>: ConduitBase, ReflectedByName,
        @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is read and written with `lock` held.
        private var parent: Future?
        private var downstream: Downstream?
        private var hasDemand = false
        /// A successful outcome that waits for the first request.
        private var pending: Result<Output, Failure>?
        /// Set by ``cancel()``: a completion that would follow a value delivered meanwhile is dropped.
        private var isCancelled = false

        init(parent: Future, downstream: Downstream) {
            self.parent = parent
            self.downstream = downstream
        }

        var description: String { "Future" }

        override var isActive: Bool {
            lock.withLock { downstream != nil }
        }

        override func fulfill(_ result: Result<Output, Failure>) {
            lock.lock()
            guard let downstream else {
                lock.unlock()
                return
            }
            if case .success = result, !hasDemand {
                pending = result
                lock.unlock()
                return
            }
            self.downstream = nil
            lock.unlock()
            deliver(result, to: downstream)
        }

        override func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            guard let downstream else {
                lock.unlock()
                return
            }
            hasDemand = true
            guard let pending else {
                lock.unlock()
                return
            }
            self.pending = nil
            self.downstream = nil
            lock.unlock()
            // As in Combine, a value that waited for this request leaves the subscription's `parent` set.
            deliver(pending, to: downstream, releasingParent: false)
        }

        override func cancel() {
            lock.lock()
            isCancelled = true
            let parent = self.parent
            let released = (downstream, pending)
            self.parent = nil
            downstream = nil
            pending = nil
            lock.unlock()
            _ = released  // released outside the lock
            parent?.remove(self)
        }

        /// Delivers the outcome, then lets go of the future unless told otherwise: as in Combine, the
        /// subscription's `parent` stays set while the subscriber receives the outcome. (The future no
        /// longer holds this conduit once fulfilled, so keeping `parent` makes no cycle.)
        private func deliver(
            _ result: Result<Output, Failure>, to downstream: Downstream, releasingParent: Bool = true
        ) {
            switch result {
            case .success(let value):
                _ = downstream.receive(value)
                // No completion after a cancel made from inside (or during) the value's delivery.
                if !lock.withLock({ isCancelled }) {
                    downstream.receive(completion: .finished)
                }
            case .failure(let error):
                downstream.receive(completion: .failure(error))
            }
            guard releasingParent else { return }
            let parent = lock.withLock { self.parent.take() }
            _ = parent  // released outside the lock
        }

        /// Combine's children: the future (`parent` and `subject`) until the outcome has been delivered
        /// or the subscription cancelled, the subscriber until then, and whether any value was requested
        /// (`false` once the outcome is on its way).
        var customMirror: Mirror {
            let (parent, downstream, hasAnyDemand) = lock.withLock {
                (self.parent, self.downstream, self.downstream != nil && hasDemand)
            }
            return Mirror(
                self,
                children: [
                    "parent": parent as Any, "downstream": downstream as Any, "hasAnyDemand": hasAnyDemand,
                    "subject": parent as Any,
                ]
            )
        }
    }
}
