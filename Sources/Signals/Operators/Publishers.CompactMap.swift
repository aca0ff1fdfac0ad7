extension Publisher {
    /// Calls a closure with each received element and publishes any returned optional that has a value.
    ///
    /// `compactMap` keeps no state: like Combine, it hands the upstream subscription straight to the
    /// downstream subscriber. Each `nil` it drops is answered with a demand of `.max(1)`.
    ///
    /// ```swift
    /// let cancellable = strings
    ///     .compactMap { Int($0) }
    ///     .sink { print($0) }
    /// strings.send("1")  // prints 1
    /// strings.send("a")  // dropped
    /// ```
    ///
    /// - Parameter transform: A closure that receives a value and returns an optional value.
    /// - Returns: Any non-`nil` optional results of the calling the supplied closure.
    @inlinable
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher that republishes all non-`nil` results of calling a closure with each received
    /// element.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that receives values from the upstream publisher and returns optional values.
        public let transform: (Upstream.Output) -> Output?

        /// Creates a publisher that republishes all non-`nil` results of calling a closure with each
        /// received element.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - transform: A closure that receives values from the upstream publisher and returns
        ///     optional values.
        @inlinable
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the subscriber: the upstream receives a forwarding subscriber that drops `nil`s.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(subscriber: Inner(downstream: subscriber, transform: transform))
        }

        /// Fuses two compact-maps into one, as in Combine.
        ///
        /// ```swift
        /// let halves = strings.compactMap { Int($0) }.compactMap { $0.isMultiple(of: 2) ? $0 / 2 : nil }
        /// ```
        ///
        /// - Parameter transform: A closure applied to each non-`nil` result of this compact-map.
        /// - Returns: A single compact-map over ``upstream``.
        @inlinable
        public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
            let first = self.transform
            return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
        }

        /// Fuses a map after this compact-map into one compact-map, as in Combine.
        ///
        /// ```swift
        /// let doubled = strings.compactMap { Int($0) }.map { $0 * 2 }  // a single `CompactMap`
        /// ```
        ///
        /// - Parameter transform: A closure applied to each non-`nil` result of this compact-map.
        /// - Returns: A single compact-map over ``upstream``.
        @inlinable
        public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
            let first = self.transform
            return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
        }
    }
}

@available(*, unavailable)
extension Publishers.CompactMap: Sendable {}

extension Publishers.CompactMap {
    /// The subscriber `compactMap` attaches upstream: a stateless value type that forwards the
    /// subscription and completion unchanged and asks for one more value for each `nil` it drops.
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
        let transform: (Upstream.Output) -> Output?
        @usableFromInline
        let combineIdentifier = CombineIdentifier()

        @inlinable
        init(downstream: Downstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.downstream = downstream
            self.transform = transform
        }

        @usableFromInline
        var description: String { "CompactMap" }

        @inlinable
        func receive(subscription: any Subscription) {
            downstream.receive(subscription: subscription)
        }

        @inlinable
        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard let output = transform(input) else { return .max(1) }
            return downstream.receive(output)
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            downstream.receive(completion: completion)
        }
    }
}
