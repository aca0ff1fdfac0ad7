extension Publisher where Output: Comparable {
    /// Publishes the minimum value received from the upstream publisher, after it finishes.
    ///
    /// Like Combine's reducers, it asks the upstream for `.unlimited`; the minimum goes out once the
    /// upstream has finished and the downstream has asked for anything. An upstream that finishes
    /// without elements finishes the downstream with no value. Of equal elements, the first one is
    /// published. The subscription is described as `"Comparison"`.
    ///
    /// ```swift
    /// let cancellable = [3, 1, 2].publisher.min().sink { print($0) }  // prints 1
    /// ```
    ///
    /// - Returns: A publisher that publishes the minimum value received from the upstream publisher,
    ///   after the upstream publisher finishes.
    public func min() -> Publishers.Comparison<Self> {
        min(by: <)
    }

    /// Publishes the maximum value received from the upstream publisher, after it finishes.
    ///
    /// It behaves like `min()`, keeping the largest element instead.
    ///
    /// ```swift
    /// let cancellable = [3, 1, 2].publisher.max().sink { print($0) }  // prints 3
    /// ```
    ///
    /// - Returns: A publisher that publishes the maximum value received from the upstream publisher,
    ///   after the upstream publisher finishes.
    public func max() -> Publishers.Comparison<Self> {
        max(by: <)
    }
}

extension Publisher {
    /// Publishes the minimum value received from the upstream publisher, using the provided ordering
    /// closure.
    ///
    /// See `min()` for demand and completion.
    ///
    /// ```swift
    /// let shortest = words.min { $0.count < $1.count }
    /// ```
    ///
    /// - Parameter areInIncreasingOrder: A closure that receives two elements and returns `true` if
    ///   they're in increasing order.
    /// - Returns: A publisher that publishes the minimum value received from the upstream publisher,
    ///   after the upstream publisher finishes.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// Publishes the maximum value received from the upstream publisher, using the provided ordering
    /// closure.
    ///
    /// See `min()` for demand and completion.
    ///
    /// ```swift
    /// let longest = words.max { $0.count < $1.count }
    /// ```
    ///
    /// - Parameter areInIncreasingOrder: A closure that receives two elements and returns `true` if
    ///   they're in increasing order.
    /// - Returns: A publisher that publishes the maximum value received from the upstream publisher,
    ///   after the upstream publisher finishes.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}

extension Publishers {
    /// A publisher that republishes items from another publisher only if each new item is in
    /// increasing order from the previously-published item.
    ///
    /// When the upstream finishes, it publishes the last element of the order `areInIncreasingOrder`
    /// defines (the first of equal ones): `max(by:)` passes its closure, `min(by:)` passes it with the
    /// arguments swapped. Not `Sendable`: it holds a non-`Sendable` closure.
    public struct Comparison<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// A closure that receives two elements and returns `true` if they're in increasing order.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates a publisher that republishes items from another publisher only if each new item is
        /// in increasing order from the previously-published item.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that this publisher receives elements from.
        ///   - areInIncreasingOrder: A closure that receives two elements and returns `true` if they're
        ///     in increasing order.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches the subscriber through a subscription described as `"Comparison"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            upstream.subscribe(
                ReducingInner<Upstream.Output, Failure, S>(
                    downstream: subscriber, initial: nil, description: "Comparison", mapFailure: { $0 }
                ) { result, input in
                    if let current = result, !ordered(current, input) {
                        return .next
                    }
                    result = input
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.Comparison: Sendable {}
