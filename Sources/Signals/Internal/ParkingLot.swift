// Used only by the inline locks that Signals uses on Linux (see UnfairLock.swift); Apple platforms use
// `os_unfair_lock`, which parks in the kernel itself.
#if !canImport(Darwin) && !SIGNALS_PORTABLE_LOCKS

    #if canImport(Synchronization)
        import Synchronization
    #endif
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// Where threads waiting for a contended inline lock word (``UnfairLock``, ``ConduitLocks``,
    /// ``SubjectSendLock``) sleep, and the slow paths those locks share: ``acquire(_:waitingFor:adding:)``
    /// (spin, then park) and ``release(_:clearing:setting:)`` (let go, then wake). Each lock keeps its
    /// own bit layout and passes the bits: which ones make a taker wait, what a taker adds, what a
    /// release clears and sets. The one bit they share is bit 1, "a thread may be parked"
    /// (``LockWord/parkedBit``). Each lock keeps its own uncontended fast path too (one atomic operation,
    /// inlined), and calls here only when that fails; ``SubjectSendLock``'s unlock has no slow path: its
    /// one atomic AND clears the lock and parked bits, and it calls ``wakeAll(for:)`` if the latter was set.
    ///
    /// Parking is a fixed table of pthread mutex and condition variable pairs, picked by the lock word's
    /// address. A waiter sets the word's parked bit under its slot's mutex and waits on the slot's
    /// condition while the word is still held; the releasing thread clears the bit and, if it was set,
    /// broadcasts on that slot. As the bit is set and checked under the slot's mutex, a wake-up is never
    /// lost. Unrelated locks that share a slot only cause spurious wake-ups, after which their waiters
    /// re-check and park again. The slot's mutex is held only around that check and the wait, never
    /// across a call out of the library; the lock word itself is held across a call out only by a subject
    /// conduit's delivery (``ConduitLocks``), so only a send waiting for a delivery can park for as long
    /// as a subscriber runs.
    ///
    /// What it does not do: inherit priority (a condition variable lends the holder of the lock word no
    /// priority), or hand the lock to one waiter (a release wakes every waiter of the slot, which race
    /// for the word).
    enum ParkingLot {
        private static let slotCount = 64

        /// How many times a waiter re-reads a held word before it parks: enough for a state lock's few
        /// instructions on another core, too few to burn a core while the holder is descheduled.
        private static var spinLimit: Int { 40 }

        /// One mutex and condition per slot, allocated once and never freed (they must not move).
        private final class Slots: @unchecked Sendable {
            // Safety: the pthread objects are only used through their own thread-safe functions.
            let mutexes: UnsafeMutablePointer<pthread_mutex_t>
            let conditions: UnsafeMutablePointer<pthread_cond_t>

            init(count: Int) {
                mutexes = .allocate(capacity: count)
                conditions = .allocate(capacity: count)
                for index in 0..<count {
                    let mutexStatus = pthread_mutex_init(mutexes + index, nil)
                    let conditionStatus = pthread_cond_init(conditions + index, nil)
                    precondition(mutexStatus == 0 && conditionStatus == 0, "pthread initialisation failed")
                }
            }
        }

        private static let slots = Slots(count: slotCount)

        private static func slot<Word: AtomicRepresentable>(for word: borrowing Atomic<Word>) -> Int {
            // Generic: only the word's address is used.
            let address = withUnsafePointer(to: word) { UInt(bitPattern: $0) }
            // Objects are at least 16-byte aligned; mix the bits above that.
            return Int((address >> 4) ^ (address >> 10)) & (slotCount - 1)
        }

        /// Waits until none of `blocking` is set in `word`, then adds `bits` to it, with acquiring ordering:
        /// re-reads the word up to ``spinLimit`` times while it is held, then parks (setting the parked bit),
        /// and tries again each time it is woken.
        ///
        /// Adding is setting for bits inside `blocking` (found clear): a lock bit, or a thread's identity
        /// in owner bits; above them it is counting (``SubjectSendLock``'s sends in progress).
        static func acquire<Word: LockWord>(
            _ word: borrowing Atomic<Word>, waitingFor blocking: Word, adding bits: Word
        ) {
            var spins = 0
            while true {
                let current = Word.load(word)
                if current & blocking == 0 {
                    if Word.compareExchangeAcquiring(word, expected: current, desired: current &+ bits).exchanged {
                        return
                    }
                    continue
                }
                if spins < spinLimit {
                    spins += 1
                    continue
                }
                park(on: word, whileHeld: blocking)
            }
        }

        /// Clears `bits` and the parked bit from `word` and sets `published`, with releasing ordering; if
        /// the parked bit was set, wakes every thread parked on the word's slot (each re-checks the word and
        /// parks again, setting the bit, if it still has to wait).
        static func release<Word: LockWord>(
            _ word: borrowing Atomic<Word>, clearing bits: Word, setting published: Word
        ) {
            var current = Word.load(word)
            while true {
                let desired = current & ~(bits | Word.parkedBit) | published
                let (exchanged, found) = Word.compareExchangeReleasing(word, expected: current, desired: desired)
                if exchanged { break }
                current = found
            }
            if current & Word.parkedBit != 0 {
                wakeAll(for: word)
            }
        }

        /// Sleeps until the lock word may have been released (none of `held` set), after setting its
        /// parked bit so that the releasing thread wakes this slot. Returns at once if the word is
        /// already free. One implementation for every word size (``UnfairLock``'s byte, ``ConduitLocks``'
        /// and ``SubjectSendLock``'s machine word).
        static func park<Word: LockWord>(on word: borrowing Atomic<Word>, whileHeld held: Word) {
            park(slot: slot(for: word)) {
                var current = Word.load(word)
                while current & held != 0 {
                    if current & Word.parkedBit != 0 { return true }
                    let (exchanged, found) = Word.compareExchange(
                        word, expected: current, desired: current | Word.parkedBit)
                    if exchanged { return true }
                    current = found
                }
                return false
            }
        }

        /// Under the slot's mutex, runs `markParked` (which sets the word's parked bit and returns
        /// `true` if the lock is still held, or returns `false` if it is free), then waits if asked to.
        private static func park(slot index: Int, markParked: () -> Bool) {
            let mutex = slots.mutexes + index
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            if markParked() {
                pthread_cond_wait(slots.conditions + index, mutex)
            }
        }

        /// Wakes every thread parked on the lock word's slot.
        static func wakeAll<Word: AtomicRepresentable>(for word: borrowing Atomic<Word>) {
            let index = slot(for: word)
            let mutex = slots.mutexes + index
            pthread_mutex_lock(mutex)
            pthread_cond_broadcast(slots.conditions + index)
            pthread_mutex_unlock(mutex)
        }
    }

#endif
