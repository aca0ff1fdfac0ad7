#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The identity of a thread, to tell a re-entrant call (made on the thread that is delivering) from a
/// call racing in on another thread. Stored as a plain word: `0` is no thread.
@usableFromInline
struct ThreadIdentity: Equatable {
    @usableFromInline
    let rawValue: UInt

    @inlinable
    init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No thread.
    @inlinable
    static var none: ThreadIdentity { ThreadIdentity(rawValue: 0) }

    /// The calling thread.
    @inlinable
    static var current: ThreadIdentity {
        #if canImport(Darwin)
            ThreadIdentity(rawValue: UInt(bitPattern: pthread_self()))
        #else
            ThreadIdentity(rawValue: UInt(pthread_self()))
        #endif
    }
}
