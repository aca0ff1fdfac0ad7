extension Publisher {
    /// Calls an error-throwing closure with each received element and publishes any returned optional
    /// that has a value.
    ///
    /// Each `nil` result is answered upstream with `.max(1)`; if the closure throws, the upstream is
    /// cancelled and the publisher fails with the error. The subscription is described as
    /// `"TryCompactMap"`.
    ///
    /// ```swift
    /// let numbers = strings.tryCompactMap { try parseIfPresent($0) }
    /// ```
    ///
    /// - Parameter transform: An error-throwing closure that receives a value and returns an optional
    ///   value.
    /// - Returns: A publisher that republishes all non-`nil` results of calling the `transform`
    ///   closure.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher that republishes all non-nil results of calling an error-throwing closure with each
    /// received element.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// An error-throwing closure that receives values from the upstream publisher and returns
        /// optional values.
        public let transform: (Upstream.Output) throws -> Output?

        /// Creates a publisher that republishes all non-nil results of calling an error-throwing
        /// closure with each received element.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - transform: An error-throwing closure that receives values from the upstream
        ///     publisher and returns optional values.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the subscriber through a subscription described as `"TryCompactMap"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            let step: (Upstream.Output) throws -> ElementStep<Output> = { input in
                try transform(input).map { .emit($0) } ?? .drop
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "TryCompactMap", cancelBeforeSubscriptionIsFinal: true,
                    mapFailure: { $0 }, step: step))
        }

        /// Fuses a compact-map after this one into a single try-compact-map, as in Combine.
        ///
        /// ```swift
        /// let halves = strings.tryCompactMap { try parse($0) }.compactMap { $0.isMultiple(of: 2) ? $0 / 2 : nil }
        /// ```
        ///
        /// - Parameter transform: A closure applied to each non-`nil` result of this try-compact-map.
        /// - Returns: A single try-compact-map over ``upstream``.
        public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.TryCompactMap<Upstream, T> {
            let first = self.transform
            return Publishers.TryCompactMap(upstream: upstream) { try first($0).flatMap(transform) }
        }
    }
}

@available(*, unavailable)
extension Publishers.TryCompactMap: Sendable {}
