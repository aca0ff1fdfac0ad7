extension SubjectConduit {
    /// Calls `body` with the subscriber. Only the delivering thread calls it, and nobody releases the
    /// subscriber meanwhile.
    @inlinable
    func withDownstream<R>(_ body: (Downstream) -> R) -> R {
        let erased = erasedDownstream.unsafelyUnwrapped
        if downstreamIsObject {
            return body(unsafeBitCast(erased, to: Downstream.self))
        }
        return body(unsafeDowncast(erased, to: ValueBox<Downstream>.self).value)
    }

    /// With the state lock held: whether a value sent as `version` goes out now. Takes one demand if so;
    /// without demand the subscriber is marked behind (and the value dropped).
    @inlinable
    func admitLocked(version: UInt32) -> Bool {
        guard Int32(bitPattern: version &- oldestFreshVersion) >= 0 else { return false }
        return takeDemandLocked()
    }

    /// With the state lock held: takes one demand, or marks the subscriber behind when there is none.
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

    /// With the state lock held: adds the demand the subscriber returned from `receive(_:)`.
    @inlinable
    func addDemandLocked(_ more: Subscribers.Demand) {
        if more > 0 {
            demand += more
        }
    }

    /// Waits for any delivery on another thread to return, then holds delivery; returns with the
    /// state lock held too.
    @inlinable
    func beginDelivery() {
        locks.lockDeliveryAndState()
        deliverer.store(ThreadIdentity.current.rawValue)
    }

    /// Lets go of delivery, releasing the subscriber if the conduit finished meanwhile. Called with
    /// the state lock held (and delivery held); returns with both released.
    @inlinable
    func endDeliveryAndUnlock() {
        deliverer.store(ThreadIdentity.none.rawValue)
        let released = isFinished ? erasedDownstream.take() : nil
        locks.unlockDeliveryAndState()
        _ = released  // released outside the locks
    }

    /// Delivers an admitted value while holding delivery, then lets go. Called with the state lock
    /// held; returns with both locks released.
    @inlinable
    func deliverAndEnd(_ value: Output) {
        locks.unlockState()
        let more = withDownstream { $0.receive(value) }
        locks.lockState()
        addDemandLocked(more)
        endDeliveryAndUnlock()
    }

    /// Delivers a value sent re-entrantly by the delivering thread, in place (as Combine does), if it
    /// was admitted. Called with the state lock held; returns with it released.
    @inlinable
    func deliverNestedAndUnlock(_ value: Output, admitted: Bool) {
        locks.unlockState()
        guard admitted else { return }
        let more = withDownstream { $0.receive(value) }
        locks.lockState()
        addDemandLocked(more)
        locks.unlockState()
    }

    /// Delivers the subject's current value to a subscriber that missed the latest one and has just
    /// requested: in place if this thread is delivering already, else once delivery is free. Called
    /// with the state lock held and the demand added; returns with it released.
    @inlinable
    func replayAndUnlock() {
        let nested = isDeliveringOnThisThread
        if !nested {
            locks.unlockState()
            beginDelivery()
        }
        // Checked again: another thread may have delivered, completed or cancelled meanwhile.
        guard isBehind, isAccepting, let erasedParent, takeDemandLocked() else {
            if nested {
                locks.unlockState()
            } else {
                endDeliveryAndUnlock()
            }
            return
        }
        let (value, version) = unsafeDowncast(erasedParent, to: Parent.self).currentValueAndVersion()
        // Offers of this value or older, still on their way from other threads, are stale now.
        oldestFreshVersion = version &+ 1
        if nested {
            deliverNestedAndUnlock(value, admitted: true)
        } else {
            deliverAndEnd(value)
        }
    }
}
