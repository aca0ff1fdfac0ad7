/// Where a ``FirstElementInner`` is; outside the generic class so reading it needs no generic metadata.
@usableFromInline
enum FirstElementPhase: UInt8 {
    case awaitingSubscription
    /// The upstream's subscription is being stored (between the claim and `.searching`).
    case subscribing
    case searching
    case found
    case terminal
}

/// The state of a ``FirstElementInner`` as one word, kept in an ``AtomicWord``: its phase, whether the
/// downstream has asked for anything, and whether it cancelled.
///
/// Every change is a compare-and-swap except the one publishing `.searching`, so no two threads lose
/// each other's update (a request racing a match: the match sees the demand and delivers at once, or
/// the request sees `.found` and delivers), and the word also says who owns the inner's fields, so that
/// the common paths take no lock:
/// - `upstream`: written by ``FirstElementInner/receive(subscription:)`` alone, after its
///   compare-and-swap from `.awaitingSubscription` to `.subscribing` (a second subscription finds
///   `.subscribing` or later and is cancelled) and before a releasing store of `.searching`. From then
///   on it belongs to the one thread whose compare-and-swap moves the state out of `.searching` (a
///   match, the upstream's completion or a cancel): that thread takes it.
/// - `erasedFound`: only read or written with the inner's lock held. A match that finds no demand
///   writes the value and publishes `.found` by compare-and-swap in one hold of the lock (and takes the
///   value back if the swap fails: a request set the demand, so the value goes out at once, or a cancel
///   ended the search); the thread whose swap moves the state out of `.found` (a request delivers it, a
///   cancel drops it) takes it. The `Mirror` shows it only in `.found`.
/// - `predicate` (`first(where:)` only): read and taken with the inner's lock held; the predicate runs
///   outside the lock, and the thread that moves the state out of `.searching` releases it.
///
/// Nothing changes the word in `.awaitingSubscription` or `.subscribing` but
/// ``FirstElementInner/receive(subscription:)`` (a cancel, a value or a completion then is ignored, as
/// in Combine), which is why its store of `.searching` loses no one's update.
@usableFromInline
struct FirstElementState: Equatable, Sendable {
    @usableFromInline
    let rawValue: UInt

    @usableFromInline
    static let phaseMask: UInt = 0b111
    @usableFromInline
    static let demandedBit: UInt = 0b1000
    @usableFromInline
    static let cancelledBit: UInt = 0b1_0000

    @inlinable
    init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    @inlinable
    init(_ phase: FirstElementPhase, demanded: Bool = false, cancelled: Bool = false) {
        rawValue =
            UInt(phase.rawValue) | (demanded ? Self.demandedBit : 0) | (cancelled ? Self.cancelledBit : 0)
    }

    @inlinable
    var phase: FirstElementPhase {
        FirstElementPhase(rawValue: UInt8(truncatingIfNeeded: rawValue & Self.phaseMask)).unsafelyUnwrapped
    }

    /// Whether the phase is `phase` (a comparison of bits, without decoding the phase).
    @inlinable
    func isIn(_ phase: FirstElementPhase) -> Bool {
        rawValue & Self.phaseMask == UInt(phase.rawValue)
    }

    /// Whether the downstream has asked for anything yet.
    @inlinable
    var demanded: Bool { rawValue & Self.demandedBit != 0 }

    /// Whether the downstream cancelled (checked between the value and the completion).
    @inlinable
    var isCancelled: Bool { rawValue & Self.cancelledBit != 0 }

    /// The state after the downstream's request, or `nil` if a request changes nothing here: only a
    /// first request while searching is recorded; in `.found` the caller delivers instead.
    @inlinable
    func requested() -> FirstElementState? {
        isIn(.searching) && !demanded ? FirstElementState(rawValue: rawValue | Self.demandedBit) : nil
    }

    /// The state after a matching value while searching: `.terminal` if the downstream has asked (the
    /// value goes out at once), otherwise `.found` (it waits for the first request).
    @inlinable
    func matched() -> FirstElementState {
        FirstElementState(demanded ? .terminal : .found, demanded: demanded)
    }

    /// The state after the upstream's completion while searching: as ``matched()`` for `.finished` (the
    /// downstream is finished at its first request, as Combine does), `.terminal` for a failure.
    @inlinable
    func completed(failed: Bool) -> FirstElementState {
        failed ? FirstElementState(.terminal, demanded: demanded) : matched()
    }

    /// The state after the downstream cancelled, from `.searching`, `.found` or `.terminal` (before,
    /// a cancel is ignored, as in Combine).
    @inlinable
    func cancelled() -> FirstElementState {
        FirstElementState(.terminal, demanded: demanded, cancelled: true)
    }
}
