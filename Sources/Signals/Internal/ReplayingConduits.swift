/// The subscribers of a subject that replays its current value (``CurrentValueSubject`` and
/// `@Published`'s `PublishedSubject`): their conduits and the version of the value, with the rules both
/// subjects follow, written once.
///
/// The subject keeps it beside its value, under its own lock: a new value bumps the version and takes
/// the list of conduits to offer it to (``advance()``); the lock is released; then the value is offered
/// to each conduit (``ReplayOffer/deliver(_:)``), which delivers it if its subscriber has demand and
/// has not already received that version by replay. Nothing here locks or calls out by itself.
@usableFromInline
struct ReplayingConduits {
    /// The conduits of the subscribers attached, in the order they attached.
    @usableFromInline
    var conduits = ContiguousArray<SubjectConduitBase>()
    /// Counts the values set; a conduit uses it to tell a stale offer from a fresh one.
    @usableFromInline
    var version: UInt32 = 0

    @inlinable
    init() {}

    /// With the subject's lock held: a new value is current. Returns the offer to make, once the lock is
    /// released, to the conduits attached now.
    @inlinable
    mutating func advance() -> ReplayOffer {
        version &+= 1
        return ReplayOffer(conduits: conduits, version: version)
    }

    /// With the subject's lock held: forgets `conduit` (cancelled); does nothing if it is not attached.
    @usableFromInline
    mutating func remove(_ conduit: SubjectConduitBase) {
        if let index = conduits.firstIndex(where: { $0 === conduit }) {
            conduits.remove(at: index)
        }
    }
}

/// A value's offer to the conduits that were attached when it became current; see ``ReplayingConduits``.
@usableFromInline
struct ReplayOffer {
    @usableFromInline
    let conduits: ContiguousArray<SubjectConduitBase>
    @usableFromInline
    let version: UInt32

    @inlinable
    init(conduits: ContiguousArray<SubjectConduitBase>, version: UInt32) {
        self.conduits = conduits
        self.version = version
    }

    /// Without the subject's lock: offers `value` to each conduit, in order (a call out to each
    /// subscriber that has demand).
    @inlinable
    func deliver<Value>(_ value: Value) {
        withUnsafePointer(to: value) { pointer in
            for conduit in conduits {
                conduit.perform(conduit, .offer, UnsafeRawPointer(pointer), version)
            }
        }
    }
}
