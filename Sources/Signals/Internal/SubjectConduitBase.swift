/// What a subject asks of one of its conduits through ``SubjectConduitBase/perform``.
@usableFromInline
enum ConduitOperation {
    /// Deliver the `Output` the pointer points to, if there is demand.
    case offer
    /// Deliver the `Subscribers.Completion<Failure>` the pointer points to, and release.
    case finish
    /// The subscriber cancelled: leave the subject and release.
    case cancel
}

/// The non-generic part of a ``PassthroughSubject`` conduit (the subscription each subscriber gets).
///
/// Performance design: a subject keeps its conduits as `ContiguousArray<SubjectConduitBase>`, a
/// concrete type, and reaches each conduit's generic code through ``perform``, a capture-free closure
/// created where the conduit is created. Because `PassthroughSubject.receive(subscriber:)` is
/// `@inlinable`, that closure is specialised for the concrete subscriber type in the caller's module:
/// the whole delivery chain (`map`, `filter`, `sink`, …) then runs as specialised, inlined code, with no
/// runtime generic metadata lookups and no value-witness copies. A virtual method would always run the
/// unspecialised generic body.
@usableFromInline
class SubjectConduitBase: @unchecked Sendable {
    // Safety: `erasedDownstream` and `demand` (and the subclass's state) are read and written with
    // `lock` held; `perform` is immutable.
    @usableFromInline
    let lock = UnfairLock()
    /// The subscriber, erased (see ``ErasedValue``) so that no `deinit` needs generic metadata; `nil`
    /// once it is cancelled or completed.
    @usableFromInline
    @exclusivity(unchecked) var erasedDownstream: AnyObject?
    /// The subscriber's outstanding demand.
    @usableFromInline
    @exclusivity(unchecked) var demand = Subscribers.Demand.none
    /// Runs an operation in the conduit's specialised code. The pointer's pointee depends on the
    /// operation (see ``ConduitOperation``).
    @usableFromInline
    let perform: (SubjectConduitBase, ConduitOperation, UnsafeRawPointer?) -> Void

    @inlinable
    init(
        downstream: AnyObject,
        perform: @escaping (SubjectConduitBase, ConduitOperation, UnsafeRawPointer?) -> Void
    ) {
        erasedDownstream = downstream
        self.perform = perform
    }
}
