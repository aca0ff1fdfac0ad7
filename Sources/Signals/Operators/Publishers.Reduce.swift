extension Publisher {
    /// Applies a closure that collects each element of a stream and publishes a final result upon
    /// completion.
    ///
    /// Like Combine, it asks the upstream for `.unlimited`; the final result goes out once the
    /// upstream has finished and the downstream has asked for anything (`initialResult` if there were
    /// no elements). A failure is forwarded at once. The subscription is described as `"Reduce"`.
    ///
    /// ```swift
    /// let cancellable = (1...4).publisher.reduce(0, +).sink { print($0) }  // prints 10
    /// ```
    ///
    /// - Parameters:
    ///   - initialResult: The value that the closure receives the first time it's called.
    ///   - nextPartialResult: A closure that produces a new value by taking the previously-accumulated
    ///     value and the next element it receives from the upstream publisher.
    /// - Returns: A publisher that applies the closure to all received elements and produces an
    ///   accumulated value when the upstream publisher finishes.
    public func reduce<T>(
        _ initialResult: T,
        _ nextPartialResult: @escaping (T, Output) -> T
    ) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// A publisher that applies a closure to all received elements and produces an accumulated value
    /// when the upstream publisher finishes.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The initial value provided on the first invocation of the closure.
        public let initial: Output

        /// A closure that takes the previously-accumulated value and the next element from the
        /// upstream publisher to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that applies a closure to all received elements and produces an
        /// accumulated value when the upstream publisher finishes.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - initial: The initial value provided on the first invocation of the closure.
        ///   - nextPartialResult: A closure that takes the previously-accumulated value and the next
        ///     element from the upstream publisher to produce a new value.
        public init(
            upstream: Upstream,
            initial: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber through a subscription described as `"Reduce"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            upstream.subscribe(
                ReducingInner<Upstream.Output, Failure, S>(
                    downstream: subscriber, initial: initial, description: "Reduce", mapFailure: { $0 }
                ) { result, input in
                    result = result.map { next($0, input) }
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.Reduce: Sendable {}
