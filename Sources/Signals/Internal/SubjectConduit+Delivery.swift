extension SubjectConduit {
    /// With the lock held: whether a value sent as `version` goes out now. Takes one demand if so;
    /// without demand the subscriber is marked behind (and the value dropped).
    @inlinable
    func admitLocked(version: UInt64) -> Bool {
        guard version >= oldestFreshVersion else { return false }
        return takeDemandLocked()
    }

    /// With the lock held: takes one demand, or marks the subscriber behind when there is none.
    @inlinable
    func takeDemandLocked() -> Bool {
        guard demand > 0 else {
            isBehind = true
            return false
        }
        if demand != .unlimited {
            demand -= 1
        }
        isBehind = false
        return true
    }

    /// With the lock held: adds the demand the subscriber returned from `receive(_:)`.
    @inlinable
    func addDemandLocked(_ more: Subscribers.Demand) {
        if more > 0 {
            demand += more
        }
    }

    /// With the lock held: queues an event for the delivering thread.
    @inlinable
    func enqueueLocked(_ event: ConduitEvent<Output, Failure>) {
        let queue: ConduitQueue<Output, Failure>
        if let pending {
            queue = unsafeDowncast(pending, to: ConduitQueue<Output, Failure>.self)
        } else {
            queue = ConduitQueue()
            pending = queue
        }
        queue.events.append(event)
    }

    /// With the lock held: the next queued event, if any.
    @inlinable
    func dequeueLocked() -> ConduitEvent<Output, Failure>? {
        guard let pending else { return nil }
        return unsafeDowncast(pending, to: ConduitQueue<Output, Failure>.self).events.popFirst()
    }

    /// Delivers a value sent re-entrantly by the delivering thread, in place (as Combine does), if it
    /// was admitted. Called with the lock held; returns with it released.
    @inlinable
    func deliverNestedAndUnlock(_ value: Output, admitted: Bool) {
        guard admitted else {
            lock.unlock()
            return
        }
        lock.unlock()
        let more = withDownstream { $0.receive(value) }
        lock.lock()
        addDemandLocked(more)
        lock.unlock()
    }

    /// Delivers, in place, every queued event up to and including the completion that the delivering
    /// thread just queued from inside the subscriber. Called with the lock held; returns with it
    /// released. The outer delivery, when it returns, finds the conduit finished and releases.
    @inlinable
    func deliverQueuedNestedAndUnlock() {
        deliverQueueLocked()
        lock.unlock()
    }

    /// Becomes the delivering thread, delivers an admitted value, then drains. Called with the lock
    /// held; returns with it released.
    @inlinable
    func deliverThenDrainAndUnlock(_ value: Output) {
        deliverer = .current
        lock.unlock()
        let more = withDownstream { $0.receive(value) }
        lock.lock()
        addDemandLocked(more)
        drainAndUnlock()
    }

    /// The delivering thread's loop: delivers what other threads queued meanwhile, then lets go of
    /// delivery; releases the subscriber if the conduit finished. Called with the lock held; returns
    /// with it released.
    @inlinable
    func drainAndUnlock() {
        deliverQueueLocked()
        deliverer = .none
        guard isFinished else {
            lock.unlock()
            return
        }
        let released = (erasedDownstream.take(), pending.take())
        lock.unlock()
        _ = released  // released outside the lock
    }

    /// With the lock held (released around each call out): delivers queued events until the queue is
    /// empty or the conduit finished.
    @inlinable
    func deliverQueueLocked() {
        while !isFinished, let event = dequeueLocked() {
            let value: Output
            switch event {
            case .value(let sent, let version):
                guard admitLocked(version: version) else { continue }
                value = sent
            case .replay(let current):
                guard takeDemandLocked() else { continue }
                value = current
            case .completion(let completion):
                isFinished = true
                lock.unlock()
                withDownstream { $0.receive(completion: completion) }
                lock.lock()
                continue
            }
            lock.unlock()
            let more = withDownstream { $0.receive(value) }
            lock.lock()
            addDemandLocked(more)
        }
    }

    /// Delivers the subject's current value to a subscriber that missed the latest one and has just
    /// requested: in place, queued for the thread delivering now, or by this thread. Called with the
    /// lock held and demand already added; returns with it released.
    @inlinable
    func replayAndUnlock(parent: Parent) {
        let (value, version) = parent.currentValueAndVersion()
        // Offers of this value or older, still on their way from other threads, are stale now.
        oldestFreshVersion = version &+ 1
        if deliverer == .none {
            _ = takeDemandLocked()
            deliverThenDrainAndUnlock(value)
        } else if deliverer == .current {
            deliverNestedAndUnlock(value, admitted: takeDemandLocked())
        } else {
            isBehind = false  // one replay is on its way
            enqueueLocked(.replay(value))
            lock.unlock()
        }
    }
}
