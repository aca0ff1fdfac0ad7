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

        /// The maximum number of retry attempts to perform; `nil` retries indefinitely. A negative count
        /// retries nothing.
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
            Inner(downstream: subscriber, publisher: self).attempt()
        }
    }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}

extension Publishers.Retry: Sendable where Upstream: Sendable {}

extension Publishers.Retry {
    private final class Inner<Downstream: Subscriber>: ResubscribingSubscription<Downstream>,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: `remaining` is only read or written with `lock` held; `upstream` is immutable.
        private let upstream: Upstream
        /// Retries left; `nil` is unlimited.
        private var remaining: Int?

        init(downstream: Downstream, publisher: Publishers.Retry<Upstream>) {
            upstream = publisher.upstream
            remaining = publisher.retries
            super.init(downstream: downstream)
        }

        var description: String { "Retry" }

        override var customMirror: Mirror {
            lock.withLock { Mirror(self, children: ["remaining": remaining as Any]) }
        }

        /// Subscribes the upstream; a failure retries while retries remain.
        func attempt() {
            subscribe(to: upstream) { completion in
                guard case .failure = completion, self.takeRetry() else {
                    self.finish(completion)
                    return
                }
                self.attempt()
            }
        }

        /// Uses up one retry; returns whether there was one.
        private func takeRetry() -> Bool {
            lock.withLock {
                guard let left = remaining else { return true }
                guard left > 0 else { return false }
                remaining = left - 1
                return true
            }
        }
    }
}
