/// What `drop(untilOutputFrom:)` and `prefix(untilOutputFrom:)` share: a subscription linked to the
/// upstream and to a second publisher (`other`, asked for one element), which delivers to its downstream
/// through a ``SerialDelivery``.
///
/// The upstream and `other` may send from different threads, and the upstream may send from inside a
/// delivery: a value or completion produced while a delivery runs is queued and delivered after it, in
/// order (the one re-entrancy rule). A value delivered at once returns the downstream's answer to the
/// upstream, as in Combine; the answer to a value delivered later, behind another delivery, is requested
/// from the upstream when it comes. The subclasses decide, under ``lock``, what each event of the
/// upstream and of `other` does; this class holds the two links, delivers, and cancels.
///
/// `cancel()` cancels the upstream, then `other` (as Combine does), stops the delivery and releases the
/// downstream, so a subscriber that keeps its subscription forms no cycle with it.
class UntilOutputSubscription<Downstream: Subscriber>: Subscription, DownstreamDemandReceiver,
    @unchecked Sendable
{
    // Safety: every stored `var` is only read or written with `lock` held; `delivery` is thread-safe.

    /// One of the two subscriptions this one holds.
    enum Link {
        case awaiting
        case subscribed(any Subscription)
        case ended

        /// The subscription, while subscribed.
        var subscription: (any Subscription)? {
            if case .subscribed(let subscription) = self { subscription } else { nil }
        }

        /// Whether the link has ended (completed, cancelled or released).
        var hasEnded: Bool {
            if case .ended = self { true } else { false }
        }
    }

    /// Guards the subclasses' state and the links.
    final let lock = UnfairLock()
    /// The upstream's subscription.
    final var upstream = Link.awaiting
    /// The subscription to the second publisher.
    final var other = Link.awaiting
    /// Delivers to the downstream, one event at a time, and holds it.
    final let delivery: SerialDelivery<Downstream>

    /// A subscription delivering through `delivery`.
    init(delivery: SerialDelivery<Downstream>) {
        self.delivery = delivery
        delivery.demandReceiver = self
    }

    /// Passes `demand` to the upstream, once it has subscribed (a request before that does nothing).
    func request(_ demand: Subscribers.Demand) {
        downstreamRequested(demand)
    }

    func cancel() {
        lock.lock()
        let subscriptions = endLinksLocked(queueing: nil)
        lock.unlock()
        delivery.cancel()
        subscriptions.upstream?.cancel()
        subscriptions.other?.cancel()
    }

    /// The downstream answered a value delivered behind another delivery: the upstream is asked.
    final func downstreamRequested(_ demand: Subscribers.Demand) {
        lock.lock()
        let subscription = upstream.subscription
        lock.unlock()
        subscription?.request(demand)
    }

    /// `other`'s subscription: kept, and asked for one element; a second one is cancelled.
    final func receiveOther(subscription: any Subscription) {
        lock.lock()
        guard case .awaiting = other else {
            lock.unlock()
            subscription.cancel()
            return
        }
        other = .subscribed(subscription)
        lock.unlock()
        subscription.request(.max(1))
    }

    /// Delivers `input` now, or queues it behind the delivery in progress. Call with ``lock`` held: it
    /// returns with the lock released.
    ///
    /// - Returns: The downstream's answer when it was delivered now; otherwise `.none` (the answer is
    ///   requested from the upstream when the value is delivered).
    final func deliverUnlocking(_ input: Downstream.Input) -> Subscribers.Demand {
        let claim = delivery.enqueueClaiming(.tagged(input, tag: 0))
        lock.unlock()
        guard let claim else { return .none }
        return delivery.deliverClaimed(claim, ownAnswer: { _ in })
    }

    /// Ends both links and queues `completion` (when given) for delivery. Call with ``lock`` held;
    /// after releasing it, the caller cancels (or lets go of) the subscriptions returned and delivers.
    final func endLinksLocked(
        queueing completion: Subscribers.Completion<Downstream.Failure>?
    ) -> (upstream: (any Subscription)?, other: (any Subscription)?) {
        let subscriptions = (upstream: upstream.subscription, other: other.subscription)
        upstream = .ended
        other = .ended
        if let completion {
            delivery.enqueue(.completion(completion))
        }
        return subscriptions
    }
}
