extension Publisher {
    /// Publishes the last element of a stream that satisfies a predicate closure, after upstream
    /// finishes.
    ///
    /// Like Combine, it asks the upstream for `.unlimited`; the last matching element goes out (with
    /// `.finished`) once the upstream has finished and the downstream has asked for anything. Without a
    /// match, the downstream just finishes. A failure is forwarded at once. The subscription is
    /// described as `"LastWhere"`.
    ///
    /// ```swift
    /// let cancellable = [1, 2, 3, 4].publisher.last { $0 < 3 }.sink { print($0) }  // prints 2
    /// ```
    ///
    /// - Parameter predicate: A closure that takes an element as its parameter and returns a Boolean
    ///   value that indicates whether to publish the element.
    /// - Returns: A publisher that only publishes the last element satisfying the given predicate.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that waits until after the stream finishes and then publishes the last element of
    /// the stream that satisfies a predicate closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether an element satisfies the condition.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that waits until after the
        /// stream finishes and then publishes the last element of the stream that satisfies a
        /// predicate closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that determines whether an element satisfies the condition.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"LastWhere"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: nil, description: "LastWhere", mapFailure: { $0 }
                ) { result, input in
                    if predicate(input) {
                        result = input
                    }
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.LastWhere: Sendable {}
