/// What a subject asks of one of its conduits through ``SubjectConduitBase/perform``.
@usableFromInline
enum ConduitOperation {
    /// Deliver the `Output` the pointer points to (sent as the given version), if there is demand.
    case offer
    /// Deliver the `Subscribers.Completion<Failure>` the pointer points to, and release.
    case finish
    /// The subscriber cancelled: leave the subject and release.
    case cancel
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
/// Delivery is serial (Combine's contract): one thread at a time is the conduit's *deliverer*
/// (``deliverer``). A value or completion that another thread sends meanwhile is queued (``pending``)
/// and the deliverer delivers it before it lets go (the queue-drain, or emitter-loop, pattern), so no
/// sender ever blocks on a subscriber, and no cycle of subjects can deadlock. A send made *by the
/// deliverer itself*, from inside the subscriber (re-entrantly), is delivered at once, recursively, as
/// Combine delivers it.
@usableFromInline
class SubjectConduitBase: @unchecked Sendable {
    // Safety: every stored `var` is read and written with `lock` held; `perform` is immutable.
    @usableFromInline
    let lock = UnfairLock()
    /// Whether new values and completions are still taken (false once a completion is queued or
    /// delivered, or the subscriber cancelled).
    @usableFromInline
    @exclusivity(unchecked) var isAccepting = true
    /// Whether the conduit is done (the subscriber cancelled, or its completion began): nothing more
    /// is delivered, and whoever lets go of delivery last releases the subscriber.
    @usableFromInline
    @exclusivity(unchecked) var isFinished = false
    /// Whether the subscriber has missed the subject's latest value (``CurrentValueSubject`` replays
    /// the current value on the next request); unused by ``PassthroughSubject``.
    @usableFromInline
    @exclusivity(unchecked) var isBehind = true
    /// The subscriber's outstanding demand.
    @usableFromInline
    @exclusivity(unchecked) var demand = Subscribers.Demand.none
    /// The thread delivering to the subscriber right now, or ``ThreadIdentity/none``.
    @usableFromInline
    @exclusivity(unchecked) var deliverer = ThreadIdentity.none
    /// Offers of a version below this are stale (``CurrentValueSubject`` replayed a newer value).
    @usableFromInline
    @exclusivity(unchecked) var oldestFreshVersion: UInt64 = 0
    /// The subscriber, erased (see ``ErasedValue``) so that no `deinit` needs generic metadata; `nil`
    /// once it is released.
    @usableFromInline
    @exclusivity(unchecked) var erasedDownstream: AnyObject?
    /// The subject, erased for the same reason; `nil` once the conduit left it.
    @usableFromInline
    @exclusivity(unchecked) var erasedParent: AnyObject?
    /// Events waiting for the deliverer (a ``ConduitQueue``), allocated on first contention.
    @usableFromInline
    @exclusivity(unchecked) var pending: AnyObject?
    /// Whether ``erasedDownstream`` is the subscriber itself (a class) rather than a ``ValueBox``;
    /// decided once, so that delivering needs no dynamic cast.
    @usableFromInline
    let downstreamIsObject: Bool
    /// Runs an operation in the conduit's specialised code. The pointer's pointee depends on the
    /// operation (see ``ConduitOperation``); the number is an offered value's version.
    @usableFromInline
    let perform: (SubjectConduitBase, ConduitOperation, UnsafeRawPointer?, UInt64) -> Void

    /// Creates a conduit whose deliverer is the calling thread: it is about to hand the subscription
    /// over, and anything other threads send meanwhile waits for it.
    @inlinable
    init(
        downstream: AnyObject,
        downstreamIsObject: Bool,
        parent: AnyObject,
        perform: @escaping (SubjectConduitBase, ConduitOperation, UnsafeRawPointer?, UInt64) -> Void
    ) {
        erasedDownstream = downstream
        self.downstreamIsObject = downstreamIsObject
        erasedParent = parent
        deliverer = .current
        self.perform = perform
    }
}
