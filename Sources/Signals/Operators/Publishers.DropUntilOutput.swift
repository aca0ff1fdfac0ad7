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
            let inner = Inner(downstream: subscriber)
            subscriber.receive(subscription: inner)
            other.subscribe(Inner<S>.Trigger<Other.Output>(parent: inner))
            upstream.subscribe(inner)
        }
    }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}

extension Publishers.DropUntilOutput: Sendable where Upstream: Sendable, Other: Sendable {}

extension Publishers.DropUntilOutput {
    /// The upstream's subscriber and the downstream's subscription; ``Trigger`` watches `other`.
    ///
    /// Behaviour, as in Combine: the downstream receives this subscription first, then `other` is
    /// subscribed to and asked for one element, then the upstream. Requests are counted and forwarded
    /// (the count, minus one per dropped element, is requested from an upstream subscription that
    /// arrives late); upstream elements are dropped, answered with `.none`, until `other` emits; its
    /// subscription is then cancelled, and later elements pass through. A completion of `other` before it emits ends the stream with that
    /// completion and cancels the upstream; after it emitted, its completion is ignored. A completion of
    /// the upstream is passed on (and `other` cancelled if it has not emitted). `cancel()` cancels the
    /// upstream, then `other`. `request(.none)` does nothing.
    ///
    /// Where Combine breaks the subscriber contract, Signals keeps it: nothing is delivered after the
    /// downstream's completion or after `cancel()` (Combine passes on a second completion and later
    /// elements), and an upstream subscription that arrives after the stream ended is cancelled
    /// (Combine requests from it). And `other` is cancelled once it has emitted (Combine lets it go
    /// without a cancel, so a subject that never completes would keep its subscription, and this
    /// operator, alive).
    ///
    /// Serialisation: the upstream and `other` may send from different threads; delivery goes through
    /// ``UntilOutputSubscription``'s ``SerialDelivery``, so an element the upstream sends from inside a
    /// delivery is delivered after it (Combine passes it on at once, nested), and a completion decided
    /// during a delivery is delivered once it returns.
    ///
    /// Lifetime: the downstream is released on completion and on cancel, so a subscriber that keeps its
    /// subscription forms no cycle with it (Combine keeps it until the subscription is freed).
    fileprivate final class Inner<Downstream: Subscriber>: UntilOutputSubscription<Downstream>, Subscriber,
        ReflectedByName, @unchecked Sendable
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
        // Safety: every stored `var` is only read or written with `lock` held; see
        // ``UntilOutputSubscription``.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        /// What the downstream asked for, minus one per dropped element: requested from an upstream
        /// subscription that arrives late.
        private var pendingDemand = Subscribers.Demand.none
        private var triggered = false

        init(downstream: Downstream) {
            super.init(delivery: SerialDelivery(downstream))
        }

        var description: String { "DropUntilOutput" }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard case .awaiting = upstream else {
                lock.unlock()
                subscription.cancel()
                return
            }
            upstream = .subscribed(subscription)
            let demand = pendingDemand
            lock.unlock()
            if demand > 0 {
                subscription.request(demand)
            }
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard triggered, !upstream.hasEnded else {
                if !triggered {
                    pendingDemand -= 1
                }
                lock.unlock()
                return .none
            }
            return deliverUnlocking(input)
        }

        /// Passed on, without cancelling the upstream; `other` is cancelled if it has not emitted.
        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard !upstream.hasEnded else {
                lock.unlock()
                return
            }
            let subscriptions = endLinksLocked(queueing: completion)
            lock.unlock()
            subscriptions.other?.cancel()
            withExtendedLifetime(subscriptions.upstream) {}  // let go outside the lock, not cancelled
            delivery.drain()
        }

        override func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            lock.lock()
            guard !upstream.hasEnded else {
                lock.unlock()
                return
            }
            pendingDemand += demand
            let subscription = upstream.subscription
            lock.unlock()
            subscription?.request(demand)
        }

        // MARK: Other

        fileprivate func receiveTriggerOutput() -> Subscribers.Demand {
            lock.lock()
            triggered = true
            let trigger = other.subscription
            if !other.hasEnded {
                other = .awaiting  // as in Combine, the trigger may be subscribed again
            }
            lock.unlock()
            trigger?.cancel()
            return .none
        }

        /// Before `other` emitted, its completion ends the stream and cancels the upstream; after, it
        /// is ignored.
        fileprivate func receiveTrigger(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let released = other.subscription
            if !other.hasEnded {
                other = .awaiting  // as in Combine, the trigger may be subscribed again
            }
            guard !triggered, !upstream.hasEnded else {
                lock.unlock()
                withExtendedLifetime(released) {}
                return
            }
            let subscriptions = endLinksLocked(queueing: completion)
            lock.unlock()
            withExtendedLifetime(released) {}
            subscriptions.upstream?.cancel()
            delivery.drain()
        }

        /// The subscriber attached to `other`: it shows itself as, and shares the identifier of, the
        /// subscription.
        struct Trigger<TriggerOutput>: Subscriber, ReflectedByName {
            typealias Input = TriggerOutput

            let parent: Inner

            var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }
            var description: String { parent.description }

            func receive(subscription: any Subscription) {
                parent.receiveOther(subscription: subscription)
            }

            func receive(_ input: TriggerOutput) -> Subscribers.Demand {
                parent.receiveTriggerOutput()
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                parent.receiveTrigger(completion: completion)
            }
        }
    }
}
