#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The identity of a thread, to tell a re-entrant call (made on the thread that is delivering) from a
/// call racing in on another thread.
struct ThreadIdentity: Equatable {
    private let thread: pthread_t

    /// The calling thread.
    static var current: ThreadIdentity {
        ThreadIdentity(thread: pthread_self())
    }

    static func == (lhs: ThreadIdentity, rhs: ThreadIdentity) -> Bool {
        pthread_equal(lhs.thread, rhs.thread) != 0
    }
}
