#if canImport(Combine)
    #if canImport(Darwin)
        import Darwin
    #elseif canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// The bridge's own small mutex: `os_unfair_lock` on Apple platforms, `pthread_mutex_t` elsewhere (the
    /// bridge is built on Linux against a stand-in `Combine`), allocated once so that it never moves.
    ///
    /// A contended lock parks the waiting thread in the kernel. Discipline: hold it only to read or move
    /// out state, never while calling out (upstream, downstream, a subject); it is not recursive.
    /// Signals' own locks are internal to Signals, so the bridge does not use them.
    struct BridgeLock: ~Copyable {
        #if canImport(Darwin)
            private let primitive: UnsafeMutablePointer<os_unfair_lock>
        #else
            private let primitive: UnsafeMutablePointer<pthread_mutex_t>
        #endif

        init() {
            primitive = .allocate(capacity: 1)
            #if canImport(Darwin)
                primitive.initialize(to: os_unfair_lock())
            #else
                primitive.initialize(to: pthread_mutex_t())
                let status = pthread_mutex_init(primitive, nil)
                precondition(status == 0, "pthread_mutex_init failed with error \(status)")
            #endif
        }

        deinit {
            #if !canImport(Darwin)
                pthread_mutex_destroy(primitive)
            #endif
            primitive.deinitialize(count: 1)
            primitive.deallocate()
        }

        /// Runs `body` with the lock held. `body` must not call out of the bridge.
        func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
            #if canImport(Darwin)
                os_unfair_lock_lock(primitive)
                defer { os_unfair_lock_unlock(primitive) }
            #else
                pthread_mutex_lock(primitive)
                defer { pthread_mutex_unlock(primitive) }
            #endif
            return try body()
        }
    }
#endif
