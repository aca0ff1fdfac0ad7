extension Publisher {
    /// Publishes a Boolean value upon receiving an element that satisfies the predicate closure.
    ///
    /// Like Combine, it asks the upstream for `.unlimited`. The first element that satisfies the
    /// predicate cancels the upstream and `true` goes out (with `.finished`) once the downstream has
    /// asked for anything; if the upstream finishes first, `false` does. A failure is forwarded at
    /// once. The subscription is described as `"ContainsWhere"`.
    ///
    /// ```swift
    /// let cancellable = [1, 4, 9].publisher.contains { $0 > 3 }.sink { print($0) }  // prints true
    /// ```
    ///
    /// - Parameter predicate: A closure that takes an element as its parameter and returns a Boolean
    ///   value that indicates whether the element satisfies the closure's comparison logic.
    /// - Returns: A publisher that emits the Boolean value `true` when the upstream publisher emits a
    ///   matching value.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that emits a Boolean value upon receiving an element that satisfies the predicate
    /// closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: a Boolean value.
        public typealias Output = Bool

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether an element satisfies the condition.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that emits a Boolean value
        /// upon receiving an element that satisfies the predicate closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that determines whether an element satisfies the condition.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"ContainsWhere"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: false, description: "ContainsWhere", mapFailure: { $0 }
                ) { result, input in
                    if predicate(input) {
                        result = true
                        return .finish
                    }
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.ContainsWhere: Sendable {}
