/// The type-erased conduit ``CurrentValueSubject`` keeps for each subscriber.
@usableFromInline
class SubjectConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    // Safety: subclasses guard their state with `lock`.
    @usableFromInline
    let lock = UnfairLock()

    @usableFromInline
    init() {}

    /// Delivers a value if the subscriber has demand; drops it otherwise.
    @usableFromInline
    func offer(_ value: Output) {
        fatalError("abstract")
    }

    /// Delivers the completion and releases the subscriber.
    @usableFromInline
    func finish(_ completion: Subscribers.Completion<Failure>) {
        fatalError("abstract")
    }

    @usableFromInline
    func request(_ demand: Subscribers.Demand) {
        fatalError("abstract")
    }

    @usableFromInline
    func cancel() {
        fatalError("abstract")
    }
}
