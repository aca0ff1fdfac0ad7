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

    @inlinable
    init(parent: Parent, downstream: Downstream) {
        let isObject = Downstream.self is AnyObject.Type
        super.init(
            downstream: isObject ? unsafeBitCast(downstream, to: AnyObject.self) : ValueBox(downstream),
            downstreamIsObject: isObject, parent: parent
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
        }
    }

    /// Hands the subscription over; called by the subject, on the thread the conduit was created on
    /// (which holds its delivery), right after it registered the conduit.
    @inlinable
    func handOver() {
        withDownstream { $0.receive(subscription: self) }
        locks.lockState()
        endDeliveryAndUnlock()
    }

    // MARK: Events from the subject

    @inlinable
    func offer(_ value: Output, version: UInt32) {
        if isDeliveringOnThisThread {
            locks.lockState()
            deliverNestedAndUnlock(value, admitted: isAccepting && admitLocked(version: version))
            return
        }
        beginDelivery()
        guard isAccepting, admitLocked(version: version) else {
            endDeliveryAndUnlock()
            return
        }
        deliverAndEnd(value)
    }

    @inlinable
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let nested = isDeliveringOnThisThread
        if nested {
            locks.lockState()
        } else {
            beginDelivery()
        }
        guard isAccepting else {
            if nested {
                locks.unlockState()
            } else {
                endDeliveryAndUnlock()
            }
            return
        }
        isAccepting = false
        isFinished = true
        let parent = erasedParent.take()
        locks.unlockState()
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
            locks.unlockState()
            return
        }
        let hadNone = self.demand == .none
        self.demand += demand
        if Parent.replaysCurrentValue, isBehind, isAccepting {
            replayAndUnlock()
            return
        }
        let parent = hadNone ? erasedParent : nil
        locks.unlockState()
        if let parent {
            unsafeDowncast(parent, to: Parent.self).conduitDidRequest()
        }
    }

    /// Leaves the subject and releases the subscriber, at once or when the running delivery returns.
    @usableFromInline
    func cancel() {
        locks.lockState()
        guard !isFinished else {
            locks.unlockState()
            return
        }
        isFinished = true
        isAccepting = false
        let parent = erasedParent.take()
        let downstream = deliverer.load() == 0 ? erasedDownstream.take() : nil
        locks.unlockState()
        _ = downstream  // released outside the lock
        if let parent {
            unsafeDowncast(parent, to: Parent.self).remove(self)
        }
    }
}
