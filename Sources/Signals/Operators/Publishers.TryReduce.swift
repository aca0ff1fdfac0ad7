extension Publisher {
    /// Applies an error-throwing closure that collects each element of a stream and publishes a final
    /// result upon completion.
    ///
    /// It behaves like ``reduce(_:_:)``; if the closure throws, the upstream is cancelled and the
    /// publisher fails with the error. The subscription is described as `"TryReduce"`.
    ///
    /// ```swift
    /// let total = amounts.tryReduce(0) { sum, amount in try checkedAdd(sum, amount) }
    /// ```
    ///
    /// - Parameters:
    ///   - initialResult: The value that the closure receives the first time it's called.
    ///   - nextPartialResult: An error-throwing closure that takes the previously-accumulated value and
    ///     the next element from the upstream publisher to produce a new value.
    /// - Returns: A publisher that applies the closure to all received elements and produces an
    ///   accumulated value when the upstream publisher finishes.
    public func tryReduce<T>(
        _ initialResult: T,
        _ nextPartialResult: @escaping (T, Output) throws -> T
    ) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// A publisher that applies an error-throwing closure to all received elements and produces an
    /// accumulated value when the upstream publisher finishes.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The initial value provided on the first invocation of the closure.
        public let initial: Output

        /// An error-throwing closure that takes the previously-accumulated value and the next element
        /// from the upstream to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that applies an error-throwing closure to all received elements and
        /// produces an accumulated value when the upstream publisher finishes.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - initial: The initial value provided on the first invocation of the closure.
        ///   - nextPartialResult: An error-throwing closure that takes the previously-accumulated value
        ///     and the next element from the upstream to produce a new value.
        public init(
            upstream: Upstream,
            initial: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber through a subscription described as `"TryReduce"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: initial, description: "TryReduce", mapFailure: { $0 }
                ) { result, input in
                    if let partial = result {
                        result = try next(partial, input)
                    }
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.TryReduce: Sendable {}
