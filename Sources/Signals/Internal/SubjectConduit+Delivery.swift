extension SubjectConduit {
    // The subscriber is lent to one call at a time, without a retain of its own: only the delivering
    // thread calls these, and nobody releases the subscriber meanwhile (a boxed value's `value` is a
    // `let`, lent without a copy). Each one casts and calls in one expression, with a reference cast,
    // which passes the borrow on: a bit cast, or a closure taking the subscriber as a generic parameter,
    // would copy it once specialised in the client's module (a retain and a release per call).

    /// Hands the subscription to the subscriber (``SubjectConduit/handOver()``).
    @inlinable @inline(__always)
    func downstreamReceive(subscription: any Subscription) {
        let erased = Unmanaged.passUnretained(erasedDownstream.unsafelyUnwrapped)
        if downstreamIsObject {
            erased._withUnsafeGuaranteedRef {
                _unsafeReferenceCast($0, to: Downstream.self).receive(subscription: subscription)
            }
        } else {
            boxedDownstream(erased)._withUnsafeGuaranteedRef { $0.value.receive(subscription: subscription) }
        }
    }

    /// Delivers a value to the subscriber (``receiveDownstream(_:)`` calls it, unless past a sink's gate).
    @inlinable @inline(__always)
    func downstreamReceive(_ value: Output) -> Subscribers.Demand {
        let erased = Unmanaged.passUnretained(erasedDownstream.unsafelyUnwrapped)
        if downstreamIsObject {
            return erased._withUnsafeGuaranteedRef { _unsafeReferenceCast($0, to: Downstream.self).receive(value) }
        }
        return boxedDownstream(erased)._withUnsafeGuaranteedRef { $0.value.receive(value) }
    }

    /// Delivers the completion to the subscriber.
    @inlinable @inline(__always)
    func downstreamReceive(completion: Subscribers.Completion<Failure>) {
        let erased = Unmanaged.passUnretained(erasedDownstream.unsafelyUnwrapped)
        if downstreamIsObject {
            erased._withUnsafeGuaranteedRef {
                _unsafeReferenceCast($0, to: Downstream.self).receive(completion: completion)
            }
        } else {
            boxedDownstream(erased)._withUnsafeGuaranteedRef { $0.value.receive(completion: completion) }
        }
    }

    /// The box a subscriber of a value type is stored in.
    @inlinable @inline(__always)
    func boxedDownstream(_ erased: Unmanaged<AnyObject>) -> Unmanaged<ValueBox<Downstream>> {
        Unmanaged<ValueBox<Downstream>>.fromOpaque(erased.toOpaque())
    }

    /// Delivers `value` to the subscriber; called with delivery held. A subscriber that ends in a sink
    /// whose gate this conduit holds (``SubjectConduitBase/holdsSinkGate``) is called past that gate.
    /// The cast of the type is made only for a subscriber whose sink is held, as it is not folded for
    /// every class; a ``SubjectSink``, its own subscriber, is always held (a type comparison, folded:
    /// no flag read per value, 2% of a fan-out's delivery).
    @inlinable @inline(__always)
    func receiveDownstream(_ value: Output) -> Subscribers.Demand {
        if Downstream.self == SubjectSink<Parent>.self || holdsSinkGate,
            let endsInSink = Downstream.self as? any EndsInSink.Type,
            let demand = receivePastSinkGate(value, as: endsInSink)
        {
            return demand
        }
        return downstreamReceive(value)
    }

    /// Delivers `value` past the sink's gate to the subscriber, a `Path` (`Downstream` itself, whose
    /// type was opened), if this conduit holds that gate (else `nil`); lent as it is stored: no retain,
    /// no copy.
    @inlinable @inline(__always)
    func receivePastSinkGate<Path: EndsInSink>(_ value: Output, as _: Path.Type) -> Subscribers.Demand? {
        withUnsafePointer(to: value) { pointer in
            Path.ifHeld(by: self) { $0.receivePastSinkGate(pointer) }
        }
    }

    /// Enters the gate of the sink at the end of `downstream`, a `Path` (its type, opened).
    @inlinable
    static func enterSinkGate<Path: EndsInSink>(of downstream: Downstream, as _: Path.Type) -> Bool {
        unsafeBitCast(downstream, to: Path.self).enterSinkGate()
    }

    /// Called outside the locks with the subscriber this conduit has just let go of (if any, as stored
    /// in ``SubjectConduitBase/erasedDownstream``): leaves the sink's gate this conduit held, which
    /// releases the sink's closures if the sink has ended. Through ``SubjectConduitBase/perform``, whose
    /// code is specialised even where this method's is not (`cancel()`): there the cast of the type to
    /// ``EndsInSink`` is folded.
    @inlinable
    func letGo(of released: AnyObject?) {
        guard holdsSinkGate, let released else { return }
        perform(self, .letGo, UnsafeRawPointer(Unmanaged.passUnretained(released).toOpaque()), 0)
    }

    /// Leaves the gate of the sink at the end of the subscriber `released` points to, as it was stored
    /// (unretained: ``letGo(of:)``'s caller holds it).
    @inlinable
    func leaveSinkGate(of released: UnsafeRawPointer) {
        if let endsInSink = Downstream.self as? any EndsInSink.Type {
            leaveSinkGate(of: Unmanaged.fromOpaque(released), as: endsInSink)
        }
    }

    /// Leaves the gate of the sink at the end of `released`, a `Path`, lent as it is stored.
    @inlinable
    func leaveSinkGate<Path: EndsInSink>(of released: Unmanaged<AnyObject>, as _: Path.Type) {
        Path.withStored(released) { $0.leaveSinkGate() }
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

    /// What the conduit publishes in its lock word for sends that do not take the state lock (see
    /// ``ConduitLocks``): ended once finished; open while it takes values with unlimited demand and
    /// needs no version check (a replaying subject always takes the locks). Read with the state lock held.
    @inlinable
    var publishedBits: UInt {
        if isFinished {
            return ConduitLockBits.ended
        }
        if !Parent.replaysCurrentValue, isAccepting, demand == .unlimited {
            return ConduitLockBits.open
        }
        return 0
    }

    /// Lets go of the state lock, publishing the state (see ``publishedBits``).
    @inlinable
    func unlockState() {
        locks.unlockState(publishing: publishedBits)
    }

    /// Lets go of delivery, held without the state lock: with no atomic operation beyond the release
    /// itself unless the state changed meanwhile (if the conduit finished, the subscriber is released,
    /// still without the state lock; else the state lock is taken).
    @inlinable
    func endDelivery() {
        if locks.tryEndDelivery() {
            return
        }
        endDeliveryAfterChange()
    }

    /// Lets go of delivery when the state changed during it (kept out of ``endDelivery()``, whose
    /// common path stays a few instructions).
    @inlinable @inline(never)
    func endDeliveryAfterChange() {
        if locks.hasEnded {
            // Finished: nothing but this delivery touches the downstream any more (see
            // ``SubjectConduitBase/erasedDownstream``), so it is taken without the state lock.
            let released = erasedDownstream.take()
            locks.endFinishedDelivery()
            letGo(of: released)  // outside the locks
            return
        }
        locks.lockState()
        endDeliveryAndUnlock()
    }

    /// Lets go of delivery, releasing the subscriber if the conduit finished meanwhile. Called with
    /// the state lock held (and delivery held); returns with both released.
    @inlinable
    func endDeliveryAndUnlock() {
        let released = isFinished ? erasedDownstream.take() : nil
        locks.unlockDeliveryAndState(publishing: publishedBits)
        letGo(of: released)  // outside the locks
    }

    /// Delivers an admitted value while holding delivery, then lets go. Called with the state lock
    /// held; returns with both locks released.
    @inlinable
    func deliverAndEnd(_ value: Output) {
        unlockState()
        let more = receiveDownstream(value)
        if more == .none {
            endDelivery()
            return
        }
        locks.lockState()
        addDemandLocked(more)
        endDeliveryAndUnlock()
    }

    /// Delivers a value sent re-entrantly by the delivering thread, in place (as Combine does), if it
    /// was admitted. Called with the state lock held; returns with it released.
    @inlinable
    func deliverNestedAndUnlock(_ value: Output, admitted: Bool) {
        unlockState()
        guard admitted else { return }
        let more = receiveDownstream(value)
        guard more > 0 else { return }
        locks.lockState()
        addDemandLocked(more)
        unlockState()
    }

    /// Delivers the subject's current value to a subscriber that missed the latest one and has just
    /// requested: in place if this thread is delivering already, else once delivery is free. Called
    /// with the state lock held and the demand added; returns with it released.
    @inlinable
    func replayAndUnlock() {
        let thread = ThreadIdentity.current
        let nested = locks.isDelivering(on: thread)
        if !nested {
            unlockState()
            locks.lockDeliveryAndState(on: thread)
        }
        // Checked again: another thread may have delivered, completed or cancelled meanwhile.
        guard isBehind, isAccepting, let erasedParent, takeDemandLocked() else {
            if nested {
                unlockState()
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
