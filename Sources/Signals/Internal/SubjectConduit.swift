/// The subscription a subject (``PassthroughSubject``, ``CurrentValueSubject``) hands each subscriber.
///
/// It holds the subscriber's demand and delivers to it one event at a time (see
/// ``SubjectConduitBase`` for the design). The rules, all checked under the state lock:
/// - a value goes out only with demand (and, for a replaying subject, only if it is not older than a
///   value already replayed); without demand it is dropped, as Combine's subjects drop it;
/// - once the completion began, or the subscriber cancelled, nothing new is delivered;
/// - the subscriber is released by whoever finds the conduit finished with no delivery running, so
///   never while one of its methods is on a stack.
@usableFromInline
class SubjectConduit<Parent: ConduitParent, Downstream: Subscriber>: SubjectConduitBase, Subscription,
    ReflectedByName, @unchecked Sendable
where Downstream.Input == Parent.Output, Downstream.Failure == Parent.Failure {
    // Safety: all state is in the base class, guarded as it says.
    @usableFromInline
    typealias Output = Parent.Output
    @usableFromInline
    typealias Failure = Parent.Failure

    /// Creates the conduit (its delivery held by the calling thread, which hands it over next).
    ///
    /// A subscriber that ends in a sink (``EndsInSink``: a ``Subscribers/Sink``, or `map`s and
    /// `filter`s in front of one) is protected by the conduit itself: its values arrive one at a time,
    /// with delivery held, and the conduit lets go of it only once no delivery runs. So the conduit
    /// enters the sink's gate once here, as one long delivery, and leaves it when it lets go of the
    /// subscriber (``letGo(of:)``): the sink's closures are released only after that, and each value
    /// costs the sink no atomic operation. (A sink fed by any other operator keeps its gate per value.)
    ///
    /// - Parameter announcesDemand: Whether the subject wants ``ConduitParent/recordDemand()`` when
    ///   this conduit first gets demand (decided under the subject's lock; see
    ///   ``SubjectConduitBase/announcesDemand``).
    @inlinable @inline(__always)
    init(parent: Parent, downstream: Downstream, announcesDemand: Bool = true) {
        let isObject = Downstream.self is AnyObject.Type
        var holdsSinkGate = false
        if let endsInSink = endsInSink(Downstream.self) {
            holdsSinkGate = Self.enterSinkGate(of: downstream, as: endsInSink)
        }
        super.init(
            // A reference cast passes the subscriber's retain on; a bit cast would copy it.
            downstream: isObject ? _unsafeReferenceCast(downstream, to: AnyObject.self) : ValueBox(downstream),
            downstreamIsObject: isObject, holdsSinkGate: holdsSinkGate, parent: parent,
            announcesDemand: announcesDemand
        ) { base, operation, pointer, version in
            SubjectConduit.perform(base, operation, pointer, version)
        }
    }

    /// Creates the conduit of a ``SubjectSink``, which is its own subscriber (see there): it stores
    /// itself as ``SubjectConduitBase/erasedDownstream``, and holds its own sink open from the start.
    @inlinable
    init(fusedWith parent: Parent, announcesDemand: Bool) {
        super.init(
            downstream: nil, downstreamIsObject: true, holdsSinkGate: true, parent: parent,
            announcesDemand: announcesDemand
        ) { base, operation, pointer, version in
            SubjectConduit.perform(base, operation, pointer, version)
        }
        erasedDownstream = self
    }

    @usableFromInline
    final var description: String { Parent.conduitDescription }

    @inlinable
    static func perform(
        _ base: SubjectConduitBase, _ operation: ConduitOperation, _ pointer: UnsafeRawPointer?, _ version: UInt32
    ) {
        let conduit = unsafeDowncast(base, to: SubjectConduit.self)
        switch operation {
        case .offer:
            conduit.offer(pointer.unsafelyUnwrapped.assumingMemoryBound(to: Output.self).pointee, version: version)
        case .finish:
            conduit.finish(
                pointer.unsafelyUnwrapped.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
        case .letGo:
            conduit.leaveSinkGate(of: pointer.unsafelyUnwrapped)
        }
    }

    /// Hands the subscription over; called by the subject, on the thread the conduit was created on
    /// (which holds its delivery), right after it registered the conduit.
    @inlinable
    final func handOver() {
        downstreamReceive(subscription: self)
        endDelivery()
    }

    // MARK: Events from the subject

    @inlinable
    final func offer(_ value: Output, version: UInt32) {
        let thread = ThreadIdentity.current
        switch locks.tryBeginOpenDelivery(on: thread) {
        case .began:
            // Unlimited demand: nothing to count, and the demand the subscriber returns changes nothing.
            _ = receiveDownstream(value)
            endDelivery()
            return
        case .ended:
            return
        case .locked:
            break
        }
        if locks.isDelivering(on: thread) {
            locks.lockState()
            deliverNestedAndUnlock(value, admitted: isAccepting && admitLocked(version: version))
            return
        }
        locks.lockDeliveryAndState(on: thread)
        guard isAccepting, admitLocked(version: version) else {
            endDeliveryAndUnlock()
            return
        }
        deliverAndEnd(value)
    }

    @inlinable
    final func finish(_ completion: Subscribers.Completion<Failure>) {
        let thread = ThreadIdentity.current
        let nested = locks.isDelivering(on: thread)
        if nested {
            locks.lockState()
        } else {
            locks.lockDeliveryAndState(on: thread)
        }
        guard isAccepting else {
            if nested {
                unlockState()
            } else {
                endDeliveryAndUnlock()
            }
            return
        }
        isAccepting = false
        isFinished = true
        let parent = erasedParent.take()
        unlockState()
        downstreamReceive(completion: completion)
        if !nested {
            // A nested completion leaves the release to the delivery it is nested in.
            locks.lockState()
            endDeliveryAndUnlock()
        }
        _ = parent  // released outside the locks
    }

    // MARK: Subscription

    @usableFromInline
    final func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        locks.lockState()
        guard !isFinished else {
            unlockState()
            return
        }
        let hadNone = self.demand == .none
        self.demand += demand
        if Parent.replaysCurrentValue, isBehind, isAccepting {
            replayAndUnlock()
            return
        }
        // The first demand is recorded in the subject under this lock (which keeps the subject alive,
        // with no retain); its upstreams, if any wait for a request, are asked outside it.
        var parent: AnyObject?
        if hadNone, announcesDemand, let erasedParent = erasedParent.map(Unmanaged.passUnretained) {
            announcesDemand = false
            if erasedParent._withUnsafeGuaranteedRef({ unsafeDowncast($0, to: Parent.self).recordDemand() }) {
                parent = erasedParent.takeUnretainedValue()
            }
        }
        unlockState()
        if let parent {
            unsafeDowncast(parent, to: Parent.self).requestUpstreams()
        }
    }

    /// Leaves the subject and releases the subscriber, at once or when the running delivery returns.
    @usableFromInline
    final func cancel() {
        locks.lockState()
        guard !isFinished else {
            unlockState()
            return
        }
        isFinished = true
        isAccepting = false
        let parent = erasedParent.take()
        let downstream = locks.isDeliveryHeld ? nil : erasedDownstream.take()
        unlockState()
        letGo(of: downstream)  // outside the lock
        if let parent {
            Unmanaged.passUnretained(parent)._withUnsafeGuaranteedRef {
                unsafeDowncast($0, to: Parent.self).remove(self)
            }
        }
    }
}
