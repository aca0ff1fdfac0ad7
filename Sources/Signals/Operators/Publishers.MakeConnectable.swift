extension Publisher where Failure == Never {
    /// Creates a connectable wrapper around the publisher.
    ///
    /// Subscribers attach at once, but the upstream is subscribed only when you call
    /// ``ConnectablePublisher/connect()``, so several subscribers can be in place before the first
    /// element flows. It is ``multicast(subject:)`` with a ``PassthroughSubject``: the subscription
    /// subscribers see is described as `"Multicast"`.
    ///
    /// ```swift
    /// let connectable = Just("Sent").makeConnectable()
    /// let first = connectable.sink { print("first: \($0)") }
    /// let second = connectable.sink { print("second: \($0)") }
    /// let connection = connectable.connect()  // both print
    /// ```
    ///
    /// - Returns: A ``ConnectablePublisher`` wrapping this publisher.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}

extension Publishers {
    /// A publisher that provides explicit connectability to another publisher.
    ///
    /// `Sendable` when the upstream publisher is.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// The kind of values published: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Creates a connectable publisher, attached to the provided upstream publisher.
        ///
        /// - Parameter upstream: The publisher from which to receive elements.
        public init(upstream: Upstream) {
            inner = upstream.multicast(subject: PassthroughSubject())
        }

        /// Attaches the subscriber to the shared subject.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.subscribe(subscriber)
        }

        /// Subscribes the shared subject to the upstream publisher.
        ///
        /// - Returns: A cancellable that ends this connection's upstream subscription.
        public func connect() -> any Cancellable {
            inner.connect()
        }
    }
}

// Safety: the only state is `inner`, a `Multicast` whose closure returns one `PassthroughSubject` (a
// `Sendable` subject) and whose own mutable state is behind its lock.
extension Publishers.MakeConnectable: @unchecked Sendable where Upstream: Sendable {}
