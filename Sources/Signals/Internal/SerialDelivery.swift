/// Something that learns what a downstream asked for when a ``SerialDelivery`` delivered a value, and
/// when it delivered the completion: the owner of the delivery (an operator's subscription).
package protocol DownstreamDemandReceiver: AnyObject, Sendable {
    /// The downstream returned `demand` (greater than `.none`) from `receive(_:)` for an untagged value.
    func downstreamRequested(_ demand: Subscribers.Demand)

    /// The downstream returned `demand` (possibly `.none`) from `receive(_:)` for a value queued with
    /// `tag`. By default, a positive `demand` goes to ``downstreamRequested(_:)``.
    func downstreamAnswered(_ demand: Subscribers.Demand, tag: Int)

    /// The downstream has received its completion: nothing more will be delivered.
    func downstreamCompleted()
}

extension DownstreamDemandReceiver {
    /// Passes a positive `demand` to ``downstreamRequested(_:)``.
    package func downstreamAnswered(_ demand: Subscribers.Demand, tag: Int) {
        if demand > 0 {
            downstreamRequested(demand)
        }
    }

    /// Does nothing by default.
    package func downstreamCompleted() {}
}

/// Something a scheduler action calls back into, without naming its generic type (a `@Sendable`
/// closure may not capture the generic metatypes that calling a method of `Self` directly would need).
protocol ScheduledCallback: AnyObject, Sendable {
    /// The action scheduled with `token` is due.
    func scheduledCallbackFired(_ token: UInt64)
}

/// The one serialisation primitive of Signals' operators: it delivers events to one downstream one at
/// a time, whatever thread produces them (upstream events, other children, scheduler actions,
/// re-entrant sends).
///
/// **The rule.** An event produced while a delivery to the same downstream is running (re-entrantly,
/// from inside the downstream's `receive`, on the delivering thread, or from another thread) is queued
/// and delivered after it, in order, by the delivering thread, before it lets go. No event is dropped,
/// folded into another, or delivered after the completion or after ``cancel()``. The demand the
/// downstream returns from `receive(_:)` is reported to the owner (``demandReceiver``), except the
/// answer to a tagged value the caller delivered itself and asked for
/// (``deliverClaimed(_:ownAnswer:)``), which goes back to that caller.
///
/// It is the queue-drain (emitter loop) pattern. The owner keeps its own state (demand, buffers, which
/// child is which) in a state machine behind its own lock, decides there *what* becomes deliverable,
/// and queues it inside that critical section, so the queue keeps the order the owner decided:
/// ``enqueue(_:)`` then ``drain()`` after releasing its lock, or ``enqueueClaiming(_:)`` then
/// ``deliverClaimed(_:ownAnswer:)`` (one lock round trip fewer when no one is delivering). Neither queueing call
/// calls out. ``deliver(_:)`` does both for an owner with nothing to decide. No lock is held while the
/// downstream runs: a thread that finds a delivery in progress leaves its event to the delivering
/// thread.
///
/// A completion may be made to wait for the subscription
/// (``init(_:completionWaitsForSubscription:)``): one produced before the owner has handed the
/// downstream its subscription (a side that finishes while it is being subscribed) is held until the
/// owner calls ``subscriptionDelivered()``. Values need demand, so none can come before.
package final class SerialDelivery<Downstream: Subscriber>: @unchecked Sendable {
    // Safety: every stored `var` is only read or written with `lock` held.

    /// An event waiting to be delivered.
    package enum Event {
        /// A value; its answer is reported as ``DownstreamDemandReceiver/downstreamRequested(_:)``.
        case value(Downstream.Input)
        /// A value whose answer is reported with `tag` (even `.none`), as
        /// ``DownstreamDemandReceiver/downstreamAnswered(_:tag:)``.
        case tagged(Downstream.Input, tag: Int)
        /// The completion: the last event.
        case completion(Subscribers.Completion<Downstream.Failure>)
    }

    private let lock = UnfairLock()
    private var downstream: Downstream?
    private var queue = PendingFIFO<Event>()
    /// A thread is delivering.
    private var draining = false
    private var completionQueued = false
    /// Whether a completion may be queued: `false` until ``subscriptionDelivered()`` when completions
    /// wait for the subscription.
    private var subscribed: Bool
    /// A completion waiting for ``subscriptionDelivered()``.
    private var heldCompletion: Subscribers.Completion<Downstream.Failure>?

    /// Told the demand each delivered value's subscriber returned.
    package weak var demandReceiver: (any DownstreamDemandReceiver)?

    /// A delivery to `downstream`; with `completionWaitsForSubscription`, a completion is not delivered
    /// before ``subscriptionDelivered()``.
    package init(_ downstream: Downstream, completionWaitsForSubscription: Bool = false) {
        self.downstream = downstream
        subscribed = !completionWaitsForSubscription
    }

    /// Queues an event; a no-op once a completion was queued or after ``cancel()``. Returns whether it
    /// was queued. Safe to call with the owner's lock held: it does not call out.
    @discardableResult
    package func enqueue(_ event: Event) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard accepts(event) else { return false }
        if case .completion(let completion) = event, !subscribed {
            heldCompletion = completion
        } else {
            queue.append(event)
        }
        return true
    }

    /// Delivers the queued events, unless another thread (or an outer frame of this one) is delivering,
    /// in which case that delivery will deliver them. Call without holding any lock.
    package func drain() {
        lock.lock()
        guard !draining else {
            lock.unlock()
            return
        }
        draining = true
        let first = popLocked()
        lock.unlock()
        guard let (downstream, event) = first else { return }
        send(event, to: downstream)
        drainClaimed()
    }

    /// The right to deliver, claimed by ``enqueueClaiming(_:)`` inside the owner's critical section and
    /// used by ``deliverClaimed(_:ownAnswer:)`` after it.
    package struct Claim {
        fileprivate let downstream: Downstream
        fileprivate let event: Event
        /// Whether `event` is the caller's own (nothing was queued before it).
        fileprivate let own: Bool
    }

    /// Queues an event; a no-op once a completion was queued or after ``cancel()``. When no one is
    /// delivering, claims the delivery for the caller, who must then call ``deliverClaimed(_:ownAnswer:)``
    /// (after releasing its own lock). Safe to call with the owner's lock held: it does not call out.
    package func enqueueClaiming(_ event: Event) -> Claim? {
        lock.lock()
        defer { lock.unlock() }
        guard accepts(event) else { return nil }
        if case .completion(let completion) = event, !subscribed {
            heldCompletion = completion
            return nil
        }
        guard !draining, queue.isEmpty, let downstream else {
            queue.append(event)
            guard !draining else { return nil }
            draining = true
            return popLocked().map { Claim(downstream: $0.0, event: $0.1, own: false) }
        }
        draining = true
        if case .completion = event {
            self.downstream = nil
        }
        return Claim(downstream: downstream, event: event, own: true)
    }

    /// Delivers the claimed event and everything queued after it, until the queue is empty. Call
    /// without holding any lock.
    ///
    /// - Parameter ownAnswer: When given, told the downstream's answer to the caller's own tagged
    ///   value (when it was the claimed event) right after it returned, before the queue is drained;
    ///   that answer is then not reported to the owner. When `nil`, every answer is reported.
    /// - Returns: The answer given to `ownAnswer`; otherwise `.none`.
    @discardableResult
    package func deliverClaimed(
        _ claim: Claim,
        ownAnswer: ((Subscribers.Demand) -> Void)? = nil
    ) -> Subscribers.Demand {
        var answer = Subscribers.Demand.none
        if claim.own, let ownAnswer, case .tagged(let value, _) = claim.event {
            answer = claim.downstream.receive(value)
            ownAnswer(answer)
        } else {
            send(claim.event, to: claim.downstream)
        }
        drainClaimed()
        return answer
    }

    /// Queues an event and delivers it (with anything queued before it). Call without holding any lock.
    package func deliver(_ event: Event) {
        if let claim = enqueueClaiming(event) {
            deliverClaimed(claim)
        }
    }

    /// Holds the delivery while the owner hands the downstream its subscription: events queued
    /// meanwhile (from another thread, or by a scheduler action the hand-over sets off) wait, undelivered,
    /// until ``endHandover()``. Call in the owner's critical section that makes the subscription live.
    /// Safe to call with the owner's lock held: it does not call out.
    ///
    /// - Returns: The downstream to hand the subscription to; `nil` after ``cancel()`` or while a delivery
    ///   runs (nothing is held then).
    package func beginHandover() -> Downstream? {
        lock.lock()
        defer { lock.unlock() }
        guard !draining, let downstream else { return nil }
        draining = true
        return downstream
    }

    /// Ends the hold that ``beginHandover()`` began. Call without holding any lock.
    ///
    /// - Returns: Whether events wait: the caller delivers them with ``drain()``, on the thread it
    ///   chooses (a scheduler's, say).
    package func endHandover() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        draining = false
        return downstream != nil && !queue.isEmpty
    }

    /// The owner has handed the downstream its subscription: delivers a completion that waited.
    package func subscriptionDelivered() {
        lock.lock()
        subscribed = true
        let held = heldCompletion.take()
        if let held {
            queue.append(.completion(held))
        }
        lock.unlock()
        if held != nil {
            drain()
        }
    }

    /// Stops all delivery: drops the queued events and releases the downstream (outside the lock).
    package func cancel() {
        lock.lock()
        let released = (downstream, queue)
        downstream = nil
        completionQueued = true
        heldCompletion = nil
        queue.removeAll()
        lock.unlock()
        _ = released
    }

    // MARK: Private

    /// Whether `event` may still be queued; marks a completion as queued. Call with `lock` held.
    private func accepts(_ event: Event) -> Bool {
        guard !completionQueued, downstream != nil else { return false }
        if case .completion = event { completionQueued = true }
        return true
    }

    /// Pops the next event with the downstream to deliver it to, or ends the delivery (clears
    /// `draining`). Call with `lock` held.
    private func popLocked() -> (Downstream, Event)? {
        guard let downstream, let event = queue.popFirst() else {
            draining = false
            return nil
        }
        if case .completion = event {
            self.downstream = nil
        }
        return (downstream, event)
    }

    /// Delivers the queued events; the caller has claimed the delivery.
    private func drainClaimed() {
        while true {
            lock.lock()
            let next = popLocked()
            lock.unlock()
            guard let (downstream, event) = next else { return }
            send(event, to: downstream)
        }
    }

    /// Hands one event to the downstream and reports its answer.
    private func send(_ event: Event, to downstream: Downstream) {
        switch event {
        case .value(let value):
            let demand = downstream.receive(value)
            if demand > 0 {
                demandReceiver?.downstreamRequested(demand)
            }
        case .tagged(let value, let tag):
            let demand = downstream.receive(value)
            demandReceiver?.downstreamAnswered(demand, tag: tag)
        case .completion(let completion):
            downstream.receive(completion: completion)
            demandReceiver?.downstreamCompleted()
        }
    }
}
