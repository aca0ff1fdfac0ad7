import Synchronization

/// Lets a subscriber deliver values without its lock while `cancel()` may race in on another thread.
///
/// A value delivery ``enter()``s (fails once the subscriber ended) and ``leave()``s; ending (cancel
/// or completion) calls ``end()``. The word counts the deliveries running (more than one only when a
/// value is sent re-entrantly, from inside the subscriber, as the contract allows) and has an "ended"
/// bit. Exactly one side is told to release the subscriber's closures: ``end()`` when no delivery is
/// running, else the last running delivery's ``leave()``. So closures are never released while a
/// delivery uses them, and are released as soon as it returns. Two atomic operations per value, where
/// a lock and a retain of the closure would take four.
///
/// It lives inside the subscriber (four bytes, no allocation), like ``UnfairLock``.
@usableFromInline
struct SinkGate: ~Copyable, Sendable {
    /// Bit 0: ended. Bits 1…: the number of deliveries running.
    @usableFromInline
    let word = Atomic<UInt32>(0)

    @usableFromInline
    static var ended: UInt32 { 1 }
    @usableFromInline
    static var oneDelivery: UInt32 { 2 }

    @inlinable
    init() {}

    /// Starts a value delivery; `false` once the subscriber ended: drop the value.
    @inlinable
    func enter() -> Bool {
        var current = word.load(ordering: .relaxed)
        while current & Self.ended == 0 {
            let (exchanged, original) = word.compareExchange(
                expected: current, desired: current + Self.oneDelivery, successOrdering: .acquiring,
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
        let previous = word.wrappingSubtract(Self.oneDelivery, ordering: .acquiringAndReleasing).oldValue
        return previous != Self.ended | Self.oneDelivery
    }

    /// Ends the subscriber; `true` if the caller releases (no delivery is running), `false` if it
    /// already ended or the last running delivery will release.
    @inlinable
    func end() -> Bool {
        let previous = word.bitwiseOr(Self.ended, ordering: .acquiringAndReleasing).oldValue
        return previous == 0
    }
}
