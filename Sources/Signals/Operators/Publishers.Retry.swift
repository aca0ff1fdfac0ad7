extension Publisher {
    /// Attempts to recreate a failed subscription with the upstream publisher up to the number of times
    /// you specify.
    ///
    /// Each failure subscribes the upstream again (asking it for the downstream's outstanding demand)
    /// until `retries` re-subscriptions have been made; the next failure is passed downstream. Values
    /// from every attempt are republished, and the downstream keeps one subscription (described as
    /// `"Retry"`) throughout.
    ///
    /// ```swift
    /// let cancellable = fetchProfile()
    ///     .retry(3)
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { show($0) })
    /// ```
    ///
    /// Retrying resubscribes synchronously, on the thread that delivered the failure, as Combine does:
    /// an upstream that always fails at once is retried `retries` times in a row.
    ///
    /// - Parameter retries: The number of times to attempt to recreate the subscription.
    /// - Returns: A publisher that attempts to recreate its subscription to a failed upstream publisher.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}

extension Publishers {
    /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
    ///
    /// Create one with ``Publisher/retry(_:)``.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum number of retry attempts to perform; `nil` (or a negative count, as in Combine)
        /// retries indefinitely.
        public let retries: Int?

        /// Creates a publisher that attempts to recreate its subscription to a failed upstream publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives its elements.
        ///   - retries: The maximum number of retry attempts to perform. If `nil`, this publisher
        ///     attempts to reconnect with the upstream publisher an unlimited number of times.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Attaches the subscriber; its subscription is described as `"Retry"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            Inner(downstream: subscriber, publisher: self).start()
        }
    }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}

extension Publishers.Retry: Sendable where Upstream: Sendable {}

extension Publishers.Retry {
    /// The upstream's subscriber and the downstream's subscription across every attempt.
    ///
    /// The downstream receives this subscription when the first upstream subscription arrives. Demand is
    /// counted (requested, minus one per value, plus what each value answered) and the outstanding
    /// amount is requested from each new upstream subscription; what a value answers is requested from
    /// the current upstream subscription at once (the value itself answers `.none`), as in Combine.
    /// A failure resubscribes on the failing thread; a failure that arrives while that subscribe call
    /// is still running (an upstream failing at once) is not nested: the running call resubscribes
    /// again when it returns, so the stack does not grow with the retries. A subscription arriving
    /// after a cancel is cancelled.
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, ReflectedByName,
        @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output

        private let lock = UnfairLock()
        /// The publisher to resubscribe to and the downstream; both `nil` once the downstream has
        /// completed or cancelled (so that an upstream keeping its subscriber forms no lasting cycle).
        private var upstream: Upstream?
        private var downstream: Downstream?
        private var subscription: (any Subscription)?
        /// Retries left; `nil` (or a negative count) is unlimited.
        private var remaining: Int?
        private var downstreamNeedsSubscription = true
        private var demand = Subscribers.Demand.none
        private var subscribing = false
        private var needsResubscribe = false

        init(downstream: Downstream, publisher: Publishers.Retry<Upstream>) {
            upstream = publisher.upstream
            remaining = publisher.retries
            self.downstream = downstream
        }

        var description: String { "Retry" }

        /// Subscribes to the upstream (the first attempt).
        func start() {
            lock.lock()
            let upstream = self.upstream
            lock.unlock()
            upstream?.subscribe(self)
        }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard let downstream, self.subscription == nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            let first = downstreamNeedsSubscription
            downstreamNeedsSubscription = false
            let outstanding = demand
            lock.unlock()
            if first {
                downstream.receive(subscription: self)
            }
            if outstanding > 0 {
                subscription.request(outstanding)
            }
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard let downstream else {
                lock.unlock()
                return .none
            }
            demand -= 1
            lock.unlock()
            let more = downstream.receive(input)
            guard more > 0 else { return .none }
            lock.lock()
            demand += more
            let subscription = self.subscription
            lock.unlock()
            subscription?.request(more)
            return .none
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            lock.lock()
            guard let downstream, let upstream else {
                lock.unlock()
                return
            }
            if case .failure = completion, takeRetry() {
                subscription = nil
                guard !subscribing else {
                    needsResubscribe = true
                    lock.unlock()
                    return
                }
                repeat {
                    subscribing = true
                    needsResubscribe = false
                    lock.unlock()
                    upstream.subscribe(self)
                    lock.lock()
                    subscribing = false
                } while needsResubscribe && self.downstream != nil
                lock.unlock()
                return
            }
            self.downstream = nil
            self.upstream = nil
            subscription = nil
            lock.unlock()
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            guard downstream != nil else {
                lock.unlock()
                return
            }
            self.demand += demand
            let subscription = self.subscription
            lock.unlock()
            subscription?.request(demand)
        }

        func cancel() {
            lock.lock()
            let released = (downstream.take(), upstream.take())
            let subscription = self.subscription.take()
            lock.unlock()
            _ = released
            subscription?.cancel()
        }

        /// Uses up one retry; returns whether there was one. Called with `lock` held.
        private func takeRetry() -> Bool {
            guard let left = remaining, left >= 0 else { return true }
            guard left > 0 else { return false }
            remaining = left - 1
            return true
        }
    }
}
