extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers.
    ///
    /// `share()` is equivalent to `multicast { PassthroughSubject() }.autoconnect()`: the first
    /// subscriber makes it subscribe to the upstream; every later subscriber receives the same elements
    /// from that one upstream subscription. The subscription subscribers see is described as
    /// `"Multicast"`, as in Combine.
    ///
    /// Things to know, all as in Combine:
    /// - Late subscribers miss earlier values: nothing is replayed. A synchronous upstream (such as
    ///   `Just`) delivers everything, and finishes, while the first subscriber is being attached.
    /// - After the upstream completes, new subscribers receive the completion at once.
    /// - When every subscriber has cancelled, the upstream subscription is cancelled; a later
    ///   subscriber subscribes to the upstream again.
    /// - Each subscriber gets elements only while it has demand: the shared subject drops elements for
    ///   a subscriber without demand, and asks the upstream for `.unlimited`.
    ///
    /// `Publishers.Share` is a class, so two calls to `share()` make two independent shares, and a
    /// share is equal only to itself.
    ///
    /// ```swift
    /// let profile = api.profile(for: id).share()
    /// let header = profile.sink(receiveCompletion: { _ in }, receiveValue: { showHeader($0) })
    /// let detail = profile.sink(receiveCompletion: { _ in }, receiveValue: { showDetail($0) })
    /// ```
    ///
    /// - Returns: A class instance that shares elements received from its upstream to multiple
    ///   subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}

extension Publishers {
    /// A publisher that shares the output of an upstream publisher with multiple subscribers.
    ///
    /// Equal by identity. `Sendable` when the upstream publisher and its values are (the values reach
    /// subscribers on other threads).
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        /// The kind of values published: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        /// Creates a publisher that shares the output of an upstream publisher with multiple subscribers.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = upstream.multicast { PassthroughSubject() }.autoconnect()
        }

        /// Attaches the subscriber, subscribing to the upstream if it is the first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.subscribe(subscriber)
        }

        /// Returns whether `lhs` and `rhs` are the same instance.
        public static func == (lhs: Share, rhs: Share) -> Bool {
            lhs === rhs
        }
    }
}

// Safety: the only stored state is `upstream` (`Sendable`) and `inner`, whose mutable state is behind
// its own locks and whose subject-creating closure captures nothing; the values it shares go from the
// thread that receives them to subscribers that may live on others, hence `Output: Sendable`.
extension Publishers.Share: @unchecked Sendable where Upstream: Sendable, Upstream.Output: Sendable {}
