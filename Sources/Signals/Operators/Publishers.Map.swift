extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided closure.
    ///
    /// `map` keeps no state: it hands the upstream subscription straight to the downstream
    /// subscriber (whose `description` is therefore the upstream's, e.g. `"PassthroughSubject"`), and
    /// demand passes through unchanged.
    ///
    /// ```swift
    /// let cancellable = subject
    ///     .map { $0 * 2 }
    ///     .sink { print($0) }
    /// subject.send(21)  // prints 42
    /// ```
    ///
    /// - Parameter transform: A closure that takes one element as its parameter and returns a new
    ///   element.
    /// - Returns: A publisher that uses the provided closure to map elements from the upstream
    ///   publisher to new elements that it then publishes.
    @inlinable
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) -> Output

        /// Creates a publisher that transforms all elements from the upstream publisher with a
        /// provided closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - transform: The closure that transforms elements from the upstream publisher.
        @inlinable
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the subscriber: the upstream receives a forwarding subscriber that maps each value.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // `receive(subscriber:)`, not `subscribe(_:)` (which only forwards to it): chaining operators
            // through the same generic `subscribe` with an ever-growing subscriber type trips the
            // optimizer's infinite-specialization guard, and the whole chain stays unspecialized.
            upstream.receive(subscriber: Inner(downstream: subscriber, transform: transform))
        }

        /// Fuses two maps into one: the result maps the upstream with both closures in turn, so the
        /// chain has one stage fewer, as in Combine.
        ///
        /// ```swift
        /// let plusOneDoubled = subject.map { $0 + 1 }.map { $0 * 2 }  // a single `Publishers.Map`
        /// ```
        ///
        /// - Parameter transform: A closure applied to the output of this map.
        /// - Returns: A single map over ``upstream``.
        @inlinable
        public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
            let first = self.transform
            return Publishers.Map(upstream: upstream) { transform(first($0)) }
        }
    }
}

@available(*, unavailable)
extension Publishers.Map: Sendable {}

extension Publishers.Map {
    /// The subscriber `map` attaches upstream: a stateless value type that forwards the subscription
    /// and completion unchanged and maps each value.
    @usableFromInline
    struct Inner<Downstream: Subscriber>: Subscriber, ReflectedByName
    where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
        @usableFromInline
        typealias Input = Upstream.Output
        @usableFromInline
        typealias Failure = Upstream.Failure

        @usableFromInline
        let downstream: Downstream
        @usableFromInline
        let transform: (Upstream.Output) -> Output
        @usableFromInline
        let combineIdentifier = CombineIdentifier()

        @inlinable
        init(downstream: Downstream, transform: @escaping (Upstream.Output) -> Output) {
            self.downstream = downstream
            self.transform = transform
        }

        @usableFromInline
        var description: String { "Map" }

        @inlinable
        func receive(subscription: any Subscription) {
            downstream.receive(subscription: subscription)
        }

        @inlinable
        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            downstream.receive(transform(input))
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            downstream.receive(completion: completion)
        }
    }
}

extension Publishers.Map.Inner: EndsInSink, EndsInSinkStage where Downstream: EndsInSink {
    /// The mapped value, handed on past the sink's gate (see ``EndsInSinkStage``).
    @inlinable @inline(__always)
    func output(for input: Upstream.Output) -> Output? {
        transform(input)
    }
}
