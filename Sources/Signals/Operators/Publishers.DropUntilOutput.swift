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
    /// Serialisation: the upstream and `other` may send from different threads. An element is
    /// delivered outside the lock, counted in `deliveries`; a completion decided meanwhile waits in
    /// `pendingCompletion` and is delivered by the delivering thread when the element returns.
    ///
    /// Lifetime: the downstream is released on completion and on cancel, so a subscriber that keeps its
    /// subscription forms no cycle with it (Combine keeps it until the subscription is freed).
    fileprivate final class Inner<Downstream: Subscriber>: Subscriber, Subscription, ReflectedByName,
        @unchecked Sendable
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let lock = UnfairLock()
        private var downstream: Downstream?
        private var upstream: (any Subscription)?
        private var trigger: (any Subscription)?
        private var pendingDemand = Subscribers.Demand.none
        private var triggered = false
        /// Set by a completion or `cancel()`; nothing reaches the downstream after it.
        private var terminated = false
        /// How many elements are being delivered (more than one when the upstream sends from inside a
        /// delivery, which is passed on at once, as in Combine).
        private var deliveries = 0
        private var pendingCompletion: Subscribers.Completion<Failure>?

        init(downstream: Downstream) {
            self.downstream = downstream
        }

        var description: String { "DropUntilOutput" }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard upstream == nil, !terminated else {
                lock.unlock()
                subscription.cancel()
                return
            }
            upstream = subscription
            let demand = pendingDemand
            lock.unlock()
            if demand > 0 {
                subscription.request(demand)
            }
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard triggered, !terminated, let downstream else {
                if !triggered {
                    pendingDemand -= 1
                }
                lock.unlock()
                return .none
            }
            deliveries += 1
            lock.unlock()
            let more = downstream.receive(input)
            lock.lock()
            deliveries -= 1
            let completion = deliveries == 0 ? pendingCompletion.take() : nil
            let finishing = completion != nil ? self.downstream.take() : nil
            lock.unlock()
            if let completion {
                finishing?.receive(completion: completion)
            }
            return more
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let trigger = triggered ? nil : self.trigger.take()
            lock.unlock()
            trigger?.cancel()
            end(with: completion, cancellingUpstream: false)
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            lock.lock()
            guard !terminated else {
                lock.unlock()
                return
            }
            pendingDemand += demand
            let upstream = self.upstream
            lock.unlock()
            upstream?.request(demand)
        }

        func cancel() {
            lock.lock()
            terminated = true
            let released = (downstream.take(), pendingCompletion.take())
            let subscriptions = (upstream.take(), trigger.take())
            lock.unlock()
            _ = released
            subscriptions.0?.cancel()
            subscriptions.1?.cancel()
        }

        // MARK: Other

        fileprivate func receiveTrigger(subscription: any Subscription) {
            lock.lock()
            guard trigger == nil, !terminated else {
                lock.unlock()
                subscription.cancel()
                return
            }
            trigger = subscription
            lock.unlock()
            subscription.request(.max(1))
        }

        fileprivate func receiveTriggerOutput() -> Subscribers.Demand {
            lock.lock()
            triggered = true
            let trigger = self.trigger.take()
            lock.unlock()
            trigger?.cancel()
            return .none
        }

        fileprivate func receiveTrigger(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let released = trigger.take()
            let ends = !triggered
            lock.unlock()
            _ = released
            if ends {
                end(with: completion, cancellingUpstream: true)
            }
        }

        /// Ends the stream with `completion` (unless it has ended); delivers it now, or after the
        /// element being delivered.
        private func end(with completion: Subscribers.Completion<Failure>, cancellingUpstream: Bool) {
            lock.lock()
            guard !terminated else {
                lock.unlock()
                return
            }
            terminated = true
            let upstream = self.upstream.take()
            var downstream: Downstream?
            if deliveries == 0 {
                downstream = self.downstream.take()
            } else {
                pendingCompletion = completion
            }
            lock.unlock()
            if cancellingUpstream {
                upstream?.cancel()
            }
            downstream?.receive(completion: completion)
        }

        /// The subscriber attached to `other`: it shows itself as, and shares the identifier of, the
        /// subscription.
        struct Trigger<TriggerOutput>: Subscriber, ReflectedByName {
            typealias Input = TriggerOutput

            let parent: Inner

            var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }
            var description: String { parent.description }

            func receive(subscription: any Subscription) {
                parent.receiveTrigger(subscription: subscription)
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
