extension Publisher {
    /// Publishes the last element of a stream, after the stream finishes.
    ///
    /// Like Combine, it asks the upstream for `.unlimited`; the last element goes out (with
    /// `.finished`) once the upstream has finished and the downstream has asked for anything. An
    /// upstream that finishes without elements finishes the downstream with no value. A failure is
    /// forwarded at once. The subscription is described as `"Last"`.
    ///
    /// ```swift
    /// let cancellable = [1, 2, 3].publisher.last().sink { print($0) }  // prints 3
    /// ```
    ///
    /// - Returns: A publisher that only publishes the last element of a stream.
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }
}

extension Publishers {
    /// A publisher that waits until after the stream finishes, and then publishes the last element of
    /// the stream.
    ///
    /// `Sendable` when its upstream is.
    public struct Last<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that waits until after the stream finishes and then publishes the last
        /// element of the stream.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber through a subscription described as `"Last"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingInner<Upstream.Output, Failure, S>(
                    downstream: subscriber, initial: nil, description: "Last", mapFailure: { $0 }
                ) { result, input in
                    result = input
                    return .next
                })
        }
    }
}

extension Publishers.Last: Equatable where Upstream: Equatable {}

extension Publishers.Last: Sendable where Upstream: Sendable {}
