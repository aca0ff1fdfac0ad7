import Synchronization

/// A small inline lock for very short critical sections, which blocks (never spins without bound).
///
/// It lives inside the object it guards (one byte, no allocation), which matters for per-subscription
/// memory. Uncontended, locking is one compare-and-swap and unlocking one atomic exchange. Contended,
/// a thread spins a few dozen times, then parks in the kernel on a shared ``ParkingLot`` (a pthread
/// mutex and condition variable), so a waiting thread never burns a core or starves the holder
/// (the priority inversion that deprecated `OSSpinLock`).
///
/// Every acquire and release is an atomic operation with acquire/release ordering in our own
/// (instrumented) code, so ThreadSanitizer sees the happens-before edges (unlike
/// `Synchronization.Mutex`, whose futex hand-off is invisible to TSan on Linux).
///
/// Discipline: never call out (upstream, downstream, user closures) while holding it. It is not
/// recursive.
@usableFromInline
struct UnfairLock: ~Copyable, Sendable {
    /// `0` free; bit 0 set: held; bit 1 set: a thread may be parked waiting for it.
    @usableFromInline
    let word: Atomic<UInt8>

    @usableFromInline
    static var held: UInt8 { 1 }
    @usableFromInline
    static var parked: UInt8 { 2 }

    @inlinable
    init() {
        word = Atomic(0)
    }

    /// Creates a lock that the creating thread already holds.
    @inlinable
    init(held: Bool) {
        word = Atomic(held ? Self.held : 0)
    }

    /// Acquires the lock.
    @inlinable
    func lock() {
        if word.compareExchange(
            expected: 0, desired: Self.held, successOrdering: .acquiring, failureOrdering: .relaxed
        ).exchanged {
            return
        }
        lockSlow()
    }

    @usableFromInline
    func lockSlow() {
        var spins = 0
        while true {
            let current = word.load(ordering: .relaxed)
            if current & Self.held == 0 {
                if word.compareExchange(
                    expected: current, desired: current | Self.held, successOrdering: .acquiring,
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
            ParkingLot.park(on: word, whileHeld: Self.held, parked: Self.parked)
        }
    }

    /// Releases the lock, waking parked threads if there are any.
    @inlinable
    func unlock() {
        if word.compareExchange(
            expected: Self.held, desired: 0, successOrdering: .releasing, failureOrdering: .relaxed
        ).exchanged {
            return
        }
        unlockSlow()
    }

    @usableFromInline
    func unlockSlow() {
        // Clears both bits: every parked thread is woken and re-parks (setting the bit again) if it
        // loses the race for the lock.
        let previous = word.exchange(0, ordering: .releasing)
        if previous & Self.parked != 0 {
            ParkingLot.wakeAll(for: word)
        }
    }

    /// Runs `body` with the lock held. `body` must not call out of the library.
    @inlinable
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}
