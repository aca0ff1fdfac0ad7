extension Publisher {
    /// Ignores elements from the upstream publisher until it receives an element from a second
    /// publisher.
    ///
    /// The second publisher is asked for one element; when it arrives, the second publisher is
    /// cancelled and later upstream elements are republished. Surprising but Combine's: each dropped
    /// element is answered with `.none`, so it uses up downstream demand; and if the second publisher
    /// completes (even successfully) before emitting, the stream ends with that completion. Requests
    /// made before the upstream subscribes are passed on when it does. The subscription is described
    /// as `"DropUntilOutput"`.
    ///
    /// ```swift
    /// let cancellable = taps.drop(untilOutputFrom: unlocked).sink { print($0) }
    /// ```
    ///
    /// - Parameter publisher: A publisher to monitor for its first emitted element.
    /// - Returns: A publisher that drops elements from the upstream publisher until the `other`
    ///   publisher produces a value.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P>
    where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }
}

extension Publishers {
    /// A publisher that ignores elements from the upstream publisher until it receives an element from
    /// second publisher.
    ///
    /// `Sendable` when both publishers are.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
    where Upstream.Failure == Other.Failure {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: those of both publishers.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// A publisher to monitor for its first emitted element.
        public let other: Other

        /// Creates a publisher that ignores elements from the upstream publisher until it receives an
        /// element from another publisher.
        ///
        /// - Parameters:
        ///   - upstream: A publisher to drop elements from while waiting for another publisher to emit
        ///     elements.
        ///   - other: A publisher to monitor for its first emitted element.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Sends the subscription downstream, then subscribes to `other`, then to `upstream`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            UntilOutputSubscription<Other.Failure, S>(droppingUntilOutputTo: subscriber) { $0 }
                .attach(upstream: upstream, trigger: other)
        }
    }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}

extension Publishers.DropUntilOutput: Sendable where Upstream: Sendable, Other: Sendable {}
