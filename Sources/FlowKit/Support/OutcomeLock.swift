#if canImport(Darwin)
    import Darwin
#elseif canImport(Synchronization)
    import Synchronization
#endif

/// The lock of an ``OutcomeCell`` and of its subscriptions: `withLock` is its only door. Which primitive
/// it is depends on the platform, in this file only: on Apple platforms an `os_unfair_lock` in memory of
/// its own (from iOS 10 / macOS 10.12; a lock must never move, and a stored property's address is not
/// stable), elsewhere a `Synchronization.Mutex` inline (Apple platforms have it only from iOS 18 /
/// macOS 15).
///
/// Discipline: never call out while holding it; it is not recursive.
struct OutcomeLock: ~Copyable, @unchecked Sendable {
    // Safety: the primitive is used only through its own thread-safe functions.
    #if canImport(Darwin)
        private let primitive: UnsafeMutablePointer<os_unfair_lock>

        init() {
            primitive = .allocate(capacity: 1)
            primitive.initialize(to: os_unfair_lock())
        }

        deinit {
            primitive.deinitialize(count: 1)
            primitive.deallocate()
        }

        /// Runs `body` holding the lock.
        func withLock<T>(_ body: () -> sending T) -> sending T {
            os_unfair_lock_lock(primitive)
            defer { os_unfair_lock_unlock(primitive) }
            return body()
        }
    #else
        private let mutex = Mutex(())

        init() {}

        /// Runs `body` holding the lock.
        func withLock<T>(_ body: () -> sending T) -> sending T {
            mutex.withLock { _ in body() }
        }
    #endif
}
