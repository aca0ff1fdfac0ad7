extension Publisher {
    /// Transforms elements from the upstream publisher by providing the current element to a closure
    /// along with the last value returned by the closure.
    ///
    /// Like `map`, and as in Combine, `scan` hands the upstream subscription straight to the downstream
    /// (whose `description` is therefore the upstream's), and demand passes through unchanged. Each
    /// subscription starts again from `initialResult`.
    ///
    /// ```swift
    /// let cancellable = (1...4).publisher.scan(0, +).sink { print($0) }  // prints 1, 3, 6, 10
    /// ```
    ///
    /// - Parameters:
    ///   - initialResult: The previous result returned by the `nextPartialResult` closure.
    ///   - nextPartialResult: A closure that takes as its arguments the previous value returned by the
    ///     closure and the next element emitted from the upstream publisher.
    /// - Returns: A publisher that transforms elements by applying a closure that receives its previous
    ///   return value and the next element from the upstream publisher.
    public func scan<T>(
        _ initialResult: T,
        _ nextPartialResult: @escaping (T, Output) -> T
    ) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// A publisher that transforms elements from the upstream publisher by providing the current
    /// element to a closure along with the last value returned by the closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The value that the closure receives the first time it's called.
        public let initialResult: Output

        /// A closure that takes the previously-accumulated value and the next element from the
        /// upstream publisher to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that publishes, for each element, the value a closure accumulates from
        /// it and the previous result.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - initialResult: The value that the closure receives the first time it's called.
        ///   - nextPartialResult: A closure that takes the previously-accumulated value and the next
        ///     element from the upstream publisher to produce a new value.
        public init(
            upstream: Upstream,
            initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber: the upstream receives a forwarding subscriber that accumulates.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, initial: initialResult, next: nextPartialResult))
        }
    }
}

@available(*, unavailable)
extension Publishers.Scan: Sendable {}

extension Publishers.Scan {
    /// The subscriber `scan` attaches upstream: it forwards the subscription and completion unchanged
    /// and publishes the running result. Its state is only touched from the upstream's serial
    /// `receive(_:)` calls, so it needs no lock.
    private final class Inner<Downstream: Subscriber>: Subscriber, ReflectedByName
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        private let downstream: Downstream
        private let next: (Output, Upstream.Output) -> Output
        private var result: Output

        init(downstream: Downstream, initial: Output, next: @escaping (Output, Upstream.Output) -> Output) {
            self.downstream = downstream
            self.result = initial
            self.next = next
        }

        var description: String { "Scan" }

        /// Combine's children: the downstream and the running result.
        var customMirror: Mirror {
            Mirror(self, children: [("downstream", downstream as Any), ("result", result as Any)])
        }

        func receive(subscription: any Subscription) {
            downstream.receive(subscription: subscription)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            result = next(result, input)
            return downstream.receive(result)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            downstream.receive(completion: completion)
        }
    }
}
