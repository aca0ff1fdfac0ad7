extension Publisher {
    /// Republishes elements until another publisher emits an element.
    ///
    /// The second publisher is asked for one element; when it arrives, the upstream and the second
    /// publisher are cancelled and the downstream finishes. If the second publisher completes without
    /// emitting, that is ignored and elements keep flowing. The downstream receives its subscription
    /// when the upstream's arrives; like Combine's, it has no description of its own (it shows as its
    /// type, `Publishers.PrefixUntilOutput<…>.Inner<…>`).
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

        /// Subscribes to `other`, then to `upstream`; the downstream receives its subscription when the
        /// upstream's arrives.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Inner(downstream: subscriber).attach(upstream: upstream, other: other)
        }
    }
}

extension Publishers.PrefixUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}

extension Publishers.PrefixUntilOutput: Sendable where Upstream: Sendable, Other: Sendable {}

extension Publishers.PrefixUntilOutput {
    /// The upstream's subscriber and the downstream's subscription; ``Termination`` watches `other`.
    ///
    /// Behaviour, as in Combine: `other` is subscribed to first and asked for one element, then the
    /// upstream; the downstream receives this subscription when the upstream's arrives. Requests go to
    /// the upstream as they are (a request before the upstream subscription, or after the end, does
    /// nothing). Elements pass through until `other` emits: that cancels the upstream, then `other`,
    /// and finishes the downstream. A completion of `other` is ignored, and elements keep flowing. A completion of the
    /// upstream cancels `other`, then is passed on. `cancel()` cancels the upstream, then `other`.
    /// Like Combine's, this subscription has no description of its own: it shows as its type.
    ///
    /// Where Combine breaks the subscriber contract, Signals keeps it: nothing is delivered after the
    /// completion or after `cancel()`; when `other` emits before the
    /// upstream subscription arrives, the downstream receives this subscription before the completion
    /// (Combine sends the completion alone), and the upstream subscription is cancelled when it arrives.
    /// And `other` is cancelled once it has emitted (Combine lets it go without a cancel, so a subject
    /// that never completes would keep its subscription, and this operator, alive).
    ///
    /// Serialisation: the upstream and `other` may send from different threads. An element is
    /// delivered outside the lock, counted in `deliveries`; a completion decided meanwhile waits in
    /// `pendingFinish` and is delivered by the delivering thread when the element returns.
    ///
    /// Lifetime: the downstream is released on completion and on cancel, so a subscriber that keeps its
    /// subscription forms no cycle with it (Combine keeps it until the subscription is freed).
    fileprivate final class Inner<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private enum Link {
            case awaiting
            case subscribed(any Subscription)
            case ended

            var subscription: (any Subscription)? {
                if case .subscribed(let subscription) = self { subscription } else { nil }
            }
        }

        private let lock = UnfairLock()
        private var downstream: Downstream?
        private var upstream = Link.awaiting
        private var termination = Link.awaiting
        /// Whether the downstream has received this subscription.
        private var downstreamSubscribed = false
        private var deliveries = 0
        private var pendingFinish = false

        init(downstream: Downstream) {
            self.downstream = downstream
        }

        /// Subscribes to `other`, then to the upstream.
        func attach(upstream: Upstream, other: Other) {
            other.subscribe(Termination(parent: self))
            upstream.subscribe(self)
        }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard case .awaiting = upstream, !downstreamSubscribed, let downstream else {
                lock.unlock()
                subscription.cancel()
                return
            }
            upstream = .subscribed(subscription)
            downstreamSubscribed = true
            lock.unlock()
            downstream.receive(subscription: self)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard case .subscribed = upstream, let downstream else {
                lock.unlock()
                return .none
            }
            deliveries += 1
            lock.unlock()
            let more = downstream.receive(input)
            lock.lock()
            deliveries -= 1
            let finishing = deliveries == 0 && pendingFinish ? self.downstream.take() : nil
            if finishing != nil {
                pendingFinish = false
            }
            lock.unlock()
            finishing?.receive(completion: .finished)
            return more
        }

        /// Cancels `other`, then passes the completion on; a completion before the upstream
        /// subscription (which breaks the upstream's contract) only cancels `other`, as in Combine.
        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let state = upstream
            if case .ended = state {
                lock.unlock()
                return
            }
            upstream = .ended
            let other = termination.subscription
            termination = .ended
            let downstream = self.downstream.take()
            lock.unlock()
            other?.cancel()
            if case .subscribed = state {
                downstream?.receive(completion: completion)
            }
        }

        func request(_ demand: Subscribers.Demand) {
            lock.lock()
            let subscription = upstream.subscription
            lock.unlock()
            subscription?.request(demand)
        }

        func cancel() {
            lock.lock()
            let subscriptions = (upstream.subscription, termination.subscription)
            upstream = .ended
            termination = .ended
            pendingFinish = false
            let released = downstream.take()
            lock.unlock()
            _ = released
            subscriptions.0?.cancel()
            subscriptions.1?.cancel()
        }

        // MARK: Other

        fileprivate func receiveTermination(subscription: any Subscription) {
            lock.lock()
            guard case .awaiting = termination else {
                lock.unlock()
                subscription.cancel()
                return
            }
            termination = .subscribed(subscription)
            lock.unlock()
            subscription.request(.max(1))
        }

        fileprivate func receiveTerminationOutput() -> Subscribers.Demand {
            lock.lock()
            guard case .subscribed = termination else {
                lock.unlock()
                return .none
            }
            let trigger = termination.subscription
            termination = .ended
            let state = upstream
            if case .ended = state {
                lock.unlock()
                trigger?.cancel()
                return .none
            }
            upstream = .ended
            let subscribesDownstream = !downstreamSubscribed
            downstreamSubscribed = true
            var finishing: Downstream?
            if deliveries == 0 {
                finishing = downstream.take()
            } else {
                pendingFinish = true
            }
            lock.unlock()
            state.subscription?.cancel()
            trigger?.cancel()
            if subscribesDownstream {
                finishing?.receive(subscription: self)
            }
            finishing?.receive(completion: .finished)
            return .none
        }

        fileprivate func receiveTerminationCompletion() {
            lock.lock()
            termination = .ended
            lock.unlock()
        }

        /// The subscriber attached to `other`; it shares the subscription's identifier.
        struct Termination: Subscriber {
            typealias Input = Other.Output
            typealias Failure = Other.Failure

            let parent: Inner

            var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }

            func receive(subscription: any Subscription) {
                parent.receiveTermination(subscription: subscription)
            }

            func receive(_ input: Other.Output) -> Subscribers.Demand {
                parent.receiveTerminationOutput()
            }

            func receive(completion: Subscribers.Completion<Other.Failure>) {
                parent.receiveTerminationCompletion()
            }
        }
    }
}
