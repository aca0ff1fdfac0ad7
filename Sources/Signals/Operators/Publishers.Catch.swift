extension Publisher {
    /// Handles errors from an upstream publisher by replacing it with another publisher.
    ///
    /// When the upstream fails, `handler` turns the error into a new publisher, and the downstream
    /// continues with it: its outstanding demand is requested from the new publisher, and the new
    /// publisher's values and completion are republished. The downstream keeps the same subscription
    /// (described as `"Catch"`) throughout. A normal completion of the upstream passes straight through.
    ///
    /// ```swift
    /// let cancellable = fetchArticles()  // AnyPublisher<[Article], NetworkError>
    ///     .catch { _ in Just(cachedArticles) }
    ///     .sink { show($0) }
    /// ```
    ///
    /// - Parameter handler: A closure that accepts the upstream failure as input and returns a publisher
    ///   to replace the upstream publisher.
    /// - Returns: A publisher that handles errors from an upstream publisher by replacing the failed
    ///   publisher with another publisher.
    public func `catch`<P: Publisher>(
        _ handler: @escaping (Failure) -> P
    ) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed publisher with
    /// another publisher.
    ///
    /// Create one with ``Publisher/catch(_:)``.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the new publisher's.
        public typealias Failure = NewPublisher.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// A closure that accepts the upstream failure as input and returns a publisher to replace the
        /// upstream publisher.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates a publisher that handles errors from an upstream publisher by replacing the failed
        /// publisher with another publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that this publisher receives elements from.
        ///   - handler: A closure that accepts the upstream failure as input and returns a publisher to
        ///     replace the upstream publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches the subscriber; its subscription is described as `"Catch"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let handler = handler
            CatchSubscription<Output, Upstream.Failure, NewPublisher, S>(
                "Catch",
                downstream: subscriber,
                recover: { .success(handler($0)) },
                caughtCompletion: { $0 }
            )
            .attach(to: upstream)
        }
    }
}
