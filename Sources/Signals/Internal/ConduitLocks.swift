#if !canImport(Darwin) && !SIGNALS_PORTABLE_LOCKS && canImport(Synchronization)
    import Synchronization
#endif

// The two locks of a subject's conduit (``SubjectConduitBase``), behind one type:
//
// - the *state* lock, held for a few instructions around the conduit's fields, never across a call out;
// - the *delivery* lock, held by the thread delivering to the subscriber across the call into it, so
//   that a thread sending meanwhile waits (parks) until that delivery returns (Combine's contract: a
//   subscriber's `receive` methods run one at a time).
//
// A delivery takes both, lets go of the state lock around the call into the subscriber, takes the
// state lock again to add the demand the subscriber returned, and lets go of both. `request` and
// `cancel` take the state lock only, so they never wait for a delivery.
//
// Where the locks live depends on the platform, in this file only:
// - Linux: one inline byte for both (bit 0: state held; bit 1: delivering; bit 2: a thread may be
//   parked), so a delivery costs four atomic read-modify-writes (take both, let go of the state, take
//   the state, let go of both) where two separate locks cost six. Contended waiters spin a little,
//   then park on ``ParkingLot``, as ``UnfairLock`` does; there is no priority inheritance.
// - Apple platforms (and Linux with `SIGNALS_PORTABLE_LOCKS`): two ``UnfairLock``s (`os_unfair_lock`,
//   which cannot share a word), the delivery lock taken first.

/// The bits of the Linux conduit lock word; see the file's comment.
@usableFromInline
enum ConduitLockBits {
    @usableFromInline
    static var state: UInt8 { 1 }
    @usableFromInline
    static var delivering: UInt8 { 2 }
    @usableFromInline
    static var parked: UInt8 { 4 }
}

#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS

    /// A subject conduit's state and delivery locks; see the file's comment.
    @usableFromInline
    struct ConduitLocks: ~Copyable, Sendable {
        @usableFromInline
        let stateLock = UnfairLock()
        @usableFromInline
        let deliveryLock: UnfairLock

        /// Creates the locks; with `delivering`, the creating thread holds delivery (not the state).
        @inlinable
        init(delivering: Bool) {
            deliveryLock = UnfairLock(held: delivering)
        }

        /// Takes the state lock (whether or not a delivery runs).
        @inlinable
        func lockState() {
            stateLock.lock()
        }

        /// Lets go of the state lock (keeping delivery, if this thread holds it).
        @inlinable
        func unlockState() {
            stateLock.unlock()
        }

        /// Waits for any delivery to return, then holds delivery and the state lock.
        @inlinable
        func lockDeliveryAndState() {
            deliveryLock.lock()
            stateLock.lock()
        }

        /// Lets go of the state lock and of delivery.
        @inlinable
        func unlockDeliveryAndState() {
            stateLock.unlock()
            deliveryLock.unlock()
        }
    }

#else

    /// A subject conduit's state and delivery locks, in one inline byte; see the file's comment.
    @usableFromInline
    struct ConduitLocks: ~Copyable, Sendable {
        @usableFromInline
        let word: Atomic<UInt8>

        /// Creates the locks; with `delivering`, the creating thread holds delivery (not the state).
        @inlinable
        init(delivering: Bool) {
            word = Atomic(delivering ? ConduitLockBits.delivering : 0)
        }

        /// Takes the state lock (whether or not a delivery runs).
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

        /// Lets go of the state lock (keeping delivery, if this thread holds it).
        @inlinable
        func unlockState() {
            release(ConduitLockBits.state)
        }

        /// Waits for any delivery to return, then holds delivery and the state lock.
        @inlinable
        func lockDeliveryAndState() {
            let both = ConduitLockBits.state | ConduitLockBits.delivering
            if word.compareExchange(
                expected: 0, desired: both, successOrdering: .acquiring, failureOrdering: .relaxed
            ).exchanged {
                return
            }
            acquireSlow(waitingFor: both, setting: both)
        }

        /// Lets go of the state lock and of delivery.
        @inlinable
        func unlockDeliveryAndState() {
            release(ConduitLockBits.state | ConduitLockBits.delivering)
        }

        /// Clears `bits` (held by this thread), waking parked threads if there may be any.
        @inlinable
        func release(_ bits: UInt8) {
            let current = word.load(ordering: .relaxed)
            if current & ConduitLockBits.parked == 0,
                word.compareExchange(
                    expected: current, desired: current & ~bits, successOrdering: .releasing,
                    failureOrdering: .relaxed
                ).exchanged
            {
                return
            }
            releaseSlow(bits)
        }

        @usableFromInline
        func releaseSlow(_ bits: UInt8) {
            var current = word.load(ordering: .relaxed)
            while true {
                let (exchanged, found) = word.compareExchange(
                    expected: current, desired: current & ~(bits | ConduitLockBits.parked),
                    successOrdering: .releasing, failureOrdering: .relaxed)
                if exchanged { break }
                current = found
            }
            if current & ConduitLockBits.parked != 0 {
                // Every parked thread wakes and parks again (setting the bit) if it still has to wait.
                ParkingLot.wakeAll(for: word)
            }
        }

        /// Waits until none of `blocking` is set, then sets `bits`: spins a few dozen times, then parks.
        @usableFromInline
        func acquireSlow(waitingFor blocking: UInt8, setting bits: UInt8) {
            var spins = 0
            while true {
                let current = word.load(ordering: .relaxed)
                if current & blocking == 0 {
                    if word.compareExchange(
                        expected: current, desired: current | bits, successOrdering: .acquiring,
                        failureOrdering: .relaxed
                    ).exchanged {
                        return
                    }
                    continue
                }
                if spins < 40 {
                    spins += 1
                    continue
                }
                ParkingLot.park(on: word, whileHeld: blocking, parked: ConduitLockBits.parked)
            }
        }
    }

#endif
