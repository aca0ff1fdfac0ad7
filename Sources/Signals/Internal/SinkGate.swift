#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS
    import CSignalsAtomics
#elseif canImport(Synchronization)
    import Synchronization
#endif

// A ``Subscribers/Sink``'s whole state in one atomic word, so that it needs no lock: where it is in its
// life (awaiting its subscription, storing it, subscribed; ended) and how many value deliveries run.
//
// Life: `claimSubscription()` lets exactly one subscription in (a second one, or one after the end, is
// refused); the claimer stores it, then `publishSubscription()`. Ending (cancel or completion) sets the
// "ended" bit with one read-modify-write, and only its first caller proceeds. Ownership follows the word,
// so each field has one owner at a time:
// - The stored subscription: the claimer writes it; if the word said "subscribed" when the sink ended,
//   the ender takes it; if the end came between claim and publish, `publishSubscription()` says so and
//   the claimer takes it back (the ender, who saw "storing", left it alone).
// - The closures: a value delivery `enter()`s (fails once the sink ended) and `leave()`s, and reads the
//   value closure in between. Exactly one side releases the closures: the ender when no delivery runs
//   (a cancel before any subscription releases nothing: the sink keeps its closures until it is freed,
//   as Combine's does), else the last running delivery's `leave()`. So closures are never released while
//   a delivery uses them, and are released as soon as it returns. A completion that finds deliveries
//   running ends the gate and enters it in the same operation (`endForCompletion()`), so it can call
//   its closure in place and leave like a delivery.
// More than one delivery runs only when a value is sent re-entrantly, from inside the subscriber, as the
// contract allows. A subject's conduit that feeds a sink directly enters the gate once when it takes the
// sink and leaves it when it lets go (its deliveries are already one at a time, and it lets go only after
// the last one returns), so those values pass with no gate operation at all.
//
// Where the word lives depends on the platform, in this file only:
// - Linux: inline in the subscriber (an `Atomic<UInt32>`, four bytes, no allocation), like the inline
//   ``UnfairLock``.
// - Apple platforms (and Linux with `SIGNALS_PORTABLE_LOCKS`): in four bytes of its own, updated with
//   the C atomics of `CSignalsAtomics`, as `Synchronization.Atomic` needs iOS 18 / macOS 15 and an
//   atomic must not move.

/// A value of a ``SinkGate``'s word. Bit 0: ended. Bits 1–2: the subscription (none, being stored,
/// stored). Bits 3…: the number of deliveries running.
@usableFromInline
struct SinkGateWord {
    @usableFromInline
    static var ended: UInt32 { 1 }
    /// Set by the claim; publishing adds it once more, which carries it into ``subscribed``.
    @usableFromInline
    static var subscribing: UInt32 { 2 }
    @usableFromInline
    static var subscribed: UInt32 { 4 }
    @usableFromInline
    static var oneDelivery: UInt32 { 8 }

    @usableFromInline
    let rawValue: UInt32

    @inlinable
    init(_ rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The sink had ended already: the caller does nothing.
    @inlinable
    var hasEnded: Bool { rawValue & Self.ended != 0 }

    /// A subscription was stored and published: the first ender takes it.
    @inlinable
    var holdsSubscription: Bool { rawValue & Self.subscribed != 0 }

    /// No subscription had arrived (none claimed).
    @inlinable
    var awaitsSubscription: Bool { rawValue & (Self.subscribing | Self.subscribed) == 0 }

    /// At least one value delivery is running.
    @inlinable
    var hasDeliveries: Bool { rawValue >= Self.oneDelivery }

    /// The word after the last running delivery left an ended sink (the subscription bits aside).
    @inlinable
    var isLastDeliveryOfEndedSink: Bool {
        rawValue & ~(Self.subscribing | Self.subscribed) == (Self.ended | Self.oneDelivery)
    }

    /// The word once ended, entered as one more delivery if any runs (see `endForCompletion()`).
    @inlinable
    var endedForCompletion: UInt32 {
        (rawValue | Self.ended) &+ (hasDeliveries ? Self.oneDelivery : 0)
    }

    /// The claim can be made: nothing claimed and not ended.
    @inlinable
    var acceptsSubscription: Bool { rawValue & (Self.ended | Self.subscribing | Self.subscribed) == 0 }
}

#if canImport(Darwin) || SIGNALS_PORTABLE_LOCKS

    /// A sink's state and running deliveries in one word; see the file's comment.
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

        /// Whether the sink has ended (an acquiring load, no read-modify-write).
        @inlinable
        var hasEnded: Bool { SinkGateWord(signals_u32_load_acquire(word)).hasEnded }

        /// Starts a value delivery; `false` once the sink ended: drop the value.
        @inlinable
        func enter() -> Bool {
            var current = signals_u32_load_relaxed(word)
            while !SinkGateWord(current).hasEnded {
                // On failure, `current` is updated to the value found.
                if signals_u32_compare_exchange_acquire(word, &current, current + SinkGateWord.oneDelivery) {
                    return true
                }
            }
            return false
        }

        /// Ends a value delivery; `false` if the sink ended meanwhile and this was the last delivery
        /// running: the caller releases the closures.
        @inlinable
        func leave() -> Bool {
            !SinkGateWord(signals_u32_fetch_sub_acq_rel(word, SinkGateWord.oneDelivery)).isLastDeliveryOfEndedSink
        }

        /// Claims the one subscription; `false` if one was claimed already or the sink ended: the
        /// caller cancels the subscription it was given.
        @inlinable
        func claimSubscription() -> Bool {
            var current = signals_u32_load_relaxed(word)
            while SinkGateWord(current).acceptsSubscription {
                if signals_u32_compare_exchange_acquire(word, &current, current | SinkGateWord.subscribing) {
                    return true
                }
            }
            return false
        }

        /// Publishes the subscription the claimer stored; `false` if the sink ended meanwhile: the
        /// ender left the stored subscription alone, the claimer takes it back and cancels it.
        @inlinable
        func publishSubscription() -> Bool {
            !SinkGateWord(signals_u32_fetch_add_acq_rel(word, SinkGateWord.subscribing)).hasEnded
        }

        /// Ends the sink (a cancel); returns the word found, which says what the caller owns now.
        @inlinable
        func end() -> SinkGateWord {
            SinkGateWord(signals_u32_fetch_or_acq_rel(word, SinkGateWord.ended))
        }

        /// Ends the sink (a completion) and, if deliveries run, enters it as one more, in one operation;
        /// returns the word found (`hasEnded`: nothing was done). If it had deliveries, the caller leaves.
        @inlinable
        func endForCompletion() -> SinkGateWord {
            var current = signals_u32_load_relaxed(word)
            while !SinkGateWord(current).hasEnded {
                let found = current
                if signals_u32_compare_exchange_acq_rel(word, &current, SinkGateWord(found).endedForCompletion) {
                    return SinkGateWord(found)
                }
            }
            return SinkGateWord(current)
        }
    }

#else

    /// A sink's state and running deliveries in one word; see the file's comment.
    @usableFromInline
    struct SinkGate: ~Copyable, Sendable {
        @usableFromInline
        let word = Atomic<UInt32>(0)

        @inlinable
        init() {}

        /// Whether the sink has ended (an acquiring load, no read-modify-write).
        @inlinable
        var hasEnded: Bool { SinkGateWord(word.load(ordering: .acquiring)).hasEnded }

        /// Starts a value delivery; `false` once the sink ended: drop the value.
        @inlinable
        func enter() -> Bool {
            var current = word.load(ordering: .relaxed)
            while !SinkGateWord(current).hasEnded {
                let (exchanged, original) = word.compareExchange(
                    expected: current, desired: current + SinkGateWord.oneDelivery, successOrdering: .acquiring,
                    failureOrdering: .relaxed)
                if exchanged { return true }
                current = original
            }
            return false
        }

        /// Ends a value delivery; `false` if the sink ended meanwhile and this was the last delivery
        /// running: the caller releases the closures.
        @inlinable
        func leave() -> Bool {
            let previous = word.wrappingSubtract(SinkGateWord.oneDelivery, ordering: .acquiringAndReleasing).oldValue
            return !SinkGateWord(previous).isLastDeliveryOfEndedSink
        }

        /// Claims the one subscription; `false` if one was claimed already or the sink ended: the
        /// caller cancels the subscription it was given.
        @inlinable
        func claimSubscription() -> Bool {
            var current = word.load(ordering: .relaxed)
            while SinkGateWord(current).acceptsSubscription {
                let (exchanged, original) = word.compareExchange(
                    expected: current, desired: current | SinkGateWord.subscribing, successOrdering: .acquiring,
                    failureOrdering: .relaxed)
                if exchanged { return true }
                current = original
            }
            return false
        }

        /// Publishes the subscription the claimer stored; `false` if the sink ended meanwhile: the
        /// ender left the stored subscription alone, the claimer takes it back and cancels it.
        @inlinable
        func publishSubscription() -> Bool {
            !SinkGateWord(word.wrappingAdd(SinkGateWord.subscribing, ordering: .acquiringAndReleasing).oldValue)
                .hasEnded
        }

        /// Ends the sink (a cancel); returns the word found, which says what the caller owns now.
        @inlinable
        func end() -> SinkGateWord {
            SinkGateWord(word.bitwiseOr(SinkGateWord.ended, ordering: .acquiringAndReleasing).oldValue)
        }

        /// Ends the sink (a completion) and, if deliveries run, enters it as one more, in one operation;
        /// returns the word found (`hasEnded`: nothing was done). If it had deliveries, the caller leaves.
        @inlinable
        func endForCompletion() -> SinkGateWord {
            var current = word.load(ordering: .relaxed)
            while !SinkGateWord(current).hasEnded {
                let (exchanged, original) = word.compareExchange(
                    expected: current, desired: SinkGateWord(current).endedForCompletion,
                    successOrdering: .acquiringAndReleasing, failureOrdering: .relaxed)
                if exchanged { return SinkGateWord(current) }
                current = original
            }
            return SinkGateWord(current)
        }
    }

#endif
