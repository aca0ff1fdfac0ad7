extension Publisher {
    /// Publishes a single Boolean value that indicates whether all received elements pass a given
    /// predicate.
    ///
    /// Like Combine, it asks the upstream for `.unlimited`. The first element that fails the predicate
    /// cancels the upstream and `false` goes out (with `.finished`) once the downstream has asked for
    /// anything; if the upstream finishes first, `true` does (also for no elements). A failure is
    /// forwarded at once. The subscription is described as `"AllSatisfy"`.
    ///
    /// ```swift
    /// let cancellable = [2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.sink { print($0) }  // prints true
    /// ```
    ///
    /// - Parameter predicate: A closure that evaluates each received element. Return `true` to
    ///   continue, or `false` to cancel the upstream and complete.
    /// - Returns: A publisher that publishes a Boolean value that indicates whether all received
    ///   elements pass a given predicate.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that publishes a single Boolean value that indicates whether all received elements
    /// pass a given predicate.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: a Boolean value.
        public typealias Output = Bool

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether an element satisfies the condition.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that publishes a single Boolean value that indicates whether all
        /// received elements pass a given predicate.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that determines whether an element satisfies the condition.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"AllSatisfy"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: true, description: "AllSatisfy", mapFailure: { $0 }
                ) { result, input in
                    if !predicate(input) {
                        result = false
                        return .finish
                    }
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.AllSatisfy: Sendable {}
