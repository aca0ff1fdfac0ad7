extension Publisher {
    /// Republishes elements until another publisher emits an element.
    ///
    /// The second publisher is asked for one element; when it arrives, the upstream and the second
    /// publisher are cancelled and the downstream finishes. If the second publisher completes without
    /// emitting, that is ignored and elements keep flowing. Requests made before the upstream
    /// subscribes are passed on when it does. The subscription is described as
    /// `"PrefixUntilOutput"`.
    ///
    /// ```swift
    /// let cancellable = ticks.prefix(untilOutputFrom: stop).sink { print($0) }
    /// ```
    ///
    /// - Parameter publisher: A second publisher.
    /// - Returns: A publisher that republishes elements until the second publisher publishes an
    ///   element.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}

extension Publishers {
    /// A publisher that republishes elements until another publisher emits an element.
    ///
    /// `Sendable` when both publishers are.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Another publisher, whose first output causes this publisher to finish.
        public let other: Other

        /// Creates a publisher that republishes elements until another publisher emits an element.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - other: Another publisher, whose first output causes this publisher to finish.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Sends the subscription downstream, then subscribes to `other`, then to `upstream`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            UntilOutputSubscription<Other.Failure, S>(prefixingUntilOutputTo: subscriber)
                .attach(upstream: upstream, trigger: other)
        }
    }
}

extension Publishers.PrefixUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}

extension Publishers.PrefixUntilOutput: Sendable where Upstream: Sendable, Other: Sendable {}
