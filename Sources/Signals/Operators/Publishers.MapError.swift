extension Publisher {
    /// Converts any failure from the upstream publisher into a new error.
    ///
    /// Like `map`, and as in Combine, it hands the upstream subscription straight to the downstream
    /// and passes values and demand through unchanged; only a failure goes through `transform`.
    ///
    /// ```swift
    /// let cancellable = request.mapError { AppError.network($0) }.sink(...)
    /// ```
    ///
    /// - Parameter transform: A closure that takes the upstream failure as a parameter and returns a
    ///   new error for the publisher to terminate with.
    /// - Returns: A publisher that replaces any upstream failure with a new error produced by the
    ///   `transform` closure.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }
}

extension Publishers {
    /// A publisher that converts any failure from the upstream publisher into a new error.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that converts the upstream failure into a new error.
        public let transform: (Upstream.Failure) -> Failure

        /// Creates a publisher that converts any failure from the upstream publisher into a new error.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - transform: The closure that converts the upstream failure into a new error.
        public init(upstream: Upstream, _ transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the subscriber: the upstream receives a forwarding subscriber that maps a failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, transform: transform))
        }
    }
}

@available(*, unavailable)
extension Publishers.MapError: Sendable {}

extension Publishers.MapError {
    /// The subscriber `mapError` attaches upstream: a stateless value type that forwards the
    /// subscription and values unchanged and maps a failure.
    private struct Inner<Downstream: Subscriber>: Subscriber, ReflectedByName
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        let downstream: Downstream
        let transform: (Upstream.Failure) -> Failure
        let combineIdentifier = CombineIdentifier()

        var description: String { "MapError" }

        func receive(subscription: any Subscription) {
            downstream.receive(subscription: subscription)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            downstream.receive(completion: completion.mapError(transform))
        }
    }
}
