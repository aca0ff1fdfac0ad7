extension Publisher {
    /// Performs the specified closures when publisher events occur.
    ///
    /// The closures run on whatever thread delivers the event, before the event is passed on.
    /// As in Combine, the downstream sees a subscription whose `description` is `"HandleEvents"`;
    /// `receiveSubscription` gets the upstream's own subscription; `receiveRequest` runs both for the
    /// downstream's requests and for non-zero demand the downstream returns from receiving a value.
    /// Values are passed on with the downstream's demand returned upstream, as in Combine, also before
    /// the subscription arrives. After completion or cancellation every closure is released and later
    /// events are ignored (Combine would still pass them on); the downstream is kept until the
    /// subscription is freed, as in Combine.
    ///
    /// ```swift
    /// let cancellable = subject
    ///     .handleEvents(receiveOutput: { print("saw \($0)") }, receiveCancel: { print("cancelled") })
    ///     .sink { _ in }
    /// ```
    ///
    /// - Parameters:
    ///   - receiveSubscription: A closure that executes when the publisher receives the subscription
    ///     from the upstream publisher. Defaults to `nil`.
    ///   - receiveOutput: A closure that executes when the publisher receives a value from the
    ///     upstream publisher. Defaults to `nil`.
    ///   - receiveCompletion: A closure that executes when the upstream publisher finishes normally or
    ///     terminates with an error. Defaults to `nil`.
    ///   - receiveCancel: A closure that executes when the downstream receiver cancels publishing.
    ///     Defaults to `nil`.
    ///   - receiveRequest: A closure that executes when the publisher receives a request for more
    ///     elements. Defaults to `nil`.
    /// - Returns: A publisher that performs the specified closures when publisher events occur.
    @inlinable
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self,
            receiveSubscription: receiveSubscription,
            receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion,
            receiveCancel: receiveCancel,
            receiveRequest: receiveRequest
        )
    }
}

extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur.
    ///
    /// Not `Sendable`: it holds non-`Sendable` closures.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that executes when the publisher receives the subscription from the upstream
        /// publisher.
        public var receiveSubscription: ((any Subscription) -> Void)?

        /// A closure that executes when the publisher receives a value from the upstream publisher.
        public var receiveOutput: ((Upstream.Output) -> Void)?

        /// A closure that executes when the upstream publisher finishes normally or terminates with an
        /// error.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?

        /// A closure that executes when the downstream receiver cancels publishing.
        public var receiveCancel: (() -> Void)?

        /// A closure that executes when the publisher receives a request for more elements.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Creates a publisher that performs the specified closures when publisher events occur.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - receiveSubscription: A closure that executes when the publisher receives the
        ///     subscription from the upstream publisher.
        ///   - receiveOutput: A closure that executes when the publisher receives a value from the
        ///     upstream publisher.
        ///   - receiveCompletion: A closure that executes when the upstream publisher finishes
        ///     normally or terminates with an error.
        ///   - receiveCancel: A closure that executes when the downstream receiver cancels publishing.
        ///   - receiveRequest: A closure that executes when the publisher receives a request for more
        ///     elements.
        @inlinable
        public init(
            upstream: Upstream,
            receiveSubscription: ((any Subscription) -> Void)? = nil,
            receiveOutput: ((Upstream.Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Attaches the subscriber through a subscription described as `"HandleEvents"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(subscriber: Inner(self, downstream: subscriber))
        }
    }
}

@available(*, unavailable)
extension Publishers.HandleEvents: Sendable {}

extension Publishers.HandleEvents {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
        ReflectedByName,
        @unchecked Sendable
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
        // Safety: `status` and `handlers` are only read or written with `lock` held. Every
        // closure and every call out runs with the lock released.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        /// The closures only: holding the whole publisher would keep the upstream publisher alive.
        private struct Handlers {
            var receiveSubscription: ((any Subscription) -> Void)?
            var receiveOutput: ((Upstream.Output) -> Void)?
            var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
            var receiveCancel: (() -> Void)?
            var receiveRequest: ((Subscribers.Demand) -> Void)?
        }

        /// Where the subscription stands: only the upstream subscription's lifetime depends on it.
        private enum Status {
            case awaitingSubscription
            case subscribed(any Subscription)
            case terminal
        }

        private let lock = UnfairLock()
        private var handlers: Handlers?
        private var status = Status.awaitingSubscription
        /// Kept until the subscription is freed, as in Combine.
        private let downstream: Downstream

        init(_ events: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
            handlers = Handlers(
                receiveSubscription: events.receiveSubscription,
                receiveOutput: events.receiveOutput,
                receiveCompletion: events.receiveCompletion,
                receiveCancel: events.receiveCancel,
                receiveRequest: events.receiveRequest
            )
            self.downstream = downstream
        }

        var description: String { "HandleEvents" }

        func receive(subscription: any Subscription) {
            lock.lock()
            let onSubscription = handlers?.receiveSubscription
            lock.unlock()
            onSubscription?(subscription)
            lock.lock()
            guard case .awaitingSubscription = status else {
                lock.unlock()
                subscription.cancel()
                return
            }
            status = .subscribed(subscription)
            lock.unlock()
            downstream.receive(subscription: self)
        }

        /// Passes every value on until the end (also one that arrives before the subscription) and
        /// returns the downstream's demand, as Combine does: `handleEvents` observes the stream, it does
        /// not police it.
        func receive(_ input: Input) -> Subscribers.Demand {
            lock.lock()
            if case .terminal = status {
                lock.unlock()
                return .none
            }
            let onOutput = handlers?.receiveOutput
            lock.unlock()
            onOutput?(input)
            let demand = downstream.receive(input)
            if demand > 0 {
                lock.lock()
                let onRequest = handlers?.receiveRequest
                lock.unlock()
                onRequest?(demand)
            }
            return demand
        }

        /// Runs the completion closure, releases every closure and passes the completion on (also one
        /// that arrives before the subscription, as in Combine).
        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            if case .terminal = status {
                lock.unlock()
                return
            }
            let onCompletion = handlers?.receiveCompletion
            lock.unlock()
            onCompletion?(completion)
            lock.lock()
            let released = terminate()
            lock.unlock()
            _ = released  // the closures and the upstream subscription, released outside the lock
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            lock.lock()
            let onRequest = handlers?.receiveRequest
            lock.unlock()
            onRequest?(demand)
            lock.lock()
            guard case .subscribed(let upstream) = status else {
                lock.unlock()
                return
            }
            lock.unlock()
            upstream.request(demand)
        }

        /// Runs the cancel closure once (also before the subscription arrives, as in Combine), then ends
        /// the subscription and cancels the upstream if there is one. The closure is moved out under the
        /// lock, so racing cancels run it once.
        func cancel() {
            lock.lock()
            guard case .subscribed(let upstream) = status else {
                let onCancel = handlers?.receiveCancel
                handlers?.receiveCancel = nil
                lock.unlock()
                onCancel?()
                return
            }
            let released = terminate()
            lock.unlock()
            released.handlers?.receiveCancel?()
            upstream.cancel()
        }

        /// Marks the end and moves out the closures and the upstream subscription (the downstream is kept
        /// until this subscription is freed, as in Combine). Call with `lock` held; the caller keeps what
        /// it returns until after unlocking, so nothing is released under the lock.
        private func terminate() -> (handlers: Handlers?, status: Status) {
            let previous = status
            status = .terminal
            return (handlers.take(), previous)
        }
    }
}
