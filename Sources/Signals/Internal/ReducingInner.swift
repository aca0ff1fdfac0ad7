/// What a reducing operator's step tells ``ReducingInner`` after folding in one upstream value (a step
/// that throws fails the stream instead).
enum ReduceStep {
    /// Keep reducing.
    case next
    /// The result is decided early (`contains`, `allSatisfy`, `tryFirst(where:)`): cancel the upstream
    /// and deliver it.
    case finish
}

/// The one subscriber and subscription behind every reducing operator: `reduce`, `tryReduce`, `count`,
/// `min`/`max` (and `tryMin`/`tryMax`), `contains`, `allSatisfy`, `last`, `collect()` and `tryFirst(where:)`
/// (`ignoreOutput` is stateless, as in Combine).
///
/// Behaviour, as Combine's reducers: it hands itself to the downstream, then asks the upstream for
/// `.unlimited`, whatever the downstream asks for. Each value is folded into the partial result by
/// ``reduce`` (outside the lock). When the upstream finishes (or a step finishes early, cancelling the
/// upstream), the result, if any, is delivered followed by `.finished` as soon as the downstream has
/// asked for anything (at once if it already has); with no result (`nil`), `.finished` also waits for
/// that first request, as in Combine. A failure, from the upstream or thrown by a closure, is forwarded
/// at once. A `cancel()` before the upstream's subscription arrives is ignored, as in Combine (the
/// subscription, when it comes, is accepted and asked for `.unlimited`). Its `Mirror` has Combine's
/// children: `downstream`, `result`, `initial` and `status` (or the operator's own, see `mirror`).
///
/// Lifecycle, as Combine's reducers: the downstream is kept until the subscription is freed, not only
/// until it ends (a subscriber that keeps its subscription after the end keeps both alive, as in
/// Combine); the upstream and the closure are released as soon as the stream ends or is cancelled.
///
/// Concurrency: upstream events arrive one at a time (the upstream's contract); `request` and `cancel`
/// may come from any thread. State is behind ``lock``, and nothing is called out while holding it.
final class ReducingInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    ReflectedByName, @unchecked Sendable
{
    // Safety: every stored `var` is only read or written with `lock` held.
    typealias Failure = UpstreamFailure
    typealias Result = Downstream.Input
    /// Folds one value into the partial result (`nil` until there is one). The `try` operators' steps
    /// throw (their downstream's failure is `any Error`); an error cancels the upstream and fails.
    typealias Reducer = (inout Result?, Input) throws(Downstream.Failure) -> ReduceStep
    /// ``Reducer`` as it is kept: returning its failure rather than throwing it, because a typed-throws
    /// function type held as a value needs the Swift 6 runtime (iOS 18 / macOS 15; docs/PLATFORMS.md).
    typealias StoredReducer = (inout Result?, Input) -> Swift.Result<ReduceStep, Downstream.Failure>

    private enum Phase {
        case awaitingSubscription
        case reducing
        /// Reduced; the result waits for the downstream's first request.
        case reduced
        case terminal
    }

    private let lock = UnfairLock()
    private var phase = Phase.awaitingSubscription
    private var demanded = false
    private var upstream: (any Subscription)?
    private let downstream: Downstream
    private var result: Result?
    /// The partial result before any value, shown by ``customMirror`` as Combine shows it.
    private let initial: Result?
    private var reducer: StoredReducer?
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    /// The operator's own `Mirror` children for a partial result, or `nil` for Combine's reducers' four.
    private let mirror: ((Result?) -> [Mirror.Child])?

    /// What the downstream sees as the subscription's description (`"Reduce"`, `"Count"`, ...).
    let description: String

    /// - Parameters:
    ///   - downstream: The subscriber to deliver the result to.
    ///   - initial: The partial result before any value (`nil` for "no result yet").
    ///   - description: The subscription's description.
    ///   - mapFailure: Converts an upstream failure into the downstream's failure type.
    ///   - mirror: The operator's own `Mirror` children for a partial result (`collect()` shows only its
    ///     `count`), or `nil` for Combine's reducers' `downstream`, `result`, `initial` and `status`.
    ///   - reducer: Folds each value into the partial result.
    init(
        downstream: Downstream,
        initial: Result?,
        description: String,
        mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
        mirror: ((Result?) -> [Mirror.Child])? = nil,
        reducer: @escaping Reducer
    ) {
        self.mirror = mirror
        self.downstream = downstream
        self.result = initial
        self.initial = initial
        self.description = description
        self.mapFailure = mapFailure
        self.reducer = { partial, input in
            do throws(Downstream.Failure) {
                return .success(try reducer(&partial, input))
            } catch {
                return .failure(error)
            }
        }
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard case .awaitingSubscription = phase else {
            lock.unlock()
            subscription.cancel()
            return
        }
        phase = .reducing
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
        lock.lock()
        let stillReducing = if case .reducing = phase { true } else { false }
        lock.unlock()
        if stillReducing {
            subscription.request(.unlimited)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard case .reducing = phase, let reducer else {
            lock.unlock()
            return .none
        }
        // Moved out, so that a collection result is mutated in place rather than copied.
        var partial = result.take()
        lock.unlock()
        let step: ReduceStep
        switch reducer(&partial, input) {
        case .success(let decided):
            step = decided
        case .failure(let error):
            fail(error, cancellingUpstream: true)
            return .none
        }
        lock.lock()
        guard case .reducing = phase else {
            lock.unlock()
            return .none
        }
        result = partial
        lock.unlock()
        if case .finish = step {
            conclude(cancellingUpstream: true)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        switch completion {
        case .finished: conclude(cancellingUpstream: false)
        case .failure(let failure): fail(mapFailure(failure), cancellingUpstream: false)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        guard case .reduced = phase else {
            demanded = true
            lock.unlock()
            return
        }
        phase = .terminal
        let result = self.result.take()
        lock.unlock()
        deliver(result)
    }

    func cancel() {
        lock.lock()
        if case .awaitingSubscription = phase {
            lock.unlock()
            return
        }
        let wasReducing = if case .reducing = phase { true } else { false }
        phase = .terminal
        let upstream = self.upstream.take()
        let released = (result.take(), reducer.take())
        lock.unlock()
        _ = released  // released outside the lock
        if wasReducing {
            upstream?.cancel()
        }
    }

    /// Combine's children: the downstream, the partial result, the initial result and the status.
    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        if let mirror {
            return Mirror(self, children: mirror(result))
        }
        let status: String
        switch phase {
        case .awaitingSubscription: status = "awaitingSubscription"
        case .reducing: status = "subscribed"
        case .reduced, .terminal: status = "terminal"
        }
        let children: [Mirror.Child] = [
            ("downstream", downstream), ("result", result as Any), ("initial", initial as Any),
            ("status", status),
        ]
        return Mirror(self, children: children)
    }

    // MARK: Private

    /// The result is final: delivers it now if the downstream has asked (or there is none), otherwise
    /// keeps it for the first request.
    private func conclude(cancellingUpstream: Bool) {
        lock.lock()
        guard case .reducing = phase else {
            lock.unlock()
            return
        }
        let upstream = self.upstream.take()
        let reducer = self.reducer.take()
        var delivery: Result??
        if demanded {
            phase = .terminal
            delivery = .some(result.take())
        } else {
            phase = .reduced
        }
        lock.unlock()
        _ = reducer  // released outside the lock
        if cancellingUpstream {
            upstream?.cancel()
        }
        if let delivery {
            deliver(delivery)
        }
    }

    private func fail(_ failure: Downstream.Failure, cancellingUpstream: Bool) {
        lock.lock()
        guard case .reducing = phase else {
            lock.unlock()
            return
        }
        phase = .terminal
        let upstream = self.upstream.take()
        let released = (result.take(), reducer.take())
        lock.unlock()
        _ = released
        if cancellingUpstream {
            upstream?.cancel()
        }
        downstream.receive(completion: .failure(failure))
    }

    private func deliver(_ result: Result?) {
        if let result {
            _ = downstream.receive(result)
        }
        downstream.receive(completion: .finished)
    }
}
