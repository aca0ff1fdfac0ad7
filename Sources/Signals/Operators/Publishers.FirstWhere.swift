extension Publisher {
    /// Publishes the first element of a stream to satisfy a predicate closure, then finishes.
    ///
    /// Like Combine, it asks the upstream for `.unlimited` as soon as it subscribes. The predicate is
    /// not called again after the first match; the match cancels the upstream and is delivered with
    /// `.finished` once the downstream has requested anything. If the upstream finishes without a
    /// match, the downstream finishes at once; a failure is forwarded at once. The downstream sees a
    /// subscription whose `description` is `"TryFirst"`, the string Combine uses for this operator.
    ///
    /// ```swift
    /// let cancellable = subject.first { $0 > 2 }.sink { print($0) }
    /// subject.send(1)  // ignored
    /// subject.send(3)  // prints 3, then the stream finishes
    /// ```
    ///
    /// - Parameter predicate: A closure that takes an element as a parameter and returns a Boolean
    ///   value that indicates whether to publish the element.
    /// - Returns: A publisher that only publishes the first element of a stream that satisfies the
    ///   predicate.
    @inlinable
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that only publishes the first element of a stream to satisfy a predicate closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that only publishes the first element of a stream to satisfy a
        /// predicate closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that determines whether to publish an element.
        @inlinable
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"TryFirst"`.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(
                subscriber: FirstElementInner<Output, Failure, S>(
                    downstream: subscriber,
                    predicate: predicate,
                    description: "TryFirst"
                )
            )
        }
    }
}

@available(*, unavailable)
extension Publishers.FirstWhere: Sendable {}
