#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS
    import CSignalsAtomics
#elseif canImport(Synchronization)
    import Synchronization
#endif

// The lock of a ``PassthroughSubject``, which also counts the sends in progress.
//
// A send reads the subject's subscriber list (a ``ConduitList``, one word: the lock *publishes* it)
// without holding the lock across its deliveries (a subscriber may subscribe, cancel or send from inside
// one): it *begins a send*, which waits for the lock to be free, counts the send in and reads the
// published list, delivers, and *ends* the send.
// Whoever changes the list holds the lock, and asks whether a send is in progress: if none, it changes
// the list in place; if any, it changes a copy, and *retires* the list the sends may be reading (it is
// freed by whoever next finds, with the lock held, that no send is in progress; the retirement is
// recorded as the lock is let go (``SubjectSendLock/unlockRetiring()``), unless the sends ended
// meanwhile: then the one who retired frees it; the send that ends last after a recorded retirement is
// told so by ``SubjectSendLock/endSend()``). So a list a send reads never
// changes under it, and no send needs a retain of the list. The lock is a state lock: never held
// across a call out, so a thread that waits for it waits for a few instructions; a begun send never
// makes anybody wait.
//
// Where the count lives depends on the platform, in this file only:
// - Linux: in the lock's own word (an `Atomic<UInt>`): bit 0 the lock, bit 1 "a thread may be parked",
//   bit 2 "a list is retired", bits 3 and 4 "a subscriber has had demand" and "an upstream subscription
//   was added" (a first demand is recorded without the lock, one atomic operation, and whichever of the
//   two comes second asks the upstreams), the count of sends above. Beginning a send is one compare-and-swap,
//   ending it one subtraction: two atomic read-modify-writes per send, where the lock and a retained
//   copy of the list took four. Retiring a list is recorded in the compare-and-swap that lets go of
//   the lock. The last send to end after a retirement counts itself out, takes the lock (if it is free)
//   and clears the mark in one compare-and-swap, to free the retired lists. Waiters spin a little, then
//   park on ``ParkingLot``, as ``UnfairLock`` does; there is no priority inheritance.
// - Apple platforms (and Linux with `SIGNALS_PORTABLE_LOCKS`): an ``UnfairLock`` (`os_unfair_lock`,
//   which donates a waiter's priority to the holder) and a count kept under it in an ``AtomicWord``;
//   beginning and ending a send each take the lock, four atomic operations per send as before.

/// What the caller of ``SubjectSendLock/endSend()`` does next.
@usableFromInline
enum SendEnd {
    /// Nothing: another send is in progress, or no list is retired.
    case done
    /// Free the retired lists: take the lock and check again that no send is in progress (the lock was
    /// held when this send ended, so another may have begun since).
    case freeRetired
    /// Free the retired lists, with the lock, which the end of the send took: no send is in progress
    /// and the retired mark is cleared; take the lists, let go of the lock, then free them.
    case freeRetiredHoldingLock
}

/// The bits of a ``SubjectSendLock``'s word; see the file's comment.
@usableFromInline
enum SubjectSendLockBits {
    /// The lock is held.
    @usableFromInline
    static var locked: UInt { 1 }
    /// A list was retired and is not freed yet.
    @usableFromInline
    static var retired: UInt { 4 }
    /// A subscriber has had demand (set once, without the lock on Linux: ``SubjectSendLock/recordDemand()``).
    @usableFromInline
    static var demanded: UInt { 8 }
    /// The subject has had an upstream subscription (set once, with the lock).
    @usableFromInline
    static var upstream: UInt { 16 }
    /// One send in progress.
    @usableFromInline
    static var oneSend: UInt { 32 }
}

#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS

    /// A subject's lock with a count of sends in progress; see the file's comment.
    @usableFromInline
    struct SubjectSendLock: ~Copyable, Sendable {
        @usableFromInline
        let mutex = UnfairLock()
        /// The retired bit and the count of sends (the Linux word's layout, without the low two bits'
        /// use), read and written with `mutex` held.
        @usableFromInline
        let word = AtomicWord(0)
        /// The published list's buffer address, read and written with `mutex` held.
        @usableFromInline
        let list = AtomicWord(0)

        @inlinable
        init() {}

        /// With the lock held: the published list.
        @inlinable
        var conduits: ConduitList {
            ConduitList(base: UnsafeMutableRawPointer(bitPattern: list.load()))
        }

        /// With the lock held: makes `conduits` the list later sends read.
        @inlinable
        func publish(_ conduits: ConduitList) {
            list.store(UInt(bitPattern: conduits.base))
        }

        /// Takes the lock.
        @inlinable
        func lock() {
            mutex.lock()
        }

        /// Lets go of the lock.
        @inlinable
        func unlock() {
            mutex.unlock()
        }

        /// With the lock held: whether a send is in progress (then a list it may read must not change).
        @inlinable
        var isSending: Bool {
            word.load() >= SubjectSendLockBits.oneSend
        }

        /// With the lock held, after retiring a list: records the retirement and lets go of the lock, so
        /// that the last send to end frees the retired lists; `false` if no send is in progress any more
        /// (the caller still holds the lock, and frees them itself).
        @inlinable
        func unlockRetiring() -> Bool {
            let current = word.load()
            guard current >= SubjectSendLockBits.oneSend else { return false }
            word.store(current | SubjectSendLockBits.retired)
            mutex.unlock()
            return true
        }

        /// With the lock held and no send in progress: records that the retired lists are being freed.
        @inlinable
        func clearRetired() {
            word.store(word.load() & ~SubjectSendLockBits.retired)
        }

        /// With the lock held: whether a subscriber has had demand.
        @inlinable
        var hasDemand: Bool {
            word.load() & SubjectSendLockBits.demanded != 0
        }

        /// With a conduit's lock held, on its first demand: here the demand is recorded with the lock, by
        /// ``markDemanded()``; always `true` (the caller then asks the upstreams, taking the lock).
        @inlinable
        func recordDemand() -> Bool {
            true
        }

        /// With the lock held: records that a subscriber has had demand.
        @inlinable
        func markDemanded() {
            word.store(word.load() | SubjectSendLockBits.demanded)
        }

        /// With the lock held, after an upstream subscription was added: records it; `true` if a
        /// subscriber has had demand (the caller asks the upstreams not asked yet).
        @inlinable
        func recordUpstream() -> Bool {
            word.store(word.load() | SubjectSendLockBits.upstream)
            return hasDemand
        }

        /// Waits for the lock to be free, counts a send in, and returns the list it reads (which does
        /// not change, nor is freed, until the send is counted out).
        @inlinable
        func beginSend() -> ConduitList {
            mutex.lock()
            word.store(word.load() + SubjectSendLockBits.oneSend)
            let conduits = self.conduits
            mutex.unlock()
            return conduits
        }

        /// Counts a send out. If it was the last one in progress and a list is retired, it keeps the
        /// lock and clears the mark: the caller frees the retired lists (``SendEnd``).
        @inlinable
        func endSend() -> SendEnd {
            mutex.lock()
            let previous = word.load()
            let recorded = SubjectSendLockBits.demanded | SubjectSendLockBits.upstream
            if previous & ~recorded == SubjectSendLockBits.oneSend | SubjectSendLockBits.retired {
                word.store(previous & recorded)
                return .freeRetiredHoldingLock
            }
            word.store(previous - SubjectSendLockBits.oneSend)
            mutex.unlock()
            return .done
        }
    }

#else

    /// A subject's lock with a count of sends in progress, in one inline word; see the file's comment.
    @usableFromInline
    struct SubjectSendLock: ~Copyable, Sendable {
        @usableFromInline
        let word = Atomic<UInt>(0)
        /// The published list's buffer address: written with the lock held (releasing), read by a send
        /// once counted in (acquiring).
        @usableFromInline
        let list = Atomic<UInt>(0)

        @inlinable
        init() {}

        /// With the lock held: the published list.
        @inlinable
        var conduits: ConduitList {
            ConduitList(base: UnsafeMutableRawPointer(bitPattern: list.load(ordering: .relaxed)))
        }

        /// With the lock held: makes `conduits` the list later sends read (a send counted in before may
        /// read the old one or this one: the old one is retired, not freed, while it is counted in).
        @inlinable
        func publish(_ conduits: ConduitList) {
            list.store(UInt(bitPattern: conduits.base), ordering: .releasing)
        }

        /// Takes the lock (sends may be in progress).
        @inlinable
        func lock() {
            let current = word.load(ordering: .relaxed)
            if current & SubjectSendLockBits.locked == 0,
                word.compareExchange(
                    expected: current, desired: current | SubjectSendLockBits.locked, successOrdering: .acquiring,
                    failureOrdering: .relaxed
                ).exchanged
            {
                return
            }
            acquireSlow(adding: SubjectSendLockBits.locked)
        }

        /// Lets go of the lock, waking parked threads if there may be any.
        @inlinable
        func unlock() {
            let cleared = SubjectSendLockBits.locked | UInt.parkedBit
            let previous = word.bitwiseAnd(~cleared, ordering: .releasing).oldValue
            if previous & UInt.parkedBit != 0 {
                wakeAll()
            }
        }

        /// Wakes the threads parked on the word (``ParkingLot``), after ``unlock()`` cleared the parked bit.
        @usableFromInline
        func wakeAll() {
            ParkingLot.wakeAll(for: word)
        }

        /// With the lock held: whether a send is in progress (then a list it may read must not change).
        /// Acquiring: what an ended send read happens before whatever the caller frees next.
        @inlinable
        var isSending: Bool {
            word.load(ordering: .acquiring) >= SubjectSendLockBits.oneSend
        }

        /// With the lock held, after retiring a list: records the retirement and lets go of the lock in
        /// one compare-and-swap, so that the last send to end frees the retired lists; `false` if no send
        /// is in progress any more (a send may end while the lock is held: the caller still holds the
        /// lock, and frees them itself).
        @inlinable
        func unlockRetiring() -> Bool {
            var current = word.load(ordering: .relaxed)
            while current >= SubjectSendLockBits.oneSend {
                let desired = current & ~(SubjectSendLockBits.locked | UInt.parkedBit) | SubjectSendLockBits.retired
                let (exchanged, found) = word.compareExchange(
                    expected: current, desired: desired, successOrdering: .releasing, failureOrdering: .relaxed)
                if exchanged {
                    if current & UInt.parkedBit != 0 {
                        wakeAll()
                    }
                    return true
                }
                current = found
            }
            return false
        }

        /// With the lock held and no send in progress: records that the retired lists are being freed.
        @inlinable
        func clearRetired() {
            // The mark is recorded as the lock is let go: lists retired under this hold have none yet.
            if word.load(ordering: .relaxed) & SubjectSendLockBits.retired != 0 {
                word.bitwiseAnd(~SubjectSendLockBits.retired, ordering: .relaxed)
            }
        }

        /// Whether a subscriber has had demand.
        @inlinable
        var hasDemand: Bool {
            word.load(ordering: .relaxed) & SubjectSendLockBits.demanded != 0
        }

        /// With a conduit's lock held (not this one), on its first demand: records that a subscriber has
        /// had demand, with no lock: one atomic operation the first time, none after. `true` if an
        /// upstream subscription was recorded before (``recordUpstream()``) and the caller must ask the
        /// upstreams not asked yet. Demand and upstreams are recorded in the same word: of a first
        /// demand and a first upstream racing, the second to be recorded sees the first.
        @inlinable
        func recordDemand() -> Bool {
            guard word.load(ordering: .relaxed) & SubjectSendLockBits.demanded == 0 else { return false }
            let previous = word.bitwiseOr(SubjectSendLockBits.demanded, ordering: .sequentiallyConsistent).oldValue
            let flags = SubjectSendLockBits.demanded | SubjectSendLockBits.upstream
            return previous & flags == SubjectSendLockBits.upstream
        }

        /// With the lock held: records that a subscriber has had demand (already recorded by
        /// ``recordDemand()``: nothing to do then).
        @inlinable
        func markDemanded() {
            if !hasDemand {
                word.bitwiseOr(SubjectSendLockBits.demanded, ordering: .sequentiallyConsistent)
            }
        }

        /// With the lock held, after an upstream subscription was added: records it; `true` if a
        /// subscriber has had demand (the caller asks the upstreams not asked yet).
        @inlinable
        func recordUpstream() -> Bool {
            let current = word.load(ordering: .relaxed)
            guard current & SubjectSendLockBits.upstream == 0 else {
                return current & SubjectSendLockBits.demanded != 0
            }
            let previous = word.bitwiseOr(SubjectSendLockBits.upstream, ordering: .sequentiallyConsistent).oldValue
            return previous & SubjectSendLockBits.demanded != 0
        }

        /// Waits for the lock to be free, counts a send in (one compare-and-swap), and returns the list
        /// it reads (which is not freed until the send is counted out).
        @inlinable
        func beginSend() -> ConduitList {
            let current = word.load(ordering: .relaxed)
            if current & SubjectSendLockBits.locked == 0,
                word.compareExchange(
                    expected: current, desired: current + SubjectSendLockBits.oneSend, successOrdering: .acquiring,
                    failureOrdering: .relaxed
                ).exchanged
            {
                return ConduitList(base: UnsafeMutableRawPointer(bitPattern: list.load(ordering: .acquiring)))
            }
            acquireSlow(adding: SubjectSendLockBits.oneSend)
            return ConduitList(base: UnsafeMutableRawPointer(bitPattern: list.load(ordering: .acquiring)))
        }

        /// Counts a send out; if it was the last one in progress and a list is retired, the caller frees
        /// the retired lists (``SendEnd``), holding the lock if it was free: then one compare-and-swap
        /// counts the send out, takes the lock and clears the retired mark. With nothing retired (the
        /// common path) one subtraction; if a list is retired meanwhile, a second operation takes the
        /// lock as before.
        @inlinable
        func endSend() -> SendEnd {
            // The count of sends and the retired bit: everything but the flags that do not change how a
            // send ends.
            let flags = SubjectSendLockBits.locked | UInt.parkedBit | SubjectSendLockBits.demanded
            let sendsAndRetired = ~(flags | SubjectSendLockBits.upstream)
            let lastAfterRetirement = SubjectSendLockBits.oneSend | SubjectSendLockBits.retired
            var current = word.load(ordering: .relaxed)
            if current & SubjectSendLockBits.retired == 0 {
                let previous = word.wrappingSubtract(SubjectSendLockBits.oneSend, ordering: .releasing).oldValue
                guard previous & sendsAndRetired == lastAfterRetirement else { return .done }
                return takeLockToFreeRetired(previous - SubjectSendLockBits.oneSend)
            }
            while true {
                let last = current & sendsAndRetired == lastAfterRetirement
                let takesLock = last && current & SubjectSendLockBits.locked == 0
                let counted = current - SubjectSendLockBits.oneSend
                let desired = takesLock ? counted & ~SubjectSendLockBits.retired | SubjectSendLockBits.locked : counted
                let (exchanged, found) = word.compareExchange(
                    expected: current, desired: desired, successOrdering: .acquiringAndReleasing,
                    failureOrdering: .relaxed)
                if exchanged {
                    return takesLock ? .freeRetiredHoldingLock : last ? .freeRetired : .done
                }
                current = found
            }
        }

        /// After the last send was counted out with a list retired (`current`, the word then): takes the
        /// lock and clears the mark if the lock is free, else leaves the freeing to the caller.
        @inlinable
        func takeLockToFreeRetired(_ current: UInt) -> SendEnd {
            if current & SubjectSendLockBits.locked == 0,
                word.compareExchange(
                    expected: current,
                    desired: current & ~SubjectSendLockBits.retired | SubjectSendLockBits.locked,
                    successOrdering: .acquiring, failureOrdering: .relaxed
                ).exchanged
            {
                return .freeRetiredHoldingLock
            }
            return .freeRetired  // the word changed meanwhile: take the lock and check again
        }

        /// Waits until the lock is free, then adds `bits` (the lock, or one send): spins, then parks
        /// (``ParkingLot``).
        @usableFromInline
        func acquireSlow(adding bits: UInt) {
            ParkingLot.acquire(word, waitingFor: SubjectSendLockBits.locked, adding: bits)
        }
    }

#endif
