extension Publisher {
    /// Combines elements from two other publishers and delivers groups of elements as tuples.
    ///
    /// The zipped publisher waits until all three publishers have emitted an element, then delivers
    /// the oldest unconsumed element of each together. It finishes as soon as one publisher has
    /// finished and has no element left to group, and fails as soon as any fails. Demand and
    /// threading are those of ``zip(_:)`` (the subscription is described as `"Zip"`).
    ///
    /// ```swift
    /// let cancellable = names.zip(ages, cities).sink { print($0) }  // ("Ada", 36, "London"), ...
    /// ```
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher.
    ///   - publisher2: A third publisher.
    /// - Returns: A publisher that emits groups of elements from the upstream publishers as tuples.
    public func zip<P: Publisher, Q: Publisher>(
        _ publisher1: P,
        _ publisher2: Q
    ) -> Publishers.Zip3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Combines elements from two other publishers and delivers a transformed output.
    ///
    /// It is `zip(_:_:)` followed by `map`, as in Combine.
    ///
    /// ```swift
    /// let sums = a.zip(b, c) { $0 + $1 + $2 }
    /// ```
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher.
    ///   - publisher2: A third publisher.
    ///   - transform: A closure that receives the oldest unconsumed element of each publisher and
    ///     returns a new value to publish.
    /// - Returns: A publisher that uses the `transform` closure to emit new elements, produced by
    ///   combining the elements of the three upstream publishers.
    public func zip<P: Publisher, Q: Publisher, T>(
        _ publisher1: P,
        _ publisher2: Q,
        _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Map(upstream: Publishers.Zip3(self, publisher1, publisher2)) { transform($0.0, $0.1, $0.2) }
    }
}

extension Publishers {
    /// A publisher created by applying the zip function to three upstream publishers.
    ///
    /// It is built, as Combine's is, by zipping `a` with `b`, then the pairs with `c`: each request
    /// reaches every publisher, and a group goes out once each has an unconsumed element. `Sendable`
    /// when the upstream publishers are.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The kind of values published: a tuple of one element of each publisher.
        public typealias Output = (A.Output, B.Output, C.Output)

        /// The kind of errors this publisher might publish: those of the upstream publishers.
        public typealias Failure = A.Failure

        /// A publisher to zip.
        public let a: A

        /// A second publisher to zip.
        public let b: B

        /// A third publisher to zip.
        public let c: C

        /// Creates a publisher that applies the zip function to three upstream publishers.
        ///
        /// - Parameters:
        ///   - a: A publisher to zip.
        ///   - b: A second publisher to zip.
        ///   - c: A third publisher to zip.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes to the publishers, then sends the subscription (`"Zip"`) downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Zip(Publishers.Zip(a, b), c)
                .map { ($0.0.0, $0.0.1, $0.1) }
                .receive(subscriber: subscriber)
        }
    }
}

extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.Zip3: Sendable where A: Sendable, B: Sendable, C: Sendable {}
