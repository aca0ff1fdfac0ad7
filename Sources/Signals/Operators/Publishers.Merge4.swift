extension Publisher {
    /// Combines elements from this publisher with those from three other publishers, delivering an interleaved
    /// sequence of elements.
    ///
    /// It behaves like `merge(with:)` with more publishers: the subscription (description
    /// `"Merge"`) goes downstream first, then the publishers are subscribed to in order. It finishes once
    /// all have finished and fails as soon as one fails, cancelling the others; demand and threading are
    /// those of `merge(with:)`.
    ///
    /// ```swift
    /// let cancellable = taps.merge(with: swipes, pinches, drags).sink { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - b: A second publisher.
    ///   - c: A third publisher.
    ///   - d: A fourth publisher.
    /// - Returns: A publisher that emits an event when any upstream publisher emits an event.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(
        with b: B,
        _ c: C,
        _ d: D
    ) -> Publishers.Merge4<Self, B, C, D>
    where
        Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output
    {
        Publishers.Merge4(self, b, c, d)
    }
}

extension Publishers {
    /// A publisher created by applying the merge function to four upstream publishers.
    ///
    /// See ``Publisher/merge(with:_:_:)`` for its behaviour. `Sendable` when the upstream publishers are.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output
    {
        /// The kind of values published: those of the upstream publishers.
        public typealias Output = A.Output

        /// The kind of errors this publisher might publish: those of the upstream publishers.
        public typealias Failure = A.Failure

        /// The first publisher to merge.
        public let a: A

        /// The second publisher to merge.
        public let b: B

        /// The third publisher to merge.
        public let c: C

        /// The fourth publisher to merge.
        public let d: D

        /// Creates a publisher created by applying the merge function to four upstream publishers.
        ///
        /// - Parameters:
        ///   - a: The first publisher to merge.
        ///   - b: The second publisher to merge.
        ///   - c: The third publisher to merge.
        ///   - d: The fourth publisher to merge.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Sends the subscription downstream, then subscribes to each publisher in turn.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.attach(
                to: subscriber,
                children: [
                    { a.subscribe($0) },
                    { b.subscribe($0) },
                    { c.subscribe($0) },
                    { d.subscribe($0) },
                ]
            )
        }
    }
}

extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers.Merge4: Sendable where A: Sendable, B: Sendable, C: Sendable, D: Sendable {}
