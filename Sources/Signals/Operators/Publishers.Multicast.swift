extension Publisher {
    /// Applies a closure to create a subject that delivers elements to subscribers.
    ///
    /// Use a multicast publisher when you have multiple downstream subscribers, but you want the
    /// upstream publisher to only process one `receive(_:)` call per event. The returned publisher is a
    /// ``ConnectablePublisher``: subscribers attach to the subject (and see a subscription described as
    /// `"Multicast"`), but nothing flows until you call ``ConnectablePublisher/connect()``, which
    /// subscribes the subject to the upstream.
    ///
    /// `createSubject` runs once, when the first subscriber or connection needs the subject; the same
    /// subject then serves every subscriber and every connection. (If two threads race for the first
    /// subject, the closure may run twice and one result is discarded.) Each call to `connect()` makes a
    /// new upstream subscription, as in Combine; cancelling the returned cancellable ends that one.
    ///
    /// ```swift
    /// let multicast = requests.multicast { PassthroughSubject<Response, Error>() }
    /// let first = multicast.sink(receiveCompletion: { _ in }, receiveValue: { show($0) })
    /// let second = multicast.sink(receiveCompletion: { _ in }, receiveValue: { log($0) })
    /// let connection = multicast.connect()
    /// ```
    ///
    /// - Parameter createSubject: A closure to create the subject that delivers elements to subscribers.
    /// - Returns: A connectable publisher that uses the subject to deliver elements to subscribers.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Provides a subject to deliver elements to multiple subscribers.
    ///
    /// It behaves like ``multicast(_:)``, with `subject` as the one subject.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let multicast = numbers.multicast(subject: subject)
    /// ```
    ///
    /// - Parameter subject: A subject to deliver elements to downstream subscribers.
    /// - Returns: A connectable publisher that uses `subject` to deliver elements to subscribers.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        multicast { subject }
    }
}

extension Publishers {
    /// A connectable publisher that uses a subject to deliver elements to multiple subscribers.
    ///
    /// It is a class, as in Combine: every subscriber and connection shares its one subject. Not
    /// `Sendable`: it holds a non-`Sendable` closure.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
        /// The kind of values published: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure to create the subject that delivers elements to subscribers.
        public let createSubject: () -> SubjectType

        // `subject` is read and written with `lock` held.
        private let lock = UnfairLock()
        private var subject: SubjectType?

        /// Creates a multicast publisher that applies a closure to create a subject that delivers
        /// elements to subscribers.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - createSubject: A closure to create the subject that delivers elements to subscribers.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        /// Attaches the subscriber to the subject, through a subscription described as `"Multicast"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            sharedSubject().subscribe(Inner(downstream: subscriber))
        }

        /// Subscribes the subject to the upstream publisher, so elements start flowing.
        ///
        /// The connection holds the subject weakly, as Combine's does: once this multicast publisher
        /// and the subject's other owners are gone, the subject is freed although still connected.
        ///
        /// - Returns: A cancellable that ends this connection's upstream subscription.
        public func connect() -> any Cancellable {
            let connection = SubjectSubscriber(sharedSubject(), holdingWeakly: true)
            upstream.subscribe(connection)
            return AnyCancellable(object: connection)
        }

        /// The subject, created on first use (outside the lock: `createSubject` is user code).
        private func sharedSubject() -> SubjectType {
            if let subject = lock.withLock({ subject }) {
                return subject
            }
            let created = createSubject()
            lock.lock()
            if let subject {
                lock.unlock()
                return subject
            }
            subject = created
            lock.unlock()
            return created
        }
    }
}

@available(*, unavailable)
extension Publishers.Multicast: Sendable {}

extension Publishers.Multicast {
    /// Subscribes to the subject on behalf of one downstream subscriber, and is the subscription that
    /// subscriber sees.
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
        ReflectedByName,
        @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: `state` is read and written with `lock` held.
        typealias Input = Output

        private enum State {
            case awaitingSubscription(Downstream)
            case subscribed(Downstream, any Subscription)
            case terminal
        }

        private let lock = UnfairLock()
        private var state: State

        init(downstream: Downstream) {
            state = .awaitingSubscription(downstream)
        }

        var description: String { "Multicast" }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard case .awaitingSubscription(let downstream) = state else {
                lock.unlock()
                subscription.cancel()
                return
            }
            state = .subscribed(downstream, subscription)
            lock.unlock()
            downstream.receive(subscription: self)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            lock.lock()
            guard case .subscribed(let downstream, let subscription) = state else {
                lock.unlock()
                return .none
            }
            lock.unlock()
            let more = downstream.receive(input)
            if more > 0 {
                subscription.request(more)
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard case .subscribed(let downstream, _) = state else {
                lock.unlock()
                return
            }
            state = .terminal
            lock.unlock()
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            lock.lock()
            guard case .subscribed(_, let subscription) = state else {
                lock.unlock()
                return
            }
            lock.unlock()
            subscription.request(demand)
        }

        func cancel() {
            lock.lock()
            guard case .subscribed(let downstream, let subscription) = state else {
                lock.unlock()
                return
            }
            state = .terminal
            lock.unlock()
            subscription.cancel()
            _ = downstream  // released outside the lock
        }
    }
}
