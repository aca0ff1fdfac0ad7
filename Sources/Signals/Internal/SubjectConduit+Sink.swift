/// A sink fed directly by a subject, fused with the subject's conduit: one object holds the conduit's
/// state and the sink's two closures (what `subject.sink { … }` makes on a ``PassthroughSubject``).
///
/// Memory and time: a separate ``Subscribers/Sink`` and conduit are two 72-byte objects (two 80-byte
/// malloc blocks) and a subscription hands the sink over through its gate; fused, one 104-byte object
/// (a 112-byte block), one allocation fewer, and no gate: the conduit already delivers one event at a
/// time and lets go of its subscriber only once no delivery runs, so the closures are released there
/// (``releaseHandlers()``, through ``SubjectConduit/letGo(of:)``), exactly when a separate sink's gate
/// would release them.
///
/// The conduit's generic code sees its subscriber as a ``FusedSinkMarker`` (a type compared, and
/// folded, in specialised code) and calls the closures in place. ``SubjectConduitBase/erasedDownstream``
/// holds the subject as a placeholder (never called), so that the conduit's usual release of its
/// subscriber is what releases the closures; ``SubjectConduitBase/holdsSinkGate`` is set so that it
/// calls back for that.
@usableFromInline
final class SubjectSink<Parent: ConduitParent>: SubjectConduit<Parent, FusedSinkMarker<Parent>>, @unchecked Sendable {
    // Safety: the two closures are written once, at init, and cleared once, by `releaseHandlers()`, which
    // the conduit calls through `letGo(of:)` after it let go of its subscriber: no delivery runs then
    // and none will. Until then they are read only by the thread that delivers, one event at a time,
    // under the conduit's delivery. Every other field is the conduit's, guarded as for any subscriber.
    @usableFromInline
    @exclusivity(unchecked) var valueHandler: ((Parent.Output) -> Void)?
    @usableFromInline
    @exclusivity(unchecked) var completionHandler: ((Subscribers.Completion<Parent.Failure>) -> Void)?

    @inlinable
    init(
        parent: Parent, announcesDemand: Bool,
        receiveCompletion: @escaping (Subscribers.Completion<Parent.Failure>) -> Void,
        receiveValue: @escaping (Parent.Output) -> Void
    ) {
        valueHandler = receiveValue
        completionHandler = receiveCompletion
        super.init(fusedWith: parent, announcesDemand: announcesDemand)
    }

    /// Releases both closures; called once the conduit let go of its subscriber (no delivery runs, and
    /// none will: nothing else reads them any more).
    @inlinable
    func releaseHandlers() {
        let handlers = (valueHandler, completionHandler)
        valueHandler = nil
        completionHandler = nil
        _ = handlers
    }
}

/// The subscriber type of a ``SubjectSink``'s conduit, made on the fly around the fused object where
/// the conduit's generic code needs a `Downstream` value (the subscription hand-over, the completion,
/// its `Mirror`); values skip it (``SubjectConduit/receiveDownstream(_:)``).
@usableFromInline
struct FusedSinkMarker<Parent: ConduitParent>: Subscriber, CustomStringConvertible {
    @usableFromInline
    typealias Input = Parent.Output
    @usableFromInline
    typealias Failure = Parent.Failure

    @usableFromInline
    unowned(unsafe) let owner: SubjectSink<Parent>

    @inlinable
    init(owner: SubjectSink<Parent>) {
        self.owner = owner
    }

    @usableFromInline
    var combineIdentifier: CombineIdentifier { CombineIdentifier(owner) }

    /// `"Sink"`, as the subscriber of a subject's subscription shows in Combine.
    @usableFromInline
    var description: String { "Sink" }

    @inlinable
    func receive(subscription: any Subscription) {
        owner.request(.unlimited)
    }

    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand {
        owner.valueHandler?(input)
        return .none
    }

    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) {
        owner.completionHandler?(completion)
    }
}
