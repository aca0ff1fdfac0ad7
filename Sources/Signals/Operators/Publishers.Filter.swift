extension Publisher {
    /// Republishes all elements that match a provided closure.
    ///
    /// `filter` keeps no state: like Combine, it hands the upstream subscription straight to the
    /// downstream subscriber. Each value it drops is answered with a demand of `.max(1)`, so the
    /// downstream's requests are still met by values that pass.
    ///
    /// ```swift
    /// let cancellable = subject
    ///     .filter { $0.isMultiple(of: 2) }
    ///     .sink { print($0) }
    /// subject.send(1)  // dropped
    /// subject.send(2)  // prints 2
    /// ```
    ///
    /// - Parameter isIncluded: A closure that takes one element and returns a Boolean value indicating
    ///   whether to republish the element.
    /// - Returns: A publisher that republishes all elements that satisfy the closure.
    @inlinable
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// A publisher that republishes all elements that match a provided closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Creates a publisher that republishes all elements that match a provided closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - isIncluded: A closure that indicates whether to republish an element.
        @inlinable
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches the subscriber: the upstream receives a forwarding subscriber that drops values.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(subscriber: Inner(downstream: subscriber, isIncluded: isIncluded))
        }

        /// Fuses two filters into one whose closure requires both, as in Combine.
        ///
        /// ```swift
        /// let evenAndPositive = subject.filter { $0.isMultiple(of: 2) }.filter { $0 > 0 }
        /// ```
        ///
        /// - Parameter isIncluded: A closure that takes one element and returns whether to republish it.
        /// - Returns: A single filter over ``upstream``; the second closure runs only for elements the
        ///   first one includes.
        @inlinable
        public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
            let first = self.isIncluded
            return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
        }

        /// Fuses this filter and an error-throwing one into one `tryFilter`, as in Combine.
        ///
        /// ```swift
        /// let valid = subject.filter { $0 > 0 }.tryFilter { try check($0) }  // a single `Publishers.TryFilter`
        /// ```
        ///
        /// - Parameter isIncluded: An error-throwing closure that takes one element and returns whether to
        ///   republish it.
        /// - Returns: A single `tryFilter` over ``upstream``; the second closure runs only for elements the
        ///   first one includes.
        public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
            let first = self.isIncluded
            return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
        }
    }
}

@available(*, unavailable)
extension Publishers.Filter: Sendable {}

extension Publishers.Filter {
    /// The subscriber `filter` attaches upstream: a stateless value type that forwards the
    /// subscription and completion unchanged and asks for one more value for each value it drops.
    @usableFromInline
    struct Inner<Downstream: Subscriber>: Subscriber, ReflectedByName
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
        @usableFromInline
        typealias Input = Upstream.Output
        @usableFromInline
        typealias Failure = Upstream.Failure

        @usableFromInline
        let downstream: Downstream
        @usableFromInline
        let isIncluded: (Upstream.Output) -> Bool
        @usableFromInline
        let combineIdentifier = CombineIdentifier()

        @inlinable
        init(downstream: Downstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.downstream = downstream
            self.isIncluded = isIncluded
        }

        @usableFromInline
        var description: String { "Filter" }

        @inlinable
        func receive(subscription: any Subscription) {
            downstream.receive(subscription: subscription)
        }

        @inlinable
        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            isIncluded(input) ? downstream.receive(input) : .max(1)
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            downstream.receive(completion: completion)
        }
    }
}

extension Publishers.Filter.Inner: EndsInSink, EndsInSinkStage where Downstream: EndsInSink {
    /// The value if it is included, handed on past the sink's gate; else `nil` (one more is asked for,
    /// as `receive(_:)` does; see ``EndsInSinkStage``).
    @inlinable @inline(__always)
    func output(for input: Upstream.Output) -> Upstream.Output? {
        isIncluded(input) ? input : nil
    }
}
