#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS
    import CSignalsAtomics
#elseif canImport(Synchronization)
    import Synchronization
#endif

// Lets a subscriber deliver values without its lock while `cancel()` may race in on another thread.
//
// A value delivery `enter()`s (fails once the subscriber ended) and `leave()`s; ending (cancel or
// completion) calls `end()`. The word counts the deliveries running (more than one only when a value is
// sent re-entrantly, from inside the subscriber, as the contract allows) and has an "ended" bit. Exactly
// one side is told to release the subscriber's closures: `end()` when no delivery is running, else the
// last running delivery's `leave()`. So closures are never released while a delivery uses them, and are
// released as soon as it returns. Two atomic operations per value, where a lock and a retain of the
// closure would take four. A subject's conduit that feeds a sink directly enters the gate once when it
// takes the sink and leaves it when it lets go (its deliveries are already one at a time, and it lets
// go only after the last one returns), so those values pass with no gate operation at all.
//
// Where the word lives depends on the platform, in this file only:
// - Linux: inline in the subscriber (an `Atomic<UInt32>`, four bytes, no allocation), like the inline
//   ``UnfairLock``.
// - Apple platforms (and Linux with `SIGNALS_PORTABLE_LOCKS`): in four bytes of its own, updated with
//   the C atomics of `CSignalsAtomics`, as `Synchronization.Atomic` needs iOS 18 / macOS 15 and an
//   atomic must not move.

/// Bit 0: ended. Bits 1…: the number of deliveries running.
@usableFromInline
enum SinkGateWord {
    @usableFromInline
    static var ended: UInt32 { 1 }
    @usableFromInline
    static var oneDelivery: UInt32 { 2 }
}

#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS

    /// Counts a subscriber's running value deliveries and whether it ended; see the file's comment.
    @usableFromInline
    struct SinkGate: ~Copyable, @unchecked Sendable {
        // Safety: the word is only accessed through atomic operations.
        @usableFromInline
        let word: UnsafeMutablePointer<UInt32>

        @inlinable
        init() {
            word = .allocate(capacity: 1)
            word.initialize(to: 0)
        }

        deinit {
            word.deallocate()
        }

        /// Starts a value delivery; `false` once the subscriber ended: drop the value.
        @inlinable
        func enter() -> Bool {
            var current = signals_u32_load_relaxed(word)
            while current & SinkGateWord.ended == 0 {
                // On failure, `current` is updated to the value found.
                if signals_u32_compare_exchange_acquire(word, &current, current + SinkGateWord.oneDelivery) {
                    return true
                }
            }
            return false
        }

        /// Ends a value delivery; `false` if the subscriber ended meanwhile and this was the last
        /// delivery running: the caller releases.
        @inlinable
        func leave() -> Bool {
            let previous = signals_u32_fetch_sub_acq_rel(word, SinkGateWord.oneDelivery)
            return previous != SinkGateWord.ended | SinkGateWord.oneDelivery
        }

        /// Ends the subscriber; `true` if the caller releases (no delivery is running), `false` if it
        /// already ended or the last running delivery will release.
        @inlinable
        func end() -> Bool {
            signals_u32_fetch_or_acq_rel(word, SinkGateWord.ended) == 0
        }
    }

#else

    /// Counts a subscriber's running value deliveries and whether it ended; see the file's comment.
    @usableFromInline
    struct SinkGate: ~Copyable, Sendable {
        @usableFromInline
        let word = Atomic<UInt32>(0)

        @inlinable
        init() {}

        /// Starts a value delivery; `false` once the subscriber ended: drop the value.
        @inlinable
        func enter() -> Bool {
            var current = word.load(ordering: .relaxed)
            while current & SinkGateWord.ended == 0 {
                let (exchanged, original) = word.compareExchange(
                    expected: current, desired: current + SinkGateWord.oneDelivery, successOrdering: .acquiring,
                    failureOrdering: .relaxed)
                if exchanged { return true }
                current = original
            }
            return false
        }

        /// Ends a value delivery; `false` if the subscriber ended meanwhile and this was the last
        /// delivery running: the caller releases.
        @inlinable
        func leave() -> Bool {
            let previous = word.wrappingSubtract(SinkGateWord.oneDelivery, ordering: .acquiringAndReleasing).oldValue
            return previous != SinkGateWord.ended | SinkGateWord.oneDelivery
        }

        /// Ends the subscriber; `true` if the caller releases (no delivery is running), `false` if it
        /// already ended or the last running delivery will release.
        @inlinable
        func end() -> Bool {
            word.bitwiseOr(SinkGateWord.ended, ordering: .acquiringAndReleasing).oldValue == 0
        }
    }

#endif
