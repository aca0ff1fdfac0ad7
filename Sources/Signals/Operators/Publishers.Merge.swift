extension Publisher {
    /// Combines elements from this publisher with those from another publisher, delivering an
    /// interleaved sequence of elements.
    ///
    /// The merged publisher sends its subscription (description `"Merge"`) downstream, then subscribes
    /// to both publishers. It continues to emit elements until both publishers finish; if either fails,
    /// it cancels the other and fails with that error.
    ///
    /// Demand, as in Combine: each publisher is asked for one element at a time (or `.unlimited` once
    /// the downstream's demand is unlimited). An element that finds no downstream demand is buffered
    /// and delivered, in arrival order, when the downstream asks for more. `request(.none)` is ignored,
    /// as in Combine.
    ///
    /// The publishers may send from different threads at once: deliveries are serialised, so the
    /// downstream is never called concurrently. An element sent from inside the downstream's
    /// `receive(_:)` is delivered right after that call returns (Combine nests the call instead).
    ///
    /// When `other` has the same type as this publisher, the same-type overload of `merge(with:)` is
    /// chosen and returns a ``Publishers/MergeMany`` instead, as in Combine.
    ///
    /// ```swift
    /// let taps = PassthroughSubject<String, Never>()
    /// let cancellable = taps.merge(with: Just("launch")).sink { print($0) }
    /// taps.send("tap")  // prints "launch", then "tap"
    /// ```
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A publisher that emits an event when either upstream publisher emits an event.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}

extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers.
    ///
    /// `Sendable` when both upstream publishers are.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        /// The kind of values published: those of both upstream publishers.
        public typealias Output = A.Output

        /// The kind of errors this publisher might publish: those of both upstream publishers.
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A

        /// A second publisher to merge.
        public let b: B

        /// Creates a publisher created by applying the merge function to two upstream publishers.
        ///
        /// - Parameters:
        ///   - a: A publisher to merge.
        ///   - b: A second publisher to merge.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Sends the subscription downstream, then subscribes to `a` and `b` in turn.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merger = MergeSubscription(downstream: subscriber, mergingCount: 2)
            subscriber.receive(subscription: merger)
            a.subscribe(merger.side(0))
            b.subscribe(merger.side(1))
            merger.allChildrenSubscribed()
        }
    }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

extension Publishers.Merge: Sendable where A: Sendable, B: Sendable {}
