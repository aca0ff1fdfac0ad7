import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small inline lock for very short critical sections.
///
/// It lives inside the object it guards (one byte, no allocation), which matters for per-subscription
/// memory. It spins briefly, then yields the processor. Every acquire and release is an atomic operation
/// with acquire/release ordering, so ThreadSanitizer sees the happens-before edges (unlike
/// `Synchronization.Mutex`, whose futex hand-off is invisible to TSan on Linux).
///
/// Discipline: never call out (upstream, downstream, user closures) while holding it.
@usableFromInline
struct UnfairLock: ~Copyable, Sendable {
    @usableFromInline
    let word = Atomic<UInt8>(0)

    @inlinable
    init() {}

    /// Acquires the lock.
    @inlinable
    func lock() {
        if word.compareExchange(expected: 0, desired: 1, successOrdering: .acquiring, failureOrdering: .relaxed)
            .exchanged
        {
            return
        }
        lockSlow()
    }

    @usableFromInline
    func lockSlow() {
        var spins = 0
        while true {
            if word.load(ordering: .relaxed) == 0,
                word.compareExchange(expected: 0, desired: 1, successOrdering: .acquiring, failureOrdering: .relaxed)
                    .exchanged
            {
                return
            }
            spins += 1
            if spins > 64 {
                sched_yield()
            }
        }
    }

    /// Releases the lock.
    @inlinable
    func unlock() {
        word.store(0, ordering: .releasing)
    }

    /// Runs `body` with the lock held. `body` must not call out of the library.
    @inlinable
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}
