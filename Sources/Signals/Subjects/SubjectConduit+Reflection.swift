extension SubjectConduit {
    /// Combine's children for a subject's subscription: the subject (`parent` and `subject`, `nil` once
    /// the subscription has completed or been cancelled), the subscriber (`nil` once released) and the
    /// demand still outstanding (kept after the end, as Combine shows it).
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// var subscription: (any Subscription)?
    /// subject.subscribe(AnySubscriber(receiveSubscription: { subscription = $0 }))
    /// Mirror(reflecting: subscription!).children.map(\.label)  // parent, downstream, demand, subject
    /// ```
    @usableFromInline
    var customMirror: Mirror {
        locks.lockState()
        let parent = erasedParent.map { unsafeDowncast($0, to: Parent.self) }
        let downstream: Any
        if isFinished {
            // Released, or being released by the delivery that finished (without the state lock).
            downstream = Downstream?.none as Any
        } else if erasedDownstream === self {
            // A fused sink (``SubjectSink``) is this object: shown by name, as a sink describes itself.
            downstream = "Sink"
        } else {
            downstream =
                erasedDownstream.map { erased -> Downstream in
                    if downstreamIsObject {
                        return unsafeBitCast(erased, to: Downstream.self)
                    }
                    return unsafeDowncast(erased, to: ValueBox<Downstream>.self).value
                } as Any
        }
        let demand = self.demand
        unlockState()
        return Mirror(
            self,
            children: [
                "parent": parent as Any, "downstream": downstream, "demand": demand, "subject": parent as Any,
            ]
        )
    }
}
