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
final class SubjectConduit<Parent: ConduitParent, Downstream: Subscriber>: SubjectConduitBase, Subscription,
    ReflectedByName, @unchecked Sendable
where Downstream.Input == Parent.Output, Downstream.Failure == Parent.Failure {
    // Safety: all state is in the base class, guarded as it says.
    @usableFromInline
    typealias Output = Parent.Output
    @usableFromInline
    typealias Failure = Parent.Failure

    /// Creates the conduit (its delivery held by the calling thread, which hands it over next).
    ///
    /// A ``Subscribers/Sink`` fed by this conduit, directly or through `map`s and `filter`s (a
    /// ``SinkChain``), is protected by the conduit itself: its values arrive one at a time, with
    /// delivery held, and the conduit lets go of the chain only once no delivery runs. So the conduit
    /// enters the sink's gate once here, as one long delivery, and leaves it when it lets go of the
    /// chain (``letGo(of:)``): the sink's closures are released only after that, and each value costs
    /// the sink no atomic operation. (A sink fed by any other operator keeps its gate per value.)
    ///
    /// - Parameter announcesDemand: Whether the subject wants ``ConduitParent/conduitDidRequest()`` when
    ///   this conduit first gets demand (decided under the subject's lock; see
    ///   ``SubjectConduitBase/announcesDemand``).
    @inlinable
    init(parent: Parent, downstream: Downstream, announcesDemand: Bool = true) {
        let isObject = Downstream.self is AnyObject.Type
        // A cast of the type, folded in specialised code (a cast of the value would retain the sink);
        // made only for a sink or a struct (a chain's operators are structs), as a runtime conformance
        // look-up in unspecialised code costs more than the rest of a subscription's set-up.
        var holdsSinkGate = false
        if !isObject || Downstream.self == Subscribers.Sink<Output, Failure>.self,
            let chain = Downstream.self as? any SinkChain.Type
        {
            holdsSinkGate = Self.enterSinkGate(of: downstream, as: chain)
        }
        super.init(
            downstream: isObject ? unsafeBitCast(downstream, to: AnyObject.self) : ValueBox(downstream),
            downstreamIsObject: isObject, holdsSinkGate: holdsSinkGate, parent: parent,
            announcesDemand: announcesDemand
        ) { base, operation, pointer, version in
            SubjectConduit.perform(base, operation, pointer, version)
        }
    }

    @usableFromInline
    var description: String { Parent.conduitDescription }

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
    func handOver() {
        withDownstream { $0.receive(subscription: self) }
        endDelivery()
    }

    // MARK: Events from the subject

    @inlinable
    func offer(_ value: Output, version: UInt32) {
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
    func finish(_ completion: Subscribers.Completion<Failure>) {
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
        withDownstream { $0.receive(completion: completion) }
        if !nested {
            // A nested completion leaves the release to the delivery it is nested in.
            locks.lockState()
            endDeliveryAndUnlock()
        }
        _ = parent  // released outside the locks
    }

    // MARK: Subscription

    @usableFromInline
    func request(_ demand: Subscribers.Demand) {
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
        let parent = hadNone && announcesDemand ? erasedParent : nil
        if parent != nil {
            announcesDemand = false
        }
        unlockState()
        if let parent {
            unsafeDowncast(parent, to: Parent.self).conduitDidRequest()
        }
    }

    /// Leaves the subject and releases the subscriber, at once or when the running delivery returns.
    @usableFromInline
    func cancel() {
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
            unsafeDowncast(parent, to: Parent.self).remove(self)
        }
    }
}
