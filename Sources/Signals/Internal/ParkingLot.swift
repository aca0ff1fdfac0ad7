// Used only by the inline lock that Signals uses on Linux (see UnfairLock.swift); Apple platforms use
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

    /// Where threads waiting for a contended ``UnfairLock`` or ``ConduitLocks`` sleep: a fixed table of pthread mutex and
    /// condition variable pairs, picked by the lock word's address.
    ///
    /// A waiter sets the lock's `parked` bit under its slot's mutex and waits on the slot's condition
    /// while the lock is still held; the releasing thread sees the bit and broadcasts on that slot. As the
    /// bit is set and checked under the slot's mutex, a wake-up is never lost. Unrelated locks that share
    /// a slot only cause spurious wake-ups, after which their waiters re-check and park again.
    ///
    /// What it does not do: inherit priority (a condition variable lends the holder of the lock word no
    /// priority; the slot's pthread mutex is held only around the check and the wait), or hand the lock
    /// to one waiter (``wakeAll(for:)`` wakes every waiter of the slot, which race for the word).
    enum ParkingLot {
        private static let slotCount = 64

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

        /// Sleeps until the lock word may have been released (none of `held` set), after setting its
        /// `parked` bit so that the releasing thread wakes this slot. Returns at once if the word is
        /// already free. One implementation for every word size (``UnfairLock``'s byte, ``ConduitLocks``'
        /// and ``SubjectSendLock``'s machine word).
        static func park<Word: LockWord>(on word: borrowing Atomic<Word>, whileHeld held: Word, parked: Word) {
            park(slot: slot(for: word)) {
                var current = Word.load(word)
                while current & held != 0 {
                    if current & parked != 0 { return true }
                    let (exchanged, found) = Word.compareExchange(word, expected: current, desired: current | parked)
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
