extension Publisher {
    /// Combines elements from three other publishers and delivers groups of elements as tuples.
    ///
    /// The zipped publisher waits until all four publishers have emitted an element, then delivers
    /// the oldest unconsumed element of each together. It finishes as soon as one publisher has
    /// finished and has no element left to group, and fails as soon as any fails. Demand and
    /// threading are those of ``zip(_:)`` (the subscription is described as `"Zip"`).
    ///
    /// ```swift
    /// let cancellable = a.zip(b, c, d).sink { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher.
    ///   - publisher2: A third publisher.
    ///   - publisher3: A fourth publisher.
    /// - Returns: A publisher that emits groups of elements from the upstream publishers as tuples.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P,
        _ publisher2: Q,
        _ publisher3: R
    ) -> Publishers.Zip4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// Combines elements from three other publishers and delivers a transformed output.
    ///
    /// It is `zip(_:_:_:)` followed by `map`, as in Combine.
    ///
    /// ```swift
    /// let sums = a.zip(b, c, d) { $0 + $1 + $2 + $3 }
    /// ```
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher.
    ///   - publisher2: A third publisher.
    ///   - publisher3: A fourth publisher.
    ///   - transform: A closure that receives the oldest unconsumed element of each publisher and
    ///     returns a new value to publish.
    /// - Returns: A publisher that uses the `transform` closure to emit new elements, produced by
    ///   combining the elements of the four upstream publishers.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P,
        _ publisher2: Q,
        _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Map(upstream: Publishers.Zip4(self, publisher1, publisher2, publisher3)) {
            transform($0.0, $0.1, $0.2, $0.3)
        }
    }
}

extension Publishers {
    /// A publisher created by applying the zip function to four upstream publishers.
    ///
    /// It is built, as Combine's is, by zipping `a` with `b`, the pairs with `c`, then the triples with
    /// `d`. `Sendable` when the upstream publishers are.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The kind of values published: a tuple of one element of each publisher.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)

        /// The kind of errors this publisher might publish: those of the upstream publishers.
        public typealias Failure = A.Failure

        /// A publisher to zip.
        public let a: A

        /// A second publisher to zip.
        public let b: B

        /// A third publisher to zip.
        public let c: C

        /// A fourth publisher to zip.
        public let d: D

        /// Creates a publisher that applies the zip function to four upstream publishers.
        ///
        /// - Parameters:
        ///   - a: A publisher to zip.
        ///   - b: A second publisher to zip.
        ///   - c: A third publisher to zip.
        ///   - d: A fourth publisher to zip.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes to the publishers, then sends the subscription (`"Zip"`) downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Zip(Publishers.Zip3(a, b, c), d)
                .map { ($0.0.0, $0.0.1, $0.0.2, $0.1) }
                .receive(subscriber: subscriber)
        }
    }
}

extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers.Zip4: Sendable where A: Sendable, B: Sendable, C: Sendable, D: Sendable {}
