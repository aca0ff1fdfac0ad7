extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    ///
    /// The first subscriber is attached to the connectable publisher, which is then connected. Later
    /// subscribers are attached to the same connection. When every subscriber has cancelled, the
    /// connection is cancelled; the next subscriber connects again. A subscriber that completes without
    /// cancelling keeps counting, as in Combine.
    ///
    /// Subscribers see the connectable publisher's own subscription (same description and
    /// `combineIdentifier`), wrapped so that cancelling it releases the subscriber's share of the
    /// connection exactly once.
    ///
    /// A subscriber that arrives while the first one is still being attached (re-entrantly, or from
    /// another thread) joins the connection being made, instead of connecting a second time as Combine
    /// does; if everyone cancels before `connect()` returns, the new connection is cancelled at once.
    ///
    /// ```swift
    /// let shared = numbers.makeConnectable().autoconnect()
    /// let cancellable = shared.sink { print($0) }  // connects
    /// ```
    ///
    /// - Returns: A publisher which automatically connects to its upstream connectable publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher, and disconnects
    /// when its last subscriber cancels.
    ///
    /// It is a class, as in Combine, since it counts its subscribers. `Sendable` when the upstream is.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The kind of values published: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        private enum State {
            case disconnected
            case connecting(subscribers: Int)
            case connected(subscribers: Int, connection: any Cancellable)
        }

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        // `state` is read and written with `lock` held.
        private let lock = UnfairLock()
        private var state = State.disconnected

        /// Creates a publisher that automatically connects to an upstream connectable publisher.
        ///
        /// - Parameter upstream: The connectable publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber to the upstream, connecting it if this is the first subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(parent: self, downstream: subscriber)
            lock.lock()
            let connects: Bool
            switch state {
            case .connected(let subscribers, let connection):
                state = .connected(subscribers: subscribers + 1, connection: connection)
                connects = false
            case .connecting(let subscribers):
                state = .connecting(subscribers: subscribers + 1)
                connects = false
            case .disconnected:
                state = .connecting(subscribers: 1)
                connects = true
            }
            lock.unlock()
            upstream.receive(subscriber: inner)
            guard connects else { return }
            let connection = upstream.connect()
            lock.lock()
            guard case .connecting(let subscribers) = state, subscribers > 0 else {
                state = .disconnected
                lock.unlock()
                connection.cancel()
                return
            }
            state = .connected(subscribers: subscribers, connection: connection)
            lock.unlock()
        }

        /// One subscriber cancelled: the last one to do so cancels the connection.
        fileprivate func release() {
            lock.lock()
            switch state {
            case .connected(let subscribers, let connection) where subscribers <= 1:
                state = .disconnected
                lock.unlock()
                connection.cancel()
            case .connected(let subscribers, let connection):
                state = .connected(subscribers: subscribers - 1, connection: connection)
                lock.unlock()
            case .connecting(let subscribers):
                state = .connecting(subscribers: Swift.max(subscribers - 1, 0))
                lock.unlock()
            case .disconnected:
                lock.unlock()
            }
        }
    }
}

// Safety: the only mutable state, `state`, is read and written with `lock` held.
extension Publishers.Autoconnect: @unchecked Sendable where Upstream: Sendable {}

extension Publishers.Autoconnect {
    /// The subscriber attached to the upstream on behalf of one downstream subscriber; `Mirror` shows
    /// `parent` and `downstream`, as Combine's does.
    private struct Inner<Downstream: Subscriber>: Subscriber, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        let parent: Publishers.Autoconnect<Upstream>
        let downstream: Downstream
        let combineIdentifier = CombineIdentifier()

        var description: String { "Autoconnect" }

        var customMirror: Mirror {
            let children: [Mirror.Child] = [("parent", parent), ("downstream", downstream)]
            return Mirror(self, children: children)
        }

        var playgroundDescription: Any { description }

        func receive(subscription: any Subscription) {
            downstream.receive(subscription: CountedSubscription(upstream: subscription, parent: parent))
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            downstream.receive(completion: completion)
        }
    }

    /// The upstream's subscription as one subscriber sees it: cancelling it also gives back the
    /// subscriber's share of the connection, once (each cancel is passed upstream, as Combine does);
    /// requests after that are ignored. It shows as the upstream's subscription, without a `Mirror` of
    /// its own.
    private final class CountedSubscription: Subscription, CustomStringConvertible,
        CustomPlaygroundDisplayConvertible, @unchecked Sendable
    {
        // Safety: `parent` is read and written with `lock` held.
        private let upstream: any Subscription
        private let lock = UnfairLock()
        private var parent: Publishers.Autoconnect<Upstream>?

        init(upstream: any Subscription, parent: Publishers.Autoconnect<Upstream>) {
            self.upstream = upstream
            self.parent = parent
        }

        var description: String { String(describing: upstream) }

        var playgroundDescription: Any { description }

        var combineIdentifier: CombineIdentifier { upstream.combineIdentifier }

        func request(_ demand: Subscribers.Demand) {
            guard lock.withLock({ parent != nil }) else { return }
            upstream.request(demand)
        }

        func cancel() {
            lock.lock()
            let parent = self.parent
            self.parent = nil
            lock.unlock()
            parent?.release()
            upstream.cancel()
        }
    }
}
