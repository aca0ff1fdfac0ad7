extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    ///
    /// Each element is compared with the one received just before it (whether or not that one was
    /// published), as in Combine. Each duplicate it drops is answered with a demand of `.max(1)`. The
    /// downstream sees a subscription described as `"RemoveDuplicates"`.
    ///
    /// ```swift
    /// let cancellable = subject.removeDuplicates().sink { print($0) }
    /// for value in [1, 1, 2, 2, 1] { subject.send(value) }  // prints 1, 2, 1
    /// ```
    ///
    /// - Returns: A publisher that consumes — rather than publishes — duplicate elements.
    @inlinable
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Publishes only elements that don't match the previous element, as evaluated by a provided
    /// closure.
    ///
    /// The closure receives the previous element first and the new one second; the new element is a
    /// duplicate, and is dropped, when it returns `true`. Each element is compared with the one
    /// received just before it, whether or not that one was published.
    ///
    /// ```swift
    /// let cancellable = points
    ///     .removeDuplicates { $0.x == $1.x }
    ///     .sink { print($0) }
    /// ```
    ///
    /// - Parameter predicate: A closure to evaluate whether two elements are equivalent, for purposes
    ///   of filtering. Return `true` from this closure to indicate that the second element is a
    ///   duplicate of the first.
    /// - Returns: A publisher that consumes — rather than publishes — duplicate elements.
    @inlinable
    public func removeDuplicates(
        by predicate: @escaping (Output, Output) -> Bool
    ) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that publishes only elements that don't match the previous element.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The predicate for deciding whether two elements are duplicates: `true` drops the second.
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates a publisher that publishes only elements that don't match the previous element, as
        /// evaluated by a provided closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: A closure to evaluate whether two elements are equivalent, for purposes of
        ///     filtering. Return `true` from this closure to indicate that the second element is a
        ///     duplicate of the first.
        @inlinable
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"RemoveDuplicates"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: predicate))
        }
    }
}

@available(*, unavailable)
extension Publishers.RemoveDuplicates: Sendable {}

extension Publishers.RemoveDuplicates {
    private final class Inner<Downstream: Subscriber>: WrappingSubscription<Downstream>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
        // Safety: `predicate` and `last` are only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private var predicate: ((Upstream.Output, Upstream.Output) -> Bool)?
        private var last: Upstream.Output?

        init(downstream: Downstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream, cancelBeforeSubscriptionIsFinal: true)
        }

        var description: String { "RemoveDuplicates" }

        /// Combine's children: the downstream and the last value seen.
        override var customMirror: Mirror {
            lock.lock()
            defer { lock.unlock() }
            return Mirror(self, children: [("downstream", downstreamForMirror), ("last", last as Any)])
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard upstream != nil, let downstream, let predicate else {
                lock.unlock()
                return .none
            }
            let previous = last
            last = input
            lock.unlock()
            if let previous, predicate(previous, input) {
                return .max(1)
            }
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            end().downstream?.receive(completion: completion)
        }

        override func takeOperatorState() -> Any? {
            let state = (predicate, last)
            predicate = nil
            last = nil
            return state
        }
    }
}
