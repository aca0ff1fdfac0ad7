/// A subscriber whose values all end in one sink, on the calling thread, inside the call that delivered
/// them: a ``Subscribers/Sink``; a stateless stage (`map`, `filter`: ``EndsInSinkStage``) in front of an
/// `EndsInSink`; or a ``SubjectSink``, a sink fused with its subject's conduit.
///
/// A subject's conduit (``SubjectConduit``) delivers one event at a time and lets go of its subscriber
/// only once no delivery runs. So when its subscriber ends in a sink, the conduit holds that sink open
/// for as long as it holds the subscriber: it enters the sink's gate (``SinkGate``) once when it takes
/// the subscriber (``enterSinkGate()``), delivers each value past the gate (``receivePastSinkGate(_:)``:
/// no gate operation, two atomic read-modify-writes saved per value), and leaves the gate once when it
/// lets go (``leaveSinkGate()``), which releases the sink's closures if it has ended. A value that
/// reaches the subscriber any other way (its public `receive(_:)`) passes the sink's gate as usual.
///
/// This protocol is the conduit's only knowledge of sinks: each conformance holds its own fast path
/// (the one other mention, a folded type comparison in ``SubjectConduit/receiveDownstream(_:)``, spares
/// a ``SubjectSink`` a flag read per value). The conduit finds out whether its subscriber type conforms
/// with a cast of the *type* (``endsInSink(_:)`` when it takes the subscriber; later only while it holds
/// the sink), which the optimiser folds in the conduit's specialised code, and calls the subscriber
/// through a generic function on the opened type: no existential, no dynamic cast and no retain per
/// value there.
@usableFromInline
protocol EndsInSink: Subscriber {
    /// Enters the gate of the sink at the end as one long delivery; `false` if that sink has ended
    /// already (then nothing was entered).
    func enterSinkGate() -> Bool

    /// Delivers the `Input` the pointer points to, down to the sink, past its gate; the caller holds
    /// the gate (``enterSinkGate()``) and delivers one value at a time.
    ///
    /// - Returns: The demand the subscriber returns for it, as its `receive(_:)` would.
    func receivePastSinkGate(_ input: UnsafeRawPointer) -> Subscribers.Demand

    /// Leaves the gate entered by ``enterSinkGate()``: releases the sink's closures if it has ended
    /// and no other delivery runs.
    func leaveSinkGate()

    /// Calls `body` with the subscriber as a conduit stores it (`stored`: the object itself for a class,
    /// else a ``ValueBox`` of it; see ``SubjectConduitBase/erasedDownstream``), lent without a retain or
    /// a copy: the caller holds `stored`.
    static func withStored<R>(_ stored: Unmanaged<AnyObject>, _ body: (Self) -> R) -> R

    /// Calls `body` with the subscriber of `conduit` (whose subscriber type is `Self`), lent as by
    /// ``withStored(_:_:)``, if the conduit holds its sink open (``SubjectConduitBase/holdsSinkGate``);
    /// else returns `nil`. Called by the delivering thread, with delivery held.
    static func ifHeld<R>(by conduit: SubjectConduitBase, _ body: (Self) -> R) -> R?
}

extension EndsInSink {
    /// As the conduit says (``SubjectConduitBase/holdsSinkGate``), with the subscriber it stores.
    /// (The conduit reads the flag before it asks, so that this read is folded into its own.)
    @inlinable @inline(__always)
    static func ifHeld<R>(by conduit: SubjectConduitBase, _ body: (Self) -> R) -> R? {
        guard conduit.holdsSinkGate else { return nil }
        return withStored(Unmanaged.passUnretained(conduit.erasedDownstream.unsafelyUnwrapped), body)
    }

    /// A value type, boxed: called in its box, without a copy.
    @inlinable @inline(__always)
    static func withStored<R>(_ stored: Unmanaged<AnyObject>, _ body: (Self) -> R) -> R {
        Unmanaged<ValueBox<Self>>.fromOpaque(stored.toOpaque())._withUnsafeGuaranteedRef { body($0.value) }
    }
}

extension EndsInSink where Self: AnyObject {
    /// A class, stored as itself: lent as it is (a bit cast of the reference would retain it).
    @inlinable @inline(__always)
    static func withStored<R>(_ stored: Unmanaged<AnyObject>, _ body: (Self) -> R) -> R {
        Unmanaged<Self>.fromOpaque(stored.toOpaque())._withUnsafeGuaranteedRef { body($0) }
    }
}

/// The ``EndsInSink`` conformance of a conduit's subscriber type, if it has one; what a conduit asks
/// when it takes its subscriber.
///
/// In specialised code the cast of a value type is folded. For a class it is not always (`first()`'s
/// subscriber), and in unspecialised code it is a runtime look-up, which costs more than the rest of a
/// subscription's set-up: so it is made only where a conformance can be, for a value type (the stages)
/// or a ``Subscribers/Sink`` (a ``SubjectSink`` is created as its own conduit, holding its sink).
@inlinable @inline(__always)
func endsInSink<S: Subscriber>(_: S.Type) -> (any EndsInSink.Type)? {
    guard
        !(S.self is AnyObject.Type) || S.self == Subscribers.Sink<S.Input, S.Failure>.self
    else { return nil }
    return S.self as? any EndsInSink.Type
}

/// A stateless operator's subscriber (`map`, `filter`) in front of an ``EndsInSink``: it hands each
/// value it keeps on at once, so the sink at the end of its downstream is its own. Its conformance is
/// this protocol's: the gate is its downstream's; a value goes down past the gate as ``output(for:)``
/// says.
@usableFromInline
protocol EndsInSinkStage: EndsInSink {
    /// The subscriber this stage hands values on to.
    associatedtype Downstream: EndsInSink

    /// The subscriber this stage hands values on to.
    var downstream: Downstream { get }

    /// What this stage hands on for `input`: the value, or `nil` when it keeps nothing (then it asks
    /// for one more, as `filter` does).
    func output(for input: Input) -> Downstream.Input?
}

extension EndsInSinkStage {
    @inlinable
    func enterSinkGate() -> Bool {
        downstream.enterSinkGate()
    }

    @inlinable
    func leaveSinkGate() {
        downstream.leaveSinkGate()
    }

    /// Hands ``output(for:)`` on past the sink's gate, or asks for one more if there is none.
    @inlinable @inline(__always)
    func receivePastSinkGate(_ input: UnsafeRawPointer) -> Subscribers.Demand {
        guard let output = output(for: input.assumingMemoryBound(to: Input.self).pointee) else { return .max(1) }
        return withUnsafePointer(to: output) { downstream.receivePastSinkGate($0) }
    }
}

extension Subscribers.Sink: EndsInSink {
    @inlinable
    func enterSinkGate() -> Bool {
        gate.enter()
    }

    /// Calls the value closure: the conduit that entered the gate (``enterSinkGate()``) serialises its
    /// deliveries and leaves the gate only after the last one, so the closure cannot be released meanwhile.
    @inlinable @inline(__always)
    func receivePastSinkGate(_ input: UnsafeRawPointer) -> Subscribers.Demand {
        valueHandler?(input.assumingMemoryBound(to: Input.self).pointee)
        return .none
    }

    /// The conduit that held the gate let go of this sink: releases the closures if the sink has ended
    /// and no other delivery runs.
    @inlinable
    func leaveSinkGate() {
        if !gate.leave() {
            release()
        }
    }
}
