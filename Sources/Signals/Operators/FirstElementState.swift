/// Where a ``FirstElementInner`` is; outside the generic class so reading it needs no generic metadata.
@usableFromInline
enum FirstElementPhase: UInt8 {
    case awaitingSubscription
    case searching
    case found
    case terminal
}

/// The state of a ``FirstElementInner`` as one word, kept in an ``AtomicWord``: its phase, whether the
/// downstream has asked for anything, and whether it cancelled.
///
/// One rule makes the word safe to update without the inner's lock: the only change made without the
/// lock is ``requested()`` (a first request while searching, by compare-and-swap), and every other
/// change leaving `.searching` is a compare-and-swap too, so the two cannot lose each other's update: a
/// match sees the demand, or the request sees `.found` (and takes the lock to deliver). Changes from any
/// other phase are made under the lock and may store. Reads (whether to request from the upstream,
/// whether the downstream cancelled during the value's delivery) are plain loads.
@usableFromInline
struct FirstElementState: Equatable, Sendable {
    @usableFromInline
    let rawValue: UInt

    @usableFromInline
    static let phaseMask: UInt = 0b11
    @usableFromInline
    static let demandedBit: UInt = 0b100
    @usableFromInline
    static let cancelledBit: UInt = 0b1000

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

    /// Whether the downstream has asked for anything yet.
    @inlinable
    var demanded: Bool { rawValue & Self.demandedBit != 0 }

    /// Whether the downstream cancelled (checked between the value and the completion).
    @inlinable
    var isCancelled: Bool { rawValue & Self.cancelledBit != 0 }

    /// The state after the downstream's request, or `nil` if a request changes nothing here: only a
    /// first request while searching is recorded (lock-free); in `.found` the caller delivers instead.
    @inlinable
    func requested() -> FirstElementState? {
        phase == .searching && !demanded ? FirstElementState(rawValue: rawValue | Self.demandedBit) : nil
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

    /// The state after the downstream cancelled, from any phase but `.awaitingSubscription` (where a
    /// cancel is ignored, as in Combine).
    @inlinable
    func cancelled() -> FirstElementState {
        FirstElementState(.terminal, demanded: demanded, cancelled: true)
    }
}
