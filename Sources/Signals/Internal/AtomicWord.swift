#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS
    import CSignalsAtomics
#elseif canImport(Synchronization)
    import Synchronization
#endif

// A machine word that threads read and write atomically: the thread delivering to a subject's
// subscriber, `AnyCancellable`'s cancelled flag, `CombineIdentifier`'s counter, `first()`'s state. Each
// operation has the memory ordering those uses need, named in its documentation.
//
// Where the word lives depends on the platform, in this file only:
// - Linux: inline (an `Atomic<UInt>`, no allocation).
// - Apple platforms (and Linux with `SIGNALS_PORTABLE_LOCKS`): in a word of its own, updated with the
//   C atomics of `CSignalsAtomics`, as `Synchronization.Atomic` needs iOS 18 / macOS 15 and an atomic
//   must not move.

#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS

    /// A word that threads read and write atomically; see the file's comment.
    @usableFromInline
    struct AtomicWord: ~Copyable, @unchecked Sendable {
        // Safety: the word is only accessed through atomic operations (after `init` wrote it).
        @usableFromInline
        let storage: UnsafeMutablePointer<UInt>

        @inlinable
        init(_ value: UInt) {
            storage = .allocate(capacity: 1)
            storage.initialize(to: value)
        }

        deinit {
            storage.deallocate()
        }

        /// The value, with relaxed ordering (no synchronisation with other memory).
        @inlinable
        func load() -> UInt {
            signals_word_load_relaxed(storage)
        }

        /// Replaces the value, with relaxed ordering.
        @inlinable
        func store(_ value: UInt) {
            signals_word_store_relaxed(storage, value)
        }

        /// Replaces the value, with releasing ordering: what this thread wrote before is visible to a
        /// thread that reads the value with acquiring ordering (a load or a compare-and-swap).
        @inlinable
        func storeReleasing(_ value: UInt) {
            signals_word_store_release(storage, value)
        }

        /// Replaces the value and returns the old one, with acquiring and releasing ordering.
        @inlinable
        func exchange(_ value: UInt) -> UInt {
            signals_word_exchange_acq_rel(storage, value)
        }

        /// Replaces the value with `desired` if it is `expected`, with acquiring and releasing ordering
        /// (acquiring if it is not), and returns whether it did and the value it found.
        @inlinable
        func compareExchange(expected: UInt, desired: UInt) -> (exchanged: Bool, original: UInt) {
            var found = expected
            let exchanged = signals_word_compare_exchange_acq_rel(storage, &found, desired)
            return (exchanged, found)
        }

        /// Adds `operand` (wrapping around) and returns the old value, with relaxed ordering.
        @inlinable
        func wrappingAdd(_ operand: UInt) -> UInt {
            signals_word_fetch_add_relaxed(storage, operand)
        }
    }

#else

    /// A word that threads read and write atomically; see the file's comment.
    @usableFromInline
    struct AtomicWord: ~Copyable, Sendable {
        @usableFromInline
        let value: Atomic<UInt>

        @inlinable
        init(_ value: UInt) {
            self.value = Atomic(value)
        }

        /// The value, with relaxed ordering (no synchronisation with other memory).
        @inlinable
        func load() -> UInt {
            value.load(ordering: .relaxed)
        }

        /// Replaces the value, with relaxed ordering.
        @inlinable
        func store(_ newValue: UInt) {
            value.store(newValue, ordering: .relaxed)
        }

        /// Replaces the value, with releasing ordering: what this thread wrote before is visible to a
        /// thread that reads the value with acquiring ordering (a load or a compare-and-swap).
        @inlinable
        func storeReleasing(_ newValue: UInt) {
            value.store(newValue, ordering: .releasing)
        }

        /// Replaces the value and returns the old one, with acquiring and releasing ordering.
        @inlinable
        func exchange(_ newValue: UInt) -> UInt {
            value.exchange(newValue, ordering: .acquiringAndReleasing)
        }

        /// Replaces the value with `desired` if it is `expected`, with acquiring and releasing ordering
        /// (acquiring if it is not), and returns whether it did and the value it found.
        @inlinable
        func compareExchange(expected: UInt, desired: UInt) -> (exchanged: Bool, original: UInt) {
            value.compareExchange(
                expected: expected, desired: desired, successOrdering: .acquiringAndReleasing,
                failureOrdering: .acquiring)
        }

        /// Adds `operand` (wrapping around) and returns the old value, with relaxed ordering.
        @inlinable
        func wrappingAdd(_ operand: UInt) -> UInt {
            value.wrappingAdd(operand, ordering: .relaxed).oldValue
        }
    }

#endif
