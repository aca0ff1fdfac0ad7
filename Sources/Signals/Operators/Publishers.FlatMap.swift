extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a maximum number
    /// of publishers you specify, and merges their output into a single stream.
    ///
    /// The downstream receives the subscription (description `"FlatMap"`) before `flatMap` subscribes
    /// to the upstream, which it then asks for `maxPublishers` elements (none when `maxPublishers` is
    /// `.none`); each time a publisher finishes, it asks for one more (unless `.unlimited`).
    ///
    /// Demand is honoured across the publishers, as in Combine: each new publisher is asked for one
    /// value (or `.unlimited` while the downstream's demand is unlimited). A value that finds demand is
    /// delivered and its publisher is asked for the next one; a value that finds none is buffered, and
    /// delivered in arrival order when the downstream asks for more.
    ///
    /// Completion: `flatMap` finishes once the upstream and every publisher it produced have finished
    /// and nothing is buffered. If the upstream or any publisher fails, `flatMap` cancels the others
    /// (and, when a publisher failed, the upstream too: Combine leaves the upstream running) and fails
    /// with that error; buffered values are dropped.
    ///
    /// Publishers may send from any threads: deliveries are serialised, so the downstream is never
    /// called concurrently. A value sent from inside the downstream's `receive(_:)` is delivered right
    /// after that call returns (Combine delivers it in a nested call instead).
    ///
    /// ```swift
    /// let cancellable = userIDs
    ///     .flatMap(maxPublishers: .max(2)) { id in api.profile(for: id) }
    ///     .sink { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - maxPublishers: The maximum number of concurrent publisher subscriptions; `.unlimited` by
    ///     default.
    ///   - transform: A closure that takes an element as a parameter and returns a publisher that
    ///     produces elements of that type.
    /// - Returns: A publisher that transforms elements from an upstream publisher into a publisher of
    ///   that element's type.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited,
        _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// Transforms all elements from a publisher that never fails into publishers that may fail.
    ///
    /// The upstream's failure type is set to the new publishers' (``Publishers/SetFailureType``), as in
    /// Combine; otherwise this is ``flatMap(maxPublishers:_:)``.
    ///
    /// ```swift
    /// let profiles = userIDs.flatMap { id in api.profile(for: id) }  // userIDs never fails
    /// ```
    ///
    /// - Parameters:
    ///   - maxPublishers: The maximum number of concurrent publisher subscriptions.
    ///   - transform: A closure that takes an element as a parameter and returns a publisher.
    /// - Returns: A publisher that transforms elements from the upstream into publishers' elements.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited,
        _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(
            upstream: Publishers.SetFailureType(upstream: self),
            maxPublishers: maxPublishers,
            transform: transform
        )
    }

    /// Transforms all elements from a publisher that never fails into publishers that never fail.
    ///
    /// This is ``flatMap(maxPublishers:_:)`` for the case where nothing can fail, as in Combine.
    ///
    /// ```swift
    /// let doubled = numbers.flatMap { Just($0 * 2) }
    /// ```
    ///
    /// - Parameters:
    ///   - maxPublishers: The maximum number of concurrent publisher subscriptions.
    ///   - transform: A closure that takes an element as a parameter and returns a publisher.
    /// - Returns: A publisher that transforms elements from the upstream into publishers' elements.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited,
        _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into publishers that never fail.
    ///
    /// The new publishers' failure type is set to the upstream's (``Publishers/SetFailureType``), as in
    /// Combine; otherwise this is ``flatMap(maxPublishers:_:)``.
    ///
    /// ```swift
    /// let cached = requests.flatMap { Just(cache[$0]) }  // requests may fail; Just never does
    /// ```
    ///
    /// - Parameters:
    ///   - maxPublishers: The maximum number of concurrent publisher subscriptions.
    ///   - transform: A closure that takes an element as a parameter and returns a publisher.
    /// - Returns: A publisher that transforms elements from the upstream into publishers' elements.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited,
        _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
            Publishers.SetFailureType(upstream: transform($0))
        }
    }
}

extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into new publishers and merges
    /// their output.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The kind of values published: those of the publishers `transform` returns.
        public typealias Output = NewPublisher.Output

        /// The kind of errors this publisher might publish: the upstream's (and its publishers').
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum number of concurrent publisher subscriptions.
        public let maxPublishers: Subscribers.Demand

        /// A closure that takes an element as a parameter and returns a publisher that produces
        /// elements of that type.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates a publisher that transforms elements from an upstream publisher into new publishers.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - maxPublishers: The maximum number of concurrent publisher subscriptions.
        ///   - transform: A closure that takes an element as a parameter and returns a publisher that
        ///     produces elements of that type.
        public init(
            upstream: Upstream,
            maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Sends the subscription downstream, then subscribes to the upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merger = MergeSubscription(downstream: subscriber, maxPublishers: maxPublishers)
            subscriber.receive(subscription: merger)
            upstream.receive(subscriber: Outer(merger: merger, transform: transform))
        }
    }
}

@available(*, unavailable)
extension Publishers.FlatMap: Sendable {}

extension Publishers.FlatMap {
    /// The subscriber `flatMap` attaches to its upstream: turns each element into a publisher and
    /// subscribes the merger to it. It shares the merger's identifier: in Combine, one object is both
    /// the upstream's subscriber and the downstream's subscription.
    private struct Outer<Downstream: Subscriber>: Subscriber, CustomStringConvertible, ReflectedByName
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        let merger: MergeSubscription<Downstream>
        let transform: (Upstream.Output) -> NewPublisher

        var combineIdentifier: CombineIdentifier { merger.combineIdentifier }

        var description: String { "FlatMap" }

        func receive(subscription: any Subscription) {
            merger.receiveOuter(subscription: subscription)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard merger.isActive else { return .none }
            let publisher = transform(input)
            if let side = merger.addChild() {
                publisher.subscribe(side)
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            merger.receiveOuter(completion: completion)
        }
    }
}
