/// The subscription a subject (``PassthroughSubject``, ``CurrentValueSubject``) hands each subscriber.
///
/// It holds the subscriber's demand and delivers to it one event at a time (see
/// ``SubjectConduitBase`` for the queue-drain design). The rules, all checked under `lock`:
/// - a value goes out only with demand (and, for a replaying subject, only if it is not older than a
///   value already replayed); without demand it is dropped, as Combine's subjects drop it;
/// - once the completion is queued or delivered, or the subscriber cancelled, nothing new is taken;
///   the completion waits for the values queued before it;
/// - the subscriber is released by whoever finds the conduit finished with no delivery running, so
///   never while one of its methods is on a stack.
@usableFromInline
final class SubjectConduit<Parent: ConduitParent, Downstream: Subscriber>: SubjectConduitBase, Subscription,
    CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Parent.Output, Downstream.Failure == Parent.Failure {
    // Safety: all state is in the base class, read and written with `lock` held.
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
        _ base: SubjectConduitBase, _ operation: ConduitOperation, _ pointer: UnsafeRawPointer?, _ version: UInt64
    ) {
        let conduit = unsafeDowncast(base, to: SubjectConduit.self)
        switch operation {
        case .offer:
            conduit.offer(pointer.unsafelyUnwrapped.assumingMemoryBound(to: Output.self).pointee, version: version)
        case .finish:
            conduit.finish(
                pointer.unsafelyUnwrapped.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
        case .cancel:
            conduit.cancel()
        }
    }

    /// Calls `body` with the subscriber. Only the delivering thread calls it, and nobody releases the
    /// subscriber meanwhile.
    @inlinable
    func withDownstream<R>(_ body: (Downstream) -> R) -> R {
        Self.withDownstream(erasedDownstream.unsafelyUnwrapped, isObject: downstreamIsObject, body)
    }

    /// Calls `body` with the subscriber that `erased` holds.
    @inlinable
    static func withDownstream<R>(_ erased: AnyObject, isObject: Bool, _ body: (Downstream) -> R) -> R {
        if isObject {
            return body(unsafeBitCast(erased, to: Downstream.self))
        }
        return body(unsafeDowncast(erased, to: ValueBox<Downstream>.self).value)
    }

    /// Hands the subscription over; called by the subject, on the thread the conduit was created on
    /// (its first deliverer), right after it registered the conduit.
    @inlinable
    func handOver() {
        withDownstream { $0.receive(subscription: self) }
        lock.lock()
        drainAndUnlock()
    }

    // MARK: Events from the subject

    @inlinable
    func offer(_ value: Output, version: UInt64) {
        lock.lock()
        guard isAccepting else {
            lock.unlock()
            return
        }
        if deliverer != .none {
            if deliverer == .current {
                deliverNestedAndUnlock(value, admitted: admitLocked(version: version))
            } else {
                enqueueLocked(.value(value, version: version))
                lock.unlock()
            }
            return
        }
        guard admitLocked(version: version) else {
            lock.unlock()
            return
        }
        deliverThenDrainAndUnlock(value)
    }

    @inlinable
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard isAccepting else {
            lock.unlock()
            return
        }
        isAccepting = false
        let parent = erasedParent.take()
        if deliverer == .none {
            isFinished = true
            let released = (erasedDownstream.take(), pending.take())
            lock.unlock()
            if let erased = released.0 {
                Self.withDownstream(erased, isObject: downstreamIsObject) { $0.receive(completion: completion) }
            }
        } else if deliverer == .current {
            // Sent from inside the subscriber: what other threads queued before it goes first, then
            // the completion, all in place; the outer delivery releases the subscriber when it returns.
            enqueueLocked(.completion(completion))
            deliverQueuedNestedAndUnlock()
        } else {
            enqueueLocked(.completion(completion))
            lock.unlock()
        }
        _ = parent  // released outside the lock
    }

    // MARK: Subscription

    @usableFromInline
    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        guard !isFinished else {
            lock.unlock()
            return
        }
        let hadNone = self.demand == .none
        self.demand += demand
        if Parent.replaysCurrentValue, isBehind, isAccepting, let erasedParent {
            replayAndUnlock(parent: unsafeDowncast(erasedParent, to: Parent.self))
            return
        }
        let parent = hadNone ? erasedParent : nil
        lock.unlock()
        if let parent {
            unsafeDowncast(parent, to: Parent.self).conduitDidRequest()
        }
    }

    /// Leaves the subject and releases the subscriber, at once or when the running delivery returns.
    @usableFromInline
    func cancel() {
        lock.lock()
        guard !isFinished else {
            lock.unlock()
            return
        }
        isFinished = true
        isAccepting = false
        let parent = erasedParent.take()
        let queue = pending.take()
        let downstream = deliverer == .none ? erasedDownstream.take() : nil
        lock.unlock()
        _ = (queue, downstream)  // released outside the lock
        if let parent {
            unsafeDowncast(parent, to: Parent.self).remove(self)
        }
    }
}
