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
        let downstream = erasedDownstream.map { erased -> Downstream in
            if Downstream.self == FusedSinkMarker<Parent>.self {
                return unsafeBitCast(
                    FusedSinkMarker(owner: unsafeDowncast(self, to: SubjectSink<Parent>.self)), to: Downstream.self)
            }
            if downstreamIsObject {
                return unsafeBitCast(erased, to: Downstream.self)
            }
            return unsafeDowncast(erased, to: ValueBox<Downstream>.self).value
        }
        let demand = self.demand
        unlockState()
        return Mirror(
            self,
            children: [
                "parent": parent as Any, "downstream": downstream as Any, "demand": demand, "subject": parent as Any,
            ]
        )
    }
}
