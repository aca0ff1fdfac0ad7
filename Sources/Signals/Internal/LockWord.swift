// Used only by the inline locks that Signals uses on Linux (see UnfairLock.swift); Apple platforms use
// `os_unfair_lock`, which parks in the kernel itself.
#if !canImport(Darwin) && !SIGNALS_PORTABLE_LOCKS

    #if canImport(Synchronization)
        import Synchronization
    #endif

    /// The integer type of an inline lock word that parks on ``ParkingLot``: ``UnfairLock``'s `UInt8`,
    /// ``ConduitLocks``' and ``SubjectSendLock``'s `UInt`.
    ///
    /// `Synchronization.Atomic` offers its operations on each concrete integer type only, not in generic
    /// code, and takes its memory ordering as a literal; this protocol forwards the few that
    /// ``ParkingLot``'s generic code needs, one per ordering, so that it is written once for every word
    /// size. Each forwarding is one call, inlined once the generic code is specialised.
    @usableFromInline
    protocol LockWord: AtomicRepresentable, FixedWidthInteger {
        /// The word's value, with relaxed ordering.
        static func load(_ word: borrowing Atomic<Self>) -> Self

        /// Replaces the word's value with `desired` if it is `expected`, with relaxed ordering; returns
        /// whether it did and the value found.
        static func compareExchange(_ word: borrowing Atomic<Self>, expected: Self, desired: Self) -> (
            exchanged: Bool, original: Self
        )

        /// As ``compareExchange(_:expected:desired:)``, with acquiring ordering on success (taking a lock).
        static func compareExchangeAcquiring(_ word: borrowing Atomic<Self>, expected: Self, desired: Self) -> (
            exchanged: Bool, original: Self
        )

        /// As ``compareExchange(_:expected:desired:)``, with releasing ordering on success (letting go of
        /// a lock).
        static func compareExchangeReleasing(_ word: borrowing Atomic<Self>, expected: Self, desired: Self) -> (
            exchanged: Bool, original: Self
        )
    }

    extension LockWord {
        /// Bit 1 of every lock word that parks: a thread may be parked waiting for the word.
        /// ``ParkingLot`` sets it before a waiter sleeps and clears it on release, waking the word's slot
        /// if it was set; each lock's own layout leaves it free.
        @inlinable
        static var parkedBit: Self { 2 }
    }

    extension UInt8: LockWord {
        @usableFromInline @inline(__always)
        static func load(_ word: borrowing Atomic<UInt8>) -> UInt8 {
            word.load(ordering: .relaxed)
        }

        @usableFromInline @inline(__always)
        static func compareExchange(_ word: borrowing Atomic<UInt8>, expected: UInt8, desired: UInt8) -> (
            exchanged: Bool, original: UInt8
        ) {
            word.compareExchange(expected: expected, desired: desired, ordering: .relaxed)
        }

        @usableFromInline @inline(__always)
        static func compareExchangeAcquiring(_ word: borrowing Atomic<UInt8>, expected: UInt8, desired: UInt8) -> (
            exchanged: Bool, original: UInt8
        ) {
            word.compareExchange(
                expected: expected, desired: desired, successOrdering: .acquiring, failureOrdering: .relaxed)
        }

        @usableFromInline @inline(__always)
        static func compareExchangeReleasing(_ word: borrowing Atomic<UInt8>, expected: UInt8, desired: UInt8) -> (
            exchanged: Bool, original: UInt8
        ) {
            word.compareExchange(
                expected: expected, desired: desired, successOrdering: .releasing, failureOrdering: .relaxed)
        }
    }

    extension UInt: LockWord {
        @usableFromInline @inline(__always)
        static func load(_ word: borrowing Atomic<UInt>) -> UInt {
            word.load(ordering: .relaxed)
        }

        @usableFromInline @inline(__always)
        static func compareExchange(_ word: borrowing Atomic<UInt>, expected: UInt, desired: UInt) -> (
            exchanged: Bool, original: UInt
        ) {
            word.compareExchange(expected: expected, desired: desired, ordering: .relaxed)
        }

        @usableFromInline @inline(__always)
        static func compareExchangeAcquiring(_ word: borrowing Atomic<UInt>, expected: UInt, desired: UInt) -> (
            exchanged: Bool, original: UInt
        ) {
            word.compareExchange(
                expected: expected, desired: desired, successOrdering: .acquiring, failureOrdering: .relaxed)
        }

        @usableFromInline @inline(__always)
        static func compareExchangeReleasing(_ word: borrowing Atomic<UInt>, expected: UInt, desired: UInt) -> (
            exchanged: Bool, original: UInt
        ) {
            word.compareExchange(
                expected: expected, desired: desired, successOrdering: .releasing, failureOrdering: .relaxed)
        }
    }

#endif
