extension Publisher {
    /// Publishes only elements that don't match the previous element, as evaluated by a provided
    /// error-throwing closure.
    ///
    /// Like `removeDuplicates(by:)`, each element is compared with the one received just before it
    /// (published or not), and a duplicate is answered upstream with `.max(1)`. If the closure throws,
    /// the upstream is cancelled and the publisher fails with the error. The subscription is described
    /// as `"TryRemoveDuplicates"`.
    ///
    /// ```swift
    /// let changes = readings.tryRemoveDuplicates { try $0.isClose(to: $1) }
    /// ```
    ///
    /// - Parameter predicate: A closure to evaluate whether two elements are equivalent, for purposes
    ///   of filtering. Return `true` from this closure to indicate that the second element is a
    ///   duplicate of the first. If this closure throws an error, the publisher terminates with the
    ///   thrown error.
    /// - Returns: A publisher that consumes — rather than publishes — duplicate elements.
    public func tryRemoveDuplicates(
        by predicate: @escaping (Output, Output) throws -> Bool
    ) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that publishes only elements that don't match the previous element, as evaluated by
    /// a provided error-throwing closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// An error-throwing closure to evaluate whether two elements are equivalent, for purposes
        /// of filtering.
        public let predicate: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates a publisher that publishes only elements that don't match the previous element,
        /// as evaluated by a provided error-throwing closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: An error-throwing closure to evaluate whether two elements are
        ///     equivalent, for purposes of filtering.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"TryRemoveDuplicates"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var previous: Upstream.Output?
            let step: (Upstream.Output) throws -> ElementStep<Output> = { input in
                defer { previous = input }
                if let previous, try predicate(previous, input) {
                    return .drop
                }
                return .emit(input)
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "TryRemoveDuplicates", cancelBeforeSubscriptionIsFinal: true,
                    reflection: .downstreamAnd { _ in [("last", previous as Any)] }, mapFailure: { $0 }, step: step))
        }
    }
}

@available(*, unavailable)
extension Publishers.TryRemoveDuplicates: Sendable {}
