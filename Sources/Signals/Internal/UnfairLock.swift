#if canImport(Darwin)
    import Darwin
#elseif SIGNALS_PORTABLE_LOCKS && canImport(Glibc)
    import Glibc
#elseif SIGNALS_PORTABLE_LOCKS && canImport(Musl)
    import Musl
#elseif canImport(Synchronization)
    import Synchronization
#endif

// The lock every Signals object guards its state with; `withLock`, `lock` and `unlock` are its only
// doors. Which primitive it is depends on the platform, in this file only:
//
// - Apple platforms: `os_unfair_lock`, in memory of its own (`allocate`, as swift-nio's `NIOLock`,
//   OpenCombine and Apple's `OSAllocatedUnfairLock` do): the lock must never move, and the address of a
//   Swift stored property is not stable. It exists from iOS 10 / macOS 10.12, parks a waiting thread in
//   the kernel, and donates the waiter's priority to the holder (no priority inversion).
//   `Synchronization.Atomic`, which would let it live inline, needs iOS 18 / macOS 15.
// - Linux (and other platforms with `Synchronization`): a one-byte lock word inline in the object (an
//   `Atomic<UInt8>`), parking contended waiters on ``ParkingLot``. No allocation, which matters for
//   per-subscription memory, and measured fastest (Benchmarks S1–S6). It does NOT inherit priority: a
//   parked waiter sleeps on a condition variable shared with unrelated locks, and the holder keeps its
//   own priority, so a high-priority waiter can wait for a low-priority holder that a medium-priority
//   thread preempts (what it does avoid is spinning: a waiter never burns a core while the holder is
//   descheduled, the failure that deprecated `OSSpinLock`).
// - `-Xswiftc -DSIGNALS_PORTABLE_LOCKS` on Linux builds the Apple design instead, with an error-checking
//   `pthread_mutex_t` in place of `os_unfair_lock`, so that the Apple path's logic is tested here (CI
//   runs the Signals tests with it under ThreadSanitizer). Like `os_unfair_lock`, which traps when a
//   thread unlocks a lock it does not hold or locks one it holds, the error-checking mutex reports both,
//   and the lock traps on them.
//
// Two kinds of use, and only two:
// - a *state* lock, held for a few instructions around reads and writes of fields, never across a call
//   out of the library (upstream, downstream, user closures, scheduler), so it cannot deadlock through
//   re-entrance and a waiter waits for instructions, not for user code;
// - on Apple platforms (and with `SIGNALS_PORTABLE_LOCKS`), a subject conduit's *delivery* lock (see
//   ``ConduitLocks``; on Linux that lock shares one word with the conduit's state lock), which IS held
//   across the call into the subscriber, as Combine holds its per-subscription downstream lock: a thread
//   that sends into the subject meanwhile parks until that delivery returns, so a subscriber that blocks
//   waiting for such a thread deadlocks, as it does with Combine. The delivering thread itself never
//   takes it again (a re-entrant send is recognised by ``ThreadIdentity`` and does not lock).

#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS

    /// A lock that blocks (never spins without bound): on Apple platforms an `os_unfair_lock` (waiters
    /// park in the kernel and donate their priority to the holder), elsewhere (with
    /// `SIGNALS_PORTABLE_LOCKS`) an error-checking `pthread_mutex_t` (waiters park on a futex; no
    /// priority inheritance), each in an allocation of its own so that it never moves.
    ///
    /// Used as a state lock (never held across a call out) or as a subject conduit's delivery lock (held
    /// across the call into the subscriber); see the file's comment. It is not recursive, and the thread
    /// that locks it unlocks it.
    @usableFromInline
    struct UnfairLock: ~Copyable, @unchecked Sendable {
        // Safety: the primitive is only used through its own thread-safe functions.
        #if canImport(Darwin)
            @usableFromInline
            typealias Primitive = os_unfair_lock
        #else
            @usableFromInline
            typealias Primitive = pthread_mutex_t
        #endif

        @usableFromInline
        let primitive: UnsafeMutablePointer<Primitive>

        @inlinable
        init() {
            primitive = .allocate(capacity: 1)
            #if canImport(Darwin)
                primitive.initialize(to: os_unfair_lock())
            #else
                Self.initializeMutex(primitive)
            #endif
        }

        /// Creates a lock that the creating thread already holds.
        @inlinable
        init(held: Bool) {
            self.init()
            if held {
                lock()
            }
        }

        deinit {
            #if !canImport(Darwin)
                let status = pthread_mutex_destroy(primitive)
                precondition(status == 0, "UnfairLock destroyed while held (\(status))")
            #endif
            primitive.deinitialize(count: 1)
            primitive.deallocate()
        }

        /// Acquires the lock.
        @inlinable
        func lock() {
            #if canImport(Darwin)
                os_unfair_lock_lock(primitive)
            #else
                let status = pthread_mutex_lock(primitive)
                precondition(status == 0, "UnfairLock locked again by the thread holding it (\(status))")
            #endif
        }

        /// Releases the lock; only the thread that acquired it may.
        @inlinable
        func unlock() {
            #if canImport(Darwin)
                os_unfair_lock_unlock(primitive)
            #else
                let status = pthread_mutex_unlock(primitive)
                precondition(status == 0, "UnfairLock unlocked by a thread not holding it (\(status))")
            #endif
        }

        /// Runs `body` with the lock held (a state lock's door: `body` must not call out of the library).
        @inlinable
        func withLock<R>(_ body: () throws -> R) rethrows -> R {
            lock()
            defer { unlock() }
            return try body()
        }

        #if !canImport(Darwin)
            @usableFromInline
            static func initializeMutex(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
                var attributes = pthread_mutexattr_t()
                pthread_mutexattr_init(&attributes)
                pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
                let status = pthread_mutex_init(mutex, &attributes)
                pthread_mutexattr_destroy(&attributes)
                precondition(status == 0, "pthread_mutex_init failed (\(status))")
            }
        #endif
    }

#else

    /// A small inline lock, which blocks (never spins without bound).
    ///
    /// It lives inside the object it guards (one byte, no allocation), which matters for per-subscription
    /// memory. Uncontended, locking is one compare-and-swap and unlocking one compare-and-swap.
    /// Contended, a thread spins a few dozen times, then parks in the kernel on a shared ``ParkingLot``
    /// (a pthread mutex and condition variable per slot, shared by every lock whose address maps to the
    /// slot), so a waiting thread never burns a core while the holder is descheduled. Unlike
    /// `os_unfair_lock` it does not inherit priority: the holder runs at its own priority whoever
    /// waits, and a release wakes every thread parked on the slot, which compete again.
    ///
    /// Every acquire and release is an atomic operation with acquire/release ordering in our own
    /// (instrumented) code, so ThreadSanitizer sees the happens-before edges (unlike
    /// `Synchronization.Mutex`, whose futex hand-off is invisible to TSan on Linux).
    ///
    /// Used as a state lock only (never held across a call out; a subject conduit's delivery lock is
    /// part of ``ConduitLocks`` on Linux); see the file's comment. It is not recursive, and the thread
    /// that locks it unlocks it (as `os_unfair_lock` requires on Apple platforms).
    @usableFromInline
    struct UnfairLock: ~Copyable, Sendable {
        /// `0` free; bit 0 set: held; bit 1 set: a thread may be parked waiting for it
        /// (``LockWord/parkedBit``).
        @usableFromInline
        let word: Atomic<UInt8>

        @usableFromInline
        static var held: UInt8 { 1 }

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
            ParkingLot.acquire(word, waitingFor: Self.held, adding: Self.held)
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
            ParkingLot.release(word, clearing: Self.held, setting: 0)
        }

        /// Runs `body` with the lock held (a state lock's door: `body` must not call out of the library).
        @inlinable
        func withLock<R>(_ body: () throws -> R) rethrows -> R {
            lock()
            defer { unlock() }
            return try body()
        }
    }

#endif
