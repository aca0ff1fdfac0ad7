extension Publisher {
    /// Transforms elements from the upstream publisher by providing the current element to an
    /// error-throwing closure along with the last value returned by the closure.
    ///
    /// It behaves like ``scan(_:_:)``, but hands the downstream its own subscription (described as
    /// `"TryScan"`, as in Combine); if the closure throws, the upstream is cancelled and the publisher
    /// fails with the error. Demand passes straight through.
    ///
    /// ```swift
    /// let totals = amounts.tryScan(0) { try checkedAdd($0, $1) }
    /// ```
    ///
    /// - Parameters:
    ///   - initialResult: The previous result returned by the `nextPartialResult` closure.
    ///   - nextPartialResult: An error-throwing closure that takes as its arguments the previous value
    ///     returned by the closure and the next element emitted from the upstream publisher.
    /// - Returns: A publisher that transforms elements by applying a closure that receives its previous
    ///   return value and the next element from the upstream publisher.
    public func tryScan<T>(
        _ initialResult: T,
        _ nextPartialResult: @escaping (T, Output) throws -> T
    ) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// A publisher that transforms elements from the upstream publisher by providing the current element
    /// to an error-throwing closure along with the last value returned by the closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The value that the closure receives the first time it's called.
        public let initialResult: Output

        /// An error-throwing closure that takes the previously-accumulated value and the next
        /// element from the upstream publisher to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that publishes, for each element, the value an error-throwing closure
        /// accumulates from it and the previous result.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - initialResult: The value that the closure receives the first time it's called.
        ///   - nextPartialResult: An error-throwing closure that takes the previously-accumulated
        ///     value and the next element from the upstream publisher to produce a new value.
        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber through a subscription described as `"TryScan"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulator = initialResult
            let step: (Upstream.Output) throws -> ElementStep<Output> = { input in
                accumulator = try next(accumulator, input)
                return .emit(accumulator)
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "TryScan",
                    reflection: .downstreamAnd { status in [("status", status as Any), ("result", accumulator as Any)]
                    },
                    stepsBeforeSubscription: true, mapFailure: { $0 }, step: step))
        }
    }
}

@available(*, unavailable)
extension Publishers.TryScan: Sendable {}
