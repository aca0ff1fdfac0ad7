/// What a subject offers the conduits (``SubjectConduit``) it hands its subscribers.
@usableFromInline
protocol ConduitParent: AnyObject {
    /// The subject's output.
    associatedtype Output
    /// The subject's failure.
    associatedtype Failure: Error

    /// The conduit's description, as Combine names the subscription (`"PassthroughSubject"`).
    static var conduitDescription: String { get }

    /// Whether a subscriber that missed the latest value gets the current one when it next requests
    /// (``CurrentValueSubject``).
    static var replaysCurrentValue: Bool { get }

    /// The current value and its version. Called with the conduit's lock held (lock order: conduit,
    /// then subject); only when ``replaysCurrentValue`` is true.
    func currentValueAndVersion() -> (Output, UInt32)

    /// Called, with the conduit's state lock held, the first time a conduit's demand goes from none to
    /// some, if the subject registered the conduit to announce it (``SubjectConduitBase/announcesDemand``):
    /// records that a subscriber has demand, without taking the subject's lock. Returns whether upstream
    /// subscriptions may wait for their request: then the conduit calls ``requestUpstreams()`` once it
    /// let go of its lock.
    func recordDemand() -> Bool

    /// Called, outside the conduit's lock, after ``recordDemand()`` returned `true`: asks each upstream
    /// subscription not asked yet for `.unlimited`.
    func requestUpstreams()

    /// Called, outside the conduit's lock, when a conduit was cancelled: forget it.
    func remove(_ conduit: SubjectConduitBase)

    /// Takes the subject's lock for a new subscriber. If the subject has completed, lets go of it and
    /// returns the completion; otherwise returns `nil` with the lock held (for ``register(_:)``), and sets
    /// `announcesDemand` to whether the new conduit must tell the subject of its first demand
    /// (``recordDemand()``).
    func lockForNewSubscriber(announcesDemand: inout Bool) -> Subscribers.Completion<Failure>?

    /// With the lock held (``lockForNewSubscriber(announcesDemand:)`` returned `nil`): adds `conduit` to the
    /// subscribers, lets go of the lock and hands the subscription over (outside the lock: the subscriber
    /// may call back).
    func register<Downstream: Subscriber>(_ conduit: SubjectConduit<Self, Downstream>)
}

extension ConduitParent {
    /// The one attach step of both subjects' `receive(subscriber:)`: a conduit for `subscriber`, or, on
    /// a subject that has completed, an empty subscription and the completion at once.
    @inlinable @inline(__always)
    func attach<Downstream: Subscriber>(_ subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
        var announcesDemand = false
        if let completion = lockForNewSubscriber(announcesDemand: &announcesDemand) {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        register(SubjectConduit(parent: self, downstream: subscriber, announcesDemand: announcesDemand))
    }

    /// The one attach step of both subjects' fused `sink`: a ``SubjectSink`` (the sink and its conduit in
    /// one object), or, on a subject that has completed, an ordinary ``Subscribers/Sink`` that receives
    /// the completion at once.
    @inlinable @inline(__always)
    func attachSink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        var announcesDemand = false
        if let completion = lockForNewSubscriber(announcesDemand: &announcesDemand) {
            let sink = Subscribers.Sink<Output, Failure>(
                receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            sink.receive(subscription: Subscriptions.empty)
            sink.receive(completion: completion)
            return AnyCancellable(object: sink)
        }
        let conduit = SubjectSink(
            parent: self, announcesDemand: announcesDemand, receiveCompletion: receiveCompletion,
            receiveValue: receiveValue)
        register(conduit)
        return AnyCancellable(object: conduit)
    }
}
