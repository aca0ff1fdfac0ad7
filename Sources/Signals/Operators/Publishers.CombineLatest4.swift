extension Publisher {
    /// Subscribes to three additional publishers and publishes a tuple upon receiving output from any
    /// of the publishers.
    ///
    /// It behaves like ``combineLatest(_:)`` with four publishers: nothing is emitted until each has
    /// published an element; after that, each element from any of them emits the latest element of
    /// each, demand permitting. It finishes when all have finished and fails as soon as one fails,
    /// cancelling the others. The subscription is described as `"CombineLatest"`.
    ///
    /// ```swift
    /// let cancellable = a.combineLatest(b, c, d).sink { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher to combine with the first publisher.
    ///   - publisher2: A third publisher to combine with the first publisher.
    ///   - publisher3: A fourth publisher to combine with the first publisher.
    /// - Returns: A publisher that receives and combines elements from this publisher and three other
    ///   publishers.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P,
        _ publisher2: Q,
        _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Subscribes to three additional publishers and invokes a closure upon receiving output from any
    /// of the publishers.
    ///
    /// It is `combineLatest(_:_:_:)` followed by `map`, as in Combine.
    ///
    /// ```swift
    /// let total = a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }
    /// ```
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher to combine with the first publisher.
    ///   - publisher2: A third publisher to combine with the first publisher.
    ///   - publisher3: A fourth publisher to combine with the first publisher.
    ///   - transform: A closure that receives the most-recent value from each publisher and returns a
    ///     new value to publish.
    /// - Returns: A publisher that receives and combines elements from this publisher and three other
    ///   publishers.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P,
        _ publisher2: Q,
        _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Map(upstream: Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)) {
            transform($0.0, $0.1, $0.2, $0.3)
        }
    }
}

extension Publishers {
    /// A publisher that receives and combines the latest elements from four publishers.
    ///
    /// One state machine serves all its publishers, as for ``Publishers/CombineLatest3``. `Sendable`
    /// when the upstream publishers are.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The kind of values published: a tuple of the latest element of each publisher.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)

        /// The kind of errors this publisher might publish: those of the upstream publishers.
        public typealias Failure = A.Failure

        /// A publisher to combine.
        public let a: A

        /// A second publisher to combine.
        public let b: B

        /// A third publisher to combine.
        public let c: C

        /// A fourth publisher to combine.
        public let d: D

        /// Creates a publisher that receives and combines the latest elements from four publishers.
        ///
        /// - Parameters:
        ///   - a: A publisher to combine.
        ///   - b: A second publisher to combine.
        ///   - c: A third publisher to combine.
        ///   - d: A fourth publisher to combine.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes to the publishers, then sends the subscription downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestSubscription<Latest4<A.Output, B.Output, C.Output, D.Output>, S>.attach(to: subscriber) {
                a.subscribe($0.side(0, at: \.a))
                b.subscribe($0.side(1, at: \.b))
                c.subscribe($0.side(2, at: \.c))
                d.subscribe($0.side(3, at: \.d))
            }
        }
    }
}

extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers.CombineLatest4: Sendable where A: Sendable, B: Sendable, C: Sendable, D: Sendable {}
