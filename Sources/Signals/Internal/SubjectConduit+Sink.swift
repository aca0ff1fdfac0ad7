/// A sink fed directly by a subject, fused with the subject's conduit: one object holds the conduit's
/// state and the sink's two closures (what `subject.sink { … }` makes on a ``PassthroughSubject`` or a
/// ``CurrentValueSubject``; the latter's replay reaches it as any subscriber's: its first request, made
/// as the subscription is handed over, delivers the current value in place).
///
/// Memory and time: a separate ``Subscribers/Sink`` and conduit are two 72-byte objects (two 80-byte
/// malloc blocks) and a subscription hands the sink over through its gate; fused, one 104-byte object
/// (a 112-byte block), one allocation fewer, and no gate: the conduit already delivers one event at a
/// time and lets go of its subscriber only once no delivery runs, so the closures are released there,
/// exactly when a separate sink's gate would release them.
///
/// It is its own subscriber: the conduit's `Downstream` is this class, and
/// ``SubjectConduitBase/erasedDownstream`` holds the object itself (a reference to itself that the
/// conduit drops, as any subscriber, once it is cancelled or completed and no delivery runs). Its sink
/// is an ``EndsInSink`` like any other, whose gate is the conduit's own delivery: held from the start
/// (``SubjectConduitBase/holdsSinkGate``), values reach the closure in place, and leaving it releases
/// the closures (``leaveSinkGate()``, through ``SubjectConduit/letGo(of:)``).
@usableFromInline
final class SubjectSink<Parent: ConduitParent>: SubjectConduit<Parent, SubjectSink<Parent>>, @unchecked Sendable {
    // Safety: the two closures are written once, at init, and cleared once, by `leaveSinkGate()`, which
    // the conduit calls through `letGo(of:)` after it let go of its subscriber: no delivery runs then
    // and none will. Until then they are read only by the thread that delivers, one event at a time,
    // under the conduit's delivery. Every other field is the conduit's, guarded as for any subscriber.
    // The subscriber's types, declared here (not inherited): the superclass's `where` clause reads them
    // while the superclass is resolved.
    @usableFromInline
    typealias Input = Parent.Output
    @usableFromInline
    typealias Failure = Parent.Failure

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
}

// The conformances are declared apart from the class: the class's superclass names the class as its
// subscriber, and checking that while the superclass is resolved would be circular.
extension SubjectSink: Subscriber {
    /// The subscription is this object: it requests `.unlimited`, as a ``Subscribers/Sink`` does.
    @inlinable
    func receive(subscription: any Subscription) {
        request(.unlimited)
    }

    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand {
        valueHandler?(input)
        return .none
    }

    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) {
        completionHandler?(completion)
    }
}

extension SubjectSink: EndsInSink {
    /// Always held, and this object is the conduit: called as it is, with no field read.
    @inlinable @inline(__always)
    static func ifHeld<R>(by conduit: SubjectConduitBase, _ body: (SubjectSink) -> R) -> R? {
        body(unsafeDowncast(conduit, to: SubjectSink.self))
    }

    /// Never called: the conduit holds this sink open from its creation (``SubjectConduit/init(fusedWith:announcesDemand:)``).
    @inlinable
    func enterSinkGate() -> Bool {
        true
    }

    /// Calls the value closure in place.
    @inlinable @inline(__always)
    func receivePastSinkGate(_ input: UnsafeRawPointer) -> Subscribers.Demand {
        valueHandler?(input.assumingMemoryBound(to: Input.self).pointee)
        return .none
    }

    /// Releases both closures; called once the conduit let go of its subscriber, this object (no
    /// delivery runs, and none will: nothing else reads them any more).
    @inlinable
    func leaveSinkGate() {
        let handlers = (valueHandler, completionHandler)
        valueHandler = nil
        completionHandler = nil
        _ = handlers
    }
}
