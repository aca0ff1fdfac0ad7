extension Publisher {
    /// Handles errors from an upstream publisher by either replacing it with another publisher or
    /// throwing a new error.
    ///
    /// Like ``Publisher/catch(_:)``, but `handler` may throw: the thrown error then ends the stream.
    /// The failure type becomes `any Error`.
    ///
    /// ```swift
    /// let cancellable = fetchArticles()
    ///     .tryCatch { error -> AnyPublisher<[Article], NetworkError> in
    ///         guard error.isRetryable else { throw error }
    ///         return fetchArticles()
    ///     }
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { show($0) })
    /// ```
    ///
    /// - Parameter handler: A throwing closure that accepts the upstream failure as input. This closure
    ///   can either replace the upstream publisher with a new one, or throw a new error to the
    ///   downstream subscriber.
    /// - Returns: A publisher that handles errors from an upstream publisher by replacing the failed
    ///   publisher with another publisher, or an error.
    public func tryCatch<P: Publisher>(
        _ handler: @escaping (Failure) throws -> P
    ) -> Publishers.TryCatch<Self, P> where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed publisher with
    /// another publisher or producing a new error.
    ///
    /// Create one with ``Publisher/tryCatch(_:)``.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A error-throwing closure that accepts the upstream failure as input and returns a publisher
        /// to replace the upstream publisher.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Creates a publisher that handles errors from an upstream publisher by replacing the failed
        /// publisher with another publisher or producing a new error.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - handler: A error-throwing closure that accepts the upstream failure as input and returns
        ///     a publisher to replace the upstream publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches the subscriber; its subscription is described as `"TryCatch"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let handler = handler
            CatchSubscription<Output, Upstream.Failure, NewPublisher, S>(
                "TryCatch",
                downstream: subscriber,
                recover: { error in Result { try handler(error) } },
                caughtCompletion: { $0.eraseError() }
            )
            .attach(to: upstream)
        }
    }
}
