#if !canImport(Darwin) && !SIGNALS_PORTABLE_LOCKS && canImport(Synchronization)
    import Synchronization
#endif

// The two locks of a subject's conduit (``SubjectConduitBase``), behind one type:
//
// - the *state* lock, held for a few instructions around the conduit's fields, never across a call out;
// - *delivery*, held by the thread delivering to the subscriber across the call into it (the lock
//   records which thread: a send from inside the subscriber on that thread is re-entrant and delivered
//   in place), so that a thread sending meanwhile waits until that delivery returns (Combine's
//   contract: a subscriber's `receive` methods run one at a time). That wait spins a few dozen times,
//   then parks; the delivering thread gets no priority from the waiter (see below).
//
// A delivery takes both, lets go of the state lock around the call into the subscriber and, when the
// subscriber returned more demand (on Apple platforms: always), takes it again to add it, then lets go
// of delivery. `request` and
// `cancel` take the state lock only, so they never wait for a delivery.
//
// Where the locks live depends on the platform, in this file only:
// - Linux: one inline word for both: the delivering thread's identity in the high bits (zero: none),
//   and four flag bits: the state lock (``ConduitLockBits``), "a thread may be parked" (bit 1, which
//   every lock word that parks shares: ``LockWord/parkedBit``), and two bits the conduit *publishes*
//   each time it lets go of the state lock, so that a send can decide without the state lock: *open*
//   (the subscriber has unlimited demand and takes every value: a value is delivered with two atomic
//   read-modify-writes, one that takes delivery and one that lets go of it) and *ended* (the conduit
//   finished: a send after the end takes no lock at all). A delivery that needs the state lock (limited
//   demand, a replaying subject) takes three (take both, let go of the state, let go of delivery), four
//   when the subscriber returns more demand. Contended waiters spin a little, then park on
//   ``ParkingLot``, as ``UnfairLock`` does; there is no priority inheritance.
// - Apple platforms (and Linux with `SIGNALS_PORTABLE_LOCKS`): two ``UnfairLock``s (`os_unfair_lock`,
//   which cannot share a word; the delivery lock taken first, held across the call into the subscriber,
//   so a waiter parks in the kernel and donates its priority to the delivering thread) and an
//   ``AtomicWord`` naming the delivering thread. Nothing is published: every delivery takes the locks.

/// What ``ConduitLocks/tryBeginOpenDelivery(on:)`` found.
@usableFromInline
enum OpenDeliveryAttempt {
    /// The calling thread holds delivery (not the state lock): deliver, then ``ConduitLocks/tryEndDelivery()``.
    case began
    /// The conduit has ended: drop the event.
    case ended
    /// Take the locks (limited demand, a delivery or a state change running, or a re-entrant send).
    case locked
}

/// The bits of the Linux conduit lock word; see the file's comment.
@usableFromInline
enum ConduitLockBits {
    /// The state lock is held.
    @usableFromInline
    static var state: UInt { 1 }
    /// Published: the subscriber has unlimited demand and the conduit takes values (no bookkeeping).
    @usableFromInline
    static var open: UInt { 4 }
    /// Published: the conduit finished (cancelled, or its completion began).
    @usableFromInline
    static var ended: UInt { 8 }
    /// The bits a conduit publishes.
    @usableFromInline
    static var published: UInt { open | ended }
    /// The delivering thread's identity; zero when no thread delivers.
    @usableFromInline
    static var owner: UInt { ~63 }

    /// The owner bits naming `thread`: its identity without the low six bits. Still unique: an identity
    /// is the address of the thread's control block (`pthread_self()`), and two live blocks, each more
    /// than 64 bytes long (glibc, musl), cannot start within 64 bytes of each other; never zero.
    @inlinable
    static func owner(_ thread: ThreadIdentity) -> UInt {
        thread.rawValue & owner
    }
}

#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS

    /// A subject conduit's state and delivery locks; see the file's comment.
    @usableFromInline
    struct ConduitLocks: ~Copyable, Sendable {
        @usableFromInline
        let stateLock = UnfairLock()
        @usableFromInline
        let deliveryLock = UnfairLock(held: true)
        /// The thread holding delivery (a ``ThreadIdentity`` raw value), or `0`; written with both locks
        /// held.
        @usableFromInline
        let deliverer: AtomicWord

        /// Creates the locks with delivery held by `thread` (not the state).
        @inlinable
        init(deliveringOn thread: ThreadIdentity) {
            deliverer = AtomicWord(thread.rawValue)
        }

        /// Whether `thread` holds delivery (a send from it now is re-entrant).
        @inlinable
        func isDelivering(on thread: ThreadIdentity) -> Bool {
            deliverer.load() == thread.rawValue
        }

        /// With the state lock held: whether any thread holds delivery.
        @inlinable
        var isDeliveryHeld: Bool {
            deliverer.load() != 0
        }

        /// Nothing is published here: always ``OpenDeliveryAttempt/locked``.
        @inlinable
        func tryBeginOpenDelivery(on thread: ThreadIdentity) -> OpenDeliveryAttempt {
            .locked
        }

        /// Nothing is published here: always `false` (take the state lock, then
        /// ``unlockDeliveryAndState(publishing:)``).
        @inlinable
        func tryEndDelivery() -> Bool {
            false
        }

        /// Whether the conduit has published that it finished: never here (nothing is published).
        @inlinable
        var hasEnded: Bool {
            false
        }

        /// Lets go of delivery, held without the state lock, after the conduit finished.
        @inlinable
        func endFinishedDelivery() {
            deliverer.store(0)
            deliveryLock.unlock()
        }

        /// Takes the state lock (whether or not a delivery runs).
        @inlinable
        func lockState() {
            stateLock.lock()
        }

        /// Lets go of the state lock (keeping delivery, if this thread holds it).
        @inlinable
        func unlockState(publishing published: UInt) {
            stateLock.unlock()
        }

        /// Waits for any delivery to return, then holds delivery (as `thread`) and the state lock.
        @inlinable
        func lockDeliveryAndState(on thread: ThreadIdentity) {
            deliveryLock.lock()
            stateLock.lock()
            deliverer.store(thread.rawValue)
        }

        /// Lets go of the state lock and of delivery.
        @inlinable
        func unlockDeliveryAndState(publishing published: UInt) {
            deliverer.store(0)
            stateLock.unlock()
            deliveryLock.unlock()
        }
    }

#else

    /// A subject conduit's state and delivery locks, in one inline word; see the file's comment.
    @usableFromInline
    struct ConduitLocks: ~Copyable, Sendable {
        @usableFromInline
        let word: Atomic<UInt>

        /// Creates the locks with delivery held by `thread` (not the state).
        @inlinable
        init(deliveringOn thread: ThreadIdentity) {
            word = Atomic(ConduitLockBits.owner(thread))
        }

        /// Whether `thread` holds delivery (a send from it now is re-entrant). Only that thread writes
        /// its own identity into the word, so it reads its own writes.
        @inlinable
        func isDelivering(on thread: ThreadIdentity) -> Bool {
            word.load(ordering: .relaxed) & ConduitLockBits.owner == ConduitLockBits.owner(thread)
        }

        /// With the state lock held: whether any thread holds delivery (stable while the state lock is
        /// held: delivery is only taken with the state lock free, and only let go of with it held or free).
        @inlinable
        var isDeliveryHeld: Bool {
            word.load(ordering: .relaxed) & ConduitLockBits.owner != 0
        }

        /// Takes delivery without the state lock if the conduit is open and neither lock is held: one
        /// atomic read-modify-write (none when the conduit has ended).
        @inlinable
        func tryBeginOpenDelivery(on thread: ThreadIdentity) -> OpenDeliveryAttempt {
            let current = word.load(ordering: .relaxed)
            if current & ConduitLockBits.ended != 0 {
                return .ended
            }
            let busy = ConduitLockBits.open | ConduitLockBits.state | ConduitLockBits.owner
            guard current & busy == ConduitLockBits.open else { return .locked }
            return word.compareExchange(
                expected: current, desired: current | ConduitLockBits.owner(thread), successOrdering: .acquiring,
                failureOrdering: .relaxed
            ).exchanged ? .began : .locked
        }

        /// Lets go of delivery without the state lock, unless the conduit may have ended meanwhile (the
        /// state lock is held, or the ended bit set: then whoever lets go of delivery releases the
        /// subscriber, which needs the state lock) or a thread may be parked: then returns `false`, and
        /// the caller takes the state lock and calls ``unlockDeliveryAndState(publishing:)``.
        @inlinable
        func tryEndDelivery() -> Bool {
            var current = word.load(ordering: .relaxed)
            let blocking = ConduitLockBits.state | UInt.parkedBit | ConduitLockBits.ended
            while current & blocking == 0 {
                let (exchanged, found) = word.compareExchange(
                    expected: current, desired: current & ~ConduitLockBits.owner, successOrdering: .releasing,
                    failureOrdering: .relaxed)
                if exchanged { return true }
                current = found
            }
            return false
        }

        /// Takes the state lock (whether or not a delivery runs).
        /// Whether the conduit has published that it finished (``ConduitLockBits/ended``): then, for
        /// the thread holding delivery, nothing but its own delivery uses the subscriber any more.
        @inlinable
        var hasEnded: Bool {
            word.load(ordering: .relaxed) & ConduitLockBits.ended != 0
        }

        /// Lets go of delivery, held without the state lock, after the conduit finished: one
        /// compare-and-swap (the state lock may be held meanwhile by a `request` or `cancel` that finds
        /// the conduit finished and changes nothing).
        @inlinable
        func endFinishedDelivery() {
            release(ConduitLockBits.owner, publishing: ConduitLockBits.ended)
        }

        @inlinable
        func lockState() {
            let current = word.load(ordering: .relaxed)
            if current & ConduitLockBits.state == 0,
                word.compareExchange(
                    expected: current, desired: current | ConduitLockBits.state, successOrdering: .acquiring,
                    failureOrdering: .relaxed
                ).exchanged
            {
                return
            }
            acquireSlow(waitingFor: ConduitLockBits.state, setting: ConduitLockBits.state)
        }

        /// Lets go of the state lock (keeping delivery, if this thread holds it), publishing `published`
        /// (see ``ConduitLockBits/published``).
        @inlinable
        func unlockState(publishing published: UInt) {
            release(ConduitLockBits.state, publishing: published)
        }

        /// Waits for any delivery and the state lock to be free, then holds delivery (as `thread`) and
        /// the state lock.
        @inlinable
        func lockDeliveryAndState(on thread: ThreadIdentity) {
            let both = ConduitLockBits.state | ConduitLockBits.owner(thread)
            let current = word.load(ordering: .relaxed)
            if current & (ConduitLockBits.state | ConduitLockBits.owner) == 0,
                word.compareExchange(
                    expected: current, desired: current | both, successOrdering: .acquiring, failureOrdering: .relaxed
                ).exchanged
            {
                return
            }
            acquireSlow(waitingFor: ConduitLockBits.state | ConduitLockBits.owner, setting: both)
        }

        /// Lets go of the state lock and of delivery, publishing `published`.
        @inlinable
        func unlockDeliveryAndState(publishing published: UInt) {
            release(ConduitLockBits.state | ConduitLockBits.owner, publishing: published)
        }

        /// Clears `bits` (held by this thread) and replaces the published bits, waking parked threads if
        /// there may be any.
        @inlinable
        func release(_ bits: UInt, publishing published: UInt) {
            let cleared = bits | ConduitLockBits.published
            var current = word.load(ordering: .relaxed)
            while current & UInt.parkedBit == 0 {
                let (exchanged, found) = word.compareExchange(
                    expected: current, desired: current & ~cleared | published, successOrdering: .releasing,
                    failureOrdering: .relaxed)
                if exchanged { return }
                current = found
            }
            releaseSlow(cleared, publishing: published)
        }

        @usableFromInline
        func releaseSlow(_ cleared: UInt, publishing published: UInt) {
            ParkingLot.release(word, clearing: cleared, setting: published)
        }

        /// Waits until none of `blocking` is set, then sets `bits` (spins, then parks: ``ParkingLot``).
        @usableFromInline
        func acquireSlow(waitingFor blocking: UInt, setting bits: UInt) {
            ParkingLot.acquire(word, waitingFor: blocking, adding: bits)
        }
    }

#endif
