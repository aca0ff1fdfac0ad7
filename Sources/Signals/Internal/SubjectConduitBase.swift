/// What a subject asks of one of its conduits through ``SubjectConduitBase/perform``.
@usableFromInline
enum ConduitOperation {
    /// Deliver the `Output` the pointer points to (sent as the given version), if there is demand.
    case offer
    /// Deliver the `Subscribers.Completion<Failure>` the pointer points to, and release.
    case finish
    /// Leave the gate of the sink at the end of the subscriber the conduit has let go of (the pointer
    /// is that subscriber as the conduit stored it, unretained); see ``SubjectConduit/letGo(of:)``.
    case letGo
}

/// The non-generic part of a subject's conduit (the subscription each subscriber gets): its state.
///
/// Performance design: a subject keeps its conduits as `ContiguousArray<SubjectConduitBase>`, a
/// concrete type, and reaches each conduit's generic code through ``perform``, a capture-free closure
/// created where the conduit is created. Because a subject's `receive(subscriber:)` is `@inlinable`,
/// that closure is specialised for the concrete subscriber type in the caller's module: the whole
/// delivery chain (`map`, `filter`, `sink`, …) then runs as specialised, inlined code, with no runtime
/// generic metadata lookups. A virtual method would always run the unspecialised generic body.
///
/// Delivery is serial (Combine's contract), as in Combine: a thread holds delivery (``locks``) for the
/// whole call into the subscriber, so a value or completion sent meanwhile on another thread waits
/// (spins, then parks) for it, and `send` returns only once its value was delivered (or dropped). A
/// send made by the delivering thread itself, from inside the subscriber (re-entrantly), is delivered
/// at once, recursively, as Combine delivers it: ``locks`` records which thread delivers. The state lock
/// (the other half of ``locks``) is only ever held for a few instructions, never around a call out, so
/// `request` and `cancel` never wait for a delivery.
@usableFromInline
class SubjectConduitBase: @unchecked Sendable {
    // Safety: every stored `var` is read and written with the state lock of `locks` held, except
    // `erasedDownstream`, which the thread holding delivery also reads, and which is released either with
    // the state lock held and no delivery running, or, once the conduit finished, by the thread holding
    // delivery (after `finished` is set, under the state lock, nothing else reads or writes it: `cancel`
    // and `finish` return early and the mirror does not show it); the `let`s are immutable.
    /// The state lock and delivery (held by the thread delivering to the subscriber, around the call
    /// out). Created with delivery held: the creating thread hands the subscription over first.
    @usableFromInline
    let locks: ConduitLocks
    /// Whether ``erasedDownstream`` is the subscriber itself (a class) rather than a ``ValueBox``;
    /// decided once, so that delivering needs no dynamic cast.
    @usableFromInline
    let downstreamIsObject: Bool
    /// Whether the subscriber ends in a sink (``EndsInSink``) whose gate this conduit holds open for as
    /// long as it holds the subscriber (see ``SubjectConduit/init(parent:downstream:)``): values then
    /// reach the sink without a gate operation each.
    @usableFromInline
    let holdsSinkGate: Bool
    /// ``isAccepting``, ``isFinished``, ``isBehind`` and ``announcesDemand``, packed into one byte
    /// (object size).
    @usableFromInline
    @exclusivity(unchecked) final var flags: UInt8
    /// Offers of a version below this are stale (``CurrentValueSubject`` replayed a newer value).
    /// Versions wrap around; they are compared by their difference.
    @usableFromInline
    @exclusivity(unchecked) final var oldestFreshVersion: UInt32 = 0
    /// The subscriber's outstanding demand.
    @usableFromInline
    @exclusivity(unchecked) final var demand = Subscribers.Demand.none
    /// The subscriber, erased (see ``ErasedValue``) so that no `deinit` needs generic metadata; `nil`
    /// once it is released.
    @usableFromInline
    @exclusivity(unchecked) final var erasedDownstream: AnyObject?
    /// The subject, erased for the same reason; `nil` once the conduit left it.
    @usableFromInline
    @exclusivity(unchecked) final var erasedParent: AnyObject?
    /// Runs an operation in the conduit's specialised code. The pointer's pointee depends on the
    /// operation (see ``ConduitOperation``); the number is an offered value's version.
    @usableFromInline
    let perform: (SubjectConduitBase, ConduitOperation, UnsafeRawPointer?, UInt32) -> Void

    /// Creates a conduit whose delivery the calling thread holds: it is about to hand the subscription
    /// over, and anything other threads send meanwhile waits for it.
    @inlinable
    init(
        downstream: AnyObject?,
        downstreamIsObject: Bool,
        holdsSinkGate: Bool,
        parent: AnyObject,
        announcesDemand: Bool,
        perform: @escaping (SubjectConduitBase, ConduitOperation, UnsafeRawPointer?, UInt32) -> Void
    ) {
        flags = ConduitFlags.accepting | ConduitFlags.behind | (announcesDemand ? ConduitFlags.announcesDemand : 0)
        erasedDownstream = downstream
        self.downstreamIsObject = downstreamIsObject
        self.holdsSinkGate = holdsSinkGate
        erasedParent = parent
        locks = ConduitLocks(deliveringOn: ThreadIdentity.current)
        self.perform = perform
    }

    /// Whether new values and completions are still taken (false once the completion began or the
    /// subscriber cancelled).
    @inlinable
    final var isAccepting: Bool {
        get { flags & ConduitFlags.accepting != 0 }
        set { flags = newValue ? flags | ConduitFlags.accepting : flags & ~ConduitFlags.accepting }
    }

    /// Whether the conduit is done (the subscriber cancelled, or its completion began): whoever lets
    /// go of delivery last releases the subscriber.
    @inlinable
    final var isFinished: Bool {
        get { flags & ConduitFlags.finished != 0 }
        set { flags = newValue ? flags | ConduitFlags.finished : flags & ~ConduitFlags.finished }
    }

    /// Whether the subject still wants to hear (``ConduitParent/recordDemand()``) when this conduit
    /// first gets demand. Decided when the subject registers the conduit, under the subject's lock: a
    /// subject that already had a subscriber with demand, or never asks, needs no call (and no lock of
    /// its own) per subscription. Cleared once announced.
    @inlinable
    final var announcesDemand: Bool {
        get { flags & ConduitFlags.announcesDemand != 0 }
        set { flags = newValue ? flags | ConduitFlags.announcesDemand : flags & ~ConduitFlags.announcesDemand }
    }

    /// Whether the subscriber has missed the subject's latest value (``CurrentValueSubject`` replays
    /// the current value on the next request); unused by ``PassthroughSubject``.
    @inlinable
    final var isBehind: Bool {
        get { flags & ConduitFlags.behind != 0 }
        set { flags = newValue ? flags | ConduitFlags.behind : flags & ~ConduitFlags.behind }
    }
}

/// The bits of ``SubjectConduitBase/flags``.
@usableFromInline
enum ConduitFlags {
    @usableFromInline
    static var accepting: UInt8 { 1 }
    @usableFromInline
    static var finished: UInt8 { 2 }
    @usableFromInline
    static var behind: UInt8 { 4 }
    @usableFromInline
    static var announcesDemand: UInt8 { 8 }
}
