/// A subscriber that is a ``Subscribers/Sink``, or a stateless operator's subscriber (`map`, `filter`)
/// that hands each value on at once, on the calling thread, to a `SinkChain` downstream: so a chain of
/// them ends in one sink, and each value reaches it, if at all, inside the call that delivered it.
///
/// A subject's conduit (``SubjectConduit``) whose subscriber is such a chain delivers one value at a
/// time already, and lets go of the chain only after its last delivery returned. So it enters the
/// sink's gate (``SinkGate``) once, when it takes the chain, and leaves it when it lets go: values then
/// reach the sink's closure with no gate operation each (two atomic read-modify-writes saved per value),
/// and the closures are still released only once no delivery runs. A value that reaches the chain any
/// other way (its public `receive(_:)`) passes the sink's gate as usual.
///
/// The conduit finds out whether its subscriber type conforms with a cast of the *type*
/// (`Downstream.self as? any SinkChain.Type`), which the optimiser folds in the conduit's specialised
/// code, and calls the chain through a generic function on the opened type: no existential, no
/// dynamic cast and no retain per value there.
@usableFromInline
protocol SinkChain: Subscriber {
    /// Enters the gate of the sink at the chain's end as one long delivery; `false` if that sink has
    /// ended already (then nothing was entered).
    func enterSinkGate() -> Bool

    /// Leaves the gate entered by ``enterSinkGate()``: releases the sink's closures if it has ended
    /// and no other delivery runs.
    func leaveSinkGate()

    /// Delivers the `Input` the pointer points to, down to the sink, past its gate; the caller holds
    /// the gate (``enterSinkGate()``) and delivers one value at a time.
    ///
    /// - Returns: The demand the chain returns for it, as its `receive(_:)` would.
    func receiveWithinSinkGate(_ input: UnsafeRawPointer) -> Subscribers.Demand
}

extension Subscribers.Sink: SinkChain {
    @inlinable
    func enterSinkGate() -> Bool {
        gate.enter()
    }

    @inlinable
    func leaveSinkGate() {
        conduitDidLetGo()
    }

    @inlinable @inline(__always)
    func receiveWithinSinkGate(_ input: UnsafeRawPointer) -> Subscribers.Demand {
        receiveWithinGate(input.assumingMemoryBound(to: Input.self).pointee)
        return .none
    }
}
