extension Publisher {
    /// Publishes the minimum value received from the upstream publisher, using the provided
    /// error-throwing closure to order the items.
    ///
    /// It behaves like `min(by:)`; if the closure throws, the upstream is cancelled and the
    /// publisher fails with the error. The subscription is described as `"TryComparison"`.
    ///
    /// ```swift
    /// let earliest = events.tryMin { try $0.date() < $1.date() }
    /// ```
    ///
    /// - Parameter areInIncreasingOrder: A throwing closure that receives two elements and returns
    ///   `true` if they're in increasing order.
    /// - Returns: A publisher that publishes the minimum value received from the upstream publisher,
    ///   after the upstream publisher finishes.
    public func tryMin(
        by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool
    ) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
    }

    /// Publishes the maximum value received from the upstream publisher, using the provided
    /// error-throwing closure to order the items.
    ///
    /// It behaves like `max(by:)`; if the closure throws, the upstream is cancelled and the
    /// publisher fails with the error.
    ///
    /// ```swift
    /// let latest = events.tryMax { try $0.date() < $1.date() }
    /// ```
    ///
    /// - Parameter areInIncreasingOrder: A throwing closure that receives two elements and returns
    ///   `true` if they're in increasing order.
    /// - Returns: A publisher that publishes the maximum value received from the upstream publisher,
    ///   after the upstream publisher finishes.
    public func tryMax(
        by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool
    ) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}

extension Publishers {
    /// A publisher that republishes items from another publisher only if each new item is in
    /// increasing order from the previously-published item, and fails if the ordering logic throws an
    /// error.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// A closure that receives two elements and returns `true` if they're in increasing order.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates a publisher that republishes items from another publisher only if each new item is
        /// in increasing order from the previously-published item, and fails if the ordering logic
        /// throws an error.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that this publisher receives elements from.
        ///   - areInIncreasingOrder: A closure that receives two elements and returns `true` if they're
        ///     in increasing order.
        public init(
            upstream: Upstream,
            areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches the subscriber through a subscription described as `"TryComparison"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: nil, description: "TryComparison", mapFailure: { $0 }
                ) { result, input in
                    if let current = result, try !ordered(current, input) {
                        return .next
                    }
                    result = input
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.TryComparison: Sendable {}
