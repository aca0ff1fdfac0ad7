extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher.
    ///
    /// The downstream receives the subscription (description `"SwitchToLatest"`) before the upstream
    /// is subscribed; the upstream is asked for `.unlimited` publishers. Each time the upstream sends a
    /// new publisher, `switchToLatest()` cancels the previous one, then subscribes to the new one and
    /// asks it for the downstream's outstanding demand; later requests go to the current publisher.
    ///
    /// Completion: it finishes once the upstream and the current publisher have both finished. If either
    /// fails, it cancels the other and fails with that error.
    ///
    /// Differences from Combine, which traps in these cases: a value the current publisher sends beyond
    /// the downstream's demand is dropped, and a publisher that completes before sending its subscription
    /// completes normally. Deliveries are serialised (a replaced publisher still delivering on another
    /// thread is never called concurrently with the new one), and a value sent from inside the
    /// downstream's `receive(_:)` is delivered right after that call returns.
    ///
    /// ```swift
    /// let results = queries
    ///     .map { query in api.search(query) }
    ///     .switchToLatest()  // only the latest query's results arrive
    /// ```
    ///
    /// - Returns: A publisher that emits elements only from the most recent publisher it received.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// Republishes elements sent by the most recently received publisher, when the upstream never fails
    /// but its publishers may.
    ///
    /// The upstream's failure type is set to the publishers' (``Publishers/SetFailureType``), as in
    /// Combine; otherwise this is ``switchToLatest()``.
    ///
    /// ```swift
    /// let results = searches.switchToLatest()  // searches never fails; each search may
    /// ```
    ///
    /// - Returns: A publisher that emits elements only from the most recent publisher it received.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: Publishers.SetFailureType(upstream: self))
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher, when those publishers never
    /// fail but the upstream may.
    ///
    /// Each publisher's failure type is set to the upstream's (``Publishers/SetFailureType``), as in
    /// Combine; otherwise this is ``switchToLatest()``.
    ///
    /// ```swift
    /// let latest = sessions.switchToLatest()  // sessions may fail; each session's stream never does
    /// ```
    ///
    /// - Returns: A publisher that emits elements only from the most recent publisher it received.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<
            Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
        >
    {
        Publishers.SwitchToLatest(
            upstream: Publishers.Map(upstream: self) { Publishers.SetFailureType(upstream: $0) }
        )
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher, when nothing can fail.
    ///
    /// This is ``switchToLatest()`` for the case where neither the upstream nor its publishers fail, as
    /// in Combine.
    ///
    /// ```swift
    /// let current = screens.switchToLatest()
    /// ```
    ///
    /// - Returns: A publisher that emits elements only from the most recent publisher it received.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publishers {
    /// A publisher that flattens nested publishers, republishing only the most recent one's elements.
    ///
    /// `Sendable` when the upstream publisher is.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The kind of values published: those of the nested publishers.
        public typealias Output = P.Output

        /// The kind of errors this publisher might publish: the upstream's (and its publishers').
        public typealias Failure = P.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that flattens nested publishers.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Sends the subscription downstream, then subscribes to the upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outer = Outer(downstream: subscriber)
            subscriber.receive(subscription: outer)
            upstream.receive(subscriber: outer)
        }
    }
}

extension Publishers.SwitchToLatest: Sendable where Upstream: Sendable {}

extension Publishers.SwitchToLatest {
    /// Subscribes to the upstream of publishers and is the subscription the downstream sees.
    ///
    /// The logic lives in ``SwitchToLatestState``; this class runs each transition under its lock,
    /// queues the values and completion on its ``SerialDelivery`` in the same critical section, and
    /// delivers, requests and cancels after releasing it.
    private final class Outer<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
        ReflectedByName, DownstreamDemandReceiver,
        @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: `state` is read and written with `lock` held; `output` is thread-safe.
        typealias Input = P

        private let lock = UnfairLock()
        private var state = SwitchToLatestState<Output, Failure>()
        private let output: SerialDelivery<Downstream>

        init(downstream: Downstream) {
            output = SerialDelivery(downstream)
            output.demandReceiver = self
        }

        var description: String { "SwitchToLatest" }

        // MARK: Subscriber (the upstream of publishers)

        func receive(subscription: any Subscription) {
            lock.lock()
            let action = state.upstreamSubscribed(subscription)
            lock.unlock()
            action.perform(on: subscription)
        }

        func receive(_ input: P) -> Subscribers.Demand {
            lock.lock()
            let (index, previous) = state.upstreamValue()
            lock.unlock()
            previous?.cancel()
            if let index {
                input.subscribe(Side(index: index, outer: self))
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let cancel: (any Subscription)?
            let deliver: Bool
            switch completion {
            case .finished: (cancel, deliver) = (nil, state.upstreamFinished())
            case .failure(let failure): (cancel, deliver) = state.upstreamFailed(failure)
            }
            complete(with: completion, cancel: cancel, deliver: deliver)
        }

        // MARK: Subscription

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            let inner = state.request(demand)
            lock.unlock()
            inner?.request(demand)
        }

        func cancel() {
            lock.lock()
            let subscriptions = state.cancel()
            lock.unlock()
            output.cancel()
            for subscription in subscriptions {
                subscription.cancel()
            }
        }

        // MARK: DownstreamDemandReceiver

        /// Values are always queued tagged with their inner publisher.
        func downstreamRequested(_ demand: Subscribers.Demand) {}

        /// The downstream answered a queued value of inner publisher `tag`: the current inner
        /// publisher is asked for it.
        func downstreamAnswered(_ demand: Subscribers.Demand, tag: Int) {
            guard demand > 0 else { return }
            lock.lock()
            let (_, current) = state.delivered(demand, source: UInt64(truncatingIfNeeded: tag))
            lock.unlock()
            current?.request(demand)
        }

        // MARK: Inner publishers

        fileprivate func receiveInner(subscription: any Subscription, index: UInt64) {
            lock.lock()
            let action = state.innerSubscribed(subscription, index: index)
            lock.unlock()
            action.perform(on: subscription)
        }

        /// Returns the downstream's answer to the value when this caller delivered it and its publisher
        /// is still the current one; otherwise the answer goes to the current inner publisher.
        fileprivate func receiveInner(_ value: Output, index: UInt64) -> Subscribers.Demand {
            lock.lock()
            let accepted = state.innerValue(value, index: index)
            let claim = accepted ? output.enqueueClaiming(.tagged(value, tag: Int(truncatingIfNeeded: index))) : nil
            lock.unlock()
            guard let claim else { return .none }
            var answer = Subscribers.Demand.none
            output.deliverClaimed(claim) { more in
                guard more > 0 else { return }
                self.lock.lock()
                let (isAnswer, current) = self.state.delivered(more, source: index)
                self.lock.unlock()
                if isAnswer {
                    answer = more
                } else {
                    current?.request(more)
                }
            }
            return answer
        }

        fileprivate func receiveInner(completion: Subscribers.Completion<Failure>, index: UInt64) {
            lock.lock()
            let cancel: (any Subscription)?
            let deliver: Bool
            switch completion {
            case .finished: (cancel, deliver) = (nil, state.innerFinished(index: index))
            case .failure(let failure): (cancel, deliver) = state.innerFailed(failure, index: index)
            }
            complete(with: completion, cancel: cancel, deliver: deliver)
        }

        // MARK: Private

        /// Queues `completion` when `deliver`, releases `lock` (held by the caller), cancels `cancel`,
        /// then delivers.
        private func complete(
            with completion: Subscribers.Completion<Failure>,
            cancel: (any Subscription)?,
            deliver: Bool
        ) {
            if deliver {
                output.enqueue(.completion(completion))
            }
            lock.unlock()
            cancel?.cancel()
            if deliver {
                output.drain()
            }
        }
    }

    /// The subscriber attached to one inner publisher; its `Mirror` names the outer subscription as
    /// `parentSubscription`, as Combine's does.
    private struct Side<Downstream: Subscriber>: Subscriber, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        let index: UInt64
        let outer: Outer<Downstream>
        let combineIdentifier = CombineIdentifier()

        var description: String { "SwitchToLatest" }

        var customMirror: Mirror {
            Mirror(self, children: ["parentSubscription": outer.combineIdentifier])
        }

        var playgroundDescription: Any { description }

        func receive(subscription: any Subscription) {
            outer.receiveInner(subscription: subscription, index: index)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            outer.receiveInner(input, index: index)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            outer.receiveInner(completion: completion, index: index)
        }
    }
}
