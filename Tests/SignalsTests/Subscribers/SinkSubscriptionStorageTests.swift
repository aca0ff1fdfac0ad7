import Signals
import Testing

/// How a ``Subscribers/Sink`` keeps its subscription: a class subscription as itself (its reference
/// and witness table copied out of the existential, no runtime cast), a value-type one in a box. Each
/// test checks that the sink's `cancel()` reaches the right implementation and that the subscription is
/// owned exactly once (kept while subscribed, freed after the cancel).
@Suite struct SinkSubscriptionStorageTests {
    typealias Sink = Subscribers.Sink<Int, Never>

    private func makeSink() -> Sink {
        Sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    }

    @Test func aClassSubscriptionIsKeptUntilTheCancelAndThenFreed() {
        let sink = makeSink()
        weak var weakSubscription: SpySubscription?
        var log: [SpySubscription.Event] = []
        do {
            let subscription = SpySubscription()
            weakSubscription = subscription
            sink.receive(subscription: subscription)
        }
        #expect(weakSubscription != nil)
        if let subscription = weakSubscription {
            sink.cancel()
            log = subscription.events
        }
        #expect(log == [.requested(.unlimited), .cancelled])
        #expect(weakSubscription == nil)
    }

    @Test func aValueTypeSubscriptionIsBoxedAndCancelledOnce() {
        let sink = makeSink()
        let log = LockedValue<[String]>([])
        sink.receive(subscription: ValueSubscription(log: log))
        sink.cancel()
        sink.cancel()
        #expect(log.value == ["request unlimited", "cancel"])
    }

    @Test func aSubclassErasedAsItsSuperclassGetsItsOwnCancel() {
        let sink = makeSink()
        let log = LockedValue<[String]>([])
        let erased: BaseSubscription = DerivedSubscription(log: log)
        sink.receive(subscription: erased)
        sink.cancel()
        #expect(log.value == ["base request unlimited", "derived cancel"])
    }

    @Test func aGenericClassSubscriptionIsCancelledThroughItsOwnConformance() {
        let sink = makeSink()
        let log = LockedValue<[String]>([])
        sink.receive(subscription: TaggedSubscription(tag: "tagged", log: log))
        sink.cancel()
        #expect(log.value == ["tagged request unlimited", "tagged cancel"])
    }
}

/// A subscription that is a struct, so the sink must box it.
private struct ValueSubscription: Subscription {
    let log: LockedValue<[String]>
    let combineIdentifier = CombineIdentifier()

    func request(_ demand: Subscribers.Demand) {
        log.withLock { $0.append("request \(demand)") }
    }

    func cancel() {
        log.withLock { $0.append("cancel") }
    }
}

/// A class subscription with a subclass that overrides `cancel()`.
private class BaseSubscription: Subscription, @unchecked Sendable {
    // Safety: immutable after init.
    let log: LockedValue<[String]>

    init(log: LockedValue<[String]>) {
        self.log = log
    }

    func request(_ demand: Subscribers.Demand) {
        log.withLock { $0.append("base request \(demand)") }
    }

    func cancel() {
        log.withLock { $0.append("base cancel") }
    }
}

private final class DerivedSubscription: BaseSubscription, @unchecked Sendable {
    // Safety: no state of its own.
    override func cancel() {
        log.withLock { $0.append("derived cancel") }
    }
}

/// A generic class whose conformance is declared in an extension.
private final class TaggedSubscription<Tag: CustomStringConvertible>: @unchecked Sendable {
    // Safety: immutable after init.
    let tag: Tag
    let log: LockedValue<[String]>

    init(tag: Tag, log: LockedValue<[String]>) {
        self.tag = tag
        self.log = log
    }
}

extension TaggedSubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {
        log.withLock { $0.append("\(tag) request \(demand)") }
    }

    func cancel() {
        log.withLock { $0.append("\(tag) cancel") }
    }
}
