import Signals
import Testing

/// `Sink`, `Assign` and the subjects' subscriptions show themselves in `Mirror` and playgrounds as
/// Combine's do.
@Suite struct SubscriberReflectionTests {
    private final class Model {
        var value = 0
    }

    @Test func sinkHasNoChildrenAndShowsItsName() {
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(Mirror(reflecting: sink).children.isEmpty)
        #expect(sink.playgroundDescription as? String == "Sink")
        sink.cancel()
    }

    @Test func assignReflectsItsObjectKeyPathAndStatus() {
        let model = Model()
        let assign = Subscribers.Assign(object: model, keyPath: \Model.value)
        /// The `status` child, as text.
        func status() -> String {
            String(describing: Array(Mirror(reflecting: assign).children).last!.value)
        }
        #expect(status() == "awaitingSubscription")
        PassthroughSubject<Int, Never>().subscribe(assign)
        let children = Mirror(reflecting: assign).children
        #expect(children.map(\.label) == ["object", "keyPath", "status"])
        #expect((children.first?.value as? Model) === model)
        #expect(status().hasPrefix("subscribed("))
        #expect(assign.playgroundDescription as? String == "Assign Model.")
        assign.cancel()
        #expect((Mirror(reflecting: assign).children.first?.value as? Model) == nil)
        #expect(status() == "terminal")
    }

    @Test func subjectAndFutureSubscriptionsShowTheirNames() {
        let passthrough = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(0)
        let future = Future<Int, Never> { _ in }
        let trackers = (0..<3).map { _ in TrackingSubscriber<Int, Never>(initialDemand: nil) }
        passthrough.subscribe(trackers[0])
        current.subscribe(trackers[1])
        future.subscribe(trackers[2])
        let names = trackers.map { tracker in
            (tracker.subscription as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String
        }
        #expect(names == ["PassthroughSubject", "CurrentValueSubject", "Future"])
        let labels = trackers.map { Mirror(reflecting: $0.subscription!).children.map(\.label) }
        #expect(
            labels == [
                ["parent", "downstream", "demand", "subject"], ["parent", "downstream", "demand", "subject"],
                ["parent", "downstream", "hasAnyDemand", "subject"],
            ])
        for tracker in trackers {
            tracker.cancel()
        }
    }

    @Test func combiningAndReducingSubscriptionsReflectByName() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let trackers = (0..<6).map { _ in TrackingSubscriber<Int, Never>(initialDemand: nil) }
        a.zip(b).map { $0 + $1 }.subscribe(trackers[0])
        a.append(b).subscribe(trackers[1])
        a.dropFirst().subscribe(trackers[2])
        a.prefix(untilOutputFrom: b).subscribe(trackers[3])
        Optional(1).publisher.subscribe(trackers[4])
        a.reduce(0, +).subscribe(trackers[5])
        for (index, tracker) in trackers.enumerated() {
            let subscription = tracker.subscription!
            // `prefix(untilOutputFrom:)`'s subscription, like Combine's, shows as its type and no more.
            guard index != 3 else {
                #expect(!(subscription is any CustomReflectable))
                #expect(!(subscription is any CustomPlaygroundDisplayConvertible))
                tracker.cancel()
                continue
            }
            let display = (subscription as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String
            #expect(display == String(describing: subscription))
            #expect(subscription is any CustomReflectable)
            // A reducer shows Combine's children (ReducingTests); the others none.
            #expect(Mirror(reflecting: subscription).children.isEmpty == (index != 5))
            tracker.cancel()
        }
    }
}
