extension Publisher {
    /// Subscribes to two additional publishers and publishes a tuple upon receiving output from any of
    /// the publishers.
    ///
    /// It behaves like ``combineLatest(_:)`` with three publishers: nothing is emitted until each has
    /// published an element; after that, each element from any of them emits the latest element of
    /// each, demand permitting. It finishes when all have finished and fails as soon as one fails,
    /// cancelling the others. Every request goes to all three publishers; the subscription is
    /// described as `"CombineLatest"`.
    ///
    /// ```swift
    /// let cancellable = width.combineLatest(height, depth).sink { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher to combine with the first publisher.
    ///   - publisher2: A third publisher to combine with the first publisher.
    /// - Returns: A publisher that receives and combines elements from this publisher and two other
    ///   publishers.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P,
        _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Subscribes to two additional publishers and invokes a closure upon receiving output from any of
    /// the publishers.
    ///
    /// It is `combineLatest(_:_:)` followed by `map`, as in Combine.
    ///
    /// ```swift
    /// let volume = width.combineLatest(height, depth) { $0 * $1 * $2 }
    /// ```
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher to combine with the first publisher.
    ///   - publisher2: A third publisher to combine with the first publisher.
    ///   - transform: A closure that receives the most-recent value from each publisher and returns a
    ///     new value to publish.
    /// - Returns: A publisher that receives and combines elements from this publisher and two other
    ///   publishers.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P,
        _ publisher2: Q,
        _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Map(upstream: Publishers.CombineLatest3(self, publisher1, publisher2)) {
            transform($0.0, $0.1, $0.2)
        }
    }
}

extension Publishers {
    /// A publisher that receives and combines the latest elements from three publishers.
    ///
    /// One state machine serves all its publishers (not nested pairs), so an element that arrives
    /// without downstream demand still becomes its publisher's latest element for later combinations.
    /// `Sendable` when the upstream publishers are.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The kind of values published: a tuple of the latest element of each publisher.
        public typealias Output = (A.Output, B.Output, C.Output)

        /// The kind of errors this publisher might publish: those of the upstream publishers.
        public typealias Failure = A.Failure

        /// A publisher to combine.
        public let a: A

        /// A second publisher to combine.
        public let b: B

        /// A third publisher to combine.
        public let c: C

        /// Creates a publisher that receives and combines the latest elements from three publishers.
        ///
        /// - Parameters:
        ///   - a: A publisher to combine.
        ///   - b: A second publisher to combine.
        ///   - c: A third publisher to combine.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes to the publishers, then sends the subscription downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestSubscription<Latest3<A.Output, B.Output, C.Output>, S>.attach(to: subscriber) {
                a.subscribe($0.side(0, at: \.a))
                b.subscribe($0.side(1, at: \.b))
                c.subscribe($0.side(2, at: \.c))
            }
        }
    }
}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.CombineLatest3: Sendable where A: Sendable, B: Sendable, C: Sendable {}
