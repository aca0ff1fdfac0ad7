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
    /// Serialisation: the upstream and `other` may send from different threads; delivery goes through
    /// ``UntilOutputSubscription``'s ``SerialDelivery``, so an element the upstream sends from inside a
    /// delivery is delivered after it (Combine passes it on at once, nested), and the completion `other`
    /// causes during a delivery is delivered once it returns.
    ///
    /// Lifetime: the downstream is released on completion and on cancel, so a subscriber that keeps its
    /// subscription forms no cycle with it (Combine keeps it until the subscription is freed).
    fileprivate final class Inner<Downstream: Subscriber>: UntilOutputSubscription<Downstream>, Subscriber,
        @unchecked Sendable
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
        // Safety: every stored `var` is only read or written with `lock` held; see
        // ``UntilOutputSubscription``.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        /// The downstream until it has received this subscription.
        private var handover: Downstream?

        init(downstream: Downstream) {
            handover = downstream
            super.init(delivery: SerialDelivery(downstream, completionWaitsForSubscription: true))
        }

        /// Subscribes to `other`, then to the upstream.
        func attach(upstream: Upstream, other: Other) {
            other.subscribe(Termination(parent: self))
            upstream.subscribe(self)
        }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard case .awaiting = upstream, let downstream = handover.take() else {
                lock.unlock()
                subscription.cancel()
                return
            }
            upstream = .subscribed(subscription)
            lock.unlock()
            downstream.receive(subscription: self)
            delivery.subscriptionDelivered()
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard case .subscribed = upstream else {
                lock.unlock()
                return .none
            }
            return deliverUnlocking(input)
        }

        /// Cancels `other`, then passes the completion on; a completion before the upstream
        /// subscription (which breaks the upstream's contract) only cancels `other`, as in Combine.
        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let state = upstream
            if state.hasEnded {
                lock.unlock()
                return
            }
            let subscribed = state.subscription != nil
            let subscriptions = endLinksLocked(queueing: subscribed ? completion : nil)
            let unused = handover.take()  // never handed a subscription, never will be
            lock.unlock()
            subscriptions.other?.cancel()
            withExtendedLifetime((subscriptions.upstream, unused)) {}  // let go outside the lock, not cancelled
            if subscribed {
                delivery.drain()
            } else {
                delivery.cancel()
            }
        }

        override func cancel() {
            lock.lock()
            let released = handover.take()
            lock.unlock()
            withExtendedLifetime(released) {}
            super.cancel()
        }

        // MARK: Other

        /// The first element of `other` cancels the upstream, then `other`, and finishes the downstream
        /// (handing it this subscription first if the upstream's has not arrived).
        fileprivate func receiveTerminationOutput() -> Subscribers.Demand {
            lock.lock()
            guard case .subscribed = other else {
                lock.unlock()
                return .none
            }
            if upstream.hasEnded {
                let trigger = other.subscription
                other = .ended
                lock.unlock()
                trigger?.cancel()
                return .none
            }
            let subscriptions = endLinksLocked(queueing: .finished)
            let early = handover.take()
            lock.unlock()
            subscriptions.upstream?.cancel()
            subscriptions.other?.cancel()
            if let early {
                early.receive(subscription: self)
                delivery.subscriptionDelivered()
            } else {
                delivery.drain()
            }
            return .none
        }

        /// Ignored, but for letting go of `other`'s subscription: elements keep flowing.
        fileprivate func receiveTerminationCompletion() {
            lock.lock()
            let released = other.subscription
            other = .ended
            lock.unlock()
            withExtendedLifetime(released) {}
        }

        /// The subscriber attached to `other`; it shares the subscription's identifier.
        struct Termination: Subscriber {
            typealias Input = Other.Output
            typealias Failure = Other.Failure

            let parent: Inner

            var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }

            func receive(subscription: any Subscription) {
                parent.receiveOther(subscription: subscription)
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
