extension Publisher where Failure == Never {
    /// Changes the failure type declared by the upstream publisher.
    ///
    /// Use it when you need to match the error types of two mismatched publishers. It keeps no state
    /// and hands the upstream subscription straight to the downstream subscriber, as in Combine.
    ///
    /// ```swift
    /// let results: AnyPublisher<Int, NetworkError> = Just(0)
    ///     .setFailureType(to: NetworkError.self)
    ///     .eraseToAnyPublisher()
    /// ```
    ///
    /// - Parameter failureType: The `Failure` type presented by this publisher.
    /// - Returns: A publisher that appears to send the specified failure type.
    @inlinable
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publishers {
    /// A publisher that appears to send a specified failure type.
    ///
    /// The publisher can't actually fail with the specified type and finishes normally. Use this
    /// publisher type when you need to match the error types for two mismatched publishers.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that appears to send a specified failure type.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        @inlinable
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber: the upstream receives a forwarding subscriber.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(subscriber: Inner(downstream: subscriber))
        }

        /// Changes the failure type again; the result wraps ``upstream`` directly.
        ///
        /// ```swift
        /// let retyped = Just(1).setFailureType(to: TimeoutError.self).setFailureType(to: NetworkError.self)
        /// ```
        ///
        /// - Parameter failure: The `Failure` type presented by the result.
        /// - Returns: A single `SetFailureType` over ``upstream``.
        @inlinable
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType(upstream: upstream)
        }
    }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}

extension Publishers.SetFailureType: Sendable where Upstream: Sendable {}

extension Publishers.SetFailureType {
    /// The subscriber `setFailureType(to:)` attaches upstream: a stateless forwarder.
    @usableFromInline
    struct Inner<Downstream: Subscriber>: Subscriber, ReflectedByName
    where Downstream.Input == Upstream.Output, Downstream.Failure == Failure {
        @usableFromInline
        typealias Input = Upstream.Output
        @usableFromInline
        typealias Failure = Never

        @usableFromInline
        let downstream: Downstream
        @usableFromInline
        let combineIdentifier = CombineIdentifier()

        @inlinable
        init(downstream: Downstream) {
            self.downstream = downstream
        }

        @usableFromInline
        var description: String { "SetFailureType" }

        @inlinable
        func receive(subscription: any Subscription) {
            downstream.receive(subscription: subscription)
        }

        @inlinable
        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            downstream.receive(input)
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Never>) {
            downstream.receive(completion: .finished)
        }
    }
}
