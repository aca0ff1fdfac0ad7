/// Something that learns what a downstream asked for when a ``SerializedDownstream`` delivered a value,
/// and when it delivered the completion.
package protocol DownstreamDemandReceiver: AnyObject, Sendable {
    /// The downstream returned `demand` (greater than `.none`) from `receive(_:)`.
    func downstreamRequested(_ demand: Subscribers.Demand)

    /// The downstream has received its completion: nothing more will be delivered.
    func downstreamCompleted()
}

extension DownstreamDemandReceiver {
    /// Does nothing by default.
    package func downstreamCompleted() {}
}

/// Something a scheduler action calls back into, without naming its generic type (a `@Sendable`
/// closure may not capture the generic metatypes that calling a method of `Self` directly would need).
protocol ScheduledCallback: AnyObject, Sendable {
    /// The action scheduled with `token` is due.
    func scheduledCallbackFired(_ token: UInt64)
}

/// Serialises deliveries to a downstream that are produced by several threads: upstream events and
/// scheduler actions (the time operators, `buffer`).
///
/// It uses the queue-drain (emitter loop) pattern: ``enqueue(_:)`` adds an event under a small lock
/// (the owner calls it inside its own critical section, so events keep the order the owner decided);
/// ``drain()`` (called by the owner after releasing its lock) delivers queued events one at a time. A
/// thread that finds a delivery in progress leaves its events to the delivering thread, which drains
/// them before it lets go, so the downstream's `receive` methods never overlap, even re-entrantly. After
/// the completion has been delivered, or after ``cancel()``, nothing more is delivered.
package final class SerializedDownstream<Downstream: Subscriber>: @unchecked Sendable {
    // Safety: every stored `var` is only read or written with `lock` held.

    /// An event waiting to be delivered.
    package enum Event {
        case value(Downstream.Input)
        case completion(Subscribers.Completion<Downstream.Failure>)
    }

    private let lock = UnfairLock()
    private var downstream: Downstream?
    private var queue = PendingFIFO<Event>()
    private var draining = false
    private var completionQueued = false

    /// Told the demand each delivered value's subscriber returned.
    package weak var demandReceiver: (any DownstreamDemandReceiver)?

    package init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    /// Queues an event; a no-op once a completion was queued or after ``cancel()``. Returns whether it
    /// was queued. Safe to call with the owner's lock held: it does not call out.
    @discardableResult
    package func enqueue(_ event: Event) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !completionQueued, downstream != nil else { return false }
        if case .completion = event { completionQueued = true }
        queue.append(event)
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
        lock.unlock()
        while let (downstream, event) = next() {
            switch event {
            case .value(let value):
                let demand = downstream.receive(value)
                if demand > 0 {
                    demandReceiver?.downstreamRequested(demand)
                }
            case .completion(let completion):
                downstream.receive(completion: completion)
                demandReceiver?.downstreamCompleted()
            }
        }
    }

    /// Pops the next event with the downstream to deliver it to, or ends the drain.
    private func next() -> (Downstream, Event)? {
        lock.lock()
        defer { lock.unlock() }
        guard let downstream, let event = queue.popFirst() else {
            draining = false
            return nil
        }
        if case .completion = event {
            self.downstream = nil
        }
        return (downstream, event)
    }

    /// Queues an event and delivers it (with anything queued before it).
    package func deliver(_ event: Event) {
        if enqueue(event) {
            drain()
        }
    }

    /// Stops all delivery: drops the queued events and releases the downstream (outside the lock).
    package func cancel() {
        lock.lock()
        let released = (downstream, queue)
        downstream = nil
        completionQueued = true
        queue.removeAll()
        lock.unlock()
        _ = released
    }
}
