extension Publisher {
    /// Publishes the last element of a stream that satisfies an error-throwing predicate closure, after
    /// the stream finishes.
    ///
    /// It behaves like ``last(where:)``; if the predicate throws, the upstream is cancelled and the
    /// publisher fails with the error. The subscription is described as `"TryLastWhere"`.
    ///
    /// ```swift
    /// let lastValid = records.tryLast { try $0.validate() }
    /// ```
    ///
    /// - Parameter predicate: A closure that takes an element as its parameter and returns a Boolean
    ///   value that indicates whether to publish the element.
    /// - Returns: A publisher that only publishes the last element satisfying the given error-throwing
    ///   predicate.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that waits until after the stream finishes and then publishes the last element of
    /// the stream that satisfies an error-throwing predicate closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether an element satisfies the condition.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that waits until after the
        /// stream finishes and then publishes the last element of the stream that satisfies an
        /// error-throwing predicate closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that determines whether an element satisfies the condition.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"TryLastWhere"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: nil, description: "TryLastWhere", mapFailure: { $0 }
                ) { result, input in
                    if try predicate(input) {
                        result = input
                    }
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.TryLastWhere: Sendable {}
